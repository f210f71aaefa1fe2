import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The Node version the README promises is package.json's `engines`, and every locked package that
 * declares it needs a newer Node (npm ci's EBADENGINE warning) is named in the README, with why it
 * still runs. A new such package fails here until someone has looked at it.
 */

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const readme = read('README.md');

type MajorMinor = [number, number];
const parse = (v: string): MajorMinor => {
  const [major = 0, minor = 0] = (v.match(/\d+(?:\.\d+)?/)?.[0] ?? '0').split('.').map(Number);
  return [major, minor];
};
const below = (a: MajorMinor, b: MajorMinor) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** The oldest Node a range lets in, read from the first version of each of its alternatives. */
const oldestAllowed = (range: string): MajorMinor =>
  range
    .split('||')
    .map(parse)
    .reduce((min, v) => (below(v, min) ? v : min));

const floor = parse(pkg.engines.node);

describe('the Node version', () => {
  it('the README states package.json’s engines floor', () => {
    expect(pkg.engines.node).toMatch(/^>=\d+\.\d+$/);
    expect(readme).toContain(`Node.js ${floor.join('.')} or newer`);
  });

  it('every locked package that asks for a newer Node is named in the README', () => {
    const newer = Object.entries(lock.packages)
      .filter(([path, p]) => {
        const range = !Array.isArray(p.engines) ? p.engines?.node : undefined;
        return path !== '' && range !== undefined && below(floor, oldestAllowed(range));
      })
      .map(([path, p]) => `${path.split('node_modules/').at(-1)}@${p.version!.split('.')[0]}`);
    for (const name of newer) expect(readme, name).toContain(`\`${name}\``);
  });
});
