import { X } from 'lucide-react';
import { orderStatusLabels, orderStatusValues, paymentStatusValues, type ListOrdersQuery } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The list's filters as the URL holds them: shareable, kept on reload and on the back button. */
export type OrderFilters = Pick<Partial<ListOrdersQuery>, 'status' | 'paymentStatus' | 'method' | 'from' | 'to'> & { abandoned: boolean };

const ANY = 'any';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const paymentLabels = { pending: 'Pending', completed: 'Completed', failed: 'Failed' } as const;
const methodLabels = { online: 'Paid online', cod: 'Cash on delivery' } as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: oneOf(orderStatusValues, params.get('status')),
    paymentStatus: oneOf(paymentStatusValues, params.get('payment')),
    method: oneOf(['online', 'cod'] as const, params.get('method')),
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    abandoned: params.get('abandoned') === 'true',
  };
}

/** The API query of the filters (only those set). */
export function filtersQuery(filters: OrderFilters): Partial<ListOrdersQuery> {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.paymentStatus ? { paymentStatus: filters.paymentStatus } : {}),
    ...(filters.method ? { method: filters.method } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.abandoned ? { abandoned: 'true' as const } : {}),
  };
}

export const hasFilters = (filters: OrderFilters) =>
  Boolean(filters.status || filters.paymentStatus || filters.method || filters.from || filters.to || filters.abandoned);

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-xs font-medium uppercase tracking-wider text-stone">
        {label}
      </span>
      <Select value={value ?? ANY} onValueChange={(next) => onChange(next === ANY ? undefined : (next as T))}>
        <SelectTrigger id={id} aria-labelledby={`${id}-label`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>Any</SelectItem>
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

/** Status, payment, way of paying, IST days and abandoned checkouts; every change starts again at page 1. */
export function OrderFiltersBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-5 md:items-end">
      <FilterSelect
        id="order-filter-status"
        label="Order status"
        value={filters.status}
        options={orderStatusValues.map((status) => ({ value: status, label: orderStatusLabels[status] }))}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        id="order-filter-payment"
        label="Payment"
        value={filters.paymentStatus}
        options={paymentStatusValues.map((status) => ({ value: status, label: paymentLabels[status] }))}
        onChange={(payment) => onChange({ payment })}
      />
      <FilterSelect
        id="order-filter-method"
        label="Paid by"
        value={filters.method}
        options={(['online', 'cod'] as const).map((method) => ({ value: method, label: methodLabels[method] }))}
        onChange={(method) => onChange({ method })}
      />
      <DateRangeFields idPrefix="order-filter" from={filters.from} to={filters.to} onChange={onChange} />
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 md:col-span-5">
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink-soft">
          <Checkbox
            checked={filters.abandoned}
            onCheckedChange={(checked) => onChange({ abandoned: checked === true ? 'true' : undefined })}
          />
          Show abandoned checkouts
        </label>
        {hasFilters(filters) ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ status: undefined, payment: undefined, method: undefined, from: undefined, to: undefined, abandoned: undefined })
            }
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
