import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored file, opened for reading: its bytes as a stream, and how many there are. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** A key the store holds, with its size in bytes (what `list` yields). */
export interface StoredEntry {
  key: string;
  size: number;
}

/**
 * Where uploaded files live: a folder on local disk (DATA_DIR/uploads, the default), or an
 * S3-compatible object store (s3-storage.ts). Everything is async and the readers stream, so an
 * object store behind a network fits the same shape and nobody holds a whole file set in memory.
 *
 * Keys are `public/<name>` or `private/<name>` (lower case, no `..`); every method refuses any
 * other key, so a key can never name something outside the store. A missing key reads as null.
 */
export interface Storage {
  /** Says where the files are, for messages (such as "uploads folder /srv/data/uploads"). */
  readonly describe: string;
  /** Stores `data` under `key`; readers see the whole file or nothing, never part of it. */
  put(key: string, data: Buffer, opts?: { contentType?: string }): Promise<void>;
  /**
   * Stores exactly `size` bytes read from `body`, without holding them all in memory (a restore).
   * An error in `body` aborts the write and rejects with that error.
   */
  putStream(key: string, body: Readable, size: number): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<StoredObject | null>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key under `prefix` (all by default), a page at a time, in a stable order. */
  list(prefix?: string): AsyncIterable<StoredEntry>;
  /**
   * Resolves when the store can be used now (the folder is writable, the bucket answers); rejects
   * with what to fix otherwise. Checked at start-up and by the readiness probe.
   */
  check(): Promise<void>;
  /** Lets go of connections (an object store's); the store is not used afterwards. */
  close?(): void;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]{0,200}$/;

export const isSafeStorageKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** The files of a folder on local disk; several processes share it as one mounted volume. */
export function createDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeStorageKey(key);
    return join(root, key);
  };
  // Write then rename: a crash never leaves a half-written file under the final name.
  const tmpFor = (path: string) => `${path}.${randomUUID()}.tmp`;
  return {
    describe: `uploads folder ${root}`,
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (err) {
        throw new Error(`The uploads folder ${root} cannot be written to (${(err as Error).message}).`, { cause: err });
      }
    },
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = tmpFor(path);
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async putStream(key, body, size) {
      const path = pathOf(key);
      // The body may fail before the pipeline below listens to it: keep that error, not a crash.
      let early: unknown;
      const onEarlyError = (err: unknown) => (early ??= err);
      body.on('error', onEarlyError);
      try {
        await mkdir(dirname(path), { recursive: true });
      } finally {
        body.off('error', onEarlyError);
      }
      if (early) throw early;
      const tmp = tmpFor(path);
      try {
        await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
        const written = (await stat(tmp)).size;
        if (written !== size) throw new Error(`${key}: ${written} bytes arrived, ${size} were announced`);
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return await readFile(path);
      } catch {
        return null;
      }
    },
    async stream(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix = '') {
      // Only names the store can address are listed: a half-written *.tmp, or a file someone put
      // into the folder by hand under another name, is not an upload.
      const walk = async function* (dir: string, rel: string): AsyncGenerator<StoredEntry> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
          const key = rel ? `${rel}/${entry.name}` : entry.name;
          if (entry.isDirectory()) yield* walk(join(dir, entry.name), key);
          else if (entry.isFile() && !entry.name.endsWith('.tmp') && isSafeStorageKey(key) && key.startsWith(prefix)) {
            try {
              yield { key, size: (await stat(join(dir, entry.name))).size };
            } catch {
              // removed between listing and reading
            }
          }
        }
      };
      yield* walk(root, '');
    },
  };
}
