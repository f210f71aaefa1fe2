import { normalizePhone } from './phone';

/**
 * SMS arithmetic, the same in the browser (a notice form's counter) and on the server (the budget).
 *
 * A text that uses only the GSM 7-bit alphabet goes as 160 characters in one part, 153 per part
 * when it needs more (the rest of each part holds the header that joins them). Any other character
 * (every Bengali letter) makes the whole text a Unicode (UCS-2) SMS: 70 in one part, 67 per part
 * beyond. Operators bill by part, so the count is known before a message is sent.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** These take two septets (an escape and the character). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  /** Characters as the operator counts them: septets for GSM, UTF-16 units for Unicode. */
  units: number;
  segments: number;
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', units: septets, segments: parts(septets, 160, 153) };
  // UCS-2 counts UTF-16 code units: a character outside the basic plane (an emoji) takes two.
  return { encoding: 'ucs2', units: text.length, segments: parts(text.length, 70, 67) };
}

const parts = (units: number, single: number, multi: number) =>
  units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / multi);

/**
 * A Bangladeshi mobile number in the form messages are addressed to, +8801XXXXXXXXX, from any way
 * it is written (01…, 8801…, +880 1…, with spaces or dashes); null when it is not one.
 */
export function smsRecipient(typed: string): string | null {
  const national = normalizePhone(typed);
  return national ? `+88${national}` : null;
}

/** Sender names (masks) the operators accept: at most 11 letters, digits or spaces. */
export const SMS_SENDER_PATTERN = /^[A-Za-z0-9 ]{1,11}$/;
