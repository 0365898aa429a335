import type { ReactNode } from 'react';

/** The card's title (the page's h1) and a short line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 text-center">
      <h1 className="font-display text-[2.1rem] leading-tight text-ink">{title}</h1>
      <span aria-hidden="true" className="mx-auto mt-4 block h-px w-12 bg-gold" />
      {children ? <p className="mt-4 text-sm leading-relaxed text-stone">{children}</p> : null}
    </div>
  );
}
