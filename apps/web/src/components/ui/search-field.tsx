import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** A search box with a leading icon and a visually hidden label (admin lists, pickers). */
export function SearchField({
  id,
  label,
  className,
  inputClassName,
  trailing,
  ...props
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; label: string; inputClassName?: string; trailing?: ReactNode }) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-stone" />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        className={cn('pl-10 [&::-webkit-search-cancel-button]:appearance-none', inputClassName)}
        {...props}
      />
      {trailing}
    </div>
  );
}
