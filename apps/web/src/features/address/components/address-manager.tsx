import { useEffect, useRef, useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { MAX_ADDRESSES_PER_USER, type Address } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses } from '../api/use-addresses';
import { useDeleteAddress } from '../api/use-delete-address';
import { useRememberedAddressId } from '../lib/remembered-address';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

export interface AddressManagerProps {
  /** Show the delivery choice (radio group). Defaults to true. */
  selectable?: boolean;
  /** Controlled selection (checkout); without it the manager keeps the remembered selection itself. */
  selectedId?: string | null;
  onSelect?: (addressId: string | null) => void;
  /** Heading of the section. */
  title?: string;
}

/**
 * The shopper's addresses (checkout and account): up to 3 cards with select, edit and delete,
 * and a form that toggles between add and edit mode. The selection is remembered in local storage,
 * and the first (or remembered) address is chosen when nothing valid is selected.
 */
export function AddressManager({ selectable = true, selectedId, onSelect, title = 'Shipping address' }: AddressManagerProps) {
  const addressesQuery = useAddresses();
  const deleteAddress = useDeleteAddress();
  const [rememberedId, rememberId] = useRememberedAddressId();
  const [editing, setEditing] = useState<Address | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const addresses = addressesQuery.data;
  const currentId = selectedId !== undefined ? selectedId : rememberedId;

  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  function select(addressId: string | null) {
    rememberId(addressId);
    onSelectRef.current?.(addressId);
  }

  // Keep the choice valid: the remembered address if it still exists, else the first one.
  useEffect(() => {
    if (!addresses || !selectable) return;
    if (currentId && addresses.some((address) => address._id === currentId)) return;
    const remembered = addresses.find((address) => address._id === rememberedId);
    const next = remembered?._id ?? addresses[0]?._id ?? null;
    if (next !== currentId) {
      rememberId(next);
      onSelectRef.current?.(next);
    }
  }, [addresses, currentId, rememberedId, rememberId, selectable]);

  useEffect(() => {
    if (addressesQuery.isError) toast.error('Failed to load addresses');
  }, [addressesQuery.isError]);

  function startEdit(address: Address) {
    setEditing(address);
    setIsAdding(false);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }

  function remove(address: Address) {
    deleteAddress.mutate(address._id, {
      onSuccess: (response) => {
        toast.success(response.message || 'Address deleted');
        if (editing?._id === address._id) setEditing(null);
      },
      onError: () => toast.error('Failed to delete address'),
    });
  }

  function saved(address: Address, mode: 'add' | 'edit') {
    setEditing(null);
    setIsAdding(false);
    if (mode === 'add' && selectable) select(address._id);
  }

  const addressCount = addresses?.length ?? 0;
  // With saved addresses the form stays folded until asked for; with none it is the first thing shown.
  const isFormShown = editing !== null || isAdding || (addressesQuery.isSuccess && addressCount === 0);

  const cards = (addresses ?? []).map((address) => (
    <AddressCard
      key={address._id}
      address={address}
      selectable={selectable}
      isSelected={address._id === currentId}
      isEditing={editing?._id === address._id}
      isDeleting={deleteAddress.isPending && deleteAddress.variables === address._id}
      onEdit={startEdit}
      onDelete={remove}
    />
  ));

  return (
    <section className="flex flex-col gap-6" aria-labelledby="address-manager-title">
      <div>
        <h2 id="address-manager-title" className="type-h2">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone">
          Save up to {MAX_ADDRESSES_PER_USER} addresses{selectable ? ' and choose where your order should go.' : '.'}
        </p>
      </div>

      {addressesQuery.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Loading addresses">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : addressesQuery.isError ? (
        <div className="flex flex-col items-start gap-3 border border-line bg-white p-5" role="alert">
          <p className="text-sm text-danger">Failed to load addresses</p>
          <Button variant="subtle" size="sm" onClick={() => void addressesQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : addresses && addresses.length > 0 ? (
        selectable ? (
          <RadioGroup value={currentId ?? ''} onValueChange={select} aria-label="Delivery address" className="gap-4 sm:grid-cols-2">
            {cards}
          </RadioGroup>
        ) : (
          <div role="list" className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
            {cards}
          </div>
        )
      ) : (
        <div className="flex items-center gap-4 border border-dashed border-line bg-white/60 p-5">
          <MapPin className="size-6 shrink-0 text-gold" strokeWidth={1.4} aria-hidden="true" />
          <p className="text-sm text-stone">No saved addresses yet. Add one below to receive your fragrances.</p>
        </div>
      )}

      <div ref={formRef}>
        {isFormShown ? (
          <AddressForm
            editing={editing}
            addressCount={addressCount}
            onSaved={saved}
            autoFocus={editing !== null || isAdding}
            onCancel={
              editing || addressCount > 0
                ? () => {
                    setEditing(null);
                    setIsAdding(false);
                  }
                : undefined
            }
          />
        ) : addressesQuery.isSuccess ? (
          <Button variant="subtle" className="h-14 w-full border-dashed sm:w-auto" onClick={() => setIsAdding(true)}>
            <Plus aria-hidden="true" /> Add a new address
          </Button>
        ) : null}
      </div>
    </section>
  );
}
