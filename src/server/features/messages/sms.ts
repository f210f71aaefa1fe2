import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One SMS to send. `id` is the message's own id: the provider's idempotency key. */
export interface SmsMessage {
  id: string;
  /** +8801XXXXXXXXX */
  to: string;
  text: string;
  segments: number;
  kind: string;
  createdAt: Date;
}

export interface SmsResult {
  /** The provider's reference for the message, when it gives one. */
  ref?: string;
}

/**
 * Where SMS go. A provider resolves once the message is accepted, and throws otherwise; a
 * `SmsRefused` means sending again cannot help (a bad number, a blocked account), anything else is
 * retried. Sending the same `id` twice must not reach the phone twice where the provider allows
 * (the outbox's file name, SSL Wireless's csms_id).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

/** A refusal that a retry would meet again. */
export class SmsRefused extends Error {
  override name = 'SmsRefused';
}

/**
 * The embedded default: each SMS is a JSON file in the outbox folder, named by the message's id,
 * for the operator (or a tool on the office PC) to read. Written to a temporary name and renamed,
 * so a reader never sees half a file; a file already there is the same message sent before a crash.
 */
export function createOutboxSms(dir: string): SmsProvider {
  return {
    name: 'outbox',
    async send(m) {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${m.id}.json`);
      if (existsSync(file)) return { ref: file };
      const body = { to: m.to, text: m.text, segments: m.segments, kind: m.kind, createdAt: m.createdAt.toISOString() };
      const tmp = `${file}.tmp`;
      writeFileSync(tmp, `${JSON.stringify(body, null, 2)}\n`);
      renameSync(tmp, file);
      return { ref: file };
    },
  };
}

export interface SslWirelessOptions {
  /** https://smsplus.sslwireless.com unless a test or a reseller says otherwise. */
  baseUrl: string;
  apiToken: string;
  /** The SID SSL Wireless assigned the account (its sender mask). */
  sid: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface SslWirelessAnswer {
  status?: string;
  status_code?: number;
  error_message?: string;
  smsinfo?: { sms_status?: string; status_message?: string; reference_id?: string; csms_id?: string }[];
}

/**
 * SSL Wireless ISMS Plus, single SMS: `POST {baseUrl}/api/v3/send-sms` with JSON
 * `{api_token, sid, msisdn, sms, csms_id}`. The number goes without the plus (8801XXXXXXXXX);
 * csms_id is our message id (SSL Wireless refuses a csms_id it has seen, so a retry after a lost
 * answer cannot send twice). Unicode text is sent as it is; the gateway picks the encoding.
 */
export function createSslWirelessSms(opts: SslWirelessOptions): SmsProvider {
  const doFetch = opts.fetch ?? fetch;
  return {
    name: 'sslwireless',
    async send(m) {
      const res = await doFetch(`${opts.baseUrl.replace(/\/$/, '')}/api/v3/send-sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_token: opts.apiToken,
          sid: opts.sid,
          msisdn: m.to.replace(/^\+/, ''),
          sms: m.text,
          csms_id: m.id,
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      const text = await res.text();
      let answer: SslWirelessAnswer = {};
      try {
        answer = JSON.parse(text) as SslWirelessAnswer;
      } catch {
        // Not JSON: a proxy's error page. Retried below by status.
      }
      if (res.status >= 500 || res.status === 429) throw new Error(`SSL Wireless answered HTTP ${res.status}`);
      const info = answer.smsinfo?.[0];
      if (res.ok && answer.status === 'SUCCESS' && info?.sms_status !== 'FAILED') {
        return { ref: info?.reference_id };
      }
      const reason = answer.error_message || info?.status_message || `HTTP ${res.status}`;
      // A csms_id the gateway has already seen is the same message accepted before: done.
      if (/csms[_ ]?id/i.test(reason) && /(duplicate|already|unique)/i.test(reason)) return {};
      throw new SmsRefused(`SSL Wireless refused the SMS: ${reason}`);
    },
  };
}
