import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/users';

/** The five kinds of caller every course and blog call is tried with. */
export type Caller = 'anonymous' | 'student' | 'teacher' | 'admin' | 'owner';
export const CALLERS: Caller[] = ['anonymous', 'student', 'teacher', 'admin', 'owner'];

export const ORIGIN = 'http://school.test';
export const OWNER_EMAIL = 'owner@school.test';

export interface ContentTestApp {
  t: TestApp;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  headers(caller: Caller): Record<string, string>;
  /** A real public upload made by the owner; answers its /files/public/… URL. */
  upload(kind?: 'public' | 'private'): Promise<string>;
}

/**
 * Set-up shared by the course and blog API tests: a fresh app whose OWNER_EMAIL belongs to an
 * admin account, another admin who is not the owner, a teacher and a student.
 */
export async function createContentTestApp(): Promise<ContentTestApp> {
  const t = await createTestApp({
    PUBLIC_URL: ORIGIN,
    OWNER_EMAIL,
    DATA_DIR: `/tmp/content-test-${process.pid}-${Date.now()}-${Math.random().toString(16).slice(2)}`,
  });
  const users = {
    student: await createUser(t, 'student'),
    teacher: await createUser(t, 'teacher'),
    admin: await createUser(t, 'admin'),
    owner: await createUser(t, 'admin', OWNER_EMAIL),
  };
  const headers = (caller: Caller): Record<string, string> =>
    caller === 'anonymous' ? {} : { cookie: users[caller].cookie, origin: ORIGIN };
  let n = 0;
  const upload = async (kind: 'public' | 'private' = 'public') => {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120 + (n++ % 100), b: 90 } },
    })
      .png()
      .toBuffer();
    const boundary = '----content' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload${kind === 'private' ? '?kind=private' : ''}`,
      payload,
      headers: { ...headers('owner'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: '10.77.0.1',
    });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { display_url: string } }>().data.display_url;
  };
  return { t, users, headers, upload };
}
