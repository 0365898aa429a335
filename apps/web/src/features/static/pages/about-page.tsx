import { ArrowRight, FlaskConical, Flame, Gem, HandHeart } from 'lucide-react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { useShopConfig } from '@/lib/use-shop-config';
import { FlaconStillLife } from '../components/flacon-still-life';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { paths } from '@/lib/paths';

const values = [
  {
    title: 'Audacity',
    icon: Flame,
    text: 'We champion scents with a point of view: the smoky oud, the unexpected green accord, the house nobody has heard of yet. A signature should never be timid.',
  },
  {
    title: 'Craftsmanship',
    icon: HandHeart,
    text: 'Behind every bottle are perfumers, distillers and glassmakers who refuse shortcuts. We seek out their work and present it with the respect it deserves.',
  },
  {
    title: 'Quality',
    icon: Gem,
    text: 'Every fragrance we carry is genuine, sourced directly from houses and trusted distributors, stored away from heat and light, and sealed until it reaches you.',
  },
  {
    title: 'Innovation',
    icon: FlaskConical,
    text: 'From responsibly sourced naturals to modern molecules that last longer on warm skin, we follow the ideas that move perfumery forward.',
  },
];

const notes = [
  {
    label: 'Top notes',
    title: 'The first impression',
    text: 'A welcome that is clear and honest: no gimmicks, just the right fragrance, beautifully presented.',
  },
  {
    label: 'Heart notes',
    title: 'The character',
    text: 'Advice from people who wear perfume every day and can tell you how a scent behaves in a Mumbai monsoon or a Delhi winter.',
  },
  {
    label: 'Base notes',
    title: 'The memory',
    text: 'Care that lingers after the purchase, from careful delivery to a team who answers when you write.',
  },
];

/** About: brand story, the four values, the philosophy; scrolls to top on load. */
export function AboutPage() {
  useScrollToTop();
  const { shopName, tagline, email } = useShopConfig();
  return (
    <article>
      <title>{`About · ${shopName}`}</title>
      <header className="relative overflow-hidden bg-ink text-ivory">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute -right-32 -top-40 size-[36rem] rounded-full bg-gold/20 blur-[130px]" />
          <div className="absolute -bottom-56 left-10 size-[26rem] rounded-full bg-gold-deep/20 blur-[120px]" />
        </div>
        <div className="relative mx-auto max-w-6xl px-6 py-24 sm:py-32 lg:px-10">
          {/* The lighter gold: on a phone the glow sits behind it, and the darker one falls short of 4.5:1 there. */}
          <p className="eyebrow text-gold-soft">Our Story</p>
          <h1 className="mt-5 max-w-3xl animate-fade-in type-display leading-[1.05]">
            The House of <span className="italic text-gold-soft">{shopName}</span>
          </h1>
          <p className="mt-6 font-display text-2xl italic text-ivory/80">{tagline}</p>
          <p className="mt-8 max-w-2xl text-base leading-relaxed text-ivory/75 sm:text-lg">
            We believe perfume is the most personal of luxuries: invisible, yet the first thing people remember about you. {shopName} exists
            to help you find the one that feels like yours.
          </p>
        </div>
      </header>

      <section
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-20 sm:py-28 lg:grid-cols-2 lg:gap-20 lg:px-10"
      >
        <div>
          <p className="eyebrow text-gold-deep">Where it began</p>
          <h2 id="story-heading" className="mt-4 type-h1 leading-tight">
            A shelf of treasured bottles, and a question
          </h2>
          <div className="mt-8 flex flex-col gap-5 leading-relaxed text-ink-soft">
            <p>
              {shopName} began with a simple frustration. The fragrances we loved were scattered across duty-free counters, far-away
              boutiques and unreliable marketplaces, and it was never quite certain that the bottle in the box was the real thing.
            </p>
            <p>
              So we set out to build the house we wished existed: a carefully edited collection of luxury, designer and niche perfumes for
              him, for her and even for the car, each one authentic, each one chosen because someone on our team could not stop wearing it.
            </p>
            <p>
              Today we deliver across India, yet the principle has not changed. We would rather offer fewer fragrances we truly believe in
              than a thousand we cannot vouch for.
            </p>
          </div>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-3 border border-gold/40 sm:-inset-5" />
          <FlaconStillLife className="relative block h-auto w-full" />
        </div>
      </section>

      <section aria-labelledby="values-heading" className="border-y border-line bg-white py-20 sm:py-28">
        <div className="mx-auto max-w-6xl px-6 lg:px-10">
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow text-gold-deep">Our Values</p>
            <h2 id="values-heading" className="mt-4 type-h1">
              What we stand for
            </h2>
          </div>
          <ul className="mt-16 grid gap-px bg-line sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ title, icon: Icon, text }) => (
              <li key={title} className="group flex flex-col bg-white p-8 transition-colors duration-300 hover:bg-ivory">
                <span className="flex size-12 items-center justify-center rounded-full border border-gold/50 text-gold-deep transition-colors duration-300 group-hover:bg-ink group-hover:text-gold-soft">
                  <Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />
                </span>
                <h3 className="mt-6 type-h2">{title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-stone">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="philosophy-heading" className="bg-ink py-20 text-ivory sm:py-28">
        <div className="mx-auto max-w-6xl px-6 lg:px-10">
          <h2 id="philosophy-heading" className="eyebrow font-sans font-normal text-gold">
            Our Philosophy
          </h2>
          <blockquote className="mt-6 max-w-4xl font-display text-3xl leading-snug text-ivory sm:text-5xl">
            &ldquo;A fragrance is not simply worn. It is <span className="italic text-gold-soft">lived in</span>, and it should feel like
            coming home.&rdquo;
          </blockquote>
          <p className="mt-8 max-w-2xl leading-relaxed text-ivory/70">
            Like a well-composed perfume, we think about the whole experience in three movements:
          </p>
          <ol className="mt-12 grid gap-10 border-t border-ivory/15 pt-12 md:grid-cols-3">
            {notes.map((note) => (
              <li key={note.label}>
                <p className="eyebrow text-gold">{note.label}</p>
                <h3 className="mt-3 type-h3">{note.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ivory/70">{note.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="px-6 py-20 text-center sm:py-28">
        <h2 id="cta-heading" className="type-h1">
          Discover your signature
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-stone">Explore the collection, or ask us for a recommendation. We love to talk perfume.</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.shop.listing()}>
              Explore the Collection
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={`mailto:${email}`}>Write to Us</a>
          </Button>
        </div>
      </section>
    </article>
  );
}
