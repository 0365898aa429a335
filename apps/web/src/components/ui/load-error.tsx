import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** The error state of a list or panel that failed to load, with a retry. */
export function LoadError({
  title,
  message,
  onRetry,
  className,
  icon,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  className?: string;
  icon?: ReactNode;
}) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-4 px-6 py-16 text-center', className)}>
      {icon}
      <p className="font-display text-2xl">{title}</p>
      <p className="max-w-md text-sm text-stone">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
