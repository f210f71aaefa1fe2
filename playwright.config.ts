import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the BUILT server (npm run build first) in Debian's Chromium.
 * Each server instance gets its own fresh data folder, prepared by e2e/fixtures/prepare-data.ts.
 */
export const E2E_PORTS = { main: 4310, home5: 4311, home4: 4312 } as const;

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
  webServer: [server(E2E_PORTS.main), server(E2E_PORTS.home5, 5), server(E2E_PORTS.home4, 4)],
});
