import { useId } from 'react';
import { filterGroupLabels, filterGroups, type Facets, type FilterGroup } from '@aurelle/contract';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { filterOptionLabel } from '../../lib/catalog-labels';
import { filterGroupOrder, type ListingFilters } from '../../lib/listing-filters';

/**
 * The filter groups (Gender, Category, Car Fragrances, Fragrance family), each collapsible, each
 * option with its count from the listing's facets. Options that would show nothing are dimmed
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
  onToggle: (group: FilterGroup, value: string) => void;
  className?: string;
}) {
  const baseId = useId();
  return (
    <Accordion type="multiple" defaultValue={[...filterGroupOrder]} className={cn('border-t border-line', className)}>
      {filterGroupOrder.map((group) => {
        const chosen = filters[group] ?? [];
        return (
          <AccordionItem key={group} value={group}>
            <AccordionTrigger className="text-xs uppercase tracking-[0.18em]">
              <span className="flex items-center gap-2">
                {filterGroupLabels[group]}
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
            </AccordionTrigger>
            <AccordionContent>
              <ul className="flex flex-col gap-0.5" aria-label={filterGroupLabels[group]}>
                {filterGroups[group].map((value) => {
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
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
