import { Skeleton } from '@/components/ui/skeleton';
import { useProductReviews } from '../api/use-product-reviews';
import { ReviewForm } from './review-form';
import { StarRating } from './star-rating';

const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The reviews of one product, newest first as the server sends them, and the review form. */
export function ProductReviews({ productId, headingLevel = 2 }: { productId: string; headingLevel?: 2 | 3 }) {
  const reviews = useProductReviews(productId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const count = reviews.data?.length ?? 0;
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
      {reviews.isSuccess && count > 0 && (
        <ul className="flex flex-col divide-y divide-line">
          {reviews.data.map((review) => (
            <li key={review._id} className="flex flex-col gap-2 py-4 first:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-8 items-center justify-center rounded-full bg-ink font-display text-sm text-ivory"
                  >
                    {review.userName.charAt(0).toUpperCase()}
                  </span>
                  <span className="text-sm font-medium text-ink">{review.userName}</span>
                  <StarRating value={review.reviewValue} />
                </div>
                <time className="text-xs text-stone" dateTime={review.createdAt}>
                  {reviewDate.format(new Date(review.createdAt))}
                </time>
              </div>
              <p className="whitespace-pre-line text-sm leading-relaxed text-ink-soft">{review.reviewMessage}</p>
            </li>
          ))}
        </ul>
      )}
      <ReviewForm productId={productId} />
    </section>
  );
}
