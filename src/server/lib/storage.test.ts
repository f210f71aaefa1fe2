import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestObjectStore, type TestObjectStore } from '#server/test/object-store.ts';
import { createS3Storage } from './s3-storage';
import { createConfiguredStorage } from './configured-storage';
import { createDiskStorage, type Storage } from './storage';
import { loadConfig } from '#server/config.ts';

let objectStore: TestObjectStore;
let folder: string;
const opened: Storage[] = [];

beforeAll(async () => {
  objectStore = await startTestObjectStore(['contract']);
  folder = mkdtempSync(join(tmpdir(), 'kds-storage-'));
});
afterAll(async () => {
  for (const storage of opened) storage.close?.();
  await objectStore?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function all(storage: Storage, prefix?: string) {
  const out: Array<{ key: string; size: number }> = [];
  for await (const entry of storage.list(prefix)) out.push(entry);
  return out;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}

/** `total` bytes arriving in pieces of `piece`, as a restore or an upload would hand them over. */
const inPieces = (data: Buffer, piece: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += piece) yield data.subarray(i, i + piece);
    })(),
    { objectMode: false },
  );

const kinds: Array<[string, () => Promise<Storage>]> = [
  ['local folder', async () => createDiskStorage(join(folder, `disk-${randomBytes(4).toString('hex')}`))],
  [
    'S3-compatible object store',
    async () => {
      const storage = await createS3Storage(objectStore.settings('contract', `run-${randomBytes(4).toString('hex')}`));
      opened.push(storage);
      return storage;
    },
  ],
];

describe.each(kinds)('storage contract: %s', (kind, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  it('gives back what was put, as bytes and as a stream with its size', async () => {
    const photo = randomBytes(70_000);
    await storage.put('public/photo.jpg', photo, { contentType: 'image/jpeg' });
    expect((await storage.get('public/photo.jpg'))?.equals(photo)).toBe(true);
    const object = await storage.stream('public/photo.jpg');
    expect(object?.size).toBe(photo.length);
    expect((await bytesOf(object!.body)).equals(photo)).toBe(true);
    // A second put replaces the file whole.
    const smaller = randomBytes(10);
    await storage.put('public/photo.jpg', smaller);
    expect((await storage.get('public/photo.jpg'))?.equals(smaller)).toBe(true);
  });

  it('answers null for a key it does not hold, and removes a key, twice without error', async () => {
    expect(await storage.get('private/nobody.pdf')).toBeNull();
    expect(await storage.stream('private/nobody.pdf')).toBeNull();
    await storage.put('private/nid.pdf', Buffer.from('%PDF-1.4 test'));
    await storage.remove('private/nid.pdf');
    await storage.remove('private/nid.pdf');
    expect(await storage.get('private/nid.pdf')).toBeNull();
    expect(await storage.stream('private/nid.pdf')).toBeNull();
  });

  it('lists every key with its size, or those under a prefix', async () => {
    await storage.put('private/a.jpg', Buffer.alloc(3));
    await storage.put('private/b.pdf', Buffer.alloc(5));
    await storage.put('public/c.webp', Buffer.alloc(7));
    const listed = await all(storage);
    expect(listed.filter((e) => e.key !== 'public/photo.jpg')).toEqual([
      { key: 'private/a.jpg', size: 3 },
      { key: 'private/b.pdf', size: 5 },
      { key: 'public/c.webp', size: 7 },
    ]);
    expect(await all(storage, 'private/')).toEqual([
      { key: 'private/a.jpg', size: 3 },
      { key: 'private/b.pdf', size: 5 },
    ]);
    expect(await all(storage, 'nothing-here/')).toEqual([]);
  });

  it('writes a stream of many pieces without holding it whole, exactly as announced', async () => {
    const scan = randomBytes(2 * 1024 * 1024 + 17);
    await storage.putStream('private/scan.pdf', inPieces(scan, 48 * 1024), scan.length);
    expect((await storage.get('private/scan.pdf'))?.equals(scan)).toBe(true);
    const empty = Buffer.alloc(0);
    await storage.putStream('private/empty.pdf', inPieces(empty, 1), 0);
    expect((await storage.get('private/empty.pdf'))?.length).toBe(0);
  });

  it('refuses a stream that fails, ends short or runs long, and keeps nothing of it on disk', async () => {
    const broken = Readable.from(
      (async function* () {
        yield Buffer.alloc(1000, 1);
        throw new Error('the source broke');
      })(),
      { objectMode: false },
    );
    await expect(storage.putStream('private/broken.pdf', broken, 5000)).rejects.toThrow('the source broke');
    await expect(storage.putStream('private/short.pdf', inPieces(Buffer.alloc(10), 4), 20)).rejects.toThrow(
      /10 bytes arrived, 20 were announced/,
    );
    await expect(storage.putStream('private/long.pdf', inPieces(Buffer.alloc(30), 4), 20)).rejects.toThrow();
    // On disk nobody reads any of them. S3 itself discards a PUT cut short of its Content-Length,
    // but s3rver may keep what arrived: there, the caller's clean-up (a restore removes every key
    // it began to write) is what leaves nothing, and the backup tests check that.
    if (kind === 'local folder') {
      for (const key of ['private/broken.pdf', 'private/short.pdf', 'private/long.pdf']) {
        expect(await storage.stream(key), key).toBeNull();
      }
    }
  });

  it('lists past one page of keys (an object store answers 1,000 at a time)', async () => {
    const many = await open();
    const keys = Array.from({ length: 1005 }, (_, i) => `public/many-${String(i).padStart(4, '0')}.jpg`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => many.put(key, Buffer.from(key))));
    }
    const listed = await all(many);
    expect(listed.map((e) => e.key)).toEqual(keys);
    expect(listed.every((e) => e.size === 'public/many-0000.jpg'.length)).toBe(true);
  }, 60_000);

  it('answers its check while it can be used', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('refuses keys that could name something outside the store', async () => {
    for (const key of ['../x.jpg', '/etc/passwd', 'public/../../x', 'Public/A.JPG', '', 'public/a b.jpg']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.putStream(key, inPieces(Buffer.from('x'), 1), 1), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.stream(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('the configured storage', () => {
  it('is the local uploads folder without S3 settings, and the bucket with them', async () => {
    const disk = await createConfiguredStorage(loadConfig({ DATA_DIR: folder }));
    expect(disk.describe).toBe(`uploads folder ${join(folder, 'uploads')}`);
    const s3 = await createConfiguredStorage(loadConfig({ DATA_DIR: folder, ...objectStore.env('contract', 'cfg') }));
    opened.push(s3);
    expect(s3.describe).toBe(`object store bucket "contract" under "cfg/" at ${objectStore.endpoint}`);
  });

  it('a folder that cannot be written fails its check, naming the folder', async () => {
    // Its parent is not a directory: no one can make it, root included.
    await expect(createDiskStorage('/dev/null/uploads').check()).rejects.toThrow(
      /^The uploads folder \/dev\/null\/uploads cannot be written to/,
    );
  });

  it('stops at once when the bucket does not answer, naming it', async () => {
    await expect(
      createConfiguredStorage(loadConfig({ DATA_DIR: folder, ...objectStore.env('no-such-bucket') })),
    ).rejects.toThrow(
      /^The object store bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ did not answer as expected \(there is no such bucket\)/,
    );
  });
});
