import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
const webRoot = mkdtempSync(join(tmpdir(), 'kds-web-'));

beforeAll(async () => {
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Khulna Driving School</title><div id="root">');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the single-page app behind every page address', () => {
  it('is served with 200 at the pages it has', async () => {
    for (const url of [
      '/',
      '/courses',
      '/course/car-1',
      '/login?social=done',
      '/reset/new',
      '/dashboard/manage-order',
      // Every page again in Bengali.
      '/bn',
      '/bn/courses',
      '/bn/course/car-1',
      '/bn/dashboard/manage-order',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('is served with 404 at an address it has no page for, and shows its own error page', async () => {
    for (const url of [
      '/no-such-page',
      '/course',
      '/course/a/b',
      '/dashboard/no-such-tool',
      '/reset/old',
      '/bn/no-such-page',
      '/bnx/courses',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('leaves unknown API addresses a JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
