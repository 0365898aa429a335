import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckoutQuote } from '@aurelle/contract';
import {
  COUPON_CODE_QUERY_PARAM,
  couponCodeFromQuery,
  forgetCouponCode,
  readRememberedCouponCode,
  rememberCouponCode,
} from '@/lib/coupon-code';

export const ENTER_A_CODE_MESSAGE = 'Enter a code';

/** The server's word on a code the cart can use: its discount applies, or the first-order discount is better. */
export interface CouponAnswer {
  code: string;
  applied: 'coupon' | 'first-order';
  message: string;
}

/** The code the shopper asked for, before the quote answers it. */
export interface CouponRequest {
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
  /** The payment call refused the code (used up meanwhile, say): show why, and pay without it. */
  refuse: (message: string) => void;
  /** An order was placed with the code: it is spent, so the next visit starts without it. */
  forget: () => void;
}

export interface CouponCodeState extends CouponRequest {
  /** The quote's answer for the code asked for (undefined while none, or refused). */
  answer: CouponAnswer | undefined;
  /** Why the code cannot be used: the server's exact message (from the quote, or from the payment call). */
  refusal: string | null;
  isChecking: boolean;
  /** The code to send with the payment call: only one the server said applies (a first-order win needs none). */
  codeForPayment: string | undefined;
}

/**
 * "Have a code?" at checkout: the code asked for and the refusal typed before asking. A code remembered for the session
 * (a promotion e-mail's `?code=` link, or one applied before) is pre-filled and asked for when the checkout opens.
 * The checkout quote prices it; `couponCodeState` reads the quote's answer.
 */
export function useCouponCode(): CouponRequest & { localRefusal: string | null } {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => couponCodeFromQuery(searchParams.get(COUPON_CODE_QUERY_PARAM)) ?? readRememberedCouponCode());
  const [input, setInputText] = useState(initial ?? '');
  const [requested, setRequested] = useState<string | null>(initial);
  const [attempt, setAttempt] = useState(0);
  const [isOpen, setOpen] = useState(initial !== null);
  const [localRefusal, setLocalRefusal] = useState<string | null>(null);

  function setInput(value: string) {
    setInputText(value);
    // A new code is a new question: the old refusal no longer answers it.
    setLocalRefusal(null);
    if (requested !== null && value.trim().toUpperCase() !== requested) setRequested(null);
  }

  function apply() {
    const code = input.trim().toUpperCase();
    if (code === '') {
      setLocalRefusal(ENTER_A_CODE_MESSAGE);
      setRequested(null);
      return;
    }
    setInputText(code);
    setLocalRefusal(null);
    setRequested(code);
    rememberCouponCode(code);
    if (code === requested) setAttempt((count) => count + 1);
  }

  function remove() {
    setRequested(null);
    setLocalRefusal(null);
    setInputText('');
    forgetCouponCode();
  }

  function refuse(message: string) {
    setRequested(null);
    setLocalRefusal(message);
    setOpen(true);
    forgetCouponCode();
  }

  return { input, setInput, isOpen, setOpen, requested, attempt, apply, remove, refuse, forget: forgetCouponCode, localRefusal };
}

/** The code's state as the field and the payment calls need it: the request, with the quote's answer for it. */
export function couponCodeState(
  request: CouponRequest & { localRefusal: string | null },
  quote: { data: CheckoutQuote | undefined; isFetching: boolean; error: Error | null },
): CouponCodeState {
  const { localRefusal, ...rest } = request;
  const answered = request.requested !== null ? quote.data?.coupon : null;
  const current = answered && answered.code === request.requested ? answered : null;
  const answer: CouponAnswer | undefined =
    current && current.status !== 'refused'
      ? { code: current.code, applied: current.status === 'applied' ? 'coupon' : 'first-order', message: current.message }
      : undefined;
  const refusal = localRefusal ?? (current?.status === 'refused' ? current.message : null);
  return {
    ...rest,
    answer,
    refusal,
    isChecking: request.requested !== null && quote.isFetching && !current,
    codeForPayment: answer?.applied === 'coupon' ? answer.code : undefined,
  };
}
