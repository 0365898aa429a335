import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import type { ParsedProductInput } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useUploadProductImage } from '../api/use-upload-product-image';
import {
  ProductAttributeFields,
  ProductClassFields,
  ProductImageField,
  ProductPriceFields,
  ProductTaxFields,
  ProductTextFields,
} from './product-form-sections';
import { canSubmitProduct, firstSizeRows, productFormSchema, type ProductFormValues, saleWindowRows } from './product-form-values';
import { ProductPerfumeFields } from './product-perfume-fields';
import { ProductSizesEditor } from './product-sizes-editor';

/**
 * The add/edit product form: every field, custom brand and category inputs, car ⇒ isCarProduct (the server derives
 * it from gender), featured Yes/No, and an image uploaded as soon as it is chosen, with progress.
 */
export function ProductForm({
  initialValues,
  existingSizes = [],
  isEditing,
  isSaving,
  onSubmit,
  onCancel,
}: {
  initialValues: ProductFormValues;
  /** An edited product's stored sizes (its one size, when the form opened in the price fields). */
  existingSizes?: ProductFormValues['variants'];
  isEditing: boolean;
  isSaving: boolean;
  onSubmit: (body: ParsedProductInput) => Promise<void>;
  onCancel: () => void;
}) {
  const stockWhenOpened = isEditing ? initialValues.totalStock : undefined;
  const schema = useMemo(() => productFormSchema(stockWhenOpened), [stockWhenOpened]);
  const form = useZodForm(schema, { defaultValues: initialValues });
  const upload = useUploadProductImage();
  const values = form.watch();

  async function save(body: ParsedProductInput) {
    try {
      await onSubmit(body);
    } catch (error) {
      // The sheet has shown the message; the server's per-field messages land beside their fields.
      applyServerErrors(form, error);
    }
  }

  const isSubmittable = canSubmitProduct(values, isEditing) && !upload.isPending && !isSaving;

  return (
    <Form
      form={form}
      onSubmit={save}
      onInvalid={(errors) => {
        if (errors.image) toast.error('Please upload an image');
      }}
      className="flex flex-1 flex-col"
    >
      <div className="flex flex-1 flex-col gap-6 px-6 py-6 sm:px-8">
        <ProductImageField control={form.control} upload={upload} />
        <ProductTextFields control={form.control} />
        <ProductClassFields control={form.control} category={values.category} brand={values.brand} />
        {values.variants.length > 0 ? (
          <ProductSizesEditor control={form.control} />
        ) : (
          <div className="flex flex-col gap-3">
            <ProductPriceFields control={form.control} />
            <div className="flex flex-wrap gap-x-6">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start px-0 text-gold-deep"
                onClick={() => form.setValue('variants', firstSizeRows(values, existingSizes), { shouldDirty: true })}
              >
                Sell in several sizes
              </Button>
              {existingSizes.length > 0 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-start px-0 text-gold-deep"
                  onClick={() => form.setValue('variants', saleWindowRows(values, existingSizes), { shouldDirty: true })}
                >
                  Set a sale window
                </Button>
              ) : null}
              {existingSizes.length > 0 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-start px-0 text-gold-deep"
                  onClick={() => form.setValue('variants', saleWindowRows(values, existingSizes), { shouldDirty: true })}
                >
                  Set shipping weight and box
                </Button>
              ) : null}
            </div>
          </div>
        )}
        <ProductAttributeFields control={form.control} gender={values.gender} />
        <ProductTaxFields control={form.control} />
        <ProductPerfumeFields control={form.control} />
      </div>

      <div className="sticky bottom-0 flex gap-3 border-t border-line bg-ivory px-6 py-4 sm:px-8">
        <Button type="button" variant="subtle" onClick={onCancel} className="flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={!isSubmittable} className="flex-[2]">
          {isSaving ? 'Saving...' : isEditing ? 'Save Changes' : 'Add Product'}
        </Button>
      </div>
    </Form>
  );
}
