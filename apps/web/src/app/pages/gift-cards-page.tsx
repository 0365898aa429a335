import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { Check, Gift } from 'lucide-react';
import {
  formatInr,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_VALIDITY_DAYS,
  type CardPaymentOrder,
  type GiftCardPaymentOrder,
  type GiftCardPurchase,
  type VerifyPaymentRequest,
} from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { SimulatedCheckoutDialog } from '@/features/checkout/components/simulated-checkout-dialog';
import { loadRazorpay, openRazorpay } from '@/features/checkout/lib/razorpay';
import { useCreateGiftCardPurchase, useGiftCardOptions, useVerifyGiftCardPurchase } from '@/features/gift-cards/api/use-gift-card-purchase';
import { giftCardLongDate } from '@/features/gift-cards/components/gift-card-dates';
import {
  draftAmount,
  GiftCardForm,
  initialGiftCardDraft,
  purchaseRequest,
  type GiftCardDraft,
} from '@/features/gift-cards/components/gift-card-form';
import { GiftCardPreview } from '@/features/gift-cards/components/gift-card-preview';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { useShopConfig } from '@/lib/use-shop-config';

type Phase = 'idle' | 'creating' | 'paying' | 'verifying';
const submitLabels: Record<Exclude<Phase, 'idle'>, string> = {
  creating: 'Preparing payment…',
  paying: 'Awaiting payment…',
  verifying: 'Verifying payment…',
};

/** The simulated dialog speaks of orders: a purchase's provider order in that shape. */
function asCardPaymentOrder(order: GiftCardPaymentOrder): CardPaymentOrder {
  return {
    success: true,
    amount: order.amount,
    id: order.id,
    currency: order.currency,
    keyId: order.keyId,
    orderId: order.purchaseId,
    provider: order.provider,
  };
}

function firstFieldErrors(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field.split('.')[0] ?? field, messages[0]]));
}

/** After paying: the thank-you, what was bought, and where to find it again. */
function ThankYou({ purchase, onAnother }: { purchase: GiftCardPurchase; onAnother: () => void }) {
  return (
    <section aria-labelledby="gift-card-thanks" className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full border border-gold/50 text-gold-deep">
        <Check aria-hidden="true" className="size-7" strokeWidth={1.5} />
      </span>
      <h1 id="gift-card-thanks" className="mt-8 type-h1 leading-tight">
        {GIFT_CARD_MESSAGES.paid}
      </h1>
      <p className="mt-5 leading-relaxed text-ink-soft">
        {formatInr(purchase.amount)} for {purchase.forSelf ? 'yourself' : purchase.recipientName}, e-mailed to{' '}
        <span className="font-medium text-ink">{purchase.recipientEmail}</span>
        {purchase.recipientWhatsapp ? (
          <>
            {' '}
            and sent on WhatsApp to <span className="font-medium text-ink">{purchase.recipientWhatsapp}</span>
          </>
        ) : null}{' '}
        on {giftCardLongDate(purchase.deliverOn)}.
      </p>
      {purchase.maskedCode ? (
        <p className="mt-3 font-mono text-sm tracking-[0.14em] text-stone" data-testid="bought-gift-card-code">
          {purchase.maskedCode}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-stone">Your receipt is in your account, beside the card.</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.shop.account({ tab: 'gift-cards' })}>See your gift cards</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Give another
        </Button>
      </div>
    </section>
  );
}

/** /shop/gift-cards: choose an amount, whom it is for, a message and the day; pay online; the card goes out on that day. */
export function GiftCardsPage() {
  const { shopName } = useShopConfig();
  const { user, isAuthenticated, isLoading: isSessionLoading } = useSession();
  const options = useGiftCardOptions();
  const create = useCreateGiftCardPurchase();
  const verify = useVerifyGiftCardPurchase();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState<GiftCardDraft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [simulated, setSimulated] = useState<CardPaymentOrder | null>(null);
  const [paid, setPaid] = useState<GiftCardPurchase | null>(null);

  useEffect(() => {
    if (options.data && !draft) setDraft(initialGiftCardDraft(options.data));
  }, [options.data, draft]);

  async function complete(payload: VerifyPaymentRequest) {
    setSimulated(null);
    setPhase('verifying');
    try {
      const answer = await verify.mutateAsync(payload);
      setPaid(answer.data);
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast.error('Payment verification failed', { description: errorMessage(error, 'Please try again') });
    }
    setPhase('idle');
  }

  function fail(description: string | undefined) {
    setSimulated(null);
    setPhase('idle');
    toast.error('Payment failed', { description: description || 'Nothing was charged for the card; please try again.' });
  }

  function cancel() {
    setSimulated(null);
    setPhase('idle');
  }

  async function pay() {
    if (!draft || phase !== 'idle') return;
    if (!isSessionLoading && !isAuthenticated) {
      toast.error('Please log in', { description: 'You need to be logged in to buy a gift card' });
      void navigate(paths.auth.login({ returnUrl: `${location.pathname}${location.search}` }));
      return;
    }
    setFieldErrors({});
    setPhase('creating');
    let order: GiftCardPaymentOrder;
    try {
      order = await create.mutateAsync(purchaseRequest(draft));
    } catch (error) {
      setFieldErrors(firstFieldErrors(error));
      toast.error('The gift card could not be bought', { description: errorMessage(error, 'Please try again') });
      setPhase('idle');
      return;
    }
    if (order.provider === 'simulated') {
      setSimulated(asCardPaymentOrder(order));
      setPhase('paying');
      return;
    }
    if (!(await loadRazorpay())) {
      toast.error('Razorpay SDK failed to load. Please try again later.');
      setPhase('idle');
      return;
    }
    openRazorpay(
      {
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        name: shopName,
        description: 'Gift card',
        order_id: order.id,
        prefill: { name: user?.userName, email: user?.email },
        notes: { giftCardPurchaseId: order.purchaseId },
        theme: { color: '#a8824c' },
        handler: (response) => void complete(response),
        modal: { ondismiss: cancel },
        // A failed payment fails the purchase on the server (payment.failed webhook): the shopper starts a new one.
        retry: { enabled: false },
      },
      (response) => fail(response.error.description),
    );
    setPhase('paying');
  }

  const amount = draft ? draftAmount(draft) : undefined;
  return (
    <div className="pb-24">
      <title>{`Gift Cards · ${shopName}`}</title>
      {paid ? (
        <ThankYou
          purchase={paid}
          onAnother={() => {
            setPaid(null);
            setDraft(options.data ? initialGiftCardDraft(options.data) : null);
          }}
        />
      ) : (
        <>
          <header className="relative overflow-hidden bg-ink text-ivory">
            <div aria-hidden="true" className="pointer-events-none absolute inset-0">
              <div className="absolute -right-32 -top-40 size-[32rem] rounded-full bg-gold/20 blur-[130px]" />
            </div>
            <div className="relative mx-auto max-w-6xl px-6 py-16 sm:py-20 lg:px-10">
              <p className="eyebrow text-gold-soft">Gift cards</p>
              <h1 className="mt-4 max-w-2xl type-display leading-[1.05]">
                The gift of <span className="italic text-gold-soft">fragrance</span>
              </h1>
              <p className="mt-5 max-w-xl leading-relaxed text-ivory/75">
                They choose the scent; you choose the moment. A digital card, e-mailed on the day you pick, to spend on any fragrance in the
                house for {GIFT_CARD_VALIDITY_DAYS} days.
              </p>
            </div>
          </header>
          <div className="mx-auto grid max-w-6xl gap-12 px-6 pt-12 lg:grid-cols-[5fr_6fr] lg:gap-16 lg:px-10 lg:pt-16">
            <div className="lg:sticky lg:top-28 lg:self-start">
              <GiftCardPreview
                shopName={shopName}
                amount={amount}
                recipientName={draft?.forSelf ? (user?.userName ?? '') : (draft?.recipientName.trim() ?? '')}
                message={draft?.message.trim() ?? ''}
              />
              <ul className="mt-8 flex flex-col gap-3 text-sm text-ink-soft">
                <li className="flex gap-3">
                  <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" strokeWidth={1.5} />
                  Spent at checkout on part or all of an order; what is left stays on the card.
                </li>
                <li className="flex gap-3">
                  <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" strokeWidth={1.5} />
                  You receive a receipt in your account; the card is a voucher, so GST is charged on the fragrances it buys.
                </li>
              </ul>
            </div>
            <div>
              {options.isError ? (
                <LoadError
                  title="Gift cards could not be loaded"
                  message={errorMessage(options.error, 'Something went wrong')}
                  onRetry={() => void options.refetch()}
                />
              ) : !options.data || !draft ? (
                <div className="flex flex-col gap-4" aria-busy="true">
                  <Skeleton className="h-12 w-full" />
                  <Skeleton className="h-12 w-full" />
                  <Skeleton className="h-32 w-full" />
                </div>
              ) : (
                <GiftCardForm
                  options={options.data}
                  draft={draft}
                  onChange={(next) => {
                    setDraft(next);
                    // A refusal is about what was sent: once the shopper edits, it no longer applies.
                    setFieldErrors({});
                  }}
                  onSubmit={() => void pay()}
                  fieldErrors={fieldErrors}
                  isBusy={phase !== 'idle'}
                  submitLabel={phase === 'idle' ? (amount ? `Pay ${formatInr(amount)}` : 'Pay') : submitLabels[phase]}
                />
              )}
            </div>
          </div>
        </>
      )}
      <SimulatedCheckoutDialog
        order={simulated}
        merchantName={shopName}
        customerEmail={user?.email}
        customerPhone={undefined}
        onPaid={(payload) => void complete(payload)}
        onFailed={fail}
        onCancel={cancel}
      />
    </div>
  );
}
