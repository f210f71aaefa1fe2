// Seeded randomness for the season: the same seed gives the same school, the same people and the
// same choices on every run. Each actor draws from a stream of its own (the seed and its name), so
// the order in which concurrent requests happen to finish never changes what anyone decides.
import { createHash } from 'node:crypto';

export class Rng {
  private state: number;
  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed | 0 : createHash('sha256').update(seed).digest().readInt32LE(0);
  }

  /** A number in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `items` with probability weight / sum of weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      if ((r -= w) < 0) return item;
    }
    return items.at(-1)![0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** A stream of its own for `name`, derived from this one's seed. */
  child(name: string): Rng {
    return new Rng(`${this.state}:${name}`);
  }
}

/** A stream per actor: `streams.of('student-17')` is the same sequence on every run of a seed. */
export function streams(seed: number) {
  const cache = new Map<string, Rng>();
  return {
    of(name: string): Rng {
      let r = cache.get(name);
      if (!r) cache.set(name, (r = new Rng(`${seed}:${name}`)));
      return r;
    },
  };
}
