import fc from 'fast-check';
import { MAX_UPLOAD_BYTES } from '#shared/uploads.ts';
import { multipartBody, type Part } from '#server/test/http.ts';

/**
 * The fuzz tests' bad inputs (fuzz.test.ts): values of the wrong kind, bodies with at least one
 * field surely broken, broken JSON and content types, queries that break a required key, path
 * parameters that name nothing, broken uploads. Each generator breaks something the route
 * requires, so no answer to one may legitimately write.
 */
const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '👩‍🚀🚗💥',
  'খুলনা ড্রাইভিং স্কুল',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: x=1',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

const huge = fc
  .tuple(fc.integer({ min: 10_001, max: 120_000 }), fc.constantFrom('A', 'ক', '😀', '<', "'", '\u0000'))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...PAYLOADS),
  huge,
);
const nonString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
);
const nonNumber = fc.oneof(
  anyString,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 1.5, 1e12, -1e12),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const nonObject = fc.oneof(
  anyString,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const junk = fc.oneof(anyString, nonString);
const extraKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'role',
    'isOwner',
    'status',
    'sid',
    'userId',
    'id',
    '_id',
    'emailVerified',
    '$where',
    '$gt',
    'toString',
  ),
);

type Kind = 'string' | 'number' | 'object';
export interface BodySpec {
  valid: Record<string, unknown>;
  /** Fields the generator may break, and whether leaving one out breaks the request too. */
  fields: Record<string, { kind: Kind; required: boolean }>;
}

/** A value that is wrong for this field whatever else the body holds. */
const wrongFor = (kind: Kind, required: boolean) => {
  const options: fc.Arbitrary<unknown>[] = [];
  if (kind === 'string')
    options.push(
      nonString.filter((v) => v !== null || required),
      huge,
    );
  if (kind === 'number') options.push(nonNumber.filter((v) => v !== null || required));
  if (kind === 'object') options.push(nonObject.filter((v) => v !== null || required));
  return fc.oneof(...options);
};

/** An object like the valid body, with noise everywhere and at least one field surely broken. */
function brokenObject(spec: BodySpec): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(spec.fields);
  return fc
    .record({
      breakKey: fc.constantFrom(...keys),
      remove: fc.boolean(),
      noise: fc.dictionary(fc.constantFrom(...Object.keys(spec.valid)), junk, { maxKeys: 3 }),
      extra: fc.dictionary(extraKey, junk, { maxKeys: 3 }),
    })
    .chain(({ breakKey, remove, noise, extra }) => {
      const field = spec.fields[breakKey]!;
      return wrongFor(field.kind, field.required).map((wrong) => {
        const body: Record<string, unknown> = { ...spec.valid, ...noise, ...extra };
        if (remove && field.required) delete body[breakKey];
        else body[breakKey] = wrong;
        return body;
      });
    });
}

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** JSON text of a broken body, or broken JSON, or the wrong content type, or proto-pollution keys. */
export function brokenJson(spec: BodySpec): fc.Arbitrary<{ payload: string; headers: Record<string, string> }> {
  const json = { 'content-type': 'application/json' };
  const text = brokenObject(spec).map((o) => JSON.stringify(o));
  return fc.oneof(
    { weight: 5, arbitrary: text.map((payload) => ({ payload, headers: json })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          text,
          fc.constantFrom(...PROTO_KEYS),
          fc.constantFrom('{"role":"admin"}', '{"prototype":{"isOwner":true}}', '1'),
        )
        .map(([t, key, value]) => ({
          payload: t === '{}' ? `{"${key}":${value}}` : `{"${key}":${value},${t.slice(1)}`,
          headers: json,
        })),
    },
    {
      weight: 1,
      arbitrary: nonObject.map((v) => ({ payload: JSON.stringify(v) ?? 'null', headers: json })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.tuple(text, fc.nat()).map(([t, n]) => t.slice(0, n % Math.max(1, t.length))),
          fc.constantFrom(
            '{"a":',
            "{'a':1}",
            '{"a":1,}',
            'NaN',
            '\uFEFF{"a":',
            '{"a":1}}',
            '[',
            '{"a":"\\u12"}',
            '{"a":01}',
          ),
        )
        .map((payload) => ({ payload, headers: json })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          text,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=latin1',
          ),
        )
        .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
    },
  );
}

/** A query string that always breaks `breakKey` (an integer ≥ 1 that these routes require). */
export function brokenQuery(knownKeys: string[], breakKey: string): fc.Arbitrary<string> {
  const badNumber = fc.oneof(
    fc.constantFrom('0', '-1', '1.5', 'abc', '1e309', '100001', '99999999999999999999', 'NaN', '%20', ''),
    fc.string().filter((s) => !/^\s*\d+\s*$/.test(s) || Number(s) < 1 || Number(s) > 500),
  );
  return fc
    .record({
      bad: fc.oneof(
        badNumber.map((v) => [v]),
        fc.array(badNumber, { minLength: 2, maxLength: 3 }),
      ),
      others: fc.dictionary(fc.oneof(fc.constantFrom(...knownKeys), extraKey), anyString, { maxKeys: 3 }),
      raw: fc.constantFrom('', '&%', '&%ZZ=1', '&&&', '&==', '&a[b]=1', '&__proto__[x]=1'),
    })
    .map(({ bad, others, raw }) => {
      const parts = Object.entries(others)
        .filter(([k]) => k !== breakKey)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
      for (const v of bad) parts.push(`${breakKey}=${encodeURIComponent(v)}`);
      return `?${parts.join('&')}${raw}`;
    });
}

/** A path parameter that names nothing that exists (the seeded ids are filtered out). */
export const badParam = (taken: string[]) =>
  fc
    .oneof(
      anyString.map((s) => encodeURIComponent(s)),
      fc.constantFrom('%', '%ZZ', '%E0%A4%A', '..', '.', '%2e%2e%2f', 'a%00b', '%C0%AF'),
      fc
        .string({ minLength: 1, maxLength: 30 })
        .map((s) => s.replace(/[/?#%]/g, ''))
        .filter((s) => s.length > 0),
    )
    .filter((p) => p.length > 0 && !taken.some((t) => t.toLowerCase() === decodeSafe(p).toLowerCase()));

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Broken multipart/form-data for POST /api/upload (never a decodable image). */
export function brokenUpload(): fc.Arbitrary<Req> {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const magic = fc.constantFrom(
    Buffer.alloc(0),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
    Buffer.from('GIF89a'),
    Buffer.from('<svg onload=alert(1)>'),
    Buffer.from('%PDF-1.4'),
  );
  const garbage = fc
    .tuple(magic, fc.uint8Array({ maxLength: 2048 }))
    .map(([m, bytes]) => Buffer.concat([m, Buffer.from(bytes)]));
  /** Parts with the fixed boundary; `close: false` leaves the closing boundary out. */
  const form = (parts: Part[], close = true) => multipartBody(parts, { boundary, close });
  const file = (content: Buffer, filename: string | null = 'a.jpg', type = 'image/jpeg', field = 'image'): Part => ({
    field,
    filename,
    type,
    content,
  });
  const fileName = fc.oneof(
    fc.constantFrom('a.jpg', '../../x.png', 'a.svg', ''),
    anyString.map((s) => s.slice(0, 200).replace(/["\r\n]/g, '')),
  );
  const type = fc.constantFrom(
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
    '',
  );
  const query = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('', '?kind=private', '?kind=public') },
    { weight: 1, arbitrary: anyString.map((s) => `?kind=${encodeURIComponent(s.slice(0, 300))}`) },
  );
  const body = fc.oneof(
    // The right field, but the bytes are no image.
    fc.tuple(garbage, fileName, type).map(([g, f, t]) => form([file(g, f, t)])),
    // The wrong field, or a plain text field, or two files.
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom('file', 'img', 'IMAGE', ''),
          fc.string({ maxLength: 10 }).filter((s) => s !== 'image' && !/["\r\n]/.test(s)),
        ),
        garbage,
      )
      .map(([name, g]) => form([file(g, 'a.jpg', 'image/jpeg', name)])),
    garbage.map((g) => form([file(g, null, 'text/plain')])),
    fc.tuple(garbage, garbage).map(([g1, g2]) => form([file(g1), file(g2, 'b.jpg')])),
    // Cut off anywhere, or with no closing boundary.
    fc.tuple(garbage, fc.nat()).map(([g, n]) => {
      const whole = form([file(g)]);
      return { ...whole, payload: whole.payload.subarray(0, n % whole.payload.length) };
    }),
    garbage.map((g) => form([file(g)], false)),
    // A broken or missing boundary, or not multipart at all.
    fc
      .tuple(
        garbage,
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=other',
          'multipart/mixed; boundary=fuzzBoundary7MA4YWxk',
          'image/jpeg',
          'application/json',
          'text/plain',
        ),
      )
      .map(([g, t]) => ({ payload: form([file(g)]).payload, headers: { 'content-type': t } })),
    // Too big.
    fc.constant(null).map(() => form([file(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xaa), 'big.jpg')])),
  );
  return fc.tuple(query, body).map(([q, b]) => ({ method: 'POST', url: `/api/upload${q}`, ...b }));
}
