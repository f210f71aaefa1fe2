import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../shared/constants';
import { users } from '../db/schema';
import type { TestApp } from './app';

export const TEST_PASSWORD = 'Khulna2026';

export interface TestUser {
  id: string;
  email: string;
  sid: string;
  role: Role;
  /** The `cookie` header value that carries this user's session. */
  cookie: string;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

let counter = 0;

/** Signs up through the real API (so better-auth's hooks run), then sets the role in the database. */
export async function createUser(t: TestApp, role: Role = 'student', email?: string): Promise<TestUser> {
  const address = email ?? `${role}${++counter}-${Date.now()}@test.example`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: `Test ${role} ${counter}`, email: address, password: TEST_PASSWORD },
    remoteAddress: `10.9.${counter % 250}.${(counter * 7) % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { id: string; sid: string } }>();
  if (role !== 'student') await t.database.db.update(users).set({ role }).where(eq(users.id, body.user.id));
  return {
    id: body.user.id,
    email: address,
    sid: body.user.sid,
    role,
    cookie: cookieHeader(res.headers['set-cookie']),
  };
}

/** Signs in with e-mail and password; returns the raw response. */
export function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });
}
