import { useEffect, useState } from 'react';
import { PackageCheck, PackageSearch, X } from 'lucide-react';
import type { ProductTableSort } from '@aurelle/contract';
import { AdminPage } from '@/components/layout/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { CardPagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAdminProduct } from '../api/use-admin-products';
import { useProductTable } from '../api/use-product-table';
import { CatalogViewSwitch } from '../components/catalog-view-switch';
import { ProductFormSheet } from '../components/product-form-sheet';
import { refusalMessage } from '../components/product-table/api-error';
import { BulkEditDialog, type BulkField } from '../components/product-table/bulk-edit-dialog';
import { SizeTable } from '../components/product-table/size-table';
import { TableFilters } from '../components/product-table/table-filters';
import { hasFilters, paramsFromUrl, tableQuery } from '../components/product-table/table-params';

const bulkActions: ReadonlyArray<{ field: BulkField; label: string }> = [
  { field: 'stock', label: 'Stock' },
  { field: 'price', label: 'Price' },
  { field: 'salePrice', label: 'Sale price' },
  { field: 'threshold', label: 'Low-stock alert' },
];

/**
 * /admin/products/table: every size of the catalog in one dense table, searched, filtered and sorted on the
 * server with its state in the URL; prices, stock and the low-stock alert edited in place, a change to many sizes at
 * once, and the Low-stock view (stock=low) with a restock on each row.
 */
export function ProductTablePage() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A selection made under other filters would change sizes the admin no longer sees.
  const { params, update, searchInput, setSearchInput, isSearchPending } = useUrlFilters({
    onFiltersChange: () => setSelected(new Set()),
  });
  const state = paramsFromUrl(params);
  const [bulkField, setBulkField] = useState<BulkField | null>(null);
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const openProduct = useAdminProduct(openProductId);
  useEffect(() => {
    // The product is read from the back office's list; one that is gone (or a failed read) cannot be opened.
    if (openProductId === null) return;
    if (openProduct.isError || (openProduct.isSuccess && !openProduct.data)) {
      toast.error('The product could not be opened', { description: refusalMessage(openProduct.error, 'It may have been deleted') });
      setOpenProductId(null);
    }
  }, [openProductId, openProduct.isError, openProduct.isSuccess, openProduct.data, openProduct.error]);

  const table = useProductTable(tableQuery({ ...state, page: isSearchPending ? 1 : state.page }, state.search));
  const data = table.data;
  const rows = data?.rows ?? [];
  const isFirstLoad = table.isPending;
  const isRefreshing = table.isFetching && !isFirstLoad;
  const isLowView = state.stock === 'low';

  const sortBy = (column: ProductTableSort) =>
    update({ sort: column, order: state.sort === column && state.order === 'asc' ? 'desc' : 'asc' });
  const toggle = (variantId: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(variantId);
      else next.delete(variantId);
      return next;
    });
  const togglePage = (isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (isSelected) next.add(row.variantId);
        else next.delete(row.variantId);
      }
      return next;
    });

  const tabs = [
    { key: 'all', label: 'All sizes', isActive: !isLowView, stock: undefined },
    { key: 'low', label: 'Low stock', isActive: isLowView, stock: 'low', count: data?.lowStockCount },
  ] as const;

  return (
    <AdminPage
      title="Products"
      description="Every size of the collection in one table: prices, stock, and what is running low."
      action={<CatalogViewSwitch current="table" />}
    >
      <Card className="shadow-sm shadow-ink/[0.03]">
        <div className="flex flex-col gap-4 border-b border-line px-5 pt-4 sm:flex-row sm:items-end sm:justify-between sm:px-7">
          <nav aria-label="Size views" className="-mb-px flex gap-1">
            {tabs.map((tab) => (
              <button
                key={tab.key}
                type="button"
                aria-current={tab.isActive ? 'page' : undefined}
                onClick={() => update({ stock: tab.stock, sort: undefined, order: undefined })}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-2 border-b-2 px-3 py-3 text-sm tracking-wide transition-colors sm:px-4',
                  tab.isActive ? 'border-gold text-ink' : 'border-transparent text-stone hover:text-ink',
                )}
              >
                {tab.label}
                {'count' in tab && tab.count !== undefined ? (
                  <span
                    className={cn(
                      'min-w-6 px-1.5 py-0.5 text-center text-[0.7rem] font-medium tabular-nums',
                      tab.count > 0 ? 'bg-amber-100 text-amber-800' : 'bg-ivory-deep text-stone',
                    )}
                  >
                    {tab.count}
                  </span>
                ) : null}
              </button>
            ))}
          </nav>
          <p className="pb-3 text-sm text-stone" aria-live="polite">
            {data ? `${data.total.toLocaleString('en-IN')} ${data.total === 1 ? 'size' : 'sizes'}` : 'Loading sizes'}
            {hasFilters(state) ? ' (filtered)' : ''}
          </p>
        </div>

        <div className="border-b border-line p-5 sm:px-7">
          <TableFilters
            state={state}
            searchInput={searchInput}
            onSearchInput={setSearchInput}
            brands={data?.brands ?? []}
            onChange={update}
          />
        </div>

        {selected.size > 0 ? (
          <div
            role="region"
            aria-label="Change the selected sizes"
            className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-line bg-ink px-5 py-3 text-ivory sm:px-7"
          >
            <p className="text-sm font-medium tabular-nums">
              {selected.size} {selected.size === 1 ? 'size' : 'sizes'} selected
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {bulkActions.map((action) => (
                <Button
                  key={action.field}
                  size="sm"
                  variant="outline"
                  className="border-ivory/40 text-ivory hover:border-ivory hover:bg-ivory hover:text-ink"
                  onClick={() => setBulkField(action.field)}
                >
                  {action.label}
                </Button>
              ))}
            </div>
            <Button size="sm" variant="ghost" className="ml-auto text-ivory hover:bg-ivory/10" onClick={() => setSelected(new Set())}>
              <X aria-hidden="true" />
              Clear selection
            </Button>
          </div>
        ) : null}

        {table.isError && !data ? (
          <LoadError title="Sizes could not be loaded" message={refusalMessage(table.error)} onRetry={() => void table.refetch()} />
        ) : !isFirstLoad && rows.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
              {isLowView && !hasFilters(state) ? (
                <PackageCheck aria-hidden="true" className="size-5" />
              ) : (
                <PackageSearch aria-hidden="true" className="size-5" />
              )}
            </span>
            {isLowView && !hasFilters(state) ? (
              <>
                <p className="font-display text-2xl">Nothing is running low</p>
                <p className="max-w-sm text-sm text-stone">Every size on sale has more bottles than its low-stock alert.</p>
              </>
            ) : (
              <>
                <p className="font-display text-2xl">No sizes found</p>
                <p className="max-w-sm text-sm text-stone">
                  {hasFilters(state) || state.stock !== 'all'
                    ? 'Try another title, house or SKU, or fewer filters.'
                    : 'Add a product and its sizes appear here.'}
                </p>
              </>
            )}
          </div>
        ) : (
          <div aria-busy={isFirstLoad || isRefreshing} className={cn('transition-opacity', isRefreshing && 'opacity-70')}>
            <SizeTable
              rows={rows}
              isLoading={isFirstLoad}
              sort={state.sort}
              order={state.order}
              onSort={sortBy}
              selected={selected}
              onToggle={toggle}
              onTogglePage={togglePage}
              onOpenProduct={setOpenProductId}
              showRestock={isLowView}
            />
          </div>
        )}

        {data && rows.length > 0 ? (
          <CardPagination
            label="Size table pages"
            page={data.page}
            totalPages={data.totalPages}
            isBusy={table.isFetching}
            onPageChange={(next) => update({ page: String(next) })}
          />
        ) : null}
      </Card>

      <BulkEditDialog
        field={bulkField}
        variantIds={[...selected]}
        onClose={() => setBulkField(null)}
        onSaved={() => {
          setBulkField(null);
          setSelected(new Set());
        }}
      />
      <ProductFormSheet
        isOpen={openProductId !== null && Boolean(openProduct.data)}
        product={openProduct.data ?? null}
        onClose={() => setOpenProductId(null)}
      />
    </AdminPage>
  );
}
