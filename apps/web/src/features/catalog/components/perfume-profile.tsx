import { concentrationLabels, longevityLabels, noteTierLabels, noteTierValues, sillageLabels, type Product } from '@aurelle/contract';
import { cn } from '@/lib/cn';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A 1–5 figure as five marks and its word ("Long-lasting"), for longevity and sillage. */
function Meter({ label, value, words }: { label: string; value: number; words: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <dt className="text-[0.68rem] font-medium uppercase tracking-[0.2em] text-stone">{label}</dt>
      <dd className="flex items-center gap-3">
        <span className="flex gap-1" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((step) => (
            <span key={step} className={cn('h-1.5 w-6 rounded-full', step <= value ? 'bg-gold' : 'bg-line')} />
          ))}
        </span>
        <span className="text-sm text-ink">
          {words[value - 1]}
          <span className="sr-only"> ({value} of 5)</span>
        </span>
      </dd>
    </div>
  );
}

/**
 * What a perfume is: the notes pyramid, concentration, accords, how it wears, when to wear it and where it
 * comes from. Sections with nothing to say are left out; a product with no profile shows nothing.
 */
export function PerfumeProfile({ product }: { product: Product }) {
  const tiers = noteTierValues.filter((tier) => product.notes[tier].length > 0);
  const facts: Array<[string, string]> = [
    ...(product.concentration ? [['Concentration', concentrationLabels[product.concentration]] as [string, string]] : []),
    ...(product.seasons.length > 0 ? [['Seasons', product.seasons.map(capitalise).join(', ')] as [string, string]] : []),
    ...(product.timesOfDay.length > 0 ? [['Wear it', product.timesOfDay.map(capitalise).join(' and ')] as [string, string]] : []),
    ...(product.perfumer ? [['Perfumer', product.perfumer] as [string, string]] : []),
    ...(product.launchYear ? [['Launched', String(product.launchYear)] as [string, string]] : []),
    ...(product.countryOfOrigin ? [['Country of origin', product.countryOfOrigin] as [string, string]] : []),
  ];
  if (tiers.length === 0 && facts.length === 0 && product.accords.length === 0) return null;
  return (
    <section aria-labelledby="profile-heading" className="flex flex-col gap-10 border-t border-line pt-12">
      <div className="flex flex-col gap-2">
        <p className="eyebrow text-gold-deep">The composition</p>
        <h2 id="profile-heading" className="font-display text-4xl">
          Notes &amp; character
        </h2>
      </div>
      {tiers.length > 0 ? (
        <ol className="grid gap-px border border-line bg-line sm:grid-cols-3" aria-label="Notes pyramid">
          {tiers.map((tier) => (
            <li key={tier} className="flex flex-col gap-3 bg-white px-5 py-6">
              <h3 className="text-[0.68rem] font-medium uppercase tracking-[0.2em] text-gold-deep">{noteTierLabels[tier]}</h3>
              <ul className="flex flex-wrap gap-2">
                {product.notes[tier].map((note) => (
                  <li key={note} className="border border-line px-3 py-1 font-display text-lg leading-snug text-ink">
                    {note}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
      {product.accords.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-[0.68rem] font-medium uppercase tracking-[0.2em] text-stone">Main accords</h3>
          <ul className="flex flex-wrap gap-2">
            {product.accords.map((accord) => (
              <li key={accord} className="rounded-full bg-ink px-3.5 py-1 text-xs uppercase tracking-[0.14em] text-ivory">
                {accord}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid gap-x-10 gap-y-6 sm:grid-cols-2">
        {product.longevity ? <Meter label="Longevity" value={product.longevity} words={longevityLabels} /> : null}
        {product.sillage ? <Meter label="Sillage" value={product.sillage} words={sillageLabels} /> : null}
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-[0.68rem] font-medium uppercase tracking-[0.2em] text-stone">{label}</dt>
            <dd className="text-sm text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
