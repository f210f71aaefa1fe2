import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { TEST_PASSWORD, createUser, type TestUser } from '#server/test/users.ts';
import { blogBody, courseBody, profileBody } from '#server/security/fixture.ts';
import { ORIGIN, jpeg, multipart, nextIp } from '#server/test/http.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';

/**
 * One rule wherever an image is set: the upload is the caller's own (of the right kind), or the
 * image already there. A review found one student could put another's public photo on their
 * account through better-auth's update-user, and from there on their profile and certificate check.
 */

const OWNER_EMAIL = 'owner@school.test';
let t: TestSchool;
let a: TestUser;
let b: TestUser;
let admin: TestUser;
let owner: TestUser;
let photoA: string;
let photoB: string;

function as(user: TestUser | null, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: user ? { cookie: user.cookie, origin: ORIGIN } : {},
    remoteAddress: nextIp(),
  });
}

async function anonymousPhoto(): Promise<string> {
  const body = multipart(await jpeg(), 'me.jpg', 'image/jpeg');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: nextIp(),
  });
  return res.json<{ data: { display_url: string } }>().data.display_url;
}

beforeAll(async () => {
  t = await createTestSchool({ PUBLIC_URL: ORIGIN, OWNER_EMAIL, DATA_DIR: `/tmp/ownership-test-${process.pid}` });
  ({ student: a, admin, owner } = t);
  b = await createUser(t, 'student');
  photoA = await uploadNid(t, a, 'public');
  photoB = await uploadNid(t, b, 'public');
  await addCourse(t, 'car1');
}, 120_000);
afterAll(async () => t?.close());

const imageOf = async (user: TestUser) =>
  (await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, user.id)))[0]?.image;

describe('the account photo (better-auth update-user and sign-up)', () => {
  it("refuses another student's public photo, and accepts one's own", async () => {
    const stolen = await as(b, 'POST', '/api/auth/update-user', { image: photoA });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { image: 'Upload the photo here first.' },
      fieldCodes: { image: { code: 'formErrors.photoFirst' } },
    });
    expect(await imageOf(b)).toBeNull();

    expect((await as(b, 'POST', '/api/auth/update-user', { image: photoB })).statusCode).toBe(200);
    expect(await imageOf(b)).toBe(photoB);
    // Saving the account again with the photo it already has is fine.
    expect((await as(b, 'POST', '/api/auth/update-user', { name: 'B again', image: photoB })).statusCode).toBe(200);
  });

  it("then the profile cannot borrow the other student's photo through the account either", async () => {
    const borrowed = await as(b, 'PUT', '/api/profile', profileBody(photoA));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fields).toEqual({ image: 'Upload the photo here first.' });
    expect((await as(b, 'PUT', '/api/profile', profileBody(photoB))).statusCode).toBe(200);
  });

  it("signs up with a photo nobody has claimed, never with someone's photo", async () => {
    const signUp = (image: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'New Student', email: `new-${Math.random()}@test.example`, password: TEST_PASSWORD, image },
        remoteAddress: nextIp(),
      });
    const taken = await signUp(photoA);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('VALIDATION_FAILED');
    const fresh = await anonymousPhoto();
    expect((await signUp(fresh)).statusCode).toBe(200);
    // Claimed by that account now: nobody else can sign up with it.
    expect((await signUp(fresh)).statusCode).toBe(400);
  });
});

describe('profiles saved by an admin', () => {
  it("take the student's own upload or the admin's, never a third person's", async () => {
    const forA = (image: string) => as(admin, 'PUT', `/api/profile?sid=${a.sid}`, profileBody(image));
    expect((await forA(photoB)).statusCode).toBe(400);
    expect((await forA(photoA)).statusCode).toBe(200);
    expect((await forA(await uploadNid(t, admin, 'public'))).statusCode).toBe(200);
  });
});

describe('course and blog pictures', () => {
  const course = (cid: string, image: string) => ({ ...courseBody(cid), image });

  it("are the owner's own uploads, or the picture already there", async () => {
    const studentPic = await as(owner, 'PUT', '/api/course?cid=own1&mode=create', course('own1', photoA));
    expect(studentPic.statusCode).toBe(400);
    expect(studentPic.json().fields).toEqual({ image: 'There is no such uploaded image. Upload it again.' });
    const anonymous = await as(
      owner,
      'PUT',
      '/api/course?cid=own1&mode=create',
      course('own1', await anonymousPhoto()),
    );
    expect(anonymous.statusCode).toBe(400);

    const mine = await uploadNid(t, owner, 'public');
    expect((await as(owner, 'PUT', '/api/course?cid=own1&mode=create', course('own1', mine))).statusCode).toBe(201);
    expect((await as(owner, 'PUT', '/api/course?cid=own1&mode=update', course('own1', mine))).statusCode).toBe(200);

    const blog = (image2: string) => ({ ...blogBody('own1'), image1: mine, image2 });

    const borrowed = await as(owner, 'PUT', '/api/blog?bid=own1', blog(photoB));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fields).toEqual({ image2: 'There is no such uploaded image. Upload it again.' });
    expect((await as(owner, 'PUT', '/api/blog?bid=own1', blog(mine))).statusCode).toBe(201);
  });
});

describe('the NID image of a booking', () => {
  it("is one of the booker's own private uploads, nothing else", async () => {
    const nidA = await uploadNid(t, a, 'private');
    expect((await putOrder(t, b, bookingBody('car1', nidA))).statusCode).toBe(400);
    expect((await putOrder(t, b, bookingBody('car1', photoB))).statusCode).toBe(400);
    const nidB = await uploadNid(t, b, 'private');
    expect((await putOrder(t, b, bookingBody('car1', nidB))).statusCode).toBe(201);
  });
});
