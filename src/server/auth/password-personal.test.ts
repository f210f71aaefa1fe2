import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, verifications } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { nextIp, send } from '#server/test/http.ts';
import { TEST_PASSWORD, cookieHeader, signUp } from '#server/test/users.ts';
import { isHardToGuess } from './password-strength';
import { createOwner } from './owner';

/**
 * A password made of the person's own name or e-mail is refused wherever a password is set:
 * sign-up, change of password, a reset (or invitation) link, and the operator's create-owner
 * (docs/decisions/0153, 0391).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL: 'sumaiya.islam@school.test' });
});
afterAll(async () => {
  await t.close();
});

const PEOPLE = [
  { name: 'Rahim Uddin', email: 'rahim.u@test.example', password: 'RahimUddin1' },
  { name: 'Farhana Akter', email: 'f.akter@test.example', password: 'Akter-Farhana-1' },
  { name: 'Sumaiya Islam', email: 'sumaiya26@test.example', password: 'sumaiyaislam26' },
];
let n = 0;
const unique = (email: string) => email.replace('@', `+${++n}@`);

describe('the checker', () => {
  it('refuses a password that is the name or e-mail with a little added, keeps one that merely contains it', () => {
    for (const p of PEOPLE) expect(isHardToGuess(p.password, [p.name, p.email]), p.password).toBe(false);
    expect(isHardToGuess('RahimUddin1', ['Someone Else', 'someone@test.example'])).toBe(true);
    // A name inside an otherwise strong password does not make it weak.
    expect(isHardToGuess('Rahim-Rupsha-Bridge-2026', ['Rahim Uddin', 'rahim.u@test.example'])).toBe(true);
    expect(isHardToGuess(TEST_PASSWORD, ['Rahim Uddin', 'rahim.u@test.example'])).toBe(true);
    // A name of any length is checked before the name itself is validated: no error, no slowness.
    expect(isHardToGuess(TEST_PASSWORD, ['a'.repeat(100_000), `${'b'.repeat(50_000)}@x.example`])).toBe(true);
  });
});

describe('every path that sets a password gives the checker the name and e-mail', () => {
  it('sign-up', async () => {
    for (const p of PEOPLE) {
      const res = await signUp(t.app, { name: p.name, email: unique(p.email), password: p.password }, nextIp());
      expect(res.statusCode, p.password).toBe(400);
      expect(res.json().code).toBe('WEAK_PASSWORD');
    }
  });

  it('change of password', async () => {
    for (const p of PEOPLE) {
      const up = await signUp(t.app, { name: p.name, email: unique(p.email), password: TEST_PASSWORD }, nextIp());
      expect(up.statusCode, up.body).toBe(200);
      const cookie = cookieHeader(up.headers['set-cookie']);
      const res = await send(t.app, { cookie } as never, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: p.password },
      });
      expect(res.statusCode, `${p.password}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('WEAK_PASSWORD');
    }
  });

  it('a reset or invitation link', async () => {
    for (const p of PEOPLE) {
      const email = unique(p.email);
      const up = await signUp(t.app, { name: p.name, email, password: TEST_PASSWORD }, nextIp());
      const userId = up.json<{ user: { id: string } }>().user.id;
      const token = `tok${n}${Date.now()}`;
      await t.database.db.insert(verifications).values({
        id: `v${token}`,
        identifier: `reset-password:${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const res = await send(t.app, null, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: p.password },
      });
      expect(res.statusCode, `${p.password}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('WEAK_PASSWORD');
      // The link still works with a good password.
      const ok = await send(t.app, null, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'Mongla-Port-Lighthouse-7' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(row!.email).toBe(email);
    }
  });

  it("the operator's create-owner", async () => {
    await expect(
      createOwner(t.app, { email: 'sumaiya.islam@school.test', name: 'Sumaiya Islam', password: 'sumaiyaislam26' }),
    ).rejects.toMatchObject({ code: 'WEAK_PASSWORD' });
  });
});
