import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '#server/test/app.ts';
import { createTestSchool } from '#server/test/school.ts';
import { sessionHeaders, uploadAs } from '#server/test/http.ts';
import type { TestUser } from '#server/test/users.ts';

/** The five kinds of caller every course and blog call is tried with. */
export type Caller = 'anonymous' | 'student' | 'teacher' | 'admin' | 'owner';
export const CALLERS: Caller[] = ['anonymous', 'student', 'teacher', 'admin', 'owner'];

export const OWNER_EMAIL = 'owner@school.test';

export interface ContentTestApp {
  t: TestApp;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  headers(caller: Caller): Record<string, string>;
  /** A real public upload made by the owner; answers its /files/public/… URL. */
  upload(kind?: 'public' | 'private'): Promise<string>;
  /** One such upload, made at set-up, for the bodies that need an image. */
  image: string;
  /** PUT /api/course?cid=… or /api/blog?bid=… as `caller`, with `&mode=` when a mode is given. */
  put(
    kind: 'course' | 'blog',
    caller: Caller,
    id: string,
    body: object,
    mode?: 'create' | 'update',
  ): Promise<LightMyRequestResponse>;
}

let seq = 0;
/** A course or blog id no other test has taken: `prefix-<time>-<n>`. */
export const newId = (prefix = 'id') => `${prefix}-${Date.now().toString(36)}-${++seq}`;

/** A valid course body that shows `image`, with `over` laid on top. */
export const courseBody = (image: string, over: Record<string, unknown> = {}) => ({
  title: 'Night Driving',
  details: 'Headlights, glare and <b>safe</b> speeds after dark.',
  price: 4500,
  lesson: 6,
  duration: '1 Week',
  dt: '1 Hour',
  practical: '12 Days',
  mechanical: '3 Days',
  image,
  ...over,
});

/**
 * Set-up shared by the course and blog API tests: a fresh app whose OWNER_EMAIL belongs to an
 * admin account, another admin who is not the owner, a teacher and a student.
 */
export async function createContentTestApp(): Promise<ContentTestApp> {
  const t = await createTestSchool({ OWNER_EMAIL });
  const users = { student: t.student, teacher: t.teacher, admin: t.admin, owner: t.owner };
  const headers = (caller: Caller) => sessionHeaders(caller === 'anonymous' ? null : users[caller]);
  const upload = (kind: 'public' | 'private' = 'public') => uploadAs(t.app, users.owner, kind);
  const put: ContentTestApp['put'] = (kind, caller, id, body, mode) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${kind}?${kind === 'course' ? 'cid' : 'bid'}=${encodeURIComponent(id)}${mode ? `&mode=${mode}` : ''}`,
      headers: headers(caller),
      payload: body,
    });
  return { t, users, headers, upload, image: await upload(), put };
}
