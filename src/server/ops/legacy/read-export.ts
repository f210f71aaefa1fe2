import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One MongoDB document as plain JSON: Extended JSON wrappers undone (see `fromExtendedJson`). */
export type Doc = Record<string, unknown>;

/** One account of a `firebase auth:export users.json`. Only the fields the import reads. */
export interface FirebaseUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
  phoneNumber?: string;
  /** Milliseconds since 1970, as a string (Firebase writes it so). */
  createdAt?: string;
  lastSignedInAt?: string;
  providerUserInfo?: Array<{ providerId?: string; email?: string; displayName?: string; rawId?: string }>;
}

/** The old site's data: its MongoDB collections and its Firebase accounts. */
export interface LegacyExport {
  courses: Doc[];
  users: Doc[];
  profiles: Doc[];
  orders: Doc[];
  blogs: Doc[];
  firebase: FirebaseUser[];
}

export const COLLECTIONS = ['courses', 'users', 'profiles', 'orders', 'blogs'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export class ExportError extends Error {}

/**
 * Extended JSON as mongoexport writes it (canonical or relaxed) turned into plain values: an
 * ObjectId into its hex string, a date into an ISO string, every number wrapper into a number. A
 * `$numberLong` beyond 2^53 would lose digits as a number; nothing in the old site's data is that
 * large (prices, lesson counts), so it is read as a number like the others.
 */
export function fromExtendedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromExtendedJson);
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1) {
    const [key] = keys;
    const inner = obj[key!];
    switch (key) {
      case '$oid':
        return String(inner);
      case '$numberInt':
      case '$numberLong':
      case '$numberDouble':
      case '$numberDecimal':
        return Number(inner);
      case '$date': {
        const raw = fromExtendedJson(inner);
        const date = new Date(typeof raw === 'number' || typeof raw === 'string' ? raw : NaN);
        return Number.isNaN(date.getTime()) ? null : date.toISOString();
      }
    }
  }
  return Object.fromEntries(keys.map((k) => [k, fromExtendedJson(obj[k])]));
}

/**
 * A mongoexport file in either of its shapes: one document per line (the default) or one JSON
 * array (`--jsonArray`). A line that is not JSON names its line number.
 */
export function parseMongoExport(text: string, name: string): Doc[] {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (!body) return [];
  if (body.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (err) {
      throw new ExportError(`${name}: not valid JSON (${(err as Error).message})`);
    }
    if (!Array.isArray(parsed)) throw new ExportError(`${name}: expected an array of documents`);
    return parsed.map((d, i) => asDoc(fromExtendedJson(d), `${name}[${i}]`));
  }
  return body.split(/\r?\n/).flatMap((line, i) => {
    if (!line.trim()) return [];
    try {
      return [asDoc(fromExtendedJson(JSON.parse(line)), `${name} line ${i + 1}`)];
    } catch (err) {
      if (err instanceof ExportError) throw err;
      throw new ExportError(`${name} line ${i + 1}: not valid JSON (${(err as Error).message})`);
    }
  });
}

function asDoc(value: unknown, where: string): Doc {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ExportError(`${where}: not a document`);
  return value as Doc;
}

/** `firebase auth:export users.json` (JSON; the CSV form is not read). */
export function parseFirebaseExport(text: string, name: string): FirebaseUser[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new ExportError(`${name}: not valid JSON (${(err as Error).message})`);
  }
  const users = (parsed as { users?: unknown })?.users;
  if (!Array.isArray(users))
    throw new ExportError(`${name}: expected {"users": [...]}, as firebase auth:export writes`);
  return users.filter(
    (u): u is FirebaseUser => !!u && typeof u === 'object' && typeof (u as FirebaseUser).localId === 'string',
  );
}

/** The names a collection's file may have: mongoexport's `--out` is free, these are the usual ones. */
const FILE_NAMES: Record<Collection, string[]> = {
  courses: ['courses', 'course'],
  users: ['users', 'user'],
  profiles: ['profiles', 'profile'],
  orders: ['orders', 'order'],
  blogs: ['blogs', 'blog'],
};

export const FIREBASE_FILE_NAMES = ['firebase-users.json', 'auth-users.json', 'firebase-auth.json'];

/**
 * Reads an export folder: `<collection>.json` (or `.jsonl`, singular names too) for each
 * collection present, and the Firebase accounts from `firebaseFile` or a file named as in
 * FIREBASE_FILE_NAMES. A missing collection is read as empty; a folder with none is refused.
 */
export async function readLegacyExport(dir: string, firebaseFile?: string): Promise<LegacyExport> {
  if (!existsSync(dir)) throw new ExportError(`There is no folder ${dir}.`);
  const out: LegacyExport = { courses: [], users: [], profiles: [], orders: [], blogs: [], firebase: [] };
  let found = 0;
  for (const collection of COLLECTIONS) {
    const file = FILE_NAMES[collection]
      .flatMap((n) => [`${n}.json`, `${n}.jsonl`])
      .map((n) => join(dir, n))
      .find((p) => existsSync(p));
    if (!file) continue;
    found++;
    out[collection] = parseMongoExport(await readFile(file, 'utf8'), file);
  }
  const auth = firebaseFile ?? FIREBASE_FILE_NAMES.map((n) => join(dir, n)).find((p) => existsSync(p));
  if (auth) {
    if (!existsSync(auth)) throw new ExportError(`There is no file ${auth}.`);
    found++;
    out.firebase = parseFirebaseExport(await readFile(auth, 'utf8'), auth);
  }
  if (found === 0) {
    throw new ExportError(
      `${dir} holds none of courses.json, users.json, profiles.json, orders.json, blogs.json or a Firebase export.`,
    );
  }
  return out;
}
