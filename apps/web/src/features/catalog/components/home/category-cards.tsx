import { useNavigate } from 'react-router';
import { ArrowUpRight, Car } from 'lucide-react';
import { type Facets } from '@aurelle/contract';
import { fragranceFamilies, fragranceLabel } from '../../lib/catalog-labels';
import { listingUrlFor } from '../../lib/listing-filters';
import { FlaconArt } from './flacon-art';
import { SectionHeading } from './section-heading';

function countLabel(count: number | undefined): string | null {
  if (count === undefined) return null;
  return `${count} ${count === 1 ? 'fragrance' : 'fragrances'}`;
}

/**
 * Shop by category: the fragrance families plus car (docs/decisions/057-readings-of-the-spec.md). A click remembers the
 * filter in session storage and opens the listing with it.
 */
export function CategoryCards({ facets }: { facets: Facets | undefined }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-6 py-20 sm:px-10 sm:py-28">
      <SectionHeading id="shop-by-category" eyebrow="Shop by category" title="Find your family">
        Every scent belongs to a family. Start with the one you already love.
      </SectionHeading>
      <ul className="mt-14 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {fragranceFamilies.map((family) => (
          <li key={family.type}>
            <button
              type="button"
              onClick={() => navigate(listingUrlFor({ fragranceType: [family.type] }))}
              className="group relative flex aspect-[4/5] w-full cursor-pointer flex-col justify-between overflow-hidden p-5 text-left transition-transform duration-500 hover:-translate-y-1"
              style={{ background: `linear-gradient(160deg, ${family.from} 0%, ${family.to} 100%)` }}
            >
              <FlaconArt className="absolute left-4 top-4 h-14 text-ink/25 transition-transform duration-700 group-hover:-translate-y-1 sm:h-24" />
              <ArrowUpRight className="size-5 self-end text-ink/60 transition group-hover:text-ink" aria-hidden="true" />
              <span className="relative flex flex-col gap-1">
                <span className="font-display text-2xl text-ink sm:text-3xl">{fragranceLabel(family.type)}</span>
                <span className="text-xs leading-snug text-ink-soft">{family.notes}</span>
                {countLabel(facets?.fragranceType?.[family.type]) && (
                  <span className="label-caps mt-1 text-ink-soft">{countLabel(facets?.fragranceType?.[family.type])}</span>
                )}
              </span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => navigate(listingUrlFor({ car: ['true'] }))}
            className="group relative flex aspect-[4/5] w-full cursor-pointer flex-col justify-between overflow-hidden bg-ink p-5 text-left text-ivory transition-transform duration-500 hover:-translate-y-1"
          >
            <Car className="absolute left-4 top-4 size-12 text-ivory/30 sm:size-16" strokeWidth={0.9} aria-hidden="true" />
            <ArrowUpRight className="size-5 self-end text-ivory/60 transition group-hover:text-gold" aria-hidden="true" />
            <span className="relative flex flex-col gap-1">
              <span className="font-display text-2xl text-ivory sm:text-3xl">Car</span>
              <span className="text-xs leading-snug text-ivory/75">Diffusers for the drive</span>
              {countLabel(facets?.car?.true) && <span className="label-caps mt-1 text-gold">{countLabel(facets?.car?.true)}</span>}
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}
