import type * as AwsS3 from '@aws-sdk/client-s3';
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

type S3Sdk = typeof AwsS3;
type S3Client = AwsS3.S3Client;

/** Any S3-compatible object store. Objects are written public-read-able by URL, with a year of caching. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private connecting: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  private client: S3Client | undefined;
  private readonly publicBaseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    this.publicBaseUrl = (options.publicUrl ?? defaultPublicUrl(options)).replace(/\/$/, '');
  }

  /**
   * The AWS SDK (~5 MB of heap, ~25 MB resident) is loaded at the first upload or check, not at start: URLs need
   * nothing of it, and most instances serve for hours without writing an object.
   */
  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connecting ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { options } = this;
      this.client = new sdk.S3Client({
        region: options.region,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      });
      return { sdk, client: this.client };
    });
    return this.connecting;
  }

  async put(key: string, body: Buffer, { contentType }: { contentType: string }): Promise<string> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
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
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  close(): void {
    this.client?.destroy();
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
