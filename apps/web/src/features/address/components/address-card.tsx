import { AlertTriangle, Pencil, Trash2 } from 'lucide-react';
import type { Address } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';

/** On an address whose state was saved as free text before the list of states. */
const UNLISTED_STATE_WARNING = 'Choose the state from the list';

interface AddressCardProps {
  address: Address;
  selectable: boolean;
  isSelected: boolean;
  isEditing: boolean;
  isDeleting: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/** One saved address; inside a radio group it is also a delivery choice. */
export function AddressCard({ address, selectable, isSelected, isEditing, isDeleting, onEdit, onDelete }: AddressCardProps) {
  const radioId = `address-${address._id}`;
  const warningId = `address-${address._id}-state-warning`;
  const isChosen = selectable && isSelected;
  const lines = (
    <address className="flex flex-col gap-0.5 text-sm not-italic leading-relaxed text-ink-soft">
      <span className="font-display text-xl text-ink">{address.fullName}</span>
      <span>{address.addressLine1}</span>
      {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
      <span>
        {address.city}, {address.state} {address.postalCode}
      </span>
      <span className="mt-1 text-stone">Phone: {address.phoneNumber}</span>
    </address>
  );
  return (
    <div
      role={selectable ? undefined : 'listitem'}
      className={cn(
        'relative flex flex-col border bg-white p-5 transition-colors',
        isChosen ? 'border-gold shadow-[0_0_0_1px_var(--color-gold)]' : 'border-line hover:border-ink/30',
        isEditing && 'ring-2 ring-gold/30',
      )}
      data-testid="address-card"
    >
      {isChosen ? (
        <span className="absolute -top-2.5 right-4 bg-gold-deep px-2 py-0.5 text-[0.6rem] font-medium uppercase tracking-[0.18em] text-white">
          Delivering here
        </span>
      ) : null}
      {selectable ? (
        <div className="mb-4 flex items-start gap-3">
          <RadioGroupItem
            value={address._id}
            id={radioId}
            className="mt-2"
            aria-label={`Deliver to ${address.fullName}, ${address.addressLine1}`}
            aria-describedby={address.stateIsListed ? undefined : warningId}
          />
          <label htmlFor={radioId} className="flex-1 cursor-pointer">
            {lines}
          </label>
        </div>
      ) : (
        <div className="mb-4">{lines}</div>
      )}
      {address.stateIsListed ? null : (
        <p id={warningId} className="mb-4 flex items-center gap-2 text-xs font-medium text-danger" data-testid="address-state-warning">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {UNLISTED_STATE_WARNING}
        </p>
      )}
      <div className="mt-auto flex items-center justify-end gap-1 border-t border-line pt-3">
        <Button variant="ghost" size="sm" onClick={() => onEdit(address)} aria-label={`Edit address of ${address.fullName}`}>
          <Pencil /> Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="hover:text-danger"
          disabled={isDeleting}
          onClick={() => onDelete(address)}
          aria-label={`Delete address of ${address.fullName}`}
        >
          <Trash2 /> Delete
        </Button>
      </div>
    </div>
  );
}
