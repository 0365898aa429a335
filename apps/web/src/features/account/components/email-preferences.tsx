import type { EmailPreferences as Preferences } from '@aurelle/contract';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/use-email-preferences';

const choices: Array<{ key: keyof Preferences; title: string; description: string }> = [
  { key: 'newsAndOffers', title: 'News and offers', description: 'New fragrances, private sales and letters from the house.' },
  {
    key: 'cartReminders',
    title: 'Cart reminders',
    description: 'One e-mail when perfumes you chose have waited in your cart for a day.',
  },
  {
    key: 'whatsappUpdates',
    title: 'WhatsApp updates',
    description: 'Messages about the orders you asked for them at checkout. Off stops them all, as replying STOP does.',
  },
];

/** "E-mails from us": what the shopper receives beyond e-mails about their orders, WhatsApp updates included. */
export function EmailPreferences() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  return (
    <section aria-labelledby="email-preferences-title" className="mt-12 border-t border-line pt-10">
      <h2 id="email-preferences-title" className="type-h3">
        E-mails from us
      </h2>
      <p className="mt-1 text-sm text-stone">E-mails about your orders always reach you; choose the rest.</p>
      {preferences.isPending ? (
        <div className="mt-6 flex flex-col gap-3" aria-busy="true" aria-label="Loading your e-mail preferences">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : preferences.isError ? (
        <LoadError
          className="mt-6"
          title="Your e-mail preferences could not be loaded"
          message="Please try again."
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {choices.map((choice) => {
            const id = `email-preference-${choice.key}`;
            return (
              <li key={choice.key} className="flex items-center justify-between gap-6 py-4">
                <div>
                  <label htmlFor={id} className="font-medium text-ink">
                    {choice.title}
                  </label>
                  <p id={`${id}-hint`} className="mt-0.5 text-sm text-stone">
                    {choice.description}
                  </p>
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-hint`}
                  checked={preferences.data[choice.key]}
                  onCheckedChange={(checked) => update.mutate({ [choice.key]: checked })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
