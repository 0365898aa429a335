/**
 * Where uploaded and generated images live. Keys are content-addressed (a hash in the name), so an
 * object never changes once written and may be cached for a year.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key` and answers the public URL. */
  put(key: string, body: Buffer, options: { contentType: string }): Promise<string>;
  /** The public URL of `key` (whether or not it exists). */
  urlFor(key: string): string;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are built by the server, never by a client; this guards against a path escaping the store. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
