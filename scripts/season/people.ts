// Accounts as the school makes them: the owner (made by the operator's command before the season)
// enrols an authenticator; admins sign up, confirm their address from the mail, are promoted by
// the owner and enrol; teachers are invited by the owner and choose a password from the mailed
// link; students sign up on their own phones.
import { secretFromUri, totp } from '#server/test/totp.ts';
import { expectOk, ok, type Answer, type RequestOptions } from './http';
import { PASSWORD, problem, type Ctx } from './context';
import type { Staff, Student } from './state';
import type { StaffPlan } from './world';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for a mail to `email` whose text matches `pattern`, and answers the match. */
async function linkFromMail(ctx: Ctx, email: string, pattern: RegExp): Promise<string> {
  const until = Date.now() + 30_000;
  for (;;) {
    for (const m of ctx.mail.inbox) {
      if (!m.to.includes(email)) continue;
      const found = pattern.exec(m.text);
      if (found) return found[0];
    }
    if (Date.now() > until) throw new Error(`no mail to ${email} matching ${pattern}`);
    await sleep(100);
  }
}

/** Signs a staff member in with the password and, for admins, the authenticator's code. */
export async function signInStaff(ctx: Ctx, staff: Staff): Promise<void> {
  staff.client.cookies.clear();
  const res = await staff.client.request<{ twoFactorRedirect?: boolean }>('POST', '/api/auth/sign-in/email', {
    json: { email: staff.plan.email, password: PASSWORD },
    retry: true,
  });
  expectOk(res, `sign-in of ${staff.plan.email}`);
  if (res.body.twoFactorRedirect) {
    if (!staff.totpKey) throw new Error(`${staff.plan.email} owes a code but has no authenticator`);
    expectOk(
      await staff.client.request('POST', '/api/auth/two-factor/verify-totp', {
        json: { code: totp(staff.totpKey) },
        retry: true,
      }),
      `two-step code of ${staff.plan.email}`,
    );
  }
}

/**
 * A request as a staff member. A session that ended (an admin idle past STAFF_IDLE_MINUTES) is
 * signed in again, as the person would, and the request sent once more.
 */
export async function asStaff<T = unknown>(
  ctx: Ctx,
  staff: Staff,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<Answer<T>> {
  const first = await staff.client.request<T>(method, path, opts);
  const code = (first.body as { code?: string } | null)?.code;
  if (first.status !== 401 && !(first.status === 403 && code === 'TWO_FACTOR_REQUIRED')) return first;
  await signInStaff(ctx, staff);
  return staff.client.request<T>(method, path, opts);
}

async function enrol(staff: Staff): Promise<void> {
  const enabled = expectOk(
    await staff.client.request<{ totpURI: string }>('POST', '/api/auth/two-factor/enable', {
      json: { password: PASSWORD },
    }),
    `authenticator for ${staff.plan.email}`,
  );
  staff.totpKey = secretFromUri(enabled.totpURI);
  expectOk(
    await staff.client.request('POST', '/api/auth/two-factor/verify-totp', { json: { code: totp(staff.totpKey) } }),
    `first code of ${staff.plan.email}`,
  );
}

/** The owner, made by `npm run user -- create-owner` before the app started: signs in and enrols. */
export async function ownerEnrols(ctx: Ctx, plan: StaffPlan): Promise<Staff> {
  const owner: Staff = { plan, client: ctx.client(plan.ip), id: '', totpKey: null };
  const res = await owner.client.request<{ user: { id: string } }>('POST', '/api/auth/sign-in/email', {
    json: { email: plan.email, password: PASSWORD },
  });
  owner.id = expectOk(res, 'owner sign-in').user.id;
  await enrol(owner);
  return owner;
}

/** An admin: signs up, confirms the address, is made admin by the owner, signs in again and enrols. */
export async function hireAdmin(ctx: Ctx, plan: StaffPlan): Promise<Staff> {
  const admin: Staff = { plan, client: ctx.client(plan.ip), id: '', totpKey: null };
  const up = await admin.client.request<{ user: { id: string } }>('POST', '/api/auth/sign-up/email', {
    json: { name: plan.name, email: plan.email, password: PASSWORD },
  });
  admin.id = expectOk(up, `sign-up of ${plan.email}`).user.id;
  ctx.acks.add({ kind: 'account', email: plan.email });
  const link = await linkFromMail(ctx, plan.email, /http:\/\/\S+\/api\/auth\/verify-email\S+/);
  const opened = await admin.client.request('GET', new URL(link).pathname + new URL(link).search, {
    route: 'GET /api/auth/verify-email',
  });
  if (opened.status !== 302) throw new Error(`verify link of ${plan.email}: ${opened.status}`);
  expectOk(
    await asStaff(ctx, ctx.state.owner, 'PUT', `/api/accounts/${admin.id}/role`, {
      json: { role: 'admin' },
      route: 'PUT /api/accounts/:id/role',
    }),
    `role of ${plan.email}`,
  );
  ctx.acks.add({ kind: 'role', email: plan.email, role: 'admin' });
  admin.client.cookies.clear();
  expectOk(
    await admin.client.request('POST', '/api/auth/sign-in/email', { json: { email: plan.email, password: PASSWORD } }),
    `sign-in of ${plan.email}`,
  );
  await enrol(admin);
  return admin;
}

/** A teacher: invited by the owner, chooses a password through the mailed link, signs in. */
export async function inviteTeacher(ctx: Ctx, plan: StaffPlan): Promise<Staff> {
  const teacher: Staff = { plan, client: ctx.client(plan.ip), id: '', totpKey: null };
  const invited = await asStaff<{ id?: string }>(ctx, ctx.state.owner, 'POST', '/api/accounts/invite', {
    json: { name: plan.name, email: plan.email },
  });
  expectOk(invited, `invitation of ${plan.email}`);
  ctx.acks.add({ kind: 'account', email: plan.email });
  ctx.acks.add({ kind: 'role', email: plan.email, role: 'teacher' });
  const link = await linkFromMail(ctx, plan.email, /http:\/\/\S+\/api\/auth\/reset-password\/[^?\s]+/);
  const token = link.split('/').pop()!;
  expectOk(
    await teacher.client.request('POST', '/api/auth/reset-password', { json: { newPassword: PASSWORD, token } }),
    `password of ${plan.email}`,
  );
  const signedIn = await teacher.client.request<{ user: { id: string } }>('POST', '/api/auth/sign-in/email', {
    json: { email: plan.email, password: PASSWORD },
  });
  teacher.id = expectOk(signedIn, `sign-in of ${plan.email}`).user.id;
  return teacher;
}

/** A student signs up on their phone (and says how they want to hear from the school). */
export async function studentSignsUp(ctx: Ctx, s: Student): Promise<boolean> {
  const res = await s.client.request<{ user: { id: string; sid: string } }>('POST', '/api/auth/sign-up/email', {
    json: { name: s.plan.name, email: s.plan.email, password: PASSWORD },
  });
  if (ok(res)) {
    s.id = res.body.user.id;
    s.sid = res.body.user.sid;
  } else {
    // A lost answer: the account may be there. Signing in says (and gives the session).
    const again = await s.client.request<{ user: { id: string; sid: string } }>('POST', '/api/auth/sign-in/email', {
      json: { email: s.plan.email, password: PASSWORD },
      retry: true,
    });
    if (!ok(again)) {
      problem(ctx, `sign-up of ${s.plan.email}: ${res.status}, then sign-in ${again.status}`);
      return false;
    }
    s.id = again.body.user.id;
    s.sid = again.body.user.sid;
  }
  ctx.acks.add({ kind: 'account', email: s.plan.email });
  if (s.plan.english || s.plan.smsOff) {
    const prefs = await s.client.request('PUT', '/api/me/message-preferences', {
      json: { language: s.plan.english ? 'en' : 'bn', sms: !s.plan.smsOff, email: true, reminders: true },
      retry: true,
    });
    if (!ok(prefs)) problem(ctx, `preferences of ${s.plan.email}: ${prefs.status}`);
  }
  return true;
}
