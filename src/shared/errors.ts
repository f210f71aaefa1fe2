import type { FieldCode } from './field-codes';

/**
 * Every error the API can answer, with its HTTP status and a readable English fallback.
 * The UI maps `code` to its own catalogue (src/shared/i18n/en.ts, key `errors.<CODE>`).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  UNAUTHENTICATED: { status: 401, message: 'Please log in first.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do that.' },
  NOT_FOUND: { status: 404, message: 'Nothing was found at this address.' },
  COURSE_NOT_FOUND: { status: 404, message: 'There is no course with this id.' },
  CONFLICT: { status: 409, message: 'This already exists.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  IMAGE_TOO_LARGE: {
    status: 413,
    message: 'This image has too many pixels (25 megapixels at most). Please choose a smaller photo.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of content is not accepted.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a little and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, message: 'There is no message with this id.' },
  UNAVAILABLE: { status: 503, message: 'The service is not available right now.' },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: 'Google sign-in is not configured' },
  TWO_FACTOR_REQUIRED: { status: 403, message: 'Enter the code from your authenticator app first.' },
  USER_NOT_FOUND: { status: 404, message: 'There is no user with this e-mail or SID.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This address does not accept this method.' },
  // ── Accounts: verified addresses, the owner, passwords ──
  WEAK_PASSWORD: {
    status: 400,
    message: 'Weak password: password does not meet requirements.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 409,
    message: 'This e-mail address is not verified yet, so its role cannot be raised.',
  },
  OWNER_ADDRESS_RESERVED: { status: 403, message: "This e-mail address is reserved for the school owner's account." },
  ACCOUNT_EXISTS: {
    status: 409,
    message: 'An account with this e-mail address already exists. Find it in Manage Users and change its role there.',
  },
  // Booking and orders.
  ORDER_NOT_FOUND: { status: 404, message: 'There is no order with this id.' },
  // ── Course and blog administration ──
  COURSE_EXISTS: { status: 409, message: 'A course with this id already exists. Choose another course id.' },
  BLOG_NOT_FOUND: { status: 404, message: 'There is no blog with this id.' },
  BLOG_EXISTS: { status: 409, message: 'A blog with this id already exists. Choose another blog id.' },
  // ── Profiles and certificate verification; the spec's own texts ──
  PROFILE_NOT_FOUND: { status: 404, message: 'There is no profile with this email' },
  VERIFY_SID_UNKNOWN: { status: 404, message: 'there is no profile with this SID' },
  VERIFY_DOB_MISMATCH: { status: 400, message: 'Date Of Birth Is Not Matched' },
  // ── Payments and receipts ──
  ORDER_HAS_PAYMENTS: {
    status: 409,
    message: 'This order has payments recorded against it, so it cannot be deleted.',
  },
  PAYMENT_NOT_FOUND: { status: 404, message: 'There is no payment with this id.' },
  TRX_ID_TAKEN: {
    status: 409,
    message: 'This transaction ID (TrxID) was already used for a payment. Check the ID in your SMS.',
  },
  AMOUNT_OVER_DUE: {
    status: 400,
    message: 'This is more than is still due on this order, counting the payments that wait for the office.',
  },
  TRX_ID_CONFIRMED: {
    status: 409,
    message:
      'A payment with this transaction ID (TrxID) is already confirmed, so this one cannot be counted too. Reject it.',
  },
  PAYMENT_REJECTED: { status: 409, message: 'This payment was rejected, so it cannot be confirmed.' },
  PAYMENT_CONFIRMED: { status: 409, message: 'This payment is already confirmed, so it cannot be rejected.' },
  RECEIPT_NOT_FOUND: { status: 404, message: 'There is no receipt with this number.' },
  BKASH_OFF: {
    status: 409,
    message:
      "Paying online through bKash is not set up. Send the money to the school's bKash number and enter its TrxID.",
  },
  BKASH_UNAVAILABLE: { status: 503, message: 'bKash did not answer. Please try again in a few minutes.' },
  // ── Refunds and transfers (docs/decisions/0440, 0441) ──
  REFUND_NOT_FOUND: { status: 404, message: 'There is no refund with this id.' },
  REFUND_OVER_PAID: {
    status: 400,
    message: 'This is more than the order holds: what was paid, less what was refunded or moved to another course.',
  },
  REFUND_OVER_REQUEST: { status: 400, message: 'A refund gives back at most the amount that was asked for.' },
  REFUND_WAITING: {
    status: 409,
    message: 'A refund request on this order is already waiting for the owner. Wait for the answer first.',
  },
  REFUND_DECLINED: { status: 409, message: 'This refund was declined, so it cannot be approved.' },
  REFUND_APPROVED: { status: 409, message: 'This refund is already approved, so it cannot be declined.' },
  REFUND_RECEIPT_NOT_FOUND: { status: 404, message: 'There is no refund with this number.' },
  ORDER_ENDED: {
    status: 409,
    message: 'This order was cancelled or moved to another course, so it takes no more payments or changes.',
  },
  TRANSFER_SAME_COURSE: { status: 400, message: 'The order is already for this course. Choose another course.' },
  PAYMENTS_WAITING: {
    status: 409,
    message: 'Payments on this order wait for the office. Confirm or reject them before moving the order.',
  },
  // ── Coupons ──
  COUPON_INVALID: { status: 400, message: 'This coupon code is not valid today.' },
  COUPON_USED_UP: { status: 409, message: 'This coupon has been used as many times as it allows.' },
  COUPON_ALREADY_USED: {
    status: 409,
    message: 'You have already used this coupon as many times as it allows for one student.',
  },
  COUPON_EXISTS: { status: 409, message: 'A coupon with this code already exists.' },
  COUPON_NOT_FOUND: { status: 404, message: 'There is no coupon with this id.' },
  COUPON_RETIRED: { status: 409, message: 'This coupon is retired, so it cannot be changed.' },
  // ── Batches and attendance ──
  BATCH_NOT_FOUND: { status: 404, message: 'There is no batch with this id.' },
  BATCH_FULL: { status: 409, message: 'This batch is full. Choose another batch.' },
  BATCH_CLASH: { status: 409, message: 'The teacher or the vehicle already has a session at this time.' },
  ALREADY_IN_BATCH: { status: 409, message: 'This order already has a seat in a batch.' },
  BATCH_OTHER_COURSE: { status: 409, message: 'This batch is for another course.' },
  NOT_IN_BATCH: { status: 404, message: 'This order has no seat in this batch.' },
  // ── Certificates ──
  NOT_READY: {
    status: 409,
    message: 'The student has not attended enough sessions yet. Record a reason to issue the certificate anyway.',
  },
  CERTIFICATE_EXISTS: {
    status: 409,
    message: 'This order already has a certificate. Revoke it first to issue a new one.',
  },
  CERTIFICATE_NOT_FOUND: { status: 404, message: 'There is no certificate with this serial.' },
  // ── BRTA test appointments ──
  TEST_NOT_FOUND: { status: 404, message: 'There is no test appointment with this id.' },
  // ── The day's cash-up ──
  DAY_CLOSED: {
    status: 409,
    message: "This day's cash-up is closed. Write why this payment goes into it, and send it again.",
  },
  CASH_UP_EXISTS: { status: 409, message: 'This day is already closed.' },
  CASH_UP_CHANGED: {
    status: 409,
    message: "Payments were confirmed into this day since you opened it. Check the app's figures again, then close.",
  },
  CASH_UP_NOT_FOUND: { status: 404, message: 'There is no cash-up with this id.' },
  CASH_UP_REOPENED: { status: 409, message: 'This cash-up was already re-opened.' },
  // ── Theory tests ──
  QUESTION_NOT_FOUND: { status: 404, message: 'There is no question with this id.' },
  QUIZ_ATTEMPT_NOT_FOUND: { status: 404, message: 'There is no test with this id.' },
  QUIZ_NOT_ASKED: { status: 422, message: 'This test did not ask one of the answered questions.' },
  QUIZ_BANK_TOO_SMALL: {
    status: 409,
    message: 'The question bank has too few questions for this test. Ask the office to add more.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  code: string;
  /** A developer's English fallback; a page shows its own words for `code`. */
  message: string;
  /** Per-field English for VALIDATION_FAILED, keyed by the field's path (`phone1`, `course.cid`). */
  fields?: Record<string, string>;
  /**
   * The same refusals as codes: each field's catalogue key and the values its words take
   * (docs/decisions/0490). What a page shows under a field.
   */
  fieldCodes?: Record<string, FieldCode>;
}
