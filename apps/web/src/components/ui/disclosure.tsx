import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A titled section the shopper opens and closes (the listing's filter groups): a heading whose button says whether it
 * is expanded and which region it controls. Plain state and markup, no layout effects: a page with eight of them
 * hydrates without measuring anything (decision 094). A closed section renders nothing inside.
 */
export function Disclosure({
  title,
  defaultOpen = false,
  className,
  contentClassName,
  children,
}: {
  title: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className={cn('border-b border-line', className)}>
      <h3 className="flex">
        <button
          type="button"
          id={`${contentId}-trigger`}
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex flex-1 cursor-pointer items-center justify-between gap-3 py-4 text-left text-xs font-medium uppercase tracking-[0.18em] text-ink transition hover:text-gold-deep"
        >
          {title}
          <ChevronDown
            className={cn('size-4 shrink-0 text-stone transition-transform duration-200', isOpen && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={contentId} role="region" aria-labelledby={`${contentId}-trigger`} hidden={!isOpen} className="text-sm">
        {isOpen && <div className={cn('pb-4', contentClassName)}>{children}</div>}
      </div>
    </div>
  );
}
