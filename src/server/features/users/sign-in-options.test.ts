import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function optionsOf(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/sign-in-options' });
  expect(res.statusCode).toBe(200);
  return res.json<unknown>();
}

describe('GET /api/sign-in-options', () => {
  it('offers Google only when the server has its credentials', async () => {
    expect(await optionsOf({})).toEqual({ google: false });
    expect(await optionsOf({ GOOGLE_CLIENT_ID: 'test-client', GOOGLE_CLIENT_SECRET: 'test-secret' })).toEqual({
      google: true,
    });
  });
});
