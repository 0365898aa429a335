import { ArrowLeft } from 'lucide-react';
import { Outlet } from 'react-router';
import { Link } from '@/components/link';
import { LogoMark } from '@/components/brand/logo-mark';
import { useShopConfig } from '@/lib/use-shop-config';
import { paths } from '@/lib/paths';

/**
 * Split auth layout: the brand panel on the left, the form card (max 480 px) on the right;
 * below lg the brand header sits above the card.
 */
export function AuthLayout() {
  const { shopName, tagline } = useShopConfig();
  return (
    <div className="grid min-h-dvh bg-ivory lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <aside className="relative hidden overflow-hidden bg-ink text-ivory lg:flex lg:flex-col lg:justify-between lg:p-14 xl:p-20">
        <BrandBackdrop />
        <Link to={paths.shop.home} className="relative flex w-fit items-center gap-3 text-gold-soft transition-colors hover:text-ivory">
          <LogoMark className="h-8 w-auto text-gold" />
          <span className="font-display text-xl uppercase tracking-[0.32em]">{shopName}</span>
        </Link>
        <div className="relative max-w-md animate-fade-in">
          <LogoMark className="mb-10 h-28 w-auto text-gold" />
          <p className="font-display text-6xl uppercase leading-none tracking-[0.18em] text-ivory xl:text-7xl">{shopName}</p>
          <p className="mt-6 font-display text-3xl italic text-gold-soft">{tagline}</p>
          <p className="mt-8 max-w-sm text-sm leading-relaxed text-ivory/70">
            Rare extraits, celebrated designer houses and quiet niche discoveries, chosen by nose and delivered to your door across India.
          </p>
        </div>
        <p className="eyebrow relative text-ivory/60">Maison de parfum &middot; India</p>
      </aside>

      <main className="flex flex-col items-center px-5 py-10 sm:px-10 lg:justify-center lg:py-16">
        <header className="mb-10 flex flex-col items-center text-center lg:hidden">
          <Link to={paths.shop.home} className="flex flex-col items-center gap-4">
            <LogoMark className="h-14 w-auto text-gold" />
            <span className="font-display text-3xl uppercase tracking-[0.3em] text-ink">{shopName}</span>
          </Link>
          <p className="mt-2 font-display text-lg italic text-gold-deep">{tagline}</p>
        </header>
        <div className="w-full max-w-[480px] animate-fade-in border border-line bg-white px-6 py-9 shadow-[0_30px_60px_-40px_rgba(21,19,15,0.35)] sm:px-10 sm:py-12">
          <Outlet />
        </div>
        <Link
          to={paths.shop.home}
          className="mt-8 inline-flex items-center gap-2 text-xs uppercase tracking-[0.2em] text-stone transition-colors hover:text-ink"
        >
          <ArrowLeft className="size-3.5" aria-hidden="true" />
          Return to the boutique
        </Link>
      </main>
    </div>
  );
}

/** Soft light on dark glass: two warm glows and a fine double frame, pure CSS. */
function BrandBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -left-40 top-1/3 size-[34rem] rounded-full bg-gold/20 blur-[120px]" />
      <div className="absolute -bottom-48 right-0 size-[28rem] rounded-full bg-gold-deep/25 blur-[120px]" />
      <div className="absolute inset-6 border border-gold/20" />
      <div className="absolute inset-8 border border-gold/10" />
    </div>
  );
}
