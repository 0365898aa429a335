import { randomUUID } from 'node:crypto';
import { endpoints, type Product, type ProductInput, type ProductVariant, type SizeParcel } from '@aurelle/contract';
import { call, type TestApp } from './helpers.ts';

/** A valid admin form body; override any field. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    image: '/uploads/images/test-800.webp',
    title: `Amber Test ${randomUUID().slice(0, 8)}`,
    description: 'Amber, vanilla and cedar. A warm test fragrance.',
    category: 'luxury',
    brand: 'Maison Test',
    price: 4999,
    salePrice: 0,
    totalStock: 12,
    gender: 'female',
    fragranceType: 'warm',
    isFeatured: 'false',
    ...overrides,
  };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----aurelle${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Every product of the shop as the admin grid lists it, in the shopper's shape (without the admin's GST classification,
 * and without archived products): the ground truth for brute-force checks of the shop's answers.
 */
export async function allProducts(t: TestApp, adminAuth: Record<string, string>): Promise<Product[]> {
  const res = await call(t, endpoints.listAdminProducts, { headers: adminAuth });
  if (res.status !== 200) throw new Error(`admin list answered ${res.status}`);
  return res.body.data
    .filter((product) => product.archivedAt === null)
    .map(({ hsnCode: _hsnCode, gstRate: _gstRate, archivedAt: _archivedAt, ...product }) => ({
      ...product,
      variants: product.variants.map(shopperSize),
    }));
}

/** An admin's size as shoppers see it: without its parcel (weight and box), which is the back office's. */
export function shopperSize<V extends ProductVariant>({
  shippingWeightGrams: _weight,
  boxLengthCm: _length,
  boxBreadthCm: _breadth,
  boxHeightCm: _height,
  ...size
}: V & Partial<SizeParcel>): ProductVariant {
  return size;
}
