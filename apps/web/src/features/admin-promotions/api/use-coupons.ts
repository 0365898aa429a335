import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Every list of codes in the back office (the Promotions page's, the campaign composer's) lives under this key. */
export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: ['admin', 'coupons', 'list'] as const,
};

/** GET /admin/coupons: every code, newest first, with its uses so far and its state now. */
export function useCoupons() {
  return useQuery({
    queryKey: couponKeys.list,
    queryFn: ({ signal }) => call('listCoupons', { signal }).then((answer) => answer.data),
  });
}

function useRefreshCoupons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: couponKeys.all });
}

/** POST /admin/coupons. */
export function useCreateCoupon() {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationFn: (body: CouponInput) => call('createCoupon', { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}

/** PUT /admin/coupons/{id}. */
export function useUpdateCoupon() {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CouponInput }) => call('updateCoupon', { params: { id }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}

/** PATCH /admin/coupons/{id}/status: pause or resume a code. */
export function useSetCouponPaused() {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationFn: ({ id, isPaused }: { id: string; isPaused: boolean }) => call('setCouponPaused', { params: { id }, body: { isPaused } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}
