import { z } from 'zod';
import { ROLES } from '#shared/constants.ts';
import { DAY_PATTERN, parseDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import { SidSchema } from '#shared/ids.ts';

/** What the API shows of a user account (never a password hash or session data). */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.string(),
  sid: z.string(),
  dob: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const MeSchema = z.object({
  user: UserSchema.extend({
    isOwner: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** false shows the "please verify your e-mail" banner. */
    emailVerified: z.boolean(),
    /**
     * What this session owes before the app serves it: `enrol` (an admin sets up an authenticator),
     * `verify` (give a code from it), or null.
     */
    secondFactor: z.enum(['enrol', 'verify']).nullable(),
  }).nullable(),
});
export type Me = z.infer<typeof MeSchema>;

/** GET /api/sign-in-options: the ways to sign in this server offers (Google only with credentials). */
export const SignInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;

export const EmailParamsSchema = z.object({ email: z.email().max(254) });
export const SidParamsSchema = z.object({ sid: SidSchema });

/** A date of birth as the date input sends it (YYYY-MM-DD), a real day in the past. */
export const DobSchema = z
  .string()
  .overwrite(asciiDigits)
  .regex(DAY_PATTERN, 'Use the format YYYY-MM-DD')
  .refine((s) => {
    const d = parseDay(s);
    return d !== null && d.getTime() < Date.now() && d.getUTCFullYear() >= 1900;
  }, 'Enter a real date of birth in the past');

/** PUT /users/{email}: name, email, role, status, sid, dob. Only admins may change role/status. */
export const SaveUserBodySchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  email: z.email().max(254).optional(),
  role: z.enum(ROLES).optional(),
  status: z.literal('Verified').optional(),
  sid: z.string().max(20).optional(),
  dob: z.union([DobSchema, z.literal('')]).optional(),
});

/** PUT /users/update/{email}: email, dob, status Verified. */
export const UpdateUserDobBodySchema = z.object({
  email: z.email().max(254).optional(),
  dob: DobSchema,
  status: z.literal('Verified').optional(),
});

export const RoleResponseSchema = z.object({ role: z.enum(ROLES) });
