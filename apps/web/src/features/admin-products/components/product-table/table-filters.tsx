import { X } from 'lucide-react';
import {
  fragranceTypeValues,
  productTableStockFilters,
  productTableStockLabels,
  sizeStatusLabels,
  sizeStatusValues,
} from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { hasFilters, type TableParams } from './table-params';

const ANY = 'any';
const familyLabel = (family: string) => family.charAt(0).toUpperCase() + family.slice(1);

function FilterSelect({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${id}-label`} className="text-xs font-medium uppercase tracking-wider text-stone">
        {label}
      </span>
      <Select value={value ?? ANY} onValueChange={(next) => onChange(next === ANY ? undefined : next)}>
        <SelectTrigger id={id} aria-labelledby={`${id}-label`} className="h-10">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Words, stock, house, family and status; every change is written to the URL and starts again at page 1. */
export function TableFilters({
  state,
  searchInput,
  onSearchInput,
  brands,
  onChange,
}: {
  state: TableParams;
  searchInput: string;
  onSearchInput: (text: string) => void;
  brands: readonly string[];
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  // A house in the URL that the catalog no longer has still shows as chosen.
  const brandOptions = [...new Set([...brands, ...(state.brand ? [state.brand] : [])])].map((brand) => ({ value: brand, label: brand }));
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] md:items-end">
      <div className="col-span-2 flex flex-col gap-1.5 md:col-span-1">
        <span className="text-xs font-medium uppercase tracking-wider text-stone" aria-hidden="true">
          Search
        </span>
        <SearchField
          id="size-table-search"
          label="Search sizes by title, house or SKU"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
          placeholder="Title, house or SKU"
          inputClassName="h-10"
        />
      </div>
      <FilterSelect
        id="size-filter-stock"
        label="Stock"
        value={state.stock === 'all' ? undefined : state.stock}
        anyLabel="All stock"
        options={productTableStockFilters
          .filter((stock) => stock !== 'all')
          .map((stock) => ({ value: stock, label: productTableStockLabels[stock] }))}
        onChange={(stock) => onChange({ stock })}
      />
      <FilterSelect
        id="size-filter-brand"
        label="House"
        value={state.brand}
        anyLabel="Every house"
        options={brandOptions}
        onChange={(brand) => onChange({ brand })}
      />
      <FilterSelect
        id="size-filter-family"
        label="Family"
        value={state.family}
        anyLabel="Every family"
        options={fragranceTypeValues.map((family) => ({ value: family, label: familyLabel(family) }))}
        onChange={(family) => onChange({ family })}
      />
      <FilterSelect
        id="size-filter-status"
        label="Status"
        value={state.status}
        anyLabel="Any status"
        options={sizeStatusValues.map((status) => ({ value: status, label: sizeStatusLabels[status] }))}
        onChange={(status) => onChange({ status })}
      />
      {hasFilters(state) ? (
        <div className="col-span-2 flex justify-end md:col-span-5">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onSearchInput('');
              onChange({ q: undefined, brand: undefined, family: undefined, status: undefined });
            }}
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
