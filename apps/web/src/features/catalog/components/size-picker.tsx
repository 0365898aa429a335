import { formatInr, variantLabel, variantUnitPrice, type ProductVariant } from '@aurelle/contract';
import { cn } from '@/lib/cn';

/**
 * The sizes of a scent as a radio group: each shows its label and price, a sold-out size stays choosable (so
 * "Notify me" can be asked for it) but says so.
 */
export function SizePicker({
  sizes,
  selectedId,
  onSelect,
  name,
}: {
  sizes: readonly ProductVariant[];
  selectedId: string;
  onSelect: (variantId: string) => void;
  /** The radio group's name: unique per product on the page. */
  name: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="mb-2.5 text-[0.68rem] font-medium uppercase tracking-[0.2em] text-ink-soft">Size</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const isSelected = size.id === selectedId;
          const isSoldOut = size.stock <= 0;
          return (
            <label
              key={size.id}
              className={cn(
                'relative flex min-w-24 cursor-pointer flex-col items-start gap-0.5 border px-3.5 py-2.5 text-left transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
                isSelected ? 'border-ink bg-ink text-ivory' : 'border-line bg-white text-ink hover:border-ink/60',
              )}
            >
              <input type="radio" name={name} value={size.id} checked={isSelected} onChange={() => onSelect(size.id)} className="sr-only" />
              <span className="text-sm font-medium">{variantLabel(size)}</span>
              <span className={cn('text-xs tabular-nums', isSelected ? 'text-ivory/80' : 'text-stone')}>
                {isSoldOut ? 'Sold out' : formatInr(variantUnitPrice(size))}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
