import { useId, useState, type FormEvent } from 'react';
import { Banknote, MapPin, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api-client';
import { usePinCheck } from '@/lib/delivery/use-pin-check';
import { arrivalText, feeText, placeText } from '@/lib/delivery/pin-check-text';

const PIN_FORMAT_MESSAGE = 'Enter a 6-digit PIN code';

/**
 * "Check delivery" on the product page: a PIN code gives where it is, whether we deliver there, by when
 * (from today's dispatch) and whether cash on delivery is possible. The server answers; nothing is kept.
 */
export function PinCodeCheck() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [formatError, setFormatError] = useState<string | null>(null);
  const check = usePinCheck(asked);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pin = typed.trim();
    if (!/^\d{6}$/.test(pin)) {
      setFormatError(PIN_FORMAT_MESSAGE);
      setAsked(null);
      return;
    }
    setFormatError(null);
    setAsked(pin);
  };

  const failure = formatError ?? (check.error ? errorText(check.error) : null);
  const result = asked && check.data && !failure ? check.data : null;
  const standard = result?.options[0];
  const express = result?.options[1];

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="eyebrow flex items-center gap-2 text-ink-soft">
        <MapPin className="size-3.5 text-gold-deep" strokeWidth={1.5} aria-hidden="true" /> Check delivery
      </h2>
      <form onSubmit={submit} className="flex max-w-md gap-2" noValidate>
        <Label htmlFor={`${id}-pin`} className="sr-only">
          PIN code
        </Label>
        <Input
          id={`${id}-pin`}
          name="pin"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit PIN code"
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${id}-result`}
          className="tabular-nums"
        />
        <Button type="submit" variant="outline" disabled={check.isFetching}>
          {check.isFetching ? 'Checking…' : 'Check'}
        </Button>
      </form>
      <div id={`${id}-result`} role="status" aria-live="polite" className="text-sm" data-testid="pin-check-result">
        {failure ? (
          <p className="text-danger">{failure}</p>
        ) : result && standard ? (
          <div className="flex flex-col gap-1.5">
            <p className="flex items-start gap-2 text-ink">
              <Truck className="mt-0.5 size-4 shrink-0 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
              <span>
                Delivers to <strong className="font-medium">{placeText(result)}</strong> · {arrivalText(standard)}
                <span className="text-stone"> · {feeText(standard, true)}</span>
              </span>
            </p>
            {express ? (
              <p className="pl-6 text-stone">
                Express {arrivalText(express)} · {feeText(express)}
              </p>
            ) : null}
            <p className="flex items-center gap-2 text-stone">
              <Banknote className="size-4 shrink-0 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
              {result.cod ? 'Cash on delivery available' : 'Cash on delivery not available'}
            </p>
          </div>
        ) : result ? (
          <p className="text-danger">
            Sorry, we do not deliver to {result.pinCode} ({placeText(result)}) yet
          </p>
        ) : null}
      </div>
    </section>
  );
}

function errorText(error: Error): string {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500
    ? error.message
    : 'The PIN code could not be checked. Please try again';
}
