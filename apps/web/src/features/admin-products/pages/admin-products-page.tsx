import { LoadError } from '@/components/ui/load-error';
import { useState } from 'react';
import { Download, FileUp, PackageOpen, Plus } from 'lucide-react';
import type { AdminProduct, Product } from '@aurelle/contract';
import { Button } from '@/components/ui/button';

import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, type NamedEndpoint } from '@/lib/api-client';
import { useAdminProducts } from '../api/use-admin-products';
import { useArchiveProduct, useRestoreProduct } from '../api/use-archive-product';
import { AdminProductCard } from '../components/admin-product-card';
import { ArchiveStatusFilter, matchesArchiveStatus, type ArchiveStatus } from '../components/archive-status-filter';
import { CatalogViewSwitch } from '../components/catalog-view-switch';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { ImportCatalogDialog } from '../components/import-catalog-dialog';
import { ProductFormSheet } from '../components/product-form-sheet';
import { AdminPage } from '@/components/layout/admin-page';

/** The catalog CSV, downloaded by the browser with the admin's session cookie (typed against the contract's path). */
const EXPORT_URL: NamedEndpoint<'exportCatalog'>['path'] = '/api/admin/products/export';

const gridClass = 'grid grid-cols-1 gap-5 min-[520px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';

function matches(product: Product, query: string): boolean {
  const haystack = [
    product.title,
    product.brand,
    product.customBrand ?? '',
    product.category,
    product.customCategory ?? '',
    product.fragranceType,
  ]
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/** /admin/products: 'Add Product', the product grid, the side-sheet form and delete confirmation. */
export function AdminProductsPage() {
  const products = useAdminProducts();
  const [form, setForm] = useState<{ isOpen: boolean; product: AdminProduct | null }>({ isOpen: false, product: null });
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const [filter, setFilter] = useState('');
  const [isImporting, setIsImporting] = useState(false);
  // Archived products wait under their own filter; the grid opens on what is in the shop.
  const [status, setStatus] = useState<ArchiveStatus>('active');
  const archiveProduct = useArchiveProduct();
  const restoreProduct = useRestoreProduct();

  const query = filter.trim();
  const everyProduct = products.data ?? [];
  const all = everyProduct.filter((product) => matchesArchiveStatus(product, status));
  const shown = query ? all.filter((product) => matches(product, query)) : all;
  const statusCounts = products.isSuccess
    ? {
        active: everyProduct.filter((product) => product.archivedAt === null).length,
        archived: everyProduct.filter((product) => product.archivedAt !== null).length,
        all: everyProduct.length,
      }
    : undefined;
  const isChangingArchive = (productId: string) =>
    (archiveProduct.isPending && archiveProduct.variables === productId) ||
    (restoreProduct.isPending && restoreProduct.variables === productId);

  return (
    <AdminPage
      title="Products"
      description="The collection as shoppers see it: images, prices, stock and what is featured."
      action={
        <div className="flex flex-wrap gap-3">
          <CatalogViewSwitch current="cards" />
          <Button asChild variant="outline" size="lg">
            <a href={EXPORT_URL} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <Button variant="outline" size="lg" onClick={() => setIsImporting(true)}>
            <FileUp aria-hidden="true" />
            Import CSV
          </Button>
          <Button onClick={() => setForm({ isOpen: true, product: null })} size="lg">
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3 border-y border-line py-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            id="admin-product-filter"
            label="Filter products"
            className="w-full sm:max-w-sm"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Filter by title, house or family"
          />
          <ArchiveStatusFilter value={status} counts={statusCounts} onChange={setStatus} />
        </div>
        <p className="text-sm text-stone" aria-live="polite">
          {products.isSuccess &&
            (query ? `${shown.length} of ${all.length} products` : `${all.length} ${all.length === 1 ? 'product' : 'products'}`)}
        </p>
      </div>

      {products.isPending && (
        <div className={gridClass} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="flex flex-col border border-line bg-white">
              <Skeleton className="aspect-square w-full" />
              <div className="flex flex-col gap-2.5 p-5">
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-10 w-full" />
              </div>
            </div>
          ))}
        </div>
      )}

      {products.isError && (
        <LoadError
          title="Products could not be loaded"
          message={errorMessage(products.error, 'Something went wrong')}
          onRetry={() => void products.refetch()}
          className="flex flex-col items-center gap-4 border border-line bg-white px-6 py-16 text-center"
        />
      )}

      {products.isSuccess && all.length === 0 && everyProduct.length > 0 && (
        <div className="flex flex-col items-center gap-3 border border-dashed border-line bg-white px-6 py-16 text-center">
          <PackageOpen className="size-9 text-gold-deep" strokeWidth={1.1} aria-hidden="true" />
          <p className="font-display text-2xl">{status === 'archived' ? 'Nothing archived' : 'Every product is archived'}</p>
          <p className="max-w-md text-sm text-stone">
            {status === 'archived'
              ? 'A product that has been ordered is archived rather than deleted: it leaves the shop and waits here, ready to be restored.'
              : 'Restore one from Archived to bring it back to the shop, or add a new fragrance.'}
          </p>
        </div>
      )}

      {products.isSuccess && everyProduct.length === 0 && (
        <div className="flex flex-col items-center gap-4 border border-dashed border-line bg-white px-6 py-20 text-center">
          <PackageOpen className="size-10 text-gold-deep" strokeWidth={1.1} aria-hidden="true" />
          <p className="font-display text-3xl">No products yet</p>
          <p className="max-w-md text-sm text-stone">Add the first fragrance of the collection; it appears in the shop at once.</p>
          <Button onClick={() => setForm({ isOpen: true, product: null })}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      )}

      {products.isSuccess && all.length > 0 && shown.length === 0 && (
        <p className="py-16 text-center text-sm text-stone">No products match “{query}”.</p>
      )}

      {shown.length > 0 && (
        <ul className={gridClass} aria-label="Products">
          {shown.map((product) => (
            <li key={product._id}>
              <AdminProductCard
                product={product}
                onEdit={() => setForm({ isOpen: true, product })}
                onDelete={() => setToDelete(product)}
                onArchive={() => archiveProduct.mutate(product._id)}
                onRestore={() => restoreProduct.mutate(product._id)}
                isChangingArchive={isChangingArchive(product._id)}
              />
            </li>
          ))}
        </ul>
      )}

      <ProductFormSheet isOpen={form.isOpen} product={form.product} onClose={() => setForm((current) => ({ ...current, isOpen: false }))} />
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
      <ImportCatalogDialog open={isImporting} onOpenChange={setIsImporting} />
    </AdminPage>
  );
}
