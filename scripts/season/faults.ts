// What goes wrong during the season, on days and moments drawn from the seed: app processes
// killed with SIGKILL, a PostgreSQL restart, the mail and SMS gateways down for a simulated day,
// the gateways answering in 5 s for a day, and a backup taken mid-season. Each fault that may
// cost an answer opens a window (real time) in which a 5xx or a lost answer is forgiven; outside
// every window, none is. A window can be scoped to the routes that wait on the faulty party: the
// slow gateways' day forgives only what waits on bKash (SMS go through the queue, so no answer
// waits on the SMS gateway), and a failure there is counted as that window's, not lost.
import { MAIL_LANES } from '#server/lib/mail.ts';
import type { AppServer } from './app-process';
import type { Bkash, MailServer, SmsGateway } from './fakes';
import type { ResponseLog } from './http';
import { Rng } from './rng';
import type { World } from './world';

export interface FaultWindow {
  what: string;
  from: number;
  to: number;
  /** Only answers on these routes, and problems starting with these words, are forgiven (all when absent). */
  scope?: { routes: string[]; problems: string[] };
}

/** What waits on bKash: the checkout's start and its callback, and the problems the season reports for them. */
const BKASH_SCOPE = {
  routes: ['POST /api/orders/:oid/bkash', 'GET /api/bkash/callback'],
  problems: ['checkout start on ', 'bKash on ', 'cancel on '],
};

export interface FaultPlan {
  /** SIGKILLs: the day and part of the day from which to count, and after how many answers to strike. */
  kills: { day: number; phase: number; afterAnswers: number }[];
  pgRestart: { day: number; phase: number; afterMs: number } | null;
  mailDown: number;
  smsDown: number;
  slow: number;
  backup: number;
}

/**
 * A moment the app lost what it was doing: a SIGKILL (one process, sending one mail at a time) or a
 * PostgreSQL restart (each app process may have just handed a mail over and be unable to record it).
 */
export interface Disruption {
  what: string;
  at: number;
  /**
   * How many repeated mails it can explain: each process it stopped may have had a mail in every
   * lane of its message queue (MAIL_LANES) handed over and not yet recorded.
   */
  repeats: number;
}

/** A forgiven window lasts this long after the app answers again (pools reconnect, retries land). */
const GRACE_MS = 3000;

export function planFaults(world: World, postgres: boolean, enabled: boolean): FaultPlan | null {
  if (!enabled) return null;
  const rng = new Rng(`${world.seed}:faults`);
  const days = world.shape.days;
  const kills = Array.from({ length: world.shape.short ? 3 : 10 }, () => ({
    day: rng.int(2, days - 2),
    phase: rng.int(0, 4),
    afterAnswers: rng.int(3, 40),
  }));
  const spread = (a: number, b: number) => rng.int(Math.floor(days * a), Math.floor(days * b));
  return {
    kills,
    pgRestart: postgres ? { day: spread(0.55, 0.65), phase: rng.int(1, 2), afterMs: rng.int(50, 400) } : null,
    mailDown: spread(0.15, 0.25),
    smsDown: spread(0.3, 0.4),
    slow: spread(0.7, 0.8),
    backup: spread(0.45, 0.5),
  };
}

export class Faults {
  windows: FaultWindow[] = [];
  /** The moments an app process died or lost its database, each able to repeat the mails then in hand. */
  disruptions: Disruption[] = [];
  /** The simulated day running now: a SIGKILL armed late in a day may strike on the next one. */
  private today = '';
  log: string[] = [];
  private pending: Promise<void>[] = [];
  constructor(
    readonly plan: FaultPlan | null,
    private deps: {
      app: AppServer;
      mail: MailServer;
      sms: SmsGateway;
      bkash: Bkash;
      /** Restarts the season's own PostgreSQL (pg-instance.ts); null on PGlite. */
      restartPg: (() => Promise<void>) | null;
    },
  ) {}

  /** A fault window still open (the slow gateways' day), closed when the day ends. */
  private open: FaultWindow | null = null;

  /**
   * Whether real time `t` lies in a window where a failed answer is forgiven: an answer on `route`,
   * or a problem reported as `problem`. With `until`, whether any moment from `t` to `until` does:
   * a request in flight while the fault struck is the fault's even when its answer (a timeout on
   * the slow gateway) came after the window closed.
   */
  forgiven(t: number, what: { route?: string; problem?: string } = {}, until = t): boolean {
    return this.windows.some(
      (w) =>
        t <= w.to &&
        until >= w.from &&
        (!w.scope ||
          (what.route !== undefined && w.scope.routes.includes(what.route)) ||
          (what.problem !== undefined && w.scope.problems.some((p) => what.problem!.startsWith(p)))),
    );
  }

  /** Gateways for the day: down or slow on their day, up otherwise. */
  async startDay(day: number, date: string): Promise<void> {
    this.today = date;
    if (this.open) {
      this.open.to = Date.now() + GRACE_MS;
      this.open = null;
    }
    const p = this.plan;
    if (!p) return;
    const mail = day === p.mailDown ? 'down' : 'up';
    const sms = day === p.smsDown ? 'down' : day === p.slow ? 'slow' : 'up';
    const bkash = day === p.slow ? 'slow' : 'up';
    if (mail === 'down') this.log.push(`${date}: the mail server is down all day`);
    if (sms === 'down') this.log.push(`${date}: the SMS gateway is down all day`);
    if (sms === 'slow') {
      this.log.push(`${date}: the SMS gateway and bKash answer in 5 s all day`);
      // Open until the next day starts; what waits on bKash and fails meanwhile is this fault's.
      this.open = {
        what: 'bKash answering in 5 s',
        from: Date.now(),
        to: Number.POSITIVE_INFINITY,
        scope: BKASH_SCOPE,
      };
      this.windows.push(this.open);
    }
    await this.deps.mail.setMode(mail);
    this.deps.sms.state.mode = sms;
    this.deps.bkash.state.mode = bkash;
  }

  /**
   * Arms the faults of phase `phase` of day `day`. A SIGKILL strikes once that many more answers
   * have arrived, so requests are in flight when it does (the next part of the day carries on while
   * the process is replaced). The PostgreSQL restart strikes a moment into the part.
   */
  duringPhase(day: number, phase: number, date: string, log: ResponseLog): void {
    const p = this.plan;
    if (!p) return;
    for (const k of p.kills.filter((x) => x.day === day && x.phase === phase)) {
      let left = k.afterAnswers;
      const previous = log.onAnswer;
      log.onAnswer = () => {
        previous?.();
        if (--left !== 0) return;
        this.pending.push(
          this.strike(async () => {
            const from = Date.now();
            this.disruptions.push({ what: `SIGKILL on ${this.today}`, at: from, repeats: MAIL_LANES });
            const pid = await this.deps.app.killOne((n) => (k.afterAnswers + day) % n);
            this.windows.push({ what: `SIGKILL of app process ${pid}`, from, to: Date.now() + GRACE_MS });
            this.log.push(`${this.today}: SIGKILL of app process ${pid}; serving again after ${Date.now() - from} ms`);
          }),
        );
      };
    }
    const r = p.pgRestart;
    const restartPg = this.deps.restartPg;
    if (r && r.day === day && r.phase === phase && restartPg) {
      this.pending.push(
        this.strike(async () => {
          await new Promise((done) => setTimeout(done, r.afterMs));
          const from = Date.now();
          this.disruptions.push({
            what: `PostgreSQL restart on ${date}`,
            at: from,
            repeats: this.deps.app.processes * MAIL_LANES,
          });
          await restartPg();
          await this.deps.app.waitReady(120_000);
          this.windows.push({ what: 'PostgreSQL restart', from, to: Date.now() + GRACE_MS });
          this.log.push(`${date}: PostgreSQL restarted; the app served again after ${Date.now() - from} ms`);
        }),
      );
    }
  }

  /**
   * Waits for the faults that struck to be over (the process replaced, the database back), and
   * throws the first that could not be carried out, so the season stops through its own clean-up
   * (the app and the cluster stopped, the folder kept) instead of dying of an unhandled rejection.
   */
  async settle(): Promise<void> {
    while (this.pending.length) await Promise.allSettled(this.pending.splice(0));
    if (this.failure) throw this.failure;
  }

  private failure: Error | null = null;

  /** Carries out a fault; one that fails is logged and kept for `settle`, never left unhandled. */
  private async strike(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      this.log.push(`fault failed: ${error.message}`);
      this.failure ??= error;
    }
  }
}
