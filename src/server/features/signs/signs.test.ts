import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { send } from '#server/test/http.ts';
import { ROAD_SIGNS } from '#shared/content/road-signs.ts';
import type { RoadSign } from '#shared/schemas/sign.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the road-sign library', () => {
  it('has at least 60 signs of all three kinds, each with its meaning in both languages', () => {
    expect(ROAD_SIGNS.length).toBeGreaterThanOrEqual(60);
    const kinds = new Map<string, number>();
    for (const sign of ROAD_SIGNS) {
      kinds.set(sign.category, (kinds.get(sign.category) ?? 0) + 1);
      expect(sign.bn).toMatch(/[\u0980-\u09FF]/);
      expect(sign.bnMeaning).toMatch(/[\u0980-\u09FF]/);
      expect(sign.enMeaning.length).toBeGreaterThan(10);
      expect(sign.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100" role="img"/);
      expect(sign.svg).not.toMatch(/<script|on\w+=|href=/i);
    }
    expect(new Set(ROAD_SIGNS.map((s) => s.id)).size).toBe(ROAD_SIGNS.length);
    expect(kinds.get('mandatory')).toBeGreaterThanOrEqual(20);
    expect(kinds.get('warning')).toBeGreaterThanOrEqual(20);
    expect(kinds.get('informative')).toBeGreaterThanOrEqual(8);
  });

  it('draws the kinds in their frames: prohibitions in a red ring, warnings in a red triangle, information on blue', () => {
    const svg = (id: string) => ROAD_SIGNS.find((s) => s.id === id)!.svg;
    expect(svg('no-trucks')).toContain('stroke="#c8102e" stroke-width="10"');
    expect(svg('ahead-only')).toContain('fill="#0057a8"');
    expect(svg('ferry-ahead')).toContain('<path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e"');
    expect(svg('first-aid')).toContain('<rect x="3" y="3" width="94" height="94" rx="9" fill="#0057a8"');
  });

  it('lists every sign at GET /api/signs, with its picture address and no SVG in the list', async () => {
    const res = await send(t.app, null, { method: 'GET', url: '/api/signs' });
    expect(res.statusCode).toBe(200);
    const list = res.json<RoadSign[]>();
    expect(list).toHaveLength(ROAD_SIGNS.length);
    expect(list[0]).toEqual({
      id: ROAD_SIGNS[0]!.id,
      category: 'mandatory',
      en: ROAD_SIGNS[0]!.en,
      enMeaning: ROAD_SIGNS[0]!.enMeaning,
      bn: ROAD_SIGNS[0]!.bn,
      bnMeaning: ROAD_SIGNS[0]!.bnMeaning,
      image: `/signs/${ROAD_SIGNS[0]!.id}.svg`,
    });
    const again = await send(t.app, null, {
      method: 'GET',
      url: '/api/signs',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('finds signs by words in English or Bengali, and by kind', async () => {
    const find = async (query: string) =>
      (await send(t.app, null, { method: 'GET', url: `/api/signs?${query}` })).json<RoadSign[]>().map((s) => s.id);
    expect(await find('q=ferry')).toEqual(['ferry-ahead']);
    expect(await find(`q=${encodeURIComponent('ফেরিঘাট')}`)).toEqual(['ferry-ahead']);
    expect(await find('q=SPEED%20limit')).toEqual(
      expect.arrayContaining(['speed-limit-20', 'speed-limit-40', 'speed-limit-80']),
    );
    const warnings = await find('category=warning');
    expect(warnings.length).toBeGreaterThanOrEqual(20);
    expect(warnings).not.toContain('stop');
    expect(await find('q=zzzz')).toEqual([]);
    expect((await send(t.app, null, { method: 'GET', url: '/api/signs?category=purple' })).statusCode).toBe(400);
  });

  it('serves each picture as SVG at /signs/<id>.svg, and 404 for a sign it does not have', async () => {
    const res = await send(t.app, null, { method: 'GET', url: '/signs/no-entry.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe(ROAD_SIGNS.find((s) => s.id === 'no-entry')!.svg);
    for (const url of ['/signs/nothing.svg', '/signs/no-entry.png', '/signs/..%2Fsecret.svg']) {
      const missing = await send(t.app, null, { method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
