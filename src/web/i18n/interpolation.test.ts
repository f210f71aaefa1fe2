import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The texts are JSON (docs/decisions/0506), so the type check knows their keys but not the values
// each interpolates (`{{name}}`). This test holds what it held while they were TypeScript: a
// `t('key', { … })` call passes every value its English text names, so no page shows `{{name}}`
// or an empty gap. Calls without options, with a computed key or with spread options are not read.

const WEB = join(process.cwd(), 'src/web');

const english = import.meta.glob<object>(['../../shared/i18n/en.json', './en.json', '../features/*/i18n/en.json'], {
  eager: true,
  import: 'default',
});

/** Every English text by its dotted key. */
function texts(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) texts(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}
const allEnglish = new Map(Object.values(english).flatMap((catalogue) => [...texts(catalogue)]));

/** The values a key's text names, with its plural forms' (`key_one`, `key_other`, …). */
function variablesOf(key: string): Set<string> | null {
  const found = [...allEnglish].filter(([k]) => k === key || new RegExp(`^${key.replace(/\./g, '\\.')}_\\w+$`).test(k));
  if (!found.length) return null;
  return new Set(found.flatMap(([, text]) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]!)));
}

/** The object literal that starts at `from` (a `{`), up to its closing brace. */
function objectAt(code: string, from: number): string {
  let depth = 0;
  let quote = '';
  for (let i = from; i < code.length; i++) {
    const c = code[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c) && --depth === 0) return code.slice(from + 1, i);
  }
  return code.slice(from + 1);
}

/** The names an object literal's top level gives (`{ name, count: n }` → name, count); null if it spreads. */
function namesGiven(body: string): Set<string> | null {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  const names = new Set<string>();
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    if (part.startsWith('...')) return null;
    const name = /^['"]?(\w+)['"]?\s*(?::|\(|$)/.exec(part)?.[1];
    if (name) names.add(name);
  }
  return names;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Each `t('key', { … })` call of a file's code whose options leave out a value its text names. */
function missingValues(code: string): string[] {
  const problems: string[] = [];
  for (const call of code.matchAll(/\bt\(\s*(['"])([\w.]+)\1\s*,\s*\{/g)) {
    const wanted = variablesOf(call[2]!);
    const given = namesGiven(objectAt(code, call.index + call[0].length - 1));
    if (!wanted || !given) continue;
    const missing = [...wanted].filter((name) => !given.has(name));
    if (missing.length) problems.push(`${call[2]}: ${missing.join(', ')}`);
  }
  return problems;
}

describe('a t() call with options', () => {
  it('passes every value its English text names', () => {
    const files = sourceFiles(WEB);
    const calls = files.reduce(
      (n, f) => n + [...readFileSync(f, 'utf8').matchAll(/\bt\(\s*['"][\w.]+['"]\s*,\s*\{/g)].length,
      0,
    );
    expect(calls).toBeGreaterThan(200);
    const problems = files.flatMap((file) =>
      missingValues(readFileSync(file, 'utf8')).map((p) => `${relative(WEB, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('is caught when it leaves a value out, or names it wrongly', () => {
    expect(missingValues(`t('about.faq.whyQ', { school: name })`)).toEqual([]);
    expect(missingValues(`t('about.faq.whyQ', { schol: name })`)).toEqual(['about.faq.whyQ: school']);
    expect(missingValues(`t('about.faq.whyQ', { count: 2 })`)).toEqual(['about.faq.whyQ: school']);
    expect(missingValues(`t('about.faq.whyQ', { ...values })`)).toEqual([]);
  });
});
