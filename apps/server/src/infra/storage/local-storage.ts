import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStorage } from './storage.ts';

/** Files under DATA_DIR/uploads, served by the app itself at `publicPath` (default `/uploads`). */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(
    readonly rootDir: string,
    readonly publicPath = '/uploads',
  ) {}

  async put(key: string, body: Buffer): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename so a reader never sees a half-written image.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    return this.urlFor(key);
  }

  urlFor(key: string): string {
    assertSafeKey(key);
    return `${this.publicPath}/${key}`;
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.fileFor(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }

  private fileFor(key: string): string {
    assertSafeKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }
}
