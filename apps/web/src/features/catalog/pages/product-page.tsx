import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { ChevronLeft } from 'lucide-react';
import type { Product } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { useProduct } from '../api/use-product';
import { ProductImage } from '../components/product-image';
import { PerfumeProfile } from '../components/perfume-profile';
import { ProductReviews } from '../components/product-reviews';
import { SimilarScents } from '../components/similar-scents';
import { ProductSummary } from '../components/product-summary';
import { PinCodeCheck } from '../components/pin-code-check';
import { productBrand, productCategory } from '../lib/catalog-labels';
import { useDocumentMeta } from '../lib/use-document-meta';
import { paths } from '@/lib/paths';

function metaDescription(product: Product): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

/**
 * schema.org Product for search engines (docs/decisions/058-shareable-product-pages.md). Only the browser writes it
 * into the page (on the server the document's block comes from the server's own renderer), so the location is read
 * only there.
 */
function structuredData(product: Product): object | undefined {
  if (typeof window === 'undefined') return undefined;
  const price = product.salePrice > 0 && product.salePrice < product.price ? product.salePrice : product.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: new URL(product.image, window.location.origin).href,
    brand: { '@type': 'Brand', name: productBrand(product) },
    category: productCategory(product),
    sku: product._id,
    offers: {
      '@type': 'Offer',
      url: window.location.href,
      priceCurrency: 'INR',
      price: price.toFixed(2),
      availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.averageReview.toFixed(1), reviewCount: product.reviewCount } }
      : {}),
  };
}

function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-32 text-center">
      <p className="eyebrow font-medium text-gold-deep">404</p>
      <h1 className="font-display text-5xl">Product not found</h1>
      <p className="text-sm text-stone">This fragrance is no longer in our collection, or the link is incomplete.</p>
      <Button asChild variant="outline">
        <Link to={paths.shop.listing()}>Browse the collection</Link>
      </Button>
    </div>
  );
}

/** /shop/product/{id}: the shareable page of one product (docs/decisions/058-shareable-product-pages.md). */
export function ProductPage() {
  const { id } = useParams();
  const product = useProduct(id);
  const data = product.data;
  // A size with its own picture shows it while chosen; the product's image otherwise.
  const [sizeImage, setSizeImage] = useState<{ productId: string; image: string | null } | null>(null);
  const image = (sizeImage && data && sizeImage.productId === data._id ? sizeImage.image : null) ?? data?.image;
  useDocumentMeta({
    title: data ? `${data.title} by ${productBrand(data)}` : product.isError ? 'Product not found' : undefined,
    description: data ? metaDescription(data) : undefined,
    structuredData: data ? structuredData(data) : undefined,
  });

  if (product.isError) {
    const isMissing = product.error instanceof ApiRequestError && (product.error.status === 404 || product.error.status === 400);
    if (isMissing) return <ProductNotFound />;
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-32 text-center">
        <h1 className="font-display text-4xl">This product could not be loaded</h1>
        <p className="text-sm text-stone">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void product.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-5 pb-24 pt-8 sm:px-10 sm:pt-12">
      <nav aria-label="Breadcrumb" className="mb-8">
        <Link
          to={paths.shop.listing()}
          className="inline-flex items-center gap-1.5 text-xs uppercase tracking-[0.18em] text-stone transition hover:text-ink"
        >
          <ChevronLeft className="size-3.5" aria-hidden="true" />
          All Products
        </Link>
      </nav>
      {!data ? (
        <div className="grid gap-10 md:grid-cols-2 lg:gap-16" aria-busy="true" aria-label="Loading product">
          <Skeleton className="aspect-[4/5] w-full" />
          <div className="flex flex-col gap-4">
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-12 w-3/4" />
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-12 w-1/2" />
          </div>
        </div>
      ) : (
        <>
          <article className="grid gap-10 md:grid-cols-2 lg:gap-16">
            <div className="md:sticky md:top-28 md:self-start">
              <div className="relative aspect-[4/5] overflow-hidden bg-ivory-deep">
                <ProductImage src={image} alt={data.title} loading="eager" fetchPriority="high" sizes="(min-width: 768px) 50vw, 100vw" />
              </div>
            </div>
            <div className="flex flex-col gap-14 md:py-4">
              <ProductSummary
                product={data}
                title={<h1 className="type-h1 font-normal leading-tight">{data.title}</h1>}
                onSizeChange={(size) => setSizeImage({ productId: data._id, image: size.image })}
              />
              <ul className="grid gap-3 border-y border-line py-6 text-sm text-stone sm:grid-cols-3">
                <li>Tracked delivery across India</li>
                <li>30-day returns on unopened bottles</li>
                <li>15% off your first order</li>
              </ul>
              <PinCodeCheck />
            </div>
          </article>
          <div className="mt-20 flex flex-col gap-20">
            <PerfumeProfile product={data} />
            <SimilarScents productId={data._id} />
            <div className="max-w-3xl">
              <ProductReviews productId={data._id} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
