import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  formatInr,
  lowStockThresholdSchema,
  sizePriceSchema,
  sizeSalePriceSchema,
  variantLabel,
  type ProductTableRow,
  type ProductTableSort,
} from '@aurelle/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { InlineEditCell, type DraftReading } from './inline-edit-cell';
import { SizeStatusBadge } from './size-status-badge';
import { StockHistoryButton } from './stock-history';
import { RestockButton, StockCell } from './stock-change';

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' });
const familyLabel = (family: string) => family.charAt(0).toUpperCase() + family.slice(1);

/** A money draft as the contract reads it ('' is no sale for a sale price), compared with the value it had. */
function readMoney(draft: string, current: number, field: 'price' | 'salePrice'): DraftReading {
  const parsed = field === 'price' ? sizePriceSchema.safeParse(draft) : sizeSalePriceSchema.safeParse(draft === '' ? '0' : draft);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Enter an amount in rupees' };
  if (parsed.data === current) return { unchanged: true };
  return { change: field === 'price' ? { kind: 'setPrice', to: parsed.data } : { kind: 'setSalePrice', to: parsed.data } };
}

/** A threshold draft: blank follows the shop's default. */
function readThreshold(draft: string, current: number | null): DraftReading {
  if (draft === '') return current === null ? { unchanged: true } : { change: { kind: 'setLowStockThreshold', to: null } };
  const parsed = lowStockThresholdSchema.safeParse(draft);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Enter a number of bottles' };
  return parsed.data === current ? { unchanged: true } : { change: { kind: 'setLowStockThreshold', to: parsed.data } };
}

function saleNote(row: ProductTableRow): string | null {
  if (!(row.salePrice > 0)) return null;
  if (row.saleStartsAt && Date.parse(row.saleStartsAt) > Date.now()) return `from ${dayFormat.format(new Date(row.saleStartsAt))}`;
  if (row.saleEndsAt) return `until ${dayFormat.format(new Date(row.saleEndsAt))}`;
  return null;
}

type SortProps = { sort: ProductTableSort; order: 'asc' | 'desc'; onSort: (column: ProductTableSort) => void };

const ariaSort = (column: ProductTableSort, { sort, order }: SortProps) =>
  sort !== column ? 'none' : order === 'asc' ? 'ascending' : 'descending';

/** A sortable column's heading: the first click sorts by it, the next turns the order round. */
function SortButton({ column, label, sort, order, onSort }: SortProps & { column: ProductTableSort; label: string }) {
  const isSorted = sort === column;
  const Icon = !isSorted ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      className={cn(
        'label-caps inline-flex cursor-pointer items-center gap-1.5 font-medium transition-colors hover:text-ink',
        isSorted ? 'text-ink' : 'text-stone',
      )}
    >
      {label}
      <Icon aria-hidden="true" className={cn('size-3', !isSorted && 'opacity-50')} />
    </button>
  );
}

function SortHeader({
  column,
  label,
  className,
  ...sortProps
}: SortProps & { column: ProductTableSort; label: string; className?: string }) {
  return (
    <TableHead aria-sort={ariaSort(column, sortProps)} className={className}>
      <SortButton column={column} label={label} {...sortProps} />
    </TableHead>
  );
}

const skeletonRows = Array.from({ length: 8 }, (_, index) => index);

/**
 * The catalog one size a row: thumbnail, title and house, size and SKU, price, sale price, stock with its
 * low-stock alert, and status; prices, stock and the alert edit in place, the title opens the product. The first
 * column stays in view when the table scrolls sideways on a phone.
 */
export function SizeTable({
  rows,
  isLoading,
  sort,
  order,
  onSort,
  selected,
  onToggle,
  onTogglePage,
  onOpenProduct,
  showRestock,
}: {
  rows: ProductTableRow[];
  isLoading: boolean;
  sort: ProductTableSort;
  order: 'asc' | 'desc';
  onSort: (column: ProductTableSort) => void;
  selected: ReadonlySet<string>;
  onToggle: (variantId: string, isSelected: boolean) => void;
  onTogglePage: (isSelected: boolean) => void;
  onOpenProduct: (productId: string) => void;
  showRestock: boolean;
}) {
  const selectedOnPage = rows.filter((row) => selected.has(row.variantId)).length;
  const pageState = selectedOnPage === 0 ? false : selectedOnPage === rows.length ? true : 'indeterminate';
  const sortProps: SortProps = { sort, order, onSort };
  const sticky = 'sticky left-0 z-10 bg-white shadow-[1px_0_0_var(--color-line)]';
  const cell = 'px-2.5 py-2.5';

  return (
    // No width of its own in the page's layout (w-0), the card's width in fact (min-w-full): the table scrolls inside
    // the card instead of widening the page.
    <div className="w-0 min-w-full">
      {/* Positioned, so the visually hidden labels inside scroll (and clip) with the table instead of widening the page. */}
      <Table className="relative">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead aria-sort={ariaSort('title', sortProps)} className={cn(sticky, 'pl-5 sm:pl-7')}>
              <div className="flex items-center gap-4">
                <Checkbox
                  aria-label="Select every size on this page"
                  checked={pageState}
                  disabled={rows.length === 0}
                  onCheckedChange={(checked) => onTogglePage(checked === true)}
                />
                <SortButton column="title" label="Product" {...sortProps} />
              </div>
            </TableHead>
            <SortHeader column="sku" label="Size · SKU" className="px-2.5" {...sortProps} />
            <SortHeader column="price" label="Price" className="px-2.5 text-right" {...sortProps} />
            <TableHead className="px-2.5 text-right">Sale price</TableHead>
            <SortHeader column="stock" label="Stock" className="px-2.5 text-right" {...sortProps} />
            <TableHead className="px-2.5">Status · alert</TableHead>
            <TableHead className="pl-2.5 pr-4 text-right sm:pr-5">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading
            ? skeletonRows.map((row) => (
                <TableRow key={row}>
                  <TableCell className={cn(sticky, 'pl-5 sm:pl-7')}>
                    <div className="flex items-center gap-3">
                      <Skeleton className="size-4" />
                      <Skeleton className="size-10" />
                      <div className="flex flex-col gap-1.5">
                        <Skeleton className="h-4 w-36" />
                        <Skeleton className="h-3 w-24" />
                      </div>
                    </div>
                  </TableCell>
                  {[28, 20, 20, 10, 20, 12].map((width, index) => (
                    <TableCell key={index} className={cell}>
                      <Skeleton className="h-4" style={{ width: `${width * 4}px` }} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => {
                const isSelected = selected.has(row.variantId);
                const note = saleNote(row);
                return (
                  <TableRow
                    key={row.variantId}
                    data-state={isSelected ? 'selected' : undefined}
                    className="group data-[state=selected]:bg-[#faf6ef]"
                  >
                    <TableCell
                      className={cn(sticky, 'py-2.5 pl-5 pr-3 group-hover:bg-[#faf8f4] group-data-[state=selected]:bg-[#faf6ef] sm:pl-7')}
                    >
                      <div className="flex items-center gap-3">
                        <Checkbox
                          aria-label={`Select ${row.sku}`}
                          checked={isSelected}
                          onCheckedChange={(checked) => onToggle(row.variantId, checked === true)}
                        />
                        <img
                          src={row.image}
                          alt=""
                          loading="lazy"
                          decoding="async"
                          className="size-10 shrink-0 bg-ivory-deep object-cover"
                        />
                        <div className="min-w-0 max-w-[8.5rem] sm:max-w-[10rem]">
                          <button
                            type="button"
                            onClick={() => onOpenProduct(row.productId)}
                            title="Open the product"
                            className="block max-w-full cursor-pointer truncate text-left font-medium text-ink underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
                          >
                            {row.title}
                          </button>
                          <p className="truncate text-xs text-stone">
                            {row.brand} · {familyLabel(row.fragranceType)}
                          </p>
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className={cn(cell, 'whitespace-nowrap')}>
                      <p className="text-ink-soft">{variantLabel(row)}</p>
                      <p className="font-mono text-[0.7rem] tracking-wide text-stone">{row.sku}</p>
                    </TableCell>
                    <TableCell className={cn(cell, 'text-right')}>
                      <InlineEditCell
                        variantId={row.variantId}
                        label={`Price of ${row.sku}`}
                        display={formatInr(row.price)}
                        initial={String(row.price)}
                        prefix="₹"
                        inputMode="decimal"
                        read={(draft) => readMoney(draft, row.price, 'price')}
                      />
                    </TableCell>
                    <TableCell className={cn(cell, 'text-right')}>
                      <InlineEditCell
                        variantId={row.variantId}
                        label={`Sale price of ${row.sku}`}
                        display={
                          row.salePrice > 0 ? (
                            <span className="flex flex-col items-end leading-tight">
                              <span className="text-gold-deep">{formatInr(row.salePrice)}</span>
                              {note ? <span className="text-[0.7rem] text-stone">{note}</span> : null}
                            </span>
                          ) : (
                            <span className="text-stone">
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">No sale</span>
                            </span>
                          )
                        }
                        initial={row.salePrice > 0 ? String(row.salePrice) : ''}
                        prefix="₹"
                        placeholder="No sale"
                        inputMode="decimal"
                        read={(draft) => readMoney(draft, row.salePrice, 'salePrice')}
                      />
                    </TableCell>
                    <TableCell className={cn(cell, 'text-right')}>
                      <StockCell row={row} />
                    </TableCell>
                    <TableCell className={cell}>
                      <div className="flex flex-col items-start gap-0.5">
                        <SizeStatusBadge status={row.status} />
                        <InlineEditCell
                          compact
                          align="left"
                          variantId={row.variantId}
                          label={`Low-stock alert of ${row.sku}`}
                          display={
                            <span
                              className="whitespace-nowrap"
                              title={row.lowStockThreshold === null ? 'The shop’s default alert' : 'This size’s own alert'}
                            >
                              low at {row.threshold}
                              {row.lowStockThreshold === null ? ' · shop' : ''}
                            </span>
                          }
                          initial={row.lowStockThreshold === null ? '' : String(row.lowStockThreshold)}
                          placeholder={`Shop: ${row.threshold}`}
                          inputMode="numeric"
                          read={(draft) => readThreshold(draft, row.lowStockThreshold)}
                        />
                      </div>
                    </TableCell>
                    <TableCell className="py-2.5 pl-2.5 pr-4 sm:pr-5">
                      <div className="flex items-center justify-end gap-1">
                        {showRestock ? <RestockButton row={row} /> : null}
                        <StockHistoryButton row={row} />
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </div>
  );
}
