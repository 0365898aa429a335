import { Archive, ArchiveRestore } from 'lucide-react';
import type { AdminProduct } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { useAdminProduct } from '../api/use-admin-products';
import { useArchiveProduct, useRestoreProduct } from '../api/use-archive-product';

/**
 * The edit sheet's word on where the product stands: in the shop, with Archive; or archived since a day, with
 * Restore. Read from the live list, so it follows an archive made here or on the grid.
 */
export function ArchiveBar({ product }: { product: AdminProduct }) {
  const live = useAdminProduct(product._id).data ?? product;
  const archiveProduct = useArchiveProduct();
  const restoreProduct = useRestoreProduct();
  const isBusy = archiveProduct.isPending || restoreProduct.isPending;

  if (live.archivedAt) {
    const since = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(live.archivedAt));
    return (
      <div className="mt-4 flex flex-col gap-3 border border-gold/40 bg-gold-soft/40 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">
          <span className="font-medium text-ink">Archived since {since}.</span> Out of the shop; past orders keep it.
        </p>
        <Button size="sm" variant="outline" disabled={isBusy} onClick={() => restoreProduct.mutate(live._id)}>
          <ArchiveRestore aria-hidden="true" />
          {restoreProduct.isPending ? 'Restoring…' : 'Restore to the shop'}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone">No longer sold? Archive it: it leaves the shop and past orders keep it whole.</p>
      <Button size="sm" variant="subtle" disabled={isBusy} onClick={() => archiveProduct.mutate(live._id)}>
        <Archive aria-hidden="true" />
        {archiveProduct.isPending ? 'Archiving…' : 'Archive'}
      </Button>
    </div>
  );
}
