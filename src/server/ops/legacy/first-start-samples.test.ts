import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, users } from '#server/db/schema/index.ts';
import { seedOnFirstRun } from '#server/db/seed.ts';
import { ensureDemoUsers } from '#server/auth/demo-users.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { importLegacy } from './import';

/**
 * An import into a data folder the app has not started on yet: its first start then makes the
 * owner's account only (no demo teacher or student) and no sample catalogue, so the public list
 * shows the school's own courses.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const oneCourse = {
  _id: { $oid: '64a1f0c2e4b0a1b2c3d4e5aa' },
  cid: 'old-car',
  title: 'Car Driving',
  details: 'Our own course.',
  price: 6000,
  lesson: 20,
  duration: '1 Month',
  dt: '1 Hour',
  practical: '12 Days',
  mechanical: '3 Days',
  image: '',
};

describe('an import before the first start', () => {
  it('leaves the first start nothing to seed but the owner', async () => {
    const report = await importLegacy(
      { courses: [oneCourse], users: [], profiles: [], orders: [], blogs: [], firebase: [] },
      { db: t.database.db, storage: t.app.storage, publicUrl: t.app.config.publicUrl, dryRun: false },
    );
    expect(report.counts.courses.create).toBe(1);
    expect(report.samples).toEqual({ removedCourses: [], keptCourses: [], removedAccounts: [], keptAccounts: [] });

    // What main.ts does at start-up.
    await seedOnFirstRun(t.database.db);
    const made = await ensureDemoUsers(t.app);
    expect(made.map((a) => a.role)).toEqual(['admin']);
    expect((await t.database.db.select({ cid: courses.cid }).from(courses)).map((c) => c.cid)).toEqual(['old-car']);
    const roles = (await t.database.db.select({ role: users.role }).from(users)).map((u) => u.role);
    expect(roles).toEqual(['admin']);
    const list = await t.app.inject({ method: 'GET', url: '/api/allcourse' });
    expect(list.json<Array<{ cid: string }>>().map((c) => c.cid)).toEqual(['old-car']);
  });
});
