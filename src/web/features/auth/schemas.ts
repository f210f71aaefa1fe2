import { z } from 'zod';
import { isStrongPassword } from '#shared/password-policy.ts';
import type { ParseKeys } from 'i18next';
import i18n from '#web/lib/i18n.ts';
import { requiredImageFile } from '#web/lib/image-file.ts';
import { asciiDigits } from '#shared/digits.ts';

const t = (k: ParseKeys) => i18n.t(k) as string;

export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, t('auth.errors.emailRequired'))
    .pipe(z.email(t('auth.errors.emailInvalid')));

const strongPassword = () =>
  z.string().min(1, t('auth.errors.passwordRequired')).refine(isStrongPassword, t('auth.errors.passwordWeak'));

export const loginFormSchema = () =>
  z.object({
    email: emailField(),
    password: z.string().min(1, t('auth.errors.passwordRequired')),
  });
export type LoginForm = z.infer<ReturnType<typeof loginFormSchema>>;

export const signupFormSchema = () =>
  z.object({
    name: z.string().trim().max(100, t('auth.errors.nameTooLong')).optional(),
    image: requiredImageFile(),
    email: emailField(),
    password: strongPassword(),
  });
export type SignupForm = z.infer<ReturnType<typeof signupFormSchema>>;

export const resetFormSchema = () => z.object({ email: emailField() });
export type ResetForm = z.infer<ReturnType<typeof resetFormSchema>>;

/** A new password, typed twice: strong, and the same both times. */
const passwordPair = () => z.object({ password: strongPassword(), confirm: z.string() });
const sameTwice = (v: { password: string; confirm: string }) => v.password === v.confirm;
const sameTwiceError = () => ({ path: ['confirm'], message: t('auth.errors.passwordsDiffer') });

export const newPasswordFormSchema = () => passwordPair().refine(sameTwice, sameTwiceError());
export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordFormSchema>>;

/** A 6-digit code from the authenticator app, or a backup code (`xxxxx-xxxxx`). */
export const secondFactorFormSchema = (kind: 'app' | 'backup') =>
  z.object({
    code:
      kind === 'app'
        ? z
            .string()
            // Typed on a Bengali keyboard, the code is the same six digits (docs/decisions/0472).
            .transform((v) => asciiDigits(v).replace(/\s/g, ''))
            .pipe(z.string().regex(/^[0-9]{6}$/, t('security.codeRequired')))
        : z.string().trim().min(1, t('security.backupRequired')),
  });
export type SecondFactorForm = z.input<ReturnType<typeof secondFactorFormSchema>>;

export const changePasswordFormSchema = () =>
  passwordPair()
    .extend({ current: z.string().min(1, t('auth.errors.passwordRequired')) })
    .refine(sameTwice, sameTwiceError());
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
