import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { variantLabel, type OfferInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const offerKeys = {
  all: ['admin', 'offers'] as const,
  list: ['admin', 'offers', 'list'] as const,
};

/** GET /admin/offers: every automatic offer, newest first, with its sizes and its state now. */
export function useOffers() {
  return useQuery({
    queryKey: offerKeys.list,
    queryFn: ({ signal }) => call('listOffers', { signal }).then((answer) => answer.data),
  });
}

function useRefreshOffers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: offerKeys.all });
}

/** POST /admin/offers. */
export function useCreateOffer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (body: OfferInput) => call('createOffer', { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}

/** PUT /admin/offers/{id}. */
export function useUpdateOffer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OfferInput }) => call('updateOffer', { params: { id }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}

/** PATCH /admin/offers/{id}/status: pause or resume an offer. */
export function useSetOfferPaused() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: ({ id, isPaused }: { id: string; isPaused: boolean }) => call('setOfferPaused', { params: { id }, body: { isPaused } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}

export interface OfferSizeOption {
  id: string;
  label: string;
  isSample: boolean;
}

/** GET /admin/products/get, reduced to the sizes an offer can name: "Title · 10 ml sample", samples first. */
export function useOfferSizeChoices() {
  return useQuery({
    queryKey: ['admin', 'offers', 'size-choices'] as const,
    queryFn: ({ signal }) => call('listAdminProducts', { signal }),
    select: (answer): OfferSizeOption[] =>
      answer.data
        .flatMap((product) =>
          product.variants.map((variant) => ({
            id: variant.id,
            label: `${product.title} · ${variantLabel(variant)}${variant.stock === 0 ? ' (sold out)' : ''}`,
            isSample: variant.kind === 'sample',
          })),
        )
        .sort((a, b) => Number(b.isSample) - Number(a.isSample) || a.label.localeCompare(b.label, 'en-IN', { sensitivity: 'base' })),
  });
}
