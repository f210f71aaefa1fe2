import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '#shared/constants.ts';
import { sessions } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { toWebHeaders } from './bridge';
import { isOwnerAccount } from './owner';
import { readSession } from './session-read';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  status: string;
  sid: string;
  dob: string | null;
  /** The school owner (OWNER_EMAIL, verified, and an admin): the only one who manages courses and blogs. */
  isOwner: boolean;
  twoFactorEnabled: boolean;
  emailVerified: boolean;
}

/**
 * What this session still owes before it may act: `enrol` (an admin without an authenticator
 * sets one up), `verify` (the user has one, and this session has not given a code: a Google
 * sign-in, or a session from before enrolment), or null (nothing).
 */
export type SecondFactorDue = 'enrol' | 'verify' | null;

export interface SessionState {
  user: SessionUser;
  secondFactor: SecondFactorDue;
}

const cache = new WeakMap<FastifyRequest, Promise<SessionState | null>>();

/** Activity is written at most this often, so a busy admin does not write on every request. */
const ACTIVITY_WRITE_MS = 60_000;

/**
 * The session behind this request's cookie, or null. Looked up once per request. An admin's
 * session that saw no request for STAFF_IDLE_MINUTES is deleted here, so it ends on every route,
 * better-auth's own included (the auth bridge calls this first).
 */
export function getSessionState(app: FastifyInstance, request: FastifyRequest): Promise<SessionState | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      if (!request.headers.cookie) return null;
      const fast = await readSession(app, request);
      if (fast.kind === 'none') return null;
      const found = fast.kind === 'found' ? fast : await app.auth.api.getSession({ headers: toWebHeaders(request) });
      if (!found) return null;
      const u = found.user as typeof found.user & { role: Role; status: string; sid: string; dob?: string | null };
      const session = found.session;
      if (u.role === 'admin' && !(await stillActive(app, session))) return null;
      const user: SessionUser = {
        id: u.id,
        name: u.name,
        email: u.email,
        image: u.image ?? null,
        role: u.role,
        status: u.status,
        sid: u.sid,
        dob: u.dob ?? null,
        isOwner: isOwnerAccount(u, app.config.ownerEmail),
        emailVerified: u.emailVerified,
        twoFactorEnabled: u.twoFactorEnabled === true,
      };
      const secondFactor: SecondFactorDue = session.twoFactorVerified
        ? null
        : user.twoFactorEnabled
          ? 'verify'
          : (await mustUseTwoFactor(user.role, app.teachersMustUseTwoFactor))
            ? 'enrol'
            : null;
      return { user, secondFactor };
    })();
    cache.set(request, pending);
  }
  return pending;
}

/**
 * Whether someone of this role must sign in with an authenticator code: admins (the owner among
 * them) always, teachers when the school's settings say so (docs/decisions/0394), students never.
 * `teachersMust` reads that setting: the school's facts are a feature, and auth, which every
 * feature's guards use, imports none (the app passes it in).
 */
export async function mustUseTwoFactor(role: Role, teachersMust: () => Promise<boolean>): Promise<boolean> {
  if (role === 'admin') return true;
  return role === 'teacher' && (await teachersMust());
}

/** False (and the session deleted) when it sat idle too long; otherwise records this request. */
async function stillActive(
  app: FastifyInstance,
  session: { id: string; lastActiveAt?: Date | string | null },
): Promise<boolean> {
  const now = Date.now();
  const idleMs = app.config.STAFF_IDLE_MINUTES * 60_000;
  const last = session.lastActiveAt ? new Date(session.lastActiveAt).getTime() : 0;
  if (now - last > idleMs) {
    await app.db.delete(sessions).where(eq(sessions.id, session.id));
    return false;
  }
  if (now - last > Math.min(ACTIVITY_WRITE_MS, idleMs / 10)) {
    await app.db
      .update(sessions)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(sessions.id, session.id));
  }
  return true;
}

/**
 * The signed-in user, or null, also while their session still owes the second factor: such a
 * session counts as signed out everywhere except /api/me and the enrolment and code endpoints.
 */
export async function getSessionUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const state = await getSessionState(app, request);
  return state && !state.secondFactor ? state.user : null;
}

export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const state = await getSessionState(app, request);
  if (!state) throw new AppError('UNAUTHENTICATED');
  // Which step is owed (`enrol`: set up an authenticator; `verify`: enter its code) travels as a value.
  if (state.secondFactor) throw new AppError('TWO_FACTOR_REQUIRED', undefined, undefined, { step: state.secondFactor });
  return state.user;
}
