import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva('inline-flex items-center gap-1 px-2.5 py-0.5 text-[0.7rem] font-medium uppercase tracking-wider', {
  variants: {
    tone: {
      neutral: 'bg-ivory-deep text-ink-soft',
      ink: 'bg-ink text-ivory',
      // Gold text on ivory-deep with a gold hairline: gold-deep on gold-soft fell short of AA (4.25:1) for this small text.
      gold: 'bg-ivory-deep text-gold-deep ring-1 ring-inset ring-gold/45',
      green: 'bg-emerald-100 text-emerald-800',
      blue: 'bg-sky-100 text-sky-800',
      yellow: 'bg-amber-100 text-amber-800',
      red: 'bg-rose-100 text-rose-800',
      purple: 'bg-violet-100 text-violet-800',
      grey: 'bg-neutral-200 text-neutral-700',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
