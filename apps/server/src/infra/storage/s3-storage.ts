import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, type ObjectStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A non-AWS endpoint (MinIO, R2, s3rver...). */
  endpoint?: string | undefined;
  forcePathStyle?: boolean | undefined;
  /** Public base URL of the bucket (CDN or website endpoint); derived from the endpoint when absent. */
  publicUrl?: string | undefined;
}

/** Any S3-compatible object store. Objects are written public-read-able by URL, with a year of caching. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly publicBaseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    });
    this.publicBaseUrl = (options.publicUrl ?? defaultPublicUrl(options)).replace(/\/$/, '');
  }

  async put(key: string, body: Buffer, { contentType }: { contentType: string }): Promise<string> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
    return this.urlFor(key);
  }

  urlFor(key: string): string {
    assertSafeKey(key);
    return `${this.publicBaseUrl}/${key}`;
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

function defaultPublicUrl(options: S3StorageOptions): string {
  if (options.endpoint) {
    const endpoint = options.endpoint.replace(/\/$/, '');
    if (options.forcePathStyle ?? true) return `${endpoint}/${options.bucket}`;
    const url = new URL(endpoint);
    return `${url.protocol}//${options.bucket}.${url.host}`;
  }
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}
