import { useState } from 'react';
import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/use-session';
import { useCart } from '@/lib/cart/use-cart';
import { useShopConfig } from '@/lib/use-shop-config';
import { AddressManager } from '@/features/address/components/address-manager';
import { useAddresses } from '@/features/address/api/use-addresses';
import { useIsFirstOrder } from '@/features/checkout/api/use-is-first-order';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';
import { CouponField } from '@/features/checkout/components/coupon-field';
import { GiftOptions, giftForPayment, noGift, type GiftChoice } from '@/features/checkout/components/gift-options';
import { useGiftOptions } from '@/features/checkout/api/use-gift-options';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { PaymentMethodChoice, type PaymentChoice } from '@/features/checkout/components/payment-method-choice';
import { useCodOption } from '@/features/checkout/api/use-cod-option';
import { usePlaceCodOrderFlow } from '@/features/checkout/hooks/use-place-cod-order-flow';
import { usePayWithPaypal } from '@/features/checkout/hooks/use-pay-with-paypal';
import { SimulatedCheckoutDialog } from '@/features/checkout/components/simulated-checkout-dialog';
import { usePayNow, type PayPhase } from '@/features/checkout/hooks/use-pay-now';
import { useCouponCode } from '@/features/checkout/hooks/use-coupon-code';
import { DeliveryOptions, deliveryProblem } from '@/features/checkout/components/delivery-options';
import { goodsTotalPaise } from '@/features/checkout/lib/goods-total';
import { usePinCheck } from '@/lib/delivery/use-pin-check';
import { paiseToRupees, type DeliveryOption } from '@aurelle/contract';
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
  const isFirstOrder = useIsFirstOrder();
  const { shopName, redirectPayment } = useShopConfig();
  const [addressId, setAddressId] = useState<string | null>(null);
  const selectedAddress = addresses.data?.find((address) => address._id === addressId);
  const validAddressId = selectedAddress ? addressId : null;
  // An address whose state was saved as free text before the list of states cannot be paid for.
  const payableAddressId = selectedAddress?.stateIsListed ? addressId : null;
  const hasItems = cart.items.length > 0;

  const [paymentChoice, setPaymentChoice] = useState<PaymentChoice>('online');
  const cartSignature = cart.items.map((item) => `${item.variantId}:${item.quantity}`).join(',');
  const codOption = useCodOption(cartSignature, validAddressId);
  const isCod = paymentChoice === 'cod' && codOption.data?.available === true;
  const isPaypal = paymentChoice === 'paypal' && redirectPayment !== null;
  const chosen: PaymentChoice = isCod ? 'cod' : isPaypal ? 'paypal' : 'online';
  // The code goes with whichever payment call places the order; a refusal there lands at the code's field.
  const coupon = useCouponCode(cartSignature);
  // "This is a gift" travels with the payment call too; the server charges the wrap at its own fee.
  const [giftChoice, setGiftChoice] = useState<GiftChoice>(noGift);
  const giftWrapFee = useGiftOptions(giftChoice.isGift);
  const gift = giftForPayment(giftChoice);
  // Delivery to the chosen address's PIN code, priced by the server for the goods after any discount.
  const [deliveryChoice, setDeliveryChoice] = useState<DeliveryOption>('standard');
  const goodsTotal = paiseToRupees(goodsTotalPaise(cart.items, isFirstOrder.isError ? false : isFirstOrder.data, coupon.answer));
  const pinCheck = usePinCheck(selectedAddress?.postalCode, goodsTotal);
  const deliveryQuotes = pinCheck.data?.served ? pinCheck.data.options : [];
  const deliveryQuote = deliveryQuotes.find((quote) => quote.option === deliveryChoice) ?? deliveryQuotes[0];
  const deliveryOption = deliveryQuote?.option ?? 'standard';
  const deliveryBlocker = deliveryProblem(selectedAddress, pinCheck.data, pinCheck.error);
  const withCoupon = { couponCode: coupon.codeForPayment, gift, deliveryOption, onCouponRefused: coupon.refuse, onPlaced: coupon.forget };
  const cod = usePlaceCodOrderFlow(payableAddressId, withCoupon);
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
    onCouponRefused: coupon.refuse,
    onPaid: coupon.forget,
  });

  const isBusy = pay.phase !== 'idle' || cod.isPlacing || paypal.isRedirecting;
  const payLabel =
    chosen === 'cod'
      ? cod.isPlacing
        ? 'Placing order...'
        : 'Place order'
      : chosen === 'paypal'
        ? paypal.isRedirecting
          ? 'Going to PayPal...'
          : 'Continue to PayPal'
        : payLabels[pay.phase];
  const startPayment = () => void (chosen === 'cod' ? cod.place() : chosen === 'paypal' ? paypal.pay() : pay.payNow());

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
            check={pinCheck.data}
            isLoading={pinCheck.isLoading}
            error={pinCheck.error}
            value={deliveryOption}
            onChange={setDeliveryChoice}
            disabled={isBusy}
          />
        </div>
        <div className="lg:sticky lg:top-28">
          <OrderSummary
            items={cart.items}
            isFirstOrder={isFirstOrder.isError ? false : isFirstOrder.data}
            hasAddress={validAddressId !== null}
            isAddressStateListed={selectedAddress?.stateIsListed !== false}
            isProcessing={isBusy || coupon.isChecking}
            payLabel={payLabel}
            onPay={startPayment}
            codFee={isCod ? (codOption.data?.fee ?? 0) : null}
            couponAnswer={coupon.answer}
            couponField={<CouponField coupon={coupon} disabled={isBusy} />}
            giftField={<GiftOptions value={giftChoice} onChange={setGiftChoice} wrapFee={giftWrapFee.data} disabled={isBusy} />}
            giftWrapFee={gift?.wrap ? (giftWrapFee.data ?? null) : null}
            delivery={deliveryQuote ? { label: deliveryQuote.label, fee: deliveryQuote.fee } : null}
            deliveryProblem={deliveryBlocker}
            paymentMethod={
              <PaymentMethodChoice
                value={chosen}
                onChange={setPaymentChoice}
                cod={codOption.data}
                isLoading={codOption.isLoading}
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
