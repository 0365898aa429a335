import { useState } from 'react';
import { Archive } from 'lucide-react';
import type { AdminProduct } from '@aurelle/contract';
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
import { useArchiveProduct } from '../api/use-archive-product';
import { isRefusedAsOrdered, useDeleteProduct } from '../api/use-save-product';

/**
 * Asks before a product goes. Only a product nobody ordered can be deleted: when the server says orders name
 * it, the dialog explains why and offers to archive it instead, which takes it out of the shop and keeps past orders whole.
 */
export function DeleteProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const deleteProduct = useDeleteProduct();
  const archiveProduct = useArchiveProduct();
  // The refusal of the product on screen, kept until the dialog closes.
  const [refusal, setRefusal] = useState<{ productId: string; message: string } | null>(null);
  const refused = product !== null && refusal?.productId === product._id ? refusal : null;

  const close = () => {
    setRefusal(null);
    deleteProduct.reset();
    onClose();
  };

  return (
    <AlertDialog open={product !== null} onOpenChange={(open) => !open && close()}>
      {product && (
        <AlertDialogContent>
          {refused ? (
            <>
              <AlertDialogTitle>This product has been ordered</AlertDialogTitle>
              <AlertDialogDescription>{refused.message}</AlertDialogDescription>
              <p className="text-sm leading-relaxed text-stone">
                Archived, “{product.title}” leaves the listing, search and carts; orders and invoices keep it as sold, and you can restore
                it at any time.
              </p>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep it in the shop</AlertDialogCancel>
                <AlertDialogAction
                  className={buttonVariants()}
                  disabled={archiveProduct.isPending}
                  onClick={(event) => {
                    event.preventDefault();
                    archiveProduct.mutate(product._id, { onSuccess: close });
                  }}
                >
                  <Archive aria-hidden="true" />
                  {archiveProduct.isPending ? 'Archiving…' : 'Archive instead'}
                </AlertDialogAction>
              </AlertDialogFooter>
            </>
          ) : (
            <>
              <AlertDialogTitle>Delete this product?</AlertDialogTitle>
              <AlertDialogDescription>
                “{product.title}” will be removed from the shop for good. This cannot be undone; a product that has been ordered is archived
                instead.
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
                      onSuccess: close,
                      onError: (error) => {
                        if (isRefusedAsOrdered(error)) setRefusal({ productId: product._id, message: error.message });
                      },
                    });
                  }}
                >
                  {deleteProduct.isPending ? 'Deleting...' : 'Delete'}
                </AlertDialogAction>
              </AlertDialogFooter>
            </>
          )}
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
