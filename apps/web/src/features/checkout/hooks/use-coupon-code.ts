import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckCouponResponse } from '@aurelle/contract';
import { errorMessage } from '@/lib/api-client';
import {
  COUPON_CODE_QUERY_PARAM,
  couponCodeFromQuery,
  forgetCouponCode,
  readRememberedCouponCode,
  rememberCouponCode,
} from '@/lib/coupon-code';
import { useCheckCoupon } from '../api/use-check-coupon';

export const ENTER_A_CODE_MESSAGE = 'Enter a code';

export interface CouponCodeState {
  /** The field's text. */
  input: string;
  setInput: (value: string) => void;
  /** Whether the disclosure is open. */
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  /** The server's answer for the code asked for, with this cart (undefined while none). */
  answer: CheckCouponResponse | undefined;
  /** Why the code cannot be used: the server's exact message (from the check, or from the payment call). */
  refusal: string | null;
  isChecking: boolean;
  /** The code to send with the payment call: only one the server said applies (a first-order win needs none). */
  codeForPayment: string | undefined;
  apply: () => void;
  remove: () => void;
  /** The payment call refused the code (used up meanwhile, say): show why, and pay without it. */
  refuse: (message: string) => void;
  /** An order was placed with the code: it is spent, so the next visit starts without it. */
  forget: () => void;
}

/**
 * "Have a code?" at checkout: the code asked for, the server's check of it against the cart (asked again
 * whenever the cart changes), and the refusal to show. A code remembered for the session (a promotion e-mail's
 * `?code=` link, or one applied before) is pre-filled and applied when the checkout opens.
 */
export function useCouponCode(cartSignature: string): CouponCodeState {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => couponCodeFromQuery(searchParams.get(COUPON_CODE_QUERY_PARAM)) ?? readRememberedCouponCode());
  const [input, setInputText] = useState(initial ?? '');
  const [requested, setRequested] = useState<string | null>(initial);
  const [isOpen, setOpen] = useState(initial !== null);
  const [localRefusal, setLocalRefusal] = useState<string | null>(null);
  const check = useCheckCoupon(requested, cartSignature);

  const answer = requested !== null && !check.isError ? check.data : undefined;
  const refusal =
    localRefusal ?? (requested !== null && check.isError ? errorMessage(check.error, 'This code could not be checked') : null);

  function setInput(value: string) {
    setInputText(value);
    // A new code is a new question: the old refusal no longer answers it.
    if (refusal !== null) {
      setLocalRefusal(null);
      setRequested(null);
    }
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
    // Asked again (after a refusal, or for the same code), ask the server again rather than answer from memory.
    if (code === requested) void check.refetch();
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

  return {
    input,
    setInput,
    isOpen,
    setOpen,
    answer,
    refusal,
    isChecking: requested !== null && check.isFetching,
    codeForPayment: answer?.applied === 'coupon' ? answer.code : undefined,
    apply,
    remove,
    refuse,
    forget: forgetCouponCode,
  };
}
