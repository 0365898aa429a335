import { Link } from '@/components/link';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';
import { paths } from '@/lib/paths';

/** Welcome-offer banner: 15% off the first order, applied by the server at checkout. */
export function WelcomeOffer() {
  const { isAuthenticated } = useSession();
  return (
    <section aria-labelledby="welcome-offer" className="px-6 py-20 sm:px-10 sm:py-28">
      <div
        className="relative mx-auto flex max-w-6xl flex-col items-center gap-6 overflow-hidden px-6 py-16 text-center text-ivory sm:px-16 sm:py-20"
        style={{ background: 'radial-gradient(110% 140% at 50% 0%, #3a3128 0%, #15130f 62%)' }}
      >
        <div aria-hidden="true" className="pointer-events-none absolute inset-4 border border-gold/35 sm:inset-6" />
        <p className="eyebrow font-medium text-gold">Welcome offer</p>
        <h2 id="welcome-offer" className="type-display font-normal leading-none">
          {FIRST_ORDER_DISCOUNT_PERCENT}% off <em className="italic text-gold-soft">your first order</em>
        </h2>
        <p className="max-w-xl text-base leading-relaxed text-ivory/80">
          Your first order with us is {FIRST_ORDER_DISCOUNT_PERCENT}% lighter. No code needed: the discount is applied at checkout.
        </p>
        <Button asChild size="lg" className="relative mt-2 bg-gold text-ink hover:bg-gold-soft">
          <Link to={isAuthenticated ? paths.shop.listing({ category: 'all' }) : paths.auth.register}>
            {isAuthenticated ? 'Shop Now' : 'Create your account'}
          </Link>
        </Button>
      </div>
    </section>
  );
}
