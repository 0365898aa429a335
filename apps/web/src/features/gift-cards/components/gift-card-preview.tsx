import { formatInr } from '@aurelle/contract';
import { cn } from '@/lib/cn';

/** The card as it will arrive: ink and gold, the amount, whom it is for and the first words of the message. */
export function GiftCardPreview({
  shopName,
  amount,
  recipientName,
  message,
  className,
}: {
  shopName: string;
  amount: number | undefined;
  recipientName: string;
  message: string;
  className?: string;
}) {
  return (
    <figure
      aria-label="Your gift card"
      className={cn(
        'relative isolate flex aspect-[1.6/1] w-full flex-col justify-between overflow-hidden bg-ink p-6 text-ivory shadow-2xl shadow-ink/25 sm:p-8',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -right-20 -top-24 size-72 rounded-full bg-gold/25 blur-[90px]" />
        <div className="absolute -bottom-28 left-4 size-64 rounded-full bg-gold-deep/25 blur-[90px]" />
        <div className="absolute inset-3 border border-gold/30" />
      </div>
      <div className="flex items-start justify-between gap-4">
        <p className="font-display text-lg uppercase tracking-[0.35em] text-gold-soft sm:text-xl">{shopName}</p>
        <p className="text-[0.65rem] uppercase tracking-[0.3em] text-ivory/70">Gift card</p>
      </div>
      <div>
        <p className="font-display text-5xl tabular-nums sm:text-6xl" data-testid="gift-card-preview-amount">
          {amount ? formatInr(amount) : '₹—'}
        </p>
        <p className="mt-3 truncate text-sm text-ivory/80">{recipientName ? `For ${recipientName}` : 'For someone dear'}</p>
        {message ? <p className="mt-1 line-clamp-2 font-display text-base italic text-ivory/70">“{message}”</p> : null}
      </div>
    </figure>
  );
}
