import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { z } from 'zod';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * On SIGTERM, how long (ms) the process keeps serving while GET /api/ready answers 503, so a load
   * balancer stops sending it new visitors before it closes; then it finishes what it has and exits.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * App processes sharing the port (node:cluster), one per core is the usual choice. They share
   * sessions, limits and jobs through PostgreSQL, so more than one needs DATABASE_URL.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PUBLIC_URL: z.url({ message: 'must be a full URL such as https://school.example' }).optional(),
  /**
   * Which proxies to believe for the client address (X-Forwarded-For): `false` (none, default),
   * a hop count (`1` for one reverse proxy), or a comma list of proxy IPs/CIDRs. `true` trusts
   * every hop — then any client can pick its address, so per-IP rate limits stop working.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string[] => {
      const s = (v ?? '').trim();
      if (s === '' || s === 'false' || s === '0') return false;
      if (s === 'true') return true;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (list.every((x) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(x))) return list;
      ctx.addIssue({ code: 'custom', message: 'use false, a hop count such as 1, or a comma list of proxy addresses' });
      return z.NEVER;
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Khulna Driving School <no-reply@localhost>'),
  /**
   * Where contact-form messages are delivered. Unset: the school's e-mail address as the owner keeps
   * it on the School Settings page (an operator sets this to send them somewhere else).
   */
  SCHOOL_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Demo owner, teacher and student on first run. Default: on, except in production. */
  SEED_DEMO: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** Signs session cookies and tokens. Unset: a random one is made once and kept in the database. */
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The school owner's account: the only admin who may manage courses and blogs. */
  OWNER_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Minutes without a request after which an admin's (and the owner's) session ends. Staff see
   * every NID and order, often on shared office PCs; students keep the long session.
   */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** An OpenID discovery URL to use instead of Google's (tests point it at a local provider). */
  GOOGLE_DISCOVERY_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * bKash's Tokenized Checkout, for students to pay online: the merchant's four credentials, all or
   * none. Without them the students enter the TrxID of a transfer and the office confirms it.
   */
  BKASH_USERNAME: z.string().optional(),
  BKASH_PASSWORD: z.string().optional(),
  BKASH_APP_KEY: z.string().optional(),
  BKASH_APP_SECRET: z.string().optional(),
  /** The gateway's address: bKash's live one by default (its sandbox, or a test server, instead). */
  BKASH_BASE_URL: z.url().default('https://tokenized.pay.bka.sh/v1.2.0-beta'),
  /**
   * Where SMS go: `outbox` (default) writes each as a JSON file under DATA_DIR/outbox/sms;
   * `sslwireless` sends through SSL Wireless ISMS Plus with SSL_WIRELESS_API_TOKEN and _SID.
   */
  SMS_PROVIDER: z.enum(['outbox', 'sslwireless']).default('outbox'),
  SSL_WIRELESS_API_TOKEN: z.string().optional(),
  SSL_WIRELESS_SID: z.string().optional(),
  SSL_WIRELESS_BASE_URL: z.url().default('https://smsplus.sslwireless.com'),
  /** SMS parts the school may send a day (Asia/Dhaka), all app processes together. */
  SMS_DAILY_SEGMENTS: z.coerce.number().int().min(0).default(1000),
  /** How often each process looks for messages to send, in milliseconds. */
  MESSAGE_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** The wait before a failed message's first retry, in seconds; it doubles each time, up to an hour. */
  MESSAGE_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** From this hour (Asia/Dhaka, 0–23) students are reminded of the next day's session. */
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(18),
  /** Tries before a message is marked failed for good. */
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /**
   * The mock test, shaped like the BRTA written test: this many questions in this many minutes,
   * this many right to pass, this many of them on the engine and vehicle mechanism.
   */
  QUIZ_MOCK_QUESTIONS: z.coerce.number().int().min(1).max(100).default(20),
  QUIZ_MOCK_MINUTES: z.coerce.number().int().min(1).max(180).default(20),
  QUIZ_MOCK_PASS: z.coerce.number().int().min(1).max(100).default(12),
  QUIZ_MOCK_VEHICLE: z.coerce.number().int().min(0).max(100).default(6),
  /** The viva drill: spoken-style questions, this many right to pass, in this many minutes. */
  QUIZ_VIVA_QUESTIONS: z.coerce.number().int().min(1).max(50).default(5),
  QUIZ_VIVA_PASS: z.coerce.number().int().min(1).max(50).default(3),
  QUIZ_VIVA_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /** Seconds after a test's end in which answers still count as on time (a slow line, a clock skew). */
  QUIZ_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Whether a student counts as ready for the test only once they have passed a mock test. */
  QUIZ_READINESS_REQUIRES_MOCK: z.enum(['true', 'false', '1', '0', '']).optional(),
  /**
   * Uploads in an S3-compatible object store instead of DATA_DIR/uploads: S3_BUCKET turns it on,
   * so app processes on several machines share the files without a shared folder. The endpoint
   * is the store's address (unset: AWS S3 in S3_REGION); the access keys go together (both unset:
   * the AWS SDK's usual sources, such as AWS_ACCESS_KEY_ID or a machine role).
   */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be a full http(s) URL such as https://s3.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots, hyphens',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Path-style addresses (endpoint/bucket/key), which local and most S3-compatible stores want. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** A folder inside the bucket for this school's uploads, such as `khulna/`. */
  S3_PREFIX: z
    .string()
    .regex(
      /^\/?[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/,
      'must be folder names of letters, digits, dots, hyphens and underscores, separated by /',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Tests only: a file holding the app's "now" (src/server/lib/clock.ts), which the season
   * simulation moves to run a year in an hour. Refused in production, where the day of a payment
   * or a certificate must be the real one.
   */
  TEST_CLOCK_FILE: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** The S3-compatible bucket uploads are kept in (S3_* variables). */
export interface ObjectStoreSettings {
  /** Unset: AWS S3 itself, in `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither: neither means the AWS SDK's usual sources (environment, machine role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** '' or folder names ending in '/', put before every key. */
  prefix: string;
}

/** The object-store settings that mean nothing without S3_BUCKET. */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const;

/** The mock test and viva drill, as the operator sets them (QUIZ_* variables). */
export interface QuizSettings {
  mock: { questions: number; minutes: number; passMark: number; vehicle: number };
  viva: { questions: number; minutes: number; passMark: number };
  graceSeconds: number;
  /** A passed mock test is part of being ready for the BRTA test. */
  readinessRequiresMock: boolean;
}

export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  'SEED_DEMO' | 'QUIZ_READINESS_REQUIRES_MOCK' | 'S3_FORCE_PATH_STYLE'
> & {
  quiz: QuizSettings;
  /** Set: uploads live in this bucket; null: in DATA_DIR/uploads (the default). */
  objectStore: ObjectStoreSettings | null;
  publicUrl: string;
  isProduction: boolean;
  seedDemo: boolean;
  ownerEmail: string;
  google: { clientId: string; clientSecret: string; discoveryUrl?: string } | null;
  bkash: BkashConfig | null;
  /**
   * The origins a signed-in browser may write from: PUBLIC_URL's, and outside production also every
   * address this server answers at on its port (localhost, its LAN addresses), so the office PC's
   * network address works with nothing set.
   */
  trustedOrigins: string[];
};

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** The merchant account bKash's Tokenized Checkout is used with. */
export interface BkashConfig {
  baseUrl: string;
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
}

/** The demo owner's address on the embedded default when OWNER_EMAIL is not set. */
export const DEMO_OWNER_EMAIL = 'owner@demo.khulnadriving.example';

/**
 * Parses the environment once. A bad value throws a ConfigError whose message is one line
 * naming the variable, so `main.ts` can print it and stop before anything starts.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  interfaces: () => Interfaces = networkInterfaces,
): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const { SEED_DEMO, QUIZ_READINESS_REQUIRES_MOCK, S3_FORCE_PATH_STYLE, ...c } = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (c.WORKERS > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      `Invalid setting WORKERS="${c.WORKERS}": several processes need DATABASE_URL (PostgreSQL); the embedded database belongs to one process`,
    );
  }
  if (isProduction && c.TEST_CLOCK_FILE) {
    throw new ConfigError(
      `Invalid setting TEST_CLOCK_FILE="${c.TEST_CLOCK_FILE}": a moved clock is for tests only and is refused when NODE_ENV=production`,
    );
  }
  if (isProduction && !c.AUTH_SECRET) {
    throw new ConfigError('Invalid setting AUTH_SECRET="": required when NODE_ENV=production (at least 32 characters)');
  }
  if (isProduction && !c.OWNER_EMAIL) {
    throw new ConfigError(
      'Invalid setting OWNER_EMAIL="": required when NODE_ENV=production (the school owner\'s account)',
    );
  }
  if (isProduction && !c.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid setting PUBLIC_URL="": required when NODE_ENV=production (the address visitors use, such as https://school.example)',
    );
  }
  if (!!c.GOOGLE_CLIENT_ID !== !!c.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError(
      'Invalid setting GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  if (c.SMS_PROVIDER === 'sslwireless' && !(c.SSL_WIRELESS_API_TOKEN && c.SSL_WIRELESS_SID)) {
    throw new ConfigError(
      'Invalid setting SSL_WIRELESS_API_TOKEN: SMS_PROVIDER=sslwireless needs SSL_WIRELESS_API_TOKEN and SSL_WIRELESS_SID',
    );
  }
  const bkashKeys = [c.BKASH_USERNAME, c.BKASH_PASSWORD, c.BKASH_APP_KEY, c.BKASH_APP_SECRET];
  if (bkashKeys.some(Boolean) && !bkashKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid setting BKASH_APP_SECRET: set all of BKASH_USERNAME, BKASH_PASSWORD, BKASH_APP_KEY and BKASH_APP_SECRET, or none',
    );
  }
  if (c.QUIZ_MOCK_PASS > c.QUIZ_MOCK_QUESTIONS || c.QUIZ_MOCK_VEHICLE > c.QUIZ_MOCK_QUESTIONS) {
    throw new ConfigError(
      'Invalid setting QUIZ_MOCK_PASS: the pass mark and the vehicle questions cannot be more than QUIZ_MOCK_QUESTIONS',
    );
  }
  if (c.QUIZ_VIVA_PASS > c.QUIZ_VIVA_QUESTIONS) {
    throw new ConfigError('Invalid setting QUIZ_VIVA_PASS: the pass mark cannot be more than QUIZ_VIVA_QUESTIONS');
  }
  const objectStore = objectStoreSettings(c, S3_FORCE_PATH_STYLE);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const ownOrigin = new URL(publicUrl).origin;
  return {
    ...c,
    publicUrl,
    trustedOrigins: isProduction
      ? [ownOrigin]
      : [...new Set([ownOrigin, ...listeningOrigins(c.HOST, c.PORT, interfaces)])],
    isProduction,
    objectStore,
    seedDemo: SEED_DEMO === undefined || SEED_DEMO === '' ? !isProduction : SEED_DEMO === 'true' || SEED_DEMO === '1',
    ownerEmail: (c.OWNER_EMAIL ?? DEMO_OWNER_EMAIL).toLowerCase(),
    quiz: {
      mock: {
        questions: c.QUIZ_MOCK_QUESTIONS,
        minutes: c.QUIZ_MOCK_MINUTES,
        passMark: c.QUIZ_MOCK_PASS,
        vehicle: c.QUIZ_MOCK_VEHICLE,
      },
      viva: { questions: c.QUIZ_VIVA_QUESTIONS, minutes: c.QUIZ_VIVA_MINUTES, passMark: c.QUIZ_VIVA_PASS },
      graceSeconds: c.QUIZ_GRACE_SECONDS,
      readinessRequiresMock: QUIZ_READINESS_REQUIRES_MOCK === 'true' || QUIZ_READINESS_REQUIRES_MOCK === '1',
    },
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET, discoveryUrl: c.GOOGLE_DISCOVERY_URL }
        : null,
    bkash:
      c.BKASH_USERNAME && c.BKASH_PASSWORD && c.BKASH_APP_KEY && c.BKASH_APP_SECRET
        ? {
            baseUrl: c.BKASH_BASE_URL.replace(/\/$/, ''),
            username: c.BKASH_USERNAME,
            password: c.BKASH_PASSWORD,
            appKey: c.BKASH_APP_KEY,
            appSecret: c.BKASH_APP_SECRET,
          }
        : null,
  };
}

/**
 * The object store the S3_* settings describe, or null when none is set. Half a configuration
 * (an endpoint or keys but no bucket, one key without the other) stops the start-up with the
 * setting named, rather than quietly keeping the files on local disk or failing on an upload.
 */
function objectStoreSettings(
  c: Omit<z.infer<typeof ConfigSchema>, 'S3_FORCE_PATH_STYLE'>,
  forcePathStyle: string | undefined,
): ObjectStoreSettings | null {
  if (!c.S3_BUCKET) {
    const given: string[] = S3_SETTINGS.filter((name) => !!c[name]);
    if (forcePathStyle) given.push('S3_FORCE_PATH_STYLE');
    if (given.length === 0) return null;
    throw new ConfigError(
      `Invalid setting S3_BUCKET="": ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not. ` +
        'Set S3_BUCKET to keep uploads in that object store, or remove every S3_ setting to keep them in DATA_DIR/uploads.',
    );
  }
  if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid setting S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  const trimmed = (c.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    endpoint: c.S3_ENDPOINT?.replace(/\/$/, ''),
    region: c.S3_REGION ?? 'us-east-1',
    bucket: c.S3_BUCKET,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    // Local and most S3-compatible stores answer at endpoint/bucket; AWS itself at bucket.host.
    forcePathStyle:
      forcePathStyle === undefined || forcePathStyle === ''
        ? !!c.S3_ENDPOINT
        : forcePathStyle === 'true' || forcePathStyle === '1',
    prefix: trimmed ? `${trimmed}/` : '',
  };
}

/**
 * The http origins a server listening on `host`:`port` can be reached at: with a wildcard host,
 * localhost and every address of every network interface (the ones Fastify prints at start-up);
 * otherwise that one host. IPv6 link-local addresses are left out: a browser cannot use them in a URL.
 */
export function listeningOrigins(
  host: string,
  port: number,
  interfaces: () => Interfaces = networkInterfaces,
): string[] {
  const origin = (address: string) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  if (host !== '0.0.0.0' && host !== '::') return [origin('localhost'), origin(host)];
  const addresses = Object.values(interfaces())
    .flatMap((list) => list ?? [])
    .map((info) => info.address)
    .filter((address) => !address.toLowerCase().startsWith('fe80:'));
  return [origin('localhost'), ...addresses.map(origin)];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * A trusted proxy only protects the client address when nobody can reach the app around it. When
 * the app listens on every interface (or a public one) while TRUST_PROXY is on, a client that
 * talks to the app port directly can write any X-Forwarded-For and pick its rate-limit bucket.
 * Returns the start-up warning for that case, or null.
 */
export function proxyExposureWarning(config: Pick<Config, 'TRUST_PROXY' | 'HOST' | 'PORT'>): string | null {
  if (config.TRUST_PROXY === false) return null;
  if (LOOPBACK_HOSTS.has(config.HOST) || config.HOST.startsWith('127.')) return null;
  return (
    `TRUST_PROXY is set but the app listens on ${config.HOST}:${config.PORT}, not only on 127.0.0.1: ` +
    `anyone who reaches that port directly can forge X-Forwarded-For and dodge the per-address limits. ` +
    `Set HOST=127.0.0.1 (proxy on the same machine) or firewall the port so only the proxy reaches it.`
  );
}
