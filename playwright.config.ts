import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the BUILT server (npm run build first) in Debian's Chromium.
 * Each server instance gets its own fresh data folder, prepared by e2e/fixtures/prepare-data.ts: all
 * of them in one process, before the first server starts (see `dataFolders`).
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const E2E_PORTS = {
  main: portBase,
  home5: portBase + 1,
  home4: portBase + 2,
  /** Only 2 courses, so a course the owner adds shows among the home page's first 4. */
  courses2: portBase + 3,
  /** A server whose school facts (phones, address) a test changes, so no other test sees the change. */
  schoolSettings: portBase + 4,
  /** A server whose today a test closes (the day's cash-up), so no other test's payment meets a closed day. */
  cashUp: portBase + 5,
  /** A server whose school keeps the sample's closed day (Friday), for the closed-days rule. */
  closedDays: portBase + 6,
  /** A server whose SCHOOL_EMAIL the mail catcher refuses (550), for the contact form's failure. */
  contactMailFail: portBase + 10,
  smtp: portBase + 20,
  mailbox: portBase + 21,
  oidc: portBase + 22,
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

/**
 * The school owner, the one account every e2e server starts with (e2e/fixtures/prepare-data.ts makes
 * it; it is OWNER_EMAIL of every server). Every other account is made by the test that needs it
 * (e2e/fixtures/test.ts).
 */
export const E2E_OWNER = {
  email: 'owner@e2e.test',
  password: 'Rupsha-Ghat-Ferry-47',
  /**
   * The authenticator secret (base32) the owner is enrolled with, so the fixtures compute the
   * sign-in code (RFC 6238) as the owner's authenticator app would.
   */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

const dataDir = (port: number) => `test-results/e2e-data/${port}`;

interface ServerOptions {
  /** Only the first N sample courses. */
  courses?: number;
  /** The sample's closed day (Friday) instead of a school open every day. */
  sampleClosedDays?: boolean;
  env?: Record<string, string>;
}

const servers: [number, ServerOptions][] = [
  [
    E2E_PORTS.main,
    {
      env: {
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${E2E_PORTS.oidc}/.well-known/openid-configuration`,
      },
    },
  ],
  [E2E_PORTS.home5, { courses: 5 }],
  [E2E_PORTS.home4, { courses: 4 }],
  [E2E_PORTS.courses2, { courses: 2 }],
  [E2E_PORTS.schoolSettings, { courses: 2 }],
  [E2E_PORTS.cashUp, { courses: 2 }],
  [E2E_PORTS.closedDays, { courses: 2, sampleClosedDays: true }],
  [E2E_PORTS.contactMailFail, { env: { SCHOOL_EMAIL: 'office-smtp-fail@khulnadriving.example' } }],
];

/** prepare-data.ts's arguments: every server's folder, with what it keeps of the sample. */
const dataFolders = servers
  .map(([port, o]) =>
    [dataDir(port), o.courses ? `courses=${o.courses}` : '', o.sampleClosedDays ? 'closed-days=sample' : '']
      .filter(Boolean)
      .join(','),
  )
  .join(' ');

function server(port: number, { env = {} }: ServerOptions) {
  return {
    // The folder was prepared before the first server started (the mail catcher's command).
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // PGlite compiles its WebAssembly at start-up; on a busy 2-core machine that can take a while.
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(port),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
      OWNER_EMAIL: E2E_OWNER.email,
      SEED_DEMO: 'false',
      // Tests sign in through the API with their own X-Forwarded-For, so the real per-IP limits
      // stay on without every test sharing 127.0.0.1's budget.
      TRUST_PROXY: 'true',
      ...env,
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
      // Playwright starts these one after another, each once the one before answers. The first
      // prepares every server's data folder in one process (the school is made once and copied),
      // then becomes the mail catcher the servers send to.
      command: `node --import tsx e2e/fixtures/prepare-data.ts ${dataFolders} && node --import tsx e2e/fixtures/mail-catcher.ts ${E2E_PORTS.smtp} ${E2E_PORTS.mailbox}`,
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stderr: 'pipe' as const,
    },
    {
      command: `node --import tsx e2e/fixtures/oidc-provider.ts ${E2E_PORTS.oidc}`,
      url: `http://127.0.0.1:${E2E_PORTS.oidc}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...servers.map(([port, options]) => server(port, options)),
  ],
});
