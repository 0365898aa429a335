import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** S3-compatible storage when S3_BUCKET (and its keys) are set, else files under DATA_DIR/uploads. */
export function createStorage(config: AppConfig): ObjectStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE || undefined,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalStorage(path.join(config.DATA_DIR, 'uploads'));
}
