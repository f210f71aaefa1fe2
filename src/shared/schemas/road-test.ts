import { z } from 'zod';
import { TEST_KINDS, TEST_RESULTS } from '#shared/constants.ts';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import { isCleanText } from '#shared/text.ts';

/**
 * BRTA test appointments: the office books a student's learner licence, written and oral test or
 * field test on a day, and later records how it went. The student sees them on My Course.
 */

const day = z
  .string('Write the date as YYYY-MM-DD.')
  .overwrite(asciiDigits)
  .refine(isRealDay, 'Write the date as YYYY-MM-DD.');
const clock = z
  .string('Write the time as HH:MM, e.g. 07:30.')
  .overwrite(asciiDigits)
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Write the time as HH:MM, e.g. 07:30.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isCleanText, 'Use letters, digits and punctuation only.');

export const TestAppointmentCreateSchema = z.object({
  kind: z.enum(TEST_KINDS, 'Choose the test: learner licence, written and oral, or field.'),
  date: day,
  time: z
    .union([clock, z.literal('')])
    .nullish()
    .transform((v) => v || null),
  place: optionalText(120).default(''),
  note: optionalText(300).default(''),
});
export type TestAppointmentCreate = z.infer<typeof TestAppointmentCreateSchema>;

/** A change to an appointment: a moved day, or the result once the test is over. */
export const TestAppointmentUpdateSchema = z
  .object({
    date: day.optional(),
    time: z
      .union([clock, z.literal('')])
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    place: optionalText(120).optional(),
    result: z.enum(TEST_RESULTS, 'Choose the result: booked, passed, failed or absent.').optional(),
    note: optionalText(300).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one thing.');
export type TestAppointmentUpdate = z.infer<typeof TestAppointmentUpdateSchema>;
/** What a client sends to change an appointment (any of the fields). */
export type TestAppointmentChange = z.input<typeof TestAppointmentUpdateSchema>;

export const TestAppointmentSchema = z.object({
  id: z.string(),
  oid: z.string(),
  kind: z.enum(TEST_KINDS),
  date: z.string(),
  time: z.string().nullable(),
  place: z.string(),
  result: z.enum(TEST_RESULTS),
  note: z.string(),
  /** The student's name and SID, for the office's list; a student sees their own. */
  name: z.string(),
  sid: z.string(),
});
export type TestAppointment = z.infer<typeof TestAppointmentSchema>;

export const TestIdParamsSchema = z.object({ id: z.uuid('A test appointment id is a UUID') });

/** GET /api/tests: the office's list of appointments between two days (by default from today on). */
export const TestListQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
});
