import type { InjectOptions } from 'fastify';
import type { TestUser } from '#server/test/users.ts';
import { CALLERS, type Caller, type Seed } from './fixture';

/** The permission matrix's row shape and expectation shorthands, shared by its row files. */

export interface Req {
  method: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Send as this user instead of the caller (e.g. a fresh session that the request ends). */
  as?: TestUser | null;
}

export interface Row {
  /** The Fastify route this row exercises (`METHOD pattern`). */
  route: string;
  /** What the row checks, when one route has several rows. */
  what?: string;
  expect: Record<Caller, number>;
  /** Builds the request for one caller (fresh targets for cells that delete or end things). */
  request: (s: Seed, caller: Caller, user: TestUser | null) => Promise<Req> | Req;
  /** The body legitimately names someone other than the caller (public data, a known password). */
  othersDataAllowed?: boolean;
  /** Public facts a browser may keep and revalidate (`no-cache`); every other API answer is `no-store`. */
  revalidates?: boolean;
}

/** Shorthands for the common expectation shapes. */
export const all = (status: number): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;
export const exp = (
  anonymous: number,
  studentA: number,
  studentB: number,
  teacher: number,
  admin: number,
  owner: number,
): Record<Caller, number> => ({ anonymous, studentA, studentB, teacher, admin, owner });
/** Signed-in users only, each for themselves. */
export const signedIn = (status: number) => exp(401, status, status, status, status, status);
/** Student A's own resource: A and admins (the owner is an admin) yes, B and the teacher no. */
export const ownOrAdmin = (ok = 200) => exp(401, ok, 403, 403, ok, ok);
export const adminOnly = (ok = 200) => exp(401, 403, 403, 403, ok, ok);
/** Student A's money: A and admins yes; to B and the teacher it does not exist (404). */
export const ownOr404 = (ok = 200) => exp(401, ok, 404, 404, ok, ok);
export const ownerOnly = (ok = 200) => exp(401, 403, 403, 403, 403, ok);
