import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { pgliteTemplateDir, pgliteVersion, seedFromTemplate } from './pglite-template';

let work: string;
let template: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'kds-template-'));
  // Made as the build makes it: PGlite creates the database, then is closed cleanly.
  template = join(work, 'template');
  const { PGlite } = await import('@electric-sql/pglite');
  const made = new PGlite(template);
  await made.waitReady;
  await made.close();
}, 60_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const count = async (dataDir: string) => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  } finally {
    await database.close();
  }
};

describe('new PGlite folders from the build’s template', () => {
  it('is kept per PGlite version, under dist/', () => {
    expect(pgliteVersion()).toMatch(/^\d+\.\d+\.\d+/);
    expect(pgliteTemplateDir('/srv/school')).toBe(`/srv/school/dist/pglite-template/${pgliteVersion()}`);
  });

  it('gives each new folder a database of its own, which migrates and keeps its rows', async () => {
    const [a, b] = [join(work, 'a', 'pglite'), join(work, 'b', 'pglite')];
    expect(seedFromTemplate(a, template)).toBe(true);
    expect(seedFromTemplate(b, template)).toBe(true);
    for (const dir of [a, b]) {
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      await database.migrate();
      await database.close();
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: a });
    await database.db.execute(
      sql`insert into users (id, name, email, sid, role) values ('t1', 'Rahim', 'rahim@template.test', 'SID00000001', 'student')`,
    );
    await database.close();
    expect(await count(a)).toBe(1);
    expect(await count(b)).toBe(0);
    // The template itself is untouched: still a bare database, no half copies left beside the folders.
    expect(readdirSync(join(work, 'a'))).toEqual(['pglite']);
    expect(existsSync(join(template, 'postmaster.pid'))).toBe(false);
  }, 60_000);

  it('leaves alone a folder that holds a database, or anything else, and works without a template', () => {
    const seeded = join(work, 'c');
    expect(seedFromTemplate(seeded, template)).toBe(true);
    expect(seedFromTemplate(seeded, template)).toBe(false);

    const other = join(work, 'd');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'not a database');
    expect(seedFromTemplate(other, template)).toBe(false);
    expect(readdirSync(other)).toEqual(['notes.txt']);

    expect(seedFromTemplate(join(work, 'e'), join(work, 'no-template'))).toBe(false);
    expect(existsSync(join(work, 'e'))).toBe(false);
  });

  it('fills an empty folder that already exists (a mounted volume)', () => {
    const mounted = join(work, 'f');
    mkdirSync(mounted);
    expect(seedFromTemplate(mounted, template)).toBe(true);
    expect(existsSync(join(mounted, 'PG_VERSION'))).toBe(true);
  });
});
