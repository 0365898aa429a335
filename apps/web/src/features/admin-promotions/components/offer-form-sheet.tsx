import type { Offer, ParsedOfferInput } from '@aurelle/contract';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateOffer, useUpdateOffer } from '../api/use-offers';
import { OfferForm } from './offer-form';
import { emptyOfferForm, offerToFormValues } from './offer-form-values';

/** The right-hand sheet for a new offer (offer null) or for editing one. */
export function OfferFormSheet({ isOpen, offer, onClose }: { isOpen: boolean; offer: Offer | null; onClose: () => void }) {
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();
  const isEditing = offer !== null;

  async function save(body: ParsedOfferInput) {
    try {
      if (offer) await updateOffer.mutateAsync({ id: offer.id, body });
      else await createOffer.mutateAsync(body);
    } catch (error) {
      toast.error('The offer could not be saved', { description: errorMessage(error, 'Please try again') });
      throw error;
    }
    onClose();
  }

  return (
    <Sheet open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-2xl">
        <div className="border-b border-line px-6 py-6 pr-14 sm:px-8">
          <SheetTitle className="text-3xl">{isEditing ? `Edit ${offer.name}` : 'New offer'}</SheetTitle>
          <SheetDescription className="mt-1">
            {isEditing
              ? 'Changes apply to checkouts from now on; orders already placed keep what they got.'
              : 'Applied at checkout without a code, from its start to its end.'}
          </SheetDescription>
        </div>
        <OfferForm
          key={offer?.id ?? 'new'}
          initialValues={offer ? offerToFormValues(offer) : emptyOfferForm}
          isEditing={isEditing}
          isSaving={createOffer.isPending || updateOffer.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      </SheetContent>
    </Sheet>
  );
}
