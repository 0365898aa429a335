import { z } from 'zod';
import { productInputSchema, type FragranceType, type Gender, type ParsedProductInput, type Product } from '@aurelle/contract';

/** Everything the form holds, as typed (numbers stay text until the contract parses them). */
export interface ProductFormValues {
  image: string;
  title: string;
  description: string;
  category: string;
  customCategory: string;
  brand: string;
  customBrand: string;
  price: string;
  salePrice: string;
  totalStock: string;
  gender: Gender;
  fragranceType: FragranceType | '';
  isFeatured: 'true' | 'false';
}

export type FieldName = keyof ProductFormValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyProductForm: ProductFormValues = {
  image: '',
  title: '',
  description: '',
  category: '',
  customCategory: '',
  brand: '',
  customBrand: '',
  price: '',
  salePrice: '',
  totalStock: '',
  gender: 'male',
  fragranceType: '',
  isFeatured: 'false',
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    image: product.image,
    title: product.title,
    description: product.description,
    category: product.category,
    customCategory: product.customCategory ?? '',
    brand: product.brand,
    customBrand: product.customBrand ?? '',
    price: String(product.price),
    salePrice: product.salePrice > 0 ? String(product.salePrice) : '',
    totalStock: String(product.totalStock),
    gender: product.gender,
    fragranceType: product.fragranceType,
    isFeatured: product.isFeatured ? 'true' : 'false',
  };
}

/** Submit only when title, description, category, price and totalStock are filled and an image exists. */
export function canSubmitProduct(values: ProductFormValues, isEditing: boolean): boolean {
  const required = [values.title, values.description, values.category, values.price, values.totalStock];
  return required.every((value) => value.trim() !== '') && (values.image !== '' || isEditing);
}

function toRequestBody(values: ProductFormValues, stockWhenOpened: string | undefined) {
  return {
    image: values.image,
    title: values.title,
    description: values.description,
    category: values.category,
    customCategory: values.category === 'custom' ? values.customCategory : null,
    brand: values.brand,
    customBrand: values.brand === 'custom' ? values.customBrand : null,
    price: values.price.trim() === '' ? undefined : values.price,
    salePrice: values.salePrice.trim() === '' ? 0 : values.salePrice,
    totalStock: values.totalStock.trim() === '' ? undefined : values.totalStock,
    previousTotalStock: stockWhenOpened,
    gender: values.gender,
    fragranceType: values.fragranceType === '' ? undefined : values.fragranceType,
    isFeatured: values.isFeatured,
  };
}

/**
 * The form's values checked with the contract's own schema (the one the server applies): the form holds text, the
 * schema parses the request body built from it, and its messages land on the fields of the same names, e.g.
 * 'Price must be an amount in rupees with at most 2 decimal places'. `stockWhenOpened` is the stock an edit started from.
 */
export function productFormSchema(stockWhenOpened: string | undefined) {
  return (
    z
      .custom<ProductFormValues>()
      // The body as typed, unchecked: the contract's schema below checks it.
      .transform((values): unknown => toRequestBody(values, stockWhenOpened))
      .pipe(productInputSchema)
  );
}

/** The body to send, or the first message for each field. */
export function parseProductForm(
  values: ProductFormValues,
  stockWhenOpened: string | undefined,
): { success: true; data: ParsedProductInput } | { success: false; errors: FieldErrors } {
  const parsed = productFormSchema(stockWhenOpened).safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as FieldName]) errors[field as FieldName] = issue.message;
  }
  return { success: false, errors };
}
