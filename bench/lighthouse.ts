import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript the page downloaded, as sent on the wire (compressed), in bytes. */
  jsBytes: number;
  /** Every script file the page downloaded. */
  scripts: string[];
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse (mobile preset, its default: emulated phone with simulated slow 4G and CPU slow-down)
 * against `url`, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Returns the four
 * category scores (0-100) and the main timings.
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          'node_modules/lighthouse/cli/index.js',
          url,
          '--quiet',
          '--output=json',
          `--output-path=${report}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        ],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium', TMPDIR: dir },
        },
      );
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`))));
    });
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<
        string,
        {
          numericValue?: number;
          details?: { items?: Array<{ url?: string; resourceType?: string; transferSize?: number }> };
        }
      >;
    };
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      scripts: scripts.map((r) => new URL(r.url ?? '', url).pathname),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
