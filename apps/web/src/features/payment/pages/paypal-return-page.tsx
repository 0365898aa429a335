import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCaptureLegacyPayment } from '../api/use-capture-legacy-payment';
import { forgetCurrentOrderId, readCurrentOrderId } from '@/lib/payments/current-order';
import { paths } from '@/lib/paths';

/**
 * The legacy flow's return page: with paymentId and PayerID in the query and our order id
 * in session storage, ask the server to capture; it verifies with the provider before anything is paid.
 */
export function PaypalReturnPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const capture = useCaptureLegacyPayment();
  const { mutate } = capture;
  const [failure, setFailure] = useState<string | null>(null);
  const hasStarted = useRef(false);
  const paymentId = searchParams.get('paymentId');
  const payerId = searchParams.get('PayerID');

  useEffect(() => {
    // One capture per visit, even when React runs effects twice in development.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const orderId = readCurrentOrderId();
    if (!paymentId || !payerId) {
      setFailure('The payment provider did not return the payment details.');
      return;
    }
    if (!orderId) {
      setFailure('We could not find the order this payment belongs to.');
      return;
    }
    mutate(
      { paymentId, payerId, orderId },
      {
        onSuccess: () => {
          forgetCurrentOrderId();
          // The cart, stock and orders changed with this purchase (the shop's settings did not).
          void queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] === 'shop' && query.queryKey[1] !== 'config',
          });
          void navigate(paths.shop.paymentSuccess, { replace: true });
        },
        onError: (error) => setFailure(errorMessage(error, 'Your payment could not be confirmed.')),
      },
    );
  }, [mutate, navigate, payerId, paymentId, queryClient]);

  if (failure) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32" role="alert">
        <div className="flex size-20 items-center justify-center rounded-full border border-danger/30 bg-white">
          <AlertCircle className="size-9 text-danger" strokeWidth={1.3} aria-hidden="true" />
        </div>
        <h1 className="mt-8 font-display text-4xl">Payment not completed</h1>
        <p className="mt-3 text-sm leading-relaxed text-stone">{failure}</p>
        <p className="mt-1 text-sm leading-relaxed text-stone">No payment was taken for this order. Your cart is waiting for you.</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.shop.checkout}>Return to checkout</Link>
          </Button>
          <Button asChild variant="subtle" size="lg">
            <Link to={paths.shop.listing()}>Continue shopping</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32" aria-busy="true">
      <span aria-hidden="true" className="size-14 animate-spin rounded-full border-2 border-line border-t-gold" />
      <h1 className="mt-8 font-display text-4xl" role="status">
        Processing Payment...Please wait!
      </h1>
      <p className="mt-3 text-sm text-stone">We are confirming your payment with the provider. Please keep this page open.</p>
    </div>
  );
}
