import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { ContactMessage } from '../../../shared/schemas/contact';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';

export interface SubmitContactDeps {
  db: Db;
  mailer: Mailer;
  /** Where the school reads contact messages (SCHOOL_EMAIL). */
  schoolEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Stores the message first, then e-mails it to the school. The stored row is the source of truth:
 * when the mail server refuses or cannot be reached the message stays, marked `failed` with the
 * reason, and the caller gets CONTACT_MAIL_FAILED (502) so the visitor knows to call instead.
 */
export async function submitContactMessage(deps: SubmitContactDeps, input: ContactMessage): Promise<{ id: string }> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ name: input.user_name, email: input.user_email, message: input.message })
    .returning({ id: contactMessages.id });
  const id = row!.id;

  try {
    await deps.mailer.send({
      to: deps.schoolEmail,
      replyTo: input.user_email,
      // The schema already refuses line breaks in a name; this keeps the header one line regardless.
      subject: `Contact form: ${input.user_name.replace(/\s+/g, ' ')}`,
      text: [
        `Name: ${input.user_name}`,
        `E-mail: ${input.user_email}`,
        '',
        input.message,
        '',
        `(Message ${id}, sent through the website's contact form. Reply to this e-mail to answer.)`,
      ].join('\n'),
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.log.error({ err, contactMessageId: id }, 'contact message stored, but the mail to the school failed');
    await deps.db
      .update(contactMessages)
      .set({ mailStatus: 'failed', mailError: reason.slice(0, 1000) })
      .where(eq(contactMessages.id, id));
    throw new AppError('CONTACT_MAIL_FAILED');
  }

  await deps.db
    .update(contactMessages)
    .set({ mailStatus: 'sent', mailedAt: new Date() })
    .where(eq(contactMessages.id, id));
  return { id };
}
