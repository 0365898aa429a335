import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { Pause, Play } from 'lucide-react';
import { HERO_SLIDE_INTERVAL_MS, SHOP_TAGLINE } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useIsClientRendered } from '@/lib/ssr/hydration';
import { useFeatureImages } from '../../api/use-feature-images';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { imageSrcSet } from '../product-image';
import { paths } from '@/lib/paths';

/**
 * The hero: the admin's feature images crossfading every 15 s. It pauses while
 * the pointer or keyboard focus is on it and when the shopper presses pause; with reduced motion
 * it neither fades nor advances by itself (the dots still work).
 */
export function HeroSlideshow() {
  const features = useFeatureImages();
  const slides = features.data ?? [];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusWithin, setIsFocusWithin] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  // The server's page carries only the first slide's image: the others, hidden behind it, would take a phone's
  // bandwidth from it (and from the page's largest paint); they join once the page is up, long before their turn.
  const isClientRendered = useIsClientRendered();
  const current = count > 0 ? index % count : 0;
  const isAutoPlaying = count > 1 && !isStopped && !prefersReducedMotion;
  const isPaused = isHovered || isFocusWithin;

  useEffect(() => {
    if (!isAutoPlaying || isPaused) return;
    // Re-armed on every slide change, so a jump with the dots gets a full 15 s too.
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), HERO_SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [isAutoPlaying, isPaused, current, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      data-testid="hero"
      data-current-slide={current}
      className="relative isolate flex min-h-[560px] items-end overflow-hidden bg-ink text-ivory sm:min-h-[640px] lg:h-[82vh] lg:max-h-[860px]"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocusWithin(false);
      }}
    >
      <div className="absolute inset-0 -z-10" aria-live={isAutoPlaying && !isPaused ? 'off' : 'polite'}>
        {count === 0 && (
          <div
            className="absolute inset-0"
            style={{
              background:
                'radial-gradient(120% 90% at 80% 20%, rgba(168,130,76,0.35) 0%, rgba(21,19,15,0) 55%), radial-gradient(90% 80% at 10% 90%, rgba(233,220,196,0.12) 0%, rgba(21,19,15,0) 60%), #15130f',
            }}
          />
        )}
        {slides.map((slide, slideIndex) => {
          const isActive = slideIndex === current;
          return (
            <div
              key={slide._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={!isActive}
              className={cn('absolute inset-0 transition-opacity duration-[1600ms] ease-in-out', isActive ? 'opacity-100' : 'opacity-0')}
            >
              {(slideIndex === current || isClientRendered) && (
                <img
                  src={slide.image}
                  srcSet={imageSrcSet(slide.image)}
                  sizes="100vw"
                  alt=""
                  data-testid="hero-image"
                  loading={slideIndex === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className={cn(
                    'size-full object-cover transition-transform ease-out',
                    isActive && !prefersReducedMotion ? 'scale-100 duration-[16000ms]' : 'scale-[1.06] duration-0',
                  )}
                />
              )}
            </div>
          );
        })}
        {/* On a phone the copy spans the whole width, so the veil is even; wider screens darken only behind the copy. */}
        <div className="absolute inset-0 bg-ink/65 sm:bg-transparent sm:bg-gradient-to-r sm:from-ink/85 sm:via-ink/40 sm:to-transparent" />
        <div className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-ink/70 to-transparent" />
      </div>

      <div className="mx-auto w-full max-w-7xl px-6 pb-24 pt-32 sm:px-10 sm:pb-28 lg:pb-32">
        <div className="flex max-w-2xl animate-fade-in flex-col gap-6">
          <p className="text-xs font-medium uppercase tracking-[0.42em] text-gold-soft sm:text-gold">{SHOP_TAGLINE}</p>
          <h1 className="font-display text-5xl font-normal leading-[1.02] sm:text-7xl lg:text-[5.5rem]">
            Scent, composed <em className="font-normal italic text-gold-soft">like an heirloom</em>
          </h1>
          <p className="max-w-lg text-base leading-relaxed text-ivory/85 sm:text-lg">
            Rare oud, Kannauj attars and modern French compositions, chosen by our perfumers and delivered across India.
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Button asChild size="lg" className="bg-ivory text-ink hover:bg-gold-soft">
              <Link to={paths.shop.listing({ category: 'all' })}>Shop Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-ivory/70 text-ivory hover:bg-ivory hover:text-ink">
              <Link to={paths.shop.about}>
                Learn More<span className="sr-only"> about us</span>
              </Link>
            </Button>
          </div>
        </div>
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-8 mx-auto flex max-w-7xl items-center gap-4 px-6 sm:px-10">
          <div className="flex items-center gap-1" role="group" aria-label="Choose a slide">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide._id}
                type="button"
                onClick={() => setIndex(slideIndex)}
                aria-label={`Go to slide ${slideIndex + 1}`}
                aria-current={slideIndex === current ? 'true' : undefined}
                className="group/dot flex h-8 cursor-pointer items-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-[2px] transition-all duration-500',
                    slideIndex === current ? 'w-12 bg-gold' : 'w-6 bg-ivory/50 group-hover/dot:bg-ivory',
                  )}
                />
              </button>
            ))}
          </div>
          {!prefersReducedMotion && (
            <button
              type="button"
              onClick={() => setIsStopped((value) => !value)}
              aria-label={isStopped ? 'Play slideshow' : 'Pause slideshow'}
              className="flex size-8 cursor-pointer items-center justify-center rounded-full border border-ivory/40 text-ivory/80 transition hover:border-ivory hover:text-ivory"
            >
              {isStopped ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
            </button>
          )}
          <span className="ml-auto hidden font-display text-lg tabular-nums text-ivory/70 sm:block" aria-hidden="true">
            {String(current + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
          </span>
        </div>
      )}
    </section>
  );
}
