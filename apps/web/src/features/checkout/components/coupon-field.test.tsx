// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CartItem, CheckCouponResponse } from '@aurelle/contract';
import { ApiRequestError, call } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { readRememberedCouponCode, rememberCouponCode } from '@/lib/coupon-code';
import { useCouponCode, type CouponCodeState } from '../hooks/use-coupon-code';
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

const item: CartItem = {
  productId: 'p1',
  variantId: 'v1',
  variantLabel: '100 ml',
  sku: 'OUD-100',
  title: 'Oud Nocturne',
  image: '',
  price: 4000,
  salePrice: 0,
  totalStock: 10,
  quantity: 1,
};

const answer = (overrides: Partial<CheckCouponResponse> = {}): CheckCouponResponse => ({
  success: true,
  code: 'OUD20',
  subtotal: 4000,
  discount: 800,
  total: 3200,
  applied: 'coupon',
  message: 'Code OUD20 applied',
  ...overrides,
});

const refused = (message: string, why = 'USED_UP') =>
  new ApiRequestError(400, message, { code: [message] }, { code: 'COUPON_REFUSED', why } as ApiRequestError['reason']);

let state: CouponCodeState | undefined;
function Checkout({ isFirstOrder = false }: { isFirstOrder?: boolean }) {
  state = useCouponCode('v1:1');
  return (
    <OrderSummary
      items={[item]}
      isFirstOrder={isFirstOrder}
      hasAddress
      isAddressStateListed
      isProcessing={false}
      payLabel="Pay now"
      onPay={() => undefined}
      couponAnswer={state.answer}
      couponField={<CouponField coupon={state} disabled={false} />}
    />
  );
}

function renderCheckout(url = '/shop/checkout', props: { isFirstOrder?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Checkout {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Have a code? at checkout', () => {
  it('applies a code typed in, and the summary follows the server’s answer', async () => {
    callMock.mockResolvedValue(answer());
    renderCheckout();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Have a code?' }));
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'oud20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.getByTestId('coupon-discount').textContent).toContain('Code OUD20'));
    expect(callMock).toHaveBeenCalledWith('checkCoupon', expect.objectContaining({ body: { code: 'OUD20' } }));
    expect(screen.getByTestId('coupon-discount').textContent).toContain('−₹800.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹3,200.00');
    expect(screen.getByRole('status').textContent).toBe('Code OUD20 applied');
    expect(state?.codeForPayment).toBe('OUD20');
    expect(readRememberedCouponCode()).toBe('OUD20');

    fireEvent.click(screen.getByRole('button', { name: 'Remove code OUD20' }));
    expect(screen.queryByTestId('coupon-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,000.00');
    expect(state?.codeForPayment).toBeUndefined();
    expect(readRememberedCouponCode()).toBeNull();
  });

  it('applies the code of a promotion link (?code=) or remembered for the session, and shows a refusal word for word', async () => {
    callMock.mockRejectedValue(refused('This code has been fully used'));
    renderCheckout('/shop/checkout?code=diwali500');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This code has been fully used'));
    expect(callMock).toHaveBeenCalledWith('checkCoupon', expect.objectContaining({ body: { code: 'DIWALI500' } }));
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('DIWALI500');
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,000.00');
    expect(state?.codeForPayment).toBeUndefined();

    // Typing again clears the old refusal.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'OUD2' } });
    expect(screen.queryByRole('alert')).toBeNull();

    cleanup();
    callMock.mockReset();
    callMock.mockResolvedValue(answer());
    rememberCouponCode('OUD20');
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₹3,200.00'));
  });

  it('says so when the first-order discount is the better one, with the server’s figures', async () => {
    const message = 'Your first-order discount of 15% is more than this code gives, so it applies instead';
    callMock.mockResolvedValue(answer({ discount: 600, total: 3400, applied: 'first-order', message }));
    rememberCouponCode('TEN10');
    renderCheckout('/shop/checkout', { isFirstOrder: true });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(screen.getByTestId('first-order-discount').textContent).toContain('−₹600.00');
    expect(screen.queryByTestId('coupon-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹3,400.00');
    // The code is not sent with the payment: the first-order discount needs none.
    expect(state?.codeForPayment).toBeUndefined();
  });

  it('takes a refusal from the payment call to the field and drops the code', async () => {
    callMock.mockResolvedValue(answer());
    rememberCouponCode('OUD20');
    renderCheckout();
    await waitFor(() => expect(state?.codeForPayment).toBe('OUD20'));
    const refusal = couponRefusalMessage(refused('This code has been fully used'));
    expect(refusal).toBe('This code has been fully used');
    act(() => state?.refuse(refusal ?? ''));
    expect(screen.getByRole('alert').textContent).toBe('This code has been fully used');
    expect(screen.queryByTestId('coupon-discount')).toBeNull();
    expect(state?.codeForPayment).toBeUndefined();
    expect(readRememberedCouponCode()).toBeNull();
  });

  it('tells a coupon refusal from any other failure', () => {
    expect(couponRefusalMessage(refused('This code is paused for now', 'PAUSED'))).toBe('This code is paused for now');
    expect(couponRefusalMessage(new ApiRequestError(400, 'Please select a delivery address'))).toBeUndefined();
    expect(couponRefusalMessage(new Error('This code is paused for now'))).toBeUndefined();
  });
});
