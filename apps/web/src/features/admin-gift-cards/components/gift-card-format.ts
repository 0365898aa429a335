import { GIFT_CARD_ENTRY_LABELS, GIFT_CARD_STATUS_LABELS, formatInr, type GiftCardEntryKind, type GiftCardStatus } from '@aurelle/contract';
import type { Tone } from '@/components/ui/status-tones';

const cardDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const entryTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export const giftCardDate = (iso: string) => cardDate.format(new Date(iso));
export const giftCardEntryTime = (iso: string) => entryTime.format(new Date(iso));

export function giftCardStatusTone(status: GiftCardStatus): Tone {
  switch (status) {
    case 'active':
      return 'green';
    case 'scheduled':
      return 'blue';
    case 'spent':
      return 'grey';
    case 'expired':
      return 'yellow';
    case 'voided':
      return 'red';
  }
}

export const giftCardStatusLabel = (status: GiftCardStatus) => GIFT_CARD_STATUS_LABELS[status];

/** "+₹2,500.00" / "−₹800.00": what an entry did to the balance. */
export function signedAmount(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatInr(Math.abs(amount))}`;
}

export const entryLabel = (kind: GiftCardEntryKind) => GIFT_CARD_ENTRY_LABELS[kind];
