import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import { requireUser, type SessionUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user a route's guard let through; null on routes without a guard. */
    caller: SessionUser | null;
  }
}

/**
 * The route guards, one way everywhere: a route names who may call it in its options,
 *
 *   onRequest: signedIn | adminOnly() | ownerOnly | ownerOnlyTo()   who the caller is (before the body is read)
 *   preHandler: selfOrAdmin('email' | 'sid')           which user the address names (after validation)
 *
 * and its handler reads `callerOf(request)`. onRequest runs before the body is parsed and
 * validated, so an anonymous or unauthorised caller learns nothing about the input and sends no
 * body through the parser. Rules that need the stored resource (whose order this is, may this
 * role change) live in the feature's service, which is handed the caller.
 */
type Guard = (request: FastifyRequest) => Promise<void>;

/** Who a guard lets through, sent as `params.allowed` of its 403 so a page can say who may. */
type Allowed = 'signedIn' | 'teachersOrOffice' | 'office' | 'owner';

function guard(allowed: (user: SessionUser) => boolean, who: Allowed): Guard {
  return async (request) => {
    // 401 without a session; 403 TWO_FACTOR_REQUIRED while it still owes the second factor.
    const user = await requireUser(request.server, request);
    if (!allowed(user)) throw new AppError('FORBIDDEN', undefined, undefined, { allowed: who });
    request.caller = user;
  };
}

/** Any signed-in user. */
export const signedIn = guard(() => true, 'signedIn');
/** Teachers and the office (admins, the owner among them). */
export const teachersOrStaff = () =>
  guard((user) => user.role === 'teacher' || user.role === 'admin', 'teachersOrOffice');
/** Admins (the school's owner is one). */
export const adminOnly = () => guard((user) => user.role === 'admin', 'office');
/** The school's owner (OWNER_EMAIL, an admin): courses, blogs, certificates, roles, money decisions. */
export const ownerOnly = guard((user) => user.isOwner, 'owner');

/** The user a guard let through. A route without a guard has none: that is a 401, never a crash. */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}

export const isAdmin = (user: SessionUser) => user.role === 'admin';
export const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * After a guard: the user that the address names (`:email` or `:sid`) is the caller, or the caller
 * is an admin. Other users' accounts and profiles answer 403, whether or not they exist.
 */
export function selfOrAdmin(param: 'email' | 'sid'): Guard {
  return async (request) => {
    const caller = callerOf(request);
    const named = (request.params as Record<string, string>)[param] ?? '';
    const self = param === 'email' ? sameEmail(named, caller.email) : named === caller.sid;
    if (!self && !isAdmin(caller)) throw new AppError('FORBIDDEN');
  };
}
