import type { ReactNode } from 'react';

/** One labelled fact of the order (inside a `<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="label-caps text-stone">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}
