import { useState } from 'react';
import { RatingStars } from '@/components/ui/rating-stars';
import { Link } from '@/components/link';
import { Check, EyeOff, ThumbsUp } from 'lucide-react';
import type { ModeratedReview } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PhotoViewer, type ViewerPhoto } from '@/components/ui/photo-viewer';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { variantsSrcSet } from '@/lib/image-srcset';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useApproveReview, useHideReview } from '../api/use-moderate-review';
import { moderationActions } from './review-queue-views';
import { ReviewReplyForm } from './review-reply-form';

const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const photoStatusLabel = { pending: 'Pending', approved: 'Approved' } as const;

/**
 * One review in the moderation queue: the perfume (to its page), who wrote it, the stars, the date and the message, its
 * photos with their state (each opens large), how many found it helpful, Approve and Hide as they apply, and the answer.
 */
export function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  const approve = useApproveReview();
  const hide = useHideReview();
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  const { canApprove, canHide } = moderationActions(review);
  const waiting = review.photos.filter((photo) => photo.status === 'pending').length;
  const isBusy = approve.isPending || hide.isPending;
  const photos: ViewerPhoto[] = review.photos.map((photo, index) => ({
    id: photo.id,
    url: photo.url,
    srcSet: variantsSrcSet(photo.variants),
    alt: `Photo ${index + 1} of ${review.photos.length} from ${review.reviewer.userName}’s review (${photoStatusLabel[photo.status].toLowerCase()})`,
    caption: `${photoStatusLabel[photo.status]} · ${review.reviewer.userName} on ${review.product.title}`,
  }));
  const onFailure = (what: string) => (error: unknown) =>
    toast.error(`The review could not be ${what}`, { description: errorMessage(error, 'Please try again') });

  return (
    <li className="grid gap-6 p-5 sm:p-7 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10" data-testid="moderated-review">
      <article aria-label={`${review.reviewer.userName} on ${review.product.title}`} className="flex min-w-0 flex-col gap-4">
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={review.status === 'hidden' ? 'grey' : 'green'}>{review.status === 'hidden' ? 'Hidden' : 'Published'}</Badge>
            {waiting > 0 ? (
              <Badge tone="gold">
                {waiting} {waiting === 1 ? 'photo' : 'photos'} to check
              </Badge>
            ) : null}
          </div>
          <Link
            to={paths.shop.product(review.product.id)}
            className="self-start font-display text-2xl leading-tight text-ink underline decoration-gold/40 underline-offset-4 hover:text-gold-deep hover:decoration-gold-deep"
          >
            {review.product.title}
          </Link>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium text-ink">{review.reviewer.userName}</span>
            <span className="break-all text-stone">{review.reviewer.email}</span>
          </p>
          <div className="flex flex-wrap items-center gap-3 text-xs text-stone">
            <RatingStars rating={review.rating} />
            <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
            <span className="inline-flex items-center gap-1">
              <ThumbsUp aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
              {review.helpfulCount === 0
                ? 'Not marked helpful yet'
                : `${review.helpfulCount.toLocaleString('en-IN')} ${review.helpfulCount === 1 ? 'shopper' : 'shoppers'} found it helpful`}
            </span>
          </div>
        </header>

        <p className="whitespace-pre-line break-words text-sm leading-relaxed text-ink-soft">{review.message}</p>

        {review.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-3" aria-label="Photos">
            {review.photos.map((photo, index) => (
              <li key={photo.id} className="flex flex-col items-start gap-1.5">
                <button
                  type="button"
                  onClick={() => setOpenPhoto(index)}
                  className={cn(
                    'size-24 cursor-zoom-in overflow-hidden bg-ivory-deep outline-offset-2 focus-visible:outline-2 focus-visible:outline-gold sm:size-28',
                    photo.status === 'pending' && 'ring-1 ring-gold/60',
                  )}
                >
                  <img
                    src={photo.url}
                    srcSet={photos[index]?.srcSet}
                    sizes="112px"
                    alt={photos[index]?.alt ?? ''}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </button>
                <Badge tone={photo.status === 'pending' ? 'yellow' : 'green'}>{photoStatusLabel[photo.status]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}

        {canApprove || canHide ? (
          <div className="flex flex-wrap gap-2 pt-1">
            {canApprove ? (
              <Button size="sm" disabled={isBusy} onClick={() => approve.mutate(review.id, { onError: onFailure('approved') })}>
                <Check aria-hidden="true" />
                {approve.isPending ? 'Approving…' : 'Approve'}
              </Button>
            ) : null}
            {canHide ? (
              <Button size="sm" variant="subtle" disabled={isBusy} onClick={() => hide.mutate(review.id, { onError: onFailure('hidden') })}>
                <EyeOff aria-hidden="true" />
                {hide.isPending ? 'Hiding…' : 'Hide'}
              </Button>
            ) : null}
          </div>
        ) : null}
      </article>

      <div className="border-t border-line pt-5 lg:border-l lg:border-t-0 lg:pl-8 lg:pt-0">
        <ReviewReplyForm key={review.reply?.repliedAt ?? 'none'} review={review} />
      </div>

      <PhotoViewer
        photos={photos}
        index={openPhoto}
        title={review.product.title}
        onIndexChange={setOpenPhoto}
        onClose={() => setOpenPhoto(null)}
      />
    </li>
  );
}
