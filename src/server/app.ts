import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './lib/errors';
import { JSON_BODY_LIMIT } from './lib/json-body';
import { webDistDir } from './lib/paths';
import type { Mailer } from './lib/mail';
import type { Storage } from './lib/storage';
import type { PageRenderer } from './lib/page-render';
import { now } from './lib/clock';
import { authBridge } from './auth/bridge';
import { getSessionState } from './auth/session';
import { decorators } from './plugins/decorators';
import { workers } from './plugins/workers';
import { cacheHeaders } from './plugins/cache-headers';
import { originCheck } from './plugins/origin-check';
import { securityHeaders } from './plugins/security-headers';
import { pages } from './plugins/pages';
import { registerFeatures } from './features';
import type { BkashGateway } from '#server/features/bkash/index.ts';
import type { SmsProvider } from '#server/features/messages/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where the built SPA lives; tests that do not need it pass nothing and get the default. */
  webRoot?: string;
  /**
   * Draws public pages on the server; defaults to the built one beside the web app (none: every
   * page is the app's shell, drawn by the browser).
   */
  renderer?: PageRenderer;
  /** Defaults to SMTP_URL, or the DATA_DIR/outbox folder when none is set. */
  mailer?: Mailer;
  /** Defaults to the S3_* object store when S3_BUCKET is set, else DATA_DIR/uploads on local disk. */
  storage?: Storage;
  /** Defaults to the app's clock (src/server/lib/clock.ts); the rate limits and business days use it. */
  clock?: () => number;
  /** Defaults to bKash's checkout with the BKASH_* settings (none when they are not set). */
  bkashGateway?: BkashGateway;
  /** Defaults to SMS_PROVIDER's: the DATA_DIR/outbox/sms folder, or SSL Wireless. */
  sms?: SmsProvider;
  /** Called on the bare app before any plugin: the tests add a hook here that reads every answer. */
  inspect?: (app: FastifyInstance) => void;
}

/**
 * The app, as a process or a test runs it: plugins first (what routes read, the work beside the
 * requests, the headers and checks every request passes), then the features' routes, then the
 * pages. `main.ts` only listens.
 */
export async function buildApp({
  config,
  database,
  webRoot = webDistDir,
  mailer,
  storage,
  clock = now,
  renderer,
  bkashGateway,
  sms,
  inspect,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // A hop count trusts that many proxies nearest to us, as proxy-addr does.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // Small by default; routes that take long texts raise it for themselves (lib/json-body.ts).
    bodyLimit: JSON_BODY_LIMIT.default,
  }).withTypeProvider<ZodTypeProvider>();

  inspect?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(decorators, { config, database, clock, mailer, storage });
  installErrorHandler(app);
  await app.register(workers, { sms });
  await app.register(cacheHeaders);
  await app.register(originCheck);
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(authBridge, {
    auth: app.auth,
    publicUrl: config.publicUrl,
    googleEnabled: !!config.google,
    beforeAuth: (request) => getSessionState(app, request),
  });
  await registerFeatures(app, { bkashGateway });
  await app.register(pages, { webRoot, renderer });
  return app;
}
