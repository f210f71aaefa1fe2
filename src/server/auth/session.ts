import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants';
import { AppError } from '../lib/errors';
import { toWebHeaders } from './bridge';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  status: string;
  sid: string;
  dob: string | null;
  /** The school owner (OWNER_EMAIL, and an admin): the only one who manages courses and blogs. */
  isOwner: boolean;
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user behind this request's session cookie, or null. Looked up once per request. */
export function getSessionUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      if (!request.headers.cookie) return null;
      const found = await app.auth.api.getSession({ headers: toWebHeaders(request) });
      if (!found) return null;
      const u = found.user as typeof found.user & { role: Role; status: string; sid: string; dob?: string | null };
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        image: u.image ?? null,
        role: u.role,
        status: u.status,
        sid: u.sid,
        dob: u.dob ?? null,
        isOwner: u.role === 'admin' && u.email.toLowerCase() === app.config.ownerEmail,
      };
    })();
    cache.set(request, pending);
  }
  return pending;
}

export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(app, request);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(app, request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN');
  return user;
}

export async function requireOwner(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(app, request);
  if (!user.isOwner) throw new AppError('FORBIDDEN', 'Only the school owner may manage courses and blogs.');
  return user;
}

/** The caller is this user (by id or e-mail), or an admin. */
export function canActFor(caller: SessionUser, target: { id?: string; email?: string }): boolean {
  return (
    caller.role === 'admin' ||
    (target.id !== undefined && target.id === caller.id) ||
    (target.email !== undefined && target.email.toLowerCase() === caller.email.toLowerCase())
  );
}
