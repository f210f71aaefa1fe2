// Summarises a V8 CPU profile written by a bench server (BENCH_PROFILE_DIR=... npm run bench):
// self time by function and by package, so a change can be judged by where the time went.
//   node --import tsx bench/profile.ts <file.cpuprofile> [--top=30] [--after=<s>] [--inclusive=<regex>]
// --after skips the first seconds (start-up, preparing users); --inclusive adds the total time
// spent inside functions whose name matches (their callees included), e.g. --inclusive=^saveOrder$
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
if (!file) {
  console.error(
    'usage: node --import tsx bench/profile.ts <file.cpuprofile> [--top=N] [--after=s] [--inclusive=regex]',
  );
  process.exit(2);
}
const top = Number(flag('top') ?? 30);
const afterUs = Number(flag('after') ?? 0) * 1e6;
const inclusive = flag('inclusive');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const self = new Map<number, number>();
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= afterUs) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

function packageOf(url: string): string {
  if (!url) return '(native / V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/dist/server/') ? 'the app (bundle)' : url;
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${lineNumber + 1}` : '';
  const fn = `${functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const pkg = packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', byPackage);
print('self time by function', byFunction);
if (inclusive) {
  // A sample counts once for each matching function on its stack (recursion counted once).
  const re = new RegExp(inclusive);
  const incl = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parentOf.get(n)) {
      const name = byId.get(n)!.callFrame.functionName;
      if (name && re.test(name) && !seen.has(name)) {
        seen.add(name);
        incl.set(name, (incl.get(name) ?? 0) + us);
      }
    }
  }
  print(`inclusive time of functions matching ${re}`, incl);
}
