import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { migrationsDir } from '../lib/paths';
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
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await migrateWith(migrationsUpTo('0009_audit_log'));
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
