import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { Facets, FilterGroup } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { ListingFilters } from '../../lib/listing-filters';
import { FilterGroups } from './filter-groups';

/** Small screens: the same groups in a bottom sheet, applied live, closed with 'Show N results'. */
export function MobileFilterSheet({
  filters,
  facets,
  activeCount,
  total,
  isUpdating,
  onToggle,
  onClear,
}: {
  filters: ListingFilters;
  facets: Facets | undefined;
  activeCount: number;
  total: number | undefined;
  isUpdating: boolean;
  onToggle: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button variant="subtle" size="sm" className="lg:hidden">
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
      </SheetTrigger>
      <SheetContent side="bottom" className="max-h-[88vh] gap-0 p-0">
        <div className="flex items-center justify-between gap-3 border-b border-line px-6 py-5 pr-14">
          <div>
            <SheetTitle>Filters</SheetTitle>
            <SheetDescription>{activeCount > 0 ? `${activeCount} active` : 'Refine the collection'}</SheetDescription>
          </div>
        </div>
        <div className="flex-1 overflow-y-auto px-6">
          <FilterGroups filters={filters} facets={facets} onToggle={onToggle} className="border-t-0" />
        </div>
        <div className="sticky bottom-0 flex gap-3 border-t border-line bg-ivory px-6 py-4">
          <Button variant="subtle" onClick={onClear} disabled={activeCount === 0} className="flex-1">
            Clear All
          </Button>
          <Button onClick={() => setIsOpen(false)} className="flex-[2]" aria-busy={isUpdating || undefined}>
            {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
