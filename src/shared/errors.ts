import type { FieldCode } from './field-codes';

/** The kinds of refusal most codes are: bad input (400), nothing there (404), the state forbids it (409). */
const badRequest = (message: string) => ({ status: 400, message });
const notFound = (message: string) => ({ status: 404, message });
const conflict = (message: string) => ({ status: 409, message });

/**
 * Every error the API can answer, with its HTTP status and a readable English fallback: the one
 * registry of an error's `message`, which no route or service words itself (docs/decisions/0505).
 * The UI maps `code` to its own catalogue (src/shared/i18n/en.json, key `errors.<CODE>`).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: badRequest('Some fields are not valid.'),
  BAD_REQUEST: badRequest('The request could not be understood.'),
  UNAUTHENTICATED: { status: 401, message: 'Please log in first.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do that.' },
  NOT_FOUND: notFound('Nothing was found at this address.'),
  COURSE_NOT_FOUND: notFound('There is no course with this id.'),
  CONFLICT: conflict('This already exists.'),
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  IMAGE_TOO_LARGE: {
    status: 413,
    message: 'This image has too many pixels (25 megapixels at most). Please choose a smaller photo.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of content is not accepted.' },
  PDF_PROTECTED: {
    status: 415,
    message: 'This PDF is protected by a password. Please upload a copy without a password.',
  },
  PDF_TOO_LONG: {
    status: 415,
    message: 'This PDF has too many pages. Upload only the pages of your NID or birth certificate.',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a little and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  CONTACT_MESSAGE_NOT_FOUND: notFound('There is no message with this id.'),
  UNAVAILABLE: { status: 503, message: 'The service is not available right now.' },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: 'Google sign-in is not configured' },
  TWO_FACTOR_REQUIRED: { status: 403, message: 'Enter the code from your authenticator app first.' },
  USER_NOT_FOUND: notFound('There is no user with this e-mail or SID.'),
  METHOD_NOT_ALLOWED: { status: 405, message: 'This address does not accept this method.' },
  // ── Accounts: verified addresses, the owner, passwords ──
  WEAK_PASSWORD: badRequest('Weak password: password does not meet requirements.'),
  EMAIL_NOT_VERIFIED: conflict('This e-mail address is not verified yet, so its role cannot be raised.'),
  OWNER_ADDRESS_RESERVED: { status: 403, message: "This e-mail address is reserved for the school owner's account." },
  ACCOUNT_EXISTS: conflict(
    'An account with this e-mail address already exists. Find it in Manage Users and change its role there.',
  ),
  // Booking and orders.
  ORDER_NOT_FOUND: notFound('There is no order with this id.'),
  // ── Course and blog administration ──
  COURSE_EXISTS: conflict('A course with this id already exists. Choose another course id.'),
  BLOG_NOT_FOUND: notFound('There is no blog with this id.'),
  BLOG_EXISTS: conflict('A blog with this id already exists. Choose another blog id.'),
  // ── Profiles and certificate verification; the spec's own texts ──
  PROFILE_NOT_FOUND: notFound('There is no profile with this email'),
  VERIFY_SID_UNKNOWN: notFound('there is no profile with this SID'),
  VERIFY_DOB_MISMATCH: badRequest('Date Of Birth Is Not Matched'),
  // ── Payments and receipts ──
  ORDER_HAS_PAYMENTS: conflict('This order has payments recorded against it, so it cannot be deleted.'),
  PAYMENT_NOT_FOUND: notFound('There is no payment with this id.'),
  TRX_ID_TAKEN: conflict('This transaction ID (TrxID) was already used for a payment. Check the ID in your SMS.'),
  AMOUNT_OVER_DUE: badRequest(
    'This is more than is still due on this order, counting the payments that wait for the office.',
  ),
  TRX_ID_CONFIRMED: conflict(
    'A payment with this transaction ID (TrxID) is already confirmed, so this one cannot be counted too. Reject it.',
  ),
  PAYMENT_REJECTED: conflict('This payment was rejected, so it cannot be confirmed.'),
  PAYMENT_CONFIRMED: conflict('This payment is already confirmed, so it cannot be rejected.'),
  RECEIPT_NOT_FOUND: notFound('There is no receipt with this number.'),
  BKASH_OFF: conflict(
    "Paying online through bKash is not set up. Send the money to the school's bKash number and enter its TrxID.",
  ),
  BKASH_UNAVAILABLE: { status: 503, message: 'bKash did not answer. Please try again in a few minutes.' },
  // ── Refunds and transfers (docs/decisions/0440, 0441) ──
  REFUND_NOT_FOUND: notFound('There is no refund with this id.'),
  REFUND_OVER_PAID: badRequest(
    'This is more than the order holds: what was paid, less what was refunded or moved to another course.',
  ),
  REFUND_OVER_REQUEST: badRequest('A refund gives back at most the amount that was asked for.'),
  REFUND_WAITING: conflict(
    'A refund request on this order is already waiting for the owner. Wait for the answer first.',
  ),
  REFUND_DECLINED: conflict('This refund was declined, so it cannot be approved.'),
  REFUND_APPROVED: conflict('This refund is already approved, so it cannot be declined.'),
  REFUND_RECEIPT_NOT_FOUND: notFound('There is no refund with this number.'),
  ORDER_ENDED: conflict(
    'This order was cancelled or moved to another course, so it takes no more payments or changes.',
  ),
  TRANSFER_SAME_COURSE: badRequest('The order is already for this course. Choose another course.'),
  PAYMENTS_WAITING: conflict(
    'Payments on this order wait for the office. Confirm or reject them before moving the order.',
  ),
  // ── Coupons ──
  COUPON_INVALID: badRequest('This coupon code is not valid today.'),
  COUPON_USED_UP: conflict('This coupon has been used as many times as it allows.'),
  COUPON_ALREADY_USED: conflict('You have already used this coupon as many times as it allows for one student.'),
  COUPON_EXISTS: conflict('A coupon with this code already exists.'),
  COUPON_NOT_FOUND: notFound('There is no coupon with this id.'),
  COUPON_RETIRED: conflict('This coupon is retired, so it cannot be changed.'),
  // ── Batches and attendance ──
  BATCH_NOT_FOUND: notFound('There is no batch with this id.'),
  BATCH_FULL: conflict('This batch is full. Choose another batch.'),
  CLOSED_DAY: badRequest('The school is closed on a day you chose. Choose days the school is open.'),
  BATCH_CLASH: conflict('The teacher or the vehicle already has a session at this time.'),
  ALREADY_IN_BATCH: conflict('This order already has a seat in a batch.'),
  BATCH_OTHER_COURSE: conflict('This batch is for another course.'),
  NOT_IN_BATCH: notFound('This order has no seat in this batch.'),
  // ── Certificates ──
  NOT_READY: conflict(
    'The student has not attended enough sessions yet. Record a reason to issue the certificate anyway.',
  ),
  MOCK_NOT_PASSED: conflict(
    'The student has not passed a mock test yet. Record a reason to issue the certificate anyway.',
  ),
  CERTIFICATE_EXISTS: conflict('This order already has a certificate. Revoke it first to issue a new one.'),
  CERTIFICATE_NOT_FOUND: notFound('There is no certificate with this serial.'),
  // ── BRTA test appointments ──
  TEST_NOT_FOUND: notFound('There is no test appointment with this id.'),
  // ── The day's cash-up ──
  DAY_CLOSED: conflict("This day's cash-up is closed. Write why this payment goes into it, and send it again."),
  REFUND_DAY_CLOSED: conflict(
    "This day's cash-up is closed. Write why this refund is paid out of it, and send it again.",
  ),
  CASH_UP_EXISTS: conflict('This day is already closed.'),
  CASH_UP_CHANGED: conflict(
    "Payments were confirmed into this day since you opened it. Check the app's figures again, then close.",
  ),
  CASH_UP_NOT_FOUND: notFound('There is no cash-up with this id.'),
  CASH_UP_REOPENED: conflict('This cash-up was already re-opened.'),
  // ── Theory tests ──
  QUESTION_NOT_FOUND: notFound('There is no question with this id.'),
  QUIZ_ATTEMPT_NOT_FOUND: notFound('There is no test with this id.'),
  QUIZ_NOT_ASKED: { status: 422, message: 'This test did not ask one of the answered questions.' },
  QUIZ_BANK_TOO_SMALL: conflict('The question bank has too few questions for this test. Ask the office to add more.'),
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
  /**
   * The values the code's words take, where it has any (docs/decisions/0505): how long a rate limit
   * asks to wait (`retryAfterSeconds`, as `Retry-After` says) and which limit it was (`limit`, the
   * key of its words under `rateLimits`), the sessions a student attended of those required, the
   * step of two-step sign-in still owed.
   */
  params?: Record<string, number | string>;
}
