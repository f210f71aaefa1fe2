import i18n from './i18n';
import { ApiError } from './api';

/**
 * The words on screen for an error, in the page's language: the one way an error reaches a toast,
 * a banner or a dialog. The API answers `{code, message, fields}`:
 * - on an English page the server's own message is shown: it is English, names the very record
 *   ("There is no course with the id …") and carries the school's fixed texts word for word;
 * - on a Bengali page the catalogue's Bengali for the `code`;
 * - a code the catalogue does not know, or something that is not an API answer, gives the general
 *   text; a connection that failed, the connection text. Never empty, never English on a Bengali
 *   page.
 * Field rules (`fields`) are shown beside their fields through the same catalogue (fieldErrorText).
 */
export function errorText(err: unknown): string {
  if (!(err instanceof ApiError)) return i18n.t('errors.generic');
  if (err.code === 'NETWORK' || err.status === 0) return i18n.t('errors.NETWORK');
  if (i18n.language === 'en' && err.message) return err.message;
  if (err.code === 'RATE_LIMITED' && err.retryAfterSeconds)
    return i18n.t('errors.RATE_LIMITED_WAIT', { wait: waitText(err.retryAfterSeconds) });
  const key = `errors.${err.code}`;
  return i18n.exists(key) ? i18n.t(key as 'errors.generic') : i18n.t('errors.generic');
}

/** A wait of so many seconds in the page's language, as the server words it in English (rounded up). */
export function waitText(seconds: number): string {
  if (seconds <= 1) return i18n.t('rateLimits.wait.second');
  if (seconds <= 90) return i18n.t('rateLimits.wait.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return i18n.t('rateLimits.wait.minutes', { count: minutes });
  return i18n.t('rateLimits.wait.hours', { count: Math.ceil(minutes / 60) });
}
