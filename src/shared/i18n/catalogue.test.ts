import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import bn from './bn.json' with { type: 'json' };
import { ERROR_CODES } from '#shared/errors.ts';

// The parity of every text file pair, these included, is checked in src/web/i18n/catalogue.test.ts.
describe('the error texts', () => {
  it('give every code of the error registry words in English and in Bengali', () => {
    const codes = Object.keys(ERROR_CODES);
    expect(codes.filter((code) => !(code in en.errors))).toEqual([]);
    expect(codes.filter((code) => !(code in bn.errors))).toEqual([]);
  });

  it('name every error code the server can answer with, in both languages', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const codes = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
          for (const m of readFileSync(path, 'utf8').matchAll(/(?:AppError|errorBody)\(\s*'([A-Z_]+)'/g))
            codes.add(m[1]!);
      }
    };
    walk('src/server');
    expect(codes.size).toBeGreaterThan(10);
    const missing = [...codes].filter((code) => !(code in en.errors) || !(code in bn.errors));
    expect(missing).toEqual([]);
  });

  it("give every rate limit the server names words in English and in Bengali (its 429 sends the limit's name)", async () => {
    const { readFileSync } = await import('node:fs');
    const policy = readFileSync('src/server/lib/rate-limit-policy.ts', 'utf8');
    const names = new Set([...policy.matchAll(/limit: '(\w+)'/g)].map((m) => m[1]!));
    names.add('auth'); // better-auth's own per-address limits (src/server/auth/bridge.ts)
    expect(names.size).toBeGreaterThan(10);
    const missing = [...names].filter((name) => !(name in en.rateLimits) || !(name in bn.rateLimits));
    expect(missing).toEqual([]);
  });
});
