import type { Facets, ListingFilterGroup } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import type { ListingFilters } from '../../lib/listing-filters';
import { FilterGroups } from './filter-groups';

/** Desktop filter panel: title with the active filter count, 'Clear All', collapsible groups. */
export function FilterPanel({
  filters,
  facets,
  activeCount,
  onToggle,
  onClear,
}: {
  filters: ListingFilters;
  facets: Facets | undefined;
  activeCount: number;
  onToggle: (group: ListingFilterGroup, value: string) => void;
  onClear: () => void;
}) {
  return (
    <section aria-labelledby="filters-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="filters-heading" className="flex items-center gap-2 type-h3">
          Filters
          {activeCount > 0 && (
            <>
              <span
                aria-hidden="true"
                className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-gold-soft px-1.5 font-sans text-xs font-medium text-ink"
              >
                {activeCount}
              </span>
              <span className="sr-only">{` (${activeCount} active)`}</span>
            </>
          )}
        </h2>
        <Button
          variant="link"
          size="sm"
          onClick={onClear}
          disabled={activeCount === 0}
          className="h-auto text-xs uppercase tracking-[0.16em]"
        >
          Clear All
        </Button>
      </div>
      <FilterGroups filters={filters} facets={facets} onToggle={onToggle} />
    </section>
  );
}
