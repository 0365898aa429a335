import { Link } from '@/components/link';
import { paths } from '@/lib/paths';
import { PackageSearch, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useProductListing } from '../api/use-product-listing';
import { FilterPanel } from '../components/listing/filter-panel';
import { LoadMore } from '../components/listing/load-more';
import { MobileFilterSheet } from '../components/listing/mobile-filter-sheet';
import { SortMenu } from '../components/listing/sort-menu';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { useQuickView } from '../components/quick-view-dialog';
import { filterOptionLabel } from '../lib/catalog-labels';
import { filterGroupOrder } from '../lib/listing-filters';
import { useDocumentMeta } from '../lib/use-document-meta';
import { useListingState } from '../lib/use-listing-state';

/** /shop/listing: filters, sort, the grid that grows as the shopper scrolls. */
export function ListingPage() {
  const state = useListingState();
  const listing = useProductListing(state.filters, state.sortBy, { enabled: !state.isRestoring });
  const quickView = useQuickView();
  useDocumentMeta({ title: 'All Products', description: 'Luxury, niche and designer perfumes for him, for her and for the car.' });

  const firstPage = listing.data?.pages[0];
  const products = listing.data?.pages.flatMap((page) => page.data) ?? [];
  const total = firstPage?.total;
  const facets = firstPage?.facets;
  const isFirstLoad = listing.isPending || state.isRestoring;
  const isUpdating = listing.isPlaceholderData || (listing.isFetching && !listing.isFetchingNextPage);

  const chips = filterGroupOrder.flatMap((group) => (state.filters[group] ?? []).map((value) => ({ group, value })));

  return (
    <div className="mx-auto w-full max-w-[1440px] px-5 pb-24 pt-10 sm:px-10 sm:pt-14">
      {/* The eyebrow sits on its heading; the finder's link follows them (beside the eyebrow from the small breakpoint). */}
      <header className="grid grid-cols-1 gap-3 border-b border-line pb-8 sm:grid-cols-[1fr_auto] sm:items-baseline">
        <p className="eyebrow font-medium text-gold-deep">The collection</p>
        <div className="flex flex-wrap items-end justify-between gap-4 sm:col-span-2">
          <h1 className="font-display text-5xl font-normal leading-none sm:text-6xl">All Products</h1>
          <p className="text-sm text-stone" aria-live="polite" data-testid="product-count">
            {total === undefined ? '\u00a0' : `${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
        </div>
        <Link
          to={paths.shop.scentFinder}
          className="justify-self-start text-xs uppercase tracking-[0.18em] text-ink-soft underline-offset-4 hover:text-ink hover:underline sm:col-start-2 sm:row-start-1 sm:justify-self-end"
        >
          Not sure? Try the scent finder
        </Link>
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[250px_minmax(0,1fr)] lg:gap-12 xl:gap-16">
        <aside className="hidden lg:block">
          <div className="sticky top-28">
            <FilterPanel
              filters={state.filters}
              facets={facets}
              activeCount={state.activeCount}
              onToggle={state.toggle}
              onClear={state.clear}
            />
          </div>
        </aside>

        <section aria-labelledby="products-heading" aria-busy={isUpdating || isFirstLoad || undefined}>
          {/* The cards' titles are h3s; on a phone the filters' h2 is in the closed sheet, so the results have their own. */}
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          <div className="mb-8 flex flex-wrap items-center gap-3">
            <MobileFilterSheet
              filters={state.filters}
              facets={facets}
              activeCount={state.activeCount}
              total={total}
              isUpdating={isUpdating}
              onToggle={state.toggle}
              onClear={state.clear}
            />
            {chips.length > 0 && (
              <ul className="hidden flex-wrap items-center gap-2 sm:flex" aria-label="Active filters">
                {chips.map(({ group, value }) => (
                  <li key={`${group}-${value}`}>
                    <button
                      type="button"
                      onClick={() => state.toggle(group, value)}
                      className="inline-flex cursor-pointer items-center gap-1.5 border border-line bg-white px-3 py-1.5 text-xs text-ink transition hover:border-ink/40"
                    >
                      {filterOptionLabel(group, value)}
                      <X className="size-3" aria-hidden="true" />
                      <span className="sr-only">(remove filter)</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="ml-auto">
              <SortMenu value={state.sortBy} onChange={state.setSort} />
            </div>
          </div>

          {isFirstLoad && <ProductGridSkeleton count={8} layout="withPanel" />}

          {listing.isError && !listing.data && (
            <div role="alert" className="flex flex-col items-center gap-4 border border-line bg-white px-6 py-20 text-center">
              <p className="font-display text-3xl">Products could not be loaded</p>
              <p className="text-sm text-stone">Please check your connection and try again.</p>
              <Button variant="outline" onClick={() => void listing.refetch()}>
                Try again
              </Button>
            </div>
          )}

          {listing.isSuccess && products.length === 0 && (
            <div className="flex flex-col items-center gap-4 border border-line bg-white px-6 py-20 text-center">
              <PackageSearch className="size-10 text-gold-deep" strokeWidth={1.1} aria-hidden="true" />
              <h2 className="type-h2">No products found</h2>
              <p className="max-w-md text-sm text-stone">We couldn&apos;t find any products matching your selected filters</p>
              <Button variant="outline" onClick={state.clear}>
                Clear all filters
              </Button>
            </div>
          )}

          {listing.isSuccess && products.length > 0 && (
            <div className={isUpdating ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <ProductGrid
                products={products}
                onQuickView={quickView.open}
                openingId={quickView.openingId}
                layout="withPanel"
                label="Product results"
                eagerCount={4}
              />
              <LoadMore
                shown={products.length}
                total={total ?? products.length}
                hasMore={Boolean(listing.hasNextPage) && !listing.isPlaceholderData}
                isLoading={listing.isFetchingNextPage}
                onLoadMore={() => {
                  if (listing.hasNextPage && !listing.isFetchingNextPage) void listing.fetchNextPage();
                }}
              />
            </div>
          )}
        </section>
      </div>
      {quickView.dialog}
    </div>
  );
}
