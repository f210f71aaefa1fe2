import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { seedCourses } from '#server/db/seed.ts';
import { blogs, contactMessages, profiles, siteMeta } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createTestDatabase } from '#server/test/database.ts';
import { createUser } from '#server/test/users.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { createDiskStorage, type Storage } from '#server/lib/storage.ts';
import { createS3Storage } from '#server/lib/s3-storage.ts';
import { startTestObjectStore, type TestObjectStore } from '#server/test/object-store.ts';
import { BackupError, createBackup, restoreBackup, tablesInForeignKeyOrder } from './backup';

/** An EMPTY, unmigrated database like a fresh install's: in-memory PGlite, or a new PostgreSQL database. */
const emptyDatabase = () => createTestDatabase({ migrate: false });

async function tableRows(database: Database, table: string): Promise<unknown[]> {
  const result = (await database.db.execute(sql.raw(`select * from "${table}" t order by t::text`))) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const walk = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else out.set(relative(root, p).split(sep).join('/'), await readFile(p));
    }
  };
  await walk(root).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  return out;
}

/** Every object a storage holds, read back through it. */
async function objectsIn(storage: Storage): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for await (const { key } of storage.list()) out.set(key, (await storage.get(key))!);
  return out;
}

/** Seeds a bit of everything, through the API where it matters (sessions, rate limits, uploads). */
async function seedSchool(t: TestApp): Promise<void> {
  await seedCourses(t.database.db);
  await addCourse(t, 'CID90000001');
  const student = await createUser(t, 'student');
  const other = await createUser(t, 'student');
  await createUser(t, 'admin');
  for (const user of [student, other]) {
    const nid = await uploadNid(t, user);
    const res = await putOrder(t, user, bookingBody('CID90000001', nid, { address: 'বাড়ি ৫, "KDA"\tAvenue\nKhulna' }));
    expect(res.statusCode).toBe(201);
  }
  await uploadNid(t, student, 'public');
  await t.database.db.insert(profiles).values({
    userId: student.id,
    sid: student.sid,
    name: 'নুসরাত জাহান',
    email: student.email,
    phone: '01712345678',
    image: '/files/public/x.jpg',
    nid: '1234567890',
    emergency: '01912345678',
    preaddress: 'Khulna',
    peraddress: "O'Brien Road \\ back\\slash",
    dob: '2000-01-31',
    fname: null,
    mname: 'Rokeya',
  });
  await t.database.db.insert(blogs).values({
    bid: 'BID00000001',
    title1: '<script>alert(1)</script>',
    details1: 'Line one\nLine two',
    image1: '/images/a.svg',
    title2: 'Two',
    details2: '😀 emoji',
    image2: '/images/b.svg',
    title3: 'Three',
    details3: '',
    image3: '/images/c.svg',
    date: '2026-01-01',
  });
  await t.database.db.insert(contactMessages).values([
    { name: 'Rahim', email: 'rahim@example.com', message: 'Hello\r\nthere', mailStatus: 'sent', mailedAt: new Date() },
    { name: 'Karim', email: 'karim@example.com', message: 'Failed one', mailStatus: 'failed', mailError: 'x' },
  ]);
  await t.database.db
    .insert(siteMeta)
    .values({ key: 'ops.test', value: { nested: [1, 2.5, null, 'ü'], big: 9007199254740991 } });
  // Send what the bookings queued, then stop the queue's worker, so no row changes between the
  // backup's snapshot and the comparison with the restored copy.
  await t.app.messageWorker.drain();
  await t.app.messageWorker.stop();
}

let t: TestApp;
let work: string;
let sourceUploads: string;
let archive: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'kds-backup-test-'));
  t = await createTestApp({ DATA_DIR: join(work, 'source') });
  sourceUploads = join(work, 'source', 'uploads');
  await seedSchool(t);
  archive = join(work, 'backup.jsonl.gz');
});

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips every row of every table and every uploaded file', async () => {
    const summary = await createBackup({ database: t.database, storage: t.app.storage, file: archive });
    const tables = await tablesInForeignKeyOrder(t.database.db);
    for (const table of ['users', 'sessions', 'accounts', 'profiles', 'orders', 'courses', 'blogs', 'uploads']) {
      expect(summary.tables[table], table).toBeGreaterThan(0);
    }
    expect(summary.tables.contact_messages).toBe(2);
    expect(summary.files).toBe(3);
    expect(Object.keys(summary.tables).sort()).toEqual([...tables].sort());
    // Parents come before children.
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('orders'));
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('profiles'));
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('sessions'));

    const target = await emptyDatabase();
    const targetUploads = join(work, 'target', 'uploads');
    try {
      const restored = await restoreBackup({
        database: target,
        storage: createDiskStorage(targetUploads),
        file: archive,
        batchSize: 3,
      });
      expect(restored.tables).toEqual(summary.tables);
      expect(restored.files).toBe(3);
      let compared = 0;
      for (const table of tables) {
        const before = await tableRows(t.database, table);
        expect(await tableRows(target, table), table).toEqual(before);
        compared += before.length;
      }
      expect(compared).toBe(Object.values(summary.tables).reduce((a, b) => a + b, 0));
      const sourceFiles = await filesUnder(sourceUploads);
      const targetFiles = await filesUnder(targetUploads);
      expect(sourceFiles.size).toBe(3);
      expect([...targetFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
      for (const [key, data] of sourceFiles) expect(targetFiles.get(key)?.equals(data), key).toBe(true);

      // A second restore onto the now-full target is refused, and changes nothing.
      await expect(
        restoreBackup({ database: target, storage: createDiskStorage(join(work, 'other')), file: archive }),
      ).rejects.toThrow(/not empty/);
      await expect(
        restoreBackup({ database: target, storage: createDiskStorage(targetUploads), file: archive }),
      ).rejects.toThrow(/uploads folder .* is not empty/);
    } finally {
      await target.close();
    }
  });

  it('refuses a cut-off or foreign archive and leaves the target empty', async () => {
    const lines = gunzipSync(readFileSync(archive)).toString('utf8').trimEnd().split('\n');
    const cut = join(work, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n') + '\n'));
    const foreign = join(work, 'foreign.gz');
    writeFileSync(foreign, gzipSync('{"hello":1}\n'));

    const target = await emptyDatabase();
    const uploadsDir = join(work, 'cut-target');
    const storage = createDiskStorage(uploadsDir);
    try {
      await expect(restoreBackup({ database: target, storage, file: foreign })).rejects.toThrow(
        /not a backup made by npm run backup/,
      );
      await expect(restoreBackup({ database: target, storage, file: cut })).rejects.toBeInstanceOf(BackupError);
      for (const table of await tablesInForeignKeyOrder(target.db)) {
        expect(await tableRows(target, table), table).toEqual([]);
      }
      expect((await filesUnder(uploadsDir)).size).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('streams each file in chunks, and still restores an archive of the first version (one line per file)', async () => {
    const lines = gunzipSync(readFileSync(archive)).toString('utf8').trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('F\t'))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('H\t'))).toHaveLength(3);
    // The same archive as version 1 wrote it: each file on its F line, with its checksum and data.
    const v1: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (i === 0) v1.push(JSON.stringify({ ...JSON.parse(line), version: 1 }));
      else if (line.startsWith('F\t')) {
        const data: Buffer[] = [];
        while (lines[i + 1]!.startsWith('D\t')) data.push(Buffer.from(lines[++i]!.slice(2), 'base64'));
        const sha = lines[++i]!.slice(2);
        v1.push(`${line}\t${sha}\t${Buffer.concat(data).toString('base64')}`);
      } else v1.push(line);
    }
    const old = join(work, 'v1.jsonl.gz');
    writeFileSync(old, gzipSync(v1.join('\n') + '\n'));
    const target = await emptyDatabase();
    const uploadsDir = join(work, 'v1-target');
    try {
      const restored = await restoreBackup({ database: target, storage: createDiskStorage(uploadsDir), file: old });
      expect(restored.files).toBe(3);
      const sourceFiles = await filesUnder(sourceUploads);
      const targetFiles = await filesUnder(uploadsDir);
      for (const [key, data] of sourceFiles) expect(targetFiles.get(key)?.equals(data), key).toBe(true);
    } finally {
      await target.close();
    }

    // A file whose data was altered is refused, and no file is left behind.
    const tampered = lines.map((l, i) =>
      l.startsWith('D\t') && lines[i - 1]!.startsWith('F\t')
        ? `D\t${Buffer.from('x').toString('base64')}${l.slice(6)}`
        : l,
    );
    const bad = join(work, 'tampered.jsonl.gz');
    writeFileSync(bad, gzipSync(tampered.join('\n') + '\n'));
    const other = await emptyDatabase();
    const otherUploads = join(work, 'tampered-target');
    try {
      await expect(
        restoreBackup({ database: other, storage: createDiskStorage(otherUploads), file: bad }),
      ).rejects.toThrow(/does not match its checksum/);
      expect((await filesUnder(otherUploads)).size).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('backup and restore with the uploads in an S3-compatible object store', () => {
  let objectStore: TestObjectStore;
  let school: TestApp;
  let file: string;
  const opened: Storage[] = [];
  const bucket = async (name: string, prefix = '') => {
    const storage = await createS3Storage(objectStore.settings(name, prefix));
    opened.push(storage);
    return storage;
  };

  beforeAll(async () => {
    objectStore = await startTestObjectStore(['school', 'restored']);
    school = await createTestApp({ DATA_DIR: join(work, 's3-source'), ...objectStore.env('school', 'khulna') });
    await seedSchool(school);
    file = join(work, 's3-backup.jsonl.gz');
  });
  afterAll(async () => {
    for (const storage of opened) storage.close?.();
    await school?.close();
    await objectStore?.close();
  });

  it('round-trips every row and every object, byte for byte, into an empty bucket', async () => {
    // The uploads went to the bucket, not to the data folder.
    expect((await filesUnder(join(work, 's3-source', 'uploads'))).size).toBe(0);
    const sourceObjects = await objectsIn(school.app.storage);
    expect(sourceObjects.size).toBe(3);

    const summary = await createBackup({ database: school.database, storage: school.app.storage, file });
    expect(summary.files).toBe(3);
    expect(summary.bytes).toBe([...sourceObjects.values()].reduce((n, b) => n + b.length, 0));
    // Each object is copied in pieces of at most 48 KiB, as files on disk are.
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    for (const line of lines.filter((l) => l.startsWith('D\t'))) {
      expect(Buffer.from(line.slice(2), 'base64').length).toBeLessThanOrEqual(48 * 1024);
    }

    const target = await emptyDatabase();
    const restoredStorage = await bucket('restored');
    try {
      const restored = await restoreBackup({ database: target, storage: restoredStorage, file, batchSize: 7 });
      expect(restored.tables).toEqual(summary.tables);
      expect(restored.files).toBe(3);
      for (const table of await tablesInForeignKeyOrder(school.database.db)) {
        expect(await tableRows(target, table), table).toEqual(await tableRows(school.database, table));
      }
      const restoredObjects = await objectsIn(restoredStorage);
      expect([...restoredObjects.keys()].sort()).toEqual([...sourceObjects.keys()].sort());
      for (const [key, data] of sourceObjects) expect(restoredObjects.get(key)?.equals(data), key).toBe(true);

      // A bucket (or prefix) that holds uploads already is refused, and keeps what it holds.
      const other = await emptyDatabase();
      try {
        await expect(restoreBackup({ database: other, storage: restoredStorage, file })).rejects.toThrow(
          /^The object store bucket "restored" at .* is not empty/,
        );
      } finally {
        await other.close();
      }
      expect((await objectsIn(restoredStorage)).size).toBe(3);
    } finally {
      await target.close();
    }
  });

  it('moves a school from its uploads folder into a bucket: a backup made on disk restores there', async () => {
    const target = await emptyDatabase();
    const storage = await bucket('restored', 'from-disk');
    try {
      const restored = await restoreBackup({ database: target, storage, file: archive });
      expect(restored.files).toBe(3);
      const onDisk = await filesUnder(sourceUploads);
      const inBucket = await objectsIn(storage);
      expect([...inBucket.keys()].sort()).toEqual([...onDisk.keys()].sort());
      for (const [key, data] of onDisk) expect(inBucket.get(key)?.equals(data), key).toBe(true);
    } finally {
      await target.close();
    }
  });

  it('refuses an altered file, and leaves no object behind in the target prefix', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const lastData = lines.findLastIndex((l) => l.startsWith('D\t'));
    const tampered = lines.map((l, i) =>
      i === lastData ? `D\t${Buffer.from('x').toString('base64')}${l.slice(6)}` : l,
    );
    const bad = join(work, 's3-tampered.jsonl.gz');
    writeFileSync(bad, gzipSync(tampered.join('\n') + '\n'));
    const target = await emptyDatabase();
    const storage = await bucket('restored', 'tampered');
    try {
      await expect(restoreBackup({ database: target, storage, file: bad })).rejects.toThrow(
        /does not match its checksum/,
      );
      expect((await objectsIn(storage)).size).toBe(0);
      for (const table of await tablesInForeignKeyOrder(target.db)) {
        expect(await tableRows(target, table), table).toEqual([]);
      }
    } finally {
      await target.close();
    }
  });
});
