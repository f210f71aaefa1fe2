import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { orders } from './orders';

/**
 * A certificate the owner issues when a course is done. Its facts are copied at issue (the name,
 * the course in both languages, sessions attended, the issuer), so a later edit elsewhere never
 * changes a certificate someone holds. The serial is random and unguessable; a certificate is never
 * deleted, only revoked (with when and why), so the public check can say "revoked".
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: text('serial').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    studentName: text('student_name').notNull(),
    sid: text('sid').notNull(),
    courseTitle: text('course_title').notNull(),
    courseTitleBn: text('course_title_bn').notNull().default(''),
    sessionsAttended: integer('sessions_attended').notNull(),
    sessionsRequired: integer('sessions_required').notNull(),
    /** The school day of issue, YYYY-MM-DD (Asia/Dhaka). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuerName: text('issuer_name').notNull(),
    /** Why it was issued before the student was ready; null when they were. */
    overrideReason: text('override_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('certificates_serial_unique').on(t.serial),
    // One certificate in force per order; a revoked one may be followed by a new one.
    uniqueIndex('certificates_order_live_unique')
      .on(t.orderId)
      .where(sql`${t.revokedAt} is null`),
    check('certificates_revocation', sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);
export type CertificateRow = typeof certificates.$inferSelect;
