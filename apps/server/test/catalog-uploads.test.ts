import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { endpoints, MAX_UPLOAD_BYTES } from '@aurelle/contract';
import { multipartFile } from './catalog-helpers.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, malformed, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

async function upload(field: string, filename: string, contentType: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(field, filename, contentType, bytes);
  return call(t, endpoints.uploadProductImage, { body: payload, headers: { ...headers, ...admin.auth } });
}
const addFeature = (image: string) => call(t, endpoints.addFeatureImage, { body: { image }, headers: admin.auth });
const deleteFeature = (id: string) => call(t, endpoints.deleteFeatureImage, { params: { id }, headers: admin.auth });

function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 190, g: 140, b: 90 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f4e2c0"/></svg>`,
      ),
    },
  ]);
}

describe('POST /api/admin/products/upload-image', () => {
  it('re-encodes a PNG to WebP in three widths and serves the files with a year of caching', async () => {
    const png = await photo(2000, 1500).png().toBuffer();
    const body = bodyOf(await upload('my_file', 'bottle.png', 'image/png', png), 201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Image uploaded successfully');
    expect(body.result.url).toMatch(/^\/uploads\/images\/[0-9a-f]{16}-800\.webp$/);
    expect(body.result.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    for (const variant of body.result.variants) {
      const file = await t.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(variant.width);
    }
  });

  it('accepts JPEG, WebP and AVIF, judged by content whatever the name; small images are never enlarged', async () => {
    const cases: Array<[string, Buffer]> = [
      ['photo.jpg', await photo(640, 480).jpeg().toBuffer()],
      ['photo.webp', await photo(300, 200).webp().toBuffer()],
      ['photo.avif', await photo(320, 240).avif().toBuffer()],
      ['no-extension', await photo(500, 500).jpeg().toBuffer()],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload('my_file', name, 'application/octet-stream', bytes);
      expect(res.status, name).toBe(201);
      const main = await t.app.inject({ method: 'GET', url: bodyOf(res, 201).result.url });
      const metadata = await sharp(main.rawPayload).metadata();
      expect(metadata.width, name).toBeLessThanOrEqual(800);
    }
    const small = await upload('my_file', 'small.webp', 'image/webp', await photo(300, 200).webp().toBuffer());
    const file = await t.app.inject({ method: 'GET', url: bodyOf(small, 201).result.url });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses a wrong field name, an empty file, a non-image named .png, a corrupt image and a non-multipart body', async () => {
    const png = await photo(100, 100).png().toBuffer();
    const wrongField = await upload('file', 'bottle.png', 'image/png', png);
    expectStatus(wrongField, 400);
    expect(wrongField.body.message).toBe('Send the image in the field "my_file", not "file"');

    const empty = await upload('my_file', 'empty.png', 'image/png', Buffer.alloc(0));
    expectStatus(empty, 400);
    expect(empty.body.message).toBe('The file is empty. Please choose an image');

    const text = await upload('my_file', 'notes.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expectStatus(text, 415);
    expect(text.body.message).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded');

    const svg = await upload('my_file', 'logo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.status).toBe(415);

    const gif = await upload('my_file', 'anim.png', 'image/png', await photo(10, 10).gif().toBuffer());
    expect(gif.status).toBe(415);

    const corrupt = await upload('my_file', 'broken.png', 'image/png', Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]));
    expectStatus(corrupt, 415);
    expect(corrupt.body.message).toBe('The image could not be read. Please choose another file');

    const notMultipart = await call(t, endpoints.uploadProductImage, { body: { my_file: 'x' }, headers: admin.auth });
    expectStatus(notMultipart, 400);
    expect(notMultipart.body.message).toBe('Send the image as multipart/form-data in the field "my_file"');
  });

  it('refuses a file above 5 MB with 413', async () => {
    const png = await photo(100, 100).png().toBuffer();
    const tooLarge = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 1)]);
    const res = await upload('my_file', 'huge.png', 'image/png', tooLarge);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The image must be at most 5 MB' });
  });

  it('refuses an image whose canvas is too large even though the file is small (decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 6_500, height: 6_200, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const res = await upload('my_file', 'bomb.png', 'image/png', bomb);
    expectStatus(res, 413);
    expect(res.body.message).toBe('The image is too large: at most 40 megapixels');
  });
});

describe('feature images', () => {
  it('adds an uploaded image at its widest size, lists it publicly in order, and deletes it', async () => {
    const uploaded = bodyOf(await upload('my_file', 'hero.jpg', 'image/jpeg', await photo(2400, 1000).jpeg().toBuffer()), 201);
    const added = await addFeature(uploaded.result.url);
    const feature = bodyOf(added, 201).data;
    expect(feature.image).toBe(uploaded.result.url.replace('-800.webp', '-1600.webp'));
    expect(feature._id).toBe(feature.id);

    const external = bodyOf(await addFeature('https://cdn.example.com/hero.webp'), 201);
    expect(external.data.image).toBe('https://cdn.example.com/hero.webp');

    const list = bodyOf(await call(t, endpoints.listFeatureImages), 200);
    expect(list.success).toBe(true);
    expect(list.data.map((f) => f.id)).toEqual([feature.id, external.data.id]);

    const removed = await deleteFeature(feature.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Feature image deleted successfully' });
    const again = await deleteFeature(feature.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      success: false,
      message: 'Feature image not found',
      reason: { code: 'NOT_FOUND', resource: 'feature-image' },
    });
  });

  it('answers 400 for a missing or unsafe image and a malformed id', async () => {
    for (const payload of [
      {},
      { image: '' },
      { image: 'javascript:alert(1)' },
      { image: '//evil.example/x.png' },
      { image: 'data:image/png;base64,AAAA' },
    ]) {
      const res = await call(t, endpoints.addFeatureImage, { body: malformed(payload), headers: admin.auth });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const missing = await call(t, endpoints.addFeatureImage, { body: malformed({}), headers: admin.auth });
    expect(missing.body.message).toBe('Please upload an image');
    const badId = await deleteFeature('abc');
    expect(badId.status).toBe(400);
  });
});
