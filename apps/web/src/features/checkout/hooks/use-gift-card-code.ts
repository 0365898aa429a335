import { useState } from 'react';
import { GIFT_CARD_MESSAGES, normalizeGiftCardCode, type CheckoutQuote } from '@aurelle/contract';

/** The quote's word on a card it can use: what it pays of this order and what it keeps. */
export interface GiftCardAnswer {
  maskedCode: string;
  applied: number;
  balanceAfter: number;
  message: string;
}

/** The card the shopper asked for, before the quote answers it. */
export interface GiftCardRequest {
  input: string;
  setInput: (value: string) => void;
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  /** The code to price the checkout with (null: none asked for). */
  requested: string | null;
  /** Bumped when the same code is applied again: the quote is asked again rather than answered from memory. */
  attempt: number;
  apply: () => void;
  remove: () => void;
  /** The payment call refused the card (spent meanwhile, say): show why, and pay without it. */
  refuse: (message: string) => void;
}

export interface GiftCardCodeState extends GiftCardRequest {
  answer: GiftCardAnswer | undefined;
  /** Why the card cannot be used: the server's exact message. */
  refusal: string | null;
  isChecking: boolean;
  /** The code to send with the payment call: only one the quote applied. */
  codeForPayment: string | undefined;
}

/**
 * "Pay with a gift card" at checkout (decision 104): the code asked for and the refusal typed before asking. The code is
 * a bearer credential, so unlike a promotion code it is never remembered beyond the page.
 */
export function useGiftCardCode(): GiftCardRequest & { localRefusal: string | null } {
  const [input, setInputText] = useState('');
  const [requested, setRequested] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [localRefusal, setLocalRefusal] = useState<string | null>(null);

  function setInput(value: string) {
    setInputText(value);
    setLocalRefusal(null);
    if (requested !== null && normalizeGiftCardCode(value) !== normalizeGiftCardCode(requested)) setRequested(null);
  }

  function apply() {
    const code = input.trim().toUpperCase();
    if (normalizeGiftCardCode(code) === '') {
      setLocalRefusal(GIFT_CARD_MESSAGES.codeRequired);
      setRequested(null);
      return;
    }
    setInputText(code);
    setLocalRefusal(null);
    setRequested(code);
    if (code === requested) setAttempt((count) => count + 1);
  }

  function remove() {
    setRequested(null);
    setLocalRefusal(null);
    setInputText('');
  }

  function refuse(message: string) {
    setRequested(null);
    setLocalRefusal(message);
    setOpen(true);
  }

  return { input, setInput, isOpen, setOpen, requested, attempt, apply, remove, refuse, localRefusal };
}

/** The card's state as the field and the payment calls need it: the request, with the quote's answer for it. */
export function giftCardCodeState(
  request: GiftCardRequest & { localRefusal: string | null },
  quote: { data: CheckoutQuote | undefined; isFetching: boolean },
): GiftCardCodeState {
  const { localRefusal, ...rest } = request;
  // The quote on screen may still be the one for an earlier code (kept while the next loads): it answers this code only
  // when it names the same last four.
  const answered = request.requested !== null ? (quote.data?.giftCard ?? null) : null;
  const current =
    answered && request.requested !== null && answered.maskedCode.endsWith(normalizeGiftCardCode(request.requested).slice(-4))
      ? answered
      : null;
  const answer: GiftCardAnswer | undefined =
    current && current.status === 'applied'
      ? { maskedCode: current.maskedCode, applied: current.applied, balanceAfter: current.balanceAfter, message: current.message }
      : undefined;
  const refusal = localRefusal ?? (current?.status === 'refused' ? current.message : null);
  return {
    ...rest,
    answer,
    refusal,
    isChecking: request.requested !== null && quote.isFetching && !current,
    codeForPayment: answer ? (request.requested ?? undefined) : undefined,
  };
}
