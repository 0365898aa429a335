import type { RefObject } from 'react';
import type { Facets, ListingFilterGroup } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { ListingFilters } from '../../lib/listing-filters';
import { FilterGroups } from './filter-groups';

export const MOBILE_FILTER_PANEL_ID = 'mobile-filters';

export interface MobileFilterPanelProps {
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
  /** The 'Filters' button, focused again when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  filters: ListingFilters;
  facets: Facets | undefined;
  activeCount: number;
  total: number | undefined;
  isUpdating: boolean;
  onToggle: (group: ListingFilterGroup, value: string) => void;
  onClear: () => void;
}

/** The filter groups in a bottom sheet, loaded the first time a shopper opens it (mobile-filter-sheet.tsx). */
export default function MobileFilterPanel({
  isOpen,
  setIsOpen,
  trigger,
  filters,
  facets,
  activeCount,
  total,
  isUpdating,
  onToggle,
  onClear,
}: MobileFilterPanelProps) {
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetContent
        side="bottom"
        id={MOBILE_FILTER_PANEL_ID}
        className="max-h-[88vh] gap-0 p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
