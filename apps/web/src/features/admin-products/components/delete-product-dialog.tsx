import { toast } from '@/lib/toast';
import type { Product } from '@aurelle/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteProduct } from '../api/use-save-product';

/** Asks before a product goes; past orders keep their own copy of title, price and image. */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const deleteProduct = useDeleteProduct();
  return (
    <AlertDialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <AlertDialogContent>
          <AlertDialogTitle>Delete this product?</AlertDialogTitle>
          <AlertDialogDescription>
            “{product.title}” will be removed from the shop. Orders already placed keep their own record of it. This cannot be undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={deleteProduct.isPending}
              onClick={(event) => {
                // Stay open until the server answers.
                event.preventDefault();
                deleteProduct.mutate(product._id, {
                  onSuccess: (response) => {
                    toast.success(response.message || 'Product deleted successfully');
                    onClose();
                  },
                  onError: (error) => toast.error('Failed to delete product', { description: errorMessage(error, 'Please try again') }),
                });
              }}
            >
              {deleteProduct.isPending ? 'Deleting...' : 'Delete'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
