import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { priceBandLabels, priceBandValues, type FragranceType } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useFinderCandidates } from '../api/use-finder-candidates';
import { ProductImage } from '../components/product-image';
import { ProductPriceFrom } from '../components/product-price';
import { fragranceFamilies, fragranceLabel, productBrand } from '../lib/catalog-labels';
import { listingQuery } from '../lib/listing-filters';
import {
  finderCandidateFilters,
  finderFilters,
  finderSearch,
  intensityOptions,
  occasionOptions,
  parseFinderAnswers,
  rankFinderMatches,
  wearerOptions,
  type FinderAnswers,
} from '../lib/scent-finder';
import { useDocumentMeta } from '../lib/use-document-meta';

const emptyAnswers: FinderAnswers = { wearer: 'anyone', families: [], intensity: 'any', occasion: 'any', budget: 'any' };
const budgetOptions = [
  ...priceBandValues.map((band) => ({ value: band, label: priceBandLabels[band] })),
  { value: 'any', label: 'Any budget' },
] as const;
const STEPS = ['For whom', 'Families', 'Intensity', 'Occasion', 'Budget'] as const;

/** One answer as a large, tappable choice (a radio or a checkbox underneath). */
function Choice({
  type,
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-1 border px-5 py-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
        checked ? 'border-ink bg-ink text-ivory' : 'border-line bg-white text-ink hover:border-ink/60',
      )}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="sr-only" />
      <span className="font-display text-xl leading-snug">{label}</span>
      {hint ? <span className={cn('text-xs', checked ? 'text-ivory/80' : 'text-stone')}>{hint}</span> : null}
    </label>
  );
}

function Quiz({ onDone }: { onDone: (answers: FinderAnswers) => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<FinderAnswers>(emptyAnswers);
  const set = (patch: Partial<FinderAnswers>) => setAnswers((current) => ({ ...current, ...patch }));
  const toggleFamily = (family: FragranceType) =>
    set({ families: answers.families.includes(family) ? answers.families.filter((f) => f !== family) : [...answers.families, family] });
  const isLast = step === STEPS.length - 1;
  const questions = [
    <fieldset key="wearer" className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-6 font-display text-3xl">Who is it for?</legend>
      {wearerOptions.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name="wearer"
          label={option.label}
          checked={answers.wearer === option.value}
          onChange={() => set({ wearer: option.value })}
        />
      ))}
    </fieldset>,
    <fieldset key="families" className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-6 font-display text-3xl">Which families do you like?</legend>
      {fragranceFamilies.map((family) => (
        <Choice
          key={family.type}
          type="checkbox"
          name="families"
          label={fragranceLabel(family.type)}
          hint={family.notes}
          checked={answers.families.includes(family.type)}
          onChange={() => toggleFamily(family.type)}
        />
      ))}
    </fieldset>,
    <fieldset key="intensity" className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-6 font-display text-3xl">How strong should it be?</legend>
      {intensityOptions.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name="intensity"
          label={option.label}
          hint={option.hint}
          checked={answers.intensity === option.value}
          onChange={() => set({ intensity: option.value })}
        />
      ))}
    </fieldset>,
    <fieldset key="occasion" className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-6 font-display text-3xl">When will you wear it?</legend>
      {occasionOptions.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name="occasion"
          label={option.label}
          checked={answers.occasion === option.value}
          onChange={() => set({ occasion: option.value })}
        />
      ))}
    </fieldset>,
    <fieldset key="budget" className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-6 font-display text-3xl">What is your budget?</legend>
      {budgetOptions.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name="budget"
          label={option.label}
          checked={answers.budget === option.value}
          onChange={() => set({ budget: option.value })}
        />
      ))}
    </fieldset>,
  ];
  return (
    <form
      className="flex flex-col gap-10"
      onSubmit={(event) => {
        event.preventDefault();
        if (isLast) onDone(answers);
        else setStep(step + 1);
      }}
    >
      <p className="text-xs uppercase tracking-[0.2em] text-stone" aria-live="polite">
        Question {step + 1} of {STEPS.length} · {STEPS[step]}
      </p>
      {questions[step]}
      <div className="flex gap-3">
        {step > 0 ? (
          <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        ) : null}
        <Button type="submit" className="min-w-48">
          {isLast ? 'Show my matches' : 'Next'}
        </Button>
      </div>
    </form>
  );
}

function Results({ answers }: { answers: FinderAnswers }) {
  const candidates = useFinderCandidates(finderCandidateFilters(answers));
  const matches = candidates.data ? rankFinderMatches(candidates.data, answers) : undefined;
  const shopLink = paths.shop.listing(listingQuery(finderFilters(answers)));
  return (
    <section aria-labelledby="matches-heading" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="matches-heading" className="font-display text-4xl">
          Your matches
        </h2>
        {/* On a phone the two actions stack at full width rather than run off the screen. */}
        <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="outline">
            <Link to={paths.shop.scentFinder}>Start again</Link>
          </Button>
          <Button asChild>
            <Link to={shopLink}>See them all in the shop</Link>
          </Button>
        </div>
      </div>
      {candidates.isError ? (
        <p role="alert" className="text-sm text-danger">
          Your matches could not be loaded. Please try again.
        </p>
      ) : !matches ? (
        <div className="grid gap-5 sm:grid-cols-2" aria-busy="true" aria-label="Finding your matches">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-40 w-full" />
          ))}
        </div>
      ) : matches.length === 0 ? (
        <p className="text-sm text-stone">
          No perfume meets those answers yet.{' '}
          <Link to={paths.shop.scentFinder} className="underline">
            Try other answers
          </Link>{' '}
          or browse the whole collection.
        </p>
      ) : (
        <ol className="grid gap-5 sm:grid-cols-2" aria-label="Matches, best first">
          {matches.map(({ product, reasons }, index) => (
            <li key={product._id} className="relative flex gap-5 border border-line bg-white p-4">
              <div className="h-36 w-28 shrink-0 overflow-hidden bg-ivory-deep">
                <ProductImage src={product.image} alt="" sizes="112px" />
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <p className="text-[0.62rem] font-medium uppercase tracking-[0.18em] text-gold-deep">
                  No. {index + 1} · {productBrand(product)}
                </p>
                <h3 className="font-display text-xl leading-snug">
                  <Link to={paths.shop.product(product._id)} className="after:absolute after:inset-0 after:content-['']">
                    {product.title}
                  </Link>
                </h3>
                <ul className="flex flex-col gap-0.5 text-xs text-ink-soft" aria-label={`Why ${product.title}`}>
                  {reasons.map((reason) => (
                    <li key={reason}>· {reason}</li>
                  ))}
                </ul>
                <ProductPriceFrom product={product} className="mt-auto pt-1" />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /shop/scent-finder: five questions, then a ranked list with the reason for each match. */
export function ScentFinderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const answers = parseFinderAnswers(params);
  useDocumentMeta({ title: 'Scent finder', description: 'Five questions to find the perfume for you, with why each one suits.' });
  return (
    <div className="mx-auto w-full max-w-5xl px-5 pb-24 pt-12 sm:px-10">
      <header className="mb-12 flex flex-col gap-3">
        <p className="eyebrow text-gold-deep">Scent finder</p>
        <h1 className="type-h1 font-normal">Find your fragrance</h1>
        <p className="max-w-xl text-sm text-stone">Five questions about what you like; we rank our perfumes and tell you why each suits.</p>
      </header>
      {answers ? (
        <Results answers={answers} />
      ) : (
        <Quiz onDone={(done) => void navigate(`${paths.shop.scentFinder}${finderSearch(done)}`)} />
      )}
    </div>
  );
}
