import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body (quoted-printable soft breaks undone), for finding links. */
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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          text: decodeQuotedPrintable(
            raw
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n\n'),
          ),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
