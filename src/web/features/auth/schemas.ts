import { z } from 'zod';
import { isStrongPassword } from '../../../shared/password-policy';
import type { ParseKeys } from 'i18next';
import i18n from '../../lib/i18n';
import { requiredImageFile } from '../../lib/image-file';

const t = (k: ParseKeys) => i18n.t(k) as string;

export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, t('auth.errors.emailRequired'))
    .pipe(z.email(t('auth.errors.emailInvalid')));

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
    password: z
      .string()
      .min(1, t('auth.errors.passwordRequired'))
      .refine(isStrongPassword, t('auth.errors.passwordWeak')),
  });
export type SignupForm = z.infer<ReturnType<typeof signupFormSchema>>;

export const resetFormSchema = () => z.object({ email: emailField() });
export type ResetForm = z.infer<ReturnType<typeof resetFormSchema>>;

export const newPasswordFormSchema = () =>
  z
    .object({
      password: z
        .string()
        .min(1, t('auth.errors.passwordRequired'))
        .refine(isStrongPassword, t('auth.errors.passwordWeak')),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('auth.errors.passwordsDiffer') });
export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordFormSchema>>;
