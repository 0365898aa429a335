import { Gift } from 'lucide-react';
import { formatInr, GIFT_MESSAGE_MAX } from '@aurelle/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/input';

export interface GiftChoice {
  isGift: boolean;
  wrap: boolean;
  message: string;
}

export const noGift: GiftChoice = { isGift: false, wrap: false, message: '' };

/** What goes with the payment call: nothing unless it is a gift. */
export function giftForPayment(choice: GiftChoice): { wrap: boolean; message: string } | undefined {
  return choice.isGift ? { wrap: choice.wrap, message: choice.message.trim() } : undefined;
}

/**
 * "This is a gift": gift wrap at the shop's fee, and a message for the card. The parcel's slip is then a
 * gift receipt, without prices.
 */
export function GiftOptions({
  value,
  onChange,
  wrapFee,
  disabled = false,
}: {
  value: GiftChoice;
  onChange: (choice: GiftChoice) => void;
  wrapFee: number | undefined;
  disabled?: boolean;
}) {
  const left = GIFT_MESSAGE_MAX - value.message.length;
  return (
    <div className="border-t border-line px-6 py-5">
      <label className="flex cursor-pointer items-center gap-3 text-sm">
        <Checkbox
          checked={value.isGift}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...value, isGift: checked === true })}
        />
        <Gift className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
        <span className="font-medium">This is a gift</span>
      </label>
      {value.isGift ? (
        <div className="mt-4 flex flex-col gap-4 pl-7">
          <p className="text-xs text-stone">Prices never appear in the parcel: it carries a gift receipt instead.</p>
          <label className="flex cursor-pointer items-center gap-3 text-sm">
            <Checkbox
              checked={value.wrap}
              disabled={disabled}
              onCheckedChange={(checked) => onChange({ ...value, wrap: checked === true })}
            />
            <span>
              Gift wrap{' '}
              <span className="text-stone">
                {wrapFee === undefined ? '' : wrapFee > 0 ? `(+${formatInr(wrapFee)})` : '(complimentary)'}
              </span>
            </span>
          </label>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="gift-message" className="text-xs font-medium uppercase tracking-wider text-stone">
              Gift message (optional)
            </label>
            <Textarea
              id="gift-message"
              value={value.message}
              maxLength={GIFT_MESSAGE_MAX}
              rows={3}
              disabled={disabled}
              aria-describedby="gift-message-count"
              placeholder="Happy birthday, with love"
              onChange={(event) => onChange({ ...value, message: event.target.value })}
            />
            <p id="gift-message-count" className="text-right text-xs text-stone" aria-live="polite">
              {left} {left === 1 ? 'character' : 'characters'} left
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
