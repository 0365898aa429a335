import { Banknote, CreditCard, Wallet } from 'lucide-react';
import { formatInr, type CodOption } from '@aurelle/contract';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export type PaymentChoice = 'online' | 'paypal' | 'cod';

interface PaymentMethodChoiceProps {
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  cod: CodOption | undefined;
  isLoading: boolean;
  disabled: boolean;
  /** PayPal is offered when the shop has it (its keys, or the simulated stand-in outside production). */
  paypal: 'paypal' | 'simulated' | null;
}

/** "Pay online", "PayPal" (when offered) or "Cash on delivery", which says why when it is not offered. */
export function PaymentMethodChoice({ value, onChange, cod, isLoading, disabled, paypal }: PaymentMethodChoiceProps) {
  const codHint = !cod
    ? null
    : cod.available
      ? cod.fee > 0
        ? `Pay the courier in cash or UPI. A fee of ${formatInr(cod.fee)} applies.`
        : 'Pay the courier in cash or UPI when your order arrives.'
      : cod.reason;
  const option = (choice: PaymentChoice, isDisabled: boolean) =>
    cn(
      'flex cursor-pointer items-start gap-3 border px-4 py-3 transition-colors',
      value === choice ? 'border-gold bg-ivory' : 'border-line bg-white',
      isDisabled && 'cursor-not-allowed opacity-60',
    );
  return (
    <section aria-labelledby="payment-method-title" className="border-t border-line px-6 py-5">
      <h3 id="payment-method-title" className="eyebrow text-ink-soft">
        Payment method
      </h3>
      <RadioGroup
        aria-labelledby="payment-method-title"
        value={value}
        onValueChange={(next) => onChange(next === 'cod' || next === 'paypal' ? next : 'online')}
        className="mt-3 gap-2"
        disabled={disabled}
      >
        <label className={option('online', false)}>
          <RadioGroupItem value="online" className="mt-1" />
          <span className="flex-1">
            <span className="flex items-center gap-2 text-sm font-medium text-ink">
              <CreditCard className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" /> Pay online
            </span>
            <span className="block text-xs text-stone">UPI, cards, net banking and wallets</span>
          </span>
        </label>
        {paypal ? (
          <label className={option('paypal', false)}>
            <RadioGroupItem value="paypal" className="mt-1" />
            <span className="flex-1">
              <span className="flex items-center gap-2 text-sm font-medium text-ink">
                <Wallet className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" /> PayPal
              </span>
              <span className="block text-xs text-stone">
                {paypal === 'simulated'
                  ? 'Test mode: a stand-in for PayPal’s approval page'
                  : 'You approve the payment on PayPal, then return here'}
              </span>
            </span>
          </label>
        ) : null}
        <label className={option('cod', !cod?.available)}>
          <RadioGroupItem value="cod" className="mt-1" disabled={!cod?.available} aria-describedby="cod-hint" />
          <span className="flex-1">
            <span className="flex items-center gap-2 text-sm font-medium text-ink">
              <Banknote className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" /> Cash on delivery
            </span>
            {isLoading ? (
              <Skeleton className="mt-1 h-4 w-48" />
            ) : (
              <span id="cod-hint" className="block text-xs text-stone">
                {codHint}
              </span>
            )}
          </span>
        </label>
      </RadioGroup>
    </section>
  );
}
