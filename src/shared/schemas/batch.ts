import { z } from 'zod';
import { ATTENDANCE_STATUSES, SKILL_KINDS, VEHICLE_KINDS } from '#shared/constants.ts';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import { OID_PATTERN } from '#shared/ids.ts';
import { isCleanText } from '#shared/text.ts';
import { PageQuerySchema } from './paging';
import { TestAppointmentSchema } from './road-test';

/**
 * Batches (a course's group with its teacher, vehicle, days and seats), placing students in them,
 * and attendance. The forms and the API validate with these schemas.
 */

/** More sessions than any course has; a larger figure is a typo. */
export const MAX_BATCH_SESSIONS = 200;
export const MAX_BATCH_CAPACITY = 100;

const day = z
  .string('Write the date as YYYY-MM-DD.')
  .overwrite(asciiDigits)
  .refine(isRealDay, 'Write the date as YYYY-MM-DD.');
const cleanText = (max: number, required = 'Required') =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`)
    .refine(isCleanText, 'Use letters, digits and punctuation only.');
/** A text that may be left out, with cleanText's limits; left out or empty, it is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isCleanText, 'Use letters, digits and punctuation only.')
    .nullish()
    .transform((v) => v || null);

export const BatchCreateSchema = z.object({
  cid: z.string('Choose the course.').trim().min(1, 'Choose the course.').max(64),
  teacherEmail: z.email('Enter the teacher’s e-mail address.').trim().toLowerCase(),
  vehicleId: z.uuid('Choose a vehicle from the list.').nullish(),
  capacity: z
    .number('Enter the number of seats.')
    .int('Enter the number of seats.')
    .min(1, 'Enter the number of seats.')
    .max(MAX_BATCH_CAPACITY, `At most ${MAX_BATCH_CAPACITY} seats.`),
  startDate: day,
  weekdays: z
    .array(z.number().int().min(0).max(6), 'Choose the days of the week.')
    .min(1, 'Choose the days of the week.')
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  time: z
    .string('Write the time as HH:MM, e.g. 07:30.')
    .overwrite(asciiDigits)
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Write the time as HH:MM, e.g. 07:30.'),
  sessions: z
    .number('Enter the number of sessions.')
    .int('Enter the number of sessions.')
    .min(1, 'Enter the number of sessions.')
    .max(MAX_BATCH_SESSIONS, `At most ${MAX_BATCH_SESSIONS} sessions.`),
  place: cleanText(200, 'Where the batch meets is required.'),
});
export type BatchCreate = z.infer<typeof BatchCreateSchema>;

export const BatchIdParamsSchema = z.object({ id: z.uuid('A batch id is a UUID') });
export const PlaceStudentSchema = z.object({
  oid: z.string().regex(OID_PATTERN, 'An order id is "OID" followed by 8 digits'),
});

export const VehicleSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(VEHICLE_KINDS),
  registration: z.string().nullable(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const VehicleCreateSchema = z.object({
  name: cleanText(80),
  kind: z.enum(VEHICLE_KINDS, 'Choose car, motorcycle or workshop bay.'),
  registration: optionalText(40),
});

/**
 * What makes two registrations the same plate however they are typed: "Khulna Metro-GA 11-2345",
 * "khulna metro ga 11 2345" and "খুলনা মেট্রো-গ ১১-২৩৪৫"'s digits compare equal after this (case,
 * spaces, dashes, dots and slashes ignored, Bengali digits read as digits).
 */
export const registrationKey = (registration: string): string =>
  asciiDigits(registration)
    .replace(/[\s\-./]+/g, '')
    .toUpperCase();

/** A student with a seat, as the roster shows them. */
export const RosterEntrySchema = z.object({
  oid: z.string(),
  sid: z.string(),
  name: z.string(),
  phone: z.string(),
});

/**
 * A student waiting for a seat: an order of the batch's course that has no seat in any batch, has
 * not ended and is not completed, with the start date the student booked.
 */
export const WaitingStudentSchema = z.object({
  oid: z.string(),
  sid: z.string(),
  name: z.string(),
  phone: z.string(),
  /** The start date booked (YYYY-MM-DD). */
  sdate: z.string(),
});
export type WaitingStudent = z.infer<typeof WaitingStudentSchema>;

/** `?q=`: a name, an OID or a phone number in any spelling; empty lists everyone waiting. */
export const WaitingQuerySchema = z.object({
  q: z.string().trim().max(80, 'At most 80 characters').optional(),
});

export const BatchSchema = z.object({
  id: z.string(),
  cid: z.string(),
  courseTitle: z.string(),
  courseTitleBn: z.string(),
  /** The instructor; `email` is empty for a student (the office's business). */
  teacher: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  vehicle: VehicleSchema.nullable(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  startDate: z.string(),
  weekdays: z.array(z.number().int()),
  time: z.string(),
  sessions: z.number().int(),
  place: z.string(),
  /** Every session's day, in order. */
  sessionDates: z.array(z.string()),
});
export type Batch = z.infer<typeof BatchSchema>;

export const SkillSchema = z.object({ key: z.string(), en: z.string(), bn: z.string() });
export type Skill = z.infer<typeof SkillSchema>;

/** A batch with its roster and the skills its lessons tick. */
export const BatchDetailSchema = BatchSchema.extend({
  students: z.array(RosterEntrySchema),
  skills: z.array(SkillSchema),
});
export type BatchDetail = z.infer<typeof BatchDetailSchema>;

/**
 * The office's two views of its batches. `current`: running, to come, and ended in about the last
 * month (what the office still works with: tests to book, certificates to issue). `earlier`: every
 * batch that ended over a month ago, the latest first, a page at a time. A batch's last day is
 * bounded by its first day and its weeks of sessions, so each batch is in exactly one view.
 */
export const BATCH_VIEWS = ['current', 'earlier'] as const;
export type BatchView = (typeof BATCH_VIEWS)[number];
/** How long after its last possible day a batch stays in the `current` view. */
export const BATCH_RECENT_DAYS = 30;

export const BatchListQuerySchema = PageQuerySchema.extend({
  /** Only this course's batches. */
  cid: z.string().trim().min(1).max(64).optional(),
  /** Only batches with a free seat that have not ended. */
  open: z.enum(['1', 'true']).optional(),
  /** One of the office's views (paged when `earlier`); without it, every batch. */
  stage: z.enum(BATCH_VIEWS).optional(),
});
export type BatchListQuery = z.infer<typeof BatchListQuerySchema>;

export const AttendanceMarkSchema = z.object({
  oid: z.string().regex(OID_PATTERN, 'An order id is "OID" followed by 8 digits'),
  date: day,
  status: z.enum(ATTENDANCE_STATUSES, 'Choose present, absent or late.'),
  note: optionalText(300),
  skills: z.array(z.string().max(40)).max(30).default([]),
});
export type AttendanceMark = z.infer<typeof AttendanceMarkSchema>;

export const AttendanceSchema = z.object({
  oid: z.string(),
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  note: z.string().nullable(),
  skills: z.array(z.string()),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

/** GET /api/orders/:oid/progress: how far a student is, and what comes next. */
export const ProgressSchema = z.object({
  oid: z.string(),
  /** Sessions attended (present or late). */
  attended: z.number().int(),
  /** The course's lessons: what must be attended before the test. */
  required: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  remaining: z.number().int(),
  ready: z.boolean(),
  skillKind: z.enum(SKILL_KINDS),
  skills: z.array(SkillSchema.extend({ done: z.boolean() })),
  batch: BatchSchema.nullable(),
  nextSession: z.object({ date: z.string(), time: z.string(), place: z.string() }).nullable(),
  history: z.array(AttendanceSchema),
  /** The student's BRTA test appointments, earliest first. */
  tests: z.array(TestAppointmentSchema),
  /**
   * The theory side of readiness: whether the school requires a passed mock test, and the
   * student's best on-time mock test so far (null: none yet).
   */
  mock: z.object({
    required: z.boolean(),
    best: z.object({ score: z.number().int(), total: z.number().int(), passed: z.boolean() }).nullable(),
  }),
});
export type Progress = z.infer<typeof ProgressSchema>;

/** One meeting of a batch, as a teacher's day lists it. */
export const TeachingSessionSchema = z.object({
  batchId: z.string(),
  date: z.string(),
  time: z.string(),
  place: z.string(),
  cid: z.string(),
  courseTitle: z.string(),
  courseTitleBn: z.string(),
  teacherName: z.string(),
  vehicle: VehicleSchema.nullable(),
  /** Students with a seat, and how many of them are marked for this day. */
  students: z.number().int(),
  marked: z.number().int(),
  /** Which session of the batch this is: `number` of `of`. */
  number: z.number().int(),
  of: z.number().int(),
});
export type TeachingSession = z.infer<typeof TeachingSessionSchema>;

/** `?from=&to=`: school days, both included; by default today and the next six. At most 62 days. */
export const SessionRangeSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date is before the start date.',
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: 'At most 62 days at a time.',
  });

// ── Certificates ──

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
export const SERIAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SERIAL_LENGTH = 12;
export const SERIAL_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10,16}$/;

export const SerialParamsSchema = z.object({
  serial: z
    .string()
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => SERIAL_PATTERN.test(v), 'A certificate serial is 10 to 16 letters and digits'),
});

export const IssueCertificateSchema = z.object({
  /** Why the owner issues it before the student is ready; required then, ignored otherwise. */
  override: optionalText(300),
});

export const RevokeCertificateSchema = z.object({
  reason: cleanText(300, 'Write why it is revoked.'),
});

/** A certificate as its student and the office see it. */
export const CertificateSchema = z.object({
  serial: z.string(),
  oid: z.string(),
  studentName: z.string(),
  sid: z.string(),
  courseTitle: z.string(),
  courseTitleBn: z.string(),
  sessionsAttended: z.number().int(),
  sessionsRequired: z.number().int(),
  issuedOn: z.string(),
  issuerName: z.string(),
  overrideReason: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** The public page its QR code opens. */
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** What anyone checking a serial sees: the certificate's facts, nothing private. */
export const PublicCertificateSchema = z.object({
  serial: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  courseTitleBn: z.string(),
  sessionsAttended: z.number().int(),
  issuedOn: z.string(),
  issuerName: z.string(),
  schoolName: z.string(),
  schoolNameBn: z.string(),
  /** The day it was revoked (YYYY-MM-DD, Asia/Dhaka), or null while it stands. */
  revokedOn: z.string().nullable(),
});
export type PublicCertificate = z.infer<typeof PublicCertificateSchema>;

// ── Skill checklists ──

/** At most this many skills on one checklist: a teacher ticks them on a phone in a field. */
export const MAX_SKILLS = 16;

const skillName = (max: number) =>
  z
    .string('Write the skill in both languages.')
    .trim()
    .min(1, 'Write the skill in both languages.')
    .max(max, `At most ${max} characters`)
    .refine(isCleanText, 'Use letters, digits and punctuation only.');

/**
 * PUT /api/skills/:kind: the owner's checklist for a kind of course, in order. A skill that was on
 * the list keeps its key (attendance already ticked refers to it); a new one gets its key from its
 * English name.
 */
export const SkillListUpdateSchema = z.object({
  skills: z
    .array(
      z.object({
        key: z
          .string()
          .regex(/^[a-z0-9-]{1,40}$/, 'A skill key is lower-case letters, digits and dashes')
          .optional(),
        en: skillName(60),
        bn: skillName(60),
      }),
      'List the skills.',
    )
    .min(1, 'Keep at least one skill on the list.')
    .max(MAX_SKILLS, `At most ${MAX_SKILLS} skills on one list.`),
});
export type SkillListUpdate = z.infer<typeof SkillListUpdateSchema>;

export const SkillKindParamsSchema = z.object({
  kind: z.enum(SKILL_KINDS, 'A checklist is car, motorcycle or mechanics'),
});

/** GET /api/skills: each kind's checklist, and whether the owner changed it from the school's starting list. */
export const SkillListSchema = z.object({
  kind: z.enum(SKILL_KINDS),
  skills: z.array(SkillSchema),
  changed: z.boolean(),
});
export type SkillList = z.infer<typeof SkillListSchema>;
