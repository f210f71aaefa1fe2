import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '#server/test/app.ts';
import { createTestSchool } from '#server/test/school.ts';
import { send, uploadAs } from '#server/test/http.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { addCourse, bookingBody } from '#server/test/orders.ts';
import { profileBody } from '#server/test/profiles.ts';

/** Shared seed for the permission matrix and the fuzz tests (test code, not part of the app). */
export const OWNER_EMAIL = 'owner@school.test';
export const CALLERS = ['anonymous', 'studentA', 'studentB', 'teacher', 'admin', 'owner'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Seed {
  t: TestApp;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  courseCid: string;
  blogBid: string;
  /** Student A's own things. */
  a: { oid: string; nidUrl: string; photoUrl: string; profileId: string; dob: string };
  close(): Promise<void>;
}

export { profileBody };

export const courseBody = (cid: string) => ({
  cid,
  title: 'Car driving',
  details: 'Twenty lessons',
  price: 12000,
  lesson: 20,
  duration: '1 Month',
  dt: '1 hour',
  practical: '12 Days',
  mechanical: '3 Days',
  image: '',
});

export const blogBody = (bid: string) => ({
  bid,
  title1: 'Road safety',
  details1: 'Look twice.',
  title2: 'Signals',
  details2: 'Indicate early.',
  title3: 'Parking',
  details3: 'Slowly.',
  date: '2026-01-15',
  image1: '/images/courses/cid1.svg',
  image2: '/images/courses/cid1.svg',
  image3: '/images/courses/cid1.svg',
});

/** Saves a profile for `user` (their own photo upload) and returns its _id. */
export async function saveOwnProfile(app: FastifyInstance, user: TestUser, dob = '2001-05-17') {
  const photo = await uploadAs(app, user, 'public');
  const res = await send(app, user, { method: 'PUT', url: '/api/profile', payload: profileBody(photo, { dob }) });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ _id: string }>()._id, photo };
}

/** Books the course for `user` with a fresh private NID upload; returns the OID. */
export async function bookFor(app: FastifyInstance, user: TestUser, cid: string) {
  const nid = await uploadAs(app, user, 'private');
  const res = await send(app, user, { method: 'PUT', url: '/api/order', payload: bookingBody(cid, nid) });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return { oid: res.json<{ oid: string }>().oid, nid };
}

/** A seeded app: one user per role (the owner by OWNER_EMAIL), a course, a blog, and student A's data. */
export async function createSeed(): Promise<Seed> {
  const smtp = await startTestSmtp();
  // The message queue waits for a drain: the "nothing written" checks compare database snapshots.
  const t = await createTestSchool({ OWNER_EMAIL, SMTP_URL: smtp.url, MESSAGE_POLL_MS: '600000' });
  const users = {
    studentA: t.student,
    studentB: await createUser(t, 'student'),
    teacher: t.teacher,
    admin: t.admin,
    owner: t.owner,
  };
  const courseCid = 'car1';
  await addCourse(t, courseCid);
  const blogBid = 'blog1';
  const blog = await send(t.app, users.owner, {
    method: 'PUT',
    url: `/api/blog?bid=${blogBid}`,
    payload: blogBody(blogBid),
  });
  if (blog.statusCode !== 201) throw new Error(`blog failed: ${blog.statusCode} ${blog.body}`);
  const dob = '2001-05-17';
  const profile = await saveOwnProfile(t.app, users.studentA, dob);
  const booking = await bookFor(t.app, users.studentA, courseCid);
  // Student B has data of their own too, so a leak of it would show.
  await saveOwnProfile(t.app, users.studentB, '1999-02-03');
  await bookFor(t.app, users.studentB, courseCid);
  return {
    t,
    users,
    courseCid,
    blogBid,
    a: { oid: booking.oid, nidUrl: booking.nid, photoUrl: profile.photo, profileId: profile.id, dob },
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/**
 * The routes Fastify has, as `METHOD path` (HEAD twins left out: Fastify adds one per GET).
 * printRoutes nests a route under another whose path is a prefix of its own (`/api/contact`, then
 * `-messages` below it), so each line's segment is joined to its parent's path by indentation.
 * It prints the /api/auth/* catch-all as `*`; hasRoute confirms which one it is.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    let path = (depth > 0 ? parents[depth - 1]! : '') + m[2]!;
    if (path === '*') {
      if (!app.hasRoute({ method: 'POST', url: '/api/auth/*' })) throw new Error('unknown wildcard route');
      path = '/api/auth/*';
    }
    parents[depth] = path;
    for (const method of m[3]!.split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push(`${method} ${path}`);
    }
  }
  return out.sort();
}

/** Row counts and a content hash of every table in the public schema. */
export async function snapshotDatabase(t: TestApp, skip: string[] = []): Promise<Record<string, string>> {
  const db = t.database.db;
  const tables = (
    await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const name of tables) {
    if (skip.includes(name)) continue;
    const res = await db.execute<{ n: string; h: string | null }>(
      sql`select count(*)::text as n, md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) as h from ${sql.identifier(name)} x`,
    );
    const row = res.rows[0]!;
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}
