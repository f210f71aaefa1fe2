/**
 * Bengali keyboards type Bengali digits (০১২৩৪৫৬৭৮৯). Every number a person types (a phone, an NID,
 * a SID, a date) is read the same whichever digits it was typed in, and stored in ASCII digits.
 */
const BENGALI_ZERO = 0x09e6;

/** Bengali digits ০-৯ become 0-9; nothing else changes. */
export function asciiDigits(s: string): string {
  return s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}
