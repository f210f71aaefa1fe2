import type { Config } from '#server/config.ts';
import { createOutboxSms, createSslWirelessSms, type SmsProvider } from './sms';

/** The SMS provider SMS_PROVIDER names (the outbox folder by default). */
export function createSmsProvider(config: Config, outboxDir: string): SmsProvider {
  if (config.SMS_PROVIDER === 'sslwireless') {
    return createSslWirelessSms({
      baseUrl: config.SSL_WIRELESS_BASE_URL,
      apiToken: config.SSL_WIRELESS_API_TOKEN!,
      sid: config.SSL_WIRELESS_SID!,
    });
  }
  return createOutboxSms(outboxDir);
}
