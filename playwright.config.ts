import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the BUILT server (npm run build first) in Debian's Chromium.
 * Each server instance gets its own fresh data folder, prepared by e2e/fixtures/prepare-data.ts.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const E2E_PORTS = {
  main: portBase,
  home5: portBase + 1,
  home4: portBase + 2,
  smtp: portBase + 20,
  mailbox: portBase + 21,
} as const;
/** The mail catcher's HTTP window: GET /messages lists what the servers sent over SMTP. */
export const MAILBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailbox}`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function server(port: number, courses?: number) {
  const dataDir = `test-results/e2e-data/${port}`;
  return {
    command: `node --import tsx e2e/fixtures/prepare-data.ts ${dataDir} ${courses ?? ''} && node dist/server/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.main}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node --import tsx e2e/fixtures/mail-catcher.ts ${E2E_PORTS.smtp} ${E2E_PORTS.mailbox}`,
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    server(E2E_PORTS.main),
    server(E2E_PORTS.home5, 5),
    server(E2E_PORTS.home4, 4),
  ],
});
