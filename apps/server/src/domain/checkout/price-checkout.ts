import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADDRESS_STATE_NOT_LISTED_MESSAGE,
  COD_PAYMENT_METHOD,
  DELIVERY_MESSAGES,
  deliveryFeePaise,
  indianStateByName,
  isPinServed,
  MAX_RUPEE_AMOUNT,
  matchIndianState,
  productUnavailableAtCheckoutMessage,
  rupeesToPaise,
  stockLimitMessage,
  unitPricePaise,
  variantLabel,
  type AppliedDiscount,
  type CheckoutPaymentMethod,
  type DeliveryOption,
  type DeliveryQuote,
  type DeliveryTerms,
  type TaxDocumentLine,
  type TaxTotals,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, cartItems, orderItems } from '../../db/schema/index.ts';
import { codAvailability, codRefusalMessage } from '../after-sales/cod-terms.ts';
import { selectCartLines } from '../cart/select-cart-lines.ts';
import { checkAddressPin } from '../delivery/check-address-pin.ts';
import { quoteDeliveryOptions } from '../delivery/check-pin-code.ts';
import { readDeliveryTerms } from '../delivery/delivery-settings.ts';
import { lookUpPin } from '../delivery/pin-directory.ts';
import { AppError, badRequest, conflict } from '../errors.ts';
import { isFirstOrder } from '../orders/is-first-order.ts';
import { EMPTY_CART_MESSAGE, ORDER_TOO_LARGE_MESSAGE, outOfStockAtCheckoutMessage, SELECT_ADDRESS_MESSAGE } from '../orders/messages.ts';
import { checkCoupon, chooseDiscount, type CouponCheck } from '../promotions/coupon-rules.ts';
import { couponUsage, findCoupon } from '../promotions/find-coupon.ts';
import { goodsLine, invoiceLines } from '../tax/invoice-lines.ts';
import { checkoutGiftCard, type CheckoutGiftCard } from '../gift-cards/checkout-gift-card.ts';
import { giftCardShare } from '../gift-cards/gift-card-share.ts';
import { readShopSettings } from '../tax/shop-settings.ts';
import { sumTaxLines } from '../tax/split-gst.ts';
import { priceOffers, type PricedOffers } from '../offers/price-offers.ts';
import type { OfferTerms } from '../offers/offer-rules.ts';
import { readLiveOffers } from '../offers/read-live-offers.ts';

export interface PriceCheckoutInput {
  userId: string;
  /** The shopper's address: its state is the invoice's place of supply, its PIN code decides delivery. */
  addressId?: string | undefined;
  /** Without an address, a PIN code prices delivery (the quote has no GST split then). */
  pinCode?: string | undefined;
  deliveryOption?: DeliveryOption | undefined;
  couponCode?: string | undefined;
  giftWrap?: boolean | undefined;
  /** How the order will be paid: cash on delivery adds its fee. Any other way prices the same. */
  paymentMethod?: CheckoutPaymentMethod | undefined;
  now?: Date;
  /**
   * Placing the order. 'locked': under the caller's product locks, the code's and the gift card's rows are locked to
   * the end of the transaction (racing checkouts take a code's last use in turn). 'first look': before any lock, so a
   * checkout that would be refused (a sold-out size, a used-up code) is refused without queueing behind other
   * checkouts of the same products. Either way cash on delivery is looked at only when it is the way to pay.
   */
  placing?: 'first look' | 'locked';
  /** Unpaid checkouts that placing this one would cancel: their holds on a code do not count against it. */
  replacingOrderIds?: readonly string[];
  /** A gift card paying last, up to its balance (decision 104); its row is locked when placing. */
  giftCardCode?: string | undefined;
  /** The free sample chosen when a "choose a free sample" offer applies (decision 106). */
  freeSampleVariantId?: string | undefined;
  /**
   * What a first look in the same transaction read that no product lock guards (decision 111): read again, they would
   * be read a moment later under no lock of theirs, so placing reuses them rather than reading them while it holds
   * the products' locks.
   */
  facts?: CheckoutFacts | undefined;
  /** The cart as the caller read it under its product locks (`readCheckoutCart`), rather than read again. */
  cart?: CartLine[] | undefined;
}

/**
 * What pricing reads besides the cart, the code, the card and the sizes offers give: the shopper's lock keeps the
 * address still; the rest (delivery terms, settings, the offers running) no product lock guards.
 */
export interface CheckoutFacts {
  address: typeof addresses.$inferSelect | undefined;
  terms: DeliveryTerms;
  settings: Awaited<ReturnType<typeof readShopSettings>>;
  isFirstOrder: boolean;
  liveOffers: OfferTerms[];
}

export type CartLine = Awaited<ReturnType<ReturnType<typeof selectCartLines>['execute']>>[number];

export interface PricedCheckoutLine extends CartLine {
  /** The size's price at the checkout's instant (a sale counts only within its window). */
  unitPricePaise: number;
  /** This line's share of the discount. */
  discountPaise: number;
  variantLabel: string;
  /** Units of the size for sale to this shopper now (a hidden size has none). */
  available: number;
}

export interface PricedCheckout {
  facts: CheckoutFacts;
  lines: PricedCheckoutLine[];
  subtotalPaise: number;
  discountPaise: number;
  applied: AppliedDiscount;
  /** The code as the order keeps it, when the code's discount is the one that applies. */
  appliedCouponCode: string | null;
  /** The code's row (locked when placing) and the check of it, when a code was asked for. */
  coupon: { id: string; code: string } | undefined;
  couponCheck: CouponCheck | undefined;
  /** The goods after the code's or the first-order discount: what the offers' thresholds are on (delivery's is after the offers' too). */
  goodsTotalPaise: number;
  address: typeof addresses.$inferSelect | undefined;
  delivery: { option: DeliveryOption; feePaise: number; options: DeliveryQuote[] } | undefined;
  giftWrapFeePaise: number;
  /** Gift wrap's fee whether or not it is chosen (what "This is a gift" offers). */
  giftWrapOfferPaise: number;
  /** Cash on delivery for this checkout: refused (with why) or allowed, on the cash it would collect (not looked at when placing an online order). */
  cashOnDelivery: { refusal: AppError | null; feePaise: number; limitPaise: number };
  express: AppError | null;
  /** The cash-on-delivery fee charged (cash on delivery chosen), else 0. */
  codFeePaise: number;
  totalPaise: number;
  /** The invoice's lines and totals for the address's state; undefined without an address. */
  tax: { intraState: boolean; lines: TaxDocumentLine[]; totals: TaxTotals } | undefined;
  /** The first reason this checkout cannot be placed, in the order placing it checks them; null when it can. */
  refusal: AppError | null;
  /** The first reason besides the code's or the gift card's: what still stands once a refused one is left out. */
  refusalBesidesCode: AppError | null;
  /** A line the stock cannot fill now (placing finds it by reserving, after the checks above). */
  shortage: AppError | null;
  /** The gift card asked for, as read (refused with why, or what it holds), and what it pays of the total. */
  giftCard: { card: CheckoutGiftCard; appliedPaise: number; balanceAfterPaise: number } | undefined;
  /** The total less the card's share: what the provider is asked for or the courier collects. */
  amountToPayPaise: number;
  /** Automatic offers (decision 106): what they give, with the free lines to reserve and invoice. */
  offers: PricedOffers;
  /** Gift wrap was asked for (free wrap from an offer charges no fee). */
  giftWrapChosen: boolean;
  /** What the order stores: the goods with the free lines at their list price, and every discount (code or first order, offer, free lines). */
  orderSubtotalPaise: number;
  orderDiscountPaise: number;
}

/**
 * Prices a checkout (decision 096): the ONE place that says what an order costs. For the shopper's cart (in one order:
 * product, then size) and choices it returns every line at its price now, the discount that applies (the better of
 * the code and the first-order discount), delivery for the goods after the discount, gift wrap and cash on delivery's
 * fee, the invoice's GST split, the total, and what is refused with why. The quote endpoint shows it; placing an order
 * (card, PayPal, cash) calls it in its transaction, after its locks, and stores exactly these figures.
 */
export async function priceCheckout(db: DbOrTx, input: PriceCheckoutInput): Promise<PricedCheckout> {
  const now = input.now ?? new Date();
  // What is not given is read at once, together (in a transaction, one round trip: decision 122).
  const [cart, facts] = await Promise.all([
    input.cart ?? readCheckoutCart(db, input.userId),
    input.facts ?? readCheckoutFacts(db, input, now),
  ]);
  if (cart.length === 0) throw badRequest(EMPTY_CART_MESSAGE).because({ code: 'EMPTY_CART' });
  const refusals: Array<AppError | null> = [];

  // A product archived since it was put in the cart is not sold.
  const archived = cart.find((line) => line.isArchived);
  if (archived) {
    const message = productUnavailableAtCheckoutMessage(archived.title);
    refusals.push(badRequest(message, { [`items.${archived.productId}`]: [message] }));
  }

  const { address, terms, settings } = facts;
  const pinCode = address?.postalCode ?? input.pinCode;
  if (!address) refusals.push(badRequest(SELECT_ADDRESS_MESSAGE, { addressId: [SELECT_ADDRESS_MESSAGE] }));
  // The invoice's place of supply is the delivery state: a free-text state saved before the list cannot be invoiced.
  else if (!indianStateByName(address.state))
    refusals.push(
      badRequest(ADDRESS_STATE_NOT_LISTED_MESSAGE, { addressId: [ADDRESS_STATE_NOT_LISTED_MESSAGE] }).because({
        code: 'ADDRESS_STATE_NOT_LISTED',
      }),
    );

  const option = input.deliveryOption ?? 'standard';
  const deliveryRefusal = pinCode === undefined ? null : whyNotDelivered(terms, pinCode, address);
  if (deliveryRefusal) refusals.push(deliveryRefusal);
  const express = terms.expressEnabled
    ? null
    : badRequest(DELIVERY_MESSAGES.expressOff, { deliveryOption: [DELIVERY_MESSAGES.expressOff] }).because({
        code: 'EXPRESS_NOT_AVAILABLE',
      });
  if (option === 'express' && express) refusals.push(express);

  // Each size at its price at `now`; the better of the code and the first-order discount, never both (decision 080).
  const priced = cart.map((line) => ({ ...line, unitPricePaise: unitPricePaise(line, now) }));
  const firstOrder = facts.isFirstOrder;
  const coupon = input.couponCode ? await findCoupon(db, input.couponCode, { lock: input.placing === 'locked' }) : undefined;
  const couponCheck = input.couponCode
    ? checkCoupon(coupon, priced, {
        now,
        usage: coupon ? await couponUsage(db, coupon.id, input.userId, input.replacingOrderIds) : { total: 0, byShopper: 0 },
        isFirstOrder: firstOrder,
      })
    : undefined;
  if (couponCheck && !couponCheck.ok)
    refusals.push(
      badRequest(couponCheck.message, { couponCode: [couponCheck.message] }).because({ code: 'COUPON_REFUSED', why: couponCheck.reason }),
    );
  const chosen = chooseDiscount(priced, { isFirstOrder: firstOrder, coupon: couponCheck });
  const giftCard = input.giftCardCode
    ? await checkoutGiftCard(db, input.giftCardCode, { lock: input.placing === 'locked', now, replacingOrderIds: input.replacingOrderIds })
    : undefined;
  if (giftCard && !giftCard.ok)
    refusals.push(
      badRequest(giftCard.message, { giftCardCode: [giftCard.message] }).because({ code: 'GIFT_CARD_REFUSED', why: giftCard.why }),
    );
  const cardBalancePaise = giftCard?.ok ? giftCard.balancePaise : 0;
  // An order total above ₹1,00,00,000 would overflow its paise column.
  if (chosen.subtotalPaise > rupeesToPaise(MAX_RUPEE_AMOUNT)) refusals.push(badRequest(ORDER_TOO_LARGE_MESSAGE));

  // Stock is only looked at here (with what the checkouts being replaced hold); placing the order reserves it.
  const held = await unitsHeldBy(db, input.replacingOrderIds ?? []);
  // Automatic offers, on the goods after the code's or the first-order discount (decision 106).
  const offers = await priceOffers(db, {
    offers: facts.liveOffers,
    lines: priced.map((line, index) => ({
      productId: line.productId,
      variantId: line.variantId,
      sizeMl: line.sizeMl,
      kind: line.kind,
      quantity: line.quantity,
      grossPaise: line.unitPricePaise * line.quantity,
      discountPaise: chosen.lineDiscounts[index] ?? 0,
    })),
    goodsPaise: chosen.totalPaise,
    now,
    held,
    chosenSampleVariantId: input.freeSampleVariantId,
  });
  if (offers.refusal) refusals.push(offers.refusal);
  const goodsPaise = chosen.totalPaise - offers.discountPaise;
  const lines = priced.map((line, index) => ({
    ...line,
    variantLabel: variantLabel(line),
    discountPaise: (chosen.lineDiscounts[index] ?? 0) + (offers.outcome.lineDiscounts[index] ?? 0),
    available: line.isHidden ? 0 : line.stock + (held.get(line.variantId) ?? 0),
  }));
  // Delivery and the fees are on the goods after the discount, and are never discounted.
  const deliveryFee = pinCode !== undefined && !deliveryRefusal ? deliveryFeePaise(terms, option, goodsPaise) : 0;
  const giftWrapFeePaise = input.giftWrap && !offers.outcome.freeGiftWrap ? settings.giftWrapFeePaise : 0;
  const beforeCodPaise = goodsPaise + deliveryFee + giftWrapFeePaise;
  // Cash on delivery's limit is on the cash the courier would collect: everything, its own fee included, less what a
  // gift card pays (decision 104); a card that pays it all leaves nothing to collect and nothing to refuse.
  const payingCash = input.paymentMethod === COD_PAYMENT_METHOD;
  const cashToCollect = giftCardShare({
    balancePaise: cardBalancePaise,
    beforeCodPaise,
    codFeePaise: settings.codFeePaise,
    payingCash: true,
  });
  const cod =
    input.placing !== undefined && !payingCash
      ? { refusal: null, feePaise: settings.codFeePaise, limitPaise: settings.codLimitPaise }
      : await codAvailability(db, input.userId, cashToCollect.toPayPaise, pinCode, { settings, terms });
  const codRefusal =
    cod.refusal && cashToCollect.toPayPaise > 0
      ? conflict(codRefusalMessage(cod.refusal, cod.limitPaise)).because({ code: 'COD_NOT_AVAILABLE', why: cod.refusal })
      : null;
  if (payingCash && codRefusal) refusals.push(codRefusal);
  const share = giftCardShare({ balancePaise: cardBalancePaise, beforeCodPaise, codFeePaise: cod.feePaise, payingCash });
  const codFeePaise = share.codFeePaise;
  const totalPaise = share.totalPaise;

  const short = lines.find((line) => line.quantity > line.available);
  const shortage = short ? stockRefusal(short, short.available) : null;

  const deliveryState = address ? matchIndianState(address.state) : undefined;
  const intraState = deliveryState?.code === settings.stateCode;
  const orderDiscountPaise = chosen.discountPaise + offers.discountPaise + offers.freeValuePaise;
  const charges = {
    discountPaise: orderDiscountPaise,
    deliveryOption: option,
    deliveryFeePaise: deliveryFee,
    codFeePaise,
    giftWrapFeePaise,
  };
  const taxLines = address ? invoiceLines([...lines, ...offers.freeLines].map(goodsLine), charges, intraState) : undefined;

  return {
    facts,
    lines,
    subtotalPaise: chosen.subtotalPaise,
    discountPaise: chosen.discountPaise,
    applied: chosen.applied,
    appliedCouponCode: chosen.applied === 'coupon' && coupon ? coupon.code : null,
    coupon: coupon ? { id: coupon.id, code: coupon.code } : undefined,
    couponCheck,
    goodsTotalPaise: chosen.totalPaise,
    address,
    delivery:
      pinCode !== undefined && !deliveryRefusal
        ? { option, feePaise: deliveryFee, options: quoteDeliveryOptions(terms, goodsPaise, now) }
        : undefined,
    giftWrapFeePaise,
    giftWrapOfferPaise: settings.giftWrapFeePaise,
    cashOnDelivery: { refusal: codRefusal, feePaise: cod.feePaise, limitPaise: cod.limitPaise },
    express,
    codFeePaise,
    totalPaise,
    tax: taxLines ? { intraState, lines: taxLines, totals: sumTaxLines(taxLines) } : undefined,
    refusal: refusals.find((refusal) => refusal !== null) ?? null,
    refusalBesidesCode: refusals.find((refusal) => refusal !== null && !SHOWN_AT_THEIR_FIELD.has(refusal.reason?.code ?? '')) ?? null,
    shortage,
    giftCard: giftCard
      ? { card: giftCard, appliedPaise: share.appliedPaise, balanceAfterPaise: cardBalancePaise - share.appliedPaise }
      : undefined,
    amountToPayPaise: share.toPayPaise,
    offers,
    giftWrapChosen: input.giftWrap === true,
    orderSubtotalPaise: chosen.subtotalPaise + offers.freeValuePaise,
    orderDiscountPaise,
  };
}

async function readCheckoutFacts(db: DbOrTx, input: { userId: string; addressId?: string | undefined }, now: Date): Promise<CheckoutFacts> {
  const [[address], terms, settings, firstOrder, liveOffers] = await Promise.all([
    input.addressId
      ? db
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
          .limit(1)
      : [],
    readDeliveryTerms(db),
    readShopSettings(db),
    isFirstOrder(db, input.userId),
    readLiveOffers(db, now),
  ]);
  return { address, terms, settings, isFirstOrder: firstOrder, liveOffers };
}

/**
 * The shopper's cart as checkout prices it: every line with its size's live price and stock, by product then size.
 * A query not yet sent: awaited, or sent in a `Pipeline` behind the locks it is read under.
 */
export function readCheckoutCart(db: DbOrTx, userId: string) {
  return selectCartLines(db, userId).orderBy(asc(cartItems.productId), asc(cartItems.variantId));
}

/** Refusals the quote tells beside their own field (a code, a gift card) rather than as the checkout's blocker. */
const SHOWN_AT_THEIR_FIELD = new Set(['COUPON_REFUSED', 'GIFT_CARD_REFUSED']);

/** A line the stock cannot fill: how many are left, or that the size is sold out (with the reason's code, for clients). */
export function stockRefusal(line: { title: string; productId: string }, available: number): AppError {
  const message = available > 0 ? stockLimitMessage(available) : outOfStockAtCheckoutMessage(line.title);
  const refusal = badRequest(message, { [`items.${line.productId}`]: [message] });
  return available > 0 ? refusal.because({ code: 'STOCK_LIMIT', available }) : refusal.because({ code: 'OUT_OF_STOCK' });
}

/**
 * The first line of a cart read under its products' locks that the stock cannot fill now, as its refusal (or null):
 * a checkout that lost the race for the last units lets go of the locks before pricing anything.
 */
export function shortLineRefusal(
  cart: ReadonlyArray<{ quantity: number; stock: number; isHidden: boolean; title: string; productId: string }>,
): AppError | null {
  const short = cart.find((line) => line.quantity > (line.isHidden ? 0 : line.stock));
  return short ? stockRefusal(short, short.isHidden ? 0 : short.stock) : null;
}

/** Units of each size reserved by these orders (the shopper's unpaid checkouts, given back when a new one is placed). */
async function unitsHeldBy(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: orderItems.variantId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.variantId);
  return new Map(rows.flatMap((row) => (row.variantId ? [[row.variantId, Number(row.units)] as const] : [])));
}

/**
 * Why the shop cannot deliver to this PIN code (an address's PIN must also be India Post's and in its state), or null.
 * The refusal lands on the address chosen.
 */
function whyNotDelivered(
  terms: DeliveryTerms,
  pinCode: string,
  address: { postalCode: string; state: string } | undefined,
): AppError | null {
  if (address) {
    try {
      checkAddressPin(address, 'addressId');
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  } else if (!lookUpPin(pinCode)) {
    return badRequest(DELIVERY_MESSAGES.pinUnknown, { pinCode: [DELIVERY_MESSAGES.pinUnknown] }).because({ code: 'PIN_UNKNOWN' });
  }
  if (!isPinServed(terms, pinCode))
    return badRequest(DELIVERY_MESSAGES.notServed, { addressId: [DELIVERY_MESSAGES.notServed] }).because({ code: 'PIN_NOT_SERVED' });
  return null;
}
