import i18n from './i18n';
import { ApiError } from './api';

/**
 * The words on screen for an error, in the page's language: the one way an error reaches a toast,
 * a banner or a dialog. The API answers `{code, message, fields, fieldCodes}`; the page words the
 * `code` from its catalogue in either language (the English catalogue holds the API's English), and
 * never shows `message`, which is the server's English for logs and other clients:
 * - a refusal for too many tries says how long to wait (`Retry-After`), in the page's words;
 * - a code the catalogue does not know, or something that is not an API answer, gives the general
 *   text; a connection that failed, the connection text. Never empty.
 * A field's refusal is worded the same way from its field code, beside its field (field-error.ts).
 */
export function errorText(err: unknown): string {
  if (!(err instanceof ApiError)) return i18n.t('errors.generic');
  if (err.code === 'NETWORK' || err.status === 0) return i18n.t('errors.NETWORK');
  if (err.code === 'RATE_LIMITED') return rateLimitText(err);
  const key = `errors.${err.code}`;
  return i18n.exists(key) ? i18n.t(key as 'errors.generic', err.params ?? {}) : i18n.t('errors.generic');
}

/**
 * A refusal for too many tries: the words of the limit that refused (`params.limit`, e.g. a
 * certificate check or a wrong password) with how long to wait; the general words where the limit is
 * not one the catalogue knows, or no wait was given.
 */
function rateLimitText(err: ApiError): string {
  const seconds = Number(err.params?.retryAfterSeconds ?? err.retryAfterSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return i18n.t('errors.RATE_LIMITED');
  const wait = waitText(seconds);
  const limitKey = `rateLimits.${String(err.params?.limit ?? '')}`;
  if (err.params?.limit && i18n.exists(limitKey)) return i18n.t(limitKey as 'errors.generic', { wait });
  return i18n.t('errors.RATE_LIMITED_WAIT', { wait });
}

/** A wait of so many seconds in the page's language, as the server words it in English (rounded up). */
export function waitText(seconds: number): string {
  if (seconds <= 1) return i18n.t('rateLimits.wait.second');
  if (seconds <= 90) return i18n.t('rateLimits.wait.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return i18n.t('rateLimits.wait.minutes', { count: minutes });
  return i18n.t('rateLimits.wait.hours', { count: Math.ceil(minutes / 60) });
}
