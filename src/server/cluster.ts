import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of WORKERS app processes on one port (node:cluster hands each new connection to the
 * next worker). It serves nothing itself: it starts the workers, starts a worker again when one
 * dies, and on SIGTERM/SIGINT passes the signal on, so each worker drains as a single process would
 * (readiness off, in-flight requests finished), and exits when they all have.
 *
 * A worker that exits by its own hand before it ever listened is not restarted in a loop: that is a
 * start-up failure (a wrong setting, the database unreachable), and the whole service stops with it.
 * One killed by a signal while it started (the kernel's out-of-memory killer, an operator's kill) did
 * not fail by itself, and is started again, as a serving one is; only when that happens
 * START_KILLS_IN_A_ROW times without a worker listening in between does the service stop.
 */
const START_KILLS_IN_A_ROW = 5;

export function runPrimary(workers: number): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const listened = new Set<number>();
  let killedWhileStarting = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (worker) => {
    listened.add(worker.id);
    killedWhileStarting = 0;
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    const served = listened.delete(worker.id);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!served && signal && ++killedWhileStarting < START_KILLS_IN_A_ROW) {
      console.error(`A worker was stopped by ${signal} while it started; starting another.`);
      fork();
      return;
    }
    if (!served) {
      console.error(`A worker failed to start (exit ${code ?? signal}); stopping.`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      setTimeout(() => process.exit(1), 30_000).unref();
      return;
    }
    console.error(`A worker stopped (exit ${code ?? signal}) after ${Math.round(lived / 1000)} s; starting another.`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < workers; i++) fork();
}
