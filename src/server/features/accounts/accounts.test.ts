import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Account, InviteResult } from '#shared/schemas/account.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { auditLog, users } from '#server/db/schema/index.ts';
import { createTestApp } from '#server/test/app.ts';
import { PRINCIPAL_EMAIL, createMailingTestSchool, type MailingTestSchool } from '#server/test/school.ts';
import { ORIGIN, nextIp, send, uploadAs } from '#server/test/http.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { TEST_PASSWORD, cookieHeader, createUser, signIn, signUp, type TestUser } from '#server/test/users.ts';
import { profileBody } from '#server/test/profiles.ts';
import { setRoleByEmail } from '#server/features/users/index.ts';

/**
 * Manage Users as staff use it: every account (a fresh sign-up without a profile too), one search
 * box over name, e-mail, phone and role; roles set by the owner only, each change on the record;
 * teachers invited by the owner with a set-password link; the owner reading the activity log.
 */
let t: MailingTestSchool;

beforeAll(async () => {
  t = await createMailingTestSchool();
  return () => t.close();
}, 120_000);

const list = (query: string, who: TestUser | null = t.owner) =>
  send(t.app, who, { method: 'GET', url: `/api/accounts?${query}` });
const accounts = async (query: string, who: TestUser = t.admin) => {
  const res = await list(query, who);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<Account[]>(), total: Number(res.headers['x-total-count']) };
};
const setRole = (id: string, role: string, who: TestUser = t.owner) =>
  send(t.app, who, { method: 'PUT', url: `/api/accounts/${id}/role`, payload: { role } });
const auditOf = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
    user: { role: string; emailVerified: boolean } | null;
  }>().user;

let made = 0;
/** A new sign-up through the API (no profile); `verified` marks its address proven. */
async function newStudent(name: string, { verified = false } = {}) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${++made}@test.example`;
  const res = await signUp(t.app, { name, email, password: TEST_PASSWORD }, nextIp());
  expect(res.statusCode, res.body).toBe(200);
  const { user } = res.json<{ user: { id: string; sid: string } }>();
  if (verified) await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return {
    id: user.id,
    sid: user.sid,
    email,
    name,
    role: 'student' as const,
    cookie: cookieHeader(res.headers['set-cookie']),
  };
}

async function saveProfile(user: TestUser, phone: string) {
  const photo = await uploadAs(t.app, user, 'public');
  const res = await send(t.app, user, { method: 'PUT', url: '/api/profile', payload: profileBody(photo, { phone }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ _id: string }>()._id;
}

describe('GET /api/accounts', () => {
  it('answers admins and the owner only', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', t.student)).statusCode).toBe(403);
    expect((await list('', t.teacher)).statusCode).toBe(403);
    expect((await list('', t.admin)).statusCode).toBe(200);
    expect((await list('', t.owner)).statusCode).toBe(200);
  });

  it('lists a fresh sign-up that has no profile, first (newest first), with what staff need', async () => {
    const fresh = await newStudent('Shirin Sultana');
    const { rows, total } = await accounts('page=1&limit=10');
    expect(total).toBeGreaterThanOrEqual(5);
    expect(rows[0]).toEqual({
      id: fresh.id,
      name: 'Shirin Sultana',
      email: fresh.email,
      phone: null,
      role: 'student',
      emailVerified: false,
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sid: fresh.sid,
      hasProfile: false,
      profileId: null,
      image: null,
      isOwner: false,
    });
    // Nothing private: no password, session or token, no NID or address.
    expect(JSON.stringify(rows)).not.toMatch(/password|token|nid|preaddress/i);
    const ownerRow = (await accounts(`q=${encodeURIComponent(PRINCIPAL_EMAIL)}`)).rows;
    expect(ownerRow).toEqual([expect.objectContaining({ email: PRINCIPAL_EMAIL, role: 'admin', isOwner: true })]);
  });

  it('finds accounts by name, e-mail, SID, role and phone in any spelling (Bengali digits too)', async () => {
    const withPhone = await newStudent('Tahmina Akter');
    const profileId = await saveProfile(withPhone, '01755-123987');

    const byBengali = await accounts(`q=${encodeURIComponent('০১৭৫৫-১২৩৯৮৭')}`);
    expect(byBengali.rows.map((r) => r.id)).toEqual([withPhone.id]);
    // With a profile, the row shows the profile's name (the full name the school uses).
    expect(byBengali.rows[0]).toMatchObject({
      name: 'Rahima Khatun',
      phone: '01755123987',
      hasProfile: true,
      profileId,
      sid: withPhone.sid,
    });
    expect(byBengali.rows[0]!.image).toMatch(/^\/files\//);
    expect(byBengali.total).toBe(1);
    for (const q of ['+880 1755 123987', '01755123987', '123987', 'tahmina', 'TAHMINA.AKTER', withPhone.sid]) {
      expect(
        (await accounts(`q=${encodeURIComponent(q)}`)).rows.map((r) => r.id),
        q,
      ).toEqual([withPhone.id]);
    }
    const teachers = await accounts('q=Teacher');
    expect(teachers.rows.map((r) => r.id)).toContain(t.teacher.id);
    expect(teachers.rows.every((r) => r.role === 'teacher' || /teacher/i.test(r.name + r.email))).toBe(true);
    // LIKE's wildcards are text like any other.
    expect((await accounts('q=%25')).total).toBe(0);
    expect((await accounts('q=_')).total).toBe(0);
  });

  it('filters by role, sorts by name, e-mail, joined and last sign-in, and pages', async () => {
    const admins = await accounts('role=admin');
    expect(admins.rows.map((r) => r.id).sort()).toEqual([t.owner.id, t.admin.id].sort());

    const zed = await newStudent('Aaron Zed');
    const amy = await newStudent('zubair amy'); // lower case: the order ignores letter case
    const ids = async (sort: string) => (await accounts(`sort=${sort}&limit=500`)).rows.map((r) => r.id);
    const byName = await ids('name');
    expect(byName.indexOf(zed.id)).toBeLessThan(byName.indexOf(amy.id));
    expect(byName.indexOf(zed.id)).toBeLessThan(byName.indexOf(t.owner.id)); // "School Owner"
    const byNameDesc = await ids('-name');
    expect(byNameDesc.indexOf(amy.id)).toBeLessThan(byNameDesc.indexOf(zed.id));
    const byEmail = await ids('email'); // aaron.zed… before zubair.amy…
    expect(byEmail.indexOf(zed.id)).toBeLessThan(byEmail.indexOf(amy.id));
    expect((await ids('-email')).indexOf(amy.id)).toBeLessThan((await ids('-email')).indexOf(zed.id));
    const joinedAsc = (await accounts('sort=joined&limit=500')).rows.map((r) => r.joinedAt);
    expect(joinedAsc).toEqual([...joinedAsc].sort());

    // Signed in most recently first; an account that never signed in (an invitation) last.
    const never = await send(t.app, t.owner, {
      method: 'POST',
      url: '/api/accounts/invite',
      payload: { name: 'Never Signed', email: 'never.signed@test.example' },
    });
    expect(never.statusCode, never.body).toBe(201);
    expect((await signIn(t.app, t.student.email, TEST_PASSWORD, nextIp())).statusCode).toBe(200);
    const bySignIn = (await accounts('sort=-lastSignIn&limit=500')).rows;
    expect(bySignIn[0]!.id).toBe(t.student.id);
    expect(bySignIn.at(-1)!.lastSignInAt).toBeNull();

    const page1 = await accounts('page=1&limit=2&sort=joined');
    const page2 = await accounts('page=2&limit=2&sort=joined');
    expect(page1.rows).toHaveLength(2);
    expect(page2.rows[0]!.id).not.toBe(page1.rows[1]!.id);
    expect(page1.total).toBe(page2.total);
    expect((await list('sort=password', t.admin)).statusCode).toBe(400);
    expect((await list('role=owner', t.admin)).statusCode).toBe(400);
  });

  it('keeps the last sign-in after the sessions end (sign-out)', async () => {
    const s = await newStudent('Rumana Parvin');
    const before = (await accounts(`q=${s.email}`)).rows[0]!.lastSignInAt;
    expect(before).not.toBeNull();
    const out = await send(t.app, s, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await accounts(`q=${s.email}`)).rows[0]!.lastSignInAt).toBe(before);
  });
});

describe('PUT /api/accounts/{id}/role', () => {
  it('the owner makes a verified student a teacher: recorded before → after, the sessions end, the next sign-in is a teacher', async () => {
    const s = await newStudent('Farhana Yasmin', { verified: true });
    const res = await setRole(s.id, 'teacher');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Account>()).toMatchObject({ id: s.id, role: 'teacher', email: s.email });

    const records = await auditOf(s.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actorUserId: t.owner.id,
      actorEmail: PRINCIPAL_EMAIL,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: s.id,
      before: { role: 'student' },
      after: { role: 'teacher' },
    });

    // The session from before the change is over; a new sign-in has the new role.
    expect(await me(s.cookie)).toBeNull();
    const again = await signIn(t.app, s.email, TEST_PASSWORD, nextIp());
    expect(await me(cookieHeader(again.headers['set-cookie']))).toMatchObject({ role: 'teacher' });

    // The same role again changes and records nothing; back to student is recorded too.
    expect((await setRole(s.id, 'teacher')).statusCode).toBe(200);
    expect(await auditOf(s.id)).toHaveLength(1);
    expect((await setRole(s.id, 'student')).json<Account>().role).toBe('student');
    expect((await auditOf(s.id)).map((r) => r.after)).toEqual([{ role: 'teacher' }, { role: 'student' }]);
  });

  it('an admin who is not the owner gets 403, and nothing changes', async () => {
    const s = await newStudent('Nasima Begum', { verified: true });
    const res = await setRole(s.id, 'teacher', t.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not allowed to do that.',
      params: { allowed: 'owner' },
    });
    expect((await setRole(t.teacher.id, 'student', t.admin)).statusCode).toBe(403);
    for (const who of [t.teacher, t.student]) expect((await setRole(s.id, 'admin', who)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(row!.role).toBe('student');
    expect(await auditOf(s.id)).toHaveLength(0);
  });

  it('nobody changes their own role, the owner included', async () => {
    const res = await setRole(t.owner.id, 'teacher');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do that.' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, t.owner.id));
    expect(row!.role).toBe('admin');
  });

  it('a role above student needs a verified address: a clear 409, and student stays possible', async () => {
    const s = await newStudent('Unverified Person');
    const res = await setRole(s.id, 'teacher');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'This e-mail address is not verified yet, so its role cannot be raised.',
    });
    expect(await auditOf(s.id)).toHaveLength(0);
    expect(await me(s.cookie)).toMatchObject({ role: 'student' }); // still signed in: nothing happened
    expect((await setRole('no-such-account', 'teacher')).statusCode).toBe(404);
  });

  it('the old PUT /api/users/{email} follows the same rules and writes the same record', async () => {
    const s = await newStudent('Via Old Path', { verified: true });
    const put = (who: TestUser, payload: object) =>
      send(t.app, who, { method: 'PUT', url: `/api/users/${s.email}`, payload });
    expect((await put(t.admin, { role: 'teacher' })).statusCode).toBe(403);
    expect((await put(s, { role: 'teacher' })).statusCode).toBe(403);
    // An admin still edits the name; the role it sends unchanged is no change.
    expect((await put(t.admin, { name: 'Via Old Path 2', role: 'student' })).json()).toMatchObject({
      name: 'Via Old Path 2',
      role: 'student',
    });
    const byOwner = await put(t.owner, { role: 'admin' });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().role).toBe('admin');
    expect(await auditOf(s.id)).toEqual([
      expect.objectContaining({ actorEmail: PRINCIPAL_EMAIL, before: { role: 'student' }, after: { role: 'admin' } }),
    ]);
    expect(
      (
        await send(t.app, t.owner, {
          method: 'PUT',
          url: `/api/users/${PRINCIPAL_EMAIL}`,
          payload: { role: 'student' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the command line (npm run user -- set-role) is recorded too, with no signed-in actor', async () => {
    const s = await newStudent('Cli Person', { verified: true });
    expect((await setRoleByEmail(t.database.db, s.email, 'teacher')).role).toBe('teacher');
    expect(await auditOf(s.id)).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorEmail: null,
        action: 'user.role_changed',
        after: { role: 'teacher' },
      }),
    ]);
  });
});

describe('POST /api/accounts/invite', () => {
  const invite = (payload: object, who: TestUser = t.owner) =>
    send(t.app, who, { method: 'POST', url: '/api/accounts/invite', payload });

  it('the owner invites a teacher: a mailed link sets the password and proves the address', async () => {
    const email = 'new.teacher@test.example';
    const res = await invite({ name: 'Abdul Hakim', email: 'New.Teacher@Test.Example' });
    expect(res.statusCode, res.body).toBe(201);
    const { account, mailed } = res.json<InviteResult>();
    expect(mailed).toBe(true);
    expect(account).toMatchObject({
      name: 'Abdul Hakim',
      email,
      role: 'teacher',
      emailVerified: false,
      hasProfile: false,
    });
    expect(account.sid).toMatch(/^SID\d{8}$/);
    expect(await auditOf(account.id)).toEqual([
      expect.objectContaining({
        actorUserId: t.owner.id,
        action: 'user.invited',
        before: null,
        after: { name: 'Abdul Hakim', email, role: 'teacher' },
      }),
    ]);

    // Nobody can sign in before the password is chosen.
    expect((await signIn(t.app, email, TEST_PASSWORD, nextIp())).statusCode).toBe(401);

    const mail = t.smtp.inbox.find((m) => m.to.includes(email));
    // A new teacher has chosen no language: Bengali first, then English, each link landing on the
    // page in its language.
    expect(mail?.subject).toMatch(/^.*শিক্ষক হিসেবে আমন্ত্রণ \/ You are invited to teach at /);
    expect(mail!.text.indexOf('প্রিয় Abdul Hakim')).toBeLessThan(mail!.text.indexOf('Hello Abdul Hakim'));
    expect(mail!.text).toContain('৩ দিনের মধ্যে');
    const [bnLink, link] = [...mail!.text.matchAll(/http:\/\/school\.test\/api\/auth\/reset-password\/\S+/g)].map(
      (m) => m[0],
    );
    expect(new URL(bnLink!).searchParams.get('callbackURL')).toMatch(/\/bn\/reset\/new$/);
    const url = new URL(link!);
    const opened = await t.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: nextIp() });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location));
    expect(landing.pathname).toBe('/reset/new');
    const token = landing.searchParams.get('token')!;

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Kobi-Nazrul-Road-12' },
      headers: { origin: ORIGIN },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signed = await signIn(t.app, email, 'Kobi-Nazrul-Road-12', nextIp());
    expect(signed.statusCode).toBe(200);
    expect(await me(cookieHeader(signed.headers['set-cookie']))).toMatchObject({
      role: 'teacher',
      emailVerified: true,
    });
    // The link works once.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Another-Road-2026x' },
      headers: { origin: ORIGIN },
      remoteAddress: nextIp(),
    });
    expect(twice.statusCode).toBe(400);
  });

  it('refuses an address that has an account, the owner’s address, and bad input, making nothing', async () => {
    const taken = await invite({ name: 'Someone', email: t.student.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ACCOUNT_EXISTS');
    expect(taken.json().message).toMatch(/already exists/);
    expect((await invite({ name: 'Owner Again', email: PRINCIPAL_EMAIL })).json().code).toBe('OWNER_ADDRESS_RESERVED');
    expect((await invite({ name: '', email: 'x@test.example' })).statusCode).toBe(400);
    expect((await invite({ name: 'Bad\u202eName', email: 'y@test.example' })).statusCode).toBe(400);
    expect((await invite({ name: 'Bad Mail', email: 'not-an-email' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, t.student.id));
    expect(row!.role).toBe('student');
  });

  it('only the owner invites: admins, teachers and students get 403', async () => {
    for (const who of [t.admin, t.teacher, t.student]) {
      const res = await invite({ name: 'Nope', email: `nope.${who.role}@test.example` }, who);
      expect(res.statusCode).toBe(403);
    }
    expect((await invite({ name: 'Nope', email: 'nope@test.example' }, null as unknown as TestUser)).statusCode).toBe(
      401,
    );
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'nope.admin@test.example'));
    expect(rows).toHaveLength(0);
  });

  it('a failed mail keeps the account and says so (the teacher can use "Forgot password")', async () => {
    const down = await startTestSmtp({ refuse: () => true });
    const t2 = await createTestApp({ OWNER_EMAIL: PRINCIPAL_EMAIL, SMTP_URL: down.url });
    try {
      const boss = await createUser(t2, 'admin', PRINCIPAL_EMAIL);
      const res = await send(t2.app, boss, {
        method: 'POST',
        url: '/api/accounts/invite',
        payload: { name: 'Mail Fails', email: 'mail.fails@test.example' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<InviteResult>()).toMatchObject({ mailed: false, account: { role: 'teacher' } });
    } finally {
      await t2.close();
      await down.close();
    }
  });
});

describe('GET /api/audit-log', () => {
  const read = (query: string, who: TestUser | null = t.owner) =>
    send(t.app, who, { method: 'GET', url: `/api/audit-log?${query}` });

  it('is the owner’s alone', async () => {
    expect((await read('', null)).statusCode).toBe(401);
    for (const who of [t.student, t.teacher, t.admin]) expect((await read('', who)).statusCode).toBe(403);
    expect((await read('')).statusCode).toBe(200);
  });

  it('lists the newest first with who, what, whom, before and after; filters by entity; pages', async () => {
    const s = await newStudent('Logged Person', { verified: true });
    await setRole(s.id, 'teacher');
    await setRole(s.id, 'admin');
    const res = await read('page=1&limit=1');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(res.json<AuditEntry[]>()).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        actorUserId: t.owner.id,
        actorEmail: PRINCIPAL_EMAIL,
        action: 'user.role_changed',
        entityType: 'user',
        entityId: s.id,
        entityName: 'Logged Person',
        entityEmail: s.email,
        before: { role: 'teacher' },
        after: { role: 'admin' },
      },
    ]);
    const one = await read(`entityType=user&entityId=${s.id}`);
    expect(one.json<AuditEntry[]>().map((e) => e.after)).toEqual([{ role: 'admin' }, { role: 'teacher' }]);
    expect(Number(one.headers['x-total-count'])).toBe(2);
    expect((await read('entityType=payment')).json()).toEqual([]);
  });

  it('cannot be changed or emptied, even by a query straight to the database', async () => {
    const [first] = await t.database.db.select().from(auditLog).limit(1);
    await expect(
      t.database.db.update(auditLog).set({ action: 'user.nothing' }).where(eq(auditLog.id, first!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, first!.id))).rejects.toThrow();
    const [still] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, first!.id));
    expect(still).toEqual(first);
  });
});
