import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { useShopConfig } from '@/lib/use-shop-config';
import { paths } from '@/lib/paths';

/** Any unknown path, inside the shop shell; the original's typo fixed (docs/decisions/057-readings-of-the-spec.md). */
export function NotFoundPage() {
  const { shopName } = useShopConfig();
  return (
    <section className="relative overflow-hidden px-6 py-24 sm:py-32">
      <title>{`Page not found · ${shopName}`}</title>
      <div className="relative mx-auto flex max-w-xl animate-fade-in flex-col items-center text-center">
        <p aria-hidden="true" className="select-none font-display text-[6rem] leading-none text-gold lining-nums sm:text-[8rem]">
          404
        </p>
        <p className="eyebrow mt-4 text-gold-deep">Page not found</p>
        <h1 className="mt-4 type-h1 leading-tight text-ink">This page doesn&apos;t exist</h1>
        <span aria-hidden="true" className="mt-6 block h-px w-16 bg-gold" />
        <p className="mt-6 max-w-md text-stone">
          The address may be mistyped, or the page has moved on like a fading top note. Let us take you somewhere lovelier.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.shop.home}>Return Home</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.shop.listing()}>
              Explore the Collection
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
