import type { FormEvent } from 'react';
import {
  formatInr,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  GIFT_CARD_VALIDITY_DAYS,
  type CreateGiftCardPurchaseDraft,
  type GiftCardOptions,
} from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface GiftCardDraft {
  choice: number | 'custom';
  customAmount: string;
  forSelf: boolean;
  recipientName: string;
  recipientEmail: string;
  /** Optional: the mobile the card is also sent to on WhatsApp (the buyer's own, for their card). */
  recipientWhatsapp: string;
  message: string;
  deliverOn: string;
}

export function initialGiftCardDraft(options: GiftCardOptions): GiftCardDraft {
  const middle = options.presets[Math.min(1, options.presets.length - 1)];
  return {
    choice: middle ?? 'custom',
    customAmount: '',
    forSelf: false,
    recipientName: '',
    recipientEmail: '',
    recipientWhatsapp: '',
    message: '',
    deliverOn: options.firstDeliveryDate,
  };
}

/** The amount the draft names, if it names one (the server checks it against the limits). */
export function draftAmount(draft: GiftCardDraft): number | undefined {
  if (draft.choice !== 'custom') return draft.choice;
  const value = Number(draft.customAmount.trim());
  return draft.customAmount.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The request as the API takes it; the custom amount goes as typed, so the server's message names the problem. */
export function purchaseRequest(draft: GiftCardDraft): CreateGiftCardPurchaseDraft {
  return {
    amount: draft.choice === 'custom' ? draft.customAmount.trim() : draft.choice,
    forSelf: draft.forSelf,
    ...(draft.forSelf ? {} : { recipientName: draft.recipientName, recipientEmail: draft.recipientEmail }),
    ...(draft.recipientWhatsapp.trim() ? { recipientWhatsapp: draft.recipientWhatsapp } : {}),
    ...(draft.message.trim() ? { message: draft.message } : {}),
    deliverOn: draft.deliverOn,
  };
}

const choiceClass = (isChosen: boolean) =>
  cn(
    'h-12 border text-sm font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/40',
    isChosen ? 'border-ink bg-ink text-ivory' : 'border-line bg-white text-ink hover:border-gold',
  );

/** Choose the amount, whom it is for, a message and the day it arrives; the page pays for it. */
export function GiftCardForm({
  options,
  draft,
  onChange,
  onSubmit,
  fieldErrors,
  submitLabel,
  isBusy,
}: {
  options: GiftCardOptions;
  draft: GiftCardDraft;
  onChange: (draft: GiftCardDraft) => void;
  onSubmit: () => void;
  fieldErrors: Record<string, string | undefined>;
  submitLabel: string;
  isBusy: boolean;
}) {
  const set = (patch: Partial<GiftCardDraft>) => onChange({ ...draft, ...patch });
  const left = GIFT_CARD_MESSAGE_MAX - draft.message.length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Buy a gift card" className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-3">
        <legend className="eyebrow mb-3 text-gold-deep">1 · The amount</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" role="radiogroup" aria-label="Amount">
          {options.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              role="radio"
              aria-checked={draft.choice === preset}
              className={choiceClass(draft.choice === preset)}
              onClick={() => set({ choice: preset })}
            >
              {formatInr(preset)}
            </button>
          ))}
          <button
            type="button"
            role="radio"
            aria-checked={draft.choice === 'custom'}
            className={choiceClass(draft.choice === 'custom')}
            onClick={() => set({ choice: 'custom' })}
          >
            Other amount
          </button>
        </div>
        {draft.choice === 'custom' ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="gift-card-amount">Amount (₹)</Label>
            <Input
              id="gift-card-amount"
              inputMode="numeric"
              autoComplete="off"
              value={draft.customAmount}
              placeholder={String(options.minAmount)}
              onChange={(event) => set({ customAmount: event.target.value })}
              aria-invalid={fieldErrors.amount ? true : undefined}
              aria-describedby="gift-card-amount-hint gift-card-amount-error"
            />
            <p id="gift-card-amount-hint" className="text-xs text-stone">
              From {formatInr(options.minAmount)} to {formatInr(options.maxAmount)}
            </p>
          </div>
        ) : null}
        <FieldError id="gift-card-amount-error" message={fieldErrors.amount} />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="eyebrow mb-3 text-gold-deep">2 · Whom it is for</legend>
        <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Whom it is for">
          <button
            type="button"
            role="radio"
            aria-checked={!draft.forSelf}
            className={choiceClass(!draft.forSelf)}
            onClick={() => set({ forSelf: false })}
          >
            Someone else
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={draft.forSelf}
            className={choiceClass(draft.forSelf)}
            onClick={() => set({ forSelf: true })}
          >
            Myself
          </button>
        </div>
        {draft.forSelf ? (
          <p className="text-sm text-stone">The card is e-mailed to your own address on the day you choose.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="gift-card-recipient-name">Recipient’s name</Label>
              <Input
                id="gift-card-recipient-name"
                autoComplete="off"
                maxLength={GIFT_CARD_NAME_MAX}
                value={draft.recipientName}
                onChange={(event) => set({ recipientName: event.target.value })}
                aria-invalid={fieldErrors.recipientName ? true : undefined}
                aria-describedby="gift-card-recipient-name-error"
              />
              <FieldError id="gift-card-recipient-name-error" message={fieldErrors.recipientName} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="gift-card-recipient-email">Recipient’s e-mail</Label>
              <Input
                id="gift-card-recipient-email"
                type="email"
                autoComplete="off"
                value={draft.recipientEmail}
                onChange={(event) => set({ recipientEmail: event.target.value })}
                aria-invalid={fieldErrors.recipientEmail ? true : undefined}
                aria-describedby="gift-card-recipient-email-error"
              />
              <FieldError id="gift-card-recipient-email-error" message={fieldErrors.recipientEmail} />
            </div>
          </div>
        )}
        <div className="flex flex-col gap-2 sm:max-w-xs">
          <Label htmlFor="gift-card-recipient-whatsapp">
            {draft.forSelf ? 'Your WhatsApp number (optional)' : 'Recipient’s WhatsApp number (optional)'}
          </Label>
          <Input
            id="gift-card-recipient-whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete={draft.forSelf ? 'tel-national' : 'off'}
            placeholder="10-digit mobile"
            maxLength={16}
            value={draft.recipientWhatsapp}
            onChange={(event) => set({ recipientWhatsapp: event.target.value })}
            aria-invalid={fieldErrors.recipientWhatsapp ? true : undefined}
            aria-describedby="gift-card-recipient-whatsapp-hint gift-card-recipient-whatsapp-error"
          />
          <p id="gift-card-recipient-whatsapp-hint" className="text-xs text-stone">
            The code is also sent there on WhatsApp, besides the e-mail
          </p>
          <FieldError id="gift-card-recipient-whatsapp-error" message={fieldErrors.recipientWhatsapp} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="eyebrow mb-3 text-gold-deep">3 · A message and the day</legend>
        <div className="flex flex-col gap-2">
          <Label htmlFor="gift-card-message">Message (optional)</Label>
          <Textarea
            id="gift-card-message"
            rows={3}
            maxLength={GIFT_CARD_MESSAGE_MAX}
            value={draft.message}
            onChange={(event) => set({ message: event.target.value })}
            aria-invalid={fieldErrors.message ? true : undefined}
            aria-describedby="gift-card-message-left gift-card-message-error"
          />
          <p id="gift-card-message-left" className="text-right text-xs text-stone">
            {left} characters left
          </p>
          <FieldError id="gift-card-message-error" message={fieldErrors.message} />
        </div>
        <div className="flex flex-col gap-2 sm:max-w-xs">
          <Label htmlFor="gift-card-deliver-on">Delivery date</Label>
          <Input
            id="gift-card-deliver-on"
            type="date"
            min={options.firstDeliveryDate}
            max={options.lastDeliveryDate}
            value={draft.deliverOn}
            onChange={(event) => set({ deliverOn: event.target.value })}
            aria-invalid={fieldErrors.deliverOn ? true : undefined}
            aria-describedby="gift-card-deliver-on-hint gift-card-deliver-on-error"
          />
          <p id="gift-card-deliver-on-hint" className="text-xs text-stone">
            E-mailed that morning, India time; valid for {GIFT_CARD_VALIDITY_DAYS} days from then
          </p>
          <FieldError id="gift-card-deliver-on-error" message={fieldErrors.deliverOn} />
        </div>
      </fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
}
