import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { createDbCache } from './db-cache';

// The cache behind the course catalogue and the school's facts, alone: each test has a database
// handle of its own (any object will do: the cache only keys on it).
const fakeDb = () => ({}) as Db;
const TTL = 5_000;

describe('createDbCache', () => {
  it('expires after the TTL and loads again', async () => {
    let loads = 0;
    const cache = createDbCache(async () => `v${++loads}`, TTL);
    const db = fakeDb();
    let now = 1_000;
    expect(await cache.read(db, () => now)).toBe('v1');
    now += TTL - 1;
    expect(await cache.read(db, () => now)).toBe('v1');
    now += 1;
    expect(await cache.read(db, () => now)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('keeps one copy per database handle', async () => {
    let loads = 0;
    const cache = createDbCache(async () => ++loads, TTL);
    const [a, b] = [fakeDb(), fakeDb()];
    expect([await cache.read(a), await cache.read(b), await cache.read(a)]).toEqual([1, 2, 1]);
    cache.invalidate(a);
    expect([await cache.read(a), await cache.read(b)]).toEqual([3, 2]);
  });

  it('a burst of misses makes one load', async () => {
    let loads = 0;
    const cache = createDbCache(async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { loaded: loads };
    }, TTL);
    const db = fakeDb();
    const all = await Promise.all(Array.from({ length: 50 }, () => cache.read(db)));
    expect(loads).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it('a load that began before an invalidation is answered but not kept after it', async () => {
    let release!: (value: string) => void;
    let next: () => Promise<string> = () => new Promise<string>((resolve) => (release = resolve));
    const cache = createDbCache(() => next(), TTL);
    const db = fakeDb();
    const pending = cache.read(db);
    await Promise.resolve();
    cache.invalidate(db); // a write completes while the old value is still loading
    next = async () => 'after-the-write';
    release('before-the-write');
    expect(await pending).toBe('before-the-write');
    expect(await cache.read(db)).toBe('after-the-write');
  });
});
