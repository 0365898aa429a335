import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Full-width submit that reads 'Processing...' while the request runs. */
export function SubmitButton({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isPending} aria-busy={isPending}>
      {isPending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          Processing...
        </>
      ) : (
        children
      )}
    </Button>
  );
}
