import { lazy, Suspense, useRef, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCart } from '@/lib/cart/use-cart';
import { CART_PANEL_ID, itemCountLabel } from './cart-count';

const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(loadCartPanel);

/**
 * The header's cart button (badge = distinct items). The sheet behind it is loaded when it is first wanted (the
 * pointer comes near, the button takes focus, or it is pressed), so a page's first load carries no dialog code.
 */
export function CartSheet() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { cart } = useCart();
  const distinctItems = cart.items.length;

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={`Cart, ${itemCountLabel(distinctItems)}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? CART_PANEL_ID : undefined}
        onPointerEnter={() => void loadCartPanel()}
        onFocus={() => void loadCartPanel()}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <ShoppingBag className="size-5!" strokeWidth={1.5} />
        {distinctItems > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
            className="absolute -right-0.5 -top-0.5 flex size-5 items-center justify-center rounded-full bg-gold-deep text-[0.65rem] font-semibold text-white"
          >
            {distinctItems}
          </span>
        ) : null}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <CartPanel isOpen={isOpen} setIsOpen={setIsOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
