import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '#server/test/database.ts';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/index.ts';
import {
  clientAddress,
  deleteFullBuckets,
  rateLimitKey,
  resetRateLimit,
  returnToken,
  roundedWait,
  type RateLimitCheck,
  takeToken,
  takeTokens,
} from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// 3 at once, then one every 20 s.
const rule = { name: 'unit', max: 3, windowMs: 60_000 };
const t0 = 1_700_000_000_000;

describe('takeToken (a token bucket in the database)', () => {
  it('lets a full bucket through at once, refuses the next, and says exactly when one is back', async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await takeToken(database.db, rule, 'burst', t0));
    expect(seen.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(seen.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(seen[3]!.retryAfterMs).toBe(20_000);
    // One token is back after 20 s, not after a full quiet window.
    expect((await takeToken(database.db, rule, 'burst', t0 + 19_999)).allowed).toBe(false);
    expect((await takeToken(database.db, rule, 'burst', t0 + 20_000)).allowed).toBe(true);
    expect((await takeToken(database.db, rule, 'burst', t0 + 20_001)).allowed).toBe(false);
  });

  it('never refuses a steady pace below the refill rate, however long it goes on', async () => {
    // One every 21 s against one every 20 s: a fixed window that only resets after a quiet
    // minute would refuse the 4th.
    for (let i = 0; i < 60; i++) {
      expect((await takeToken(database.db, rule, 'steady', t0 + i * 21_000)).allowed).toBe(true);
    }
  });

  it('counts each subject and each rule apart', async () => {
    for (let i = 0; i < 3; i++) await takeToken(database.db, rule, 'a', t0);
    expect((await takeToken(database.db, rule, 'a', t0)).allowed).toBe(false);
    expect((await takeToken(database.db, rule, 'b', t0)).allowed).toBe(true);
    expect((await takeToken(database.db, { ...rule, name: 'other' }, 'a', t0)).allowed).toBe(true);
  });

  it('lets exactly max through when requests arrive together', async () => {
    const now = Date.now();
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => takeToken(database.db, { ...rule, max: 5 }, 'race', now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('gives a token back, and a reset fills the bucket', async () => {
    for (let i = 0; i < 3; i++) await takeToken(database.db, rule, 'give', t0);
    await returnToken(database.db, rule, 'give');
    expect((await takeToken(database.db, rule, 'give', t0)).allowed).toBe(true);
    expect((await takeToken(database.db, rule, 'give', t0)).allowed).toBe(false);
    await resetRateLimit(database.db, rule, 'give');
    const fresh = await takeToken(database.db, rule, 'give', t0);
    expect(fresh).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
  });
});

describe('takeTokens (several buckets at once)', () => {
  it('refuses when any bucket is empty, gives the others back, and names the longest wait', async () => {
    const perMinute = { name: 'multi-min', max: 2, windowMs: 60_000 };
    const perHour = { name: 'multi-hour', max: 10, windowMs: 3_600_000 };
    const checks: RateLimitCheck[] = [
      { rule: perMinute, subject: 'x', limit: 'auth' },
      { rule: perHour, subject: 'x', limit: 'uploads' },
    ];
    expect((await takeTokens(database.db, checks, t0)).allowed).toBe(true);
    expect((await takeTokens(database.db, checks, t0)).allowed).toBe(true);
    const refused = await takeTokens(database.db, checks, t0);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 30_000, limit: 'auth' });
    // The hourly bucket was not charged for the refused request: 8 of 10 left.
    const hour = await takeToken(database.db, perHour, 'x', t0);
    expect(hour.remaining).toBe(7);
  });
});

describe('deleteFullBuckets', () => {
  it('removes only buckets that are full again, which mean the same as no row', async () => {
    await takeToken(database.db, { ...rule, name: 'sweep' }, 'old', t0);
    await takeToken(database.db, { ...rule, name: 'sweep' }, 'fresh', t0 + 50_000);
    await deleteFullBuckets(database.db, t0 + 60_000);
    const keyOf = async (k: string) =>
      (await database.db.select().from(rateLimits).where(eq(rateLimits.key, k))).length;
    expect(await keyOf(rateLimitKey('sweep', 'old'))).toBe(0);
    expect(await keyOf(rateLimitKey('sweep', 'fresh'))).toBe(1);
  });
});

describe('clientAddress', () => {
  it('keeps IPv4 as it is and groups IPv6 per /64 network', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(clientAddress('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
    expect(clientAddress('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('roundedWait', () => {
  it('rounds up to whole seconds, then whole minutes, then whole hours, as Retry-After carries it', () => {
    expect(roundedWait(1)).toBe(1);
    expect(roundedWait(20_000)).toBe(20);
    expect(roundedWait(90_000)).toBe(90);
    expect(roundedWait(90_001)).toBe(120);
    expect(roundedWait(72 * 60_000)).toBe(72 * 60);
    expect(roundedWait(2.4 * 3_600_000)).toBe(3 * 3600);
  });
});
