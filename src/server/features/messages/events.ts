import { eq } from 'drizzle-orm';
import type { Tx } from '#server/lib/audit.ts';
import { batches, certificates, orders, payments, testAppointments } from '#server/db/schema/index.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { notify } from './messages.service';
import { courseParams, orderCourseTitleBn } from './course-title';

/**
 * The notices other features raise, one call each, inside the transaction of their change: each
 * reads what its message needs, so the caller passes only ids. An order without an account (its
 * student deleted) has nobody to tell, and nothing is queued.
 */

async function orderOf(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({
      oid: orders.oid,
      userId: orders.userId,
      phone: orders.phone1,
      course: orders.courseTitle,
      courseBn: orderCourseTitleBn,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.userId ? { ...order, userId: order.userId } : null;
}

/** "Payment confirmed" with the receipt's link, or "not confirmed" with the office's reason. */
export async function notifyPaymentDecided(tx: Tx, paymentId: string): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status === 'submitted') return;
  const order = await orderOf(tx, payment.orderId);
  if (!order) return;
  const confirmed = payment.status === 'confirmed';
  await notify(tx, {
    userId: order.userId,
    kind: confirmed ? 'payment.confirmed' : 'payment.rejected',
    phone: order.phone,
    params: {
      oid: order.oid,
      ...courseParams('course', order.course, order.courseBn),
      amount: payment.amount,
      reason: payment.rejectReason ?? '',
      link: confirmed ? `/receipt/${payment.receiptNumber}` : `/orderDetails/${order.oid}`,
    },
    // A decision is made once; the key keeps a repeated call from telling it twice.
    dedupeKey: `payment:${paymentId}:${payment.status}`,
  });
}

/** "You are in batch …" with the first session still to come. */
export async function notifyBatchPlacement(tx: Tx, batchId: string, orderId: string, today: string): Promise<void> {
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId));
  const order = await orderOf(tx, orderId);
  if (!batch || !order) return;
  const days = sessionDates(batch.startDate, batch.weekdays, batch.sessions);
  await notify(tx, {
    userId: order.userId,
    kind: 'batch.placed',
    phone: order.phone,
    params: {
      ...courseParams('batch', order.course, order.courseBn),
      date: days.find((d) => d >= today) ?? days[0] ?? batch.startDate,
      time: batch.time,
      place: batch.place,
      link: '/dashboard/my-course',
    },
    dedupeKey: `placed:${batchId}:${orderId}`,
  });
}

/** "Your certificate is issued" with the public check's link. */
export async function notifyCertificateIssued(tx: Tx, serial: string): Promise<void> {
  const [certificate] = await tx.select().from(certificates).where(eq(certificates.serial, serial));
  const order = certificate ? await orderOf(tx, certificate.orderId) : null;
  if (!certificate || !order) return;
  await notify(tx, {
    userId: order.userId,
    kind: 'certificate.issued',
    phone: order.phone,
    params: { serial, ...courseParams('course', order.course, order.courseBn), link: `/verify/${serial}` },
    dedupeKey: `certificate:${serial}`,
  });
}

/** The test's name as the message's sentence takes it ("BRTA {test} test" / "বিআরটিএ {test} পরীক্ষা"). */
const TEST_NAMES = {
  learner: { en: 'learner licence', bn: 'লার্নার লাইসেন্স' },
  written: { en: 'written and oral', bn: 'লিখিত ও মৌখিক' },
  field: { en: 'field', bn: 'মাঠ' },
} as const;

/** "Your BRTA test is on …", when the office books one, and again when it moves it. */
export async function notifyTestAppointment(tx: Tx, appointmentId: string): Promise<void> {
  const [test] = await tx.select().from(testAppointments).where(eq(testAppointments.id, appointmentId));
  const order = test ? await orderOf(tx, test.orderId) : null;
  if (!test || !order) return;
  await notify(tx, {
    userId: order.userId,
    kind: 'test.appointment',
    phone: order.phone,
    params: {
      test_en: TEST_NAMES[test.kind].en,
      test_bn: TEST_NAMES[test.kind].bn,
      date: test.date,
      time_en: test.time ?? 'a time the office will tell you',
      time_bn: test.time ?? 'অফিস যে সময় জানাবে',
      place_en: test.place || 'the BRTA office',
      place_bn: test.place || 'বিআরটিএ অফিস',
      link: '/dashboard/my-course',
    },
    // One message per day, time and place: a moved test is told again, a repeated save is not.
    dedupeKey: `test:${test.id}:${test.date}:${test.time ?? ''}:${test.place}`,
  });
}
