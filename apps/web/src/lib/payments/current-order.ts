/** The legacy flow keeps our order id in session storage under currentOrderId. */
export const CURRENT_ORDER_STORAGE_KEY = 'currentOrderId';

export function readCurrentOrderId(): string | null {
  try {
    return window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberCurrentOrderId(orderId: string): void {
  try {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, orderId);
  } catch {
    // Without session storage the return page cannot match the order; it then says so.
  }
}

export function forgetCurrentOrderId(): void {
  try {
    window.sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
