// The staff lists and reports on a year's data: each asked `n` times in a row by the office (the
// audit log by the owner), the p50 and p99 of the answers. The same lists the office opens every
// afternoon of the season (office.ts).
import type { Ctx } from './context';
import { staffLists } from './office';
import { asStaff } from './people';
import { percentile } from './report';

export async function measureLists(ctx: Ctx, n = 200): Promise<string[]> {
  const admin = ctx.state.admins[0]!;
  const phones = ctx.state.students.filter((s) => s.orders.length).map((s) => s.plan.phone);
  const out: string[] = [];
  const names = staffLists(ctx.today, '0').map((l) => l.route);
  for (const name of names) {
    const ms: number[] = [];
    let failed = 0;
    for (let i = 0; i < n; i++) {
      const list = staffLists(ctx.today, (phones[i % Math.max(1, phones.length)] ?? '01711000000').slice(-6)).find(
        (l) => l.route === name,
      )!;
      const who = name === 'audit log' ? ctx.state.owner : admin;
      const t0 = performance.now();
      const res = await asStaff(ctx, who, 'GET', list.path, { route: `perf: ${name}` });
      ms.push(performance.now() - t0);
      if (res.status !== 200) failed++;
    }
    ms.sort((a, b) => a - b);
    out.push(
      `${name.padEnd(24)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms` +
        (failed ? `   (${failed} not 200)` : ''),
    );
  }
  return out;
}
