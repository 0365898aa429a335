import { ThumbsUp } from 'lucide-react';
import type { Review } from '@aurelle/contract';
import { cn } from '@/lib/cn';
import { photosOfReview, type CustomerPhoto } from '../lib/review-photos';
import { StarRating } from './star-rating';

/** Dates of reviews and answers, in India's calendar on the server and in the browser alike. */
export const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A photo as a square button that opens it large (its alt text names it). */
export function PhotoThumbnail({ photo, className, onOpen }: { photo: CustomerPhoto; className?: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'group relative shrink-0 cursor-zoom-in overflow-hidden bg-ivory-deep outline-offset-2 focus-visible:outline-2 focus-visible:outline-gold',
        className,
      )}
    >
      <img
        src={photo.url}
        srcSet={photo.srcSet}
        sizes="120px"
        alt={photo.alt}
        loading="lazy"
        decoding="async"
        className="size-full object-cover transition duration-500 group-hover:scale-105"
      />
    </button>
  );
}

/**
 * One review: who, how many stars, when, the message, its photos (approved ones only), "Helpful (n)" and the house's
 * answer when there is one.
 */
export function ReviewItem({
  review,
  shopName,
  isMarkedHelpful,
  isMarkingHelpful,
  onMarkHelpful,
  onOpenPhoto,
}: {
  review: Review;
  shopName: string;
  isMarkedHelpful: boolean;
  isMarkingHelpful: boolean;
  onMarkHelpful: () => void;
  onOpenPhoto: (photos: CustomerPhoto[], index: number) => void;
}) {
  const photos = photosOfReview(review);
  return (
    <li className="flex flex-col gap-3 py-5 first:pt-0" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-ink font-display text-sm text-ivory">
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
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Photos from ${review.userName}`}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <PhotoThumbnail photo={photo} className="size-16 sm:size-20" onOpen={() => onOpenPhoto(photos, index)} />
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <button
          type="button"
          onClick={() => {
            if (!isMarkedHelpful && !isMarkingHelpful) onMarkHelpful();
          }}
          aria-pressed={isMarkedHelpful}
          aria-disabled={isMarkedHelpful || isMarkingHelpful || undefined}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-1.5 border px-3 text-xs tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
            isMarkedHelpful
              ? 'cursor-default border-gold/60 bg-ivory-deep text-gold-deep'
              : 'border-line bg-white text-stone hover:border-ink/40 hover:text-ink',
            isMarkingHelpful && 'cursor-progress opacity-70',
          )}
        >
          <ThumbsUp aria-hidden="true" strokeWidth={1.5} className={cn('size-3.5', isMarkedHelpful && 'fill-gold/25')} />
          Helpful ({review.helpfulCount.toLocaleString('en-IN')})
        </button>
      </div>
      {review.reply ? (
        <div className="border-l-2 border-gold/70 bg-white/60 px-4 py-3 sm:ml-11">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="label-caps font-medium text-gold-deep">Response from {shopName}</span>
            <time className="text-xs text-stone" dateTime={review.reply.repliedAt}>
              {reviewDate.format(new Date(review.reply.repliedAt))}
            </time>
          </p>
          <p className="mt-1.5 whitespace-pre-line text-sm leading-relaxed text-ink-soft">{review.reply.message}</p>
        </div>
      ) : null}
    </li>
  );
}
