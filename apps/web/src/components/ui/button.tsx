import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium tracking-wide transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 cursor-pointer [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-ink text-ivory hover:bg-ink-soft',
        gold: 'bg-gold text-white hover:bg-gold-deep',
        outline: 'border border-ink/80 bg-transparent text-ink hover:bg-ink hover:text-ivory',
        subtle: 'border border-line bg-white text-ink hover:border-ink/40',
        ghost: 'bg-transparent text-ink hover:bg-ink/5',
        destructive: 'bg-danger text-white hover:bg-danger/90',
        link: 'text-ink underline-offset-4 hover:underline px-0',
      },
      size: {
        default: 'h-11 px-6',
        sm: 'h-9 px-4 text-xs',
        lg: 'h-12 px-8 text-[0.8rem] uppercase tracking-[0.2em]',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component className={cn(buttonVariants({ variant, size }), className)} type={asChild ? undefined : (type ?? 'button')} {...props} />
  );
}
