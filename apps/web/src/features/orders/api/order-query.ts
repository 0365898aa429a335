/** Cache keys of the shopper's orders. */
export const orderQueryKeys = {
  all: ['shop', 'orders'] as const,
  list: () => ['shop', 'orders', 'mine'] as const,
  details: (orderId: string) => ['shop', 'orders', 'details', orderId] as const,
};
