import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createTestDatabase } from '#server/test/database.ts';
import { TEST_PASSWORD, createUser, type TestUser } from '#server/test/users.ts';

/**
 * Cookie-carrying writes must come from the site's own pages. The Host header is the client's to
 * choose, so in production it proves nothing: only PUBLIC_URL's origin counts there.
 */

const SITE = 'https://school.example';
/** What a production install is given: a real secret, its owner, and the site's address. */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  OWNER_EMAIL: 'owner@school.example',
  PUBLIC_URL: SITE,
};

function rename(t: TestApp, user: TestUser, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${user.email}`,
    payload: { name: 'Renamed Student' },
    headers: { cookie: user.cookie, ...headers },
  });
}

describe('in production', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
    student = await createUser(t, 'student');
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses an Origin that only matches the Host header the client sent', async () => {
    const forged = await rename(t, student, { host: 'evil.example', origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do that.' });
    // Straight to the app port: Host and Origin agree with each other, but are not the site.
    const direct = await rename(t, student, { host: '203.0.113.7:3000', origin: 'http://203.0.113.7:3000' });
    expect(direct.statusCode).toBe(403);
  });

  it("accepts PUBLIC_URL's origin, whatever the Host header says", async () => {
    const res = await rename(t, student, { host: '127.0.0.1:3001', origin: SITE });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Renamed Student');
  });
});

describe('on the embedded default (development)', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
    student = await createUser(t, 'student');
  }, 120_000);
  afterAll(async () => t?.close());

  it('accepts the address the browser used (localhost, a LAN address) but not another site', async () => {
    expect((await rename(t, student, { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(
      200,
    );
    expect(
      (await rename(t, student, { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' })).statusCode,
    ).toBe(200);
    expect((await rename(t, student, { host: 'localhost:3000', origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});

describe('on the embedded default with no PUBLIC_URL, opened at the office PC’s network address', () => {
  const LAN = 'http://192.168.1.20:3000';
  let app: FastifyInstance;
  let database: Database;
  const dataDir = mkdtempSync(join(tmpdir(), 'kds-lan-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir }, () => ({
      eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false } as never],
    }));
    app = await buildApp({ config, database, webRoot: '/nonexistent' });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const fromLan = (url: string, payload: object, origin = LAN) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { host: '192.168.1.20:3000', origin, cookie: 'kds_pref=1' },
      remoteAddress: '192.168.1.31',
    });

  it('signs up and signs in from there, and still refuses another site', async () => {
    const account = { name: 'Office Clerk', email: 'clerk@test.example', password: TEST_PASSWORD };
    expect((await fromLan('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const signIn = await fromLan('/api/auth/sign-in/email', { email: account.email, password: TEST_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const evil = await fromLan(
      '/api/auth/sign-in/email',
      { email: account.email, password: TEST_PASSWORD },
      'http://192.168.1.99:3000',
    );
    expect(evil.statusCode).toBe(403);
  });
});
