import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, uploads } from '#server/db/schema/index.ts';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import type { TestUser } from '#server/test/users.ts';
import { ORIGIN } from '#server/test/http.ts';
import { addCourse, bookingBody, deleteAs, getAs, putOrder, uploadNid } from '#server/test/orders.ts';
import { uploadKeyFromUrl } from '#shared/uploads.ts';
import { UNUSED_UPLOAD_TTL_MS, sweepUploads } from './uploads.service';

/**
 * No orphans: an upload nothing uses is removed once it has sat untouched for a day, whatever left
 * it behind (a form never sent, a replaced photo, a crash while an order was being deleted), and an
 * upload in use is never removed.
 */

const DATA_DIR = `/tmp/sweep-test-${process.pid}-${Date.now()}`;
let t: TestSchool;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestSchool({ PUBLIC_URL: ORIGIN, DATA_DIR });
  ({ student, admin } = t);
  await addCourse(t, 'car1');
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

const fileOf = (url: string) => join(DATA_DIR, 'uploads', uploadKeyFromUrl(url)!);
const rowOf = async (url: string) =>
  (
    await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, uploadKeyFromUrl(url)!))
  )[0];
/** Makes an upload look as if it was last touched `hours` ago. */
const age = (url: string, hours: number) =>
  t.database.db
    .update(uploads)
    .set({ updatedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(uploads.storageKey, uploadKeyFromUrl(url)!));
const sweep = (opts: { now?: Date } = {}) => sweepUploads(t.database.db, t.app.storage, opts);
const aDayLater = () => new Date(Date.now() + UNUSED_UPLOAD_TTL_MS + 60_000);

async function expectGone(url: string) {
  expect(await rowOf(url)).toBeUndefined();
  expect(existsSync(fileOf(url))).toBe(false);
  expect((await getAs(t, admin, url)).statusCode).toBe(404);
}
async function expectKept(url: string) {
  expect(await rowOf(url)).toBeDefined();
  expect(existsSync(fileOf(url))).toBe(true);
}

describe('the upload sweep', () => {
  it('removes a private upload unused for over a day, keeps a younger one and one in use', async () => {
    const old = await uploadNid(t, student);
    const young = await uploadNid(t, student);
    const attached = await uploadNid(t, student);
    expect((await putOrder(t, student, bookingBody('car1', attached))).statusCode).toBe(201);
    await age(old, 25);
    await age(young, 23);
    await age(attached, 24 * 400);

    await sweep();
    await expectGone(old);
    await expectKept(young);
    await expectKept(attached);
    expect((await getAs(t, student, attached)).statusCode).toBe(200);
  });

  it('removes public uploads nothing shows, never an account photo or a course picture', async () => {
    const stray = await uploadNid(t, student, 'public');
    const photo = await uploadNid(t, student, 'public');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { image: photo },
      headers: { cookie: student.cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    const picture = await uploadNid(t, admin, 'public');
    await addCourse(t, 'pic1');
    await t.database.db.execute(sql`update courses set image = ${picture} where cid = 'pic1'`);
    for (const url of [stray, photo, picture]) await age(url, 48);

    await sweep();
    await expectGone(stray);
    await expectKept(photo);
    await expectKept(picture);
  });

  it('two sweeps at once (two app processes) remove each upload once, without errors', async () => {
    const urls = await Promise.all(Array.from({ length: 6 }, () => uploadNid(t, student)));
    for (const url of urls) await age(url, 30);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBe(6);
    for (const url of urls) await expectGone(url);
  });
});

describe('deleting an order and its NID image', () => {
  it('removes both at once', async () => {
    const nid = await uploadNid(t, student);
    const booked = await putOrder(t, student, bookingBody('car1', nid));
    const res = await deleteAs(t, admin, `/api/deleteOneOrder/${booked.json().oid}`);
    expect(res.statusCode).toBe(200);
    await expectGone(nid);
  });

  it('leaves nothing behind after a crash between the order delete and the file delete', async () => {
    // The file cannot be removed (a full disk, a storage outage, the process killed mid-way).
    const nid = await uploadNid(t, student);
    const booked = await putOrder(t, student, bookingBody('car1', nid));
    const storage = t.app.storage;
    const remove = storage.remove;
    storage.remove = () => Promise.reject(new Error('storage is down'));
    try {
      const res = await deleteAs(t, admin, `/api/deleteOneOrder/${booked.json().oid}`);
      expect(res.statusCode).toBe(200);
    } finally {
      storage.remove = remove;
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.oid, booked.json().oid));
    expect(order).toBeUndefined();
    await expectKept(nid);

    // The process died right after deleting the order row, before touching the image at all.
    const nid2 = await uploadNid(t, student);
    const booked2 = await putOrder(t, student, bookingBody('car1', nid2));
    await t.database.db.delete(orders).where(eq(orders.oid, booked2.json().oid));
    await expectKept(nid2);

    // The hourly sweep, once the images have sat unused for a day, removes both.
    await sweep({ now: aDayLater() });
    await expectGone(nid);
    await expectGone(nid2);
  });

  it('keeps the image when the storage refuses it again, and retries on the next sweep', async () => {
    const nid = await uploadNid(t, student);
    await age(nid, 30);
    const storage = t.app.storage;
    const remove = storage.remove;
    storage.remove = () => Promise.reject(new Error('storage is down'));
    try {
      expect(await sweep()).toBe(0);
    } finally {
      storage.remove = remove;
    }
    await expectKept(nid);
    expect(await sweep()).toBe(1);
    await expectGone(nid);
  });
});
