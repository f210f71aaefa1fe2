import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { appRoot } from '#server/lib/paths.ts';

/**
 * A new PGlite database made once at build time and copied for each new data folder.
 *
 * PGlite creates a database (its initdb) by running a second PostgreSQL in memory and copying that
 * instance's 128 MB heap before each of its steps: some 650 MB of memory for a few seconds, on the
 * server's first start and on every restore into a new folder. A small machine (1 GB) can fail
 * there. Copying a database that initdb made and PGlite closed cleanly is how PostgreSQL itself
 * clones a stopped cluster, costs no memory, and gives the same database: the same PGlite made it
 * with the same settings. The template is kept per PGlite version, so an upgraded PGlite never
 * opens a folder an older one made; without a template (no build yet, as under `npm run dev`)
 * PGlite creates the database itself, as before.
 */
export function pgliteVersion(): string {
  // The package's entry point lies under its folder; its package.json is not exported.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the build keeps the template for the installed PGlite. */
export function pgliteTemplateDir(root = appRoot): string {
  return join(root, 'dist', 'pglite-template', pgliteVersion());
}

const isDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * Makes `dataDir` a copy of the template when it holds no database yet and a template for this
 * PGlite exists; answers whether it did. The copy is made beside it and renamed into place, so a
 * crash part-way never leaves a half database under the folder's name. A folder that exists and
 * holds anything is left to PGlite.
 */
export function seedFromTemplate(dataDir: string, template = pgliteTemplateDir()): boolean {
  if (isDatabase(dataDir) || !isDatabase(template)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  mkdirSync(dirname(dataDir), { recursive: true });
  const copy = `${dataDir}.${randomUUID()}.tmp`;
  try {
    cpSync(template, copy, { recursive: true });
    // Over an empty folder, rename replaces it in one step.
    renameSync(copy, dataDir);
  } catch (err) {
    rmSync(copy, { recursive: true, force: true });
    throw err;
  }
  return true;
}
