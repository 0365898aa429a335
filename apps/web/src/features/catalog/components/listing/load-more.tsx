import { useEffect, useRef } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Loads the next page as the sentinel nears the viewport (600 px ahead), and offers a
 * 'Load more' button for keyboards, old browsers and anyone who prefers to ask.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  isLoading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading]);

  return (
    <div className="mt-14 flex flex-col items-center gap-5">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      <p className="text-xs uppercase tracking-[0.2em] text-stone" aria-live="polite">
        Showing {shown} of {total}
      </p>
      <div className="h-px w-40 bg-line" aria-hidden="true">
        <div className="h-px bg-gold transition-all duration-500" style={{ width: `${total > 0 ? (shown / total) * 100 : 0}%` }} />
      </div>
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={isLoading} className="min-w-44">
          {isLoading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isLoading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
