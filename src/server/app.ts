import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { errorBody, installErrorHandler } from './lib/errors';
import { JSON_BODY_LIMIT, installJsonBodyParser } from './lib/json-body';
import { resolveFromRoot, webDistDir } from './lib/paths';
import { isClientRoute } from '#shared/client-routes.ts';
import { createPageResponder, loadBuiltRenderer, type PageRenderer } from './lib/page-render';
import { createMailer, type Mailer } from './lib/mail';
import { createConfiguredStorage, type Storage } from './lib/storage';
import { sweepRateLimits } from './lib/rate-limit';
import { createAuth, type Auth } from './auth/auth';
import { sendAccountMail } from './auth/account-mail';
import { authBridge } from './auth/bridge';
import { getSessionState } from './auth/session';
import { resolveAuthSecret } from './auth/secret';
import { warmPasswordChecker } from './auth/password-strength';
import { userRoutes } from './features/users/routes';
import { fileRoutes, uploadRoutes } from './features/uploads/routes';
import { claimUpload, sweepUploads } from './features/uploads/service';
import { courseRoutes } from './features/courses/routes';
import { healthRoutes } from './features/health/routes';
import { contactRoutes } from './features/contact/routes';
import { orderRoutes } from './features/orders/routes';
import { batchRoutes } from './features/batches/routes';
import { paymentRoutes } from './features/payments/routes';
import { reportRoutes } from './features/reports/routes';
import { receiptRoutes } from './features/receipts/routes';
import { refundRoutes } from './features/refunds/index';
import { transferRoutes } from './features/transfers/index';
import { bkashRoutes } from './features/bkash/routes';
import type { BkashGateway } from './features/bkash/gateway';
import { couponRoutes } from './features/coupons/routes';
import { blogRoutes } from './features/blogs/routes';
import { accountRoutes } from './features/accounts/routes';
import { auditRoutes } from './features/audit/routes';
import { schoolRoutes } from './features/school/routes';
import { questionBankRoutes } from './features/question-bank/routes';
import { quizRoutes } from './features/quiz/routes';
import { signImageRoutes, signRoutes } from './features/signs/routes';
// Profiles and certificate verification.
import { profileRoutes } from './features/profiles/routes';
import { verificationRoutes } from './features/verification/routes';
import { messageRoutes } from './features/messages/routes';
import { configureMessages } from './features/messages/service';
import { createSmsProvider } from './features/messages/provider';
import { createMessageWorker, type MessageWorker } from './features/messages/worker';
import type { SmsProvider } from './features/messages/sms';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: Storage;
    auth: Auth;
    /** Sends the queued SMS and e-mails (src/server/features/messages). */
    messageWorker: MessageWorker;
    /** Epoch ms now; the rate limits read time through it (tests pass a controlled clock). */
    clock: () => number;
    /** Set when the process is shutting down: GET /api/ready then answers 503. */
    readiness: { draining: boolean };
  }
}

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
  /** Defaults to Date.now; the rate limits use it. */
  clock?: () => number;
  /** Defaults to bKash's checkout with the BKASH_* settings (none when they are not set). */
  bkashGateway?: BkashGateway;
  /** Defaults to SMS_PROVIDER's: the DATA_DIR/outbox/sms folder, or SSL Wireless. */
  sms?: SmsProvider;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function buildApp({
  config,
  database,
  webRoot = webDistDir,
  mailer,
  storage,
  clock = Date.now,
  renderer,
  bkashGateway,
  sms,
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('readiness', { draining: false });
  app.decorateRequest('caller', null); // set by the route guards (src/server/auth/guards.ts)
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: join(resolveFromRoot(config.DATA_DIR), 'outbox'),
        log: app.log,
      }),
  );
  const ownStorage = storage ? null : await createConfiguredStorage(config);
  app.decorate('storage', storage ?? ownStorage!);
  app.addHook('onClose', async () => ownStorage?.close?.());
  // The reset and confirmation mails, in the reader's language (src/server/auth/account-mail.ts).
  const accountMails = { db: database.db, mailer: app.mailer, siteUrl: config.publicUrl, log: app.log };
  const auth = createAuth({
    db: database.db,
    config,
    secret: await resolveAuthSecret(database.db, config.AUTH_SECRET),
    sendResetPassword: (mail) => sendAccountMail(accountMails, 'account.reset', mail),
    sendVerificationEmail: (mail) => sendAccountMail(accountMails, 'account.verify', mail),
    onUserCreated: (user) => claimUpload(database.db, user.image, user.id),
    clock,
    log: app.log,
  });
  // Fail at start-up, not on the first request, if the auth tables or secret are wrong.
  await auth.$context;
  warmPasswordChecker();
  app.decorate('auth', auth);
  installErrorHandler(app);
  sweepRateLimits(app);

  // Uploads nothing has used for a day (a sign-up photo never claimed, an NID for a booking never
  // made, what a crash left behind) are removed: hourly, and once at start, in every process.
  const sweep = () =>
    void sweepUploads(database.db, app.storage, { log: app.log }).then(
      (n) => n && app.log.info({ removed: n }, 'removed unused uploads'),
      (err: unknown) => app.log.warn({ err }, 'upload sweep failed'),
    );
  const sweepTimer = setInterval(sweep, 60 * 60 * 1000);
  sweepTimer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(sweepTimer));

  // The message queue: every process sends what is due; the database hands each message to one.
  configureMessages({ siteUrl: config.publicUrl, officeEmail: config.SCHOOL_EMAIL });
  const smsProvider = sms ?? createSmsProvider(config, join(resolveFromRoot(config.DATA_DIR), 'outbox', 'sms'));
  app.decorate(
    'messageWorker',
    createMessageWorker({
      db: database.db,
      sms: smsProvider,
      mailer: app.mailer,
      log: app.log,
      pollMs: config.MESSAGE_POLL_MS,
      retrySeconds: config.MESSAGE_RETRY_SECONDS,
      maxAttempts: config.MESSAGE_MAX_ATTEMPTS,
      dailySmsSegments: config.SMS_DAILY_SEGMENTS,
      reminderHour: config.REMINDER_HOUR,
      mailDomain: new URL(config.publicUrl).hostname,
      clock,
    }),
  );
  app.addHook('onReady', async () => app.messageWorker.start());
  app.addHook('onClose', async () => app.messageWorker.stop());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Answers of the API (profiles with NIDs and birth dates, orders, sessions, user lists) must not
  // stay in a browser's or proxy's cache: the school's office PCs are shared. Public reads lose
  // nothing worth keeping, so the rule is "every /api answer", unless a route says by name that its
  // answer is public facts a browser may keep and revalidate (GET /api/school, read by every page).
  app.addHook('onSend', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      reply.header('cache-control', request.routeOptions.config?.revalidate ? 'no-cache' : 'no-store');
    }
  });

  // Cross-site request forgery: a request that carries the session cookie must come from our own
  // pages. Requests without cookies carry no ambient authority, so API clients need no Origin.
  app.addHook('onRequest', async (request, reply) => {
    if (!MUTATING.has(request.method) || !request.headers.cookie) return;
    const origin = request.headers.origin ?? request.headers.referer;
    if (!origin || !isOwnOrigin(origin, request.headers.host, config)) {
      return reply.status(403).send(errorBody('FORBIDDEN', 'This request did not come from this site.'));
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects a <style> element and React sets style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(authBridge, {
    auth,
    publicUrl: config.publicUrl,
    googleEnabled: !!config.google,
    beforeAuth: (request) => getSessionState(app, request),
  });
  await app.register(
    async (api) => {
      installJsonBodyParser(api);
      await api.register(healthRoutes);
      await api.register(courseRoutes);
      await api.register(contactRoutes);
      await api.register(userRoutes);
      await api.register(uploadRoutes);
      await api.register(orderRoutes);
      await api.register(paymentRoutes);
      await api.register(batchRoutes);
      await api.register(reportRoutes);
      await api.register(receiptRoutes);
      await api.register(refundRoutes);
      await api.register(transferRoutes);
      await api.register(bkashRoutes, { gateway: bkashGateway });
      await api.register(couponRoutes);
      await api.register(blogRoutes);
      await api.register(profileRoutes);
      await api.register(verificationRoutes);
      await api.register(accountRoutes);
      await api.register(auditRoutes);
      await api.register(schoolRoutes);
      await api.register(messageRoutes);
      await api.register(quizRoutes);
      await api.register(signRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(fileRoutes);
  await app.register(questionBankRoutes);
  await app.register(signImageRoutes);

  const hasWeb = existsSync(join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // `/` is a page like any other (drawn by the server), not the shell file.
      index: false,
      // The build compressed the text files (scripts/compress-web.mjs): send those as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts content-hashed files under /assets: they never change, so cache them forever.
        reply.header(
          'cache-control',
          path.includes(`${join('/', 'assets', '/')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const respondWithPage = hasWeb
    ? createPageResponder(app, webRoot, renderer ?? (await loadBuiltRenderer(webRoot)))
    : undefined;
  // The home page, which the static files would otherwise take for their folder.
  if (respondWithPage) app.get('/', (request, reply) => respondWithPage(request, reply, 200));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (wantsPage && respondWithPage) {
      // The app owns every other path and shows its own error page for an unknown one; the status
      // says the same, so a search engine or a link checker does not take that page for content.
      return respondWithPage(request, reply, isClientRoute(path) ? 200 : 404);
    }
    // The pages' forms are sent by the app's script. One sent before the script had started (a
    // quick tap on a slow phone) reaches the page's own address: show the page again, with nothing
    // of what was typed in an address or a log (the forms say method="post" for that reason).
    if (request.method === 'POST' && respondWithPage && !path.startsWith('/api/') && isClientRoute(path)) {
      return reply.redirect(request.url, 303);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${path}.`));
  });

  return app;
}

/**
 * In production only PUBLIC_URL's origin is ours: the Host header is the client's to choose (a
 * request straight to the app port, or a proxy passing it through), so it proves nothing. Locally
 * the same server also answers as localhost, 127.0.0.1 or a LAN address, so any Origin naming the
 * host the request was sent to is accepted there.
 */
function isOwnOrigin(origin: string, host: string | undefined, config: Config): boolean {
  try {
    const o = new URL(origin);
    if (o.origin === new URL(config.publicUrl).origin) return true;
    return !config.isProduction && o.host === host;
  } catch {
    return false;
  }
}
