import { toShopperStatus, type OrderStatus } from '@aurelle/contract';
import { cn } from '@/lib/cn';

const steps = [
  { label: 'Ordered', reachedAt: 33 },
  { label: 'Shipped', reachedAt: 66 },
  { label: 'Delivered', reachedAt: 100 },
] as const;

/** Ordered → Shipped → Delivered, filled 33/66/100% with the labels highlighted cumulatively. */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const { progress, label } = toShopperStatus(status);
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={label}
        className="h-1 w-full overflow-hidden bg-ivory-deep"
      >
        <div className="h-full bg-gold transition-[width] duration-700 ease-out" style={{ width: `${progress}%` }} />
      </div>
      <ol className="mt-2 grid grid-cols-3 text-[0.7rem] uppercase tracking-[0.16em]">
        {steps.map((step, index) => (
          <li
            key={step.label}
            data-reached={progress >= step.reachedAt}
            className={cn(
              index === 1 && 'text-center',
              index === 2 && 'text-right',
              progress >= step.reachedAt ? 'font-medium text-ink' : 'text-stone',
            )}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
