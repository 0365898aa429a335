import { CreditCard, Lock, ShieldCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { formatInr, paiseToRupees, type CardPaymentOrder, type VerifyPaymentRequest } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSimulatedCheckout } from '../api/use-simulated-checkout';

interface SimulatedCheckoutDialogProps {
  order: CardPaymentOrder | null;
  merchantName: string;
  customerEmail: string | undefined;
  customerPhone: string | undefined;
  onPaid: (payload: VerifyPaymentRequest) => void;
  onFailed: (description: string) => void;
  onCancel: () => void;
}

/**
 * The simulated provider's payment window (docs/decisions/051-one-process-zero-set-up-defaults.md): it looks and
 * behaves like Razorpay's test mode, and the server signs the chosen outcome exactly as Razorpay would.
 */
export function SimulatedCheckoutDialog({
  order,
  merchantName,
  customerEmail,
  customerPhone,
  onPaid,
  onFailed,
  onCancel,
}: SimulatedCheckoutDialogProps) {
  const simulate = useSimulatedCheckout();
  const isOpen = order !== null;
  const amount = order ? formatInr(paiseToRupees(order.amount)) : '';

  function decide(outcome: 'success' | 'failure') {
    if (!order) return;
    simulate.mutate(
      { providerOrderId: order.id, outcome },
      {
        onSuccess: (response) => {
          if (response.outcome === 'success') {
            onPaid({
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_order_id: response.razorpay_order_id,
              razorpay_signature: response.razorpay_signature,
            });
          } else {
            onFailed(response.error.description);
          }
        },
        onError: (error) => toast.error('Something went wrong', { description: errorMessage(error, 'Please try again') }),
      },
    );
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open && !simulate.isPending) onCancel();
      }}
    >
      <DialogContent className="max-w-md overflow-hidden p-0 sm:p-0" aria-describedby="simulated-checkout-description">
        <div className="bg-ink px-6 pb-6 pt-7 text-ivory">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center border border-gold/60 font-display text-2xl text-gold-soft"
            >
              {merchantName.charAt(0)}
            </span>
            <div className="min-w-0">
              <DialogTitle className="truncate text-2xl text-ivory">{merchantName}</DialogTitle>
              <p className="text-xs text-ivory/70">Order #{order?.orderId.slice(0, 8)}</p>
            </div>
            <span className="ml-auto mr-6 border border-amber-300/60 bg-amber-300/15 px-2 py-0.5 text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-amber-200">
              Test mode
            </span>
          </div>
          <p className="mt-6 text-[0.7rem] uppercase tracking-[0.25em] text-ivory/70">Amount payable</p>
          <p className="font-display text-4xl tabular-nums" data-testid="simulated-amount">
            {amount}
          </p>
        </div>

        <div className="flex flex-col gap-5 px-6 py-6">
          <DialogDescription id="simulated-checkout-description">
            This is a simulated payment: no money moves. Choose how the payment should end.
          </DialogDescription>
          {customerEmail || customerPhone ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border border-line bg-ivory/60 px-4 py-3 text-sm">
              {customerEmail ? (
                <>
                  <dt className="text-stone">Email</dt>
                  <dd className="truncate text-ink">{customerEmail}</dd>
                </>
              ) : null}
              {customerPhone ? (
                <>
                  <dt className="text-stone">Phone</dt>
                  <dd className="text-ink">{customerPhone}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <div className="flex items-center gap-3 border border-line px-4 py-3 text-sm">
            <CreditCard className="size-5 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
            <div>
              <p className="font-medium text-ink">Test card •••• 1111</p>
              <p className="text-xs text-stone">Card, UPI and netbanking behave alike in test mode</p>
            </div>
          </div>

          <div className="flex flex-col gap-2">
            <Button size="lg" className="bg-gold-deep hover:bg-ink" disabled={simulate.isPending} onClick={() => decide('success')}>
              <Lock aria-hidden="true" /> Pay {amount}
            </Button>
            <Button variant="subtle" disabled={simulate.isPending} onClick={() => decide('failure')}>
              Fail payment
            </Button>
            <Button variant="ghost" disabled={simulate.isPending} onClick={onCancel}>
              Cancel
            </Button>
          </div>
          <p className="flex items-center justify-center gap-1.5 text-[0.7rem] uppercase tracking-[0.18em] text-stone">
            <ShieldCheck className="size-3.5" aria-hidden="true" /> Secured by the simulated provider
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
