import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full border border-line bg-white px-3.5 text-sm text-ink placeholder:text-stone/70 transition-colors',
        'focus:border-gold focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-gold/25 disabled:opacity-60',
        'aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full border border-line bg-white px-3.5 py-2.5 text-sm text-ink placeholder:text-stone/70',
        'focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/25 aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-xs font-medium uppercase tracking-[0.14em] text-ink-soft', className)} {...props} />;
}

/** A field's error line, announced to screen readers. */
export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs text-danger">
      {message}
    </p>
  );
}
