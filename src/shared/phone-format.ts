/** The stored form of a Bangladeshi mobile number: 01, an operator digit 3-9, 8 digits. */
export const BD_MOBILE_PATTERN = /^01[3-9]\d{8}$/;

/** A stored number (01XXXXXXXXX) as people read it, 01712-345678; anything else as it is. */
export function phoneForReading(stored: string): string {
  return BD_MOBILE_PATTERN.test(stored) ? `${stored.slice(0, 5)}-${stored.slice(5)}` : stored;
}

/** A stored number in the international form a tel: link dials from any SIM, +8801712345678. */
export function phoneForDialling(stored: string): string {
  return BD_MOBILE_PATTERN.test(stored) ? `+88${stored}` : stored;
}
