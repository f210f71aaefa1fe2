import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The decoded subject (a Bengali one arrives as RFC 2047 encoded words). */
  subject: string;
  /** The decoded text body (base64 or quoted-printable undone, UTF-8), for reading and finding links. */
  text: string;
  raw: string;
}

export interface TestSmtpOptions {
  port?: number;
  /** Refuse (550) messages for which this returns true. */
  refuse?: (to: string[]) => boolean;
}

/** A real SMTP server on 127.0.0.1 for tests: every message it accepts lands in `inbox`. */
export async function startTestSmtp(opts: TestSmtpOptions = {}) {
  const inbox: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (raw += c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (opts.refuse?.(to)) {
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          ...parseMail(raw),
          raw,
        });
        callback();
      });
    },
  });
  // A client that hangs up mid-session (an app process killed while it sends) is the client's
  // affair, as for a real mail server; without a listener the error would stop the test's process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    /** How many connections clients opened so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The subject and text of a single-part mail as nodemailer writes it: headers unfolded, encoded
 * words and the body's transfer encoding (base64 or quoted-printable) undone, read as UTF-8.
 */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = (split ? raw.slice(0, split.index) : raw).replace(/\r?\n[ \t]+/g, ' ');
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const header = (name: string) => new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return { subject: encodedWords(header('Subject')), text };
}

function quotedPrintable(s: string): string {
  return quotedPrintableBytes(s.replace(/=\r?\n/g, '')).toString('utf8');
}

/** `=XX` is one byte; every other character stands for itself. */
function quotedPrintableBytes(s: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;

/**
 * RFC 2047: `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words. The space between two of them is not text,
 * and one character's bytes may be split across two, so a run of words is decoded as one.
 */
function encodedWords(value: string): string {
  return value.replace(/=\?[^?]+\?[BQ]\?[^?]*\?=(?:\s*=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, kind, data]) =>
        kind!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : quotedPrintableBytes(data!.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/**
 * What `make` builds (createTestApp, createTestSchool…) given a test SMTP server of its own to send
 * its mail to (`SMTP_URL: smtp.url`): that server as `smtp`, and a `close` that shuts both.
 */
export async function withTestSmtp<T extends { close(): Promise<void> }>(
  make: (smtp: TestSmtp) => Promise<T>,
): Promise<T & { smtp: TestSmtp }> {
  const smtp = await startTestSmtp();
  const made = await make(smtp).catch(async (err: unknown) => {
    await smtp.close();
    throw err;
  });
  return {
    ...made,
    smtp,
    close: async () => {
      await made.close();
      await smtp.close();
    },
  };
}
