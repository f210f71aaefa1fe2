import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants';
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
