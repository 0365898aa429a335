import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import sharp from 'sharp';
import { endpoints } from '@aurelle/contract';
import { S3Storage } from '../src/infra/storage/s3-storage.ts';
import { multipartFile } from './catalog-helpers.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

/** A local S3-compatible server (s3rver, pure JavaScript) stands in for the object store. */
let server: S3rver;
let endpoint: string;
let s3Dir: string;
const BUCKET = 'aurelle-images';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('puts, answers the public URL, tells existence and deletes', async () => {
    const storage = new S3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, ...KEYS });
    const url = await storage.put('tests/hello-400.webp', Buffer.from('RIFF....WEBP'), { contentType: 'image/webp' });
    expect(url).toBe(`${endpoint}/${BUCKET}/tests/hello-400.webp`);
    expect(await storage.exists('tests/hello-400.webp')).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('RIFF....WEBP');
    await storage.delete('tests/hello-400.webp');
    expect(await storage.exists('tests/hello-400.webp')).toBe(false);
    expect((await fetch(url)).status).toBe(404);
    storage.close();
  });

  it('uses S3_PUBLIC_URL (a CDN) for URLs and refuses unsafe keys', async () => {
    const storage = new S3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint, publicUrl: 'https://images.example.com/', ...KEYS });
    expect(storage.urlFor('images/abc-800.webp')).toBe('https://images.example.com/images/abc-800.webp');
    await expect(storage.put('../escape.webp', Buffer.from('x'), { contentType: 'image/webp' })).rejects.toThrow('Unsafe storage key');
    storage.close();
  });
});

describe('uploads through the API with S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the WebP variants in the bucket and answers their bucket URLs', async () => {
    expect(t.ctx.storage.kind).toBe('s3');
    const admin = await createUser(t, { role: 'admin' });
    const png = await sharp({ create: { width: 1000, height: 1200, channels: 3, background: '#c8a06a' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('my_file', 'bottle.png', 'image/png', png);
    const res = await call(t, endpoints.uploadProductImage, { body: payload, headers: { ...headers, ...admin.auth } });
    const { result } = bodyOf(res, 201);
    expect(result.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/images/[0-9a-f]{16}-800\\.webp$`));
    for (const variant of result.variants) {
      const file = await fetch(variant.url);
      expect(file.status).toBe(200);
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(Math.min(variant.width, 1000));
    }
    // The app serves no local /uploads when the images live in the bucket.
    expect((await t.app.inject({ method: 'GET', url: '/uploads/images/x-800.webp' })).statusCode).toBe(404);

    const feature = await call(t, endpoints.addFeatureImage, { body: { image: result.url }, headers: admin.auth });
    expect(bodyOf(feature, 201).data.image).toBe(result.url.replace('-800.webp', '-1600.webp'));
  });
});
