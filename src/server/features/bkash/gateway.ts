import type { BkashConfig } from '#server/config.ts';

/**
 * bKash's Tokenized Checkout, as its merchant API documents it (version 1.2.0-beta): a grant token
 * from the merchant's credentials, then create → (the payer approves in bKash's page) → execute,
 * and a status query for when execute's answer does not arrive. Every call is a JSON POST; bKash
 * answers `statusCode: "0000"` when the call itself succeeded.
 */

/** What bKash says about a payment after execute or a status query. */
export interface BkashPaymentState {
  paymentID: string;
  /** `Completed` once the money moved; `Initiated`, `Failed`, `Cancelled`… otherwise. */
  transactionStatus: string;
  trxID?: string;
  /** A decimal string such as "1500" or "1500.00". */
  amount?: string;
}

export interface BkashGateway {
  create(input: {
    amount: number;
    invoice: string;
    payerReference: string;
    callbackURL: string;
  }): Promise<{ paymentID: string; bkashURL: string }>;
  execute(paymentID: string): Promise<BkashPaymentState>;
  status(paymentID: string): Promise<BkashPaymentState>;
}

/** A call that bKash refused (`statusCode` other than 0000), or that got no usable answer. */
export class BkashError extends Error {
  override name = 'BkashError';
  constructor(
    readonly step: string,
    message: string,
    /** bKash's own code, when it answered. */
    readonly statusCode?: string,
    /** The HTTP status of the answer, when one came. */
    readonly httpStatus?: number,
  ) {
    super(`bKash ${step}: ${message}`);
  }
}

interface Answer {
  statusCode?: string;
  statusMessage?: string;
  errorCode?: string;
  errorMessage?: string;
  [key: string]: unknown;
}

/**
 * bKash's refusal of the token itself: its API gateway's 401 ("Unauthorized", "The incoming token
 * has expired"). Nothing else is taken for it (a wrong app key, an address bKash does not allow):
 * a new grant would not help, and bKash limits how often a merchant may ask for one.
 */
const tokenRefused = (err: BkashError) => err.httpStatus === 401;

/** A grant token is good for `expires_in` seconds; it is renewed a minute early. */
const EARLY_RENEWAL_MS = 60_000;

export function bkashGateway(config: BkashConfig, opts: { timeoutMs?: number; now?: () => number } = {}): BkashGateway {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const now = opts.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  async function call(step: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}/tokenized/checkout/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new BkashError(
        step,
        err instanceof Error && err.name === 'TimeoutError' ? 'no answer in time' : String(err),
      );
    }
    const answer = (await res.json().catch(() => null)) as Answer | null;
    if (!answer) throw new BkashError(step, `HTTP ${res.status} without a JSON answer`, undefined, res.status);
    const code = answer.statusCode ?? answer.errorCode;
    if (!res.ok || code !== '0000') {
      throw new BkashError(
        step,
        String(answer.statusMessage ?? answer.errorMessage ?? answer.message ?? `HTTP ${res.status}`),
        code,
        res.status,
      );
    }
    return answer;
  }

  async function idToken(): Promise<string> {
    if (token && now() < token.until) return token.value;
    const answer = await call(
      'grant token',
      'token/grant',
      { app_key: config.appKey, app_secret: config.appSecret },
      { username: config.username, password: config.password },
    );
    const value = String(answer.id_token ?? '');
    if (!value) throw new BkashError('grant token', 'no id_token in the answer');
    const seconds = Number(answer.expires_in ?? 3600);
    token = { value, until: now() + Math.max(0, seconds * 1000 - EARLY_RENEWAL_MS) };
    return value;
  }

  /**
   * A call with the cached grant token. bKash can refuse a token before its time (restarted, or a
   * grant from another of our processes replaced it): then the token is dropped, a new one granted
   * and the call made once more. A refused call did nothing at bKash, so repeating it is safe.
   */
  async function authorised(step: string, path: string, body: unknown): Promise<Answer> {
    const used = await idToken();
    try {
      return await call(step, path, body, { authorization: used, 'x-app-key': config.appKey });
    } catch (err) {
      if (!(err instanceof BkashError && tokenRefused(err))) throw err;
      if (token?.value === used) token = null;
      return call(step, path, body, { authorization: await idToken(), 'x-app-key': config.appKey });
    }
  }

  const state = (answer: Answer, paymentID: string): BkashPaymentState => ({
    paymentID: String(answer.paymentID ?? paymentID),
    transactionStatus: String(answer.transactionStatus ?? ''),
    trxID: answer.trxID === undefined ? undefined : String(answer.trxID),
    amount: answer.amount === undefined ? undefined : String(answer.amount),
  });

  return {
    async create({ amount, invoice, payerReference, callbackURL }) {
      const answer = await authorised('create payment', 'create', {
        mode: '0011',
        payerReference,
        callbackURL,
        amount: String(amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: invoice,
      });
      const paymentID = String(answer.paymentID ?? '');
      const bkashURL = String(answer.bkashURL ?? '');
      if (!paymentID || !bkashURL) throw new BkashError('create payment', 'no paymentID or bkashURL in the answer');
      return { paymentID, bkashURL };
    },
    async execute(paymentID) {
      return state(await authorised('execute payment', 'execute', { paymentID }), paymentID);
    },
    async status(paymentID) {
      return state(await authorised('query payment', 'payment/status', { paymentID }), paymentID);
    },
  };
}
