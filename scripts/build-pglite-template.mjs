// Part of `npm run build`: a new, empty PGlite database, made once here and copied for every new
// data folder (the server's first start, a restore), so those skip PGlite's memory-hungry initdb.
// See src/server/db/pglite-template.ts. Made only when missing for the installed PGlite version.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const target = join('dist', 'pglite-template', version);

if (existsSync(join(target, 'PG_VERSION'))) {
  console.log(`PGlite template: ${target} (already made)`);
} else {
  const making = `${target}.making`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  const db = new PGlite(making);
  await db.waitReady;
  await db.query('select 1');
  await db.close();
  rmSync(target, { recursive: true, force: true });
  renameSync(making, target);
  console.log(`PGlite template: ${target}`);
}
