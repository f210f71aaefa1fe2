// The node arguments of one of package.json's `node …` scripts, so that a check or a benchmark
// runs a command exactly as `npm run` does (same flags), without npm's own process in between.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoot } from '#server/lib/paths.ts';

export function nodeArgsOf(script: string): string[] {
  const pkg = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = (pkg.scripts[script] ?? '').split(/\s+/).filter(Boolean);
  if (command !== 'node') throw new Error(`package.json's "${script}" script is not a plain \`node …\` command.`);
  return args;
}
