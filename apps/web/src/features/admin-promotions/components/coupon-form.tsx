import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { ParsedCouponInput } from '@aurelle/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormField, FormFieldset } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm, type ZodFormReturn } from '@/lib/form/use-zod-form';
import { useCouponCatalogChoices } from '../api/use-coupon-products';
import { couponFormSchema, type CouponFormValues } from './coupon-form-values';
import { NamesInput, ProductPicker } from './eligibility-inputs';

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Fixed amount (₹)' },
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

/** A list of names the code is limited to (brands, categories), typed or pasted, with the catalog's as suggestions. */
function NamesField({
  form,
  name,
  label,
  noun,
  placeholder,
  suggestions,
}: {
  form: ZodFormReturn<typeof couponFormSchema>;
  name: 'brands' | 'categories';
  label: string;
  noun: string;
  placeholder: string;
  suggestions: string[] | undefined;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      label={label}
      description="Type a name and press Enter, or paste a comma list"
      render={({ field, controlProps }) => (
        <NamesInput
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          suggestions={suggestions ?? []}
          noun={noun}
          placeholder={placeholder}
          controlProps={controlProps}
        />
      )}
    />
  );
}

/**
 * Every term of a code (couponInputSchema): the code, the discount, when it runs (IST), its caps and what it applies
 * to. Checked by the contract's own rules before sending; the server's refusals land on their fields (a taken code on
 * the code).
 */
export function CouponForm({
  initialValues,
  isEditing,
  isSaving,
  onSubmit,
  onCancel,
}: {
  initialValues: CouponFormValues;
  isEditing: boolean;
  isSaving: boolean;
  /** Rejects with the server's refusal, which the form then shows on its fields. */
  onSubmit: (body: ParsedCouponInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(couponFormSchema, { defaultValues: initialValues });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const catalog = useCouponCatalogChoices();

  async function save(body: ParsedCouponInput) {
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerErrors(form, error);
    }
  }

  return (
    <Form form={form} onSubmit={save} className="flex flex-1 flex-col" aria-label={isEditing ? 'Edit code' : 'New code'}>
      <div className="flex flex-1 flex-col gap-6 px-6 py-6 sm:px-8">
        <Section title="The code">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="code"
              label="Code"
              description="4 to 20 letters or digits; shoppers may type it in any case"
              inputClassName="font-mono uppercase tracking-[0.16em]"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              placeholder="OUD20"
            />
            <TextField
              control={form.control}
              name="description"
              label="Description (optional)"
              description="For the back office: what the code is for"
              maxLength={200}
              placeholder="Diwali mailing, 20% off oud"
            />
          </div>
        </Section>

        <Section title="Discount">
          <RadioGroupField
            control={form.control}
            name="kind"
            legend="Kind of discount"
            options={KIND_OPTIONS}
            groupClassName="flex flex-wrap gap-x-6 gap-y-2"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="value"
              label={kind === 'percent' ? 'Percent off (%)' : 'Amount off (₹)'}
              description={kind === 'percent' ? 'A whole number from 1 to 90' : 'Never more than the eligible items cost'}
              inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
            />
            {kind === 'percent' ? (
              <TextField
                control={form.control}
                name="maxDiscount"
                label="Maximum discount (₹, optional)"
                description="Caps the percent on large orders"
                inputMode="decimal"
              />
            ) : null}
            <TextField
              control={form.control}
              name="minOrderValue"
              label="Minimum order value (₹, optional)"
              description="Measured on the cart’s subtotal at its current prices"
              inputMode="decimal"
              className={kind === 'percent' ? 'sm:col-span-2' : undefined}
            />
          </div>
        </Section>

        <Section title="When" description="Times are India Standard Time (IST). Leave both empty for a code that runs until paused.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField control={form.control} name="startsAt" label="Starts (IST, optional)" type="datetime-local" />
            <TextField control={form.control} name="endsAt" label="Ends (IST, optional)" type="datetime-local" />
          </div>
        </Section>

        <Section title="Limits">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="totalUsesCap"
              label="Total uses (optional)"
              description="How many orders may use it in all; empty for no limit"
              inputMode="numeric"
            />
            <TextField control={form.control} name="perShopperCap" label="Uses per shopper" description="Usually 1" inputMode="numeric" />
          </div>
          <CheckboxField
            control={form.control}
            name="firstOrderOnly"
            label="First order only"
            description="Only for shoppers who have not paid for an order yet"
          />
        </Section>

        <Section
          title="Applies to"
          description="Leave all three empty for the whole cart. Otherwise only the matching items are discounted."
        >
          <FormFieldset
            control={form.control}
            name="productIds"
            legend="Products"
            render={({ field }) => (
              <ProductPicker
                value={field.value}
                onChange={field.onChange}
                products={catalog.data?.products}
                isLoading={catalog.isPending}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <NamesField
              form={form}
              name="brands"
              label="Brands"
              noun="brand"
              placeholder="e.g. Maison Veyra"
              suggestions={catalog.data?.brands}
            />
            <NamesField
              form={form}
              name="categories"
              label="Categories"
              noun="category"
              placeholder="e.g. niche"
              suggestions={catalog.data?.categories}
            />
          </div>
        </Section>

        <Section title="Status">
          <CheckboxField
            control={form.control}
            name="isPaused"
            label="Paused"
            description="A paused code is refused at checkout until it is resumed"
          />
        </Section>
      </div>

      <div className="sticky bottom-0 flex gap-3 border-t border-line bg-ivory px-6 py-4 sm:px-8">
        <Button type="button" variant="subtle" onClick={onCancel} className="flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving} className="flex-[2]">
          {isSaving ? 'Saving…' : isEditing ? 'Save changes' : 'Create code'}
        </Button>
      </div>
    </Form>
  );
}
