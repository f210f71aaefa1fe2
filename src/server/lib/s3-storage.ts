import { Readable, Transform } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreSettings } from '#server/config.ts';
import { assertSafeStorageKey, isSafeStorageKey, type Storage, type StoredEntry, type StoredObject } from './storage';

/** An object store the app keeps its uploads in; its connections are let go with `close`. */
export interface S3Storage extends Storage {
  close(): void;
}

/** What the SDK's errors carry that tells "no such key" from a failure. */
interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const isMissing = (err: unknown) => {
  const e = err as SdkError;
  return e?.name === 'NoSuchKey' || (e?.name === 'NotFound' && e.$metadata?.httpStatusCode === 404);
};

const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/**
 * Uploads as objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean
 * Spaces, Backblaze B2, …), so app processes on different machines need no shared folder.
 *
 * The bucket stays private: the app reads every object with its own credentials and serves it at
 * /files/… after the same checks as a file on disk (an NID scan only to its owner and staff), so
 * no object address is ever given to a browser. Object keys are the upload keys under the
 * optional S3_PREFIX, so one bucket can hold several schools or a restore's test copy.
 */
export async function createS3Storage(settings: ObjectStoreSettings): Promise<S3Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires one: many S3-compatible stores do not accept the newer
    // default (a CRC trailer on every upload), and the backup checks each file's SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without a logger the SDK writes some warnings to the console; every failure reaches the
    // caller as an error anyway, and the caller logs it.
    logger: quiet,
  });
  const { bucket, prefix } = settings;
  const objectKey = (key: string) => {
    assertSafeStorageKey(key);
    return prefix + key;
  };
  const stream = async (key: string): Promise<StoredObject | null> => {
    const Key = objectKey(key);
    try {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
      if (!(res.Body instanceof Readable)) throw new Error(`the object store sent no body for ${key}`);
      return { body: res.Body, size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const where = `bucket "${bucket}"${prefix ? ` under "${prefix}"` : ''}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  return {
    describe: `object store ${where}`,
    async put(key, data, opts = {}) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
          ...(opts.contentType ? { ContentType: opts.contentType } : {}),
        }),
      );
    },
    async putStream(key, body, size) {
      const Key = objectKey(key);
      // The SDK pipes the body into the request without listening for its errors: a damaged
      // source would crash the process. Listen here and abort the request instead; a source that
      // ends short of `size` or runs past it aborts it too, so no object is ever a cut-off file.
      const abort = new AbortController();
      let failure: unknown;
      let seen = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          done(seen > size ? new Error(`${key}: more than the ${size} bytes announced`) : null, chunk);
        },
        flush(done) {
          done(seen === size ? null : new Error(`${key}: ${seen} bytes arrived, ${size} were announced`));
        },
      });
      const fail = (err: unknown) => {
        failure ??= err;
        abort.abort();
      };
      counted.once('error', fail);
      body.once('error', (err) => counted.destroy(err));
      body.pipe(counted);
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: counted, ContentLength: size }), {
          abortSignal: abort.signal,
        });
      } catch (err) {
        throw failure ?? err;
      }
      if (failure) throw failure;
    },
    stream,
    async get(key) {
      const object = await stream(key);
      if (!object) return null;
      const parts: Buffer[] = [];
      for await (const chunk of object.body as AsyncIterable<Buffer>) parts.push(chunk);
      return Buffer.concat(parts);
    },
    async remove(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list(under = '') {
      // One page (at most 1,000 keys) at a time: memory does not grow with the bucket.
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix + under })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // Only keys the app could have written: not a folder marker or someone's other file.
          if (key && isSafeStorageKey(key)) yield { key, size: object.Size ?? 0 } satisfies StoredEntry;
        }
      }
    },
    async check() {
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        const e = err as SdkError & { message?: string };
        const status = e.$metadata?.httpStatusCode;
        const why =
          status === 404
            ? 'there is no such bucket'
            : status === 403 || status === 401
              ? 'the access keys are refused'
              : `${e.name ?? 'error'}${e.message && e.message !== e.name ? `: ${e.message}` : ''}`;
        throw new Error(
          `The object store ${where} did not answer as expected (${why}). ` +
            'Check S3_ENDPOINT, S3_BUCKET and the access keys, and that the bucket exists.',
          { cause: err },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
