import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { OFFER_KIND_LABELS, OFFER_KINDS, type ParsedOfferInput } from '@aurelle/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormFieldset } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useOfferSizeChoices, type OfferSizeOption } from '../api/use-offers';
import { offerFormSchema, type OfferFormValues } from './offer-form-values';

const KIND_OPTIONS = OFFER_KINDS.map((kind) => ({ value: kind, label: OFFER_KIND_LABELS[kind] }));
const QUALIFY_OPTIONS = [
  { value: 'size', label: 'Any bottle of a size' },
  { value: 'variant', label: 'One product’s size' },
] as const;

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <div>
        <h3 className="type-h4">{title}</h3>
        {description ? <p className="mt-1 text-xs text-stone">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Sizes as checkboxes (the samples a shopper chooses from), samples first. */
function SizeChecklist({
  value,
  onChange,
  sizes,
  isLoading,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  sizes: OfferSizeOption[] | undefined;
  isLoading: boolean;
}) {
  if (isLoading) return <p className="text-sm text-stone">Loading sizes…</p>;
  const samples = (sizes ?? []).filter((size) => size.isSample || value.includes(size.id));
  if (samples.length === 0)
    return <p className="text-sm text-stone">No sample sizes in the catalog yet: add a sample size to a product first.</p>;
  return (
    <ul className="grid max-h-64 gap-1 overflow-y-auto border border-line p-2">
      {samples.map((size) => {
        const checked = value.includes(size.id);
        return (
          <li key={size.id}>
            <label className="flex cursor-pointer items-center gap-2.5 px-2 py-1.5 text-sm hover:bg-ivory">
              <Checkbox
                checked={checked}
                onCheckedChange={(next) => onChange(next === true ? [...value, size.id] : value.filter((id) => id !== size.id))}
              />
              <span>{size.label}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An offer's terms (offerInputSchema): its name and kind, when it runs (IST), and what the kind needs — a spend, an
 * amount, the sizes. Checked by the contract's own rules before sending; the server's refusals land on their fields.
 */
export function OfferForm({
  initialValues,
  isEditing,
  isSaving,
  onSubmit,
  onCancel,
}: {
  initialValues: OfferFormValues;
  isEditing: boolean;
  isSaving: boolean;
  onSubmit: (body: ParsedOfferInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(offerFormSchema, { defaultValues: initialValues });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const qualifyBy = useWatch({ control: form.control, name: 'qualifyBy' });
  const sizes = useOfferSizeChoices();
  const sizeOptions = (sizes.data ?? []).map((size) => ({ value: size.id, label: size.label }));

  async function save(body: ParsedOfferInput) {
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerErrors(form, error);
    }
  }

  return (
    <Form form={form} onSubmit={save} className="flex flex-1 flex-col" aria-label={isEditing ? 'Edit offer' : 'New offer'}>
      <div className="flex flex-1 flex-col gap-6 px-6 py-6 sm:px-8">
        <Section title="The offer" description="Shoppers see its name at checkout, on their order and on the invoice.">
          <TextField control={form.control} name="name" label="Name" maxLength={80} placeholder="Winter sample" autoComplete="off" />
          <RadioGroupField
            control={form.control}
            name="kind"
            legend="Kind of offer"
            options={KIND_OPTIONS}
            groupClassName="grid gap-2 sm:grid-cols-2"
          />
        </Section>

        <Section title="What it gives" description="Spends are measured on the goods after a code or the first-order discount.">
          {kind !== 'buy-get' ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField control={form.control} name="threshold" label="From a spend of (₹)" inputMode="decimal" placeholder="3000" />
              {kind === 'spend-discount' ? (
                <TextField control={form.control} name="amount" label="Amount off (₹)" inputMode="decimal" placeholder="500" />
              ) : null}
            </div>
          ) : null}
          {kind === 'free-sample' ? (
            <FormFieldset
              control={form.control}
              name="sampleVariantIds"
              legend="Samples the shopper chooses from"
              render={({ field }) => (
                <SizeChecklist value={field.value} onChange={field.onChange} sizes={sizes.data} isLoading={sizes.isPending} />
              )}
            />
          ) : null}
          {kind === 'buy-get' ? (
            <>
              <RadioGroupField
                control={form.control}
                name="qualifyBy"
                legend="When the cart holds"
                options={QUALIFY_OPTIONS}
                groupClassName="flex flex-wrap gap-x-6 gap-y-2"
              />
              {qualifyBy === 'size' ? (
                <TextField control={form.control} name="qualifyingSizeMl" label="Bottle size (ml)" inputMode="numeric" placeholder="100" />
              ) : (
                <SelectField
                  control={form.control}
                  name="qualifyingVariantId"
                  label="Product size"
                  options={sizeOptions}
                  placeholder="Choose a size"
                />
              )}
              <SelectField
                control={form.control}
                name="freeVariantId"
                label="Given free"
                options={sizeOptions}
                placeholder="Choose a size"
              />
            </>
          ) : null}
        </Section>

        <Section title="When" description="Times are India Standard Time (IST): from the start until the end.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField control={form.control} name="startsAt" label="Starts (IST)" type="datetime-local" />
            <TextField control={form.control} name="endsAt" label="Ends (IST)" type="datetime-local" />
          </div>
        </Section>

        <Section title="Status">
          <CheckboxField
            control={form.control}
            name="isPaused"
            label="Paused"
            description="A paused offer is not applied until it is resumed"
          />
        </Section>
      </div>

      <div className="sticky bottom-0 flex gap-3 border-t border-line bg-ivory px-6 py-4 sm:px-8">
        <Button type="button" variant="subtle" onClick={onCancel} className="flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving} className="flex-[2]">
          {isSaving ? 'Saving…' : isEditing ? 'Save changes' : 'Create offer'}
        </Button>
      </div>
    </Form>
  );
}
