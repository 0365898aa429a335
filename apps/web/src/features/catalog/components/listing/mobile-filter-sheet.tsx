import { lazy, Suspense, useRef, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MobileFilterPanelProps } from './mobile-filter-panel';

const loadMobileFilterPanel = () => import('./mobile-filter-panel');
const MobileFilterPanel = lazy(loadMobileFilterPanel);

/**
 * Small screens: the same groups in a bottom sheet, applied live, closed with 'Show N results'. The sheet's code
 * (Radix's dialog) loads when it is first wanted, so the listing's first load carries none of it.
 */
export function MobileFilterSheet(props: Omit<MobileFilterPanelProps, 'isOpen' | 'setIsOpen' | 'trigger'>) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { activeCount } = props;
  return (
    <>
      <Button
        ref={trigger}
        variant="subtle"
        size="sm"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadMobileFilterPanel()}
        onFocus={() => void loadMobileFilterPanel()}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {activeCount > 0 && (
          <>
            <span
              aria-hidden="true"
              className="inline-flex size-5 items-center justify-center rounded-full bg-ink text-[0.65rem] text-ivory"
            >
              {activeCount}
            </span>
            <span className="sr-only">{` (${activeCount} active)`}</span>
          </>
        )}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileFilterPanel {...props} isOpen={isOpen} setIsOpen={setIsOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
