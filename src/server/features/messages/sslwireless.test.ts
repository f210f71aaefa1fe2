import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/users.ts';
import { messages } from '#server/db/schema/index.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { createSslWirelessSms, SmsRefused } from './sms';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local stand-in for SSL Wireless's ISMS Plus: records each request and answers as `answer` says. */
let gateway: Server;
let base: string;
const received: Received[] = [];
let answer: (body: Record<string, unknown>) => { status: number; json: unknown } = (body) => ({
  status: 200,
  json: {
    status: 'SUCCESS',
    status_code: 200,
    error_message: '',
    smsinfo: [
      {
        sms_status: 'SUCCESS',
        status_message: 'Success',
        msisdn: body.msisdn,
        sms_type: 'EN',
        sms_body: body.sms,
        csms_id: body.csms_id,
        reference_id: `ref-${String(body.csms_id)}`,
      },
    ],
  },
});

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const a = answer(JSON.parse(body || '{}') as Record<string, unknown>);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => gateway.close(() => r()));
});

describe('SSL Wireless ISMS Plus', () => {
  it('sends one POST /api/v3/send-sms with the token, SID, number without the plus, text and csms_id', async () => {
    received.length = 0;
    const sms = createSslWirelessSms({ baseUrl: `${base}/`, apiToken: 'tok-123', sid: 'KHULNADRIVE' });
    const result = await sms.send({
      id: '6d9f4a52-1b0e-4c8e-9b7e-0f2d1c3b4a59',
      to: '+8801712345678',
      text: 'আগামীকাল ক্লাস সকাল ৮টায়।',
      segments: 1,
      kind: 'batch.notice',
      createdAt: new Date(),
    });
    expect(result.ref).toBe('ref-6d9f4a52-1b0e-4c8e-9b7e-0f2d1c3b4a59');
    expect(received).toHaveLength(1);
    const r = received[0]!;
    expect(r.method).toBe('POST');
    expect(r.url).toBe('/api/v3/send-sms');
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers.accept).toBe('application/json');
    expect(JSON.parse(r.body)).toEqual({
      api_token: 'tok-123',
      sid: 'KHULNADRIVE',
      msisdn: '8801712345678',
      sms: 'আগামীকাল ক্লাস সকাল ৮টায়।',
      csms_id: '6d9f4a52-1b0e-4c8e-9b7e-0f2d1c3b4a59',
    });
  });

  it('takes a refusal as final and a server error as worth retrying', async () => {
    const sms = createSslWirelessSms({ baseUrl: base, apiToken: 'tok', sid: 'SID' });
    const m = { id: 'a', to: '+8801712345678', text: 'x', segments: 1, kind: 'k', createdAt: new Date() };
    answer = () => ({ status: 200, json: { status: 'FAILED', status_code: 4001, error_message: 'Invalid msisdn' } });
    await expect(sms.send(m)).rejects.toBeInstanceOf(SmsRefused);
    answer = () => ({ status: 503, json: {} });
    const err = await sms.send(m).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(SmsRefused);
  });
});

describe('the app with SMS_PROVIDER=sslwireless', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_PROVIDER: 'sslwireless',
      SSL_WIRELESS_API_TOKEN: 'school-token',
      SSL_WIRELESS_SID: 'KDSNOTIFY',
      SSL_WIRELESS_BASE_URL: base,
      MESSAGE_POLL_MS: '600000',
      MESSAGE_RETRY_SECONDS: '1',
    });
  });
  afterAll(async () => t?.close());

  it("texts a booking through the gateway once, with the message's id as csms_id, and retries after a 503", async () => {
    received.length = 0;
    let failures = 1;
    answer = (body) => {
      // The student's first try meets a gateway that is down (the office's copy goes through).
      if (body.msisdn === '8801712345678' && failures-- > 0) return { status: 503, json: { status: 'FAILED' } };
      return {
        status: 200,
        json: {
          status: 'SUCCESS',
          status_code: 200,
          smsinfo: [{ sms_status: 'SUCCESS', reference_id: 'r1', csms_id: body.csms_id }],
        },
      };
    };
    const student = await createUser(t, 'student');
    await addCourse(t, 'car', 12000);
    const nid = await uploadNid(t, student);
    const res = await putOrder(t, student, bookingBody('car', nid, { idempotencyKey: crypto.randomUUID() }));
    expect(res.statusCode).toBe(201);

    await t.app.messageWorker.drain();
    const [row] = await t.database.db.select().from(messages).where(eq(messages.recipient, '+8801712345678'));
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/503/);

    await new Promise((r) => setTimeout(r, 1100));
    await t.app.messageWorker.drain();
    const [after] = await t.database.db.select().from(messages).where(eq(messages.id, row!.id));
    expect(after?.status).toBe('sent');
    expect(after?.providerRef).toBe('r1');
    const toStudent = received.filter((r) => JSON.parse(r.body).msisdn === '8801712345678');
    expect(toStudent).toHaveLength(2);
    expect(toStudent.map((r) => JSON.parse(r.body).csms_id)).toEqual([row!.id, row!.id]);
    expect(JSON.parse(toStudent[1]!.body)).toMatchObject({ api_token: 'school-token', sid: 'KDSNOTIFY' });
  });
});
