// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CheckoutQuote } from '@aurelle/contract';
import { ApiRequestError, call } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { readRememberedCouponCode, rememberCouponCode } from '@/lib/coupon-code';
import { useCheckoutQuote } from '../api/use-checkout-quote';
import { couponCodeState, useCouponCode, type CouponCodeState } from '../hooks/use-coupon-code';
import { couponRefusalMessage } from '../lib/coupon-refusal';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  call: vi.fn(),
}));
const callMock = call as unknown as Mock<(name: string, input?: unknown) => Promise<unknown>>;

afterEach(() => {
  cleanup();
  callMock.mockReset();
  window.sessionStorage.clear();
});

/** The server's quote for the one-line cart (₹4,000), as it answers each code. */
function quoteFor(body: { couponCode?: string } = {}): CheckoutQuote {
  const code = body.couponCode;
  const discount =
    code === 'OUD20'
      ? { kind: 'coupon' as const, label: 'Code OUD20', code: 'OUD20', amount: 800 }
      : code === 'TEN10'
        ? { kind: 'first-order' as const, label: 'First-order discount (15%)', code: null, amount: 600 }
        : null;
  const total = 4000 - (discount?.amount ?? 0);
  return {
    lines: [
      {
        productId: 'p1',
        variantId: 'v1',
        title: 'Oud Nocturne',
        variantLabel: '100 ml',
        image: null,
        quantity: 1,
        listPrice: 4000,
        unitPrice: 4000,
        lineTotal: 4000,
        discount: discount?.amount ?? 0,
        onlyLeft: null,
      },
    ],
    subtotal: 4000,
    discount,
    coupon: code
      ? code === 'OUD20'
        ? { code, status: 'applied', message: 'Code OUD20 applied' }
        : code === 'TEN10'
          ? { code, status: 'first-order-better', message: FIRST_ORDER_BETTER }
          : { code, status: 'refused', message: 'This code has been fully used' }
      : null,
    delivery: null,
    giftWrap: { fee: 150, chosen: false },
    cashOnDelivery: { allowed: true, reason: null, fee: 0, limit: 50000 },
    express: { allowed: true, reason: null },
    codFee: 0,
    total,
    tax: null,
    offers: { applied: [], freeLines: [], freeGiftWrap: false, sampleChoice: null, notices: [], hints: [] },
    blocker: null,
    giftCard: null,
    amountToPay: total,
  };
}

const FIRST_ORDER_BETTER = 'Your first-order discount of 15% is more than this code gives, so it applies instead';

function answerQuotes() {
  callMock.mockImplementation((name, input) => {
    if (name !== 'quoteCheckout') throw new Error(`unexpected call ${name}`);
    return Promise.resolve({ success: true, quote: quoteFor((input as { body: { couponCode?: string } }).body) });
  });
}

const refused = (message: string, why = 'USED_UP') =>
  new ApiRequestError(400, message, { code: [message] }, { code: 'COUPON_REFUSED', why } as ApiRequestError['reason']);

let state: CouponCodeState | undefined;
function Checkout() {
  const request = useCouponCode();
  const quote = useCheckoutQuote('v1:1', request.requested ? { couponCode: request.requested } : {}, request.attempt);
  const coupon = couponCodeState(request, quote);
  state = coupon;
  return (
    <OrderSummary
      quote={quote.data}
      isUpdating={quote.isFetching}
      quoteError={null}
      blocker={null}
      isProcessing={false}
      payLabel="Pay now"
      onPay={() => undefined}
      couponField={<CouponField coupon={coupon} disabled={false} />}
    />
  );
}

function renderCheckout(url = '/shop/checkout') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Checkout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const quoteAsked = (code: string) =>
  expect(callMock).toHaveBeenCalledWith('quoteCheckout', expect.objectContaining({ body: { couponCode: code } }));

describe('Have a code? at checkout', () => {
  it('applies a code typed in, and the summary follows the server’s answer', async () => {
    answerQuotes();
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,000.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Have a code?' }));
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'oud20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.getByTestId('coupon-discount').textContent).toContain('Code OUD20'));
    quoteAsked('OUD20');
    expect(screen.getByTestId('coupon-discount').textContent).toContain('−₹800.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹3,200.00');
    expect(screen.getByRole('status').textContent).toBe('Code OUD20 applied');
    expect(state?.codeForPayment).toBe('OUD20');
    expect(readRememberedCouponCode()).toBe('OUD20');

    fireEvent.click(screen.getByRole('button', { name: 'Remove code OUD20' }));
    await waitFor(() => expect(screen.queryByTestId('coupon-discount')).toBeNull());
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,000.00');
    expect(state?.codeForPayment).toBeUndefined();
    expect(readRememberedCouponCode()).toBeNull();
  });

  it('applies the code of a promotion link (?code=) or remembered for the session, and shows a refusal word for word', async () => {
    answerQuotes();
    renderCheckout('/shop/checkout?code=diwali500');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This code has been fully used'));
    quoteAsked('DIWALI500');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('DIWALI500');
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,000.00');
    expect(state?.codeForPayment).toBeUndefined();

    // Typing again clears the old refusal.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'OUD2' } });
    expect(screen.queryByRole('alert')).toBeNull();

    cleanup();
    callMock.mockReset();
    answerQuotes();
    rememberCouponCode('OUD20');
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₹3,200.00'));
  });

  it('says so when the first-order discount is the better one, with the server’s figures', async () => {
    answerQuotes();
    rememberCouponCode('TEN10');
    renderCheckout('/shop/checkout');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(FIRST_ORDER_BETTER));
    expect(screen.getByTestId('first-order-discount').textContent).toContain('−₹600.00');
    expect(screen.queryByTestId('coupon-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹3,400.00');
    // The code is not sent with the payment: the first-order discount needs none.
    expect(state?.codeForPayment).toBeUndefined();
  });

  it('takes a refusal from the payment call to the field and drops the code', async () => {
    answerQuotes();
    rememberCouponCode('OUD20');
    renderCheckout();
    await waitFor(() => expect(state?.codeForPayment).toBe('OUD20'));
    const refusal = couponRefusalMessage(refused('This code has been fully used'));
    expect(refusal).toBe('This code has been fully used');
    act(() => state?.refuse(refusal ?? ''));
    expect(screen.getByRole('alert').textContent).toBe('This code has been fully used');
    await waitFor(() => expect(screen.queryByTestId('coupon-discount')).toBeNull());
    expect(state?.codeForPayment).toBeUndefined();
    expect(readRememberedCouponCode()).toBeNull();
  });

  it('tells a coupon refusal from any other failure', () => {
    expect(couponRefusalMessage(refused('This code is paused for now', 'PAUSED'))).toBe('This code is paused for now');
    expect(couponRefusalMessage(new ApiRequestError(400, 'Please select a delivery address'))).toBeUndefined();
    expect(couponRefusalMessage(new Error('This code is paused for now'))).toBeUndefined();
  });
});
