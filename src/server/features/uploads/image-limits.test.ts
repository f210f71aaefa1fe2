import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { multipart, nextIp } from '#server/test/http.ts';
import { MAX_INPUT_PIXELS, imageDecodes } from './image-upload';
import { MAX_UPLOAD_BYTES } from '#shared/uploads.ts';

/**
 * A small file can hold an image that takes hundreds of MB to decode. The review saw 20 parallel
 * 49-megapixel uploads take the server from 574 to 922 MB: pixels and parallel decodes are capped,
 * whatever the byte limit (MAX_UPLOAD_BYTES) lets in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/image-limits-test-${process.pid}-${Date.now()}` });
}, 120_000);
afterAll(async () => t?.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 60 } } })
    .png()
    .toBuffer();

function upload(file: Buffer, name = 'photo.png') {
  const body = multipart(file, name, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: nextIp(),
  });
}

describe('image size in pixels', () => {
  it('refuses a 49-megapixel image with 413, its size and the limit as values for the page to say', async () => {
    const huge = await png(7000, 7000);
    expect(huge.length).toBeLessThan(MAX_UPLOAD_BYTES / 10); // small file, huge picture
    const res = await upload(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'This image has too many pixels (25 megapixels at most). Please choose a smaller photo.',
      params: { width: 7000, height: 7000, maxMegapixels: 25 },
    });
  });

  it('takes a 24-megapixel phone photo (6000 × 4000) and stores it bounded to 2000 px', async () => {
    expect(6000 * 4000).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    const res = await upload(await png(6000, 4000));
    expect(res.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: res.json().data.display_url });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1333]);
  });
});

describe('decoding in parallel', () => {
  it('decodes at most two images at once while 20 large uploads arrive together', async () => {
    const big = await png(5000, 4000);
    imageDecodes.peak = 0;
    const results = await Promise.all(Array.from({ length: 20 }, () => upload(big)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(imageDecodes.peak).toBe(imageDecodes.limit);
    expect(imageDecodes.limit).toBe(2);
  });
});
