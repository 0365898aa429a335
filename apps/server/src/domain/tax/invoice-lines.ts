import { DELIVERY_OPTION_LABELS, offerLabel, type DeliveryOption, type TaxDocumentLine } from '@aurelle/contract';
import { orderLineTitle } from '../orders/order-line-title.ts';
import { splitGst, type GstLineInput } from './split-gst.ts';

/**
 * The delivery fee (decision 082): the parcel goes by courier, so SAC 9968 (postal and courier services) at 18%,
 * like the cash-on-delivery fee; never discounted.
 */
const deliveryLine = (option: DeliveryOption, feePaise: number): GstLineInput => ({
  description: DELIVERY_OPTION_LABELS[option],
  sku: null,
  hsnCode: '9968',
  quantity: 1,
  unitPricePaise: feePaise,
  gstRateBasisPoints: 1800,
});

/** The cash-on-delivery fee: a service (SAC 9968, postal and courier services) taxed at 18%, after the goods. */
const codFeeLine = (feePaise: number): GstLineInput => ({
  description: 'Cash on delivery fee',
  sku: null,
  hsnCode: '9968',
  quantity: 1,
  unitPricePaise: feePaise,
  gstRateBasisPoints: 1800,
});

/** Gift wrapping: a packing service (SAC 9985, support services) taxed at 18%. */
const giftWrapLine = (feePaise: number): GstLineInput => ({
  description: 'Gift wrapping',
  sku: null,
  hsnCode: '9985',
  quantity: 1,
  unitPricePaise: feePaise,
  gstRateBasisPoints: 1800,
});

/** A goods line (an order's, or a cart line priced for one) as the invoice prints it: its name with the size, its share of the discount. */
export function goodsLine(line: {
  title: string;
  variantLabel: string | null;
  sku: string | null;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  gstRateBasisPoints: number;
  discountPaise: number;
  /** A size given free by an automatic offer: named with the offer (decision 106). */
  offerName?: string | null;
}): GstLineInput {
  return {
    description: line.offerName ? `${orderLineTitle(line)} (free, ${offerLabel(line.offerName)})` : orderLineTitle(line),
    sku: line.sku,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    gstRateBasisPoints: line.gstRateBasisPoints,
    discountPaise: line.discountPaise,
  };
}

/** What an order charges besides its goods, and the goods' one discount. */
export interface InvoicedCharges {
  discountPaise: number;
  deliveryOption: DeliveryOption;
  deliveryFeePaise: number;
  codFeePaise: number;
  giftWrapFeePaise: number;
}

/**
 * The invoice's lines for an order's goods and charges, split into taxable value and GST: the goods with their
 * discount, then delivery, the cash-on-delivery fee and gift wrap. The checkout quote and the invoice both print these,
 * so what the shopper is shown is what the invoice says.
 */
export function invoiceLines(goods: readonly GstLineInput[], charges: InvoicedCharges, intraState: boolean): TaxDocumentLine[] {
  const lines = splitGst(goods, charges.discountPaise, intraState);
  if (charges.deliveryFeePaise > 0)
    lines.push(...splitGst([deliveryLine(charges.deliveryOption, charges.deliveryFeePaise)], 0, intraState));
  if (charges.codFeePaise > 0) lines.push(...splitGst([codFeeLine(charges.codFeePaise)], 0, intraState));
  if (charges.giftWrapFeePaise > 0) lines.push(...splitGst([giftWrapLine(charges.giftWrapFeePaise)], 0, intraState));
  return lines;
}
