import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ObjectStoreSettings } from '#server/config.ts';

/** s3rver's built-in account: it checks request signatures against these. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestObjectStore {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The S3_* settings that point the app at `bucket` (under `prefix`, when given). */
  env(bucket: string, prefix?: string): Record<string, string>;
  /** The same, as the parsed configuration's settings. */
  settings(bucket: string, prefix?: string): ObjectStoreSettings;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 HTTP protocol, objects in a temporary folder) in a
 * process of its own, on a free port of 127.0.0.1, with `buckets` made. The app talks to it
 * through the AWS SDK exactly as it would talk to AWS S3, MinIO or R2 (path-style addresses).
 */
export async function startTestObjectStore(buckets: string[] = ['uploads']): Promise<TestObjectStore> {
  // The SDK's notice that its 2027 releases will need Node 22 says nothing about these tests.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(join(tmpdir(), 'kds-s3-'));
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, ...buckets], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const firstLine = once(createInterface({ input: child.stdout }), 'line').then(([line]) => String(line));
  const first = await Promise.race([firstLine, exited.then(() => null)]);
  if (first === null) throw new Error('s3rver stopped before it listened');
  const endpoint = `http://127.0.0.1:${Number(first)}`;
  const env = (bucket: string, prefix = '') => ({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    ...(prefix ? { S3_PREFIX: prefix } : {}),
  });
  return {
    endpoint,
    env,
    settings: (bucket, prefix = '') => ({
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
      prefix: prefix ? `${prefix.replace(/\/+$/, '')}/` : '',
    }),
    async close() {
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
