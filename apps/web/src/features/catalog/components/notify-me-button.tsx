import { BellRing, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useStockAlert } from '../api/use-stock-alerts';

/** Under a sold-out size of a perfume: ask to be e-mailed when it is back; once asked, says so. */
export function NotifyMeButton({ productId, variantId, productTitle }: { productId: string; variantId: string; productTitle: string }) {
  const { isWaiting, request, isPending } = useStockAlert(productId, variantId);
  if (isWaiting) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft" role="status">
        <Check aria-hidden="true" className="size-4 text-success" />
        We'll e-mail you when {productTitle} is back
      </p>
    );
  }
  return (
    <Button variant="outline" size="lg" className="w-full sm:w-auto sm:self-start" disabled={isPending} onClick={request}>
      <BellRing aria-hidden="true" />
      Notify me when it's back<span className="sr-only">: {productTitle}</span>
    </Button>
  );
}
