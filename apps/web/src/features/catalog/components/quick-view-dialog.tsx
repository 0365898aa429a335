import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useProduct } from '../api/use-product';

const loadQuickViewDialog = () => import('./quick-view-panel');
const QuickViewDialog = lazy(loadQuickViewDialog);

/**
 * Quick view state for a grid: `open(id)` fetches the product (and the modal's code, the first time); the modal opens
 * when the details arrive and closes on any route change.
 */
export function useQuickView() {
  const location = useLocation();
  const [request, setRequest] = useState<{ productId: string; locationKey: string } | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  // Derived, not synced: a request made on another location simply stops counting.
  const productId = request && request.locationKey === location.key ? request.productId : null;
  const product = useProduct(productId);

  useEffect(() => {
    if (productId && product.isError) {
      toast.error(errorMessage(product.error, 'Product details are not available'));
      setRequest(null);
    }
  }, [productId, product.isError, product.error]);

  const isOpen = Boolean(productId && product.data && product.data._id === productId);
  return {
    open: (id: string) => {
      void loadQuickViewDialog();
      setWasOpened(true);
      setRequest({ productId: id, locationKey: location.key });
    },
    close: () => setRequest(null),
    openingId: productId && !isOpen ? productId : null,
    dialog: wasOpened ? (
      <Suspense fallback={null}>
        <QuickViewDialog product={isOpen ? (product.data ?? null) : null} onClose={() => setRequest(null)} />
      </Suspense>
    ) : null,
  };
}
