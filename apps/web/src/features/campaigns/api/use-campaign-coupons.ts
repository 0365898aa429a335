import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Codes a promotion can carry: the ones a shopper can use now or later, from the Promotions page. */
export function useCampaignCoupons() {
  return useQuery({
    queryKey: ['admin', 'coupons', 'for-campaigns'],
    queryFn: ({ signal }) => call('listCoupons', { signal }),
    select: (answer) => answer.data.filter((coupon) => coupon.state === 'active' || coupon.state === 'scheduled'),
  });
}
