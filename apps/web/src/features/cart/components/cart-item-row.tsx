import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatInr, type CartItem } from '@aurelle/contract';
import { Button } from '@/components/ui/button';

interface CartItemRowProps {
  item: CartItem;
  /** The line's name in its controls' labels (cartLineName). */
  name: string;
  isUpdating: boolean;
  isDeleting: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart line: image, title and size, − quantity +, remove, sale price with the original struck out. */
export function CartItemRow({ item, name, isUpdating, isDeleting, onQuantityChange, onRemove }: CartItemRowProps) {
  const isOnSale = item.salePrice > 0 && item.salePrice < item.price;
  const unitPrice = item.salePrice > 0 ? item.salePrice : item.price;
  return (
    <li className="flex gap-4 py-5">
      <div className="h-24 w-20 shrink-0 overflow-hidden bg-ivory-deep">
        {item.image ? <img src={item.image} alt={item.title} className="size-full object-cover" loading="lazy" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-display text-lg leading-snug text-ink">{item.title}</h3>
            <p className="mt-0.5 text-xs uppercase tracking-[0.16em] text-stone">{item.variantLabel}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 -mt-1 size-8 shrink-0 text-stone hover:text-danger"
            aria-label={`Remove ${name}`}
            disabled={isDeleting}
            onClick={() => onRemove(item)}
          >
            <Trash2 />
          </Button>
        </div>
        <p className="mt-1 flex items-baseline gap-2 text-sm">
          <span className="font-medium text-ink">{formatInr(unitPrice)}</span>
          {isOnSale ? (
            <s className="text-xs text-stone">
              <span className="sr-only">Original price </span>
              {formatInr(item.price)}
            </s>
          ) : null}
        </p>
        <div className="mt-auto flex items-center justify-between pt-3">
          <div className="inline-flex items-center border border-line bg-white" role="group" aria-label={`Quantity of ${name}`}>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Decrease quantity of ${name}`}
              disabled={isUpdating || item.quantity <= 1}
              onClick={() => onQuantityChange(item, item.quantity - 1)}
            >
              <Minus />
            </Button>
            <span className="w-8 text-center text-sm tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Increase quantity of ${name}`}
              disabled={isUpdating}
              onClick={() => onQuantityChange(item, item.quantity + 1)}
            >
              <Plus />
            </Button>
          </div>
          <p className="text-sm font-medium tabular-nums text-ink">{formatInr(unitPrice * item.quantity)}</p>
        </div>
      </div>
    </li>
  );
}
