import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { cn } from '@/lib/cn';

/** Previous / 'Page x of y' / Next. Pages are 1-based; the buttons disable at either end or while a page loads. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  isBusy = false,
  label = 'Pagination',
  className,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isBusy?: boolean;
  label?: string;
  className?: string;
}) {
  const lastPage = Math.max(totalPages, 1);
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-4', className)}>
      <Button variant="subtle" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1 || isBusy}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="whitespace-nowrap text-sm text-stone" aria-live="polite">
        Page {Math.min(page, lastPage)} of {lastPage}
      </p>
      <Button variant="subtle" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= lastPage || isBusy}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** The pagination footer of a back-office list card: the same bar, ruled off under the list. */
export function CardPagination({ className, ...props }: Parameters<typeof Pagination>[0]) {
  return <Pagination className={cn('border-t border-line px-5 py-4 sm:px-7', className)} {...props} />;
}
