import { useId } from 'react';
import {
  filterGroups,
  listingFilterGroupLabels,
  perfumeFilterGroups,
  type Facets,
  type FilterGroup,
  type ListingFilterGroup,
} from '@aurelle/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Disclosure } from '@/components/ui/disclosure';
import { cn } from '@/lib/cn';
import { filterOptionLabel } from '../../lib/catalog-labels';
import { filterGroupOrder, type ListingFilters } from '../../lib/listing-filters';

/** The notes the filter offers: the most common among the results, and every chosen one. */
const NOTES_SHOWN = 14;

function optionsOf(group: ListingFilterGroup, facets: Facets | undefined, chosen: readonly string[]): readonly string[] {
  if (group !== 'notes')
    return group in filterGroups
      ? filterGroups[group as FilterGroup]
      : perfumeFilterGroups[group as Exclude<ListingFilterGroup, FilterGroup>];
  const counted = Object.entries(facets?.notes ?? {})
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, NOTES_SHOWN)
    .map(([note]) => note);
  return [...new Set([...chosen, ...counted])];
}

/**
 * The filter groups (Gender, Category, Car Fragrances, Fragrance family, then the perfume's Notes,
 * Concentration, Size and Price), each collapsible, each option with its count from the listing's facets. Options that would show nothing are dimmed
 * and disabled unless already chosen.
 */
export function FilterGroups({
  filters,
  facets,
  onToggle,
  className,
}: {
  filters: ListingFilters;
  facets: Facets | undefined;
  onToggle: (group: ListingFilterGroup, value: string) => void;
  className?: string;
}) {
  const baseId = useId();
  return (
    <div className={cn('border-t border-line', className)}>
      {filterGroupOrder.map((group) => {
        const chosen = filters[group] ?? [];
        return (
          <Disclosure
            key={group}
            // The spec's groups open; the perfume groups open once something in them is chosen.
            defaultOpen={group in filterGroups || chosen.length > 0}
            title={
              <span className="flex items-center gap-2">
                {listingFilterGroupLabels[group]}
                {chosen.length > 0 && (
                  <>
                    <span
                      aria-hidden="true"
                      className="inline-flex size-5 items-center justify-center rounded-full bg-ink font-sans text-[0.65rem] font-medium tracking-normal text-ivory lining-nums"
                    >
                      {chosen.length}
                    </span>
                    <span className="sr-only">{` (${chosen.length} chosen)`}</span>
                  </>
                )}
              </span>
            }
          >
            <ul className="flex flex-col gap-0.5" aria-label={listingFilterGroupLabels[group]}>
              {optionsOf(group, facets, chosen).map((value) => {
                const id = `${baseId}-${group}-${value}`;
                const isChecked = chosen.includes(value);
                const count = facets?.[group]?.[value];
                const isEmpty = count === 0 && !isChecked;
                return (
                  <li key={value}>
                    <label
                      htmlFor={id}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 py-1.5 text-sm text-ink-soft transition hover:text-ink',
                        isEmpty && 'cursor-not-allowed opacity-50 hover:text-ink-soft',
                      )}
                    >
                      <Checkbox id={id} checked={isChecked} disabled={isEmpty} onCheckedChange={() => onToggle(group, value)} />
                      <span className="flex-1">{filterOptionLabel(group, value)}</span>
                      {count !== undefined && (
                        <>
                          <span aria-hidden="true" className="text-xs tabular-nums text-stone">
                            {count}
                          </span>
                          <span className="sr-only">{` (${count} ${count === 1 ? 'product' : 'products'})`}</span>
                        </>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </Disclosure>
        );
      })}
    </div>
  );
}
