import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { sortByLabels, sortByValues, type SortBy } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { parseSortParam } from '../../lib/listing-filters';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** 'Sort by' menu with the four options; price low to high is the default. */
export function SortMenu({ value, onChange }: { value: SortBy; onChange: (value: SortBy) => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="subtle" size="sm">
          <ArrowDownUp aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Sort by:</span>
          <span className="font-normal text-stone sm:text-ink">{sortByLabels[value]}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            const parsed = parseSortParam(next);
            if (parsed) onChange(parsed);
          }}
        >
          {sortByValues.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {sortByLabels[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
