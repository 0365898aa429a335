import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A round monogram: the first letter of a name on ink, in the display face. */
export function InitialAvatar({ name, className, ...props }: ComponentProps<'span'> & { name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-display text-lg leading-none text-gold-soft',
        className,
      )}
      {...props}
    >
      {initial}
    </span>
  );
}
