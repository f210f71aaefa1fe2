import { createTestApp, type TestApp } from '../../test/app';
import { sessionHeaders, uploadAs } from '../../test/http';
import { createUser, type TestUser } from '../../test/users';

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
}

/**
 * Set-up shared by the course and blog API tests: a fresh app whose OWNER_EMAIL belongs to an
 * admin account, another admin who is not the owner, a teacher and a student.
 */
export async function createContentTestApp(): Promise<ContentTestApp> {
  const t = await createTestApp({ OWNER_EMAIL });
  const users = {
    student: await createUser(t, 'student'),
    teacher: await createUser(t, 'teacher'),
    admin: await createUser(t, 'admin'),
    owner: await createUser(t, 'admin', OWNER_EMAIL),
  };
  const headers = (caller: Caller) => sessionHeaders(caller === 'anonymous' ? null : users[caller]);
  const upload = (kind: 'public' | 'private' = 'public') => uploadAs(t.app, users.owner, kind);
  return { t, users, headers, upload };
}
