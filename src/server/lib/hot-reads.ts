import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * Answers to the site's most-read public address, kept ready as bytes and sent before the request
 * reaches the framework (docs/decisions/0500).
 *
 * `GET /api/allcourse` is read by every visitor's first page and changes a few times a year; the
 * app otherwise spends most of each answer on the way to and from the handler (hooks, the
 * response schema, compression), not in it. A hot read serves the same bytes with the same headers
 * from memory:
 * - only for the exact address (no query: a paged or filtered list goes the normal way) and GET;
 * - only while the feature says its copy is fresh (`body()` returns the JSON bytes, or nothing,
 *   and the framework answers, which loads the copy again);
 * - with the headers the framework itself sent the first time it answered that address, less those
 *   of one answer (date, request id, length, encoding), which are written anew each time; until the
 *   framework has answered once, nothing is served from here;
 * - compressed as the framework would: brotli or gzip by the client's Accept-Encoding, each made
 *   once per body, from 1 KB up.
 */

/** The address's fresh JSON body, or undefined while there is none (then the app answers). */
export type HotBody = () => Buffer | undefined;

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Headers of one answer, not of the address: written anew (or left out) each time. */
const PER_ANSWER = new Set([
  'date',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'connection',
  'keep-alive',
]);

/** The framework's compression threshold and preference (br, then gzip). */
const COMPRESS_FROM = 1024;
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];

export class HotReads {
  private readonly reads = new Map<string, { body: HotBody; headers: OutgoingHttpHeaders | null }>();
  private readonly encoded = new WeakMap<Buffer, Encoded>();
  /** How many answers were sent from here. */
  hits = 0;

  /** Serves `path` from `body` once the app has answered it once. */
  add(path: string, body: HotBody): void {
    this.reads.set(path, { body, headers: null });
  }

  /**
   * Answers the request from memory when it can and says so; false when the app must answer it
   * (then, for a hot address not yet seen, the app's answer's headers are kept for the next ones).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const read = req.url === undefined ? undefined : this.reads.get(req.url);
    if (!read) return false;
    if (!read.headers) {
      res.once('finish', () => {
        if (res.statusCode === 200 && !read.headers) read.headers = addressHeaders(res.getHeaders());
      });
      return false;
    }
    const body = read.body();
    if (!body) return false;
    const encoding = body.length < COMPRESS_FROM ? 'identity' : this.encodingFor(req);
    if (!encoding) return false;
    const bytes = this.encodedOf(body)[encoding];
    res.writeHead(200, {
      ...read.headers,
      'x-request-id': randomUUID(),
      ...(encoding === 'identity' ? {} : { vary: 'accept-encoding', 'content-encoding': encoding }),
      'content-length': bytes.length,
    });
    res.end(bytes);
    this.hits++;
    return true;
  }

  /**
   * br, gzip or identity, chosen as the framework's compression chooses (`*` and `x-gzip` read as
   * gzip); undefined for anything else (deflate, or nothing acceptable), which the app answers.
   */
  private encodingFor(req: IncomingMessage): keyof Encoded | undefined {
    const accept = req.headers['accept-encoding'];
    if (accept === undefined || req.headers['x-no-compression'] !== undefined) return 'identity';
    const chosen = negotiate(accept.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
    return chosen === 'br' || chosen === 'gzip' || chosen === 'identity' ? chosen : undefined;
  }

  private encodedOf(body: Buffer): Encoded {
    let encoded = this.encoded.get(body);
    if (!encoded) {
      encoded = {
        identity: body,
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
      };
      this.encoded.set(body, encoded);
    }
    return encoded;
  }
}

function addressHeaders(all: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(all).filter(([name]) => !PER_ANSWER.has(name.toLowerCase())));
}

/**
 * Puts the hot reads in front of the app's own request handler on its HTTP server (the server the
 * framework made, with its timeouts; requests made in-process with `inject` do not pass here).
 */
export function installHotReads(server: Server, hot: HotReads): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (hot.serve(req, res)) return;
    for (const handle of handlers) handle(req, res);
  });
}
