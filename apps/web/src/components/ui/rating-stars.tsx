import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A rating as five small stars, read by screen readers as "4 out of 5 stars" (the back office's review lists). */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className={cn('size-3.5', star <= rating ? 'fill-gold text-gold' : 'text-line')} />
      ))}
    </span>
  );
}
