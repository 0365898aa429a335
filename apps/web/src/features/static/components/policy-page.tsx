import type { ReactNode } from 'react';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { useShopConfig } from '@/lib/use-shop-config';
import { ContactDetails } from './contact-details';

export interface PolicySection {
  id: string;
  heading: string;
  body: ReactNode;
}

/**
 * The shared layout of Privacy, Returns and Terms: a quiet header, a sticky contents list on wide
 * screens, readable prose, and the shop's contact details at the end.
 */
export function PolicyPage({
  eyebrow,
  title,
  effectiveDate,
  intro,
  sections,
}: {
  eyebrow: string;
  title: string;
  effectiveDate?: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  useScrollToTop({ smooth: true });
  const { shopName } = useShopConfig();
  return (
    <article className="pb-24">
      <title>{`${title} · ${shopName}`}</title>
      <header className="border-b border-line bg-ivory-deep/50">
        <div className="mx-auto max-w-6xl px-6 py-16 sm:py-20 lg:px-10">
          <p className="eyebrow text-gold-deep">{eyebrow}</p>
          <h1 className="mt-4 font-display text-4xl leading-tight text-ink sm:text-6xl">{title}</h1>
          {effectiveDate ? (
            <p className="mt-5 text-sm text-stone">
              Effective date: <time className="text-ink">{effectiveDate}</time>
            </p>
          ) : null}
          <div className="mt-6 max-w-2xl text-[1.05rem] leading-relaxed text-ink-soft">{intro}</div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-6 pt-14 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 lg:px-10">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-28">
            <p className="eyebrow text-stone">On this page</p>
            <ol className="mt-4 flex flex-col gap-2.5 border-l border-line text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent pl-4 text-ink-soft hover:border-gold hover:text-ink"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28 border-b border-line py-10 first:pt-0"
            >
              <h2 id={`${section.id}-heading`} className="flex items-baseline gap-4 type-h2 text-ink">
                <span aria-hidden="true" className="font-display text-lg text-gold-deep">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.heading}
              </h2>
              <div className="mt-5 flex flex-col gap-4 leading-relaxed text-ink-soft">{section.body}</div>
            </section>
          ))}
          <ContactDetails className="mt-12" />
        </div>
      </div>
    </article>
  );
}

/** A bulleted list in policy prose, with gold markers. */
export function PolicyList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="flex flex-col gap-2.5 pl-1">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-[0.6rem] size-1.5 shrink-0 rotate-45 bg-gold" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
