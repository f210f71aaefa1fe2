// What every actor of the season works with.
import type { Acks } from './acks';
import type { SimClock } from './clock';
import type { MailServer } from './fakes';
import type { Client, ResponseLog } from './http';
import type { streams } from './rng';
import type { SeasonState } from './state';
import type { World } from './world';

export interface Problem {
  /** Real time it happened. */
  at: number;
  what: string;
}

export interface Ctx {
  world: World;
  state: SeasonState;
  acks: Acks;
  log: ResponseLog;
  clock: SimClock;
  rng: ReturnType<typeof streams>;
  mail: MailServer;
  /** The app's address. */
  url: string;
  /** A new client for someone (their own cookie jar and client address). */
  client(ip: string): Client;
  /** Answers the season did not expect (not counted while a fault is on: see faults.ts). */
  problems: Problem[];
  /** Today's index in the calendar and the day itself. */
  dayIndex: number;
  today: string;
}

/** The password every account of the season uses: long, not a name, accepted by the strength rule. */
export const PASSWORD = 'Bhairab-Ferry-2027';

export function problem(ctx: Ctx, what: string): void {
  ctx.problems.push({ at: Date.now(), what });
}
