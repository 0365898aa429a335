import { useEffect, useState, type FormEvent } from 'react';
import { GIFT_CARD_LIMIT_CEILING, GIFT_CARD_LIMIT_FLOOR, GIFT_CARD_PRESETS_MAX, formatInr } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useGiftCardSettings, useUpdateGiftCardSettings } from '../api/use-gift-card-settings';

/** "1000, 2500 5000" → [1000, 2500, 5000]; anything not a number is sent as typed, for the server to name. */
function parsePresets(text: string): Array<number | string> {
  return text
    .split(/[,\s]+/)
    .map((part) => part.replace(/[₹]/g, '').trim())
    .filter((part) => part !== '')
    .map((part) => (Number.isFinite(Number(part)) ? Number(part) : part));
}

/** What shoppers may buy: preset amounts and the custom amount's limits, checked by the server with its messages. */
export function GiftCardSettingsCard() {
  const settings = useGiftCardSettings();
  const save = useUpdateGiftCardSettings();
  const [presets, setPresets] = useState('');
  const [minAmount, setMinAmount] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; field: string | undefined } | null>(null);

  useEffect(() => {
    if (!settings.data) return;
    setPresets(settings.data.presets.join(', '));
    setMinAmount(String(settings.data.minAmount));
    setMaxAmount(String(settings.data.maxAmount));
  }, [settings.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      await save.mutateAsync({ presets: parsePresets(presets), minAmount, maxAmount });
    } catch (error) {
      const field = error instanceof ApiRequestError && error.fieldErrors ? Object.keys(error.fieldErrors)[0]?.split('.')[0] : undefined;
      setRefusal({ message: errorMessage(error, 'The settings could not be saved'), field });
    }
  }

  const invalid = (field: string) => (refusal?.field === field ? true : undefined);
  return (
    <Card className="shadow-sm shadow-ink/[0.03]">
      <form onSubmit={(event) => void submit(event)} aria-label="Gift card amounts" noValidate>
        <div className="border-b border-line p-5 sm:p-7">
          <h2 className="type-h2">Amounts shoppers can buy</h2>
          <p className="mt-1 text-sm text-stone">
            Up to {GIFT_CARD_PRESETS_MAX} preset amounts, and the range of a custom amount ({formatInr(GIFT_CARD_LIMIT_FLOOR)} to{' '}
            {formatInr(GIFT_CARD_LIMIT_CEILING)}).
            {settings.data && !settings.data.updatedAt ? ' The shop offers its defaults until you save.' : ''}
          </p>
        </div>
        {settings.isPending ? (
          <div className="p-5 sm:p-7">
            <Skeleton className="h-11 w-full" />
          </div>
        ) : (
          <div className="grid gap-5 p-5 sm:grid-cols-[2fr_1fr_1fr] sm:p-7">
            <div className="flex flex-col gap-2">
              <Label htmlFor="gift-card-presets">Preset amounts (₹)</Label>
              <Input
                id="gift-card-presets"
                value={presets}
                onChange={(event) => setPresets(event.target.value)}
                placeholder="1000, 2500, 5000, 10000"
                inputMode="numeric"
                aria-invalid={invalid('presets')}
                aria-describedby="gift-card-presets-hint"
              />
              <p id="gift-card-presets-hint" className="text-xs text-stone">
                Separated by commas
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="gift-card-min">Lowest custom (₹)</Label>
              <Input
                id="gift-card-min"
                value={minAmount}
                onChange={(event) => setMinAmount(event.target.value)}
                inputMode="numeric"
                aria-invalid={invalid('minAmount')}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="gift-card-max">Highest custom (₹)</Label>
              <Input
                id="gift-card-max"
                value={maxAmount}
                onChange={(event) => setMaxAmount(event.target.value)}
                inputMode="numeric"
                aria-invalid={invalid('maxAmount')}
              />
            </div>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-line px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-7">
          <FieldError message={refusal?.message} />
          <Button type="submit" className="sm:ml-auto" disabled={save.isPending || settings.isPending}>
            {save.isPending ? 'Saving…' : 'Save amounts'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
