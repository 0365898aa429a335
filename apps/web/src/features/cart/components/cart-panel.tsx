import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { toast } from '@/lib/toast';
import { formatInr, stockLimitMessage, type CartItem } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCart } from '@/lib/cart/use-cart';
import { useDeleteCartItem } from '../api/use-delete-cart-item';
import { useUpdateCartItem } from '../api/use-update-cart-item';
import { CartItemRow } from './cart-item-row';
import { paths } from '@/lib/paths';

import { CART_PANEL_ID, cartLineName, itemCountLabel } from './cart-count';

interface CartPanelProps {
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
  /** The header's cart button, focused again when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The right-hand cart sheet, loaded the first time the shopper opens it (cart-sheet.tsx holds the header's button). Focus
 * goes back to that button when it closes.
 */
export default function CartPanel({ isOpen, setIsOpen, trigger }: CartPanelProps) {
  const navigate = useNavigate();
  const { cart, isLoading } = useCart();
  const updateItem = useUpdateCartItem();
  const deleteItem = useDeleteCartItem();
  const distinctItems = cart.items.length;

  function goTo(path: string) {
    setIsOpen(false);
    void navigate(path);
  }

  function changeQuantity(item: CartItem, quantity: number) {
    // Never below 1, skipped when unchanged, capped at the stock with 'Only N items available in stock'.
    if (quantity < 1 || quantity === item.quantity || updateItem.isPending) return;
    if (quantity > item.totalStock) {
      toast.error(stockLimitMessage(item.totalStock));
      return;
    }
    updateItem.mutate(
      { productId: item.productId, variantId: item.variantId, quantity },
      { onError: (error) => toast.error(errorMessage(error, 'Failed to update cart item')) },
    );
  }

  function removeItem(item: CartItem) {
    deleteItem.mutate(
      { productId: item.productId, variantId: item.variantId },
      {
        onSuccess: () => toast.success('Cart item is deleted successfully'),
        onError: () => toast.error('Failed to delete cart item', { description: 'Please try again' }),
      },
    );
  }

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetContent
        side="right"
        id={CART_PANEL_ID}
        className="gap-0 overflow-hidden p-0"
        aria-describedby="cart-sheet-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <header className="border-b border-line px-6 pb-5 pt-7">
          <p className="eyebrow text-gold-deep">Your selection</p>
          <SheetTitle className="mt-1 text-3xl">Shopping Cart</SheetTitle>
          <SheetDescription id="cart-sheet-description">
            {distinctItems > 0 ? itemCountLabel(distinctItems) : 'Nothing here yet'}
          </SheetDescription>
        </header>

        {isLoading ? (
          <div className="flex flex-1 flex-col gap-6 px-6 py-6" aria-busy="true" aria-label="Loading cart">
            {[0, 1].map((key) => (
              <div key={key} className="flex gap-4">
                <Skeleton className="h-24 w-20" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="mt-auto h-8 w-24" />
                </div>
              </div>
            ))}
          </div>
        ) : distinctItems === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
            <div className="flex size-20 items-center justify-center rounded-full border border-gold/40 bg-white">
              <ShoppingBag className="size-8 text-gold" strokeWidth={1.2} aria-hidden="true" />
            </div>
            <h3 className="mt-6 type-h3">Your cart is empty</h3>
            <p className="mt-2 max-w-xs text-sm leading-relaxed text-stone">Looks like you haven't added anything to your cart yet.</p>
            <Button size="lg" className="mt-8" onClick={() => goTo(paths.shop.listing())}>
              Browse Our Collection
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-6" aria-label="Cart items">
              {cart.items.map((item) => (
                <CartItemRow
                  key={item.variantId}
                  item={item}
                  name={cartLineName(item, cart.items)}
                  isUpdating={updateItem.isPending}
                  isDeleting={deleteItem.isPending && deleteItem.variables.variantId === item.variantId}
                  onQuantityChange={changeQuantity}
                  onRemove={removeItem}
                />
              ))}
            </ul>
            <footer className="border-t border-line bg-white px-6 pb-6 pt-5">
              <div className="flex items-baseline justify-between">
                <span className="text-xs uppercase tracking-[0.2em] text-ink-soft">Total</span>
                <span className="font-display text-3xl tabular-nums" data-testid="cart-total">
                  {formatInr(cart.totalAmount)}
                </span>
              </div>
              <p className="mt-1 text-xs text-stone">Complimentary shipping on every order.</p>
              <Button size="lg" className="mt-5 w-full" onClick={() => goTo(paths.shop.checkout)}>
                Proceed to Checkout
              </Button>
            </footer>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
