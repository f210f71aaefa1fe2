import { z } from 'zod';
import { isCleanLine, isCleanText } from '../text';

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
    .refine(isCleanLine, 'The name cannot contain line breaks or hidden characters.'),
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
    .refine(isCleanText, 'The message contains characters that are not allowed.'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** 201: the message is stored and was accepted by the school's mail server. */
export const ContactAcceptedSchema = z.object({ id: z.string() });
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;
