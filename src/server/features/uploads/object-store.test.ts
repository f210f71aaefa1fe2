import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createTestDatabase } from '#server/test/database.ts';
import { ORIGIN, multipart, nextIp, send, sendUpload, testImage } from '#server/test/http.ts';
import { startTestObjectStore, type TestObjectStore } from '#server/test/object-store.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { uploadKeyFromUrl } from '#shared/uploads.ts';
import { UNUSED_UPLOAD_TTL_MS, sweepUploads } from './uploads.service';

/**
 * Two app instances, each with its own data folder, on one database and one S3-compatible bucket,
 * as two app servers on two machines would run: what one stores, the other serves, under the
 * same rules as files on disk.
 */

let objectStore: TestObjectStore;
let database: Database;
let a: TestApp;
let b: TestApp;
let student: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  objectStore = await startTestObjectStore(['school-uploads']);
  database = await createTestDatabase();
  a = await createTestApp(objectStore.env('school-uploads', 'khulna'), { database });
  b = await createTestApp(objectStore.env('school-uploads', 'khulna'), { database });
  student = await createUser(a, 'student');
  stranger = await createUser(a, 'student');
  admin = await createUser(a, 'admin');
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  await objectStore?.close();
});

async function upload(t: TestApp, image: Buffer, user: TestUser | null, kind: 'public' | 'private') {
  const body = multipart(image, 'photo.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { cookie: user.cookie, origin: ORIGIN } : {}) },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { display_url: string } }>().data.display_url;
}

const get = (t: TestApp, url: string, user: TestUser | null = null) => send(t.app, user, { method: 'GET', url });

describe('uploads in an object store shared by two app instances', () => {
  it('serves on B what was uploaded through A, the same bytes, and keeps nothing in either data folder', async () => {
    const url = await upload(a, await testImage('png', 40, 30), null, 'public');
    expect(url).toMatch(/^\/files\/public\//);
    const fromA = await get(a, url);
    const fromB = await get(b, url);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe(fromA.headers['content-type']);
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    const stored = await b.app.storage.get(uploadKeyFromUrl(url)!);
    expect(stored?.equals(fromB.rawPayload)).toBe(true);
    for (const t of [a, b]) expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
  });

  it('serves a private upload made through A only to its owner and staff on B', async () => {
    const url = await upload(a, await testImage('png', 50, 40), student, 'private');
    expect(url).toMatch(/^\/files\/private\//);

    // The answers a stranger and an anonymous visitor get are the ones they get for a file on disk.
    const anonymous = await get(b, url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const other = await get(b, url, stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });

    const own = await get(b, url, student);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const staff = await get(b, url, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it('gives browsers only /files/ addresses, never the bucket', async () => {
    const res = await sendUpload(b.app, student, 'private');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(objectStore.endpoint);
    expect(res.body).not.toContain('school-uploads');
    const served = await get(a, res.json<{ data: { url: string } }>().data.url, student);
    expect(JSON.stringify(served.headers)).not.toContain(objectStore.endpoint);
  });

  it('answers 404 for an address no upload has, as on disk', async () => {
    const missing = await get(b, '/files/private/00000000-0000-4000-8000-000000000000.jpg', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets either instance sweep an unused upload out of the bucket', async () => {
    const url = await upload(a, await testImage('png', 30, 30), null, 'public');
    const key = uploadKeyFromUrl(url)!;
    const aDayLater = new Date(Date.now() + UNUSED_UPLOAD_TTL_MS + 1000);
    expect(await sweepUploads(b.database.db, b.app.storage, { now: aDayLater })).toBeGreaterThanOrEqual(1);
    expect(await a.app.storage.stream(key)).toBeNull();
    expect((await get(a, url)).statusCode).toBe(404);
  });
});
