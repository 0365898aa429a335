import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  addressInputSchema,
  INDIAN_STATE_NAMES,
  MAX_ADDRESSES_MESSAGE,
  MAX_ADDRESSES_PER_USER,
  type Address,
  type AddressInput,
} from '@aurelle/contract';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { reasonOf } from '@/lib/api-client';
import { usePinCheck } from '@/lib/delivery/use-pin-check';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useAddAddress } from '../api/use-add-address';
import { useUpdateAddress } from '../api/use-update-address';

type AddressFormValues = z.input<typeof addressInputSchema>;
type ParsedAddress = z.output<typeof addressInputSchema>;

const emptyValues: AddressFormValues = {
  fullName: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
};

function valuesOf(address: Address): AddressFormValues {
  return {
    fullName: address.fullName,
    phoneNumber: address.phoneNumber,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    // A state saved as free text before the list is not offered: the select opens empty, to be chosen.
    state: address.stateIsListed ? address.state : '',
    postalCode: address.postalCode,
  };
}

const STATE_OPTIONS = INDIAN_STATE_NAMES.map((name) => ({ value: name, label: name }));

interface FieldSpec {
  name: keyof AddressFormValues;
  label: string;
  autoComplete: string;
  hint?: string;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  maxLength?: number;
  optional?: boolean;
  wide?: boolean;
}

const fields: FieldSpec[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    autoComplete: 'tel-national',
    type: 'tel',
    inputMode: 'tel',
    hint: '10 digits',
    maxLength: 16,
  },
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2', optional: true, wide: true },
  // The PIN code first: it fills the city and the state.
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', inputMode: 'numeric', hint: '6 digits', maxLength: 6 },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  // Drawn as a select of INDIAN_STATE_NAMES, below.
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
];

interface AddressFormProps {
  /** The address being edited; null means the form adds a new one. */
  editing: Address | null;
  addressCount: number;
  onSaved: (address: Address, mode: 'add' | 'edit') => void;
  /** Leaves edit mode, or closes the add form; without it the add form has no Cancel. */
  onCancel?: () => void;
  /** Move focus to the first field (the shopper asked for the form). */
  autoFocus?: boolean;
}

/** Add or edit one address, validated with the contract's schema; resets after each save. */
export function AddressForm({ editing, addressCount, onSaved, onCancel, autoFocus = false }: AddressFormProps) {
  const formId = useId();
  const addAddress = useAddAddress();
  const updateAddress = useUpdateAddress();
  const isSaving = addAddress.isPending || updateAddress.isPending;
  const form = useZodForm(addressInputSchema, { defaultValues: emptyValues });
  const { reset, getValues, setValue } = form;

  // A PIN code as it is typed fills the state (unless the one chosen is the PIN's) and the city (unless the
  // shopper typed one); the server refuses a PIN of another state anyway. The PIN an edited address opened with fills
  // nothing: what was saved stays as it was until the shopper changes it.
  const openedPin = useRef('');
  const typedPin = (useWatch({ control: form.control, name: 'postalCode' }) ?? '').trim();
  const pinCheck = usePinCheck(typedPin);
  const filledCity = useRef<string | null>(null);
  useEffect(() => {
    const check = pinCheck.data;
    if (!check || check.pinCode !== (getValues('postalCode') ?? '').trim() || check.pinCode === openedPin.current) return;
    if (!check.states.includes(getValues('state') ?? '')) setValue('state', check.state, { shouldDirty: true });
    const city = (getValues('city') ?? '').trim();
    if (city === '' || city === filledCity.current) {
      setValue('city', check.district, { shouldDirty: true });
      filledCity.current = check.district;
    }
  }, [pinCheck.data, getValues, setValue]);
  const pinStatus =
    typedPin.length !== 6
      ? null
      : pinCheck.error
        ? { text: pinCheck.error.message, isProblem: true }
        : pinCheck.data?.pinCode === typedPin
          ? {
              text: `${pinCheck.data.district}, ${pinCheck.data.state}${pinCheck.data.served ? '' : ' · we do not deliver there yet'}`,
              isProblem: !pinCheck.data.served,
            }
          : null;

  useEffect(() => {
    reset(editing ? valuesOf(editing) : emptyValues);
    openedPin.current = editing?.postalCode ?? '';
    filledCity.current = null;
    // reset() drops react-hook-form's field refs until the next render, so focus the element itself.
    if (autoFocus) document.getElementById(`${formId}-fullName`)?.focus();
  }, [autoFocus, editing, formId, reset]);

  const submit = (parsed: ParsedAddress) => {
    const body: AddressInput = parsed;
    if (editing) {
      updateAddress.mutate(
        { addressId: editing._id, address: body },
        {
          onSuccess: (response) => {
            toast.success(response.message || 'Address updated');
            reset(emptyValues);
            onSaved(response.address, 'edit');
          },
          onError: (error) => toast.error('Failed to update address', { description: applyServerErrors(form, error) }),
        },
      );
      return;
    }
    if (addressCount >= MAX_ADDRESSES_PER_USER) {
      toast.error(MAX_ADDRESSES_MESSAGE);
      return;
    }
    addAddress.mutate(body, {
      onSuccess: (response) => {
        toast.success(response.message || 'Address added');
        reset(emptyValues);
        onSaved(response.address, 'add');
      },
      onError: (error) => {
        // The server refuses a 4th address with the spec's message; any other failure gets the generic one.
        const message = applyServerErrors(form, error);
        if (reasonOf(error, 'ADDRESS_LIMIT')) toast.error(MAX_ADDRESSES_MESSAGE);
        else toast.error('Failed to add address', { description: message });
      },
    });
  };

  const heading = editing ? 'Edit address' : 'Add a new address';
  return (
    <Form form={form} onSubmit={submit} aria-labelledby={`${formId}-heading`} className="border border-line bg-white p-5 sm:p-7">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${formId}-heading`} className="type-h3">
          {heading}
        </h3>
        {!editing ? (
          <p className="text-xs text-stone">
            {Math.min(addressCount, MAX_ADDRESSES_PER_USER)} of {MAX_ADDRESSES_PER_USER} addresses saved
          </p>
        ) : null}
      </div>
      <div className="mt-5 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        {fields.map((field) =>
          field.name === 'state' ? (
            <SelectField
              key={field.name}
              control={form.control}
              name={field.name}
              id={`${formId}-${field.name}`}
              label={field.label}
              options={STATE_OPTIONS}
              placeholder="Select state"
              // An address saved before the list shows what was typed, so the shopper can find it among the states.
              description={editing && !editing.stateIsListed ? `Saved as “${editing.state}”` : undefined}
              className="gap-1.5"
            />
          ) : (
            <TextField
              key={field.name}
              control={form.control}
              name={field.name}
              id={`${formId}-${field.name}`}
              label={
                <>
                  {field.label}
                  {field.optional ? <span className="ml-1 normal-case tracking-normal text-stone">(optional)</span> : null}
                </>
              }
              // The hint shows as the placeholder; screen readers get it as the description. Under the PIN code: where it is.
              description={field.name === 'postalCode' && pinStatus ? pinStatus.text : field.hint}
              descriptionClassName={
                field.name === 'postalCode' && pinStatus ? (pinStatus.isProblem ? 'text-xs text-danger' : 'text-xs text-stone') : 'sr-only'
              }
              className={field.wide ? 'gap-1.5 sm:col-span-2' : 'gap-1.5'}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              placeholder={field.hint}
            />
          ),
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : editing ? 'Save changes' : 'Add address'}
        </Button>
        {onCancel ? (
          <Button
            variant="subtle"
            onClick={() => {
              reset(emptyValues);
              onCancel();
            }}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
