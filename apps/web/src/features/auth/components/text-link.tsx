import type { ComponentProps } from 'react';
import { Link } from '@/components/link';
import { cn } from '@/lib/cn';

/** An inline link in the auth cards: ink text with a gold underline. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn('font-medium text-ink underline decoration-gold underline-offset-4 transition-colors hover:text-gold-deep', className)}
      {...props}
    />
  );
}
