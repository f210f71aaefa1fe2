import { z } from 'zod';
import { asciiDigits } from '#shared/digits.ts';
import { SidSchema } from '#shared/ids.ts';
import { isCleanLine, isCleanText } from '#shared/text.ts';
import { PUBLIC_UPLOAD_URL } from '#shared/uploads.ts';
import { DobSchema } from './user';
import { phoneSchema } from '#shared/phone.ts';
import { PageQuerySchema } from './paging';
import { unchangedOr } from './kept-as-written';

/**
 * Student profiles. The profile form and `PUT /api/profile` validate with the same schema; the form
 * maps each failure's `code` to its own catalogue text, the English messages here are the API's.
 */

/** A national ID number: the old 13- or 17-digit format, or the smart card's 10 digits. */
export const NID_PATTERN = /^(?:\d{10}|\d{13}|\d{17})$/;

/** A name is one clean line, an address may hold line breaks; neither hidden characters. */
const text = (max: number, what: string, kind: 'line' | 'text' = 'line') =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `The ${what} is too long (${max} characters at most).`)
    .refine(kind === 'line' ? isCleanLine : isCleanText, `The ${what} contains characters that are not allowed.`);

/** The shared phone rule: typed with spaces, dashes, +880 or Bengali digits; stored as 01XXXXXXXXX. */
const phone = (what: string) =>
  phoneSchema({
    required: `Please enter the ${what}.`,
    invalid: `The ${what} must be a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX.`,
  });

/** The fields the old site's import may have kept as written (a value the form would refuse). */
export type KeptProfileValues = Partial<Record<'image' | 'phone' | 'emergency' | 'dob' | 'nid', string | null>>;

/**
 * The profile form / `PUT /api/profile` body. The SID and e-mail come from the account, never from
 * here. Given the stored profile, a value it holds that the rules would refuse (kept as written by
 * the old site's import) is accepted again when sent unchanged.
 */
export const profileInputSchema = (kept: KeptProfileValues = {}) =>
  z.object({
    name: text(100, 'name'),
    image: unchangedOr(
      z
        .string()
        .trim()
        .min(1, 'Please upload a photo.')
        .max(300, 'The photo address is too long.')
        .regex(PUBLIC_UPLOAD_URL, 'Upload the photo here (an image on this site).'),
      kept.image,
    ),
    phone: unchangedOr(phone('phone number'), kept.phone),
    preaddress: text(300, 'present address', 'text'),
    peraddress: text(300, 'permanent address', 'text'),
    emergency: unchangedOr(phone('emergency contact'), kept.emergency),
    dob: unchangedOr(z.string().trim().min(1, 'Please enter the date of birth.').pipe(DobSchema), kept.dob),
    nid: unchangedOr(
      z
        .string()
        .trim()
        .overwrite(asciiDigits)
        .min(1, 'Please enter the NID number.')
        .regex(NID_PATTERN, 'An NID number has 10, 13 or 17 digits.'),
      kept.nid,
    ),
    /** Father's and mother's names: not on the profile form, kept for API clients that send them. */
    fname: text(100, "father's name").optional(),
    mname: text(100, "mother's name").optional(),
  });

/** The rules without a stored profile: what a new profile must hold. */
export const ProfileInputSchema = profileInputSchema();
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
export type ProfileFormValues = z.input<typeof ProfileInputSchema>;

/** What `PUT /api/profile` checks before it knows the stored profile: a JSON object (the handler checks the rest). */
export const ProfileBodySchema = z.record(z.string(), z.unknown());

/** A profile as its owner and admins see it. Nobody else ever gets one. */
export const ProfileSchema = z.object({
  _id: z.string(),
  sid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string(),
  nid: z.string(),
  emergency: z.string(),
  preaddress: z.string(),
  peraddress: z.string(),
  dob: z.string(),
  fname: z.string().nullable(),
  mname: z.string().nullable(),
  status: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileListSchema = z.array(ProfileSchema);

/** `PUT /api/profile?sid=`: whose profile. Without it, the caller's own. */
export const SaveProfileQuerySchema = z.object({ sid: SidSchema.optional() });

/** `GET /api/allProfile`: an exact e-mail filter (any case) and server-side paging. */
export const ProfileListQuerySchema = PageQuerySchema.extend({
  email: z
    .email()
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ProfileListQuery = z.infer<typeof ProfileListQuerySchema>;

/** `DELETE /api/deleteOneProfile/{id}`: {id} is the profile's `_id` (docs/decisions/0030). */
export const ProfileIdParamsSchema = z.object({ id: z.uuid('Use the profile’s _id') });

export const DeleteProfileResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
export type DeleteProfileResult = z.infer<typeof DeleteProfileResultSchema>;
