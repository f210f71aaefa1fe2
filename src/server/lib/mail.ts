import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The one link the mail is about (a reset or confirmation link). The outbox log shows it, so on
   * the embedded default the operator can pass it on without opening the .eml file.
   */
  link?: string;
  /** The mail's Message-ID (`<id@host>`): the queue gives each message its own, kept across retries. */
  messageId?: string;
}

/** Mails (and SMS) the message queue sends side by side in one process; see message-worker.ts. */
export const MAIL_LANES = 4;

export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server (or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
  /** Closes the SMTP connections kept open between mails (the app calls it as it stops). */
  close?(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * The SMTP address with a pool of kept-open connections unless it says otherwise: a new connection
 * (and its greeting and TLS) for every mail made the queue send about one mail per 90 ms per
 * process; a pool of a few lets a busy day's mail keep pace with what the school queues.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(MAIL_LANES));
  return url.toString();
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox
 * folder and logged, so the embedded default can still reset a password (read the link there).
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  // What nodemailer sends, by either road: the message from our sender address.
  const envelope = (m: MailMessage) => ({
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    replyTo: m.replyTo,
    messageId: m.messageId,
  });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(pooled(smtpUrl));
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail(envelope(m));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await transport.sendMail(envelope(m));
      mkdirSync(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      // The mail names its action link; a mail without one logs none rather than a guessed address
      // (the site's own address, which is also in the text, is no use to anyone reading the log).
      const link = m.link;
      log.info(
        { to: m.to, subject: m.subject, file, ...(link ? { link } : {}) },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
  };
}
