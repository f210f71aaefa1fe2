import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { todayInDhaka } from '#shared/dates.ts';
import { CLOCK_FILE_REFRESH_MS, followClockFile, now, nowDate, useSystemClock } from './clock';

const dir = mkdtempSync(join(tmpdir(), 'kds-clock-'));
const file = join(dir, 'clock.json');
const write = (at: string) => {
  writeFileSync(`${file}.tmp`, JSON.stringify({ at, setAt: Date.now() }));
  renameSync(`${file}.tmp`, file);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => useSystemClock());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the app clock', () => {
  it('is the system clock unless a clock file is followed', () => {
    const before = Date.now();
    const t = now();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('follows a clock file: the instant it names, running on at the normal pace', async () => {
    write('2027-03-01T03:00:00.000Z');
    followClockFile(file);
    const first = now();
    expect(Math.abs(first - Date.parse('2027-03-01T03:00:00.000Z'))).toBeLessThan(1000);
    expect(todayInDhaka(nowDate().getTime())).toBe('2027-03-01');
    await sleep(30);
    expect(now()).toBeGreaterThanOrEqual(first + 25);
  });

  it('moves when the file is rewritten, as every process reading it does', async () => {
    write('2027-03-01T03:00:00.000Z');
    followClockFile(file);
    write('2027-06-15T12:00:00.000Z');
    await sleep(CLOCK_FILE_REFRESH_MS * 2 + 10);
    expect(todayInDhaka(now())).toBe('2027-06-15');
  });

  it('refuses to start on a missing or unreadable file rather than run on the real time', () => {
    expect(() => followClockFile(join(dir, 'none.json'))).toThrow();
    writeFileSync(join(dir, 'bad.json'), '{"at": "soon"}');
    expect(() => followClockFile(join(dir, 'bad.json'))).toThrow(/must hold/);
  });
});
