import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { sortByLabels, type SortBy } from '@aurelle/contract';

/** What the 'Sort by' button shows, the same before and after its menu's code has loaded. */
export function SortMenuLabel({ value }: { value: SortBy }) {
  return (
    <>
      <ArrowDownUp aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Sort by:</span>
      <span className="font-normal text-stone sm:text-ink">{sortByLabels[value]}</span>
      <ChevronDown aria-hidden="true" />
    </>
  );
}
