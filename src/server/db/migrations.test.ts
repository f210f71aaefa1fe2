import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/database.ts';
import { migrationsDir } from '#server/lib/paths.ts';
import type { Database } from './client';

/**
 * An installation upgraded in place: a database migrated by an earlier version, holding data, then
 * migrated by this one. Each new migration that reshapes existing data gets a case here.
 */
interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

let database: Database;
let work: string;

/** The migrations folder as a version that ended at `lastTag` had it. */
function migrationsUpTo(lastTag: string): string {
  const dir = join(work, lastTag);
  cpSync(migrationsDir, dir, { recursive: true });
  const path = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as Journal;
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(path, JSON.stringify(journal));
  return dir;
}

async function migrateWith(folder: string) {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, never>>, { migrationsFolder: folder });
  } else {
    await migratePg(database.db, { migrationsFolder: folder });
  }
}

/** Empties the database (its tables and drizzle's record of migrations), then migrates it as far as `lastTag`. */
async function emptyThenMigrateUpTo(lastTag: string) {
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await migrateWith(migrationsUpTo(lastTag));
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'kds-migrations-'));
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('upgrading a database of the previous version (0008) to 0009_audit_log', () => {
  it('keeps the accounts, gives them their last sign-in from their newest session, and adds the audit log', async () => {
    await migrateWith(migrationsUpTo('0008_upload_documents'));
    await database.db.execute(sql`
      insert into users (id, name, email, sid) values
        ('u-signed-in', 'Signed In', 'signed@test.example', 'SID10000001'),
        ('u-never', 'Never', 'never@test.example', 'SID10000002')`);
    await database.db.execute(sql`
      insert into sessions (id, token, user_id, expires_at, created_at) values
        ('s1', 't1', 'u-signed-in', now() + interval '1 day', '2026-01-10T08:00:00Z'),
        ('s2', 't2', 'u-signed-in', now() + interval '1 day', '2026-03-05T09:30:00Z')`);

    await database.migrate();

    const users = await rows<{ id: string; last: Date | string | null }>(
      sql`select id, last_sign_in_at as last from users order by id`,
    );
    expect(users.map((u) => [u.id, u.last && new Date(u.last).toISOString()])).toEqual([
      ['u-never', null],
      ['u-signed-in', '2026-03-05T09:30:00.000Z'],
    ]);

    await database.db.execute(sql`
      insert into audit_log (action, entity_type, entity_id, before, after)
      values ('user.role_changed', 'user', 'u-never', '{"role":"student"}', '{"role":"teacher"}')`);
    const [entry] = await rows<{ actor_user_id: string | null; created_at: unknown }>(
      sql`select actor_user_id, created_at from audit_log`,
    );
    expect(entry).toMatchObject({ actor_user_id: null });
    expect(entry!.created_at).toBeTruthy();
    for (const change of [
      sql`update audit_log set action = 'x'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(database.db.execute(change)).rejects.toThrow();
    }
    expect(await rows(sql`select 1 from audit_log`)).toHaveLength(1);
  });
});

describe('upgrading a database of the previous version (0009) to 0010_school_settings', () => {
  it('keeps every course and post, gives their texts empty Bengali twins, and adds the one-row settings table', async () => {
    await emptyThenMigrateUpTo('0009_audit_log');
    await database.db.execute(sql`
      insert into courses (cid, title, details, price, lesson, dt, practical, mechanical)
      values ('old-course', 'Old Course', 'Made before Bengali texts.', 5000, 10, '1 Hour', '10 Days', '2 Days')`);
    await database.db.execute(sql`
      insert into blogs (bid, title1, details1, image1, title2, details2, image2, title3, details3, image3, date)
      values ('old-post', 'One', 'First', '/images/a.svg', 'Two', 'Second', '/images/b.svg', 'Three', 'Third',
              '/images/c.svg', '2026-01-01')`);

    await database.migrate();

    const [course] = await rows<Record<string, unknown>>(sql`select * from courses where cid = 'old-course'`);
    expect(course).toMatchObject({ title: 'Old Course', price: 5000, title_bn: '', details_bn: '', mechanical_bn: '' });
    const [post] = await rows<Record<string, unknown>>(sql`select * from blogs where bid = 'old-post'`);
    expect(post).toMatchObject({ title1: 'One', title1_bn: '', details3_bn: '' });

    // No facts yet (the app seeds the samples at its first start, after migrating): and only one row ever.
    expect(await rows(sql`select 1 from school_settings`)).toHaveLength(0);
    await database.db.execute(sql`insert into school_settings (value) values ('{"name":"A"}')`);
    await expect(database.db.execute(sql`insert into school_settings (id, value) values (2, '{}')`)).rejects.toThrow();
    await expect(database.db.execute(sql`insert into school_settings (value) values ('{}')`)).rejects.toThrow();
  });
});

describe('upgrading a database of the previous version (0018) to 0019_known_values', () => {
  it('brings rows written outside the app inside the values it shows, logs each change, and refuses such rows from then on', async () => {
    await emptyThenMigrateUpTo('0018_test_appointments');
    // As an old import or a hand edit left them: a status the old edit form offered, a role in
    // capitals, an unknown role, a discount larger than the price.
    await database.db.execute(sql`
      insert into users (id, name, email, sid, role) values
        ('u1', 'Rahim', 'rahim@example.com', 'SID00000001', 'Teacher'),
        ('u2', 'Karim', 'karim@example.com', 'SID00000002', 'owner'),
        ('u3', 'Salma', 'salma@example.com', 'SID00000003', 'student')`);
    const order = (oid: string, status: string, discount: number) => sql`
      insert into orders (oid, user_id, sid, course_cid, course_title, course_price, course_image, course_duration,
                          course_lesson, name, email, phone1, fname, mname, address, emergency, sdate, nid_image,
                          status, discount)
      values (${oid}, 'u3', 'SID00000003', 'manual-car', 'Manual Car', 12000, '', '1 Month', 20, 'Salma', 'salma@example.com',
              '01712345678', 'F', 'M', 'Khulna', '01812345678', '2026-12-01', '/uploads/x.jpg', ${status}, ${discount})`;
    await database.db.execute(order('OID00000001', 'Subject', 0));
    await database.db.execute(order('OID00000002', ' Running', 0));
    await database.db.execute(order('OID00000003', 'completed', 15000));

    await database.migrate();

    const orders = await rows<{ oid: string; status: string; discount: number }>(
      sql`select oid, status, discount from orders order by oid`,
    );
    expect(orders).toEqual([
      { oid: 'OID00000001', status: 'pending', discount: 0 },
      { oid: 'OID00000002', status: 'running', discount: 0 },
      { oid: 'OID00000003', status: 'completed', discount: 12000 },
    ]);
    const users = await rows<{ id: string; role: string }>(sql`select id, role from users order by id`);
    expect(users).toEqual([
      { id: 'u1', role: 'teacher' },
      { id: 'u2', role: 'student' },
      { id: 'u3', role: 'student' },
    ]);
    const logged = await rows<{ entity_id: string; before: unknown; after: unknown; actor_email: string | null }>(
      sql`select entity_id, before, after, actor_email from audit_log order by entity_id`,
    );
    expect(logged).toEqual([
      { entity_id: 'OID00000001', before: { status: 'Subject' }, after: { status: 'pending' }, actor_email: null },
      { entity_id: 'OID00000002', before: { status: ' Running' }, after: { status: 'running' }, actor_email: null },
      { entity_id: 'u1', before: { role: 'Teacher' }, after: { role: 'teacher' }, actor_email: null },
      { entity_id: 'u2', before: { role: 'owner' }, after: { role: 'student' }, actor_email: null },
    ]);

    // From now on the database itself refuses what the app could not show.
    for (const bad of [
      sql`update orders set status = 'Subject' where oid = 'OID00000001'`,
      sql`update orders set discount = 13000 where oid = 'OID00000001'`,
      sql`update users set role = 'owner' where id = 'u3'`,
      sql`insert into courses (cid, title, details, price, lesson, dt, practical, mechanical)
          values ('minus', 'Minus', 'x', -1, 1, 'x', 'x', 'x')`,
      sql`insert into courses (cid, title, details, price, lesson, dt, practical, mechanical, skill_kind)
          values ('boat', 'Boat', 'x', 1, 1, 'x', 'x', 'x', 'boat')`,
      sql`insert into uploads (visibility, mime, size, sha256, storage_key) values ('shared', 'image/png', 1, 'x', 'k1')`,
    ]) {
      const refused = await database.db.execute(bad).then(
        () => null,
        (err: { cause?: { code?: string }; code?: string }) => err.cause?.code ?? err.code,
      );
      expect(refused, 'a check violation').toBe('23514');
    }
  });
});

describe('upgrading a database of the previous version (0027) to 0028_refund_reason_codes', () => {
  it("turns the sentence a transfer wrote as its refund's reason into the reason's code, and keeps people's own words", async () => {
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await migrateWith(migrationsUpTo('0027_enquiry_notes'));
    await database.db.execute(
      sql`insert into users (id, name, email, sid) values ('u1', 'Salma', 'salma@example.com', 'SID00000003')`,
    );
    const order = (id: string, oid: string, title: string) => sql`
      insert into orders (id, oid, user_id, sid, course_cid, course_title, course_price, course_image, course_duration,
                          course_lesson, name, email, phone1, fname, mname, address, emergency, sdate, nid_image)
      values (${id}, ${oid}, 'u1', 'SID00000003', 'c', ${title}, 12000, '', '1 Month', 20, 'Salma', 'salma@example.com',
              '01712345678', 'F', 'M', 'Khulna', '01812345678', '2026-12-01', '/uploads/x.jpg')`;
    const ids = [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ];
    await database.db.execute(order(ids[0]!, 'OID00000001', 'Manual Car'));
    await database.db.execute(order(ids[1]!, 'OID00000002', 'Motorcycle'));
    await database.db.execute(order(ids[2]!, 'OID00000003', 'Motorcycle'));
    await database.db.execute(
      sql`insert into order_transfers (from_order_id, to_order_id, amount) values (${ids[0]}, ${ids[1]}, 12000)`,
    );
    await database.db.execute(sql`
      insert into refunds (order_id, requested_amount, reason) values
        (${ids[1]}, 6000, 'Moved from OID00000001 to Motorcycle, which costs less: the difference.'),
        (${ids[2]}, 100, 'Moved from OID00000001 to Motorcycle, which costs less: the difference.')`);

    await database.migrate();

    const refunds = await rows<{ order_id: string; reason: string | null; reason_code: string | null }>(
      sql`select order_id, reason, reason_code from refunds order by order_id`,
    );
    expect(refunds).toEqual([
      { order_id: ids[1], reason: null, reason_code: 'transferDifference' },
      // Not the transfer's own order: the words someone typed stay theirs.
      {
        order_id: ids[2],
        reason: 'Moved from OID00000001 to Motorcycle, which costs less: the difference.',
        reason_code: null,
      },
    ]);
    // A reason in words or by its code, exactly one.
    const refused = await database.db
      .execute(sql`insert into refunds (order_id, requested_amount) values (${ids[2]}, 100)`)
      .then(
        () => null,
        (err: { cause?: { code?: string }; code?: string }) => err.cause?.code ?? err.code,
      );
    expect(refused, 'a check violation').toBe('23514');
  });
});
