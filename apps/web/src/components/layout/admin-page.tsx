import type { ReactNode } from 'react';

/** Every back-office page: one width, one rhythm, one header (eyebrow, title, description, optional action). */
export function AdminPage({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 sm:py-2">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow text-gold-deep">Back office</p>
          <h1 className="mt-2 type-h1">{title}</h1>
          <p className="mt-2 max-w-xl text-sm text-stone">{description}</p>
        </div>
        {action ? <div className="self-start sm:self-auto">{action}</div> : null}
      </header>
      {children}
    </div>
  );
}
