import { lazy, Suspense, useState } from 'react';
import type { ReviewSort } from '@aurelle/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useShopConfig } from '@/lib/use-shop-config';
import { useProductReviews } from '../api/use-product-reviews';
import { useReviewHelpful } from '../api/use-review-helpful';
import { customerPhotos, type CustomerPhoto } from '../lib/review-photos';
import { reviewSortOptions } from '../lib/review-sort';
import { ReviewForm } from './review-form';
import { PhotoThumbnail, ReviewItem } from './review-item';

// The large view loads when a photo is first opened (dialogs are not part of a page's first load).
const PhotoViewer = lazy(() => import('@/components/ui/photo-viewer').then((m) => ({ default: m.PhotoViewer })));

/** Newest or most helpful first: the server orders the list, so each order is its own request. */
function ReviewSortControl({ sort, onChange, isBusy }: { sort: ReviewSort; onChange: (sort: ReviewSort) => void; isBusy: boolean }) {
  return (
    <div role="group" aria-label="Sort reviews" className="flex items-center gap-5">
      <span aria-hidden="true" className="label-caps text-stone">
        Sort
      </span>
      {reviewSortOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={sort === option.value}
          disabled={isBusy && sort !== option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'cursor-pointer border-b pb-0.5 text-xs uppercase tracking-[0.18em] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
            sort === option.value ? 'border-gold text-ink' : 'border-transparent text-stone hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The reviews of one product, in the order the shopper chose (newest first by default), with every customer photo in a
 * strip above them, each photo opening large; "Helpful" under each review; the house's answers; and the review form.
 */
export function ProductReviews({ productId, headingLevel = 2 }: { productId: string; headingLevel?: 2 | 3 }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useProductReviews(productId, sort);
  const helpful = useReviewHelpful(productId);
  const { shopName } = useShopConfig();
  const [viewer, setViewer] = useState<{ photos: CustomerPhoto[]; index: number } | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const list = reviews.data ?? [];
  const count = list.length;
  const gallery = customerPhotos(list);
  const isChangingOrder = reviews.isPlaceholderData;

  return (
    <section aria-labelledby={`reviews-${productId}`} className="flex flex-col gap-6">
      <div className="flex items-baseline justify-between gap-4 border-b border-line pb-3">
        <Heading id={`reviews-${productId}`} className="font-display text-2xl sm:text-3xl">
          Reviews
        </Heading>
        {reviews.isSuccess && (
          <span className="text-xs uppercase tracking-[0.18em] text-stone">
            {count} {count === 1 ? 'review' : 'reviews'}
          </span>
        )}
      </div>
      {reviews.isPending && (
        <div className="flex flex-col gap-4" aria-label="Loading reviews" role="status">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {reviews.isError && <p className="text-sm text-stone">Reviews could not be loaded. Please try again later.</p>}
      {reviews.isSuccess && count === 0 && <p className="text-sm text-stone">No reviews yet. Be the first to share your impression.</p>}
      {gallery.length > 0 && (
        <div className="flex flex-col gap-3">
          <SubHeading className="font-display text-[0.68rem] font-medium uppercase tracking-[0.2em] text-gold-deep">
            Photos from customers
          </SubHeading>
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 sm:gap-3" aria-label="Photos from customers">
            {gallery.map((photo, index) => (
              <li key={photo.id}>
                <PhotoThumbnail photo={photo} className="size-24 sm:size-28" onOpen={() => setViewer({ photos: gallery, index })} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {reviews.isSuccess && count > 1 && (
        <ReviewSortControl sort={sort} onChange={setSort} isBusy={reviews.isFetching && isChangingOrder} />
      )}
      {reviews.isSuccess && count > 0 && (
        <ul
          className={cn('flex flex-col divide-y divide-line transition-opacity', isChangingOrder && 'opacity-60')}
          aria-busy={isChangingOrder}
          aria-label={`Reviews, ${reviewSortOptions.find((option) => option.value === sort)?.label.toLowerCase()} first`}
        >
          {list.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              shopName={shopName}
              isMarkedHelpful={helpful.isMarked(review.id)}
              isMarkingHelpful={helpful.pendingReviewId === review.id}
              onMarkHelpful={() => helpful.markHelpful(review.id)}
              onOpenPhoto={(photos, index) => setViewer({ photos, index })}
            />
          ))}
        </ul>
      )}
      <ReviewForm productId={productId} />
      {viewer ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={viewer.photos}
            index={viewer.index}
            title="Customer photo"
            onIndexChange={(index) => setViewer({ ...viewer, index })}
            onClose={() => setViewer(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
