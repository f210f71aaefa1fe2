// The simulated time, written where every app process reads it (TEST_CLOCK_FILE, see
// src/server/lib/clock.ts). Time only moves forward: the season jumps from one part of a school
// day to the next, and in between it runs at the normal pace.
import { renameSync, writeFileSync } from 'node:fs';
import { CLOCK_FILE_REFRESH_MS } from '#server/lib/clock.ts';

/** Bangladesh keeps UTC+6 all year. */
const DHAKA_MS = 6 * 3_600_000;

/** The instant of `HH:MM` on `day` in Khulna. */
export const khulna = (day: string, time = '00:00') => Date.parse(`${day}T${time}:00Z`) - DHAKA_MS;

export class SimClock {
  private at: number;
  private setAt = Date.now();
  constructor(
    readonly file: string,
    start: number,
  ) {
    this.at = start;
    this.write();
  }

  now(): number {
    return this.at + (Date.now() - this.setAt);
  }

  /** The school day (Asia/Dhaka) it is now. */
  today(): string {
    return new Date(this.now() + DHAKA_MS).toISOString().slice(0, 10);
  }

  /** Moves to `instant` (never back) and waits until every process has seen it. */
  async moveTo(instant: number): Promise<void> {
    if (instant <= this.now()) return;
    this.at = instant;
    this.setAt = Date.now();
    this.write();
    await new Promise((r) => setTimeout(r, CLOCK_FILE_REFRESH_MS * 2 + 10));
  }

  private write(): void {
    writeFileSync(`${this.file}.tmp`, JSON.stringify({ at: new Date(this.at).toISOString(), setAt: this.setAt }));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
