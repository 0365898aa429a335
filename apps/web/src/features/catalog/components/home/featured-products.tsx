import { Link } from '@/components/link';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFeaturedProducts } from '../../api/use-featured-products';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';
import { useQuickView } from '../quick-view-dialog';
import { SectionHeading } from './section-heading';
import { paths } from '@/lib/paths';

/** Featured grid, 4 columns on desktop, with quick view and add to cart. */
export function FeaturedProducts() {
  const featured = useFeaturedProducts();
  const quickView = useQuickView();
  return (
    <section aria-labelledby="featured-products" className="border-y border-line bg-white">
      <div className="mx-auto max-w-7xl px-6 py-20 sm:px-10 sm:py-28">
        <SectionHeading id="featured-products" eyebrow="The edit" title="Featured fragrances">
          This season&apos;s most coveted compositions, chosen by our perfumers.
        </SectionHeading>
        <div className="mt-14">
          {featured.isPending && (
            <div role="status" className="flex flex-col gap-6">
              <p className="text-center text-sm tracking-wide text-stone">Loading featured products...</p>
              <ProductGridSkeleton count={4} />
            </div>
          )}
          {featured.isError && (
            <p className="text-center text-sm text-stone">Featured products could not be loaded. Please refresh the page.</p>
          )}
          {featured.isSuccess && featured.data.length === 0 && (
            <p className="text-center text-sm text-stone">
              Our next featured selection is being composed. Browse the whole collection meanwhile.
            </p>
          )}
          {featured.isSuccess && featured.data.length > 0 && (
            <ProductGrid products={featured.data} onQuickView={quickView.open} openingId={quickView.openingId} label="Featured products" />
          )}
        </div>
        <div className="mt-14 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to={paths.shop.listing({ category: 'all' })}>
              View All Products
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      {quickView.dialog}
    </section>
  );
}
