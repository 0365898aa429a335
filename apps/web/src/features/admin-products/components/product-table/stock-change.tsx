import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { sizeStockSchema, type ProductTableRow } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useEditSizes } from '../../api/use-edit-sizes';
import { refusalMessage } from './api-error';
import { ReasonPicker, reasonText, type ReasonChoice } from './reason-picker';

type Mode = 'set' | 'add';
const REASON_MISSING = 'Give a reason for the stock change';

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`);

/**
 * The stock of one size, changed with a reason. "set" shows the stock and takes the new count; "add" takes
 * the bottles that arrived. Either way the server gets the difference, applied to the live stock under its row lock
 * (decision 087), so a checkout that reserved bottles meanwhile is never undone.
 */
function StockChangeForm({ row, mode, onDone }: { row: ProductTableRow; mode: Mode; onDone: () => void }) {
  const edit = useEditSizes();
  const [draft, setDraft] = useState(mode === 'set' ? String(row.stock) : '');
  const [reason, setReason] = useState<ReasonChoice>({ preset: mode === 'add' ? 'Restock' : 'Correction', other: '' });
  const [reasonTouched, setReasonTouched] = useState(mode === 'add');
  const [problem, setProblem] = useState<string | undefined>();
  const inputId = `stock-${mode}-${row.variantId}`;

  const parsed = sizeStockSchema.safeParse(draft.trim());
  const delta = parsed.success ? (mode === 'set' ? parsed.data - row.stock : parsed.data) : 0;
  // Until the admin picks one, the reason follows the direction: more bottles are a restock, fewer a correction.
  const shownReason: ReasonChoice = reasonTouched ? reason : { ...reason, preset: delta > 0 ? 'Restock' : 'Correction' };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (edit.isPending) return;
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Stock must be a number');
    if (delta === 0) return mode === 'set' ? onDone() : setProblem('Add at least 1 bottle');
    const text = reasonText(shownReason);
    if (!text) return setProblem(REASON_MISSING);
    try {
      await edit.mutateAsync({ variantIds: [row.variantId], change: { kind: 'adjustStock', by: delta, reason: text } });
      onDone();
    } catch (error) {
      setProblem(refusalMessage(error));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <div>
        <p className="label-caps font-medium text-gold-deep">{row.sku}</p>
        <p className="mt-1 font-display text-lg leading-tight">{mode === 'set' ? 'Change stock' : 'Restock'}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">
          {mode === 'set' ? 'Bottles in stock' : 'Bottles to add'}
        </label>
        <div className="flex items-center gap-3">
          <Input
            id={inputId}
            autoFocus
            inputMode="numeric"
            placeholder={mode === 'add' ? '12' : undefined}
            value={draft}
            readOnly={edit.isPending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(undefined);
            }}
            className="h-10 w-28 text-right tabular-nums"
          />
          <p className="text-sm tabular-nums text-stone" aria-live="polite">
            {delta !== 0 ? `${signed(delta)} · ${row.stock} → ${row.stock + delta}` : `Now ${row.stock}`}
          </p>
        </div>
      </div>
      <ReasonPicker
        id={`${inputId}-reason`}
        value={shownReason}
        onChange={(choice) => {
          setReasonTouched(true);
          setReason(choice);
          setProblem(undefined);
        }}
        onEnter={() => void submit()}
      />
      {problem ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {edit.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {edit.isPending ? 'Saving…' : mode === 'set' ? 'Save stock' : 'Restock'}
        </Button>
      </div>
    </form>
  );
}

const stockTone = (row: ProductTableRow) =>
  row.status === 'out' ? 'text-danger' : row.status === 'low' ? 'font-medium text-amber-800' : 'text-ink';

/** The stock figure of a row; it opens the change form (Enter saves, Escape cancels). */
export function StockCell({ row }: { row: ProductTableRow }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={`Edit stock of ${row.sku}`}
          className={cn(
            'inline-flex min-h-9 w-full cursor-pointer items-center justify-end gap-1.5 border border-transparent px-2 tabular-nums transition-colors',
            'hover:border-line hover:bg-white focus-visible:border-gold focus-visible:outline-none data-[state=open]:border-gold',
            stockTone(row),
          )}
        >
          {row.stock}
        </button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80" aria-label={`Stock of ${row.sku}`}>
        <StockChangeForm row={row} mode="set" onDone={() => setIsOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

/** "Restock" on a row of the Low-stock view: how many bottles arrived, and why (Restock by default). */
export function RestockButton({ row }: { row: ProductTableRow }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button variant="subtle" size="sm" className="px-3.5" aria-label={`Restock ${row.sku}`}>
          Restock
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80" aria-label={`Restock ${row.sku}`}>
        <StockChangeForm row={row} mode="add" onDone={() => setIsOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
