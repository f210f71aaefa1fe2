import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '#server/lib/storage.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('liveness and readiness', () => {
  it('a serving process is live and ready; once shutting down it stays live but is no longer ready', async () => {
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: kind, storage: 'ok' });

    t.app.readiness.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ code: 'UNAVAILABLE', message: 'The service is not available right now.' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('an upload store that fails or does not answer is reported, and the process stays ready', async () => {
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    // A folder that cannot be made, even by root: its parent is not a directory.
    const broken = createDiskStorage('/dev/null/uploads');
    const silent = { ...createDiskStorage('/dev/null/uploads'), check: () => new Promise<void>(() => {}) };
    for (const storage of [broken, silent]) {
      const s = await createTestApp({}, { database: t.database, storage });
      try {
        const started = Date.now();
        const ready = await s.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ready', database: kind, storage: 'unreachable' });
        // A store that never answers costs the probe its time limit, not a hung load balancer.
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        await s.close();
      }
    }
  });
});
