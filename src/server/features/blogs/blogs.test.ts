import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogs } from '#server/db/schema/index.ts';
import { CALLERS, createContentTestApp, newId, type Caller, type ContentTestApp } from '#server/test/content-app.ts';

let c: ContentTestApp;
let images: { image1: string; image2: string; image3: string };

beforeAll(async () => {
  c = await createContentTestApp();
  images = { image1: await c.upload(), image2: await c.upload(), image3: await c.upload() };
});
afterAll(async () => {
  await c.t.close();
});

const blogText = (over: Record<string, unknown> = {}) => ({
  title1: 'Before your first lesson',
  details1: 'Sleep well and bring your learner licence.',
  title2: 'On the road',
  details2: 'Mirrors, signal, manoeuvre.',
  title3: 'After the lesson',
  details3: 'Write down what you learned.',
  date: '2026-01-15',
  ...over,
});

const put = (caller: Caller, bid: string, body: object, mode?: 'create' | 'update') =>
  c.put('blog', caller, bid, body, mode);

async function insertBlog(bid: string, over: Partial<typeof blogs.$inferInsert> = {}) {
  const [row] = await c.t.database.db
    .insert(blogs)
    .values({
      bid,
      ...blogText(),
      image1: '/images/courses/auto-car.svg',
      image2: '/images/courses/manual-car.svg',
      image3: '/images/courses/motorcycle.svg',
      ...over,
    })
    .returning();
  return row!;
}

/** Every English text field and the date, each with a value of its own, as an edit sends them. */
const EDITED = {
  title1: 'T1',
  details1: 'D1',
  title2: 'T2',
  details2: 'D2',
  title3: 'T3',
  details3: 'D3',
  date: '2026-03-04',
};
const rowOf = async (bid: string) => (await c.t.database.db.select().from(blogs).where(eq(blogs.bid, bid)).limit(1))[0];

const ownerOnly: Record<Caller, number> = { anonymous: 401, student: 403, teacher: 403, admin: 403, owner: 200 };

describe('blog calls × callers', () => {
  for (const caller of CALLERS) {
    it(`PUT /blog (create) as ${caller}`, async () => {
      const bid = newId('create');
      const res = await put(caller, bid, { ...blogText(), ...images, bid }, 'create');
      expect(res.statusCode).toBe(caller === 'owner' ? 201 : ownerOnly[caller]);
      if (caller === 'owner') {
        // Sent in English only: the Bengali twins are there, empty (pages then show the English).
        const noBengali = Object.fromEntries(
          ['title1Bn', 'details1Bn', 'title2Bn', 'details2Bn', 'title3Bn', 'details3Bn'].map((k) => [k, '']),
        );
        expect(res.json()).toEqual({ _id: expect.any(String), bid, ...blogText(), ...noBengali, ...images });
        expect((await rowOf(bid))?.createdBy).toBe(c.users.owner.id);
      } else {
        // A signed-in caller is told who may (the owner); nothing else comes back.
        expect(Object.keys(res.json()).sort()).toEqual(
          caller === 'anonymous' ? ['code', 'message'] : ['code', 'message', 'params'],
        );
        expect(await rowOf(bid)).toBeUndefined();
      }
    });

    it(`PUT /blog (update) as ${caller}`, async () => {
      const bid = newId('update');
      const before = await insertBlog(bid);
      const res = await put(caller, bid, blogText({ title2: 'Changed' }), 'update');
      expect(res.statusCode).toBe(ownerOnly[caller]);
      const after = await rowOf(bid);
      if (caller === 'owner') {
        expect(after?.title2).toBe('Changed');
        // The edit form does not send images: they stay as they were.
        expect([after?.image1, after?.image2, after?.image3]).toEqual([before.image1, before.image2, before.image3]);
      } else {
        expect(after).toEqual(before);
      }
    });

    it(`DELETE /deleteOneBlog/{bid} as ${caller}`, async () => {
      const bid = newId('delete');
      await insertBlog(bid);
      const res = await c.t.app.inject({
        method: 'DELETE',
        url: `/api/deleteOneBlog/${bid}`,
        headers: c.headers(caller),
      });
      expect(res.statusCode).toBe(ownerOnly[caller]);
      if (caller === 'owner') expect(await rowOf(bid)).toBeUndefined();
      else expect(await rowOf(bid)).toBeDefined();
    });

    it(`GET /allblog and /oneBlog/{bid} are public — as ${caller}`, async () => {
      const bid = newId('read');
      await insertBlog(bid);
      const all = await c.t.app.inject({ method: 'GET', url: '/api/allblog', headers: c.headers(caller) });
      expect(all.statusCode).toBe(200);
      expect(all.json<Array<{ bid: string }>>().map((b) => b.bid)).toContain(bid);
      const one = await c.t.app.inject({ method: 'GET', url: `/api/oneBlog/${bid}`, headers: c.headers(caller) });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ bid, title1: 'Before your first lesson' });
      expect(one.json()).not.toHaveProperty('createdBy');
    });
  }
});

describe('PUT /blog never overwrites by accident', () => {
  it('a create with an existing bid is 409 and the post stays exactly as it was', async () => {
    const bid = newId('dup');
    const before = await insertBlog(bid);
    const res = await put('owner', bid, { ...blogText({ title1: 'Overwrite' }), ...images, bid }, 'create');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'BLOG_EXISTS',
      message: 'A blog with this id already exists. Choose another blog id.',
      // The page names the id it refused (its own words, from this value).
      params: { bid },
    });
    expect(await rowOf(bid)).toEqual(before);
  });

  it('without a mode a PUT is a create, so it cannot overwrite either', async () => {
    const bid = newId('nomode');
    const before = await insertBlog(bid);
    expect((await put('owner', bid, { ...blogText(), ...images })).statusCode).toBe(409);
    expect(await rowOf(bid)).toEqual(before);
  });

  it('an update of a bid that does not exist is 404 and creates nothing', async () => {
    const bid = newId('missing');
    const res = await put('owner', bid, blogText(), 'update');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BLOG_NOT_FOUND' });
    expect(await rowOf(bid)).toBeUndefined();
  });

  it('an update cannot move a post to another bid', async () => {
    const bid = newId('keep');
    const before = await insertBlog(bid);
    const res = await put('owner', bid, { ...blogText(), bid: 'elsewhere' }, 'update');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ bid: 'Does not match the bid in the address' });
    expect(await rowOf(bid)).toEqual(before);
  });

  it('an update changes every text field to its own value', async () => {
    const bid = newId('edit');
    await insertBlog(bid);
    const next = EDITED;
    const res = await put('owner', bid, { ...next, bid }, 'update');
    expect(res.statusCode).toBe(200);
    const one = await c.t.app.inject({ method: 'GET', url: `/api/oneBlog/${bid}` });
    expect(one.json()).toMatchObject(next);
  });
});

describe('Bengali titles and texts beside the English ones', () => {
  it('are saved, read back, kept when an old client saves without them, and found by the search', async () => {
    const bid = newId('bn');
    await insertBlog(bid);
    const english = EDITED;
    const bengali = { title1Bn: 'বর্ষায় গাড়ি চালানো', details1Bn: 'ভেজা রাস্তায় ব্রেক আগে চাপুন।', title3Bn: 'শেষ কথা' };
    expect((await put('owner', bid, { ...english, ...bengali, bid }, 'update')).statusCode).toBe(200);
    const one = await c.t.app.inject({ method: 'GET', url: `/api/oneBlog/${bid}` });
    expect(one.json()).toMatchObject({ ...english, ...bengali, title2Bn: '', details2Bn: '', details3Bn: '' });

    // A client that knows only the spec's fields keeps the Bengali texts.
    expect((await put('owner', bid, { ...english, title2: 'T2 again', bid }, 'update')).statusCode).toBe(200);
    expect(await rowOf(bid)).toMatchObject({ title2: 'T2 again', title1Bn: 'বর্ষায় গাড়ি চালানো' });

    const found = await c.t.app.inject({ method: 'GET', url: `/api/allblog?q=${encodeURIComponent('বর্ষায়')}` });
    expect(found.json<Array<{ bid: string }>>().map((b) => b.bid)).toEqual([bid]);
  });
});

describe('PUT /blog validation', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing title1', { title1: undefined }, 'title1'],
    ['an empty details2', { details2: ' ' }, 'details2'],
    ['a missing title3', { title3: undefined }, 'title3'],
    ['a date that is not a date', { date: '15/01/2026' }, 'date'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date'],
    ['an outside image', { image2: 'https://evil.example/a.png' }, 'image2'],
  ];
  for (const [name, over, field] of cases) {
    it(`refuses ${name} with 400 and a message for ${field}`, async () => {
      const bid = newId('bad');
      const res = await put('owner', bid, { ...blogText(), ...images, ...over }, 'create');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields?.[field]).toEqual(expect.any(String));
      expect(await rowOf(bid)).toBeUndefined();
    });
  }

  it('a create needs all three images', async () => {
    const bid = newId('noimg');
    const res = await put('owner', bid, { ...blogText(), image1: images.image1 }, 'create');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ image2: 'Required', image3: 'Required' });
    expect(await rowOf(bid)).toBeUndefined();
  });

  it('an image that was never uploaded is refused and nothing is saved', async () => {
    const bid = newId('ghost');
    const res = await put('owner', bid, { ...blogText(), ...images, image3: '/files/public/ghost.png' }, 'create');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ image3: 'There is no such uploaded image. Upload it again.' });
    expect(await rowOf(bid)).toBeUndefined();
  });

  it('a blog id with a slash or a space is refused', async () => {
    expect((await put('owner', 'a b', { ...blogText(), ...images }, 'create')).statusCode).toBe(400);
    expect((await put('owner', 'a/b', { ...blogText(), ...images }, 'create')).statusCode).toBe(400);
  });
});

describe('reading the blog', () => {
  it('lists newest first, pages with x-total-count, and finds one post by exact bid', async () => {
    // Dates in 2031 put these three ahead of every other post in this file.
    const first = newId('old');
    const second = newId('mid');
    const third = newId('new');
    await insertBlog(second, { date: '2031-05-02' });
    await insertBlog(first, { date: '2031-05-01' });
    await insertBlog(third, { date: '2031-05-03' });
    const res = await c.t.app.inject({ method: 'GET', url: '/api/allblog?page=1&limit=3' });
    expect(res.json<Array<{ bid: string }>>().map((b) => b.bid)).toEqual([third, second, first]);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const page2 = await c.t.app.inject({ method: 'GET', url: '/api/allblog?page=2&limit=3' });
    expect(page2.json<Array<{ bid: string }>>().map((b) => b.bid)).not.toContain(third);

    const found = await c.t.app.inject({ method: 'GET', url: `/api/allblog?bid=${second}` });
    expect(found.json<Array<{ bid: string }>>().map((b) => b.bid)).toEqual([second]);
    expect(found.headers['x-total-count']).toBe('1');
    const none = await c.t.app.inject({ method: 'GET', url: `/api/allblog?bid=${encodeURIComponent('no such id')}` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('finds posts by part of their id or any title, and sorts oldest first or by title', async () => {
    const tag = newId('zq');
    await insertBlog(`${tag}-1`, { date: '2025-01-02', title1: 'Zebra crossings', title3: `Rules ${tag}` });
    await insertBlog(`${tag}-2`, { date: '2025-01-01', title1: 'Abs brakes', title2: `Brakes ${tag}` });
    const bids = async (query: string) =>
      (await c.t.app.inject({ method: 'GET', url: `/api/allblog?page=1&limit=10&${query}` }))
        .json<Array<{ bid: string }>>()
        .map((b) => b.bid);
    expect(await bids(`q=${tag}`)).toEqual([`${tag}-1`, `${tag}-2`]);
    expect(await bids(`q=${tag}&sort=date`)).toEqual([`${tag}-2`, `${tag}-1`]);
    expect(await bids(`q=${tag}&sort=title`)).toEqual([`${tag}-2`, `${tag}-1`]);
    expect(await bids(`q=${encodeURIComponent(`rules ${tag}`.toUpperCase())}`)).toEqual([`${tag}-1`]);
    expect((await c.t.app.inject({ method: 'GET', url: '/api/allblog?sort=views' })).statusCode).toBe(400);
  });

  it('answers 404 BLOG_NOT_FOUND for an unknown post', async () => {
    const res = await c.t.app.inject({ method: 'GET', url: '/api/oneBlog/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'BLOG_NOT_FOUND', message: 'There is no blog with this id.' });
  });

  it('deletes by bid and answers 404 when there is nothing to delete', async () => {
    const bid = newId('gone');
    const keep = newId('stays');
    await insertBlog(bid);
    await insertBlog(keep);
    const res = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOneBlog/${bid}`,
      headers: c.headers('owner'),
    });
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await rowOf(keep)).toBeDefined();
    const again = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOneBlog/${bid}`,
      headers: c.headers('owner'),
    });
    expect(again.statusCode).toBe(404);
  });
});
