import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharedTexts from '#shared/i18n/en.json' with { type: 'json' };
import type { FeatureTexts } from '#web/lib/i18n.ts';
import { FIRST_TEXTS } from './routes';

// A page draws once the texts it lists (its `texts`) are there: the shell's and the shared ones
// always are, a feature's come with the pages that list them. These tests read which namespaces
// each page's code uses (the `'orders.…'` keys in every file the page imports, and those files'
// imports) and check that the page lists the features holding them, so no page shows a key
// instead of its text.

const WEB = join(process.cwd(), 'src/web');

/** The namespaces each feature's texts hold, and the feature holding each namespace. */
const featureTexts = import.meta.glob<object>('../features/*/i18n/en.json', { eager: true, import: 'default' });
const owner = new Map<string, string>();
for (const [file, en] of Object.entries(featureTexts))
  for (const namespace of Object.keys(en)) owner.set(namespace, file.split('/')[2]!);

/** Keys of a feature's namespace that are held in src/shared/i18n, always there (`orders.errors`). */
const shared = Object.entries(sharedTexts).flatMap(([namespace, texts]) =>
  owner.has(namespace) ? Object.keys(texts).map((key) => `${namespace}.${key}`) : [],
);

const keyPattern = new RegExp(`['"\`]((${[...owner.keys()].join('|')})\\.[\\w.]*)`, 'g');
const importPattern =
  /(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A file's code without its comments (which may quote keys). */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/[^\n]*/g, '$1');

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('#web/')
    ? join(WEB, spec.slice(5))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && statSync(f).isFile());
  if (!found) throw new Error(`${relative(WEB, from)}: cannot find ${spec}`);
  return found;
}

/** The web files a file runs (itself and what it imports, at once or on demand), texts aside. */
function files(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, typeOnly, from, lazily] of code(file).matchAll(importPattern)) {
    const target = typeOnly ? null : resolve(file, (from ?? lazily)!);
    if (target && !target.includes('/i18n/')) files(target, seen);
  }
  return seen;
}

/** The features whose texts a file and what it imports show. */
function featuresShown(file: string): Map<string, string[]> {
  const shown = new Map<string, string[]>();
  for (const f of files(file))
    for (const [, key, namespace] of code(f).matchAll(keyPattern)) {
      if (shared.some((prefix) => `${key}.`.startsWith(`${prefix}.`))) continue;
      const feature = owner.get(namespace!)!;
      shown.set(feature, [...(shown.get(feature) ?? []), `${namespace} in ${relative(WEB, f)}`]);
    }
  return shown;
}

const listed = (texts: readonly FeatureTexts[] = []) =>
  new Set(texts.flatMap((t) => Object.keys(t.en).map((namespace) => owner.get(namespace)!)));

/** What a page's code shows that its list leaves out. */
function missing(file: string, texts: readonly FeatureTexts[] | undefined) {
  const has = listed(texts);
  return [...featuresShown(file)]
    .filter(([feature]) => !has.has(feature))
    .map(([feature, where]) => `${feature}: ${where[0]}`);
}

const pages = import.meta.glob<{ texts?: readonly FeatureTexts[] }>([
  '../pages/**/*.tsx',
  '!../pages/**/*.test.tsx',
  './layouts/dashboard-layout.tsx',
]);

describe('the texts a page lists', () => {
  it('hold every feature text the page and what it imports show', async () => {
    expect(Object.keys(pages).length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [file, load] of Object.entries(pages)) {
      if (file.endsWith('/home.tsx') && !file.includes('dashboard')) continue; // in FIRST_TEXTS
      const { texts } = await load();
      problems.push(...missing(join(WEB, 'app', file), texts).map((p) => `${file}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('of the app’s first file (the common layout and the home page) are added before it draws', () => {
    const first = [join(WEB, 'app/layouts/common-layout.tsx'), join(WEB, 'pages/home.tsx')];
    expect(first.flatMap((file) => missing(file, FIRST_TEXTS))).toEqual([]);
  });

  it('are not needed by the shell: helpers, primitives and the shell’s texts show no feature’s', () => {
    const shell = import.meta.glob([
      '../lib/*.ts',
      '../components/**/*.tsx',
      '../hooks/*.ts',
      '../config/*.ts',
      '!../**/*.test.*',
    ]);
    const shown = Object.keys(shell).flatMap((file) =>
      [...featuresShown(join(WEB, 'app', file))].map(([feature, where]) => `${feature}: ${where[0]}`),
    );
    expect(shown).toEqual([]);
  });
});

describe('the check of a page’s texts', () => {
  it('finds a feature text a page shows but does not list', () => {
    expect(missing(join(WEB, 'pages/dashboard/manage-order.tsx'), []).sort()).toEqual([
      expect.stringMatching(/^dashboard: dashboard in /),
      expect.stringMatching(/^orders: orders in /),
      expect.stringMatching(/^payments: payments in /),
    ]);
  });
});
