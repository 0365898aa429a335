import { useNavigate } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { ListingFilters } from '../../lib/listing-filters';
import { listingUrlFor } from '../../lib/listing-filters';
import { FlaconArt } from './flacon-art';

const tiles: ReadonlyArray<{
  title: string;
  text: string;
  filters: ListingFilters;
  background: string;
  tone: 'dark' | 'light';
}> = [
  {
    title: 'For Him',
    text: 'Woods, leather and smoke',
    filters: { gender: ['male'] },
    background: 'radial-gradient(120% 100% at 100% 0%, #3a3128 0%, #15130f 65%)',
    tone: 'dark',
  },
  {
    title: 'For Her',
    text: 'Petals, musks and light',
    filters: { gender: ['female'] },
    background: 'radial-gradient(120% 100% at 100% 0%, #f6e4e0 0%, #e8cfc6 60%, #dcbcae 100%)',
    tone: 'light',
  },
  {
    title: 'For Car',
    text: 'Quiet luxury on the road',
    filters: { car: ['true'] },
    background: 'radial-gradient(120% 100% at 100% 0%, #36463b 0%, #1c2620 70%)',
    tone: 'dark',
  },
];

/** The three collection tiles: him (gender male), her (gender female), car. */
export function CollectionTiles() {
  const navigate = useNavigate();
  return (
    <section aria-label="Collections" className="mx-auto max-w-7xl px-6 pb-20 sm:px-10 sm:pb-28">
      <ul className="grid gap-4 md:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <button
              type="button"
              onClick={() => navigate(listingUrlFor(tile.filters))}
              className={`group relative flex min-h-[320px] w-full cursor-pointer flex-col justify-end overflow-hidden p-8 text-left sm:min-h-[420px] ${
                tile.tone === 'dark' ? 'text-ivory' : 'text-ink'
              }`}
              style={{ background: tile.background }}
            >
              <FlaconArt
                className={`absolute right-6 top-8 h-56 transition-transform duration-700 group-hover:-translate-y-2 sm:h-64 ${
                  tile.tone === 'dark' ? 'text-gold/45' : 'text-ink/20'
                }`}
              />
              <span className="relative flex flex-col gap-2">
                <span className={`eyebrow ${tile.tone === 'dark' ? 'text-gold' : 'text-ink-soft'}`}>Collection</span>
                <span className="font-display text-4xl sm:text-5xl">{tile.title}</span>
                <span className={tile.tone === 'dark' ? 'text-sm text-ivory/75' : 'text-sm text-ink-soft'}>{tile.text}</span>
                <span className="mt-4 inline-flex items-center gap-2 text-xs font-medium uppercase tracking-[0.22em]">
                  Discover
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
