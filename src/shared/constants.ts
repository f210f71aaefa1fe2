/** Business constants. */
export const HOME_COURSE_LIMIT = 4;
export const FIXED_RATING = '5.0';
export const ORDER_STATUSES = ['pending', 'running', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const SCROLL_ANIMATION_MS = 2000;
export const COUNTER_DURATION_MS = 5000;
export const PRINT_DELAY_MS = 500;
export const PRINT_DELAY_MOBILE_MS = 1500;
/** How a payment reached the school: the mobile wallets, cash at the office, or a bank transfer. */
export const PAYMENT_METHODS = ['bkash', 'nagad', 'rocket', 'cash', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The mobile wallets: a payment by one of them names its transaction id (TrxID). */
export const WALLET_METHODS = ['bkash', 'nagad', 'rocket'] as const satisfies readonly PaymentMethod[];
/** submitted → confirmed (with a receipt) | rejected (with a reason). */
export const PAYMENT_STATUSES = ['submitted', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A refund: requested (by the student or the office) → approved by the owner (with its number) | declined. */
export const REFUND_STATUSES = ['requested', 'approved', 'declined'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/**
 * Why the app itself asked for a refund, as a key of its words (the page words it in its reader's
 * language): `transferDifference`, a transfer to a course that costs less offers the difference back.
 */
export const REFUND_REASON_CODES = ['transferDifference'] as const;
export type RefundReasonCode = (typeof REFUND_REASON_CODES)[number];
/**
 * How an order ended before its course did: cancelled (by a refund that took back money the course
 * needed) or transferred to another course. An order that did not end this way has none.
 */
export const ORDER_ENDINGS = ['cancelled', 'transferred'] as const;
export type OrderEnding = (typeof ORDER_ENDINGS)[number];
/** A coupon takes a percentage off a course's price, or a fixed number of taka. */
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The school's vehicles, and the workshop bays mechanics is taught in. */
export const VEHICLE_KINDS = ['car', 'motorcycle', 'bay'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** A student at a session. Present and late both count as attended. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The skill checklists a course can follow. */
export const SKILL_KINDS = ['car', 'motorcycle', 'mechanics'] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

/**
 * The BRTA's steps to a licence: the learner licence, the written and oral test, and the field
 * (driving) test. Each appointment is booked, then passed, failed or missed.
 */
export const TEST_KINDS = ['learner', 'written', 'field'] as const;
export type TestKind = (typeof TEST_KINDS)[number];
export const TEST_RESULTS = ['booked', 'passed', 'failed', 'absent'] as const;
export type TestResult = (typeof TEST_RESULTS)[number];
