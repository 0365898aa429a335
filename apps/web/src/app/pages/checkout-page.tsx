import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/use-session';
import { useCart } from '@/lib/cart/use-cart';
import { useShopConfig } from '@/lib/use-shop-config';
import { AddressManager } from '@/features/address/components/address-manager';
import { useAddresses } from '@/features/address/api/use-addresses';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';
import { CouponField } from '@/features/checkout/components/coupon-field';
import { GiftCardField } from '@/features/checkout/components/gift-card-field';
import { giftCardCodeState, useGiftCardCode } from '@/features/checkout/hooks/use-gift-card-code';
import { GiftOptions, giftForPayment, noGift, type GiftChoice } from '@/features/checkout/components/gift-options';
import { WhatsAppUpdatesChoice } from '@/features/checkout/components/whatsapp-updates-choice';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { FreeSampleChooser } from '@/features/checkout/components/free-sample-chooser';
import { PaymentMethodChoice, type PaymentChoice } from '@/features/checkout/components/payment-method-choice';
import { usePlaceCodOrderFlow } from '@/features/checkout/hooks/use-place-cod-order-flow';
import { usePayWithPaypal } from '@/features/checkout/hooks/use-pay-with-paypal';
import { SimulatedCheckoutDialog } from '@/features/checkout/components/simulated-checkout-dialog';
import { usePayNow, type PayPhase } from '@/features/checkout/hooks/use-pay-now';
import { couponCodeState, useCouponCode } from '@/features/checkout/hooks/use-coupon-code';
import { useCheckoutQuote } from '@/features/checkout/api/use-checkout-quote';
import { DeliveryOptions, deliveryProblem } from '@/features/checkout/components/delivery-options';
import { usePinCheck } from '@/lib/delivery/use-pin-check';
import { ADDRESS_STATE_NOT_LISTED_MESSAGE, type CheckoutQuote, type CodOption, type DeliveryOption } from '@aurelle/contract';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const payLabels: Record<PayPhase, string> = {
  idle: 'Pay now',
  creating: 'Creating order...',
  paying: 'Awaiting payment...',
  verifying: 'Verifying payment...',
};

/** Checkout (/shop/checkout): steps, shipping address manager, order summary and payment. */
export function CheckoutPage() {
  const { user } = useSession();
  const { cart, isLoading: isCartLoading } = useCart();
  const addresses = useAddresses();
  const { shopName, redirectPayment } = useShopConfig();
  const [addressId, setAddressId] = useState<string | null>(null);
  const selectedAddress = addresses.data?.find((address) => address._id === addressId);
  const validAddressId = selectedAddress ? addressId : null;
  // An address whose state was saved as free text before the list of states cannot be paid for.
  const payableAddressId = selectedAddress?.stateIsListed ? addressId : null;
  const hasItems = cart.items.length > 0;

  const [paymentChoice, setPaymentChoice] = useState<PaymentChoice>('online');
  const cartSignature = cart.items.map((item) => `${item.variantId}:${item.quantity}`).join(',');
  const couponRequest = useCouponCode();
  const giftCardRequest = useGiftCardCode();
  // "This is a gift" travels with the payment call; the quote prices the wrap at the shop's fee.
  const [giftChoice, setGiftChoice] = useState<GiftChoice>(noGift);
  const gift = giftForPayment(giftChoice);
  const [deliveryChoice, setDeliveryChoice] = useState<DeliveryOption>('standard');
  // WhatsApp updates: asked order by order, unticked by default (decision 097).
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  // The free sample chosen when an offer lets the shopper choose one (none chosen, none given: decision 106).
  const [sampleChoice, setSampleChoice] = useState<string | null>(null);
  // Where the shop delivers and which options it offers there, from the PIN check: the option asked of the quote and
  // sent with the payment is one and the same.
  const pinCheck = usePinCheck(selectedAddress?.postalCode);
  const offered = pinCheck.data?.served ? pinCheck.data.options.map((option) => option.option) : [];
  const deliveryOption: DeliveryOption = offered.includes(deliveryChoice) ? deliveryChoice : 'standard';
  // The way to pay, the same for the quote and the payment call (PayPal only where the shop has it).
  const chosen: PaymentChoice = paymentChoice === 'paypal' && redirectPayment === null ? 'online' : paymentChoice;
  // The server prices the checkout as it stands (decision 096); the summary shows its answer and adds nothing.
  const quote = useCheckoutQuote(
    cartSignature,
    {
      ...(validAddressId ? { addressId: validAddressId } : {}),
      deliveryOption,
      ...(couponRequest.requested ? { couponCode: couponRequest.requested } : {}),
      giftWrap: gift?.wrap ?? false,
      paymentMethod: chosen === 'cod' ? 'cod' : chosen === 'paypal' ? 'paypal' : 'razorpay',
      ...(giftCardRequest.requested ? { giftCardCode: giftCardRequest.requested } : {}),
      ...(sampleChoice ? { freeSampleVariantId: sampleChoice } : {}),
    },
    couponRequest.attempt + giftCardRequest.attempt,
  );
  const coupon = couponCodeState(couponRequest, quote);
  const giftCard = giftCardCodeState(giftCardRequest, quote);
  const cod = quote.data ? codOptionOf(quote.data) : undefined;
  // Cash on delivery chosen, then no longer allowed (a wrap or express took the order past its limit): back to paying online.
  const codAllowed = cod?.available;
  useEffect(() => {
    if (paymentChoice === 'cod' && codAllowed === false) setPaymentChoice('online');
  }, [paymentChoice, codAllowed]);
  // Each option's fee from the quote (for these goods, after any code); the place and dates from the PIN check.
  const deliveryCheck = pinCheck.data && quote.data?.delivery ? { ...pinCheck.data, options: quote.data.delivery.options } : pinCheck.data;
  const deliveryBlocker = deliveryProblem(selectedAddress, pinCheck.data, pinCheck.error);
  // Nothing to pay (a code worth the whole order, or a gift card paying it all): placed and confirmed without a provider.
  const nothingToPay = quote.data?.amountToPay === 0;
  // The sample the quote gives, sent with the order (a choice the offer no longer covers is not).
  const freeSampleVariantId = quote.data?.offers.sampleChoice?.chosenVariantId ?? undefined;
  const withCoupon = {
    couponCode: coupon.codeForPayment,
    gift,
    deliveryOption,
    whatsappUpdates,
    freeSampleVariantId,
    onCouponRefused: coupon.refuse,
    onPlaced: coupon.forget,
    giftCardCode: giftCard.codeForPayment,
    onGiftCardRefused: giftCard.refuse,
  };
  const placeCod = usePlaceCodOrderFlow(payableAddressId, withCoupon);
  const paypal = usePayWithPaypal(payableAddressId, withCoupon);

  const pay = usePayNow({
    hasItems,
    addressId: payableAddressId,
    contactPhone: selectedAddress?.phoneNumber,
    user,
    shopName,
    couponCode: coupon.codeForPayment,
    gift,
    deliveryOption,
    whatsappUpdates,
    freeSampleVariantId,
    onCouponRefused: coupon.refuse,
    onPaid: coupon.forget,
    giftCardCode: giftCard.codeForPayment,
    onGiftCardRefused: giftCard.refuse,
  });

  const isBusy = pay.phase !== 'idle' || placeCod.isPlacing || paypal.isRedirecting;
  const payLabel =
    chosen === 'cod' || nothingToPay
      ? placeCod.isPlacing || pay.phase !== 'idle'
        ? 'Placing order...'
        : 'Place order'
      : chosen === 'paypal'
        ? paypal.isRedirecting
          ? 'Going to PayPal...'
          : 'Continue to PayPal'
        : payLabels[pay.phase];
  const startPayment = () =>
    void (nothingToPay ? pay.payNow() : chosen === 'cod' ? placeCod.place() : chosen === 'paypal' ? paypal.pay() : pay.payNow());
  // The quote's refusal (a refused code or gift card is not one: it shows at its field, and the order is paid without it).
  const quoteBlocker = quote.data?.blocker?.message ?? null;
  const blocker = !hasItems
    ? 'Your cart is empty. Please add items to proceed'
    : !validAddressId
      ? 'Please select a delivery address'
      : selectedAddress?.stateIsListed === false
        ? ADDRESS_STATE_NOT_LISTED_MESSAGE
        : (deliveryBlocker ?? quoteBlocker);

  if (isCartLoading) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16" aria-busy="true" aria-label="Loading checkout">
        <Skeleton className="h-12 w-56" />
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_420px]">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      </div>
    );
  }

  if (!hasItems && pay.phase === 'idle') {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <div className="flex size-24 items-center justify-center rounded-full border border-gold/40 bg-white">
          <ShoppingBag className="size-9 text-gold" strokeWidth={1.1} aria-hidden="true" />
        </div>
        <h1 className="mt-8 type-h1">Your cart is empty</h1>
        <p className="mt-3 text-sm leading-relaxed text-stone">
          Discover a signature scent in our collection, then return here to complete your order.
        </p>
        <Button asChild size="lg" className="mt-10">
          <Link to={paths.shop.listing()}>Browse Collection</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-6 border-b border-line pb-8 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="eyebrow text-gold-deep">Secure checkout</p>
          <h1 className="mt-2 type-h1">Checkout</h1>
        </div>
        <CheckoutSteps current={payableAddressId ? 2 : 1} />
      </header>

      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[1fr_420px]">
        <div className="flex flex-col gap-12">
          <AddressManager selectable selectedId={addressId} onSelect={setAddressId} title="Shipping address" />
          <DeliveryOptions
            address={selectedAddress}
            check={deliveryCheck}
            isLoading={pinCheck.isLoading}
            error={pinCheck.error}
            value={deliveryOption}
            onChange={setDeliveryChoice}
            disabled={isBusy}
          />
        </div>
        <div className="lg:sticky lg:top-28">
          <OrderSummary
            quote={quote.data}
            isUpdating={quote.isFetching || (selectedAddress !== undefined && pinCheck.isLoading)}
            quoteError={quote.error && !quote.data ? errorMessage(quote.error, 'Your order could not be priced. Please try again') : null}
            blocker={blocker}
            isProcessing={isBusy}
            payLabel={payLabel}
            onPay={startPayment}
            couponField={<CouponField coupon={coupon} disabled={isBusy} />}
            giftCardField={<GiftCardField giftCard={giftCard} disabled={isBusy} />}
            giftField={
              <>
                <GiftOptions
                  value={giftChoice}
                  onChange={setGiftChoice}
                  wrapFee={quote.data?.offers.freeGiftWrap ? 0 : quote.data?.giftWrap.fee}
                  disabled={isBusy}
                />
                <WhatsAppUpdatesChoice
                  checked={whatsappUpdates}
                  onChange={setWhatsappUpdates}
                  phone={selectedAddress?.phoneNumber}
                  disabled={isBusy}
                />
              </>
            }
            offerField={
              quote.data?.offers.sampleChoice ? (
                <FreeSampleChooser
                  choice={quote.data.offers.sampleChoice}
                  value={sampleChoice}
                  onChange={setSampleChoice}
                  disabled={isBusy}
                />
              ) : null
            }
            paymentMethod={
              <PaymentMethodChoice
                value={chosen}
                onChange={setPaymentChoice}
                cod={cod}
                isLoading={!quote.data}
                disabled={isBusy}
                paypal={redirectPayment}
              />
            }
          />
        </div>
      </div>

      <SimulatedCheckoutDialog
        order={pay.simulatedOrder}
        merchantName={shopName}
        customerEmail={user?.email}
        customerPhone={selectedAddress?.phoneNumber}
        onPaid={(payload) => void pay.completePayment(payload)}
        onFailed={pay.failPayment}
        onCancel={pay.cancelPayment}
      />
    </div>
  );
}

/** Cash on delivery as the payment choice shows it, from the quote. */
function codOptionOf(quote: CheckoutQuote): CodOption {
  const { allowed, reason, fee, limit } = quote.cashOnDelivery;
  return { available: allowed, reason, fee, limit };
}
