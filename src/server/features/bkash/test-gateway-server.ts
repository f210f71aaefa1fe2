import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks bKash's Tokenized Checkout protocol (for the tests, not part of
 * the app): it checks each request as bKash would (credentials on the grant, the token and app key
 * on the rest, the create body's fixed fields) and keeps every request for the test to read.
 * `behaviour` decides how execute answers: completed, silent (no answer: the client times out),
 * or refused with a bKash error code. `lose` drops the next answers of execute or of the status
 * query: bKash does the work, but the answer never reaches the client (a dropped line), once per
 * count.
 */
export interface SandboxRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export const SANDBOX = {
  username: 'sandboxTokenizedUser02',
  password: 'sandbox-password',
  appKey: 'app-key-4f6o0cjiki2rfm34',
  appSecret: 'app-secret-2is7hdktrekv',
};

export async function startBkashSandbox() {
  const requests: SandboxRequest[] = [];
  const payments = new Map<string, { amount: string; status: string; trxID?: string }>();
  let tokens = 0;
  let next = 0;
  const state = {
    behaviour: 'complete' as 'complete' | 'silent' | 'refuse',
    /** What a status query says for a payment execute did not answer: bKash did complete it. */
    completeWhenSilent: true,
    /** How many of the next execute and status answers are lost on the way (each is done, not answered). */
    lose: { execute: 0, status: 0 },
    /** When set, the amount bKash's answers report for every payment, whatever create asked for. */
    reportAmount: undefined as string | undefined,
    /** How many tokens bKash has dropped before their time (each `dropToken()`). */
    dropped: 0,
  };
  const validToken = () => `id-token-${tokens}.${state.dropped}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/v1\.2\.0-beta\/tokenized\/checkout\//, '');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      requests.push({ path, headers: req.headers, body });
      const send = (json: Record<string, unknown>) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (path === 'token/grant') {
        const ok =
          req.headers.username === SANDBOX.username &&
          req.headers.password === SANDBOX.password &&
          body.app_key === SANDBOX.appKey &&
          body.app_secret === SANDBOX.appSecret;
        if (!ok) return send({ statusCode: '2079', statusMessage: 'Invalid username and password' });
        tokens++;
        return send({
          statusCode: '0000',
          statusMessage: 'Successful',
          id_token: validToken(),
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: `refresh-${tokens}`,
        });
      }
      if (req.headers.authorization !== validToken()) {
        // As bKash's API gateway answers a token it no longer takes.
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'The incoming token has expired' }));
      }
      if (req.headers['x-app-key'] !== SANDBOX.appKey) {
        return send({ statusCode: '2001', statusMessage: 'Invalid App Key' });
      }
      if (path === 'create') {
        const fixed = body.mode === '0011' && body.currency === 'BDT' && body.intent === 'sale';
        if (!fixed || typeof body.amount !== 'string' || !body.callbackURL || !body.merchantInvoiceNumber)
          return send({ statusCode: '2065', statusMessage: 'Mandatory field missing' });
        const paymentID = `TR00${++next}ABC${Date.now()}`;
        payments.set(paymentID, { amount: body.amount, status: 'Initiated' });
        return send({
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID,
          bkashURL: `https://sandbox.payment.bkash.com/?paymentId=${paymentID}`,
          callbackURL: body.callbackURL,
          amount: body.amount,
          intent: 'sale',
          currency: 'BDT',
          transactionStatus: 'Initiated',
          merchantInvoiceNumber: body.merchantInvoiceNumber,
        });
      }
      const payment = payments.get(String(body.paymentID));
      if (!payment) return send({ statusCode: '2056', statusMessage: 'Invalid Payment State' });
      if (path === 'execute') {
        if (payment.status === 'Completed')
          return send({ statusCode: '2062', statusMessage: 'The payment has already been completed' });
        if (state.behaviour === 'refuse') {
          payment.status = 'Failed';
          return send({ statusCode: '2023', statusMessage: 'Insufficient Balance' });
        }
        payment.status = 'Completed';
        // Ten characters like bKash's, never the same twice in practice (36 random bits after a
        // counter digit): a season makes thousands, and a repeat would look like a reused TrxID.
        payment.trxID = `${next % 10}X${randomBytes(4).toString('hex')}`.toUpperCase();
        if (state.behaviour === 'silent') return; // bKash did it, but the answer never arrives
        if (state.lose.execute > 0) {
          state.lose.execute--;
          return; // done, and this one answer is lost
        }
        return send({
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID: body.paymentID,
          trxID: payment.trxID,
          transactionStatus: 'Completed',
          amount: state.reportAmount ?? payment.amount,
          currency: 'BDT',
          intent: 'sale',
          customerMsisdn: '01770618575',
        });
      }
      if (path === 'payment/status') {
        if (state.lose.status > 0) {
          state.lose.status--;
          return;
        }
        return send({
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID: body.paymentID,
          transactionStatus: state.completeWhenSilent ? payment.status : 'Initiated',
          ...(payment.trxID ? { trxID: payment.trxID } : {}),
          amount: state.reportAmount ?? payment.amount,
        });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1.2.0-beta`,
    requests,
    payments,
    state,
    /** bKash forgets the token it granted last (as after a restart on its side): it answers 401. */
    dropToken: () => void state.dropped++,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
