import { z } from 'zod';

/** Control characters other than tab and newlines are never part of a name or a message. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

/**
 * The contact form: the spec's field names, all required, the e-mail an e-mail. The form and `POST
 * /api/contact` both validate with this.
 */
export const ContactMessageSchema = z.object({
  user_name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'The name is too long (100 characters at most).')
    .refine((v) => !/[\r\n]/.test(v) && !hasControlCharacter(v), 'The name cannot contain line breaks.'),
  user_email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  message: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(5000, 'The message is too long (5000 characters at most).')
    .refine((v) => !hasControlCharacter(v), 'The message contains characters that are not allowed.'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** 201: the message is stored and was accepted by the school's mail server. */
export const ContactAcceptedSchema = z.object({ id: z.string() });
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;
