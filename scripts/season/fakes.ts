// The outside world the school talks to, run locally for the season: an SMS gateway speaking SSL
// Wireless's protocol, a mail server, and bKash's checkout (the app's own test sandbox) behind a
// proxy that can slow it down. Each can be taken down or slowed for a simulated day by the faults.
import http from 'node:http';
import { startBkashSandbox, SANDBOX } from '#server/features/bkash/test-gateway-server.ts';
import { startTestSmtp, type ReceivedMail } from '#server/test/smtp.ts';

export type GatewayMode = 'up' | 'down' | 'slow';
const SLOW_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => resolve(raw));
  });
}

/** One SMS the gateway took: its csms_id is the app's message id. */
export interface DeliveredSms {
  csmsId: string;
  to: string;
  text: string;
  at: number;
}

/**
 * SSL Wireless ISMS Plus as far as the app uses it: `POST /api/v3/send-sms`. It refuses a csms_id
 * it has seen (as SSL Wireless does), so `delivered` holds each message at most once and
 * `duplicates` counts the repeats the app sent.
 */
export async function startSmsGateway(port: number, token: string, sid: string) {
  const delivered = new Map<string, DeliveredSms>();
  const state = { mode: 'up' as GatewayMode, duplicates: 0, refusedWhileDown: 0 };
  const server = http.createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (state.mode === 'down') {
        state.refusedWhileDown++;
        return send(503, { status: 'FAILED', error_message: 'Service unavailable' });
      }
      if (state.mode === 'slow') await sleep(SLOW_MS);
      if (req.url !== '/api/v3/send-sms') return send(404, {});
      const body = JSON.parse(raw) as Record<string, string>;
      if (body.api_token !== token || body.sid !== sid) {
        return send(200, { status: 'FAILED', status_code: 4001, error_message: 'Unauthorized' });
      }
      if (delivered.has(body.csms_id!)) {
        state.duplicates++;
        return send(200, { status: 'FAILED', status_code: 4025, error_message: 'Duplicate csms_id, already exists' });
      }
      delivered.set(body.csms_id!, { csmsId: body.csms_id!, to: body.msisdn!, text: body.sms!, at: Date.now() });
      return send(200, {
        status: 'SUCCESS',
        status_code: 200,
        smsinfo: [{ sms_status: 'SUCCESS', reference_id: `ref-${body.csms_id}`, csms_id: body.csms_id }],
      });
    })();
  });
  await listen(server, port);
  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    state,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
export type SmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;

/**
 * A mail server that can be stopped and started again on the same port; `inbox` keeps everything,
 * and `arrivals` when each mail arrived (real time, the same index).
 */
export async function startMailServer(port: number) {
  const inbox: ReceivedMail[] = [];
  const arrivals: number[] = [];
  let current: Awaited<ReturnType<typeof startTestSmtp>> | null = null;
  const up = async () => {
    if (current) return;
    current = await startTestSmtp({ port });
    // The same array for every incarnation.
    current.inbox.push = (...mails: ReceivedMail[]) => {
      for (const _ of mails) arrivals.push(Date.now());
      return inbox.push(...mails);
    };
  };
  await up();
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    arrivals,
    async setMode(mode: GatewayMode) {
      if (mode === 'down' && current) {
        await current.close();
        current = null;
      } else if (mode !== 'down') await up();
    },
    close: async () => {
      await current?.close();
      current = null;
    },
  };
}
export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/**
 * bKash's checkout (the app's own protocol sandbox) behind a proxy on `port`: `slow` answers every
 * call 5 s late, `down` refuses with 503, as bKash's servers would when they are in trouble.
 */
export async function startBkash(port: number) {
  const sandbox = await startBkashSandbox();
  const target = new URL(sandbox.baseUrl);
  const state = { mode: 'up' as GatewayMode };
  // bKash honours every grant token it issued until it expires; the sandbox only its latest. Each
  // app process (and two first calls at once in one process) takes a token of its own, so the
  // proxy passes the sandbox's latest for any token it issued. Calls go to the sandbox one at a
  // time (each takes a few milliseconds; the slow day's wait comes before): two grants at once
  // could finish in one order there and be read back here in the other, or a call could carry the
  // latest token while a grant replaces it, and the sandbox would refuse a token bKash honours.
  const issued = new Set<string>();
  let latest = '';
  let calls: Promise<void> = Promise.resolve();
  const proxy = http.createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      if (state.mode === 'down') {
        res.writeHead(503).end();
        return;
      }
      if (state.mode === 'slow') await sleep(SLOW_MS);
      const forward = () =>
        new Promise<void>((done) => {
          const headers = { ...req.headers };
          if (typeof headers.authorization === 'string' && issued.has(headers.authorization))
            headers.authorization = latest;
          const upstream = http.request(
            { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
            (answer) => {
              let body = '';
              answer.on('data', (c: Buffer) => (body += c.toString('utf8')));
              answer.on('end', () => {
                if (req.url?.endsWith('/token/grant')) {
                  const token = (JSON.parse(body) as { id_token?: string }).id_token;
                  if (token) issued.add((latest = token));
                }
                res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' });
                res.end(body);
                done();
              });
            },
          );
          upstream.on('error', () => {
            res.writeHead(502).end();
            done();
          });
          upstream.end(raw);
        });
      await (calls = calls.then(forward));
    })();
  });
  await listen(proxy, port);
  return {
    baseUrl: `http://127.0.0.1:${port}${target.pathname}`,
    sandbox,
    state,
    credentials: SANDBOX,
    close: async () => {
      await new Promise<void>((r) => (proxy.closeAllConnections(), proxy.close(() => r())));
      await sandbox.close();
    },
  };
}
export type Bkash = Awaited<ReturnType<typeof startBkash>>;
