import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  auditLog,
  batches,
  courses,
  orders,
  payments,
  profiles,
  quizAttempts,
  refunds,
  siteMeta,
  users,
} from '#server/db/schema/index.ts';
import { SEED_COURSES, COURSES_SEEDED } from '#server/db/seed.ts';
import { DEMO_STUDENT_EMAIL, DEMO_TEACHER_EMAIL, LEGACY_IMPORTED } from '#server/auth/demo-users.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { ImportRun } from './import-run';

/**
 * What the first start of the app put in for a school trying it out (the sample catalogue, the
 * demo teacher and student) goes when the school's own data comes in: the public list then shows
 * the school's courses only, and no made-up account stays among its students.
 * docs/decisions/0476-an-import-clears-the-first-starts-samples.md.
 *
 * - A sample course (by its id, still as seeded) that no order and no batch uses is removed.
 *   One an order or batch uses, or one the school has changed, stays and is listed with why.
 * - The demo teacher and student are removed when nothing was done with them: no order, profile,
 *   batch, payment, refund, test attempt or activity-log record. Otherwise they stay, listed.
 * - Markers stop later starts from bringing either back: the catalogue's (`seed.courses`) and the
 *   import's (`legacy.imported`), after which a start makes the owner's account only.
 *
 * A dry run reports what would happen and writes nothing.
 */
export async function clearFirstStartSamples(run: ImportRun): Promise<void> {
  const db = run.db;
  const { samples } = run.report;
  // A course the old site's export brought in keeps its place, whatever its id.
  const imported = new Set([...run.ledger.entries()].filter(([k]) => k.startsWith('course:')).map(([, cid]) => cid));
  const seeded = new Map(SEED_COURSES.map((c) => [c.cid, c]));
  const present = await db
    .select({ cid: courses.cid, title: courses.title, details: courses.details, price: courses.price })
    .from(courses)
    .where(inArray(courses.cid, [...seeded.keys()]));
  const removable: string[] = [];
  for (const c of present) {
    if (imported.has(c.cid)) continue;
    const seed = seeded.get(c.cid)!;
    if (c.title !== seed.title || c.details !== seed.details || c.price !== seed.price) {
      samples.keptCourses.push({ cid: c.cid, title: c.title, reason: 'changed since it was seeded' });
      continue;
    }
    const [inOrders, inBatches] = await Promise.all([
      db.$count(orders, eq(orders.courseCid, c.cid)),
      db.$count(batches, eq(batches.courseCid, c.cid)),
    ]);
    if (inOrders > 0 || inBatches > 0) {
      const parts = [inOrders && `${inOrders} order(s)`, inBatches && `${inBatches} batch(es)`].filter(Boolean);
      samples.keptCourses.push({ cid: c.cid, title: c.title, reason: `used by ${parts.join(' and ')}` });
      continue;
    }
    removable.push(c.cid);
    samples.removedCourses.push({ cid: c.cid, title: c.title });
  }

  const demos = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [DEMO_TEACHER_EMAIL, DEMO_STUDENT_EMAIL]));
  const removableUsers: Array<{ id: string; email: string }> = [];
  for (const u of demos) {
    const used = await activityOf(run, u.id);
    if (used.length) samples.keptAccounts.push({ email: u.email, reason: `has ${used.join(', ')}` });
    else {
      removableUsers.push(u);
      samples.removedAccounts.push(u.email);
    }
  }

  await run.write(async (tx) => {
    for (const cid of removable) {
      // Only while still unused: an order booked since the check above keeps its course.
      const [row] = await tx
        .delete(courses)
        .where(
          and(
            eq(courses.cid, cid),
            sql`not exists (select 1 from ${orders} where ${orders.courseCid} = ${cid})`,
            sql`not exists (select 1 from ${batches} where ${batches.courseCid} = ${cid})`,
          ),
        )
        .returning({ cid: courses.cid, title: courses.title, price: courses.price });
      if (row)
        await recordAudit(tx, {
          actor: null,
          action: 'course.deleted',
          entityType: 'course',
          entityId: cid,
          before: { title: row.title, price: row.price },
        });
    }
    for (const u of removableUsers) {
      const [row] = await tx.delete(users).where(eq(users.id, u.id)).returning({ email: users.email });
      if (row)
        await recordAudit(tx, {
          actor: null,
          action: 'user.demo_removed',
          entityType: 'user',
          // The account is gone: its address is what the log can still name.
          entityId: row.email,
          before: { email: row.email },
        });
    }
    await tx
      .insert(siteMeta)
      .values([
        { key: COURSES_SEEDED, value: true },
        { key: LEGACY_IMPORTED, value: true },
      ])
      .onConflictDoNothing({ target: siteMeta.key });
  });
}

/** What an account has done here, in words ("2 order(s)"); empty when nothing. */
async function activityOf(run: ImportRun, userId: string): Promise<string[]> {
  const db = run.db;
  const counts: Array<[string, Promise<number>]> = [
    ['order(s)', db.$count(orders, eq(orders.userId, userId))],
    ['profile', db.$count(profiles, eq(profiles.userId, userId))],
    ['batch(es) to teach', db.$count(batches, eq(batches.teacherId, userId))],
    ['payment(s)', db.$count(payments, eq(payments.submittedBy, userId))],
    ['refund request(s)', db.$count(refunds, eq(refunds.requestedBy, userId))],
    ['test attempt(s)', db.$count(quizAttempts, eq(quizAttempts.userId, userId))],
    ['activity-log record(s)', db.$count(auditLog, eq(auditLog.actorUserId, userId))],
  ];
  const found = await Promise.all(counts.map(async ([what, n]) => [what, await n] as const));
  return found.filter(([, n]) => n > 0).map(([what, n]) => `${n} ${what}`);
}
