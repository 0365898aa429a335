import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettingsInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';

const deliverySettingsKey = ['admin', 'delivery-settings'] as const;

/** GET /admin/settings/delivery: fees, days, cut-off, working days and PIN rules. */
export function useDeliverySettings() {
  return useQuery({
    queryKey: deliverySettingsKey,
    queryFn: ({ signal }) => call('getDeliverySettings', { signal }).then((r) => r.settings),
  });
}

/** PUT /admin/settings/delivery. Checks of PIN codes already on screen ask again. */
export function useUpdateDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySettingsInput) => call('updateDeliverySettings', { body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(deliverySettingsKey, answer.settings);
      await queryClient.invalidateQueries({ queryKey: ['shop', 'delivery'] });
    },
  });
}
