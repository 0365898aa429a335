import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductVariant } from '@aurelle/contract';
import {
  emptyProductForm,
  emptySizeRow,
  NOT_GIVEN,
  parseProductForm,
  productFormSchema,
  productToFormValues,
  sizesToFormRows,
  type ProductFormValues,
} from './product-form-values';

const filled: ProductFormValues = {
  ...emptyProductForm,
  image: '/uploads/images/test-800.webp',
  title: 'Amber Test',
  description: 'Amber, vanilla and cedar.',
  category: 'luxury',
  brand: 'Maison Test',
  price: '1299.5',
  totalStock: '12',
  fragranceType: 'warm',
};

describe('the admin product form checks amounts with the contract', () => {
  it('sends prices typed as text as rupees', () => {
    const parsed = parseProductForm({ ...filled, salePrice: '999.99' }, undefined);
    expect(parsed.success && { price: parsed.data.price, salePrice: parsed.data.salePrice }).toEqual({ price: 1299.5, salePrice: 999.99 });
    const noSale = parseProductForm(filled, undefined);
    expect(noSale.success && noSale.data.salePrice).toBe(0);
  });

  it('shows the message beside the field for a fraction of a paisa, a negative or an oversized amount', () => {
    const errorsFor = (values: Partial<ProductFormValues>) => {
      const parsed = parseProductForm({ ...filled, ...values }, undefined);
      return parsed.success ? undefined : parsed.errors;
    };
    expect(errorsFor({ price: '0.001' })).toEqual({ price: 'Price must be an amount in rupees with at most 2 decimal places' });
    expect(errorsFor({ price: '1e-9' })).toEqual({ price: 'Price must be an amount in rupees with at most 2 decimal places' });
    expect(errorsFor({ salePrice: '10.005' })).toEqual({
      salePrice: 'Sale price must be an amount in rupees with at most 2 decimal places',
    });
    expect(errorsFor({ salePrice: '-1' })).toEqual({ salePrice: 'Sale price must not be negative' });
    expect(errorsFor({ price: '0' })).toEqual({ price: 'Price must be greater than 0' });
    expect(errorsFor({ price: '100000000' })).toEqual({ price: 'Price must be at most ₹1,00,00,000' });
    expect(errorsFor({ price: '' })).toEqual({ price: 'Price must be a number' });
  });

  it('opens a stored product with prices that parse back unchanged', () => {
    const product: AdminProduct = {
      _id: 'p',
      id: 'p',
      image: filled.image,
      title: filled.title,
      description: filled.description,
      category: 'luxury',
      customCategory: null,
      brand: filled.brand,
      customBrand: null,
      price: 1999.99,
      salePrice: 0.07,
      totalStock: 3,
      averageReview: 0,
      reviewCount: 0,
      gender: 'male',
      fragranceType: 'warm',
      isCarProduct: false,
      isFeatured: false,
      variants: [],
      concentration: null,
      notes: { top: [], heart: [], base: [] },
      accords: [],
      longevity: null,
      sillage: null,
      seasons: [],
      timesOfDay: [],
      launchYear: null,
      perfumer: null,
      countryOfOrigin: null,
      hsnCode: '33030010',
      gstRate: 0.25,
      archivedAt: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const values = productToFormValues(product);
    const parsed = parseProductForm(values, values.totalStock);
    expect(parsed.success && [parsed.data.price, parsed.data.salePrice]).toEqual([1999.99, 0.07]);
    expect(values).toMatchObject({ hsnCode: '33030010', gstRate: '0.25' });
    expect(parsed.success && [parsed.data.hsnCode, parsed.data.gstRate]).toEqual(['33030010', 0.25]);
  });
});

describe('the sizes editor', () => {
  const row = (overrides: Partial<ProductFormValues['variants'][number]>) => ({ ...emptySizeRow, ...overrides });

  it('sends every size in order, the product price following the first shown size and the stock their sum', () => {
    const parsed = parseProductForm(
      {
        ...filled,
        variants: [
          row({ sizeMl: '50', sku: 'amb-50', price: '3900', stock: '4', isHidden: true }),
          row({ sizeMl: '100', sku: 'amb-100', price: '5900', salePrice: '4900', stock: '6' }),
          row({ sizeMl: '5', kind: 'sample', sku: 'amb-5', price: '600', stock: '20' }),
        ],
      },
      undefined,
    );
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data).toMatchObject({ price: 5900, salePrice: 4900, totalStock: 26 });
    expect(parsed.data.variants?.map((size) => [size.sizeMl, size.kind, size.sku, size.price, size.stock, size.isHidden])).toEqual([
      [50, 'bottle', 'AMB-50', 3900, 4, true],
      [100, 'bottle', 'AMB-100', 5900, 6, false],
      [5, 'sample', 'AMB-5', 600, 20, false],
    ]);
  });

  it('refuses two sizes with one SKU and a list with every size hidden', () => {
    const twice = parseProductForm(
      {
        ...filled,
        variants: [row({ sizeMl: '100', sku: 'A', price: '10', stock: '1' }), row({ sizeMl: '50', sku: 'a', price: '5', stock: '1' })],
      },
      undefined,
    );
    expect(twice.success ? undefined : twice.errors.variants).toBe('Each size needs its own SKU');
    const hidden = parseProductForm(
      { ...filled, variants: [row({ sizeMl: '100', sku: 'A', price: '10', stock: '1', isHidden: true })] },
      undefined,
    );
    expect(hidden.success ? undefined : hidden.errors.variants).toBe('Keep at least one size on sale');
  });
});

describe("a size's sale window", () => {
  const row = (overrides: Partial<ProductFormValues['variants'][number]>) => ({ ...emptySizeRow, ...overrides });

  it('sends India times as ISO instants, blank as no edge', () => {
    const parsed = parseProductForm(
      {
        ...filled,
        variants: [row({ sizeMl: '100', sku: 'A', price: '5000', salePrice: '4200', stock: '3', saleStartsAt: '2026-12-01T10:00' })],
      },
      undefined,
    );
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data.variants?.[0]).toMatchObject({ saleStartsAt: '2026-12-01T04:30:00.000Z', saleEndsAt: null });
  });

  it('opens a one-size product with a window in the sizes editor, in India time, and parses it back unchanged', () => {
    const size = {
      id: '1b2c3d4e-0000-4000-8000-0000000000a1',
      sizeMl: 100,
      kind: 'bottle' as const,
      name: null,
      sku: 'AMBER-100',
      price: 5000,
      salePrice: 4200,
      stock: 3,
      image: null,
      isHidden: false,
      saleStartsAt: '2026-12-01T04:30:00.000Z',
      saleEndsAt: '2026-12-03T16:30:00.000Z',
      shippingWeightGrams: null,
      boxLengthCm: null,
      boxBreadthCm: null,
      boxHeightCm: null,
    };
    const values = productToFormValues({
      _id: 'p',
      id: 'p',
      image: filled.image,
      title: filled.title,
      description: filled.description,
      category: 'luxury',
      customCategory: null,
      brand: filled.brand,
      customBrand: null,
      price: 5000,
      salePrice: 4200,
      totalStock: 3,
      averageReview: 0,
      reviewCount: 0,
      gender: 'male',
      fragranceType: 'warm',
      isCarProduct: false,
      isFeatured: false,
      variants: [size],
      concentration: null,
      notes: { top: [], heart: [], base: [] },
      accords: [],
      longevity: null,
      sillage: null,
      seasons: [],
      timesOfDay: [],
      launchYear: null,
      perfumer: null,
      countryOfOrigin: null,
      hsnCode: '3303',
      gstRate: 18,
      archivedAt: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(values.variants).toEqual(sizesToFormRows({ variants: [size] }));
    expect(values.variants[0]).toMatchObject({ saleStartsAt: '2026-12-01T10:00', saleEndsAt: '2026-12-03T22:00' });
    const parsed = parseProductForm(values, values.totalStock);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data.variants?.[0]).toMatchObject({ saleStartsAt: size.saleStartsAt, saleEndsAt: size.saleEndsAt });
  });

  it("shows the contract's messages beside the size's fields", () => {
    const parsed = productFormSchema(undefined).safeParse({
      ...filled,
      variants: [
        row({
          sizeMl: '100',
          sku: 'A',
          price: '5000',
          salePrice: '4200',
          stock: '3',
          saleStartsAt: '2026-12-02T10:00',
          saleEndsAt: '2026-12-01T10:00',
        }),
      ],
    });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['variants.0.saleEndsAt', 'The sale must end after it starts'],
    ]);
  });
});

describe("a size's parcel", () => {
  const storedSize: AdminProductVariant = {
    id: '1b2c3d4e-0000-4000-8000-0000000000b2',
    sizeMl: 100,
    kind: 'bottle',
    name: null,
    sku: 'PARCEL-100',
    price: 5000,
    salePrice: 0,
    stock: 3,
    image: null,
    isHidden: false,
    saleStartsAt: null,
    saleEndsAt: null,
    shippingWeightGrams: null,
    boxLengthCm: null,
    boxBreadthCm: null,
    boxHeightCm: null,
  };
  const storedProduct: AdminProduct = {
    _id: 'p',
    id: 'p',
    image: filled.image,
    title: filled.title,
    description: filled.description,
    category: 'luxury',
    customCategory: null,
    brand: filled.brand,
    customBrand: null,
    price: 5000,
    salePrice: 0,
    totalStock: 3,
    averageReview: 0,
    reviewCount: 0,
    gender: 'male',
    fragranceType: 'warm',
    isCarProduct: false,
    isFeatured: false,
    variants: [storedSize],
    concentration: null,
    notes: { top: [], heart: [], base: [] },
    accords: [],
    longevity: null,
    sillage: null,
    seasons: [],
    timesOfDay: [],
    launchYear: null,
    perfumer: null,
    countryOfOrigin: null,
    hsnCode: '3303',
    gstRate: 18,
    archivedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  const row = (overrides: Partial<ProductFormValues['variants'][number]>) => ({
    ...emptySizeRow,
    sizeMl: '100',
    sku: 'A',
    price: '5000',
    stock: '3',
    ...overrides,
  });
  const issuesOf = (overrides: Partial<ProductFormValues['variants'][number]>) => {
    const parsed = productFormSchema(undefined).safeParse({ ...filled, variants: [row(overrides)] });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('sends whole grams and centimetres, and blank as the shop default', () => {
    const parsed = parseProductForm(
      {
        ...filled,
        variants: [row({ shippingWeightGrams: '450', boxLengthCm: '16', boxBreadthCm: '9', boxHeightCm: '7' }), row({ sku: 'B' })],
      },
      undefined,
    );
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data.variants?.map((size) => [size.shippingWeightGrams, size.boxLengthCm, size.boxBreadthCm, size.boxHeightCm])).toEqual([
      [450, 16, 9, 7],
      [null, null, null, null],
    ]);
  });

  it("shows the contract's messages beside the weight and the box's sides", () => {
    expect(issuesOf({ shippingWeightGrams: '0' })).toEqual([
      ['variants.0.shippingWeightGrams', 'Shipping weight must be a whole number of grams from 1 to 30,000'],
    ]);
    expect(issuesOf({ shippingWeightGrams: '250.5' })).toEqual([
      ['variants.0.shippingWeightGrams', 'Shipping weight must be a whole number of grams from 1 to 30,000'],
    ]);
    expect(issuesOf({ boxLengthCm: '250', boxBreadthCm: '10', boxHeightCm: '10' })).toEqual([
      ['variants.0.boxLengthCm', 'Box length must be a whole number of cm from 1 to 200'],
    ]);
    expect(issuesOf({ boxLengthCm: '20' })).toEqual([
      ['variants.0.boxBreadthCm', "Enter the box's length, breadth and height, or leave all three blank"],
      ['variants.0.boxHeightCm', "Enter the box's length, breadth and height, or leave all three blank"],
    ]);
  });

  it('opens a one-size product with its own parcel in the sizes editor and parses it back unchanged', () => {
    const values = productToFormValues({
      ...storedProduct,
      variants: [{ ...storedSize, shippingWeightGrams: 300, boxLengthCm: 12, boxBreadthCm: 8, boxHeightCm: 6 }],
    });
    expect(values.variants[0]).toMatchObject({ shippingWeightGrams: '300', boxLengthCm: '12', boxBreadthCm: '8', boxHeightCm: '6' });
    const parsed = parseProductForm(values, values.totalStock);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data.variants?.[0]).toMatchObject({ shippingWeightGrams: 300, boxLengthCm: 12, boxBreadthCm: 8, boxHeightCm: 6 });
    expect(productToFormValues({ ...storedProduct, variants: [storedSize] }).variants).toEqual([]);
  });
});

describe('the perfume fields', () => {
  it('sends the pyramid, accords and wear, and "Not given" as a cleared value', () => {
    const parsed = parseProductForm(
      {
        ...filled,
        concentration: NOT_GIVEN,
        notes: { top: ['pink pepper'], heart: ['Rose'], base: [] },
        accords: ['rose', 'woody'],
        longevity: '4',
        sillage: NOT_GIVEN,
        seasons: ['monsoon'],
        launchYear: '2020',
        perfumer: '  ',
      },
      undefined,
    );
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data).toMatchObject({
      concentration: null,
      notes: { top: ['Pink Pepper'], heart: ['Rose'], base: [] },
      accords: ['rose', 'woody'],
      longevity: 4,
      sillage: null,
      seasons: ['monsoon'],
      launchYear: 2020,
      perfumer: null,
    });
  });
});

describe('the GST fields', () => {
  it('sends a new product as a perfume at 18% unless changed', () => {
    const parsed = parseProductForm(filled, undefined);
    expect(parsed.success && [parsed.data.hsnCode, parsed.data.gstRate]).toEqual(['3303', 18]);
    const changed = parseProductForm({ ...filled, hsnCode: ' 330300 ', gstRate: '5' }, undefined);
    expect(changed.success && [changed.data.hsnCode, changed.data.gstRate]).toEqual(['330300', 5]);
  });

  it('shows the contract’s messages beside the fields', () => {
    const parsed = parseProductForm({ ...filled, hsnCode: '33031', gstRate: '7' }, undefined);
    expect(parsed.success ? undefined : parsed.errors).toEqual({
      hsnCode: 'HSN code must be 4, 6 or 8 digits',
      gstRate: 'Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%',
    });
  });
});
