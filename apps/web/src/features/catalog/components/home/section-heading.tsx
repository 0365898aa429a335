import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Eyebrow, serif title and an optional line of text: the rhythm of every home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  tone = 'light',
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <div
      className={cn('flex flex-col gap-4', align === 'center' ? 'mx-auto max-w-2xl items-center text-center' : 'items-start', className)}
    >
      <p className={cn('eyebrow font-medium', tone === 'dark' ? 'text-gold' : 'text-gold-deep')}>{eyebrow}</p>
      <h2 id={id} className={cn('type-h1 font-normal leading-tight', tone === 'dark' ? 'text-ivory' : 'text-ink')}>
        {title}
      </h2>
      {children && <p className={cn('text-base leading-relaxed', tone === 'dark' ? 'text-ivory/75' : 'text-stone')}>{children}</p>}
    </div>
  );
}
