import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { ORIGIN, multipart, nextIp, testImage } from '#server/test/http.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { UNUSED_UPLOAD_TTL_MS, sweepUploads } from './uploads.service';
import { MAX_UPLOAD_BYTES, uploadKeyFromUrl } from '#shared/uploads.ts';

let t: TestSchool;
let student: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestSchool();
  ({ student, admin } = t);
  other = await createUser(t, 'student');
});
afterAll(async () => {
  await t.close();
});

function upload(
  file: Buffer,
  opts: { name?: string; type?: string; cookie?: string; kind?: string; ip?: string } = {},
) {
  const body = multipart(file, opts.name ?? 'photo.jpg', opts.type ?? 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: `/api/upload${opts.kind ? `?kind=${opts.kind}` : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...(opts.cookie ? { cookie: opts.cookie, origin: ORIGIN } : {}) },
    remoteAddress: opts.ip ?? '10.5.0.1',
  });
}

const jpeg = (w = 64, h = 48) => testImage('jpeg', w, h);

describe('POST /api/upload', () => {
  it('stores a real image and answers {data: {display_url}} like the old image host', async () => {
    const res = await upload(await jpeg());
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.display_url;
    expect(url).toMatch(/^\/files\/public\/[0-9a-f-]+\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(64);
  });

  it('refuses a text file renamed .png with 415', async () => {
    const res = await upload(Buffer.from('hello, I am not a picture at all\n'.repeat(20)), {
      name: 'x.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This type of content is not accepted.',
      params: { accepted: 'image' },
    });
  });

  it('strips EXIF and GPS from a JPEG: the stored copy has none', async () => {
    const withGps = await sharp(await jpeg(80, 60))
      .withExif({
        IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 49/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '89/1 33/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const meta = await sharp(withGps).metadata();
    expect(meta.exif?.includes(Buffer.from('secret-owner'))).toBe(true);
    const res = await upload(withGps);
    expect(res.statusCode).toBe(200);
    const stored = (await t.app.inject({ method: 'GET', url: res.json().data.display_url })).rawPayload;
    const out = await sharp(stored).metadata();
    expect(out.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('bounds the longest side', async () => {
    const res = await upload(await jpeg(4000, 1000));
    const stored = (await t.app.inject({ method: 'GET', url: res.json().data.display_url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(2000);
  });

  it('needs the "image" field and multipart', async () => {
    const body = multipart(await jpeg(), 'a.jpg', 'image/jpeg', 'photo');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('photos straight from a phone camera', () => {
  // A 12-megapixel photo whose noise keeps JPEG from compressing it: more than 7 MB, as a phone's
  // camera writes one. Made once for this file (it takes seconds).
  let photo: Buffer;
  beforeAll(async () => {
    photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  }, 60_000);

  it('takes a 4000 × 3000 JPEG of more than 7 MB and stores it at most 2000 px on its longest side', async () => {
    expect(photo.length).toBeGreaterThan(7 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const res = await upload(photo, { name: 'IMG_20260301_101010.jpg', ip: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: res.json().data.display_url });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1500]);
    expect(stored.rawPayload.length).toBeLessThan(photo.length);
  });

  it('takes it as a private NID image too', async () => {
    const res = await upload(photo, { kind: 'private', cookie: student.cookie, ip: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.display_url).toMatch(/^\/files\/private\/[0-9a-f-]+\.jpg$/);
  });

  it('refuses a 16 MB file with 413 while it is still arriving', async () => {
    const sixteenMb = Buffer.concat([photo, Buffer.alloc(16 * 1024 * 1024 - photo.length, 0xaa)]);
    expect(sixteenMb.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const res = await upload(sixteenMb, { ip: nextIp() });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('private uploads (identity documents)', () => {
  it('need a session to upload', async () => {
    expect((await upload(await jpeg(), { kind: 'private' })).statusCode).toBe(401);
  });

  it('are served only to their owner and admins', async () => {
    const res = await upload(await jpeg(), { kind: 'private', cookie: student.cookie });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.display_url;
    expect(url).toMatch(/^\/files\/private\//);
    const get = (cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(other.cookie)).statusCode).toBe(403);
    const own = await get(student.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await get(admin.cookie)).statusCode).toBe(200);
  });
});

describe('anonymous uploads', () => {
  it('are rate-limited per address, apart from signed-in uploads', async () => {
    const img = await jpeg(10, 10);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await upload(img, { ip: '10.6.6.6' })).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    // A student signed in behind the same address still uploads their NID.
    expect((await upload(img, { ip: '10.6.6.6', cookie: student.cookie, kind: 'private' })).statusCode).toBe(200);
  });

  it('are deleted when unclaimed after a day, and kept once an account claims them', async () => {
    const claimedUrl: string = (await upload(await jpeg(), { ip: '10.7.0.1' })).json().data.display_url;
    const strayUrl: string = (await upload(await jpeg(), { ip: '10.7.0.1' })).json().data.display_url;
    // Sign up with the first photo: the account claims it.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Photo Person', email: 'photo@test.example', password: 'Rupsha-Bridge-2026', image: claimedUrl },
      remoteAddress: '10.7.0.2',
    });
    expect(signUp.statusCode).toBe(200);
    const aDayLater = new Date(Date.now() + UNUSED_UPLOAD_TTL_MS + 1000);
    const removed = await sweepUploads(t.database.db, t.app.storage, { now: aDayLater });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: strayUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: claimedUrl })).statusCode).toBe(200);
  });
});

describe('hardening', () => {
  it('answers 400, not 500, to a multipart body cut off mid-file', async () => {
    const body = multipart(await jpeg(), 'a.jpg', 'image/jpeg');
    const cut = body.payload.subarray(0, body.payload.length - 200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: cut,
      headers: body.headers,
      remoteAddress: '10.9.9.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('recognises only our own upload URLs, exactly', async () => {
    expect(uploadKeyFromUrl('/files/private/0f3c1a2b-aaaa-bbbb-cccc-111122223333.jpg')).toBe(
      'private/0f3c1a2b-aaaa-bbbb-cccc-111122223333.jpg',
    );
    expect(
      uploadKeyFromUrl('https://evil.example/login?//a/files/private/0f3c1a2b-aaaa-bbbb-cccc-111122223333.jpg'),
    ).toBeNull();
    expect(uploadKeyFromUrl('//evil.example/files/public/0f3c1a2b.png')).toBeNull();
    expect(uploadKeyFromUrl('/files/public/../private/x.jpg')).toBeNull();
  });

  it('a Cookie header alone does not buy the signed-in upload budget', async () => {
    const img = await jpeg(10, 10);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const body = multipart(img, 'a.jpg', 'image/jpeg');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: body.payload,
        headers: { ...body.headers, cookie: 'a=b', origin: ORIGIN },
        remoteAddress: '10.9.9.2',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[40]).toBe(429);
  });
});
