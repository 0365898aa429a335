import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent, DialogTitle } from './dialog';

export interface ViewerPhoto {
  id: string;
  url: string;
  /** Every stored width, for the browser to pick the sharpest the screen needs. */
  srcSet?: string | undefined;
  alt: string;
  /** Under the photo: whose it is, when it was taken or sent. */
  caption?: ReactNode;
}

const arrowClass =
  'absolute top-1/2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center bg-white/85 text-ink shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-gold';

/**
 * One photo of a set, large, in a dialog: its alt text on the image, a caption under it, and the previous and next
 * photos by the arrows (buttons or the keyboard's). Open while `index` names a photo; `onClose` when dismissed.
 */
export function PhotoViewer({
  photos,
  index,
  title,
  onIndexChange,
  onClose,
}: {
  photos: readonly ViewerPhoto[];
  index: number | null;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const step = (by: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + by + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl p-4 sm:p-6" aria-describedby={undefined} onKeyDown={onKeyDown}>
        <div className="flex items-baseline gap-3 pr-10">
          <DialogTitle className="text-xl sm:text-2xl">{title}</DialogTitle>
          {count > 1 && index !== null ? (
            <span className="label-caps text-stone tabular-nums">
              {index + 1} of {count}
            </span>
          ) : null}
        </div>
        {photo ? (
          <figure className="mt-4 flex flex-col gap-3">
            <div className="relative flex min-h-48 items-center justify-center bg-ivory-deep">
              <img
                key={photo.id}
                src={photo.url}
                srcSet={photo.srcSet}
                sizes="(min-width: 800px) 720px, 100vw"
                alt={photo.alt}
                decoding="async"
                className="max-h-[70vh] w-auto max-w-full object-contain"
              />
              {count > 1 ? (
                <>
                  <button type="button" className={cn(arrowClass, 'left-2')} onClick={() => step(-1)} aria-label="Previous photo">
                    <ChevronLeft aria-hidden="true" className="size-5" strokeWidth={1.5} />
                  </button>
                  <button type="button" className={cn(arrowClass, 'right-2')} onClick={() => step(1)} aria-label="Next photo">
                    <ChevronRight aria-hidden="true" className="size-5" strokeWidth={1.5} />
                  </button>
                </>
              ) : null}
            </div>
            {photo.caption ? <figcaption className="text-sm text-stone">{photo.caption}</figcaption> : null}
          </figure>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
