import { join } from 'node:path';
import type { Config } from '#server/config.ts';
import { resolveFromRoot } from './paths';
import { createDiskStorage, type Storage } from './storage';

/**
 * The store the configuration names: the S3-compatible bucket when S3_BUCKET is set, otherwise
 * DATA_DIR/uploads. The S3 client is loaded only then, so the embedded default starts as fast as
 * before and never touches it.
 */
export async function createConfiguredStorage(config: Pick<Config, 'DATA_DIR' | 'objectStore'>): Promise<Storage> {
  if (!config.objectStore) return createDiskStorage(join(resolveFromRoot(config.DATA_DIR), 'uploads'));
  const { createS3Storage } = await import('./s3-storage');
  const storage = await createS3Storage(config.objectStore);
  // A wrong bucket, address or key stops the start, not the first visitor's upload.
  try {
    await storage.check();
  } catch (err) {
    storage.close();
    throw err;
  }
  return storage;
}
