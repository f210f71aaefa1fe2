import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from './server-build-options.mjs';

/**
 * The built server leaves every package to node_modules, and a production install
 * (`npm ci --omit=dev`) has only `dependencies` there. A package the server imports at run time
 * but lists as a devDependency works in development and breaks in production (it did: qrcode, so
 * receipts and certificates failed), so each one the bundle imports must be a dependency.
 * `scripts/ops/production-install-test.ts` proves the same end to end, on a fresh install.
 */

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the built server', () => {
  it('imports at run time only packages that are production dependencies', async () => {
    const result = await build({ ...serverBuildOptions, write: false, metafile: true, sourcemap: false });
    const imported = new Set(
      Object.values(result.metafile!.inputs)
        .flatMap((input) => input.imports)
        .filter((i) => i.external && !i.path.startsWith('node:'))
        .map((i) => packageOf(i.path)),
    );
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in pkg.dependencies)).sort()).toEqual([]);
  }, 60_000);
});
