import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import {
  MAX_BOX_SIDE_CM,
  MAX_SHIPPING_WEIGHT_GRAMS,
  variantKindLabels,
  variantKindValues,
  type ParsedProductInput,
} from '@aurelle/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { emptySizeRow, type ProductFormValues } from './product-form-values';

type ProductControl = Control<ProductFormValues, unknown, ParsedProductInput>;

const kindOptions = variantKindValues.map((kind) => ({ value: kind, label: variantKindLabels[kind] }));
const amountProps = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
const wholeProps = { type: 'number', inputMode: 'numeric', min: 0, step: '1' } as const;
const saleTimeHint = 'India time; blank for no limit';
const measureProps = { type: 'number', inputMode: 'numeric', min: 1, step: '1', placeholder: 'Default' } as const;
const boxSides = [
  ['boxLengthCm', 'Length'],
  ['boxBreadthCm', 'Breadth'],
  ['boxHeightCm', 'Height'],
] as const;

/**
 * The sizes of a product: add, edit, reorder and remove. The first shown size is the default one (its price
 * is the product's price); a size with orders cannot be removed, only hidden (the server says so). A size's sale may
 * start and end by itself: both optional, in India's time, to the minute. Its parcel for the courier (one unit's weight
 * and box) is optional too: blank follows the shop's defaults in Settings.
 */
export function ProductSizesEditor({ control }: { control: ProductControl }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variants' });
  const { errors } = useFormState({ control, name: 'variants' });
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  return (
    <section aria-labelledby="sizes-heading" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h3 id="sizes-heading" className="font-display text-xl">
          Sizes
        </h3>
        <p className="text-xs text-stone">The first shown size is the default.</p>
      </div>
      {listError ? (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="border border-line bg-white p-4" aria-label={`Size ${index + 1}`}>
            <div className="mb-3 flex items-center justify-between gap-2">
              <p className="text-[0.68rem] font-medium uppercase tracking-[0.2em] text-ink-soft">
                Size {index + 1}
                {index === 0 ? ' · default' : ''}
              </p>
              <div className="flex items-center gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move size ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move size ${index + 1} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-stone hover:text-danger"
                  aria-label={`Remove size ${index + 1}`}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 />
                </Button>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <TextField control={control} name={`variants.${index}.sizeMl`} label="Size (ml)" {...wholeProps} placeholder="100" />
              <SelectField control={control} name={`variants.${index}.kind`} label="Kind" placeholder="Choose" options={kindOptions} />
              <TextField control={control} name={`variants.${index}.sku`} label="SKU" maxLength={40} placeholder="VEYRA-CEDAR-100" />
              <TextField control={control} name={`variants.${index}.price`} label="Price (₹)" {...amountProps} placeholder="14999" />
              <TextField
                control={control}
                name={`variants.${index}.salePrice`}
                label="Sale price (₹)"
                {...amountProps}
                placeholder="Optional"
              />
              <TextField control={control} name={`variants.${index}.stock`} label="Stock" {...wholeProps} placeholder="24" />
              <TextField
                control={control}
                name={`variants.${index}.saleStartsAt`}
                label="Sale starts"
                type="datetime-local"
                description={saleTimeHint}
              />
              <TextField
                control={control}
                name={`variants.${index}.saleEndsAt`}
                label="Sale ends"
                type="datetime-local"
                description={saleTimeHint}
              />
              <TextField
                control={control}
                name={`variants.${index}.name`}
                label="Name (optional)"
                maxLength={80}
                placeholder="e.g. Discovery set, 6 × 2 ml"
                className="col-span-2"
              />
              <CheckboxField control={control} name={`variants.${index}.isHidden`} label="Hidden from shoppers" className="self-end pb-2" />
              <TextField
                control={control}
                name={`variants.${index}.shippingWeightGrams`}
                label="Shipping weight (g)"
                {...measureProps}
                max={MAX_SHIPPING_WEIGHT_GRAMS}
                description="One packed unit; blank for the shop's default"
              />
              {/* One box, three sides: the contract wants all three or none, and says so beside the missing ones. */}
              <fieldset className="col-span-2 flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">Box L × B × H (cm)</legend>
                <div className="grid grid-cols-3 gap-3">
                  {boxSides.map(([side, label]) => (
                    <TextField
                      key={side}
                      control={control}
                      name={`variants.${index}.${side}`}
                      label={label}
                      {...measureProps}
                      max={MAX_BOX_SIDE_CM}
                    />
                  ))}
                </div>
                <p className="text-xs text-stone">All three, or blank for the shop's default box</p>
              </fieldset>
            </div>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="self-start" onClick={() => append({ ...emptySizeRow })}>
        <Plus aria-hidden="true" />
        Add a size
      </Button>
    </section>
  );
}
