import { useState, type FormEvent } from 'react';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import {
  lowStockThresholdSchema,
  percentOffSchema,
  sizePriceSchema,
  sizeSalePriceSchema,
  sizeStockSchema,
  type SizeChangeInput,
} from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useEditSizes } from '../../api/use-edit-sizes';
import { refusalDetails, refusalMessage } from './api-error';
import { ReasonPicker, reasonText, type ReasonChoice } from './reason-picker';

export type BulkField = 'stock' | 'price' | 'salePrice' | 'threshold';

interface ModeSpec {
  label: string;
  /** What the amount field holds, if the mode takes one. */
  amount?: { label: string; unit: '₹' | '%' | 'bottles'; placeholder: string };
  hint?: string;
}

const ROUNDING_HINT = 'Rounded to whole rupees, halves up: ₹1,299 − 20% = ₹1,039.';

const modes = {
  stock: {
    add: { label: 'Add', amount: { label: 'Bottles to add', unit: 'bottles', placeholder: '12' } },
    remove: { label: 'Remove', amount: { label: 'Bottles to remove', unit: 'bottles', placeholder: '2' } },
    set: { label: 'Set to', amount: { label: 'Bottles in stock', unit: 'bottles', placeholder: '24' } },
  },
  price: {
    set: { label: 'Set to an amount', amount: { label: 'Price', unit: '₹', placeholder: '4500' } },
    percent: { label: 'Lower by a percentage', amount: { label: 'Lower by', unit: '%', placeholder: '10' }, hint: ROUNDING_HINT },
  },
  salePrice: {
    set: { label: 'Set to an amount', amount: { label: 'Sale price', unit: '₹', placeholder: '3999' } },
    percent: { label: 'A percentage off the price', amount: { label: 'Off the price', unit: '%', placeholder: '20' }, hint: ROUNDING_HINT },
    end: { label: 'End the sale', hint: 'The sale price and its dates are removed; shoppers pay the price.' },
  },
  threshold: {
    set: {
      label: 'Alert at a number',
      amount: { label: 'Low at or below', unit: 'bottles', placeholder: '5' },
    },
    default: { label: 'Use the shop’s default' },
  },
} satisfies Record<BulkField, Record<string, ModeSpec>>;

const titles: Record<BulkField, string> = {
  stock: 'Change stock',
  price: 'Change price',
  salePrice: 'Change sale price',
  threshold: 'Change low-stock alert',
};

const firstIssue = (result: { success: false; error: { issues: Array<{ message: string }> } }) =>
  result.error.issues[0]?.message ?? 'Check the amount';

/** The change the form describes, or what is wrong with it (the contract's words). */
function readChange(field: BulkField, mode: string, amount: string, reason: string): { change: SizeChangeInput } | { problem: string } {
  const text = amount.trim();
  if (field === 'stock') {
    const parsed = sizeStockSchema.safeParse(text);
    if (!parsed.success) return { problem: firstIssue(parsed) };
    if (!reason) return { problem: 'Give a reason for the stock change' };
    if (mode === 'set') return { change: { kind: 'setStock', to: parsed.data, reason } };
    if (parsed.data === 0) return { problem: `Enter at least 1 bottle to ${mode}` };
    return { change: { kind: 'adjustStock', by: mode === 'add' ? parsed.data : -parsed.data, reason } };
  }
  if ((field === 'price' || field === 'salePrice') && mode === 'percent') {
    const parsed = percentOffSchema.safeParse(text === '' ? Number.NaN : Number(text));
    if (!parsed.success) return { problem: firstIssue(parsed) };
    return { change: field === 'price' ? { kind: 'lowerPrice', percent: parsed.data } : { kind: 'salePercentOff', percent: parsed.data } };
  }
  if (field === 'price') {
    const parsed = sizePriceSchema.safeParse(text);
    return parsed.success ? { change: { kind: 'setPrice', to: parsed.data } } : { problem: firstIssue(parsed) };
  }
  if (field === 'salePrice') {
    if (mode === 'end') return { change: { kind: 'setSalePrice', to: 0 } };
    const parsed = sizeSalePriceSchema.safeParse(text);
    return parsed.success ? { change: { kind: 'setSalePrice', to: parsed.data } } : { problem: firstIssue(parsed) };
  }
  if (mode === 'default') return { change: { kind: 'setLowStockThreshold', to: null } };
  const parsed = lowStockThresholdSchema.safeParse(text);
  return parsed.success ? { change: { kind: 'setLowStockThreshold', to: parsed.data } } : { problem: firstIssue(parsed) };
}

/**
 * One change to every selected size: stock +N, −N or set, with a reason; a price or sale price set or a
 * percentage off; the low-stock alert. Saved all or nothing: a refusal names each size that would break a rule and
 * nothing changes, so the admin can fix the selection and apply again.
 */
export function BulkEditDialog({
  field,
  variantIds,
  onClose,
  onSaved,
}: {
  field: BulkField | null;
  variantIds: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Dialog open={field !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {field ? <BulkEditForm key={field} field={field} variantIds={variantIds} onClose={onClose} onSaved={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BulkEditForm({
  field,
  variantIds,
  onClose,
  onSaved,
}: {
  field: BulkField;
  variantIds: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const edit = useEditSizes();
  const fieldModes: Record<string, ModeSpec> = modes[field];
  const [mode, setMode] = useState(Object.keys(fieldModes)[0] ?? 'set');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<ReasonChoice>({ preset: 'Restock', other: '' });
  const [problem, setProblem] = useState<string | undefined>();
  const spec = fieldModes[mode];
  const count = variantIds.length;
  const sizes = `${count} ${count === 1 ? 'size' : 'sizes'}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (edit.isPending) return;
    const reading = readChange(field, mode, spec?.amount ? amount : '', reasonText(reason));
    if ('problem' in reading) return setProblem(reading.problem);
    setProblem(undefined);
    try {
      await edit.mutateAsync({ variantIds, change: reading.change });
      onSaved();
    } catch {
      // The refusal is shown below from the mutation's error.
    }
  }

  const refusal = edit.isError ? refusalMessage(edit.error) : undefined;
  const details = edit.isError ? refusalDetails(edit.error) : [];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <div className="pr-8">
        <p className="eyebrow text-gold-deep">{sizes} selected</p>
        <DialogTitle className="mt-2">{titles[field]}</DialogTitle>
        <DialogDescription className="mt-1">All selected sizes change together, or none does.</DialogDescription>
      </div>

      <RadioGroup
        aria-label="How"
        value={mode}
        onValueChange={(next) => {
          setMode(next);
          setProblem(undefined);
          edit.reset();
        }}
        className="gap-2.5"
      >
        {Object.entries(fieldModes).map(([value, option]) => (
          <label key={value} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
            <RadioGroupItem value={value} />
            {option.label}
          </label>
        ))}
      </RadioGroup>

      {spec?.amount ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="bulk-amount" className="text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">
            {spec.amount.label}
          </label>
          <div className="flex items-center gap-2">
            {spec.amount.unit === '₹' ? <span className="text-stone">₹</span> : null}
            <Input
              id="bulk-amount"
              autoFocus
              inputMode={spec.amount.unit === '₹' ? 'decimal' : 'numeric'}
              placeholder={spec.amount.placeholder}
              value={amount}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'bulk-problem' : undefined}
              onChange={(event) => {
                setAmount(event.target.value);
                setProblem(undefined);
              }}
              className="w-36 text-right tabular-nums"
            />
            {spec.amount.unit !== '₹' ? <span className="text-sm text-stone">{spec.amount.unit}</span> : null}
          </div>
        </div>
      ) : null}
      {spec?.hint ? <p className="-mt-3 text-xs text-stone">{spec.hint}</p> : null}

      {field === 'stock' ? <ReasonPicker id="bulk-reason" value={reason} onChange={setReason} /> : null}

      {problem ? (
        <p id="bulk-problem" role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {refusal ? (
        <div role="alert" className="flex gap-3 border border-danger/30 bg-danger/5 p-4 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <div className="min-w-0">
            <p className="font-medium text-danger">{refusal}</p>
            {details.length > 1 ? (
              <ul className="mt-2 flex flex-col gap-1 text-xs text-ink-soft">
                {details.map((detail) => (
                  <li key={detail.sku}>
                    <span className="font-mono">{detail.sku}</span>: {detail.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onClose} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {edit.isPending ? 'Saving…' : `Apply to ${sizes}`}
        </Button>
      </div>
    </form>
  );
}
