import { INDIAN_STATE_NAMES, shopSettingsInputSchema, type ShopSettings, type ShopSettingsInput } from '@aurelle/contract';
import { AdminPage } from '@/components/layout/admin-page';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/toast';
import { useShopSettings, useUpdateShopSettings } from '../api/use-shop-settings';
import { DeliverySettingsSection } from '../components/delivery-settings-form';

const STATE_OPTIONS = INDIAN_STATE_NAMES.map((name) => ({ value: name, label: name }));

function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const update = useUpdateShopSettings();
  const form = useZodForm(shopSettingsInputSchema, {
    defaultValues: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      addressLine1: settings.addressLine1,
      addressLine2: settings.addressLine2 ?? '',
      city: settings.city,
      state: settings.state,
      postalCode: settings.postalCode,
      invoicePrefix: settings.invoicePrefix,
      codLimit: String(settings.codLimit),
      codFee: String(settings.codFee),
      giftWrapFee: String(settings.giftWrapFee),
      lowStockThreshold: String(settings.lowStockThreshold),
      defaultShippingWeightGrams: String(settings.defaultShippingWeightGrams),
      defaultBoxLengthCm: String(settings.defaultBoxLengthCm),
      defaultBoxBreadthCm: String(settings.defaultBoxBreadthCm),
      defaultBoxHeightCm: String(settings.defaultBoxHeightCm),
      codReturnRefusalPercent: String(settings.codReturnRefusalPercent),
      codReturnMinOrders: String(settings.codReturnMinOrders),
    },
  });

  const onSubmit = async (values: ShopSettingsInput) => {
    try {
      const answer = await update.mutateAsync(values);
      toast.success(answer.message ?? 'Shop settings saved');
    } catch (error) {
      toast.error(applyServerErrors(form, error, 'The settings could not be saved'));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid max-w-3xl grid-cols-1 gap-6 md:grid-cols-2">
      <TextField control={form.control} name="legalName" label="Legal name" className="md:col-span-2" autoComplete="organization" />
      <TextField
        control={form.control}
        name="gstin"
        label="GSTIN"
        description="15 characters; the first two are the state's GST code"
        inputClassName="font-mono uppercase"
        autoCapitalize="characters"
      />
      <TextField
        control={form.control}
        name="invoicePrefix"
        label="Invoice prefix"
        description="1 to 3 capital letters or digits: AUR/26-27/000123"
        inputClassName="font-mono uppercase"
        autoCapitalize="characters"
      />
      <TextField control={form.control} name="addressLine1" label="Registered address" className="md:col-span-2" />
      <TextField control={form.control} name="addressLine2" label="Address line 2 (optional)" className="md:col-span-2" />
      <TextField control={form.control} name="city" label="City" />
      <TextField control={form.control} name="postalCode" label="PIN code" inputMode="numeric" />
      <SelectField control={form.control} name="state" label="State" options={STATE_OPTIONS} placeholder="Select state" />
      <h2 className="type-h4 border-t border-line pt-6 md:col-span-2">Cash on delivery</h2>
      <TextField
        control={form.control}
        name="codLimit"
        label="Cash on delivery up to (₹)"
        description="Orders above this value must be paid online; 0 turns cash on delivery off"
        inputMode="decimal"
      />
      <TextField
        control={form.control}
        name="codFee"
        label="Cash on delivery fee (₹)"
        description="Added to the order; 0 for none"
        inputMode="decimal"
      />
      <TextField
        control={form.control}
        name="codReturnRefusalPercent"
        label="Refuse COD to PIN codes returning (%)"
        description="Cash on delivery is not offered to a PIN code whose COD parcels came back at this rate or more; 0 never refuses. Orders → COD returns shows the rates"
        inputMode="numeric"
      />
      <TextField
        control={form.control}
        name="codReturnMinOrders"
        label="Counted after (COD parcels shipped)"
        description="A PIN code’s rate counts once this many COD parcels have shipped there"
        inputMode="numeric"
      />
      <h2 className="type-h4 border-t border-line pt-6 md:col-span-2">Gifting</h2>
      <TextField
        control={form.control}
        name="giftWrapFee"
        label="Gift wrap fee (₹)"
        description="Charged when a shopper asks for gift wrap; 0 makes it complimentary"
        inputMode="decimal"
      />
      <h2 className="type-h4 border-t border-line pt-6 md:col-span-2">Stock</h2>
      <TextField
        control={form.control}
        name="lowStockThreshold"
        label="Low stock at or below"
        description="Bottles left of a size before it counts as low, unless the size sets its own; the admins’ morning e-mail lists them. 0 flags only sold-out sizes"
        inputMode="numeric"
      />
      <h2 className="type-h4 border-t border-line pt-6 md:col-span-2">Parcels</h2>
      <TextField
        control={form.control}
        name="defaultShippingWeightGrams"
        label="Shipping weight per unit (g)"
        description="A packed bottle’s weight for sizes that set none; the courier is booked with the units’ weights added up"
        inputMode="numeric"
      />
      <TextField control={form.control} name="defaultBoxLengthCm" label="Box length (cm)" inputMode="numeric" />
      <TextField control={form.control} name="defaultBoxBreadthCm" label="Box breadth (cm)" inputMode="numeric" />
      <TextField control={form.control} name="defaultBoxHeightCm" label="Box height (cm)" inputMode="numeric" />
      <div className="flex items-end justify-end md:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </Form>
  );
}

/** /admin/settings: the shop's GST registration, printed on every tax invoice issued from now on. */
export function AdminSettingsPage() {
  const settings = useShopSettings();
  return (
    <AdminPage
      title="Shop Settings"
      description="The registration printed on tax invoices. Invoices already issued keep the details they were issued with."
    >
      {settings.isPending ? (
        <div className="grid max-w-3xl gap-6 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : settings.isError ? (
        <LoadError title="Settings unavailable" message="The shop settings could not be loaded" onRetry={() => void settings.refetch()} />
      ) : (
        <ShopSettingsForm settings={settings.data} />
      )}
      <DeliverySettingsSection />
    </AdminPage>
  );
}
