import { useController } from 'react-hook-form';
import { z } from 'zod';
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
import { FieldError, Input } from '@/components/ui/input';
import { FormField } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/lib/form/use-zod-form';
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
function readChange(
  field: BulkField,
  mode: string,
  amount: string,
  reason: string,
): { change: SizeChangeInput } | { problem: string; on?: 'reason' } {
  const text = amount.trim();
  if (field === 'stock') {
    const parsed = sizeStockSchema.safeParse(text);
    if (!parsed.success) return { problem: firstIssue(parsed) };
    if (!reason) return { problem: 'Give a reason for the stock change', on: 'reason' };
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

/** The form's values as its fields hold them. */
interface BulkEditValues {
  mode: string;
  amount: string;
  reason: ReasonChoice;
}

/**
 * The form's schema for one field: the contract's rules for the amount (readChange), each message on the field it is
 * about; the submit handler gets the change to send.
 */
function bulkEditSchema(field: BulkField) {
  const fieldModes: Record<string, ModeSpec> = modes[field];
  return z.custom<BulkEditValues>().transform((values, ctx) => {
    const takesAmount = Boolean(fieldModes[values.mode]?.amount);
    const reading = readChange(field, values.mode, takesAmount ? values.amount : '', reasonText(values.reason));
    if ('change' in reading) return reading.change;
    ctx.addIssue({ code: 'custom', path: [reading.on ?? 'amount'], message: reading.problem });
    return z.NEVER;
  });
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
  const form = useZodForm(bulkEditSchema(field), {
    defaultValues: { mode: Object.keys(fieldModes)[0] ?? 'set', amount: '', reason: { preset: 'Restock', other: '' } },
  });
  const modeField = useController({ control: form.control, name: 'mode' });
  const spec = fieldModes[modeField.field.value];
  const count = variantIds.length;
  const sizes = `${count} ${count === 1 ? 'size' : 'sizes'}`;
  const reason = useController({ control: form.control, name: 'reason' });

  async function submit(change: SizeChangeInput) {
    if (edit.isPending) return;
    try {
      await edit.mutateAsync({ variantIds, change });
      onSaved();
    } catch {
      // The refusal is shown below from the mutation's error.
    }
  }

  const refusal = edit.isError ? refusalMessage(edit.error) : undefined;
  const details = edit.isError ? refusalDetails(edit.error) : [];

  return (
    <Form form={form} onSubmit={(change) => void submit(change)} className="flex flex-col gap-6">
      <div className="pr-8">
        <p className="eyebrow text-gold-deep">{sizes} selected</p>
        <DialogTitle className="mt-2">{titles[field]}</DialogTitle>
        <DialogDescription className="mt-1">All selected sizes change together, or none does.</DialogDescription>
      </div>

      <RadioGroup
        aria-label="How"
        value={modeField.field.value}
        onValueChange={(next) => {
          modeField.field.onChange(next);
          form.clearErrors();
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
        <FormField
          control={form.control}
          name="amount"
          id="bulk-amount"
          label={spec.amount.label}
          description={spec.hint}
          render={({ field: amountField, controlProps }) => (
            <div className="flex items-center gap-2">
              {spec.amount?.unit === '₹' ? <span className="text-stone">₹</span> : null}
              <Input
                {...controlProps}
                autoFocus
                inputMode={spec.amount?.unit === '₹' ? 'decimal' : 'numeric'}
                placeholder={spec.amount?.placeholder}
                value={amountField.value}
                onChange={(event) => {
                  amountField.onChange(event.target.value);
                  edit.reset();
                }}
                onBlur={amountField.onBlur}
                className="w-36 text-right tabular-nums"
              />
              {spec.amount?.unit !== '₹' ? <span className="text-sm text-stone">{spec.amount?.unit}</span> : null}
            </div>
          )}
        />
      ) : spec?.hint ? (
        <p className="-mt-3 text-xs text-stone">{spec.hint}</p>
      ) : null}

      {field === 'stock' ? (
        <div className="flex flex-col gap-2">
          <ReasonPicker id="bulk-reason" value={reason.field.value} onChange={reason.field.onChange} />
          {reason.fieldState.error?.message ? <FieldError id="bulk-reason-error" message={reason.fieldState.error.message} /> : null}
        </div>
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
    </Form>
  );
}
