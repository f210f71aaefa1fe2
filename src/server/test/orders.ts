import { courses } from '#server/db/schema/index.ts';
import type { TestApp } from '#server/test/app.ts';
import { send, uploadAs } from '#server/test/http.ts';
import type { TestUser } from '#server/test/users.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';

/**
 * Test helpers for the order API tests (not part of the app). A course of 20 lessons unless `fields`
 * says otherwise (a short one makes a student ready after a lesson or two).
 */
export async function addCourse(
  t: TestApp,
  cid: string,
  price = 12000,
  fields: { titleBn?: string; durationBn?: string; dt?: string; dtBn?: string; lesson?: number } = {},
) {
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
    ...fields,
  });
}

/** Uploads a test image as the user's private identity document; returns its URL. */
export const uploadNid = (t: TestApp, user: TestUser, kind: 'private' | 'public' = 'private') =>
  uploadAs(t.app, user, kind);

export function tomorrow(): string {
  return addDays(todayInDhaka(), 1);
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
  return send(t.app, user, {
    method: 'PUT',
    url: `/api/order${opts.oid !== undefined ? `?oid=${encodeURIComponent(opts.oid)}` : ''}`,
    payload: payload as Record<string, unknown>,
    headers: opts.headers,
  });
}

export const getAs = (t: TestApp, user: TestUser | null, url: string) => send(t.app, user, { method: 'GET', url });
export const deleteAs = (t: TestApp, user: TestUser | null, url: string) =>
  send(t.app, user, { method: 'DELETE', url });
