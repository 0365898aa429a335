import type { ReactNode } from 'react';
import { Lock, Truck } from 'lucide-react';
import { formatInr, type CheckoutQuote } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

interface OrderSummaryProps {
  /** The server's quote for this checkout (decision 096): every figure below is its own, nothing is added up here. */
  quote: CheckoutQuote | undefined;
  /** A newer quote is on its way: the figures shown are the last ones, and paying waits for the new. */
  isUpdating: boolean;
  /** The quote could not be had: why, in the shopper's words. */
  quoteError: string | null;
  /** Why paying cannot start now, or null. */
  blocker: string | null;
  isProcessing: boolean;
  payLabel: string;
  onPay: () => void;
  /** The choice of how to pay, shown above the button. */
  paymentMethod?: ReactNode;
  /** "Have a code?", shown between the items and the totals. */
  couponField?: ReactNode;
  /** "This is a gift", below the code. */
  giftField?: ReactNode;
  /** "Pay with a gift card", below the code (decision 104). */
  giftCardField?: ReactNode;
  /** The free sample chooser, when an offer lets the shopper choose one. */
  offerField?: ReactNode;
}

/** What a gift card pays of the total and what is left to pay (decision 104); nothing without a card applied. */
function GiftCardPayment({ quote }: { quote: CheckoutQuote }) {
  if (quote.giftCard?.status !== 'applied') return null;
  return (
    <>
      <div className="flex justify-between gap-4 text-success" data-testid="gift-card-payment">
        <dt className="min-w-0">
          Gift card <span className="whitespace-nowrap font-mono text-xs">{quote.giftCard.maskedCode}</span>
        </dt>
        <dd className="whitespace-nowrap tabular-nums">−{formatInr(quote.giftCard.applied)}</dd>
      </div>
      <div className="flex items-baseline justify-between border-t border-line pt-3">
        <dt className="text-xs uppercase tracking-[0.2em] text-ink-soft">To pay</dt>
        <dd className="font-display text-2xl tabular-nums" data-testid="amount-to-pay">
          {formatInr(quote.amountToPay)}
        </dd>
      </div>
      {quote.amountToPay === 0 ? (
        <p className="text-xs text-stone" data-testid="nothing-more-to-pay">
          Your gift card pays for the whole order: nothing more to pay.
        </p>
      ) : null}
    </>
  );
}

/** The checkout's summary: the items, the discount, delivery, the fees, GST and the total, as the server priced them. */
export function OrderSummary({
  quote,
  isUpdating,
  quoteError,
  blocker,
  isProcessing,
  payLabel,
  onPay,
  paymentMethod = null,
  couponField = null,
  giftField = null,
  giftCardField = null,
  offerField = null,
}: OrderSummaryProps) {
  const gst = quote?.tax ? quote.tax.cgst + quote.tax.sgst + quote.tax.igst : null;
  const cannotPay = blocker ?? quoteError;
  return (
    <section aria-labelledby="order-summary-title" aria-busy={isUpdating || !quote} className="border border-line bg-white">
      <div className="border-b border-line px-6 py-5">
        <h2 id="order-summary-title" className="type-h2">
          Order summary
        </h2>
      </div>
      {quote ? (
        <ul className="divide-y divide-line px-6" aria-label="Items in your order">
          {quote.lines.map((line) => {
            const isOnSale = line.unitPrice < line.listPrice;
            return (
              <li key={line.variantId} className="flex gap-4 py-4">
                <div className="h-20 w-16 shrink-0 overflow-hidden bg-ivory-deep">
                  {line.image ? <img src={line.image} alt={line.title} className="size-full object-cover" loading="lazy" /> : null}
                </div>
                <div className="flex min-w-0 flex-1 flex-col justify-center">
                  <p className="font-display text-lg leading-snug">{line.title}</p>
                  <p className="text-xs uppercase tracking-[0.16em] text-stone">{line.variantLabel}</p>
                  <p className="text-xs text-stone">
                    Qty {line.quantity} × {formatInr(line.unitPrice)}
                    {isOnSale ? (
                      <s className="ml-2">
                        <span className="sr-only">Original price </span>
                        {formatInr(line.listPrice)}
                      </s>
                    ) : null}
                  </p>
                  {line.onlyLeft !== null ? (
                    <p className="text-xs text-danger">{line.onlyLeft > 0 ? `Only ${line.onlyLeft} left` : 'Sold out'}</p>
                  ) : null}
                </div>
                <p className="self-center text-sm font-medium tabular-nums">{formatInr(line.lineTotal)}</p>
              </li>
            );
          })}
          {quote.offers.freeLines.map((line) => (
            <li key={`free-${line.offerId}-${line.variantId}`} className="flex gap-4 py-4" data-testid="free-line">
              <div className="h-20 w-16 shrink-0 overflow-hidden bg-ivory-deep">
                {line.image ? <img src={line.image} alt={line.title} className="size-full object-cover" loading="lazy" /> : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col justify-center">
                <p className="font-display text-lg leading-snug">{line.title}</p>
                <p className="text-xs uppercase tracking-[0.16em] text-stone">{line.variantLabel}</p>
                <p className="text-xs text-gold-deep">{line.offerName}</p>
              </div>
              <p className="self-center text-right text-sm">
                <span className="block text-xs font-medium uppercase tracking-[0.16em] text-gold-deep">Free</span>
                <s className="text-xs text-stone">
                  <span className="sr-only">Worth </span>
                  {formatInr(line.listPrice)}
                </s>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col gap-3 px-6 py-4" aria-label="Loading your order">
          <Skeleton className="h-20 w-full" />
        </div>
      )}
      {quote && quote.offers.notices.length + quote.offers.hints.length > 0 ? (
        <ul className="flex flex-col gap-1 border-t border-line px-6 py-4 text-xs" aria-label="Offers" data-testid="offer-notes">
          {quote.offers.notices.map((notice) => (
            <li key={notice} className="text-danger">
              {notice}
            </li>
          ))}
          {quote.offers.hints.map((hint) => (
            <li key={hint} className="text-gold-deep">
              {hint}
            </li>
          ))}
        </ul>
      ) : null}
      {couponField}
      {giftCardField}
      {giftField}
      {offerField}
      {quote ? (
        <dl className={cn('flex flex-col gap-3 border-t border-line px-6 py-5 text-sm transition-opacity', isUpdating && 'opacity-60')}>
          <div className="flex justify-between">
            <dt className="text-stone">Subtotal</dt>
            <dd className="tabular-nums">{formatInr(quote.subtotal)}</dd>
          </div>
          {quote.discount ? (
            <div
              className="flex justify-between text-success"
              data-testid={quote.discount.kind === 'coupon' ? 'coupon-discount' : 'first-order-discount'}
            >
              <dt>{quote.discount.label}</dt>
              <dd className="tabular-nums">−{formatInr(quote.discount.amount)}</dd>
            </div>
          ) : null}
          {quote.offers.applied
            .filter((offer) => offer.amount > 0)
            .map((offer) => (
              <div key={offer.offerId} className="flex justify-between text-success" data-testid="offer-discount">
                <dt>{offer.label}</dt>
                <dd className="tabular-nums">−{formatInr(offer.amount)}</dd>
              </div>
            ))}
          <div className="flex justify-between" data-testid="delivery-fee">
            <dt className="flex items-center gap-1.5 text-stone">
              <Truck className="size-4" strokeWidth={1.5} aria-hidden="true" /> {quote.delivery?.label ?? 'Shipping'}
            </dt>
            {quote.delivery && quote.delivery.fee > 0 ? (
              <dd className="tabular-nums">{formatInr(quote.delivery.fee)}</dd>
            ) : (
              <dd className="text-xs font-medium uppercase tracking-[0.16em] text-gold-deep">Free</dd>
            )}
          </div>
          {quote.codFee > 0 ? (
            <div className="flex justify-between" data-testid="cod-fee">
              <dt className="text-stone">Cash on delivery fee</dt>
              <dd className="tabular-nums">{formatInr(quote.codFee)}</dd>
            </div>
          ) : null}
          {quote.giftWrap.chosen && quote.offers.freeGiftWrap ? (
            <div className="flex justify-between" data-testid="gift-wrap-fee">
              <dt className="text-stone">Gift wrap</dt>
              <dd className="text-xs font-medium uppercase tracking-[0.16em] text-gold-deep">Free</dd>
            </div>
          ) : quote.giftWrap.chosen && quote.giftWrap.fee > 0 ? (
            <div className="flex justify-between" data-testid="gift-wrap-fee">
              <dt className="text-stone">Gift wrap</dt>
              <dd className="tabular-nums">{formatInr(quote.giftWrap.fee)}</dd>
            </div>
          ) : null}
          <div className="mt-2 flex items-baseline justify-between border-t border-line pt-4">
            <dt className="text-xs uppercase tracking-[0.2em] text-ink-soft">Total</dt>
            <dd className="font-display text-3xl tabular-nums" data-testid="checkout-total">
              {formatInr(quote.total)}
            </dd>
          </div>
          <GiftCardPayment quote={quote} />
        </dl>
      ) : (
        <div className="flex flex-col gap-3 border-t border-line px-6 py-5">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      )}
      <p className="-mt-4 px-6 pb-6 text-right text-xs text-stone" data-testid="gst-included">
        {gst !== null && gst > 0 ? `Inclusive of GST of ${formatInr(gst)}` : 'Inclusive of all taxes'}
      </p>
      {paymentMethod}
      <div className="px-6 pb-6">
        <Button size="lg" className="w-full" disabled={cannotPay !== null || isProcessing || isUpdating || !quote} onClick={onPay}>
          <Lock aria-hidden="true" /> {payLabel}
        </Button>
        {cannotPay ? (
          <p className="mt-3 text-center text-xs text-danger" role="status">
            {cannotPay}
          </p>
        ) : (
          <p className="mt-3 text-center text-xs text-stone">Payments are encrypted and processed securely.</p>
        )}
      </div>
    </section>
  );
}
