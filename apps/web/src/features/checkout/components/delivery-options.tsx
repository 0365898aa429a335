import { Truck, Zap } from 'lucide-react';
import { DELIVERY_MESSAGES, formatInrCompact, pinStateMismatchMessage, type DeliveryOption, type PinCheck } from '@aurelle/contract';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { arrivalText, feeText, placeText } from '@/lib/delivery/pin-check-text';
import { cn } from '@/lib/cn';

interface DeliveryOptionsProps {
  /** The chosen address's PIN code and state; undefined until an address is chosen. */
  address: { postalCode: string; state: string } | undefined;
  check: PinCheck | undefined;
  isLoading: boolean;
  error: Error | null;
  value: DeliveryOption;
  onChange: (option: DeliveryOption) => void;
  disabled: boolean;
}

/**
 * Why the chosen address cannot be delivered to, in the shopper's words (the server refuses the same at checkout), or
 * null. Unknown while the check is on its way: the server decides then.
 */
export function deliveryProblem(address: DeliveryOptionsProps['address'], check: PinCheck | undefined, error: Error | null): string | null {
  if (!address) return null;
  if (error)
    return error instanceof ApiRequestError && error.status === 404 ? `${DELIVERY_MESSAGES.pinUnknown}: please edit the address` : null;
  if (!check) return null;
  if (!check.states.includes(address.state)) return `${pinStateMismatchMessage(check.state, address.state)}: please edit the address`;
  return check.served ? null : DELIVERY_MESSAGES.notServed;
}

/** The delivery options to the chosen address's PIN code: standard and, when offered, express, each with its dates and fee. */
export function DeliveryOptions({ address, check, isLoading, error, value, onChange, disabled }: DeliveryOptionsProps) {
  const problem = deliveryProblem(address, check, error);
  return (
    <section aria-labelledby="delivery-options-title" className="flex flex-col gap-4">
      <div>
        <h2 id="delivery-options-title" className="type-h2">
          Delivery
        </h2>
        <p className="mt-1 text-sm text-stone">
          {!address
            ? 'Choose an address to see when your order arrives.'
            : check
              ? `To ${placeText(check)} ${check.pinCode}. Dates count working days from dispatch.`
              : `To PIN code ${address.postalCode}.`}
        </p>
      </div>
      {!address ? null : isLoading ? (
        <Skeleton className="h-20" />
      ) : problem ? (
        <p className="border border-danger/40 bg-white p-4 text-sm text-danger" role="alert">
          {problem}
        </p>
      ) : error ? (
        <p className="border border-line bg-white p-4 text-sm text-stone">
          Delivery dates could not be loaded; they will be confirmed by e-mail.
        </p>
      ) : check ? (
        <RadioGroup
          aria-labelledby="delivery-options-title"
          value={value}
          onValueChange={(next) => onChange(next === 'express' ? 'express' : 'standard')}
          className="gap-3 sm:grid-cols-2"
          disabled={disabled}
        >
          {check.options.map((quote) => {
            const Icon = quote.option === 'express' ? Zap : Truck;
            return (
              <label
                key={quote.option}
                className={cn(
                  'flex cursor-pointer items-start gap-3 border bg-white px-4 py-4 transition-colors',
                  value === quote.option ? 'border-gold bg-ivory' : 'border-line',
                )}
                data-testid={`delivery-option-${quote.option}`}
              >
                <RadioGroupItem value={quote.option} className="mt-1" />
                <span className="flex flex-1 flex-col gap-0.5">
                  <span className="flex items-center justify-between gap-3 text-sm font-medium text-ink">
                    <span className="flex items-center gap-2">
                      <Icon className="size-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" /> {quote.label}
                    </span>
                    <span className="tabular-nums">{feeText(quote)}</span>
                  </span>
                  <span className="text-xs text-stone">
                    Arrives {arrivalText(quote)}
                    {quote.fee > 0 && quote.freeFrom !== null ? ` · free from ${formatInrCompact(quote.freeFrom)}` : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </RadioGroup>
      ) : null}
    </section>
  );
}
