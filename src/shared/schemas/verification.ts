import { z } from 'zod';
import { asciiDigits } from '#shared/digits.ts';
import { ORDER_STATUSES } from '#shared/constants.ts';
import { SID_FORMAT_MESSAGE, SID_PATTERN } from '#shared/ids.ts';
import { DobSchema } from './user';

/**
 * Public certificate verification: anyone sends a SID and a date of birth; the server compares them
 * and answers only what a certificate shows.
 */

export const VerifyRequestSchema = z.object({
  sid: z
    .string()
    .trim()
    .min(1, 'Please enter the SID.')
    .transform((s) => asciiDigits(s).toUpperCase())
    .pipe(z.string().regex(SID_PATTERN, `${SID_FORMAT_MESSAGE}, for example SID12345678.`)),
  dob: z.string().trim().min(1, 'Please enter the date of birth.').pipe(DobSchema),
});
export type VerifyRequest = z.infer<typeof VerifyRequestSchema>;
export type VerifyFormValues = z.input<typeof VerifyRequestSchema>;

/** One course on the certificate: what it is, how far the student got, and when it started. */
export const VerifiedCourseSchema = z.object({
  cid: z.string(),
  title: z.string(),
  /** The course's Bengali title ('' when it has none): a Bengali page shows it. */
  titleBn: z.string(),
  status: z.enum(ORDER_STATUSES),
  sdate: z.string(),
  /** The course's certificate, the one in force (else the latest revoked), or null when none was issued. */
  certificate: z.object({ serial: z.string(), issuedOn: z.string(), revoked: z.boolean() }).nullable(),
});
export type VerifiedCourse = z.infer<typeof VerifiedCourseSchema>;

/**
 * The whole answer of a successful check. The response serializer parses through this schema and
 * writes only these keys, so a phone, NID, address, parent's name or e-mail cannot slip out.
 */
export const VerifyResultSchema = z.object({
  name: z.string(),
  image: z.string(),
  sid: z.string(),
  courses: z.array(VerifiedCourseSchema),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;
