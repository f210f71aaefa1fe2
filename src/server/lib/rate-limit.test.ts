import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../test/database';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { deleteExpiredRateLimits, hitRateLimit, rateLimitKey } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rule = { name: 'unit', max: 3, windowMs: 60_000 };

describe('hitRateLimit (database-backed fixed window)', () => {
  it('allows max requests per window, refuses the next, and starts again when the window is over', async () => {
    const t0 = 1_700_000_000_000;
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push(await hitRateLimit(database.db, rule, '10.0.0.1', t0 + i * 1000));
    expect(seen.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(seen.map((d) => d.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(new Set(seen.map((d) => d.resetAt))).toEqual(new Set([t0 + 60_000]));

    const later = await hitRateLimit(database.db, rule, '10.0.0.1', t0 + 60_000);
    expect(later).toEqual({ allowed: true, count: 1, remaining: 2, resetAt: t0 + 120_000 });
  });

  it('keeps one counter per client and per limiter name', async () => {
    const t0 = 1_700_000_100_000;
    for (let i = 0; i < 3; i++) await hitRateLimit(database.db, rule, '10.0.0.2', t0);
    expect((await hitRateLimit(database.db, rule, '10.0.0.2', t0)).allowed).toBe(false);
    expect((await hitRateLimit(database.db, rule, '10.0.0.3', t0)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, { ...rule, name: 'other' }, '10.0.0.2', t0)).allowed).toBe(true);
  });

  it('counts concurrent requests exactly (one atomic upsert each)', async () => {
    const t0 = 1_700_000_200_000;
    const all = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(database.db, { ...rule, max: 5 }, '10.0.0.4', t0)),
    );
    expect(all.filter((d) => d.allowed)).toHaveLength(5);
    expect(all.map((d) => d.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('sweeps only its own expired rows', async () => {
    const t0 = 1_700_000_300_000;
    await hitRateLimit(database.db, { ...rule, name: 'sweep' }, 'old', t0);
    await hitRateLimit(database.db, { ...rule, name: 'sweep' }, 'fresh', t0 + 50_000);
    await hitRateLimit(database.db, { ...rule, name: 'keep' }, 'old', t0);
    await deleteExpiredRateLimits(database.db, 'sweep', t0 + 60_000);
    const keyOf = async (k: string) =>
      (await database.db.select().from(rateLimits).where(eq(rateLimits.key, k))).length;
    expect(await keyOf(rateLimitKey('sweep', 'old'))).toBe(0);
    expect(await keyOf(rateLimitKey('sweep', 'fresh'))).toBe(1);
    expect(await keyOf(rateLimitKey('keep', 'old'))).toBe(1);
  });
});
