/**
 * What a gift card pays of a checkout (decision 104): it pays last, after the goods (discounted), delivery, gift wrap
 * and cash on delivery's fee, up to its balance. Cash on delivery's fee is for the cash the courier collects, so a card
 * that covers everything else leaves nothing to collect and no fee.
 */
export interface GiftCardShareInput {
  /** What the card holds (0 without a card). */
  balancePaise: number;
  /** Goods after the discount, delivery and gift wrap. */
  beforeCodPaise: number;
  /** Cash on delivery's fee, charged when cash is the way to pay and there is cash to collect. */
  codFeePaise: number;
  payingCash: boolean;
}

export interface GiftCardShare {
  /** What the card pays. */
  appliedPaise: number;
  /** Cash on delivery's fee charged (0 unless paying cash with something left to collect). */
  codFeePaise: number;
  /** The order's total: what the invoice adds up to, whoever pays it. */
  totalPaise: number;
  /** What is left for the provider or the courier. */
  toPayPaise: number;
}

export function giftCardShare(input: GiftCardShareInput): GiftCardShare {
  const balance = Math.max(0, Math.floor(input.balancePaise));
  const cardCoversAll = balance > 0 && balance >= input.beforeCodPaise;
  const codFeePaise = input.payingCash && !cardCoversAll ? input.codFeePaise : 0;
  const totalPaise = input.beforeCodPaise + codFeePaise;
  const appliedPaise = Math.min(balance, totalPaise);
  return { appliedPaise, codFeePaise, totalPaise, toPayPaise: totalPaise - appliedPaise };
}
