import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '#server/db/schema/index.ts';
import type { Course } from '#shared/schemas/course.ts';
import { invalidateCourseCache, listCourses } from './courses.service';
import { courseBody, createContentTestApp, newId, type ContentTestApp } from '#server/test/content-app.ts';

let c: ContentTestApp;
beforeAll(async () => {
  c = await createContentTestApp();
});
afterAll(async () => {
  await c.t.close();
});

const get = (url: string) => c.t.app.inject({ method: 'GET', url });
const cids = async (url = '/api/allcourse') => (await get(url)).json<Course[]>().map((x) => x.cid);
const put = (cid: string, mode: 'create' | 'update', over: Record<string, unknown> = {}) =>
  c.put('course', 'owner', cid, courseBody(c.image, over), mode);
/** A write behind the app's back, as another process sharing the database would make. */
const insertBehind = (cid: string, title = 'Written elsewhere') =>
  c.t.database.db
    .insert(courses)
    .values({ ...courseBody(c.image, { title }), cid, image: '/images/courses/auto-car.svg' });

describe('the course cache', () => {
  it('serves the plain list from memory: a write by another process shows only once the copy is dropped', async () => {
    const before = await cids();
    const cid = newId('elsewhere');
    await insertBehind(cid);
    expect(await cids()).toEqual(before); // cached (within the TTL)
    invalidateCourseCache(c.t.database.db); // what the TTL does after at most COURSE_CACHE_TTL_MS (5 s)
    expect(await cids()).toContain(cid);
  });

  it('never caches the ?cid= and paging variants: they always read the database', async () => {
    await cids(); // the plain list is cached now
    const cid = newId('variant');
    await insertBehind(cid);
    expect(await cids(`/api/allcourse?cid=${cid}`)).toEqual([cid]);
    const paged = await get('/api/allcourse?page=1&limit=30');
    expect(paged.json<Course[]>().map((x) => x.cid)).toContain(cid);
    expect(Number(paged.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('never caches a missing course: one added elsewhere is found at once', async () => {
    await cids();
    const cid = newId('late');
    expect((await get(`/api/oneCourse/${cid}`)).statusCode).toBe(404);
    await insertBehind(cid, 'Late arrival');
    const one = await get(`/api/oneCourse/${cid}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<Course>().title).toBe('Late arrival');
  });

  it("the owner's create, update and delete in this process show immediately in the list and the single course", async () => {
    const cid = newId('own');
    await cids();
    expect((await put(cid, 'create')).statusCode).toBe(201);
    expect(await cids()).toContain(cid);
    expect((await get(`/api/oneCourse/${cid}`)).json<Course>().title).toBe('Night Driving');

    expect((await put(cid, 'update', { title: 'Night Driving II', price: 5000 })).statusCode).toBe(200);
    expect((await get(`/api/oneCourse/${cid}`)).json<Course>()).toMatchObject({
      title: 'Night Driving II',
      price: 5000,
    });
    expect((await get('/api/allcourse')).json<Course[]>().find((x) => x.cid === cid)?.title).toBe('Night Driving II');

    const del = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOneCourse/${cid}`,
      headers: c.headers('owner'),
    });
    expect(del.statusCode).toBe(200);
    expect(await cids()).not.toContain(cid);
    expect((await get(`/api/oneCourse/${cid}`)).statusCode).toBe(404);
    expect(await c.t.database.db.select().from(courses).where(eq(courses.cid, cid))).toEqual([]);
  });

  it('a refused create (the cid exists) leaves the cached course as it was', async () => {
    const cid = newId('dup');
    expect((await put(cid, 'create', { title: 'First' })).statusCode).toBe(201);
    expect((await put(cid, 'create', { title: 'Second' })).statusCode).toBe(409);
    expect((await get(`/api/oneCourse/${cid}`)).json<Course>().title).toBe('First');
  });

  it('the cached list and its courses are frozen, so no request can change them for the next', async () => {
    const list = await listCourses(c.t.database.db);
    expect(list.length).toBeGreaterThan(0);
    expect(Object.isFrozen(list)).toBe(true);
    expect(list.every((course) => Object.isFrozen(course))).toBe(true);
  });
});
