import sharp from 'sharp';
import { courses } from '../../db/schema';
import type { TestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { todayInDhaka } from '../../../shared/schemas/order';

/** Test helpers for the order API tests (not part of the app). */
export const ORIGIN = 'http://school.test';

let ip = 0;
/** A client address of its own per call, so the upload rate limit never decides a test. */
export const nextIp = () => `10.44.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

export async function addCourse(t: TestApp, cid: string, price = 12000) {
  await t.database.db.insert(courses).values({
    cid,
    title: `Course ${cid}`,
    details: 'Details',
    price,
    lesson: 20,
    duration: '1 Month',
    dt: '1 hour',
    practical: '12 Days',
    mechanical: '3 Days',
    image: `/images/courses/${cid}.svg`,
  });
}

export const jpeg = (w = 32, h = 24) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

export function multipart(file: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = '----orders' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads an image as the user's private identity document; returns its URL. */
export async function uploadNid(t: TestApp, user: TestUser, kind: 'private' | 'public' = 'private'): Promise<string> {
  const body = multipart(await jpeg(), 'nid.jpg', 'image/jpeg');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie, origin: ORIGIN },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { display_url: string } }>().data.display_url;
}

export function tomorrow(): string {
  return new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function bookingBody(cid: string, image: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Nusrat Jahan',
    phone1: '01712345678',
    phone2: '+8801812345678',
    fname: 'Abdul Karim',
    mname: 'Rokeya Begum',
    address: 'House 5, KDA Avenue, Khulna',
    emergency: '01912345678',
    sdate: tomorrow(),
    cupon: '',
    image,
    course: { cid },
    ...extra,
  };
}

export function putOrder(
  t: TestApp,
  user: TestUser | null,
  payload: unknown,
  opts: { oid?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/order${opts.oid !== undefined ? `?oid=${encodeURIComponent(opts.oid)}` : ''}`,
    payload: payload as Record<string, unknown>,
    headers: { ...(user ? { cookie: user.cookie, origin: ORIGIN } : {}), ...opts.headers },
    remoteAddress: nextIp(),
  });
}

export function getAs(t: TestApp, user: TestUser | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {}, remoteAddress: nextIp() });
}

export function deleteAs(t: TestApp, user: TestUser | null, url: string) {
  return t.app.inject({
    method: 'DELETE',
    url,
    headers: user ? { cookie: user.cookie, origin: ORIGIN } : {},
    remoteAddress: nextIp(),
  });
}
