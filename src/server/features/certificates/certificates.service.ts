import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { certificates, courses, orders, type CertificateRow } from '#server/db/schema/index.ts';
import { SERIAL_ALPHABET, SERIAL_LENGTH, type Certificate, type PublicCertificate } from '#shared/schemas/batch.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit } from '#server/lib/audit.ts';
import { notifyCertificateIssued } from '#server/features/messages/index.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import { isAdmin } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { getSchool } from '#server/features/school/index.ts';
import { progressFor } from '#server/features/attendance/index.ts';

/** A serial of 12 characters from 31 (no 0/O, 1/I/L): about 59 bits, drawn with the system's CSPRNG. */
export function newSerial(): string {
  let serial = '';
  for (let i = 0; i < SERIAL_LENGTH; i++) serial += SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)];
  return serial;
}

/** The public page that checks a certificate, as printed on it and in its QR code. */
export const verifyUrl = (origin: string, serial: string) => `${origin}/verify/${serial}`;

const toCertificate = (row: CertificateRow, oid: string, origin: string): Certificate => ({
  serial: row.serial,
  oid,
  studentName: row.studentName,
  sid: row.sid,
  courseTitle: row.courseTitle,
  courseTitleBn: row.courseTitleBn,
  sessionsAttended: row.sessionsAttended,
  sessionsRequired: row.sessionsRequired,
  issuedOn: row.issuedOn,
  issuerName: row.issuerName,
  overrideReason: row.overrideReason,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokeReason: row.revokeReason,
  verifyUrl: verifyUrl(origin, row.serial),
});

/**
 * The owner issues an order's certificate: refused (409 `NOT_READY`) while the student has not
 * attended the course's lessons, unless the owner records why it is issued anyway; refused (409
 * `CERTIFICATE_EXISTS`) while another stands for the order. The facts are copied in, the order is
 * marked completed, and the audit log records it, all in one transaction.
 */
export async function issueCertificate(
  db: Db,
  owner: SessionUser,
  oid: string,
  override: string | null,
  now: number,
  origin: string,
  quiz: { readinessRequiresMock: boolean },
): Promise<Certificate> {
  const progress = await progressFor(db, owner, oid, now, quiz);
  const noMock = progress.mock.required && !progress.mock.best?.passed;
  if (!progress.ready && !override)
    throw new AppError(
      noMock && progress.attended >= progress.required ? 'MOCK_NOT_PASSED' : 'NOT_READY',
      { override: 'Write why the certificate is issued before the student is ready.' },
      undefined,
      { attended: progress.attended, required: progress.required },
    );
  const [order] = await db
    .select({ id: orders.id, name: orders.name, sid: orders.sid, cid: orders.courseCid, title: orders.courseTitle })
    .from(orders)
    .where(eq(orders.oid, oid));
  const [course] = await db.select({ titleBn: courses.titleBn }).from(courses).where(eq(courses.cid, order!.cid));
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(certificates)
          .values({
            serial: newSerial(),
            orderId: order!.id,
            studentName: order!.name,
            sid: order!.sid,
            courseTitle: order!.title,
            courseTitleBn: course?.titleBn ?? '',
            sessionsAttended: progress.attended,
            sessionsRequired: progress.required,
            issuedOn: todayInDhaka(now),
            issuedBy: owner.id,
            issuerName: owner.name,
            overrideReason: progress.ready ? null : override,
          })
          .returning();
        await tx.update(orders).set({ status: 'completed' }).where(eq(orders.id, order!.id));
        await recordAudit(tx, {
          actor: actorOf(owner),
          action: 'certificate.issued',
          entityType: 'certificate',
          entityId: inserted!.serial,
          after: {
            oid,
            serial: inserted!.serial,
            sessionsAttended: progress.attended,
            sessionsRequired: progress.required,
            overrideReason: inserted!.overrideReason,
          },
        });
        await notifyCertificateIssued(tx, inserted!.serial);
        return inserted!;
      });
      return toCertificate(row, oid, origin);
    } catch (err) {
      if (isUniqueViolation(err, 'certificates_order_live_unique')) throw new AppError('CERTIFICATE_EXISTS');
      // A serial drawn twice (about one in 10^17 per pair): draw again.
      if (isUniqueViolation(err, 'certificates_serial_unique') && attempt < 3) continue;
      throw err;
    }
  }
}

/** The order's certificates, the one in force first: its student and the office. */
export async function certificatesOf(db: Db, caller: SessionUser, oid: string, origin: string): Promise<Certificate[]> {
  const [order] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.oid, oid));
  if (!order || (!isAdmin(caller) && order.userId !== caller.id)) throw new AppError('ORDER_NOT_FOUND');
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.orderId, order.id))
    .orderBy(desc(isNull(certificates.revokedAt)), desc(certificates.createdAt));
  return rows.map((r) => toCertificate(r, oid, origin));
}

/** One certificate with its order's student, for the PDF: its student and the office. */
export async function certificateFor(
  db: Db,
  caller: SessionUser,
  serial: string,
  origin: string,
): Promise<Certificate> {
  const [row] = await db
    .select({ cert: certificates, oid: orders.oid, userId: orders.userId })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(eq(certificates.serial, serial));
  if (!row || (!isAdmin(caller) && row.userId !== caller.id)) throw new AppError('CERTIFICATE_NOT_FOUND');
  return toCertificate(row.cert, row.oid, origin);
}

/** The owner revokes a certificate, with a reason; revoking it again changes nothing. */
export async function revokeCertificate(
  db: Db,
  owner: SessionUser,
  serial: string,
  reason: string,
  now: number,
  origin: string,
): Promise<Certificate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ cert: certificates, oid: orders.oid })
      .from(certificates)
      .innerJoin(orders, eq(orders.id, certificates.orderId))
      .where(eq(certificates.serial, serial))
      .for('update');
    if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
    if (row.cert.revokedAt) return toCertificate(row.cert, row.oid, origin);
    const [revoked] = await tx
      .update(certificates)
      .set({ revokedAt: new Date(now), revokedBy: owner.id, revokeReason: reason })
      .where(and(eq(certificates.id, row.cert.id), isNull(certificates.revokedAt)))
      .returning();
    await recordAudit(tx, {
      actor: actorOf(owner),
      action: 'certificate.revoked',
      entityType: 'certificate',
      entityId: serial,
      before: { revokedAt: null },
      after: { revokedAt: revoked!.revokedAt!.toISOString(), revokeReason: reason },
    });
    return toCertificate(revoked!, row.oid, origin);
  });
}

/** What anyone checking a serial sees: the certificate's facts and whether it stands. */
export async function publicCertificate(db: Db, serial: string): Promise<PublicCertificate> {
  const [row] = await db.select().from(certificates).where(eq(certificates.serial, serial));
  if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
  const school = await getSchool(db);
  return {
    serial: row.serial,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    courseTitleBn: row.courseTitleBn,
    sessionsAttended: row.sessionsAttended,
    issuedOn: row.issuedOn,
    issuerName: row.issuerName,
    schoolName: school.name,
    schoolNameBn: school.nameBn,
    revokedOn: row.revokedAt ? todayInDhaka(row.revokedAt.getTime()) : null,
  };
}
