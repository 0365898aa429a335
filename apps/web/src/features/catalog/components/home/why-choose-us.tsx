import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';
import { paths } from '@/lib/paths';

const reasons = [
  {
    number: '01',
    title: 'Authentic, always',
    text: 'Sourced directly from the houses and their perfumers. Never grey-market, never decanted.',
  },
  { number: '02', title: 'Curated by noses', text: 'Each bottle is chosen by people who smell for a living, then described honestly.' },
  { number: '03', title: 'Fair, clear prices', text: 'Rupee prices with nothing added at checkout, and 15% off your first order.' },
  { number: '04', title: 'Care after purchase', text: 'Thirty days to change your mind and advisers on hand at any hour.' },
] as const;

/** Why choose us, with Shop Now / Learn More. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us" className="bg-ink text-ivory">
      <div className="mx-auto grid max-w-7xl gap-14 px-6 py-20 sm:px-10 sm:py-28 lg:grid-cols-[5fr_7fr] lg:gap-20">
        <div className="flex flex-col gap-8">
          <SectionHeading id="why-choose-us" eyebrow="Why choose us" title="A house built on trust" align="left" tone="dark">
            We believe a fragrance should be discovered slowly and bought with confidence. Everything we do follows from that.
          </SectionHeading>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" className="bg-ivory text-ink hover:bg-gold-soft">
              <Link to={paths.shop.listing({ category: 'all' })}>Shop Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-ivory/60 text-ivory hover:bg-ivory hover:text-ink">
              <Link to={paths.shop.about}>
                Learn More<span className="sr-only"> about us</span>
              </Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-px bg-ivory/10 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason.number} className="flex flex-col gap-3 bg-ink p-8">
              <span className="font-display text-3xl text-gold" aria-hidden="true">
                {reason.number}
              </span>
              <h3 className="type-h3">{reason.title}</h3>
              <p className="text-sm leading-relaxed text-ivory/75">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
