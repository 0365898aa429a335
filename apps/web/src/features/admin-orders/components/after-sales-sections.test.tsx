// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AdminOrder } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { CodActions } from './cod-actions';
import { RefundsSection } from './refunds-section';
import { ReturnsSection } from './returns-section';
import { ShipmentSection } from './shipment-section';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  call: vi.fn(),
}));
/** `call` as the tests see it (its generic signature is too deep to compare with a mock's). */
const callMock = call as unknown as Mock<(name: string, input?: unknown) => Promise<unknown>>;

afterEach(() => {
  cleanup();
  callMock.mockReset();
});

const ORDER_ID = '7c1e3b9a-0c55-4d2f-9a51-3f1f0d6c2a10';
const RETURN_ID = '0b8c7a41-5e2d-4f0b-8b7e-2a3c4d5e6f70';

function makeOrder(overrides: Partial<AdminOrder> = {}, afterSales: Partial<AdminOrder['afterSales']> = {}): AdminOrder {
  return {
    _id: ORDER_ID,
    id: ORDER_ID,
    userId: 'user-1',
    orderDate: '2026-03-01T10:00:00.000Z',
    subtotalAmount: 4599,
    discountAmount: 0,
    discountLabel: null,
    totalAmount: 4599,
    paymentMethod: 'razorpay',
    paymentStatus: 'completed',
    orderStatus: 'confirmed',
    paymentId: 'pay_1',
    cartItems: [],
    addressInfo: {
      city: 'Pune',
      state: 'Maharashtra',
      fullName: 'Meera Iyer',
      postalCode: '411001',
      phoneNumber: '9876543210',
      addressLine1: '12 MG Road',
      addressLine2: null,
    },
    updatedAt: '2026-03-01T10:00:00.000Z',
    invoice: null,
    gift: null,
    delivery: { option: 'standard', label: 'Standard delivery', fee: 0 },
    giftCard: null,
    amountToPay: 4599,
    ...overrides,
    afterSales: {
      codFee: 0,
      deliveredAt: null,
      shipment: null,
      refunds: [],
      refundedAmount: 0,
      refundableAmount: 0,
      returns: [],
      canCancel: false,
      returnableUntil: null,
      codConfirmation: null,
      whatsappUpdates: false,
      ...afterSales,
    },
  };
}

function renderWithQueries(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

const answer = (order: AdminOrder) => Promise.resolve({ success: true as const, message: 'Done', order });

describe('after-sales sections of the admin order details', () => {
  it('shows the contract’s messages when the shipment form is sent empty', async () => {
    renderWithQueries(<ShipmentSection order={makeOrder()} />);
    expect(screen.getByRole('heading', { name: 'Shipment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Choose the courier',
        'The tracking number (AWB) is 6 to 30 letters or digits',
        'Enter the expected delivery date',
      ]),
    );
    expect(callMock).not.toHaveBeenCalled();
  });

  it('shows a shipment with its tracking link and sends a correction', async () => {
    const shipment = {
      courier: 'delhivery',
      courierName: 'Delhivery',
      trackingNumber: 'DL12345678',
      trackingUrl: 'https://www.delhivery.com/track/package/DL12345678',
      shippedAt: '2026-03-02T10:00:00.000Z',
      expectedDeliveryDate: '2026-03-06',
    };
    const order = makeOrder({ orderStatus: 'inShipping' }, { shipment });
    callMock.mockImplementation(() => answer(order));
    renderWithQueries(<ShipmentSection order={order} />);
    const link = screen.getByRole('link', { name: /Track on Delhivery/ });
    expect(link.getAttribute('href')).toBe(shipment.trackingUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('6 Mar 2026')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tracking number (AWB)'), { target: { value: 'dl-99887766' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update shipment' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('shipOrder', {
        params: { id: ORDER_ID },
        body: { courier: 'delhivery', trackingNumber: 'DL-99887766', expectedDeliveryDate: '2026-03-06' },
      }),
    );
  });

  it('refunds at most what is refundable, with one request id per attempt', async () => {
    const order = makeOrder({}, { refundableAmount: 4599 });
    callMock.mockImplementation(() => answer(order));
    renderWithQueries(<RefundsSection order={order} />);
    const amount = screen.getByLabelText('Amount (₹)') as HTMLInputElement;
    expect(amount.value).toBe('4599');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Damaged bottle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('A refund cannot exceed the ₹4,599 still refundable on this order'),
    );
    expect(callMock).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '1000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    const [name, input] = callMock.mock.calls[0] as [string, { body: { amount: number; reason: string; requestId: string } }];
    expect(name).toBe('refundOrder');
    expect(input.body).toMatchObject({ amount: 1000.5, reason: 'Damaged bottle' });
    expect(input.body.requestId).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(2));
    const [, again] = callMock.mock.calls[1] as [string, { body: { requestId: string } }];
    expect(again.body.requestId).not.toBe(input.body.requestId);
  });

  it('offers the cash and the refusal for an unpaid cash-on-delivery order on its way only', () => {
    const { rerender } = renderWithQueries(
      <CodActions order={makeOrder({ paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'inShipping' })} />,
    );
    expect(screen.getByRole('button', { name: 'Record cash collected' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Parcel refused' })).toBeTruthy();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <CodActions order={makeOrder({ paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'inProcess' })} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Record cash collected' })).toBeNull();
  });

  it('approves an open return, putting the items back in stock by default, and rejects only with a reason', async () => {
    const order = makeOrder(
      { orderStatus: 'delivered' },
      {
        returns: [
          {
            id: RETURN_ID,
            status: 'requested',
            reason: 'Not the scent I expected',
            rejectionReason: null,
            lines: [{ lineId: 'line-1', title: 'Oud Royale 50 ml', quantity: 2 }],
            amount: 9198,
            createdAt: '2026-03-10T10:00:00.000Z',
            decidedAt: null,
          },
        ],
      },
    );
    callMock.mockImplementation(() => answer(order));
    renderWithQueries(<ReturnsSection order={order} />);
    expect(screen.getByText('2 × Oud Royale 50 ml')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Put the items back in stock' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Give the shopper a reason'));
    expect(callMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve and refund' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('decideReturn', { params: { id: RETURN_ID }, body: { decision: 'approve', restock: true } }),
    );
  });
});
