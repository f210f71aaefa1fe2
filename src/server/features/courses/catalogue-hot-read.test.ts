import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { addCourse } from '#server/test/orders.ts';
import type { Course } from '#shared/schemas/course.ts';

/**
 * The catalogue's hot read, over a real socket (requests made in-process never pass it): the same
 * bytes and headers as the app's own answer, in each encoding a browser asks for, and never an old
 * catalogue after the owner changes a course.
 */
const OWNER_EMAIL = 'owner@school.test';
let t: TestApp;
let owner: TestUser;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (a: Answer) =>
  a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body)
      : a.body;

/** The headers that belong to the address, not to one answer. */
const addressHeaders = (a: Answer) => {
  const { date: _d, 'x-request-id': id, 'content-length': _l, connection: _c, 'keep-alive': _k, ...rest } = a.headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return rest;
};

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  for (let i = 0; i < 6; i++) await addCourse(t, `course-${i}`, 5000 + i);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

describe(`the catalogue's hot read (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers with the bytes and headers of the app’s own answer, plain, brotli and gzip', async () => {
    const first = await get('/api/allcourse'); // the app answers, and its headers are kept
    expect(first.status).toBe(200);
    expect(t.app.hotReads.hits).toBe(0);
    expect(first.body.length).toBeGreaterThan(1024);
    for (const accept of [undefined, 'gzip, deflate, br', 'gzip', 'br;q=0.5, gzip;q=1', '*']) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const app = await t.app.inject({ method: 'GET', url: '/api/allcourse', headers });
      const hot = await get('/api/allcourse', headers);
      expect(hot.status).toBe(200);
      expect(hot.headers['content-encoding'], accept).toBe(app.headers['content-encoding']);
      expect(addressHeaders(hot), accept).toEqual(
        addressHeaders({ status: app.statusCode, headers: app.headers, body: app.rawPayload }),
      );
      expect(decoded(hot).toString('utf8'), accept).toBe(
        decoded({ status: app.statusCode, headers: app.headers, body: app.rawPayload }).toString('utf8'),
      );
      expect(Number(hot.headers['content-length'])).toBe(hot.body.length);
    }
    expect(t.app.hotReads.hits).toBe(5);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('shows a course the owner changed at once, and leaves a paged or filtered list to the app', async () => {
    await get('/api/allcourse');
    const res = await send(t.app, owner, {
      method: 'PUT',
      url: '/api/course?cid=course-0&mode=update',
      payload: { ...(await t.app.inject('/api/oneCourse/course-0')).json<Course>(), title: 'Renamed Course' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const hits = t.app.hotReads.hits;
    const after = JSON.parse((await get('/api/allcourse')).body.toString('utf8')) as Course[];
    expect(after.find((c) => c.cid === 'course-0')?.title).toBe('Renamed Course');
    // The write dropped the copy: the app answered and loaded it again; the next read is hot again.
    expect(t.app.hotReads.hits).toBe(hits);
    await get('/api/allcourse');
    expect(t.app.hotReads.hits).toBe(hits + 1);

    const paged = await get('/api/allcourse?page=1&limit=2');
    expect(paged.status).toBe(200);
    expect(paged.headers['x-total-count']).toBe('6');
    expect((JSON.parse(paged.body.toString('utf8')) as Course[]).length).toBe(2);
  });
});
