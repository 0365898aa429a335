import { useState } from 'react';
import { Gift, Pause, Pencil, Play, Plus } from 'lucide-react';
import { describeOffer, OFFER_KIND_LABELS, type Offer, type OfferState } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatIst } from './coupon-format';
import { useOffers, useSetOfferPaused } from '../api/use-offers';
import { OfferFormSheet } from './offer-form-sheet';

const stateLabels: Record<OfferState, string> = { active: 'Active', scheduled: 'Scheduled', ended: 'Ended', paused: 'Paused' };
const stateTones = { active: 'green', scheduled: 'blue', ended: 'grey', paused: 'yellow' } as const satisfies Record<
  OfferState,
  'green' | 'blue' | 'grey' | 'yellow'
>;

type SheetState = { isOpen: false } | { isOpen: true; offer: Offer | null };

/** The Promotions page's Offers: applied without a code; new, edit, pause and resume. */
export function OffersSection() {
  const offers = useOffers();
  const setPaused = useSetOfferPaused();
  const [sheet, setSheet] = useState<SheetState>({ isOpen: false });
  const list = offers.data ?? [];
  const activeCount = list.filter((offer) => offer.state === 'active').length;
  const openNew = () => setSheet({ isOpen: true, offer: null });

  return (
    <Card className="mt-8 shadow-sm shadow-ink/[0.03]">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line p-5 sm:p-7">
        <div>
          <h2 className="type-h2">Offers</h2>
          <p className="mt-1 text-sm text-stone" aria-live="polite">
            {!offers.data
              ? 'Loading offers'
              : list.length === 0
                ? 'None created yet'
                : `${list.length.toLocaleString('en-IN')} ${list.length === 1 ? 'offer' : 'offers'}, ${activeCount.toLocaleString('en-IN')} active now`}
          </p>
          <p className="mt-1 max-w-xl text-xs text-stone">
            Applied at checkout without a code, alongside a code or the first-order discount; at most one amount off per order.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={openNew}>
          <Plus aria-hidden="true" />
          New offer
        </Button>
      </div>

      {offers.isError && !offers.data ? (
        <LoadError
          title="Offers could not be loaded"
          message={errorMessage(offers.error, 'Something went wrong')}
          onRetry={() => void offers.refetch()}
        />
      ) : offers.isPending ? (
        <div className="flex flex-col gap-3 p-5 sm:p-7">
          <Skeleton className="h-5 w-64" />
          <Skeleton className="h-5 w-48" />
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
            <Gift aria-hidden="true" className="size-5" />
          </span>
          <p className="font-display text-2xl">No offers yet</p>
          <p className="max-w-sm text-sm text-stone">A sample with every bottle, an amount off above a spend, complimentary wrapping.</p>
        </div>
      ) : (
        <ul className="divide-y divide-line" aria-label="Offers">
          {list.map((offer) => (
            <li key={offer.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:gap-6 sm:px-7" data-testid="offer-row">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{offer.name}</p>
                  <Badge tone={stateTones[offer.state]} data-testid="offer-state">
                    {stateLabels[offer.state]}
                  </Badge>
                </div>
                <p className="mt-1 text-sm">{describeOffer(offer)}</p>
                <p className="text-xs text-stone">{OFFER_KIND_LABELS[offer.kind]}</p>
                {offer.sizes.length > 0 ? (
                  <p className="mt-1 text-xs text-stone">{offer.sizes.map((size) => `${size.title} · ${size.variantLabel}`).join('; ')}</p>
                ) : null}
                <p className="mt-1 text-xs text-stone">
                  {formatIst(offer.startsAt)} to {formatIst(offer.endsAt)}{' '}
                  <abbr title="India Standard Time" className="no-underline">
                    IST
                  </abbr>
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Button variant="ghost" size="sm" onClick={() => setSheet({ isOpen: true, offer })} aria-label={`Edit ${offer.name}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="subtle"
                  size="sm"
                  className="min-w-[6.5rem]"
                  disabled={setPaused.isPending && setPaused.variables?.id === offer.id}
                  onClick={() =>
                    setPaused.mutate(
                      { id: offer.id, isPaused: !offer.isPaused },
                      {
                        onError: (error) =>
                          toast.error(`${offer.name} could not be changed`, { description: errorMessage(error, 'Please try again') }),
                      },
                    )
                  }
                  aria-label={`${offer.isPaused ? 'Resume' : 'Pause'} ${offer.name}`}
                >
                  {offer.isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                  {offer.isPaused ? 'Resume' : 'Pause'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <OfferFormSheet isOpen={sheet.isOpen} offer={sheet.isOpen ? sheet.offer : null} onClose={() => setSheet({ isOpen: false })} />
    </Card>
  );
}
