import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { withTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { send, expectRateLimited } from '#server/test/http.ts';
import { TEST_PASSWORD, cookieHeader, createUser, signIn, signUp } from '#server/test/users.ts';
import { accounts, users } from '#server/db/schema/index.ts';

let t: TestApp & { smtp: TestSmtp };

beforeAll(async () => {
  t = await withTestSmtp((smtp) => createTestApp({ SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await t.close();
});

/** An anonymous POST to the auth API (/api/auth…), from `remoteAddress` or an address of its own. */
const post = (path: string, payload: object, remoteAddress?: string) =>
  send(t.app, null, { method: 'POST', url: `/api/auth${path}`, payload, remoteAddress });

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('sign-up', () => {
  it('is all or nothing: when the password cannot be stored, no account is left holding the address', async () => {
    const email = 'half-made@test.example';
    // The database refuses this address's password row, as a crash between the two writes would.
    await t.database.db.execute(
      sql.raw(
        `create or replace function refuse_password() returns trigger language plpgsql as $$ begin
           if exists (select 1 from users where id = new.user_id and email = '${email}') then
             raise exception 'no password today';
           end if;
           return new;
         end $$`,
      ),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_password before insert on accounts for each row execute function refuse_password()',
      ),
    );
    try {
      const res = await signUp(t.app, { name: 'Half Made', email, password: TEST_PASSWORD }, '10.0.0.40');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_password on accounts'));
    }
    // The address is free: the same person signs up, and signs in with the password.
    const again = await signUp(t.app, { name: 'Half Made', email, password: TEST_PASSWORD }, '10.0.0.40');
    expect(again.statusCode, again.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, user!.id))).toHaveLength(1);
    expect((await signIn(t.app, email, TEST_PASSWORD, '10.0.0.41')).statusCode).toBe(200);
  });

  it('makes a Verified student with a server-made SID and no dob, whatever the client sends', async () => {
    const res = await signUp(t.app, {
      name: 'Rahima Khatun',
      email: 'rahima@test.example',
      password: TEST_PASSWORD,
      role: 'admin',
      sid: 'SID12345678',
      status: 'Blocked',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'rahima@test.example'));
    expect(row).toMatchObject({ role: 'student', status: 'Verified', dob: null, name: 'Rahima Khatun' });
    expect(row!.sid).toMatch(/^SID[1-9]\d{7}$/);
    expect(row!.sid).not.toBe('SID12345678');
    const cookie = cookieHeader(res.headers['set-cookie']);
    expect(res.headers['set-cookie']?.toString()).toMatch(/HttpOnly/i);
    expect(res.headers['set-cookie']?.toString()).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { email: 'rahima@test.example', role: 'student', isOwner: false } });
  });

  it('refuses a weak password with "password does not meet requirements"', async () => {
    for (const password of ['short1', 'onlyletters', '12345678', 'password1']) {
      const res = await signUp(t.app, { name: 'X', email: `weak-${password}@test.example`, password }, '10.0.0.2');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('password does not meet requirements');
    }
  });

  it('refuses a second account with the same e-mail', async () => {
    const res = await signUp(
      t.app,
      { name: 'Again', email: 'rahima@test.example', password: TEST_PASSWORD },
      '10.0.0.3',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toHaveProperty('code');
    expect(res.json()).toHaveProperty('message');
  });
});

describe('sign-in', () => {
  it('signs in with the right password and answers a clear error for a wrong one', async () => {
    const u = await createUser(t);
    const ok = await signIn(t.app, u.email, TEST_PASSWORD, '10.1.1.1');
    expect(ok.statusCode).toBe(200);
    expect(cookieHeader(ok.headers['set-cookie'])).toMatch(/session_token=/);
    const bad = await signIn(t.app, u.email, 'WrongPass99', '10.1.1.1');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });

  it(
    'locks an account after 5 wrong passwords, from any address, and a reset lifts the lock',
    { timeout: 120_000 },
    async () => {
      const u = await createUser(t);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await signIn(t.app, u.email, 'WrongPass99', '10.2.2.2')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const limited = await signIn(t.app, u.email, TEST_PASSWORD, '10.2.2.3');
      expectRateLimited(limited, 'signInAccount', 180);
      // Another account signs in from the same address.
      const other = await createUser(t);
      expect((await signIn(t.app, other.email, TEST_PASSWORD, '10.2.2.2')).statusCode).toBe(200);

      // The owner of the mailbox resets the password: the lock is gone.
      const before = t.smtp.inbox.length;
      await post('/request-password-reset', { email: u.email, redirectTo: 'http://school.test/reset' }, '10.2.2.4');
      // The sign-ups above also mail verification links: pick this account's reset mail.
      const resetMail = () =>
        t.smtp.inbox.slice(before).find((m) => /reset your password/i.test(m.subject) && m.to.includes(u.email));
      await waitFor(() => resetMail() !== undefined);
      const link = /http:\/\/school\.test\/api\/auth\/reset-password\/\S+/.exec(resetMail()!.text)![0];
      const reset = await post(
        '/reset-password',
        { newPassword: 'NewSecret2026', token: new URL(link).pathname.split('/').pop()! },
        '10.2.2.4',
      );
      expect(reset.statusCode).toBe(200);
      expect((await signIn(t.app, u.email, 'NewSecret2026', '10.2.2.2')).statusCode).toBe(200);
    },
  );
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and mails only the real account', async () => {
    const u = await createUser(t);
    const before = t.smtp.inbox.length;
    const known = await post(
      '/request-password-reset',
      { email: u.email, redirectTo: 'http://school.test/reset' },
      '10.3.3.3',
    );
    const unknown = await post(
      '/request-password-reset',
      { email: 'nobody-here@test.example', redirectTo: 'http://school.test/reset' },
      '10.3.3.4',
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const resetMails = () => t.smtp.inbox.slice(before).filter((m) => /reset your password/i.test(m.subject));
    await waitFor(() => resetMails().length > 0);
    const mails = resetMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([u.email]);

    // The link leads to a token; the new password works and the old one no longer does.
    const link = /http:\/\/school\.test\/api\/auth\/reset-password\/\S+/.exec(mails[0]!.text)![0];
    const token = new URL(link).pathname.split('/').pop()!;
    const reset = await post('/reset-password', { newPassword: 'NewSecret2026', token }, '10.3.3.5');
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, u.email, TEST_PASSWORD, '10.3.3.6')).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, 'NewSecret2026', '10.3.3.6')).statusCode).toBe(200);
    // A token works once.
    const again = await post('/reset-password', { newPassword: 'Another-Gate-2026x', token }, '10.3.3.5');
    expect(again.statusCode).toBe(400);
  });

  it('applies the password policy to the new password too', async () => {
    const res = await post('/reset-password', { newPassword: 'weak', token: 'whatever' }, '10.3.3.7');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('password does not meet requirements');
  });
});

describe('Google sign-in without credentials', () => {
  it('answers a clear "Google sign-in is not configured"', async () => {
    const res = await post('/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'GOOGLE_NOT_CONFIGURED', message: 'Google sign-in is not configured' });
  });
});

describe('roles cannot be chosen by the client', () => {
  it("a student's attempts to make itself admin all fail", async () => {
    const s = await createUser(t);
    const viaUpdate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: s.cookie, origin: 'http://school.test' },
      payload: { role: 'admin' },
    });
    expect(viaUpdate.statusCode).toBe(400);
    const viaUsers = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.email}`,
      headers: { cookie: s.cookie, origin: 'http://school.test' },
      payload: { role: 'admin' },
    });
    expect(viaUsers.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(row!.role).toBe('student');
  });
});

describe('demo accounts on first run', () => {
  it('creates an owner, a teacher and a student once, with working passwords', async () => {
    const { ensureDemoUsers } = await import('./demo-users');
    const created = await ensureDemoUsers(t.app);
    expect(created.map((a) => a.role)).toEqual(['admin', 'teacher', 'student']);
    expect(await ensureDemoUsers(t.app)).toEqual([]);
    const owner = created[0]!;
    const res = await signIn(t.app, owner.email, owner.password, '10.8.8.8');
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(res.headers['set-cookie']) },
    });
    expect(me.json().user).toMatchObject({ role: 'admin', isOwner: true });
  });
});

describe('account fields are validated', () => {
  it('refuses an outside image address or an empty name at sign-up, and a null name on update', async () => {
    const bad = await signUp(
      t.app,
      {
        name: 'Evil',
        email: 'evil-img@test.example',
        password: TEST_PASSWORD,
        image: 'https://evil.example/x.png',
      },
      '10.11.0.1',
    );
    expect(bad.statusCode).toBe(400);
    const noName = await signUp(
      t.app,
      { name: '  ', email: 'no-name@test.example', password: TEST_PASSWORD },
      '10.11.0.1',
    );
    expect(noName.statusCode).toBe(400);
    const s = await createUser(t);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: s.cookie, origin: 'http://school.test' },
      payload: { name: null },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().code).toBe('VALIDATION_FAILED');
  });

  it('keeps a Bengali name written with a zero-width joiner, refuses a name that hides a bidi override', async () => {
    const signUpNamed = (name: string, email: string) =>
      signUp(t.app, { name, email, password: TEST_PASSWORD }, '10.11.0.2');
    expect((await signUpNamed('র‍্যাব হাসান', 'bengali-zwj@test.example')).statusCode).toBe(200);
    const spoof = await signUpNamed('Admin\u202E', 'bidi-name@test.example');
    expect(spoof.statusCode).toBe(400);
    expect(spoof.json().code).toBe('VALIDATION_FAILED');
  });
});
