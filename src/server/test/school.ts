import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp, type TestAppDeps } from './app';
import { send } from './http';
import { withTestSmtp, type TestSmtp } from './smtp';
import { createTestOwner, createUser, type TestUser } from './users';

type Payload = Record<string, unknown> | unknown[];
type As = (who: TestUser | null, url: string, payload?: Payload) => Promise<LightMyRequestResponse>;

/** The owner's address most API tests give the app as OWNER_EMAIL. */
export const OWNER_EMAIL = 'owner@school.test';
/** Which database the run uses, for test titles: PostgreSQL when TEST_DATABASE_URL names one. */
export const DB_LABEL = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * The app with the people most API tests call it as (test code, not part of the app), as
 * fastify/demo's `build(t)` and `injectWithLogin` give: one line of set-up, one line per request.
 */
export interface TestSchool extends TestApp {
  /** The owner, at OWNER_EMAIL, made as the operator makes it, with an authenticator. */
  owner: TestUser;
  /** An admin of the office who is not the owner, with an authenticator. */
  admin: TestUser;
  teacher: TestUser;
  student: TestUser;
  /** A request as `who` (null: anonymous): its session cookie, our Origin, an address of its own. */
  get(who: TestUser | null, url: string): Promise<LightMyRequestResponse>;
  post: As;
  put: As;
  patch: As;
  delete(who: TestUser | null, url: string): Promise<LightMyRequestResponse>;
}

/**
 * A fresh app (see createTestApp: `env` and `deps` as there) and its owner, an admin, a teacher
 * and a student, made in that order through the API. Close it with `close` in afterAll.
 */
export async function createTestSchool(env: Record<string, string> = {}, deps: TestAppDeps = {}): Promise<TestSchool> {
  const t = await createTestApp(env, deps);
  const as =
    (method: 'POST' | 'PUT' | 'PATCH'): As =>
    (who, url, payload) =>
      send(t.app, who, { method, url, payload: payload as Record<string, unknown> | undefined });
  return {
    ...t,
    owner: await createTestOwner(t),
    admin: await createUser(t, 'admin'),
    teacher: await createUser(t, 'teacher'),
    student: await createUser(t, 'student'),
    get: (who, url) => send(t.app, who, { method: 'GET', url }),
    post: as('POST'),
    put: as('PUT'),
    patch: as('PATCH'),
    delete: (who, url) => send(t.app, who, { method: 'DELETE', url }),
  };
}

/**
 * A test school whose owner is the principal (PRINCIPAL_EMAIL) and whose mail goes to a test SMTP
 * server, read through `t.smtp`: for the tests of what the school's own facts and accounts send.
 */
export const PRINCIPAL_EMAIL = 'principal@school.test';
export type MailingTestSchool = TestSchool & { smtp: TestSmtp };
export const createMailingTestSchool = (): Promise<MailingTestSchool> =>
  withTestSmtp((smtp) => createTestSchool({ OWNER_EMAIL: PRINCIPAL_EMAIL, SMTP_URL: smtp.url }));
