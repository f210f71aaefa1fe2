// npm run season [-- --scale=0.1 | --short | --district] [--db=pglite|postgres] [--seed=N] [--no-faults] [--perf] [--break=NAME]
// A school's year (or a month, or a district's year) through the public API of the BUILT app, in
// accelerated time, with faults, then the invariants, one line each. Exits 1 naming the
// invariants that failed. Needs `npm run build`. See README "Season simulation" and
// docs/decisions/0461.
import { parseArgs } from 'node:util';
import { runSeason, type SeasonOptions } from './season';
import { SHAPES, scaledYear } from './world';

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    scale: { type: 'string' },
    district: { type: 'boolean', default: false },
    db: { type: 'string' },
    seed: { type: 'string', default: '2027' },
    days: { type: 'string' },
    students: { type: 'string' },
    'no-faults': { type: 'boolean', default: false },
    perf: { type: 'boolean', default: false },
    break: { type: 'string' },
    concurrency: { type: 'string' },
    port: { type: 'string', default: process.env.SEASON_PORT_BASE ?? '6010' },
    keep: { type: 'boolean', default: false },
  },
});

const base = values.district
  ? SHAPES.district
  : values.short
    ? SHAPES.month
    : values.scale
      ? scaledYear(Number(values.scale))
      : SHAPES.year;
const shape = {
  ...base,
  ...(values.days ? { days: Number(values.days) } : {}),
  ...(values.students ? { students: Number(values.students), enquiries: Number(values.students) * 2 } : {}),
};
const kinds: readonly ('pglite' | 'postgres')[] =
  values.db === 'pglite' || values.db === 'postgres'
    ? [values.db]
    : values.district
      ? (['postgres'] as const)
      : (['pglite', 'postgres'] as const);

let failed = false;
for (const kind of kinds) {
  const options: SeasonOptions = {
    kind,
    shape,
    seed: Number(values.seed),
    faults: !values['no-faults'],
    perf: values.perf,
    breakWhat: values.break ?? null,
    concurrency: Number(values.concurrency ?? (kind === 'postgres' ? 16 : 8)),
    portBase: Number(values.port),
    keep: values.keep,
  };
  const result = await runSeason(options);
  if (result.exitCode !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
