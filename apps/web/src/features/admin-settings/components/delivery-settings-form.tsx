import { useController } from 'react-hook-form';
import { deliverySettingsInputSchema, WEEKDAYS, type DeliverySettings, type DeliverySettingsInput } from '@aurelle/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm, type ZodFormReturn } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useDeliverySettings, useUpdateDeliverySettings } from '../api/use-delivery-settings';

function valuesOf(settings: DeliverySettings): DeliverySettingsInput {
  return {
    standardFee: String(settings.standardFee),
    freeFrom: settings.freeFrom === null ? '' : String(settings.freeFrom),
    standardDaysMin: String(settings.standardDaysMin),
    standardDaysMax: String(settings.standardDaysMax),
    expressEnabled: settings.expressEnabled,
    expressFee: String(settings.expressFee),
    expressDaysMin: String(settings.expressDaysMin),
    expressDaysMax: String(settings.expressDaysMax),
    cutoff: settings.cutoff,
    workingDays: settings.workingDays,
    unservedPins: settings.unservedPins.join('\n'),
    noCodPins: settings.noCodPins.join('\n'),
  };
}

/** Monday to Sunday as seven checkboxes over one list of ISO weekdays. */
function WorkingDaysField({ control }: { control: ZodFormReturn<typeof deliverySettingsInputSchema>['control'] }) {
  const { field, fieldState } = useController({ control, name: 'workingDays' });
  const days = new Set(field.value);
  const errorId = 'working-days-error';
  return (
    <fieldset className="flex flex-col gap-2 md:col-span-2" aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">Working days</legend>
      <p className="text-xs text-stone">Orders leave on these days; delivery dates count them too.</p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {WEEKDAYS.map(({ day, name, short }) => (
          <div key={day} className="flex items-center gap-2">
            <Checkbox
              id={`working-day-${day}`}
              checked={days.has(day)}
              onCheckedChange={(checked) =>
                field.onChange(checked === true ? [...days, day].sort((a, b) => a - b) : [...days].filter((other) => other !== day))
              }
              aria-label={name}
            />
            <Label htmlFor={`working-day-${day}`} className="cursor-pointer normal-case tracking-normal text-sm text-ink">
              {short}
            </Label>
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  );
}

function DeliveryForm({ settings }: { settings: DeliverySettings }) {
  const update = useUpdateDeliverySettings();
  const form = useZodForm(deliverySettingsInputSchema, { defaultValues: valuesOf(settings) });

  const onSubmit = async (values: DeliverySettingsInput) => {
    try {
      const answer = await update.mutateAsync(values);
      form.reset(valuesOf(answer.settings));
      toast.success(answer.message ?? 'Delivery settings saved');
    } catch (error) {
      toast.error(applyServerErrors(form, error, 'The delivery settings could not be saved'));
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-labelledby="delivery-settings-title"
      className="grid max-w-3xl grid-cols-1 gap-6 md:grid-cols-2"
    >
      <div className="md:col-span-2">
        <h2 id="delivery-settings-title" className="type-h3">
          Delivery
        </h2>
        <p className="mt-1 text-sm text-stone">
          The fee is on the goods after any discount and appears on the invoice with GST. Orders keep the terms they were placed with.
        </p>
      </div>
      <h3 className="type-h4 md:col-span-2">Standard delivery</h3>
      <TextField control={form.control} name="standardFee" label="Fee (₹)" description="0 delivers every order free" inputMode="decimal" />
      <TextField
        control={form.control}
        name="freeFrom"
        label="Free from an order of (₹)"
        description="Leave empty to charge the fee on every order"
        inputMode="decimal"
      />
      <TextField control={form.control} name="standardDaysMin" label="Earliest (working days)" inputMode="numeric" />
      <TextField control={form.control} name="standardDaysMax" label="Latest (working days)" inputMode="numeric" />
      <h3 className="type-h4 border-t border-line pt-6 md:col-span-2">Express delivery</h3>
      <CheckboxField control={form.control} name="expressEnabled" label="Offer express delivery" className="md:col-span-2" />
      <TextField
        control={form.control}
        name="expressFee"
        label="Express fee (₹)"
        description="Charged on every express order"
        inputMode="decimal"
      />
      <div className="hidden md:block" />
      <TextField control={form.control} name="expressDaysMin" label="Earliest (working days)" inputMode="numeric" />
      <TextField control={form.control} name="expressDaysMax" label="Latest (working days)" inputMode="numeric" />
      <h3 className="type-h4 border-t border-line pt-6 md:col-span-2">Dispatch</h3>
      <TextField
        control={form.control}
        name="cutoff"
        type="time"
        label="Same-day cut-off (IST)"
        description="Orders on a working day before this time leave that day"
      />
      <div className="hidden md:block" />
      <WorkingDaysField control={form.control} />
      <h3 className="type-h4 border-t border-line pt-6 md:col-span-2">PIN codes</h3>
      <TextareaField
        control={form.control}
        name="unservedPins"
        label="Not served"
        description="One a line: a PIN code (6 digits), or its first digits for a whole area (79 = 79xxxx)"
        inputClassName="font-mono"
        rows={4}
      />
      <TextareaField
        control={form.control}
        name="noCodPins"
        label="No cash on delivery"
        description="PIN codes or their first digits where only online payment is taken"
        inputClassName="font-mono"
        rows={4}
      />
      <div className="flex items-end justify-end md:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save delivery settings'}
        </Button>
      </div>
    </Form>
  );
}

/** The Settings page's "Delivery" section (decision 082). */
export function DeliverySettingsSection() {
  const settings = useDeliverySettings();
  return (
    <section className="mt-14 max-w-3xl border-t border-line pt-10" aria-busy={settings.isPending}>
      {settings.isPending ? (
        <div className="grid max-w-3xl gap-6 md:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : settings.isError ? (
        <LoadError
          title="Delivery settings unavailable"
          message="The delivery settings could not be loaded"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <DeliveryForm settings={settings.data} />
      )}
    </section>
  );
}
