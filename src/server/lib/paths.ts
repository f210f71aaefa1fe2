import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root (the folder holding package.json). Works both from the TypeScript sources
 * (src/server/…) and from the esbuild bundle (dist/server/main.js), which sit at different depths.
 */
export const appRoot: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
})();

export const migrationsDir = join(appRoot, 'drizzle');
export const webDistDir = join(appRoot, 'dist', 'web');
export const publicDir = join(appRoot, 'public');

export function resolveFromRoot(p: string): string {
  return resolve(appRoot, p);
}
