import { z } from 'zod';
import { unchangedOr } from './kept-as-written';
import { ORDER_STATUSES } from '#shared/constants.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { asciiDigits } from '#shared/digits.ts';
import { DAY_PATTERN, addDays, isRealDay, todayInDhaka } from '#shared/dates.ts';
import { OID_PATTERN } from '#shared/ids.ts';
import { optionalPhoneSchema, phoneSchema } from '#shared/phone.ts';
import { isCleanLine, isCleanText } from '#shared/text.ts';
import { ListSearchSchema, sortSchema } from './list';
import { PageQuerySchema } from './paging';
import { DobSchema } from './user';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from './coupon';

/**
 * Orders. The booking form, the edit form and `PUT /api/order` validate with the same field rules
 * below; each side passes its own message lookup (the API answers the English catalogue's text, the
 * UI its current language).
 */
export type OrderMessageKey = keyof typeof en.orders.errors;
export type OrderMessages = (key: OrderMessageKey) => string;
const english: OrderMessages = (key) => en.orders.errors[key];

/** A starting date this far ahead is a typo rather than a plan. */
export const MAX_START_DAYS_AHEAD = 2 * 366;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A required text: a name is one clean line, an address may hold line breaks (never hidden characters). */
const text = (m: OrderMessages, max: number, kind: 'line' | 'text' = 'line') =>
  z
    .string(m('required'))
    .trim()
    .min(1, m('required'))
    .max(max, m('tooLong'))
    .refine(kind === 'line' ? isCleanLine : isCleanText, m('invalidChars'));

/** A phone as people type it (the shared phone rule); the stored form is 01XXXXXXXXX. */
const bdMobile = (m: OrderMessages = english) => phoneSchema({ required: m('required'), invalid: m('phone') });

/** The second phone number may be left empty; it is then stored as null. */
const secondPhone = (m: OrderMessages) => optionalPhoneSchema({ required: m('required'), invalid: m('phone') });

/**
 * A booking's starting date: a real day, today (in Dhaka) or later, within two years. `now` is
 * asked at each check (the server passes its clock, which tests may move).
 */
export const startDate = (m: OrderMessages = english, now: () => number = Date.now) =>
  z
    .string(m('required'))
    .overwrite(asciiDigits)
    .min(1, m('required'))
    .refine(isRealDay, m('date'))
    .refine((v) => !isRealDay(v) || v >= todayInDhaka(now()), m('datePast'))
    .refine((v) => !isRealDay(v) || v <= addDays(todayInDhaka(now()), MAX_START_DAYS_AHEAD), m('dateTooFar'));

/**
 * The student's date of birth, asked at booking from a student whose account has none yet, so that
 * certificate verification can find them. `required` is the form's choice; the API takes it when sent.
 */
export const bookingBirthDate = (m: OrderMessages = english, required = false) =>
  z
    .string(m('dob'))
    .trim()
    .overwrite(asciiDigits)
    .refine((v) => !required || v !== '', m('required'))
    .refine((v) => v === '' || DobSchema.safeParse(v).success, m('dob'))
    .optional()
    .transform((v) => v || undefined);

/** An admin may correct the date of a course that has already started: any real day. */
const anyDate = (m: OrderMessages) =>
  z.string(m('required')).overwrite(asciiDigits).min(1, m('required')).refine(isRealDay, m('date'));

const cupon = (m: OrderMessages) =>
  z
    .string()
    .trim()
    .max(40, m('tooLong'))
    .refine(isCleanLine, m('invalidChars'))
    .nullish()
    .transform((v) => (v ? v : null));

/** The booking form's own fields, shared by the form and the route. */
export const bookingFieldsSchema = (m: OrderMessages = english, now?: () => number) =>
  z.object({
    name: text(m, 100),
    phone1: bdMobile(m),
    phone2: secondPhone(m),
    fname: text(m, 100),
    mname: text(m, 100),
    address: text(m, 500, 'text'),
    emergency: bdMobile(m),
    sdate: startDate(m, now),
    cupon: cupon(m),
  });
export type BookingFields = z.infer<ReturnType<typeof bookingFieldsSchema>>;
export type BookingFieldsInput = z.input<ReturnType<typeof bookingFieldsSchema>>;

/**
 * PUT /api/order without an existing `oid`: a booking for the caller. The spec's body is the whole
 * Order entity; what the server takes from it is the form's fields, `course.cid` and `image` (the
 * private upload of the NID / birth certificate). `email` and `sid`, if sent, must be the caller's
 * own; the user, status, OID and course snapshot are always the server's.
 */
export const CreateOrderBodySchema = (m: OrderMessages = english, now?: () => number) =>
  bookingFieldsSchema(m, now).extend({
    course: z.object({ cid: z.string(m('course')).trim().min(1, m('course')).max(64, m('tooLong')) }, m('course')),
    image: z.string(m('imageRequired')).trim().min(1, m('imageRequired')).max(300, m('imageNotYours')),
    idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, m('idempotencyKey')).optional(),
    /**
     * A coupon to apply: its discount is taken off the price now, and one of its uses is spent. An
     * unknown, expired or used-up coupon refuses the booking (the student chose a discount, so a
     * booking at full price would surprise them). `cupon` stays the spec's free text.
     */
    coupon: z
      .string(m('coupon'))
      .max(40, m('coupon'))
      .transform(normalizeCouponCode)
      .refine((v) => v === '' || COUPON_CODE_PATTERN.test(v), m('coupon'))
      .optional()
      .transform((v) => v || undefined),
    /** Kept on the account when the student has no profile (whose date of birth would count instead). */
    dob: bookingBirthDate(m),
    email: z.string().max(254).optional(),
    sid: z.string().max(20).optional(),
  });
export type CreateOrderBody = z.infer<ReturnType<typeof CreateOrderBodySchema>>;
export type CreateOrderBodyInput = z.input<ReturnType<typeof CreateOrderBodySchema>>;

/**
 * PUT /api/order?oid= of an existing order (admins). Course, OID and user never change. Given the
 * stored order, a phone it holds that the rules would refuse (kept as written by the old site's
 * import) is accepted again when sent unchanged; a changed one meets the rules.
 */
export const EditOrderBodySchema = (
  m: OrderMessages = english,
  kept: Partial<Record<'phone1' | 'phone2' | 'emergency', string | null>> = {},
) =>
  z.object({
    name: text(m, 100),
    status: z.enum(ORDER_STATUSES, m('status')),
    phone1: unchangedOr(bdMobile(m), kept.phone1),
    phone2: unchangedOr(secondPhone(m), kept.phone2),
    address: text(m, 500, 'text'),
    fname: text(m, 100),
    mname: text(m, 100),
    emergency: unchangedOr(bdMobile(m), kept.emergency),
    sdate: anyDate(m),
    cupon: cupon(m),
  });
export type EditOrderBody = z.infer<ReturnType<typeof EditOrderBodySchema>>;
export type EditOrderBodyInput = z.input<ReturnType<typeof EditOrderBodySchema>>;

/**
 * What the route itself checks before it knows whether this is a create or an edit: a JSON object.
 * The handler then validates with CreateOrderBodySchema or EditOrderBodySchema.
 */
export const OrderPutBodySchema = z.record(z.string(), z.unknown());

export const OrderPutQuerySchema = z.object({
  /** Old clients made up an OID for a new booking; an unknown one simply means "create". */
  oid: z.string().trim().max(64).optional(),
});

export const OrderIdParamsSchema = z.object({
  id: z.string().regex(OID_PATTERN, 'An order id is "OID" followed by 8 digits'),
});

/** A day in a filter (YYYY-MM-DD): a real calendar day. */
const DaySchema = z.string().regex(DAY_PATTERN, 'Use the format YYYY-MM-DD').refine(isRealDay, 'Not a real date');

/** What staff can order the order list by: booked (newest first by default), start date, name, status. */
export const ORDER_SORTS = ['created', 'sdate', 'name', 'status'] as const;

/**
 * Which orders a list shows: `q` finds them by name, e-mail, phone (in any spelling), OID or SID;
 * the filters narrow by status, course, a range of start dates and whether the order is still live.
 * `email` is the old exact search.
 */
export const OrderFiltersSchema = z.object({
  email: z.email().max(254).optional(),
  q: ListSearchSchema.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  course: z.string().trim().min(1).max(100).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  /**
   * `true`: only orders still going (not cancelled by a refund, not moved to another course);
   * `false`: only the ended ones. The booking page's "you have booked this before" reads the live ones.
   */
  live: z.enum(['true', 'false']).optional(),
});
export type OrderFilters = z.infer<typeof OrderFiltersSchema>;

export const AllOrderQuerySchema = PageQuerySchema.extend(OrderFiltersSchema.shape).extend({
  sort: sortSchema(ORDER_SORTS).default('-created'),
});
export type AllOrderQuery = z.infer<typeof AllOrderQuerySchema>;

/** How many orders match the search and filters (all but status), by status: the list's tabs. */
export const OrderCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
  completed: z.number().int(),
});
export type OrderCounts = z.infer<typeof OrderCountsSchema>;

/** The course as it was when the order was made: cid, title, price, image, duration and lesson. */
export const OrderCourseSchema = z.object({
  cid: z.string(),
  /** The title and duration the order was booked with (English). */
  title: z.string(),
  /** The course's Bengali title and duration ('' when it has none): a Bengali page shows them. */
  titleBn: z.string(),
  price: z.number().int(),
  image: z.string(),
  duration: z.string(),
  durationBn: z.string(),
  lesson: z.number().int(),
});

/**
 * The student behind an order, for the order card: from their profile when they have one,
 * else from the account. Only the order's owner and admins ever receive an order.
 */
export const OrderUserSchema = z.object({
  sid: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  dob: z.string().nullable(),
  /** The profile's NID number; null when the student has no profile yet. */
  nid: z.string().nullable(),
});

export const OrderSchema = z.object({
  _id: z.string(),
  oid: z.string(),
  sid: z.string(),
  name: z.string(),
  email: z.string(),
  phone1: z.string(),
  /** Null when the student gave no second number. */
  phone2: z.string().nullable(),
  fname: z.string(),
  mname: z.string(),
  address: z.string(),
  emergency: z.string(),
  sdate: z.string(),
  cupon: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** The NID / birth-certificate image: a private upload, served to the owner and admins only. */
  image: z.string(),
  course: OrderCourseSchema,
  user: OrderUserSchema.nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.array(OrderSchema);

export const DeleteOrderResponseSchema = z.object({ deletedCount: z.number().int() });

/** The address an order card's QR code opens: the public verification with the SID filled in. */
export function verificationUrl(origin: string, sid: string): string {
  return `${origin.replace(/\/$/, '')}/verification?sid=${encodeURIComponent(sid)}`;
}
