// The school's server as the season runs it: the BUILT app (dist/server/main.js) as real processes,
// PGlite in one process or PostgreSQL with WORKERS app processes under the cluster primary, on a
// fixed port. A fault may SIGKILL a process; the primary (or, on PGlite, the season, playing
// systemd's Restart=always) starts another.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import { MAIN } from '../ops/lib';
import { appRoot } from '#server/lib/paths.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface AppOptions {
  port: number;
  workers: number;
  env: Record<string, string>;
  /** Where the processes' output goes. */
  logFile: string;
}

/** The app processes' ids: the one process, or the primary's workers. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export class AppServer {
  proc: ChildProcess | null = null;
  readonly url: string;
  private out: WriteStream;
  restarts = 0;

  constructor(private opts: AppOptions) {
    this.url = `http://127.0.0.1:${opts.port}`;
    this.out = createWriteStream(opts.logFile, { flags: 'a' });
  }

  /**
   * Starts the app and waits until it serves. A start that exits before it is ready (on a loaded
   * machine a plugin may miss Fastify's start-up timeout) is tried again, as systemd's
   * Restart=always would, at most three times in all.
   */
  async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce();
      } catch (err) {
        if (attempt >= 3 || !this.proc || this.proc.exitCode === null) throw err;
        this.out.write(`season: the app exited while starting (attempt ${attempt}); starting it again\n`);
      }
    }
  }

  private async startOnce(): Promise<void> {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`);
    const proc = spawn(process.execPath, [MAIN], {
      cwd: appRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        HOST: '127.0.0.1',
        PORT: String(this.opts.port),
        WORKERS: String(this.opts.workers),
        ...this.opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.pipe(this.out, { end: false });
    proc.stderr!.pipe(this.out, { end: false });
    this.proc = proc;
    await this.waitReady(180_000);
  }

  /** Waits until /api/ready answers 200 and, with several workers, all of them are up. */
  async waitReady(ms: number): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      if (this.proc && this.proc.exitCode !== null) throw new Error(`the app exited (${this.proc.exitCode})`);
      try {
        const res = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(2000) });
        if (res.ok && (this.opts.workers === 1 || this.workerPids().length === this.opts.workers)) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > until) throw new Error(`the app did not become ready within ${ms / 1000} s`);
      await sleep(100);
    }
  }

  /** How many processes serve requests (each sends the queue's messages one at a time). */
  get processes(): number {
    return this.opts.workers;
  }

  /** The processes that serve requests: the workers under the primary, or the one process. */
  workerPids(): number[] {
    const pid = this.proc?.pid;
    if (!pid) return [];
    return this.opts.workers > 1 ? childrenOf(pid) : [pid];
  }

  /** Every process of the app (primary and workers), for the resource figures. */
  allPids(): number[] {
    const pid = this.proc?.pid;
    if (!pid) return [];
    return this.opts.workers > 1 ? [pid, ...childrenOf(pid)] : [pid];
  }

  /**
   * SIGKILL of one serving process, chosen by `pick`. With workers, the primary starts another; on
   * one process the season starts it again once it is gone, as a supervisor would. Resolves when
   * the app serves again with every worker.
   */
  async killOne(pick: (n: number) => number): Promise<number> {
    const pids = this.workerPids();
    const victim = pids[pick(pids.length)]!;
    if (this.opts.workers > 1) {
      process.kill(victim, 'SIGKILL');
      const until = Date.now() + 120_000;
      while (this.workerPids().includes(victim) || this.workerPids().length < this.opts.workers) {
        if (Date.now() > until) throw new Error('the primary did not replace the killed worker');
        await sleep(50);
      }
      await this.waitReady(120_000);
    } else {
      const proc = this.proc!;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGKILL');
      await exited;
      await this.start();
    }
    this.restarts++;
    return victim;
  }

  async stop(): Promise<void> {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(timer);
    this.proc = null;
  }

  close(): void {
    this.out.end();
  }
}
