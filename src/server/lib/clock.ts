import { readFileSync, statSync } from 'node:fs';

/**
 * The server's one "now" for business dates: the day a booking, payment, refund, enquiry, mark or
 * certificate belongs to, and what the rate limits count with. Everywhere it is the system clock,
 * except under `TEST_CLOCK_FILE` (refused when NODE_ENV=production, src/server/config.ts), which the
 * season simulation uses to run a school's year in an hour: the file says which instant "now" was
 * when it was written, and time runs on from there at the normal pace. Every process reads the
 * same file (`WORKERS` children too), so they agree on the day. docs/decisions/0460.
 *
 * What stays on the system clock on purpose: sessions and their expiry (better-auth), the message
 * queue's retries and locks, upload sweeps, sign-in links' expiry — machinery whose waits are real
 * waits, not days of the school.
 */

/** The file's contents: `at` is the instant "now" was at the moment `setAt` (system epoch ms). */
export interface ClockFile {
  at: string;
  setAt: number;
}

/** How often a process looks at the file again (a writer waits a little longer before relying on it). */
export const CLOCK_FILE_REFRESH_MS = 20;

let offsetMs = 0;
let watched: { path: string; checkedAt: number; stamp: string } | null = null;

function readOffset(path: string): number {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<ClockFile>;
  const at = typeof parsed.at === 'string' ? Date.parse(parsed.at) : NaN;
  if (!Number.isFinite(at) || typeof parsed.setAt !== 'number' || !Number.isFinite(parsed.setAt)) {
    throw new Error(`${path} must hold {"at": an ISO instant, "setAt": epoch milliseconds}`);
  }
  return at - parsed.setAt;
}

function refresh(): void {
  if (!watched) return;
  const real = Date.now();
  if (real - watched.checkedAt < CLOCK_FILE_REFRESH_MS) return;
  watched.checkedAt = real;
  try {
    const s = statSync(watched.path);
    const stamp = `${s.ino}:${s.mtimeMs}:${s.size}`;
    if (stamp === watched.stamp) return;
    offsetMs = readOffset(watched.path);
    watched.stamp = stamp;
  } catch {
    // Written by rename, so a reader never sees half a file; a vanished file keeps the last time.
  }
}

/** Epoch milliseconds now, as the app reckons it. */
export function now(): number {
  refresh();
  return Date.now() + offsetMs;
}

/** `now()` as a Date, for a timestamp the app writes itself instead of the database's `now()`. */
export function nowDate(): Date {
  return new Date(now());
}

/**
 * Follows a clock file from now on (start-up, before the app is built). Throws when the file is
 * missing or unreadable, so a test run with a broken clock stops at once rather than on real time.
 */
export function followClockFile(path: string): void {
  offsetMs = readOffset(path);
  const s = statSync(path);
  watched = { path, checkedAt: Date.now(), stamp: `${s.ino}:${s.mtimeMs}:${s.size}` };
}

/** Back to the system clock (tests). */
export function useSystemClock(): void {
  watched = null;
  offsetMs = 0;
}
