import { Link } from '@/components/link';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Payment success, with the original's typo fixed (docs/decisions/057-readings-of-the-spec.md). */
export function PaymentSuccessPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <div className="flex size-24 items-center justify-center rounded-full border border-gold/50 bg-white">
        <Check className="size-10 text-gold-deep" strokeWidth={1.2} aria-hidden="true" />
      </div>
      <p className="eyebrow mt-8 text-gold-deep">Thank you</p>
      <h1 className="mt-2 type-h1">Payment is successful!</h1>
      <p className="mt-4 text-sm leading-relaxed text-stone">
        Your order is confirmed. We will let you know by e-mail as soon as it is on its way.
      </p>
      <Button asChild size="lg" className="mt-10">
        <Link to={paths.shop.account({ tab: 'orders' })}>View Orders</Link>
      </Button>
    </div>
  );
}
