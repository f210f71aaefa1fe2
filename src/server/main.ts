import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig, proxyExposureWarning, type Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { seedOnFirstRun } from './db/seed';
import { ensureDemoUsers, formatDemoAccounts } from './auth/demo-users';
import { followClockFile } from './lib/clock';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Tests only (config refuses it in production): the season simulation's moved clock.
  if (config.TEST_CLOCK_FILE) followClockFile(config.TEST_CLOCK_FILE);

  const database = await openConfiguredDatabase(config);
  // Processes started together on one new database: one migrates and seeds while the others wait.
  const app = await database.whileStarting(async () => {
    await database.migrate();
    await seedOnFirstRun(database.db);
    const built = await buildApp({ config, database });
    if (config.seedDemo) {
      const demo = await ensureDemoUsers(built);
      if (demo.length) console.log(formatDemoAccounts(demo));
    }
    return built;
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, 'shutting down');
    // First stop being "ready" while still serving, so a load balancer moves new visitors away;
    // then close: no new connections, requests in flight finish, idle keep-alives are closed.
    app.readiness.draining = true;
    if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const exposed = proxyExposureWarning(config);
  if (exposed) app.log.warn(exposed);
  app.log.info(`Driving school ready at ${config.publicUrl} (database: ${database.kind})`);
  if (!config.isProduction) {
    app.log.info(
      `Sign-in works at: ${config.trustedOrigins.join(', ')}. ` +
        `Opened at any other address, set PUBLIC_URL to that address (such as PUBLIC_URL=http://school.lan:${config.PORT}).`,
    );
  }
}

function start(): void {
  let workers = 1;
  try {
    workers = loadConfig().WORKERS;
  } catch {
    // main() reports the setting that is wrong
  }
  if (workers > 1 && cluster.isPrimary) {
    runPrimary(workers);
    return;
  }
  main().catch((err: unknown) => {
    console.error('Failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

start();
