import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cashUps, coupons, questions, users } from '#server/db/schema/index.ts';
import { SEED_QUESTIONS } from '#server/db/seed-questions.ts';
import { startAttempt } from '#server/features/quiz/index.ts';
import { confirmPayment, submitPayment } from '#server/features/payments/index.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { SAMPLE_SCHOOL } from '#server/db/sample-school.ts';
import { bookingBody } from '#server/test/orders.ts';
import { newQuestion } from '#server/test/quiz.ts';
import { jpeg, multipart, nextIp, send, uploadAs as upload } from '#server/test/http.ts';
import { TEST_PASSWORD, cookieHeader, createUser, type TestUser } from '#server/test/users.ts';
import {
  CALLERS,
  blogBody,
  bookFor,
  courseBody,
  createSeed,
  profileBody,
  registeredRoutes,
  saveOwnProfile,
  type Caller,
  type Seed,
} from './fixture';
import { REFUND_ROWS } from './refund-rows';
import { ENQUIRY_ROWS } from './enquiry-rows';
import { adminOnly, all, exp, ownerOnly, ownOr404, ownOrAdmin, signedIn, type Row } from './matrix-rows';

/**
 * THE permission matrix: every API route × every caller → the status the server must answer.
 * Resources belong to student A unless a row says otherwise. A route the server has but this table
 * lacks fails the test, so no endpoint ships without its permissions written down.
 */

/** A row for a GET of a fixed address: the route itself, or `url` where it adds a query or fills a parameter. */
const getRow = (route: string, expect: Record<Caller, number>, url = route): Row => ({
  route: `GET ${route}`,
  expect,
  request: () => ({ method: 'GET', url }),
});

/** A row for an upload of a small JPEG photo to `url`. */
const uploadRow = (what: string, expect: Record<Caller, number>, url: string): Row => ({
  route: 'POST /api/upload',
  what,
  expect,
  request: async () => {
    const body = multipart(await jpeg(), 'p.jpg', 'image/jpeg');
    return { method: 'POST', url, payload: body.payload, headers: body.headers };
  },
});

let cellCounter = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${++cellCounter}`;

/** A coupon with a code nobody has used: 10 % off until 2030, five uses. */
const couponBody = () => ({
  code: fresh('CPN').toUpperCase(),
  kind: 'percent' as const,
  value: 10,
  validFrom: '2026-01-01',
  validTo: '2030-12-31',
  cap: 5,
});

/** A fresh coupon of the owner's, straight into the database: each cell edits or retires its own. */
async function couponId(s: Seed): Promise<string> {
  const [row] = await s.t.database.db.insert(coupons).values(couponBody()).returning({ id: coupons.id });
  return row!.id;
}

let pastDays = 0;
/** A day long past that no other cell closes: closing one leaves today open for the payment rows. */
const freshPastDay = () => addDays('2001-01-01', ++pastDays);

/** A standing close of a day of its own, straight into the database: each cell re-opens its own. */
async function cashUpId(s: Seed): Promise<string> {
  const [row] = await s.t.database.db
    .insert(cashUps)
    .values({ day: freshPastDay(), closedByName: 'The office', closedAt: new Date() })
    .returning({ id: cashUps.id });
  return row!.id;
}

/** A fresh question straight into the database: each cell changes or retires its own. */
async function questionId(s: Seed): Promise<string> {
  const [row] = await s.t.database.db.insert(questions).values(newQuestion()).returning({ id: questions.id });
  return row!.id;
}

/** The sample bank, once: enough questions for a mock test. */
let bankSeeded: Promise<unknown> | undefined;
const withBank = (s: Seed) => (bankSeeded ??= s.t.database.db.insert(questions).values(SEED_QUESTIONS));

/** A mock test of student A's, started once; submitting is idempotent, so every cell may send to it. */
let attemptOfA: Promise<string> | undefined;
function attemptId(s: Seed): Promise<string> {
  attemptOfA ??= withBank(s).then(async () => {
    const start = await startAttempt(s.t.database.db, A(s).id, 'mock', 'en', s.t.app.config.quiz, new Date());
    return start.attemptId;
  });
  return attemptOfA;
}

/** A new session for a caller (for requests that end the session they are sent with). */
async function freshSession(s: Seed, user: TestUser | null): Promise<TestUser | null> {
  if (!user) return null;
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { ...user, cookie: cookieHeader(res.headers['set-cookie']) };
}

const A = (s: Seed) => s.users.studentA;

let trxCounter = 0;
/** A wallet transaction id nobody has used yet. */
const freshTrxId = () => `PM${Date.now().toString(36).toUpperCase().slice(-4)}${String(++trxCounter).padStart(4, '0')}`;

/** A fresh bKash payment of student A's on A's order, confirmed by an admin when asked. */
/** The seed teacher's batch of the seed course: meets every day from a week ago, 100 seats. Made once. */
let teachersBatch: Promise<string> | undefined;
function batchOfTeacher(s: Seed): Promise<string> {
  teachersBatch ??= send(s.t.app, s.users.admin, {
    method: 'POST',
    url: '/api/batches',
    payload: batchBody(s, '05:00', { capacity: 100 }),
  }).then((res) => {
    if (res.statusCode !== 201) throw new Error(`batch failed: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  });
  return teachersBatch;
}
const batchBody = (s: Seed, time: string, extra: Record<string, unknown> = {}) => ({
  cid: s.courseCid,
  teacherEmail: s.users.teacher.email,
  capacity: 10,
  startDate: addDays(todayInDhaka(), -7),
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  time,
  sessions: 30,
  place: 'Khulna Stadium ground',
  ...extra,
});
/** A time no other cell's batch uses, so the teacher is never booked twice. */
const freshTime = () => {
  const n = ++cellCounter;
  return `${String(8 + (Math.floor(n / 60) % 14)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
};
/** A fresh order of student A's, with the NID already uploaded (uploads are rate-limited). */
async function orderOfA(s: Seed): Promise<string> {
  const res = await send(s.t.app, A(s), {
    method: 'PUT',
    url: '/api/order',
    payload: bookingBody(s.courseCid, s.a.nidUrl, { idempotencyKey: crypto.randomUUID() }),
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<{ oid: string }>().oid;
}
/** One order of student A's with a seat in the teacher's batch, made once. */
let seated: Promise<string> | undefined;
function seatedOrderOfA(s: Seed): Promise<string> {
  seated ??= (async () => {
    const oid = await orderOfA(s);
    const res = await send(s.t.app, s.users.admin, {
      method: 'POST',
      url: `/api/batches/${await batchOfTeacher(s)}/students`,
      payload: { oid },
    });
    if (res.statusCode !== 201) throw new Error(`placing failed: ${res.statusCode} ${res.body}`);
    return oid;
  })();
  return seated;
}

/**
 * A fresh payment of student A's (confirmed, with `confirm`), through the payments service: the
 * route's per-account and per-order limits belong to its own cell, not to every cell that needs a
 * payment. A taka each, so they never reach what is due.
 */
async function paymentOfA(s: Seed, confirm = false): Promise<{ id: string; receiptNumber: string | null }> {
  const db = s.t.database.db;
  const student = { id: A(s).id, email: A(s).email, role: 'student' } as Parameters<typeof submitPayment>[1];
  const input = { method: 'bkash' as const, amount: 1, trxId: freshTrxId(), payerPhone: null };
  const payment = await submitPayment(db, student, s.a.oid, input, Date.now());
  if (!confirm) return payment;
  const office = { id: s.users.admin.id, email: s.users.admin.email, role: 'admin' } as typeof student;
  return confirmPayment(db, office, payment.id, Date.now());
}

const ROWS: Row[] = [
  // ── Health and session ──
  getRow('/api/health', all(200)),
  getRow('/api/ready', all(200)),
  getRow('/api/sign-in-options', all(200)),
  getRow('/api/me', all(200)),
  // Signing out is a POST; the old GET answers 405 to everyone and ends nothing.
  getRow('/api/logout', all(405)),
  {
    route: 'POST /api/logout',
    expect: all(200),
    request: async (s, _c, u) => ({ method: 'POST', url: '/api/logout', as: await freshSession(s, u) }),
  },
  {
    route: 'POST /api/jwt',
    what: "student A's e-mail",
    expect: exp(401, 200, 403, 403, 403, 403),
    request: (s) => ({ method: 'POST', url: '/api/jwt', payload: { email: A(s).email } }),
  },
  // ── Courses (public reading, owner writing) ──
  getRow('/api/allcourse', all(200)),
  {
    route: 'GET /api/oneCourse/:cid',
    expect: all(200),
    request: (s) => ({ method: 'GET', url: `/api/oneCourse/${s.courseCid}` }),
  },
  getRow('/api/oneabout/:id', all(404), '/api/oneabout/1'),
  {
    route: 'PUT /api/course',
    what: 'create',
    expect: ownerOnly(201),
    request: () => {
      const cid = fresh('c');
      return { method: 'PUT', url: `/api/course?cid=${cid}&mode=create`, payload: courseBody(cid) };
    },
  },
  {
    route: 'PUT /api/course',
    what: 'update',
    expect: ownerOnly(200),
    request: (s) => ({
      method: 'PUT',
      url: `/api/course?cid=${s.courseCid}&mode=update`,
      payload: courseBody(s.courseCid),
    }),
  },
  {
    route: 'DELETE /api/deleteOneCourse/:cid',
    expect: ownerOnly(200),
    request: async (s) => {
      const cid = fresh('d');
      const made = await send(s.t.app, s.users.owner, {
        method: 'PUT',
        url: `/api/course?cid=${cid}&mode=create`,
        payload: courseBody(cid),
      });
      if (made.statusCode !== 201) throw new Error(made.body);
      return { method: 'DELETE', url: `/api/deleteOneCourse/${cid}` };
    },
  },
  // ── Blogs ──
  getRow('/api/allblog', all(200)),
  {
    route: 'GET /api/oneBlog/:id',
    expect: all(200),
    request: (s) => ({ method: 'GET', url: `/api/oneBlog/${s.blogBid}` }),
  },
  {
    route: 'PUT /api/blog',
    what: 'create',
    expect: ownerOnly(201),
    request: () => {
      const bid = fresh('b');
      return { method: 'PUT', url: `/api/blog?bid=${bid}`, payload: blogBody(bid) };
    },
  },
  {
    route: 'PUT /api/blog',
    what: 'update',
    expect: ownerOnly(200),
    request: (s) => ({ method: 'PUT', url: `/api/blog?bid=${s.blogBid}&mode=update`, payload: blogBody(s.blogBid) }),
  },
  {
    route: 'DELETE /api/deleteOneBlog/:id',
    expect: ownerOnly(200),
    request: async (s) => {
      const bid = fresh('x');
      const made = await send(s.t.app, s.users.owner, {
        method: 'PUT',
        url: `/api/blog?bid=${bid}`,
        payload: blogBody(bid),
      });
      if (made.statusCode !== 201) throw new Error(made.body);
      return { method: 'DELETE', url: `/api/deleteOneBlog/${bid}` };
    },
  },
  // ── Contact and verification (public) ──
  {
    route: 'POST /api/contact',
    expect: all(201),
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { user_name: 'Karim', user_email: 'karim@example.com', message: 'When does the next batch start?' },
    }),
  },
  // ── The enquiry inbox: admins only ──
  ...ENQUIRY_ROWS,
  // ── The message log (SMS and mail): admins only; each person's own choices ──
  getRow('/api/messages', adminOnly(), '/api/messages?state=all'),
  getRow('/api/messages/summary', adminOnly()),
  getRow('/api/me/message-preferences', signedIn(200)),
  {
    route: 'PUT /api/me/message-preferences',
    expect: signedIn(200),
    request: () => ({
      method: 'PUT',
      url: '/api/me/message-preferences',
      payload: { language: 'bn', sms: true, email: true, reminders: true },
    }),
  },
  {
    route: 'POST /api/verify',
    what: "student A's SID and date of birth",
    expect: all(200),
    othersDataAllowed: true,
    request: (s) => ({ method: 'POST', url: '/api/verify', payload: { sid: A(s).sid, dob: s.a.dob } }),
  },
  // ── Users ──
  {
    route: 'GET /api/user/:email',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/user/${A(s).email}` }),
  },
  {
    route: 'GET /api/oneuser/:email',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/oneuser/${A(s).email}` }),
  },
  {
    route: 'GET /api/oneuserWithSid/:sid',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/oneuserWithSid/${A(s).sid}` }),
  },
  {
    route: 'PUT /api/users/:email',
    what: 'name',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'PUT', url: `/api/users/${A(s).email}`, payload: { name: 'Student A' } }),
  },
  {
    route: 'PUT /api/users/:email',
    what: 'role → admin on a fresh, verified student (only the owner sets roles; nobody their own)',
    expect: exp(401, 403, 403, 403, 403, 200),
    request: async (s, caller) => {
      // Students A and B try on themselves; the teacher on a fresh student; admins promote one.
      const target =
        caller === 'studentA' || caller === 'studentB' ? s.users[caller] : await createUser(s.t, 'student');
      await s.t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, target.id));
      return { method: 'PUT', url: `/api/users/${target.email}`, payload: { role: 'admin' } };
    },
  },
  {
    route: 'PUT /api/users/:email',
    what: 'role → teacher on a fresh student whose address is not verified',
    expect: exp(401, 403, 403, 403, 403, 409),
    request: async (s) => {
      const target = await createUser(s.t, 'student');
      return { method: 'PUT', url: `/api/users/${target.email}`, payload: { role: 'teacher' } };
    },
  },
  {
    route: 'PUT /api/users/:email',
    what: "the owner's role (only the owner may touch it; nobody their own)",
    expect: exp(401, 403, 403, 403, 403, 403),
    request: () => ({ method: 'PUT', url: '/api/users/owner@school.test', payload: { role: 'student' } }),
  },
  {
    route: 'PUT /api/users/update/:email',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'PUT', url: `/api/users/update/${A(s).email}`, payload: { dob: s.a.dob } }),
  },
  // ── Accounts (Manage Users): staff list them; only the owner sets roles and invites ──
  {
    route: 'GET /api/accounts',
    expect: adminOnly(),
    request: (s) => ({ method: 'GET', url: `/api/accounts?q=${encodeURIComponent(A(s).email)}` }),
  },
  {
    route: 'PUT /api/accounts/:id/role',
    what: 'role → teacher on a fresh, verified student',
    expect: ownerOnly(),
    request: async (s) => {
      const target = await createUser(s.t, 'student');
      await s.t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, target.id));
      return { method: 'PUT', url: `/api/accounts/${target.id}/role`, payload: { role: 'teacher' } };
    },
  },
  {
    route: 'PUT /api/accounts/:id/role',
    what: "the caller's own role (nobody, not even the owner)",
    expect: exp(401, 403, 403, 403, 403, 403),
    request: (_s, _c, u) => ({
      method: 'PUT',
      url: `/api/accounts/${u?.id ?? 'x'}/role`,
      payload: { role: 'student' },
    }),
  },
  {
    route: 'POST /api/accounts/invite',
    what: 'a teacher at a fresh address',
    expect: ownerOnly(201),
    othersDataAllowed: true,
    request: () => ({
      method: 'POST',
      url: '/api/accounts/invite',
      payload: { name: 'Invited Teacher', email: `${fresh('invite')}@test.example` },
    }),
  },
  getRow('/api/audit-log', ownerOnly()),
  getRow('/api/audit', ownerOnly(), '/api/audit?entity=payment'),
  // ── The school's facts (public reading, owner writing) and the PDF built from them ──
  {
    route: 'GET /api/school',
    expect: all(200),
    revalidates: true,
    request: () => ({ method: 'GET', url: '/api/school' }),
  },
  getRow('/downloads/driving-test-questions-bn.pdf', all(200)),
  {
    route: 'PUT /api/school',
    expect: ownerOnly(200),
    request: () => ({
      method: 'PUT',
      url: '/api/school',
      payload: { ...SAMPLE_SCHOOL, closedDays: [], hours: 'Saturday to Thursday, 9 am to 5 pm' },
    }),
  },
  // ── The question bank (teachers and the office) and theory tests ──
  getRow('/api/questions', exp(401, 403, 403, 200, 200, 200)),
  {
    route: 'POST /api/questions',
    expect: exp(401, 403, 403, 201, 201, 201),
    request: () => ({ method: 'POST', url: '/api/questions', payload: newQuestion() }),
  },
  {
    route: 'PUT /api/questions/:id',
    expect: exp(401, 403, 403, 200, 200, 200),
    request: async (s) => ({ method: 'PUT', url: `/api/questions/${await questionId(s)}`, payload: newQuestion() }),
  },
  {
    route: 'DELETE /api/questions/:id',
    expect: exp(401, 403, 403, 200, 200, 200),
    request: async (s) => ({ method: 'DELETE', url: `/api/questions/${await questionId(s)}` }),
  },
  getRow('/api/quiz/practice', all(200), '/api/quiz/practice?lang=bn&count=5'),
  {
    route: 'POST /api/quiz/questions/:id/check',
    expect: all(200),
    request: async (s) => ({
      method: 'POST',
      url: `/api/quiz/questions/${await questionId(s)}/check`,
      payload: { option: 1 },
    }),
  },
  {
    route: 'POST /api/quiz/mock',
    expect: signedIn(201),
    request: async (s) => {
      await withBank(s);
      return { method: 'POST', url: '/api/quiz/mock?lang=bn' };
    },
  },
  {
    route: 'POST /api/quiz/viva',
    expect: signedIn(201),
    request: async (s) => {
      await withBank(s);
      return { method: 'POST', url: '/api/quiz/viva?lang=en' };
    },
  },
  {
    route: 'POST /api/quiz/attempts/:id/answers',
    what: "student A's mock test: only A may submit to it (to anyone else it does not exist)",
    expect: exp(401, 200, 404, 404, 404, 404),
    request: async (s) => ({
      method: 'POST',
      url: `/api/quiz/attempts/${await attemptId(s)}/answers`,
      payload: { answers: [] },
    }),
  },
  getRow('/api/quiz/attempts', signedIn(200)),
  getRow('/api/quiz/progress', signedIn(200)),
  // ── The road-sign library (public) ──
  {
    route: 'GET /api/signs',
    expect: all(200),
    revalidates: true,
    request: () => ({ method: 'GET', url: '/api/signs?q=stop' }),
  },
  getRow('/signs/:file', all(200), '/signs/no-entry.svg'),
  // ── Uploads and files ──
  uploadRow('public', all(200), '/api/upload'),
  uploadRow('private', signedIn(200), '/api/upload?kind=private'),
  {
    route: 'GET /files/:folder/:name',
    what: "student A's private NID",
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: s.a.nidUrl }),
  },
  {
    route: 'GET /files/:folder/:name',
    what: "student A's public photo",
    expect: all(200),
    request: (s) => ({ method: 'GET', url: s.a.photoUrl }),
  },
  // ── Orders ──
  {
    route: 'PUT /api/order',
    what: 'book for oneself with one’s own NID upload',
    expect: signedIn(201),
    request: async (s, _c, u) => {
      const nid = u ? await upload(s.t.app, u, 'private') : '/files/private/none.jpg';
      return { method: 'PUT', url: '/api/order', payload: bookingBody(s.courseCid, nid) };
    },
  },
  {
    route: 'PUT /api/order',
    what: "book with student A's NID upload",
    expect: exp(401, 200, 400, 400, 400, 400),
    request: (s) => ({ method: 'PUT', url: '/api/order', payload: bookingBody(s.courseCid, s.a.nidUrl) }),
  },
  {
    route: 'PUT /api/order',
    what: "edit student A's order",
    expect: adminOnly(),
    request: (s) => ({
      method: 'PUT',
      url: `/api/order?oid=${s.a.oid}`,
      payload: { ...bookingBody(s.courseCid, s.a.nidUrl), status: 'running' },
    }),
  },
  {
    route: 'GET /api/allOrder',
    what: 'own list',
    expect: signedIn(200),
    request: () => ({ method: 'GET', url: '/api/allOrder' }),
  },
  {
    route: 'GET /api/allOrder',
    what: "student A's e-mail",
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/allOrder?email=${encodeURIComponent(A(s).email)}` }),
  },
  {
    route: 'GET /api/allOrder/counts',
    what: 'own counts',
    expect: signedIn(200),
    request: () => ({ method: 'GET', url: '/api/allOrder/counts' }),
  },
  {
    route: 'GET /api/allOrder/counts',
    what: "student A's e-mail",
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/allOrder/counts?email=${encodeURIComponent(A(s).email)}` }),
  },
  {
    route: 'GET /api/oneOrder/:id',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/oneOrder/${s.a.oid}` }),
  },
  {
    route: 'DELETE /api/deleteOneOrder/:id',
    what: "a fresh order of student A's",
    expect: adminOnly(),
    request: async (s) => ({
      method: 'DELETE',
      url: `/api/deleteOneOrder/${(await bookFor(s.t.app, A(s), s.courseCid)).oid}`,
    }),
  },
  // ── Payments, ledgers and receipts ──
  {
    route: 'POST /api/orders/:oid/payments',
    what: "bKash into student A's order",
    expect: ownOr404(201),
    request: (s) => ({
      method: 'POST',
      url: `/api/orders/${s.a.oid}/payments`,
      payload: { method: 'bkash', amount: 500, trxId: freshTrxId() },
    }),
  },
  {
    route: 'GET /api/orders/:oid/ledger',
    expect: ownOr404(),
    request: (s) => ({ method: 'GET', url: `/api/orders/${s.a.oid}/ledger` }),
  },
  {
    route: 'GET /api/payments',
    what: "the office's list, every order's payments",
    expect: adminOnly(),
    request: () => ({ method: 'GET', url: '/api/payments?status=submitted' }),
  },
  {
    route: 'GET /api/payments/:id',
    expect: ownOr404(),
    request: async (s) => ({ method: 'GET', url: `/api/payments/${(await paymentOfA(s)).id}` }),
  },
  {
    route: 'POST /api/payments/:id/confirm',
    what: "a fresh payment of student A's",
    expect: adminOnly(),
    request: async (s) => ({ method: 'POST', url: `/api/payments/${(await paymentOfA(s)).id}/confirm` }),
  },
  {
    route: 'POST /api/payments/:id/reject',
    what: "a fresh payment of student A's",
    expect: adminOnly(),
    request: async (s) => ({
      method: 'POST',
      url: `/api/payments/${(await paymentOfA(s)).id}/reject`,
      payload: { reason: 'Not in our bKash statement' },
    }),
  },
  {
    route: 'GET /api/payments/:id/receipt.pdf',
    what: "a confirmed payment of student A's",
    expect: ownOr404(),
    request: async (s) => ({ method: 'GET', url: `/api/payments/${(await paymentOfA(s, true)).id}/receipt.pdf` }),
  },
  {
    route: 'GET /api/receipts/:number',
    what: "a confirmed payment of student A's",
    expect: all(200),
    request: async (s) => ({ method: 'GET', url: `/api/receipts/${(await paymentOfA(s, true)).receiptNumber}` }),
  },
  // ── Refunds and transfers (their rows live in refund-rows.ts) ──
  ...REFUND_ROWS,
  // ── Money reports (the office's) ──
  getRow('/api/reports/dues', adminOnly()),
  getRow('/api/reports/dues.csv', adminOnly()),
  getRow('/api/reports/collections', adminOnly()),
  getRow('/api/reports/collections.csv', adminOnly()),
  getRow('/api/reports/monthly', adminOnly(), '/api/reports/monthly?months=12'),
  // ── The owner's month ──
  getRow('/api/reports/statistics', ownerOnly()),
  getRow('/api/reports/statistics.csv', ownerOnly()),
  // ── The day's cash-up (the office closes; the owner reads every day and re-opens) ──
  {
    route: 'GET /api/cash-up/:day',
    expect: adminOnly(),
    request: () => ({ method: 'GET', url: `/api/cash-up/${todayInDhaka()}` }),
  },
  {
    route: 'POST /api/cash-up',
    what: 'a past day of its own per cell, nothing counted',
    expect: adminOnly(201),
    request: () => ({
      method: 'POST',
      url: '/api/cash-up',
      payload: { day: freshPastDay(), counted: { bkash: 0, nagad: 0, rocket: 0, cash: 0, bank: 0 } },
    }),
  },
  {
    route: 'POST /api/cash-ups/:id/reopen',
    what: 'a close of its own per cell',
    expect: ownerOnly(),
    request: async (s) => ({
      method: 'POST',
      url: `/api/cash-ups/${await cashUpId(s)}/reopen`,
      payload: { reason: 'Counted again.' },
    }),
  },
  getRow('/api/cash-ups', ownerOnly()),
  // ── Batches, seats, attendance and progress ──
  getRow('/api/vehicles', adminOnly()),
  {
    route: 'POST /api/vehicles',
    expect: adminOnly(201),
    request: () => ({
      method: 'POST',
      url: '/api/vehicles',
      payload: { name: 'Toyota Axio', kind: 'car', registration: fresh('Khulna-Ga ') },
    }),
  },
  getRow('/api/batches', signedIn(200)),
  {
    route: 'POST /api/batches',
    expect: adminOnly(201),
    request: (s) => ({ method: 'POST', url: '/api/batches', payload: batchBody(s, freshTime()) }),
  },
  {
    route: 'GET /api/batches/:id',
    what: "the teacher's batch",
    expect: exp(401, 404, 404, 200, 200, 200),
    request: async (s) => ({ method: 'GET', url: `/api/batches/${await batchOfTeacher(s)}` }),
  },
  {
    route: 'GET /api/batches/:id/waiting',
    what: "the teacher's batch's waiting list (names and phones of the course's students)",
    expect: adminOnly(200),
    request: async (s) => ({ method: 'GET', url: `/api/batches/${await batchOfTeacher(s)}/waiting?q=01` }),
  },
  {
    route: 'POST /api/batches/:id/students',
    what: "a fresh order of student A's",
    expect: exp(401, 201, 404, 404, 201, 201),
    request: async (s) => ({
      method: 'POST',
      url: `/api/batches/${await batchOfTeacher(s)}/students`,
      payload: { oid: await orderOfA(s) },
    }),
  },
  {
    route: 'POST /api/batches/:id/notice',
    what: "the teacher's own batch",
    expect: exp(401, 403, 403, 201, 201, 201),
    request: async (s) => ({
      method: 'POST',
      url: `/api/batches/${await batchOfTeacher(s)}/notice`,
      payload: { text: 'আগামীকালের ক্লাস সকাল ৮টায়।' },
    }),
  },
  {
    route: 'GET /api/batches/:id/attendance',
    expect: exp(401, 404, 404, 200, 200, 200),
    request: async (s) => ({ method: 'GET', url: `/api/batches/${await batchOfTeacher(s)}/attendance` }),
  },
  {
    route: 'POST /api/batches/:id/attendance',
    what: "student A, seated in the teacher's batch, today",
    expect: exp(401, 403, 403, 200, 200, 200),
    request: async (s) => ({
      method: 'POST',
      url: `/api/batches/${await batchOfTeacher(s)}/attendance`,
      payload: { oid: await seatedOrderOfA(s), date: todayInDhaka(), status: 'present' },
    }),
  },
  getRow('/api/sessions', exp(401, 403, 403, 200, 200, 200)),
  {
    route: 'GET /api/orders/:oid/progress',
    what: "student A's order, not in a batch: not the teacher's to see",
    expect: exp(401, 200, 404, 404, 200, 200),
    request: (s) => ({ method: 'GET', url: `/api/orders/${s.a.oid}/progress` }),
  },
  {
    route: 'GET /api/orders/:oid/progress',
    what: "student A's order in the teacher's batch",
    expect: exp(401, 200, 404, 200, 200, 200),
    request: async (s) => ({ method: 'GET', url: `/api/orders/${await seatedOrderOfA(s)}/progress` }),
  },
  getRow('/api/calendar', signedIn(200)),
  {
    route: 'POST /api/calendar/reset',
    expect: signedIn(200),
    request: () => ({ method: 'POST', url: '/api/calendar/reset' }),
  },
  {
    route: 'GET /api/calendar/:file',
    what: 'an invented address: the secret is the only key',
    expect: all(404),
    request: () => ({ method: 'GET', url: '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' }),
  },
  {
    route: 'POST /api/orders/:oid/certificate',
    what: "student A's order, not ready: the owner is told why",
    expect: exp(401, 403, 403, 403, 403, 409),
    request: (s) => ({ method: 'POST', url: `/api/orders/${s.a.oid}/certificate`, payload: {} }),
  },
  {
    route: 'GET /api/orders/:oid/certificates',
    expect: ownOr404(),
    request: (s) => ({ method: 'GET', url: `/api/orders/${s.a.oid}/certificates` }),
  },
  {
    route: 'GET /api/certificates/:serial',
    what: 'an invented serial',
    expect: all(404),
    request: () => ({ method: 'GET', url: '/api/certificates/ABCDEFGHJKMN' }),
  },
  {
    route: 'POST /api/certificates/:serial/revoke',
    what: 'an invented serial',
    expect: exp(401, 403, 403, 403, 403, 404),
    request: () => ({ method: 'POST', url: '/api/certificates/ABCDEFGHJKMN/revoke', payload: { reason: 'Mistake' } }),
  },
  {
    route: 'GET /api/certificates/:serial/certificate.pdf',
    what: 'an invented serial',
    expect: exp(401, 404, 404, 404, 404, 404),
    request: () => ({ method: 'GET', url: '/api/certificates/ABCDEFGHJKMN/certificate.pdf' }),
  },
  // ── BRTA test appointments and skill checklists ──
  {
    route: 'GET /api/orders/:oid/tests',
    what: "student A's order, not in a batch: not the teacher's to see",
    expect: exp(401, 200, 404, 404, 200, 200),
    request: (s) => ({ method: 'GET', url: `/api/orders/${s.a.oid}/tests` }),
  },
  {
    route: 'POST /api/orders/:oid/tests',
    expect: exp(401, 403, 403, 403, 201, 201),
    request: (s) => ({
      method: 'POST',
      url: `/api/orders/${s.a.oid}/tests`,
      payload: { kind: 'learner', date: todayInDhaka() },
    }),
  },
  getRow('/api/tests', adminOnly()),
  {
    route: 'PATCH /api/tests/:id',
    what: 'an invented id',
    expect: exp(401, 403, 403, 403, 404, 404),
    request: () => ({
      method: 'PATCH',
      url: '/api/tests/00000000-0000-4000-8000-000000000000',
      payload: { result: 'passed' },
    }),
  },
  {
    route: 'DELETE /api/tests/:id',
    what: 'an invented id',
    expect: exp(401, 403, 403, 403, 404, 404),
    request: () => ({ method: 'DELETE', url: '/api/tests/00000000-0000-4000-8000-000000000000' }),
  },
  getRow('/api/skills', exp(401, 403, 403, 200, 200, 200)),
  {
    route: 'PUT /api/skills/:kind',
    expect: exp(401, 403, 403, 403, 403, 200),
    request: () => ({
      method: 'PUT',
      url: '/api/skills/mechanics',
      payload: { skills: [{ key: 'safety', en: 'Tools and safety', bn: 'যন্ত্রপাতি ও নিরাপত্তা' }] },
    }),
  },
  // ── bKash's online checkout (off in these tests: no merchant settings) ──
  getRow('/api/bkash', exp(401, 200, 200, 200, 200, 200)),
  {
    route: 'POST /api/orders/:oid/bkash',
    expect: exp(401, 409, 409, 409, 409, 409),
    request: (s) => ({ method: 'POST', url: `/api/orders/${s.a.oid}/bkash`, payload: { amount: 100 } }),
  },
  getRow('/api/bkash/callback', all(409), '/api/bkash/callback?paymentID=TR0011ABC&status=success'),
  // ── Coupons (the owner's) ──
  // The router keeps one node for the segment after /api/coupons/, named by both routes' params.
  {
    route: 'GET /api/coupons/:code|:id/price',
    what: 'a code that does not exist',
    expect: exp(401, 400, 400, 400, 400, 400),
    request: (s) => ({ method: 'GET', url: `/api/coupons/NOSUCH/price?cid=${s.courseCid}` }),
  },
  getRow('/api/coupons', ownerOnly()),
  {
    route: 'POST /api/coupons',
    what: 'a fresh code',
    expect: ownerOnly(201),
    request: () => ({ method: 'POST', url: '/api/coupons', payload: couponBody() }),
  },
  {
    route: 'PATCH /api/coupons/:code|:id',
    what: 'a new cap',
    expect: ownerOnly(),
    request: async (s) => ({
      method: 'PATCH',
      url: `/api/coupons/${await couponId(s)}`,
      payload: { cap: 9 },
    }),
  },
  {
    route: 'POST /api/coupons/:code|:id/retire',
    expect: ownerOnly(),
    request: async (s) => ({ method: 'POST', url: `/api/coupons/${await couponId(s)}/retire` }),
  },
  // ── Profiles ──
  {
    route: 'PUT /api/profile',
    what: 'own profile',
    expect: signedIn(200),
    request: async (s, _c, u) => {
      const photo = u ? await upload(s.t.app, u, 'public') : s.a.photoUrl;
      return { method: 'PUT', url: '/api/profile', payload: profileBody(photo, { dob: '1990-01-01' }) };
    },
  },
  {
    route: 'PUT /api/profile',
    what: "student A's profile by SID",
    expect: ownOrAdmin(),
    request: (s) => ({
      method: 'PUT',
      url: `/api/profile?sid=${A(s).sid}`,
      payload: profileBody(s.a.photoUrl, { dob: s.a.dob }),
    }),
  },
  {
    route: 'GET /api/oneProfile/:email',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/oneProfile/${A(s).email}` }),
  },
  {
    route: 'GET /api/oneProfileWithSid/:sid',
    expect: ownOrAdmin(),
    request: (s) => ({ method: 'GET', url: `/api/oneProfileWithSid/${A(s).sid}` }),
  },
  getRow('/api/allProfile', adminOnly()),
  {
    route: 'DELETE /api/deleteOneProfile/:id',
    what: 'a fresh student’s profile',
    expect: adminOnly(),
    request: async (s) => {
      const student = await createUser(s.t, 'student');
      return { method: 'DELETE', url: `/api/deleteOneProfile/${(await saveOwnProfile(s.t.app, student)).id}` };
    },
  },
  // ── better-auth (/api/auth/*) ──
  {
    route: 'POST /api/auth/*',
    what: 'sign-up/email',
    expect: all(200),
    othersDataAllowed: true,
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'New Student', email: `${fresh('new')}@test.example`, password: TEST_PASSWORD },
    }),
  },
  {
    route: 'POST /api/auth/*',
    what: "sign-in/email with student A's password",
    expect: all(200),
    othersDataAllowed: true,
    request: (s) => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: A(s).email, password: TEST_PASSWORD },
    }),
  },
  {
    route: 'POST /api/auth/*',
    what: 'sign-in/email with a wrong password',
    expect: all(401),
    // A new account for each caller: five wrong passwords lock an account, and student A must
    // still sign in for the rows below.
    request: async (s) => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: (await createUser(s.t)).email, password: 'Wrong2026x' },
    }),
  },
  {
    route: 'POST /api/auth/*',
    what: 'sign-out',
    expect: all(200),
    request: async (s, _c, u) => ({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      as: await freshSession(s, u),
    }),
  },
  {
    route: 'GET /api/auth/*',
    what: 'get-session',
    expect: all(200),
    request: () => ({ method: 'GET', url: '/api/auth/get-session' }),
  },
  {
    route: 'GET /api/auth/*',
    what: 'list-sessions',
    expect: signedIn(200),
    request: () => ({ method: 'GET', url: '/api/auth/list-sessions' }),
  },
  {
    route: 'POST /api/auth/*',
    what: 'update-user (own name)',
    expect: signedIn(200),
    request: () => ({ method: 'POST', url: '/api/auth/update-user', payload: { name: 'Renamed' } }),
  },
  {
    route: 'POST /api/auth/*',
    what: 'update-user cannot set a role',
    expect: signedIn(400),
    request: () => ({ method: 'POST', url: '/api/auth/update-user', payload: { role: 'admin' } }),
  },
  {
    route: 'POST /api/auth/*',
    what: 'change-password with a wrong current password',
    expect: signedIn(400),
    request: () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'Wrong2026x', newPassword: 'Another-Gate-2026x' },
    }),
  },
  {
    route: 'POST /api/auth/*',
    what: 'request-password-reset for student A',
    expect: all(200),
    request: (s) => ({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: A(s).email, redirectTo: '/reset-password' },
    }),
  },
  {
    route: 'POST /api/auth/*',
    what: 'reset-password with a made-up token',
    expect: all(400),
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'not-a-real-token', newPassword: 'Another-Gate-2026x' },
    }),
  },
  {
    route: 'POST /api/auth/sign-in/social',
    expect: all(503),
    request: () => ({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google' } }),
  },
  // ── Cross-site requests: a cookie without our Origin is refused before anything else ──
  {
    route: 'PUT /api/users/:email',
    what: 'cookie from another site',
    expect: exp(401, 403, 403, 403, 403, 403),
    request: (s) => ({
      method: 'PUT',
      url: `/api/users/${A(s).email}`,
      payload: { name: 'Forged' },
      headers: { origin: 'https://evil.example' },
    }),
  },
];

let s: Seed;
beforeAll(async () => {
  s = await createSeed();
}, 600_000);
afterAll(async () => s?.close());

describe('permission matrix', () => {
  it('covers every route the server registers', () => {
    const inTable = new Set(ROWS.map((r) => r.route));
    const server = registeredRoutes(s.t.app);
    const missing = server.filter((r) => !inTable.has(r));
    expect(missing, 'routes without a row in the permission matrix').toEqual([]);
    const unknown = [...inTable].filter((r) => !server.includes(r));
    expect(unknown, 'rows for routes the server does not have').toEqual([]);
  });

  it('answers every route × caller as the table says', async () => {
    const failures: string[] = [];
    let checked = 0;
    const others = (caller: Caller) =>
      (['studentA', 'studentB', 'teacher'] as const)
        .filter((c) => c !== caller)
        .flatMap((c) => [s.users[c].email, s.users[c].sid]);
    for (const row of ROWS) {
      for (const caller of CALLERS) {
        const user = caller === 'anonymous' ? null : s.users[caller];
        const req = await row.request(s, caller, user);
        const as = req.as === undefined ? user : req.as;
        const res = await send(s.t.app, as, req);
        checked++;
        const label = `${row.route}${row.what ? ` [${row.what}]` : ''} as ${caller}`;
        const want = row.expect[caller];
        if (res.statusCode !== want) {
          failures.push(`${label}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        // Office PCs are shared: no API answer (profiles, orders, sessions, lists) may be cached,
        // except public facts that a row names, which are revalidated on every use.
        const caching = row.revalidates ? 'no-cache' : 'no-store';
        if (req.url.startsWith('/api/') && res.headers['cache-control'] !== caching) {
          failures.push(`${label}: cache-control is ${String(res.headers['cache-control'])}, not ${caching}`);
        }
        if (res.statusCode >= 400) {
          const body = res.json<{ code?: unknown; message?: unknown }>();
          if (typeof body.code !== 'string' || typeof body.message !== 'string') {
            failures.push(`${label}: error body is not {code, message}: ${res.body.slice(0, 200)}`);
          }
        } else if (!row.othersDataAllowed && caller !== 'admin' && caller !== 'owner') {
          // Nobody but an admin ever gets another student's or teacher's e-mail or SID back.
          const leaked = others(caller).filter((v) => res.body.toLowerCase().includes(v.toLowerCase()));
          if (leaked.length) failures.push(`${label}: body names someone else (${leaked.join(', ')})`);
        }
      }
    }
    console.log(
      `routes × callers checked: ${ROWS.length} rows (${new Set(ROWS.map((r) => r.route)).size} routes) × ${CALLERS.length} callers = ${checked}`,
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
