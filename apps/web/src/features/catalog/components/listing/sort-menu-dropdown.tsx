import { sortByLabels, sortByValues, type SortBy } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { parseSortParam } from '../../lib/listing-filters';
import { SortMenuLabel } from './sort-menu-label';

/** The 'Sort by' menu, open from the moment it is loaded (sort-menu.tsx loads it on the first press). */
export default function SortMenuDropdown({ value, onChange }: { value: SortBy; onChange: (value: SortBy) => void }) {
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="subtle" size="sm">
          <SortMenuLabel value={value} />
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
