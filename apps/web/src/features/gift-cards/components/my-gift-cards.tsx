import { Link } from '@/components/link';
import { FileDown, Gift } from 'lucide-react';
import {
  formatInr,
  GIFT_CARD_PURCHASE_MESSAGES,
  GIFT_CARD_PURCHASE_STATUS_LABELS,
  GIFT_CARD_STATUS_LABELS,
  type GiftCardPurchase,
} from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { NamedEndpoint } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useMyGiftCardPurchases } from '../api/use-gift-card-purchase';
import { giftCardLongDate } from './gift-card-dates';

const RECEIPT_PATH: NamedEndpoint<'downloadGiftCardReceipt'>['path'] = '/api/shop/gift-cards/purchases/:id/receipt';

function statusBadge(purchase: GiftCardPurchase) {
  if (purchase.status !== 'paid') {
    return <Badge tone={purchase.status === 'failed' ? 'red' : 'grey'}>{GIFT_CARD_PURCHASE_STATUS_LABELS[purchase.status]}</Badge>;
  }
  if (purchase.deliveredAt && purchase.cardStatus === 'active') return <Badge tone="green">{GIFT_CARD_PURCHASE_MESSAGES.delivered}</Badge>;
  return (
    <Badge tone={purchase.cardStatus === 'active' ? 'green' : 'blue'}>
      {purchase.cardStatus ? GIFT_CARD_STATUS_LABELS[purchase.cardStatus] : GIFT_CARD_PURCHASE_STATUS_LABELS.paid}
    </Badge>
  );
}

/** The account's Gift Cards tab: every card the shopper bought, whom for, when it is delivered, and its receipt. */
export function MyGiftCards() {
  const purchases = useMyGiftCardPurchases();
  return (
    <section aria-labelledby="my-gift-cards-title" className="flex flex-col gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="my-gift-cards-title" className="font-display text-3xl sm:text-4xl">
            Gift Cards
          </h2>
          <p className="mt-1 text-sm text-stone">The cards you have bought, and their receipts</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.shop.giftCards}>
            <Gift aria-hidden="true" /> Give a gift card
          </Link>
        </Button>
      </header>
      {purchases.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : purchases.isError ? (
        <div className="flex flex-col items-start gap-3 border border-line bg-white p-6" role="alert">
          <p className="text-sm text-danger">We could not load your gift cards.</p>
          <Button variant="subtle" size="sm" onClick={() => void purchases.refetch()}>
            Try again
          </Button>
        </div>
      ) : purchases.data.length === 0 ? (
        <div className="flex flex-col items-center border border-line bg-white px-6 py-16 text-center">
          <div className="flex size-20 items-center justify-center rounded-full border border-gold/40">
            <Gift className="size-8 text-gold-deep" strokeWidth={1.25} aria-hidden="true" />
          </div>
          <p className="mt-6 font-display text-2xl">No gift cards yet</p>
          <p className="mt-2 max-w-sm text-sm text-stone">Give the gift of fragrance: they choose the scent, you choose the moment.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Gift card purchases">
          {purchases.data.map((purchase) => (
            <li key={purchase.id} data-testid="my-gift-card" className="border border-line bg-white p-5 sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0">
                  <p className="font-display text-3xl tabular-nums">{formatInr(purchase.amount)}</p>
                  <p className="mt-1 text-sm text-ink-soft">
                    {purchase.forSelf ? 'For yourself' : `For ${purchase.recipientName}`}
                    <span className="text-stone"> · {purchase.recipientEmail}</span>
                    {purchase.recipientWhatsapp ? <span className="text-stone"> · WhatsApp {purchase.recipientWhatsapp}</span> : null}
                  </p>
                </div>
                {statusBadge(purchase)}
              </div>
              <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="label-caps text-stone">Delivery</dt>
                  <dd className="mt-1">{giftCardLongDate(purchase.deliverOn)}</dd>
                </div>
                <div>
                  <dt className="label-caps text-stone">Card</dt>
                  <dd className="mt-1 font-mono tracking-[0.12em]">{purchase.maskedCode ?? '—'}</dd>
                </div>
                <div>
                  <dt className="label-caps text-stone">Valid until</dt>
                  <dd className="mt-1">{purchase.expiresAt ? giftCardLongDate(purchase.expiresAt) : '—'}</dd>
                </div>
              </dl>
              {purchase.message ? (
                <p className="mt-4 whitespace-pre-line font-display text-lg italic text-ink-soft">“{purchase.message}”</p>
              ) : null}
              {purchase.receiptNumber ? (
                <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
                  <p className="text-xs text-stone">
                    Receipt <span className="font-mono">{purchase.receiptNumber}</span> · a receipt, not a tax invoice: GST is charged on
                    the goods when the card is spent
                  </p>
                  <Button asChild variant="outline" size="sm">
                    <a href={RECEIPT_PATH.replace(':id', purchase.id)} download>
                      <FileDown aria-hidden className="size-4" />
                      Download receipt
                    </a>
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
