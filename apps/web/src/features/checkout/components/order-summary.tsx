import type { ReactNode } from 'react';
import { Lock, Truck } from 'lucide-react';
import {
  ADDRESS_STATE_NOT_LISTED_MESSAGE,
  computeOrderTotals,
  FIRST_ORDER_DISCOUNT_PERCENT,
  formatInr,
  paiseToRupees,
  rupeesToPaise,
  type CartItem,
  type CheckCouponResponse,
} from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface OrderSummaryProps {
  items: CartItem[];
  isFirstOrder: boolean | undefined;
  hasAddress: boolean;
  /** False when the chosen address's state was saved as free text before the list of states: it cannot be paid for. */
  isAddressStateListed: boolean;
  isProcessing: boolean;
  payLabel: string;
  onPay: () => void;
  /** Cash on delivery's fee when it is the chosen way to pay: shown and added to the total. */
  codFee?: number | null;
  /** The choice of how to pay, shown above the button. */
  paymentMethod?: ReactNode;
  /** "Have a code?", shown between the items and the totals. */
  couponField?: ReactNode;
  /** The server's check of the code asked for: when there is one, the figures are the server's, not computed here. */
  couponAnswer?: CheckCouponResponse | undefined;
  /** "This is a gift", below the code. */
  giftField?: ReactNode;
  /** Gift wrapping's fee when asked for: shown and added to the total. */
  giftWrapFee?: number | null;
  /** The chosen delivery option and its fee: shown in place of free shipping and added to the total. */
  delivery?: { label: string; fee: number } | null;
  /** Why the chosen address cannot be delivered to: paying waits until the shopper fixes it. */
  deliveryProblem?: string | null;
}

function unitPrice(item: CartItem): number {
  return item.salePrice > 0 ? item.salePrice : item.price;
}

/**
 * The checkout's summary: items, prices, the discount line, free shipping and the total.
 * These figures are for display; the server recomputes the amount it charges
 * (docs/decisions/052-money-in-paise-server-computes-amounts.md). Without a code they are computed here with the
 * first-order discount; with one they are the server's answer to the code's check (which discount won, and how much).
 */
export function OrderSummary({
  items,
  isFirstOrder,
  hasAddress,
  isAddressStateListed,
  isProcessing,
  payLabel,
  onPay,
  codFee = null,
  paymentMethod = null,
  couponField = null,
  couponAnswer,
  giftField = null,
  giftWrapFee = null,
  delivery = null,
  deliveryProblem = null,
}: OrderSummaryProps) {
  const computed = computeOrderTotals(
    items.map((item) => ({ unitPricePaise: rupeesToPaise(unitPrice(item)), quantity: item.quantity })),
    isFirstOrder === true,
    FIRST_ORDER_DISCOUNT_PERCENT,
  );
  const totals = couponAnswer
    ? {
        subtotalPaise: rupeesToPaise(couponAnswer.subtotal),
        discountPaise: rupeesToPaise(couponAnswer.discount),
        totalPaise: rupeesToPaise(couponAnswer.total),
      }
    : computed;
  const discountKind = couponAnswer ? couponAnswer.applied : isFirstOrder === undefined ? 'loading' : isFirstOrder ? 'first-order' : 'none';
  const totalPaise =
    totals.totalPaise +
    (codFee ? rupeesToPaise(codFee) : 0) +
    (giftWrapFee ? rupeesToPaise(giftWrapFee) : 0) +
    (delivery ? rupeesToPaise(delivery.fee) : 0);
  const hasItems = items.length > 0;
  const blocker = !hasItems
    ? 'Your cart is empty. Please add items to proceed'
    : !hasAddress
      ? 'Please select a delivery address'
      : !isAddressStateListed
        ? ADDRESS_STATE_NOT_LISTED_MESSAGE
        : deliveryProblem;

  return (
    <section aria-labelledby="order-summary-title" className="border border-line bg-white">
      <div className="border-b border-line px-6 py-5">
        <h2 id="order-summary-title" className="type-h2">
          Order summary
        </h2>
      </div>
      <ul className="divide-y divide-line px-6" aria-label="Items in your order">
        {items.map((item) => {
          const isOnSale = item.salePrice > 0 && item.salePrice < item.price;
          return (
            <li key={item.variantId} className="flex gap-4 py-4">
              <div className="h-20 w-16 shrink-0 overflow-hidden bg-ivory-deep">
                {item.image ? <img src={item.image} alt={item.title} className="size-full object-cover" loading="lazy" /> : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col justify-center">
                <p className="font-display text-lg leading-snug">{item.title}</p>
                <p className="text-xs uppercase tracking-[0.16em] text-stone">{item.variantLabel}</p>
                <p className="text-xs text-stone">
                  Qty {item.quantity} × {formatInr(unitPrice(item))}
                  {isOnSale ? (
                    <s className="ml-2">
                      <span className="sr-only">Original price </span>
                      {formatInr(item.price)}
                    </s>
                  ) : null}
                </p>
              </div>
              <p className="self-center text-sm font-medium tabular-nums">{formatInr(unitPrice(item) * item.quantity)}</p>
            </li>
          );
        })}
      </ul>
      {couponField}
      {giftField}
      <dl className="flex flex-col gap-3 border-t border-line px-6 py-5 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone">Subtotal</dt>
          <dd className="tabular-nums">{formatInr(paiseToRupees(totals.subtotalPaise))}</dd>
        </div>
        {discountKind === 'loading' ? (
          <Skeleton className="h-5 w-full" />
        ) : discountKind === 'first-order' ? (
          <div className="flex justify-between text-success" data-testid="first-order-discount">
            <dt>First-order discount ({FIRST_ORDER_DISCOUNT_PERCENT}%)</dt>
            <dd className="tabular-nums">−{formatInr(paiseToRupees(totals.discountPaise))}</dd>
          </div>
        ) : discountKind === 'coupon' && couponAnswer ? (
          <div className="flex justify-between text-success" data-testid="coupon-discount">
            <dt>Code {couponAnswer.code}</dt>
            <dd className="tabular-nums">−{formatInr(paiseToRupees(totals.discountPaise))}</dd>
          </div>
        ) : null}
        <div className="flex justify-between" data-testid="delivery-fee">
          <dt className="flex items-center gap-1.5 text-stone">
            <Truck className="size-4" strokeWidth={1.5} aria-hidden="true" /> {delivery?.label ?? 'Shipping'}
          </dt>
          {delivery && delivery.fee > 0 ? (
            <dd className="tabular-nums">{formatInr(delivery.fee)}</dd>
          ) : (
            <dd className="text-xs font-medium uppercase tracking-[0.16em] text-gold-deep">Free</dd>
          )}
        </div>
        {codFee ? (
          <div className="flex justify-between" data-testid="cod-fee">
            <dt className="text-stone">Cash on delivery fee</dt>
            <dd className="tabular-nums">{formatInr(codFee)}</dd>
          </div>
        ) : null}
        {giftWrapFee ? (
          <div className="flex justify-between" data-testid="gift-wrap-fee">
            <dt className="text-stone">Gift wrap</dt>
            <dd className="tabular-nums">{formatInr(giftWrapFee)}</dd>
          </div>
        ) : null}
        <div className="mt-2 flex items-baseline justify-between border-t border-line pt-4">
          <dt className="text-xs uppercase tracking-[0.2em] text-ink-soft">Total</dt>
          <dd className="font-display text-3xl tabular-nums" data-testid="checkout-total">
            {formatInr(paiseToRupees(totalPaise))}
          </dd>
        </div>
      </dl>
      <p className="-mt-4 px-6 pb-6 text-right text-xs text-stone">Inclusive of all taxes</p>
      {paymentMethod}
      <div className="px-6 pb-6">
        <Button size="lg" className="w-full" disabled={blocker !== null || isProcessing} onClick={onPay}>
          <Lock aria-hidden="true" /> {payLabel}
        </Button>
        {blocker ? (
          <p className="mt-3 text-center text-xs text-danger" role="status">
            {blocker}
          </p>
        ) : (
          <p className="mt-3 text-center text-xs text-stone">Payments are encrypted and processed securely.</p>
        )}
      </div>
    </section>
  );
}
