import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createReadStream, existsSync, type ReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where uploaded files live. Local disk today (DATA_DIR/uploads, a shared volume when several app
 * processes run); the interface is small so an S3-compatible store can replace it later.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): ReadStream | null;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]{0,200}$/;

export function createDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a crash never leaves a half-written file under the final name.
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    stream(key) {
      const path = pathOf(key);
      return existsSync(path) ? createReadStream(path) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
