import { toast } from '@/lib/toast';
import type { AdminProduct, ParsedProductInput } from '@aurelle/contract';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/api-client';
import { useAddProduct, useEditProduct } from '../api/use-save-product';
import { ArchiveBar } from './archive-bar';
import { ProductForm } from './product-form';
import { emptyProductForm, productToFormValues, sizesToFormRows } from './product-form-values';

/** The right-hand side sheet for adding (product null) or editing a product. */
export function ProductFormSheet({ isOpen, product, onClose }: { isOpen: boolean; product: AdminProduct | null; onClose: () => void }) {
  const addProduct = useAddProduct();
  const editProduct = useEditProduct();
  const isEditing = product !== null;

  async function save(body: ParsedProductInput) {
    if (product) {
      try {
        await editProduct.mutateAsync({ id: product._id, body });
        toast.success('Product updated successfully');
        onClose();
      } catch (error) {
        toast.error('Failed to update product', { description: errorMessage(error, 'Please try again') });
        throw error;
      }
      return;
    }
    try {
      await addProduct.mutateAsync(body);
      toast.success('Product added successfully');
      onClose();
    } catch (error) {
      toast.error('Failed to add product', { description: errorMessage(error, 'Please try again') });
      throw error;
    }
  }

  return (
    <Sheet open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-2xl">
        <div className="border-b border-line px-6 py-6 pr-14 sm:px-8">
          <SheetTitle className="text-3xl">{isEditing ? 'Edit Product' : 'Add New Product'}</SheetTitle>
          <SheetDescription className="mt-1">
            {isEditing
              ? 'Changes show in the shop as soon as they are saved.'
              : 'Title, description, category, price, stock and an image are required.'}
          </SheetDescription>
          {product && <ArchiveBar product={product} />}
        </div>
        {/* Keyed so a different product (or a fresh add) starts from its own values. */}
        <ProductForm
          key={product?._id ?? 'new'}
          initialValues={product ? productToFormValues(product) : emptyProductForm}
          existingSizes={product ? sizesToFormRows(product) : []}
          isEditing={isEditing}
          isSaving={addProduct.isPending || editProduct.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      </SheetContent>
    </Sheet>
  );
}
