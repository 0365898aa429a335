import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Read-only stars (rounded to the nearest half), with the value spelled out for screen readers. */
export function StarRating({ value, className, size = 'sm' }: { value: number; className?: string; size?: 'sm' | 'md' }) {
  const rounded = Math.round(value * 2) / 2;
  const iconSize = size === 'sm' ? 'size-3.5' : 'size-4.5';
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rounded} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = rounded >= star ? 1 : rounded >= star - 0.5 ? 0.5 : 0;
        return (
          <span key={star} className={cn('relative inline-block', iconSize)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-gold/35', iconSize)} strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-gold text-gold', iconSize)} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
