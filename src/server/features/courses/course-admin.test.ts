import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, orders, uploads } from '#server/db/schema/index.ts';
import {
  CALLERS,
  courseBody,
  createContentTestApp,
  newId,
  type Caller,
  type ContentTestApp,
} from '#server/test/content-app.ts';
import { invalidateCourseCache } from './courses.service';
import { sweepUploads } from '#server/features/uploads/index.ts';

let c: ContentTestApp;

beforeAll(async () => {
  c = await createContentTestApp();
});
afterAll(async () => {
  await c.t.close();
});

const put = (caller: Caller, cid: string, body: object, mode?: 'create' | 'update') =>
  c.put('course', caller, cid, body, mode);

async function insertCourse(cid: string, over: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await c.t.database.db
    .insert(courses)
    .values({
      cid,
      title: 'Existing course',
      details: 'Already in the catalogue.',
      price: 9000,
      lesson: 10,
      duration: '2 Weeks',
      dt: '1 Hour',
      practical: '10 Days',
      mechanical: '2 Days',
      image: '/images/courses/auto-car.svg',
      ...over,
    })
    .returning();
  // Inserted behind the service's back: drop this process's cached catalogue (docs/decisions/0061).
  invalidateCourseCache(c.t.database.db);
  return row!;
}

const rowOf = async (cid: string) =>
  (await c.t.database.db.select().from(courses).where(eq(courses.cid, cid)).limit(1))[0];

const ownerOnly: Record<Caller, number> = { anonymous: 401, student: 403, teacher: 403, admin: 403, owner: 200 };

describe('course calls × callers', () => {
  for (const caller of CALLERS) {
    it(`PUT /course (create) as ${caller}`, async () => {
      const cid = newId('create');
      const res = await put(caller, cid, courseBody(c.image), 'create');
      expect(res.statusCode).toBe(caller === 'owner' ? 201 : ownerOnly[caller]);
      if (caller === 'owner') {
        expect(res.json()).toMatchObject({ cid, title: 'Night Driving', price: 4500, image: c.image });
        expect(await rowOf(cid)).toBeDefined();
      } else {
        // A signed-in caller is told who may (the owner); nothing else comes back.
        expect(Object.keys(res.json()).sort()).toEqual(
          caller === 'anonymous' ? ['code', 'message'] : ['code', 'message', 'params'],
        );
        expect(await rowOf(cid)).toBeUndefined();
      }
    });

    it(`PUT /course (update) as ${caller}`, async () => {
      const cid = newId('update');
      const before = await insertCourse(cid);
      const res = await put(caller, cid, courseBody(c.image, { price: 7777 }), 'update');
      expect(res.statusCode).toBe(ownerOnly[caller]);
      const after = await rowOf(cid);
      if (caller === 'owner') {
        expect(res.json()).toMatchObject({ cid, price: 7777 });
        expect(after?.price).toBe(7777);
        expect(after?.id).toBe(before.id);
      } else {
        expect(after).toEqual(before);
      }
    });

    it(`DELETE /deleteOneCourse/{cid} as ${caller}`, async () => {
      const cid = newId('delete');
      await insertCourse(cid);
      const res = await c.t.app.inject({
        method: 'DELETE',
        url: `/api/deleteOneCourse/${cid}`,
        headers: c.headers(caller),
      });
      expect(res.statusCode).toBe(ownerOnly[caller]);
      if (caller === 'owner') {
        expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
        expect(await rowOf(cid)).toBeUndefined();
      } else {
        expect(await rowOf(cid)).toBeDefined();
      }
    });

    it(`GET /allcourse, /oneCourse/{cid} are public; /oneabout/{id} is a clear 404 — as ${caller}`, async () => {
      const cid = newId('read');
      await insertCourse(cid);
      const all = await c.t.app.inject({ method: 'GET', url: '/api/allcourse', headers: c.headers(caller) });
      expect(all.statusCode).toBe(200);
      expect(all.json<Array<{ cid: string }>>().map((x) => x.cid)).toContain(cid);
      const one = await c.t.app.inject({ method: 'GET', url: `/api/oneCourse/${cid}`, headers: c.headers(caller) });
      expect(one.statusCode).toBe(200);
      expect(one.json()).not.toHaveProperty('createdBy');
      const about = await c.t.app.inject({ method: 'GET', url: '/api/oneabout/1', headers: c.headers(caller) });
      expect(about.statusCode).toBe(404);
      expect(about.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(about.json()).toEqual({ code: 'NOT_FOUND', message: 'Nothing was found at this address.' });
    });
  }
});

describe('PUT /course never overwrites by accident', () => {
  it('a create with an existing cid is refused with 409 and the course stays exactly as it was', async () => {
    const cid = newId('dup');
    const before = await insertCourse(cid);
    const res = await put('owner', cid, courseBody(c.image, { title: 'Overwrite attempt', price: 1 }), 'create');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'COURSE_EXISTS',
      message: 'A course with this id already exists. Choose another course id.',
      // The page names the id it refused (its own words, from this value).
      params: { cid },
    });
    expect(await rowOf(cid)).toEqual(before);
  });

  it('a PUT that does not name its mode is a create: it cannot overwrite either', async () => {
    const cid = newId('nomode');
    const before = await insertCourse(cid);
    const res = await put('owner', cid, courseBody(c.image, { title: 'Overwrite attempt' }));
    expect(res.statusCode).toBe(409);
    expect(await rowOf(cid)).toEqual(before);
    const fresh = newId('nomode');
    expect((await put('owner', fresh, courseBody(c.image))).statusCode).toBe(201);
  });

  it('two creates of the same new cid at once: exactly one wins', async () => {
    const cid = newId('race');
    const results = await Promise.all([
      put('owner', cid, courseBody(c.image, { title: 'First' }), 'create'),
      put('owner', cid, courseBody(c.image, { title: 'Second' }), 'create'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.statusCode === 201)!.json<{ title: string }>().title;
    expect((await rowOf(cid))?.title).toBe(winner);
  });

  it('an update of a cid that does not exist is 404 and creates nothing', async () => {
    const cid = newId('missing');
    const res = await put('owner', cid, courseBody(c.image), 'update');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'COURSE_NOT_FOUND' });
    expect(await rowOf(cid)).toBeUndefined();
  });

  it('an update never changes the cid: a different cid in the body is refused', async () => {
    const cid = newId('keep');
    const before = await insertCourse(cid);
    const res = await put('owner', cid, courseBody(c.image, { cid: 'another-id' }), 'update');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ cid: 'Does not match the cid in the address' });
    expect(await rowOf(cid)).toEqual(before);
    expect(await rowOf('another-id')).toBeUndefined();
  });

  it('the update changes every field the form sends, and the public reads show it at once', async () => {
    const cid = newId('edit');
    await insertCourse(cid);
    const res = await put(
      'owner',
      cid,
      courseBody(c.image, { cid, title: 'Renamed', duration: '', practical: '5 Days', image: '' }),
      'update',
    );
    expect(res.statusCode).toBe(200);
    const one = await c.t.app.inject({ method: 'GET', url: `/api/oneCourse/${cid}` });
    expect(one.json()).toMatchObject({ cid, title: 'Renamed', duration: '', practical: '5 Days', image: '' });
  });
});

describe('Bengali texts beside the English ones', () => {
  const bengali = {
    titleBn: 'রাতের ড্রাইভিং',
    detailsBn: 'হেডলাইট, চোখ ধাঁধানো আলো আর রাতে নিরাপদ গতি।',
    durationBn: '১ সপ্তাহ',
    dtBn: '১ ঘণ্টা',
    practicalBn: '১২ দিন',
    mechanicalBn: '৩ দিন',
  };

  it('are saved with a new course and read back by every public call', async () => {
    const cid = newId('bn');
    expect((await put('owner', cid, courseBody(c.image, bengali), 'create')).statusCode).toBe(201);
    const one = await c.t.app.inject({ method: 'GET', url: `/api/oneCourse/${cid}` });
    expect(one.json()).toMatchObject({ cid, title: 'Night Driving', ...bengali });
    const all = await c.t.app.inject({ method: 'GET', url: '/api/allcourse' });
    expect(all.json<Array<{ cid: string }>>().find((x) => x.cid === cid)).toMatchObject(bengali);
  });

  it('are empty for a course written only in English, so a page falls back to the English text', async () => {
    const cid = newId('en-only');
    expect((await put('owner', cid, courseBody(c.image), 'create')).statusCode).toBe(201);
    const one = await c.t.app.inject({ method: 'GET', url: `/api/oneCourse/${cid}` });
    expect(one.json()).toMatchObject({ title: 'Night Driving', titleBn: '', detailsBn: '', durationBn: '' });
  });

  it('stay when a client that knows only the English fields saves the course; an empty one removes it', async () => {
    const cid = newId('keep-bn');
    await insertCourse(cid, { titleBn: 'পুরোনো শিরোনাম', detailsBn: 'পুরোনো বিবরণ' });
    expect((await put('owner', cid, courseBody(c.image, { price: 5000 }), 'update')).statusCode).toBe(200);
    expect(await rowOf(cid)).toMatchObject({ price: 5000, titleBn: 'পুরোনো শিরোনাম', detailsBn: 'পুরোনো বিবরণ' });
    expect((await put('owner', cid, courseBody(c.image, { titleBn: '' }), 'update')).statusCode).toBe(200);
    expect(await rowOf(cid)).toMatchObject({ titleBn: '', detailsBn: 'পুরোনো বিবরণ' });
  });

  it('are found by the manage list search', async () => {
    const cid = newId('find-bn');
    await insertCourse(cid, { titleBn: 'সন্ধ্যার বিশেষ ক্লাস' });
    const res = await c.t.app.inject({
      method: 'GET',
      url: `/api/allcourse?q=${encodeURIComponent('সন্ধ্যার')}`,
      headers: c.headers('owner'),
    });
    expect(res.json<Array<{ cid: string }>>().map((x) => x.cid)).toEqual([cid]);
  });

  it('are held to the same lengths as the English ones', async () => {
    const res = await put('owner', newId('long-bn'), courseBody(c.image, { titleBn: 'ক'.repeat(201) }), 'create');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ titleBn: 'At most 200 characters' });
  });
});

describe('PUT /course validation', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing title', { title: undefined }, 'title'],
    ['an empty title', { title: '   ' }, 'title'],
    ['a price that is not a number', { price: 'abc' }, 'price'],
    ['a negative price', { price: -5 }, 'price'],
    ['a price with decimals', { price: 12.5 }, 'price'],
    ['a missing lesson count', { lesson: undefined }, 'lesson'],
    ['a missing daily time', { dt: '' }, 'dt'],
    ['an outside image address', { image: 'https://evil.example/x.png' }, 'image'],
    ['a script address as image', { image: 'javascript:alert(1)' }, 'image'],
    ['a private upload as image', { image: '/files/private/abc.png' }, 'image'],
    ['an over-long details text', { details: 'x'.repeat(5001) }, 'details'],
  ];
  for (const [name, over, field] of cases) {
    it(`refuses ${name} with 400 and a message for ${field}`, async () => {
      const cid = newId('bad');
      const res = await put('owner', cid, courseBody(c.image, over), 'create');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields?.[field]).toEqual(expect.any(String));
      expect(await rowOf(cid)).toBeUndefined();
    });
  }

  it('refuses a cid that cannot be part of an address', async () => {
    const res = await put('owner', 'has space', courseBody(c.image), 'create');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('cid');
  });

  it('refuses an unknown mode', async () => {
    const res = await c.t.app.inject({
      method: 'PUT',
      url: `/api/course?cid=${newId()}&mode=upsert`,
      headers: c.headers('owner'),
      payload: courseBody(c.image),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('mode');
  });

  it('refuses an upload address that does not exist, and a private upload', async () => {
    const ghost = await put(
      'owner',
      newId(),
      courseBody(c.image, { image: '/files/public/no-such-file.png' }),
      'create',
    );
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().fields).toEqual({ image: 'There is no such uploaded image. Upload it again.' });
    const privateUrl = await c.upload('private');
    const priv = await put('owner', newId(), courseBody(c.image, { image: privateUrl }), 'create');
    expect(priv.statusCode).toBe(400);
    expect(priv.json().fields).toHaveProperty('image');
  });

  it('a non-owner with an invalid body still gets 401/403, not a validation answer', async () => {
    const res = await put('admin', newId(), { title: '' }, 'create');
    expect(res.statusCode).toBe(403);
    expect((await put('anonymous', newId(), {}, 'create')).statusCode).toBe(401);
  });

  it('stores text as it was typed (the page escapes it), with the spec defaults accepted', async () => {
    const cid = newId('text');
    const res = await put(
      'owner',
      cid,
      courseBody(c.image, { title: '<img src=x onerror=alert(1)>', duration: undefined }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: '<img src=x onerror=alert(1)>', duration: '' });
  });
});

describe('deleting a course', () => {
  it('keeps the orders that booked it, with their snapshot', async () => {
    const cid = newId('booked');
    await insertCourse(cid, { title: 'Booked course', price: 8000 });
    const [order] = await c.t.database.db
      .insert(orders)
      .values({
        oid: 'OID12345678',
        userId: c.users.student.id,
        sid: c.users.student.sid,
        courseCid: cid,
        courseTitle: 'Booked course',
        coursePrice: 8000,
        courseImage: '/images/courses/auto-car.svg',
        courseDuration: '2 Weeks',
        courseLesson: 10,
        name: 'Student',
        email: c.users.student.email,
        phone1: '01700000000',
        phone2: '01800000000',
        fname: 'Father',
        mname: 'Mother',
        address: 'Khulna',
        emergency: '01900000000',
        sdate: '2026-02-01',
        nidImage: '/files/private/nid.png',
      })
      .returning();
    const res = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOneCourse/${cid}`,
      headers: c.headers('owner'),
    });
    expect(res.statusCode).toBe(200);
    const [kept] = await c.t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toEqual(order);
  });

  it('answers 404 for a cid that does not exist', async () => {
    const res = await c.t.app.inject({
      method: 'DELETE',
      url: '/api/deleteOneCourse/never-was',
      headers: c.headers('owner'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'COURSE_NOT_FOUND' });
  });

  it('needs a same-site Origin with the owner’s cookie', async () => {
    const cid = newId('csrf');
    await insertCourse(cid);
    const res = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOneCourse/${cid}`,
      headers: { cookie: c.users.owner.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await rowOf(cid)).toBeDefined();
  });
});

describe('the manage list', () => {
  it('filters by exact cid and pages with the total in x-total-count', async () => {
    const cid = newId('find');
    await insertCourse(cid);
    const found = await c.t.app.inject({ method: 'GET', url: `/api/allcourse?cid=${cid}` });
    expect(found.json<Array<{ cid: string }>>().map((x) => x.cid)).toEqual([cid]);
    expect(found.headers['x-total-count']).toBe('1');
    const partial = await c.t.app.inject({ method: 'GET', url: `/api/allcourse?cid=${cid.slice(0, -1)}` });
    expect(partial.json()).toEqual([]);

    const all = await c.t.app.inject({ method: 'GET', url: '/api/allcourse' });
    const total = all.json<unknown[]>().length;
    const page = await c.t.app.inject({ method: 'GET', url: '/api/allcourse?page=2&limit=2' });
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(page.json<Array<{ cid: string }>>().map((x) => x.cid)).toEqual(
      all
        .json<Array<{ cid: string }>>()
        .slice(2, 4)
        .map((x) => x.cid),
    );
  });

  it('finds courses by part of their id or title, ignoring case, and sorts by title or price', async () => {
    const tag = newId('zq');
    await insertCourse(`${tag}-a`, { title: `Bus Driving ${tag}`, price: 9000 });
    await insertCourse(`${tag}-b`, { title: `Auto Rickshaw ${tag}`, price: 2000 });
    const cids = async (query: string) =>
      (await c.t.app.inject({ method: 'GET', url: `/api/allcourse?page=1&limit=10&${query}` }))
        .json<Array<{ cid: string }>>()
        .map((x) => x.cid);
    expect(await cids(`q=${tag.toUpperCase()}&sort=title`)).toEqual([`${tag}-b`, `${tag}-a`]);
    expect(await cids(`q=${tag}&sort=-price`)).toEqual([`${tag}-a`, `${tag}-b`]);
    expect(await cids(`q=${encodeURIComponent(`rickshaw ${tag}`)}`)).toEqual([`${tag}-b`]);
    expect((await c.t.app.inject({ method: 'GET', url: '/api/allcourse?sort=seats' })).statusCode).toBe(400);
  });

  it('answers 400 for a bad page', async () => {
    const res = await c.t.app.inject({ method: 'GET', url: '/api/allcourse?page=0' });
    expect(res.statusCode).toBe(400);
  });
});

describe('course images', () => {
  it("an upload nobody claimed is not the owner's, so it cannot become a course picture", async () => {
    // An upload made without a session has no owner.
    const [anon] = await c.t.database.db
      .update(uploads)
      .set({ ownerId: null })
      .where(eq(uploads.storageKey, c.image.replace('/files/', '')))
      .returning();
    expect(anon?.ownerId).toBeNull();
    const res = await put('owner', newId('claim'), courseBody(c.image), 'create');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ image: 'There is no such uploaded image. Upload it again.' });
    // Earlier courses still show it, so the sweep keeps it however old it is.
    await c.t.database.db
      .update(uploads)
      .set({ updatedAt: new Date(0) })
      .where(eq(uploads.id, anon!.id));
    await sweepUploads(c.t.database.db, c.t.app.storage);
    const [row] = await c.t.database.db.select().from(uploads).where(eq(uploads.id, anon!.id));
    expect(row).toBeDefined();
  });
});
