import type { Db } from '#server/db/client.ts';
import { accountSubject, clientAddress, resetRateLimit, type RateLimitCheck, type RateLimitRule } from './rate-limit';

/**
 * Every rate limit of the site, in one place; the numbers and why are in
 * docs/decisions/0140-rate-limits.md. A rule is a token bucket (see rate-limit.ts): `max` at once,
 * then `max` per `windowMs`. Per-address rules count an IPv4 address or an IPv6 /64.
 *
 * The yardstick: a class of 30 behind one address (the office Wi-Fi, or a mobile carrier's shared
 * address) signs up with a photo, signs in, uploads NIDs and books within minutes without a single
 * refusal; a script that keeps going is stopped, and a guesser of passwords or birth dates gets a
 * number of tries per account or SID that no change of address increases.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RULES = {
  /** Wrong passwords for one account, from anywhere: 5 at once, then one every 3 minutes… */
  signInFailuresPerAccount: { name: 'signin-fail-account', max: 5, windowMs: 15 * MINUTE },
  /** …and at most 20 in a day (one more every 72 minutes after that): the wait grows. */
  signInFailuresPerAccountDaily: { name: 'signin-fail-account-day', max: 20, windowMs: DAY },
  /**
   * Wrong authenticator or backup codes for one account, from anywhere and by any path (the
   * sign-in challenge or a signed-in session that owes its code): 5 at once, then one every 3
   * minutes, and at most 20 in a day (docs/decisions/0390).
   */
  wrongCodesPerAccount: { name: '2fa-fail-account', max: 5, windowMs: 15 * MINUTE },
  wrongCodesPerAccountDaily: { name: '2fa-fail-account-day', max: 20, windowMs: DAY },
  /** Failed sign-ins from one address over all accounts (credential stuffing). */
  signInFailuresPerAddress: { name: 'signin-fail-address', max: 50, windowMs: HOUR },
  /** Uploads without a session (the sign-up photo), per address. */
  anonymousUploadsPerAddress: { name: 'upload-anon-address', max: 40, windowMs: HOUR },
  /** Uploads with a session, per account… */
  uploadsPerAccount: { name: 'upload-account', max: 20, windowMs: HOUR },
  /** …and per address, for everyone signed in behind it together. */
  signedInUploadsPerAddress: { name: 'upload-signed-in-address', max: 150, windowMs: HOUR },
  /**
   * New bookings per address. Not per account: a booking needs an account and an NID upload,
   * both limited already, and a booking is repeated safely (idempotency keys) by clients that retry.
   */
  bookingsPerAddress: { name: 'booking-address', max: 60, windowMs: HOUR },
  /** Contact-form messages per address: 30 an hour, and no more than 60 a day. */
  contactPerAddress: { name: 'contact-address', max: 30, windowMs: HOUR },
  contactPerAddressDaily: { name: 'contact-address-day', max: 60, windowMs: DAY },
  /** Certificate checks per address. */
  verificationsPerAddress: { name: 'verify-address', max: 60, windowMs: 10 * MINUTE },
  /**
   * Public receipt checks per address. Receipt numbers run in sequence, so the limit is what keeps
   * walking through them slow; a check shows only what the paper receipt shows.
   */
  receiptChecksPerAddress: { name: 'receipt-address', max: 30, windowMs: 10 * MINUTE },
  /**
   * Coupon codes tried per address before booking. Codes are short words a school hands out, so
   * the limit is what keeps guessing them slow.
   */
  couponChecksPerAddress: { name: 'coupon-address', max: 20, windowMs: 10 * MINUTE },
  /**
   * Certificate serials looked up per address: about 30 a minute, plenty for an employer checking
   * a pile of certificates, hopeless for walking the space of serials.
   */
  certificateChecksPerAddress: { name: 'certificate-address', max: 30, windowMs: MINUTE },
  /** Password-reset mails to one account, whoever asks: 3 at once, then one every 20 minutes. */
  resetMailsPerAccount: { name: 'reset-mail-account', max: 3, windowMs: HOUR },
  /** "Confirm your address" mails to one account, whoever asks. */
  verifyMailsPerAccount: { name: 'verify-mail-account', max: 5, windowMs: HOUR },
  /**
   * Practice questions fetched and answers checked, per address, without an account: a class of 30
   * behind one address each answering some 50 questions in an hour fits; a script copying the bank
   * answer by answer is slowed.
   */
  practicePerAddress: { name: 'practice-address', max: 1500, windowMs: HOUR },
  /** Mock tests and viva drills started per account: each is a saved attempt. */
  testStartsPerAccount: { name: 'test-start-account', max: 30, windowMs: HOUR },
  /**
   * Payments claimed or recorded on one order, by anyone: a fee is paid in a few parts, with a
   * correction or two; each claim is work for the office, and a TrxID tried in vain is a guess.
   */
  paymentsPerOrder: { name: 'payment-order', max: 20, windowMs: HOUR },
  /** Payments a student (or teacher) claims, over all their orders. */
  paymentsPerAccount: { name: 'payment-account', max: 30, windowMs: HOUR },
  /** Payments one of the office records, over all orders: a class paying cash in one morning. */
  paymentsPerStaffAccount: { name: 'payment-staff-account', max: 300, windowMs: HOUR },
  /** Wrong dates of birth for one SID, from anywhere. */
  wrongBirthDatesPerSid: { name: 'verify-dob-sid', max: 20, windowMs: DAY },
} as const satisfies Record<string, RateLimitRule>;

/**
 * better-auth's own per-address, per-path limits (its `customRules`; window in seconds), kept in
 * the same buckets through its `customStorage`. Sign-in failures are counted by the bridge on top.
 */
export const AUTH_RULES = {
  // Every sign-in attempt, right or wrong: each costs a password hash.
  '/sign-in/*': { window: 10 * 60, max: 100 },
  '/sign-up/*': { window: 60 * 60, max: 40 },
  '/request-password-reset': { window: 60 * 60, max: 20 },
  '/reset-password': { window: 10 * 60, max: 20 },
  '/send-verification-email': { window: 60 * 60, max: 40 },
  // Every page load asks for the session; it reads, and costs no hash.
  '/get-session': false,
} as const;

/** Anything else under /api/auth: per address and path. */
export const AUTH_DEFAULT_RULE = { window: 60, max: 100 } as const;

/** The buckets one password sign-in draws from; the bridge gives them back unless the password was wrong. */
export const signInFailureChecks = (email: string, ip: string): RateLimitCheck[] => [
  { rule: RULES.signInFailuresPerAccount, subject: accountSubject(email), limit: 'signInAccount' },
  { rule: RULES.signInFailuresPerAccountDaily, subject: accountSubject(email), limit: 'signInAccount' },
  { rule: RULES.signInFailuresPerAddress, subject: clientAddress(ip), limit: 'signInAddress' },
];

/** Forgets an account's wrong passwords once its owner proved who they are (signed in, or reset). */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await resetRateLimit(db, RULES.signInFailuresPerAccount, accountSubject(email));
  await resetRateLimit(db, RULES.signInFailuresPerAccountDaily, accountSubject(email));
}

/** The buckets one authenticator or backup code draws from; given back unless the code was wrong. */
export const wrongCodeChecks = (userId: string): RateLimitCheck[] => [
  { rule: RULES.wrongCodesPerAccount, subject: userId, limit: 'twoFactorAccount' },
  { rule: RULES.wrongCodesPerAccountDaily, subject: userId, limit: 'twoFactorAccount' },
];

/** Forgets an account's wrong codes once the right one was given. */
export async function clearWrongCodes(db: Db, userId: string): Promise<void> {
  await resetRateLimit(db, RULES.wrongCodesPerAccount, userId);
  await resetRateLimit(db, RULES.wrongCodesPerAccountDaily, userId);
}

export const uploadChecks = (ip: string, userId: string | null): RateLimitCheck[] =>
  userId
    ? [
        { rule: RULES.uploadsPerAccount, subject: userId, limit: 'uploads' },
        { rule: RULES.signedInUploadsPerAddress, subject: clientAddress(ip), limit: 'uploads' },
      ]
    : [{ rule: RULES.anonymousUploadsPerAddress, subject: clientAddress(ip), limit: 'uploads' }];

export const bookingChecks = (ip: string): RateLimitCheck[] => [
  { rule: RULES.bookingsPerAddress, subject: clientAddress(ip), limit: 'bookings' },
];

export const contactChecks = (ip: string): RateLimitCheck[] => [
  { rule: RULES.contactPerAddress, subject: clientAddress(ip), limit: 'contact' },
  { rule: RULES.contactPerAddressDaily, subject: clientAddress(ip), limit: 'contact' },
];

export const verificationChecks = (ip: string): RateLimitCheck[] => [
  { rule: RULES.verificationsPerAddress, subject: clientAddress(ip), limit: 'verify' },
];

export const wrongBirthDateCheck = (sid: string): RateLimitCheck => ({
  rule: RULES.wrongBirthDatesPerSid,
  subject: sid,
  limit: 'verifySid',
});

export const couponChecks = (ip: string): RateLimitCheck[] => [
  { rule: RULES.couponChecksPerAddress, subject: clientAddress(ip), limit: 'coupons' },
];

export const certificateChecks = (ip: string): RateLimitCheck[] => [
  { rule: RULES.certificateChecksPerAddress, subject: clientAddress(ip), limit: 'certificates' },
];

export const receiptChecks = (ip: string): RateLimitCheck[] => [
  { rule: RULES.receiptChecksPerAddress, subject: clientAddress(ip), limit: 'receipts' },
];

export const practiceChecks = (ip: string): RateLimitCheck[] => [
  { rule: RULES.practicePerAddress, subject: clientAddress(ip), limit: 'practice' },
];

/** A payment claimed or recorded on the order `oid`: the caller's account, and the order. */
export const paymentChecks = (caller: { id: string; staff: boolean }, oid: string): RateLimitCheck[] => [
  {
    rule: caller.staff ? RULES.paymentsPerStaffAccount : RULES.paymentsPerAccount,
    subject: caller.id,
    limit: 'payments',
  },
  { rule: RULES.paymentsPerOrder, subject: oid, limit: 'payments' },
];

export const testStartChecks = (userId: string): RateLimitCheck[] => [
  { rule: RULES.testStartsPerAccount, subject: userId, limit: 'tests' },
];
