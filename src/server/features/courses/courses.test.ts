import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { SEED_COURSES, seedCourses, seedOnFirstRun, translateSampleCourses } from '#server/db/seed.ts';
import { courses, siteMeta } from '#server/db/schema/index.ts';
import { createTestDatabase } from '#server/test/database.ts';
import { eq } from 'drizzle-orm';
import { invalidateCourseCache } from './courses.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('course catalogue API', () => {
  it('lists no courses on an empty database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/allcourse' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists the seeded courses with prices in whole BDT', async () => {
    await seedOnFirstRun(t.database.db);
    // Seeding writes behind the running app's back, like another process: drop its cached list.
    invalidateCourseCache(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/allcourse' });
    const body = res.json<Array<{ cid: string; price: number; title: string }>>();
    expect(body).toHaveLength(6);
    expect(body.map((c) => c.cid)).toEqual(SEED_COURSES.map((c) => c.cid));
    for (const c of body) expect(Number.isInteger(c.price) && c.price > 0).toBe(true);
  });

  it('seeding again adds nothing and never resurrects a deleted course', async () => {
    expect(await seedCourses(t.database.db)).toBe(0);
    await t.database.db.delete(courses).where(eq(courses.cid, 'refresher'));
    // A write behind the app's back (like another process): this process's copy is dropped by hand.
    invalidateCourseCache(t.database.db);
    await seedOnFirstRun(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/allcourse' });
    expect(res.json()).toHaveLength(5);
  });

  it('seeds every sample course in English and in Bengali', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oneCourse/manual-car' });
    expect(res.json()).toMatchObject({
      title: 'Manual Car Driving',
      titleBn: 'ম্যানুয়াল কার ড্রাইভিং',
      durationBn: '১ মাস',
    });
    for (const c of SEED_COURSES) {
      for (const key of ['titleBn', 'detailsBn', 'durationBn', 'dtBn', 'practicalBn', 'mechanicalBn'] as const) {
        expect(c[key], `${c.cid}.${key}`).toMatch(/[\u0980-\u09FF]/);
      }
    }
  });

  it('returns one course by cid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oneCourse/manual-car' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cid: 'manual-car', title: 'Manual Car Driving', price: 12000, lesson: 24 });
    expect(res.json()).not.toHaveProperty('createdBy');
  });

  it('answers 404 COURSE_NOT_FOUND for an unknown cid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oneCourse/no-such-course' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'COURSE_NOT_FOUND', message: 'There is no course with this id.' });
  });
});

describe('an installation seeded before courses had Bengali texts', () => {
  it('gets the Bengali texts for the sample courses still as seeded, once, never over the owner’s changes', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.db;
      await seedCourses(db);
      // As the older version seeded them: English only.
      await db
        .update(courses)
        .set({ titleBn: '', detailsBn: '', durationBn: '', dtBn: '', practicalBn: '', mechanicalBn: '' });
      await db.update(courses).set({ title: 'Manual Car (owner’s own title)' }).where(eq(courses.cid, 'manual-car'));
      await db.update(courses).set({ titleBn: 'মালিকের লেখা' }).where(eq(courses.cid, 'auto-car'));

      await seedOnFirstRun(db);
      const rows = new Map((await db.select().from(courses)).map((r) => [r.cid, r]));
      expect(rows.get('refresher')).toMatchObject({ titleBn: 'লাইসেন্সধারীদের জন্য রিফ্রেশার কোর্স', dtBn: '১ ঘণ্টা' });
      expect(rows.get('manual-car')).toMatchObject({ title: 'Manual Car (owner’s own title)', titleBn: '' });
      expect(rows.get('auto-car')).toMatchObject({ titleBn: 'মালিকের লেখা', detailsBn: '' });

      // Once: a Bengali text the owner removes later is not put back.
      await db.update(courses).set({ titleBn: '' }).where(eq(courses.cid, 'refresher'));
      expect(await translateSampleCourses(db)).toBe(0);
      const [refresher] = await db.select().from(courses).where(eq(courses.cid, 'refresher'));
      expect(refresher?.titleBn).toBe('');
      expect(await db.select().from(siteMeta).where(eq(siteMeta.key, 'seed.courses.bn'))).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe('API plumbing', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/allcourse' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a cookie-carrying mutation from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { cookie: 'a=b', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
