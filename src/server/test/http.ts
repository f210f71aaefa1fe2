import sharp from 'sharp';
import { expect } from 'vitest';
import { ERROR_CODES } from '#shared/errors.ts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestUser } from './users';

/** Test helpers for API calls (not part of the app). */

/** The PUBLIC_URL the tests' apps run with: a write that carries a session must come from it. */
export const ORIGIN = 'http://school.test';

let ip = 0;
/** A client address of its own per call, so no per-address rate limit decides a test by accident. */
export const nextIp = () =>
  `10.${100 + (Math.floor(++ip / 62_500) % 100)}.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;

/** The headers a signed-in user's browser sends: the session cookie and, for writes, our Origin. */
export const sessionHeaders = (user: TestUser | null | undefined): Record<string, string> =>
  user ? { cookie: user.cookie, origin: ORIGIN } : {};

/**
 * A rate limit's refusal as a person meets it: 429, the registry's words, which limit it was, and
 * how long to wait, in the body and in Retry-After.
 */
export function expectRateLimited(res: LightMyRequestResponse, limit: string, retryAfterSeconds: number): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    code: 'RATE_LIMITED',
    message: ERROR_CODES.RATE_LIMITED.message,
    params: { limit, retryAfterSeconds },
  });
  expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
}

export interface Call {
  method: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** One request as `user` (null: anonymous), from an address of its own unless one is given. */
export function send(
  app: FastifyInstance,
  user: TestUser | null | undefined,
  call: Call,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: call.method,
    url: call.url,
    payload: call.payload,
    headers: { ...sessionHeaders(user), ...call.headers },
    remoteAddress: call.remoteAddress ?? nextIp(),
  });
}

export interface Part {
  /** The form field; the upload form's is "image". */
  field?: string;
  /** null: a plain field, not a file. */
  filename?: string | null;
  type: string;
  content: Buffer;
}

/**
 * A multipart/form-data body, built by hand so a test controls every byte: several parts, a part
 * without a file name, or (close: false) no closing boundary.
 */
export function multipartBody(
  parts: Part[],
  { boundary = `----test${Math.random().toString(16).slice(2)}`, close = true } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.flatMap(({ field = 'image', filename = 'image.jpg', type, content }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload form's body: one file in the field "image". */
export const multipart = (file: Buffer, filename: string, type: string, field = 'image') =>
  multipartBody([{ field, filename, type, content: file }]);

let shade = 0;
/** A small real image; each call a different colour, so no two uploads are the same file. */
export function testImage(format: 'jpeg' | 'png' = 'jpeg', width = 32, height = 24): Promise<Buffer> {
  const background = { r: 20, g: 100 + (shade++ % 150), b: 200 };
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}
export const jpeg = (width?: number, height?: number) => testImage('jpeg', width, height);

/** Sends `form` (a fresh PNG photo unless given) to the upload route as `user`; answers the response as it came. */
export async function sendUpload(
  app: FastifyInstance,
  user: TestUser | null,
  kind: 'public' | 'private' = 'public',
  form?: ReturnType<typeof multipart>,
): Promise<LightMyRequestResponse> {
  const body = form ?? multipart(await testImage('png'), 'photo.png', 'image/png');
  return send(app, user, {
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Uploads a test image as `user` (null: anonymous); answers its /files/… address. */
export async function uploadAs(
  app: FastifyInstance,
  user: TestUser | null,
  kind: 'public' | 'private' = 'public',
): Promise<string> {
  const res = await sendUpload(app, user, kind);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { display_url: string } }>().data.display_url;
}
