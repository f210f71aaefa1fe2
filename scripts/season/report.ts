// The season's report: what happened (people, money, lessons, messages), how the app answered
// (per route), what it cost (resource peaks), which faults struck, and the invariants' lines.
import { readFileSync } from 'node:fs';
import type { LogEntry } from './http';

/** Resident memory (bytes) and CPU time (clock ticks) of one process, from /proc. */
function sample(pid: number): { rss: number; cpu: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { rss, cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

const TICKS = 100;

/** Samples the app's processes (and the season's own) once a second: peak memory and CPU. */
export class ResourceSampler {
  peakAppRss = 0;
  peakProcessRss = 0;
  peakSeasonRss = 0;
  peakCpu = 0;
  cpuSum = 0;
  samples = 0;
  private last = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  start(pids: () => number[]): void {
    let at = Date.now();
    this.timer = setInterval(() => {
      const now = Date.now();
      let rss = 0;
      let cpu = 0;
      for (const pid of pids()) {
        const s = sample(pid);
        if (!s) continue;
        rss += s.rss;
        this.peakProcessRss = Math.max(this.peakProcessRss, s.rss);
        const before = this.last.get(pid);
        if (before !== undefined) cpu += (s.cpu - before) / TICKS;
        this.last.set(pid, s.cpu);
      }
      const share = cpu / ((now - at) / 1000);
      at = now;
      this.peakAppRss = Math.max(this.peakAppRss, rss);
      this.peakSeasonRss = Math.max(this.peakSeasonRss, process.memoryUsage().rss);
      this.peakCpu = Math.max(this.peakCpu, share);
      this.cpuSum += share;
      this.samples++;
    }, 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  lines(): string[] {
    const mb = (b: number) => `${Math.round(b / 1048576)} MB`;
    return [
      `app processes: peak ${mb(this.peakAppRss)} resident together, ${mb(this.peakProcessRss)} the largest one; ` +
        `CPU ${(this.cpuSum / Math.max(1, this.samples)).toFixed(2)} cores on average, ${this.peakCpu.toFixed(2)} at peak`,
      `the season's own process: peak ${mb(this.peakSeasonRss)} resident`,
    ];
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Per route: answers, p50 and p99 of the 2xx answers (ms), and how many were not 2xx. */
export function routeTable(entries: LogEntry[]): string[] {
  const by = new Map<string, { ms: number[]; other: number }>();
  for (const e of entries) {
    const r = by.get(e.route) ?? { ms: [], other: 0 };
    if (e.status >= 200 && e.status < 400) r.ms.push(e.ms);
    else r.other++;
    by.set(e.route, r);
  }
  const rowsOut = [...by]
    .sort((a, b) => b[1].ms.length + b[1].other - (a[1].ms.length + a[1].other))
    .map(([route, r]) => {
      const sorted = r.ms.sort((a, b) => a - b);
      return `  ${route.padEnd(52)} ${String(sorted.length + r.other).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(r.other).padStart(6)}`;
    });
  return [
    `  ${'route'.padEnd(52)} ${'answers'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(6)}`,
    ...rowsOut,
  ];
}
