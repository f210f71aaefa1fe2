import { z } from 'zod';
import { ROLES } from '#shared/constants.ts';
import { isCleanLine } from '#shared/text.ts';
import { sortSchema } from './list';
import { PageQuerySchema } from './paging';

/**
 * Accounts as staff see them in Manage Users: every account, with or without a profile. The list
 * (`GET /api/accounts`), the owner's role change and the teacher invitation validate with these,
 * and the web app imports the same types.
 */

/** What the list can be ordered by; `-` in front for descending (newest sign-ups first by default). */
export const ACCOUNT_SORTS = ['name', 'email', 'joined', 'lastSignIn'] as const;
export type AccountSortField = (typeof ACCOUNT_SORTS)[number];

/**
 * `GET /api/accounts`: `q` finds accounts by name (the account's or the profile's), e-mail, SID, phone (typed in any spelling the
 * phone rule reads: `০১৭১২-৩৪৫৬৭৮` finds 01712345678; four or more digits find part of a number)
 * or role; `role` keeps one role; `sort` orders them.
 */
export const AccountListQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  role: z.enum(ROLES).optional(),
  sort: sortSchema(ACCOUNT_SORTS).default('-joined'),
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;
export type AccountListParams = z.input<typeof AccountListQuerySchema>;

export const AccountSchema = z.object({
  id: z.string(),
  /** The name on the profile (the full name the school uses), else the account's. */
  name: z.string(),
  email: z.string(),
  /** From the profile (01XXXXXXXXX); null without one. */
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  /** ISO times: when the account was made, and its last sign-in (null if never). */
  joinedAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** The account's SID (the Details link opens its profile by it). */
  sid: z.string(),
  hasProfile: z.boolean(),
  /** The profile's `_id`, for deleting the profile; null without one. */
  profileId: z.string().nullable(),
  /** The profile's photo, else the account's; null without either. */
  image: z.string().nullable(),
  /** The school owner's account: its role is changed by nobody in the app. */
  isOwner: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** `PUT /api/accounts/{id}/role` (the owner only). */
export const ChangeRoleBodySchema = z.object({ role: z.enum(ROLES) });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBodySchema>;

/** `POST /api/accounts/invite` (the owner only): a teacher's name and e-mail. */
export const InviteTeacherSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter the name.')
    .max(100, 'The name is too long (100 characters at most).')
    .refine(isCleanLine, 'The name cannot contain line breaks or hidden characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter the e-mail address.')
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.'))
    .transform((v) => v.toLowerCase()),
});
export type InviteTeacher = z.infer<typeof InviteTeacherSchema>;
export type InviteTeacherInput = z.input<typeof InviteTeacherSchema>;

/** 201: the teacher's account, and whether the set-password mail went out. */
export const InviteResultSchema = z.object({ account: AccountSchema, mailed: z.boolean() });
export type InviteResult = z.infer<typeof InviteResultSchema>;
