import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftCardStatus, IssueGiftCardRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const giftCardKeys = {
  all: ['admin', 'gift-cards'] as const,
  list: (search: string, status: GiftCardStatus | undefined, page: number) =>
    ['admin', 'gift-cards', 'list', search, status, page] as const,
  detail: (id: string) => ['admin', 'gift-cards', 'detail', id] as const,
};

/** GET /admin/gift-cards: a page of cards, newest first, by search (code, last four, e-mail) and status. */
export function useGiftCards(search: string, status: GiftCardStatus | undefined, page: number) {
  return useQuery({
    queryKey: giftCardKeys.list(search, status, page),
    queryFn: ({ signal }) =>
      call('listGiftCards', { signal, query: { page, ...(search ? { search } : {}), ...(status ? { status } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/gift-cards/{id}: the card and its ledger. */
export function useGiftCard(id: string | undefined) {
  return useQuery({
    queryKey: giftCardKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call('getGiftCard', { signal, params: { id: id ?? '' } }).then((answer) => answer.data),
    enabled: id !== undefined,
  });
}

function useRefreshGiftCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: giftCardKeys.all });
}

/** POST /admin/gift-cards: the answer carries the whole code, shown once. */
export function useIssueGiftCard() {
  const refresh = useRefreshGiftCards();
  return useMutation({
    mutationFn: (body: IssueGiftCardRequest) => call('issueGiftCard', { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}

/** POST /admin/gift-cards/{id}/void. */
export function useVoidGiftCard() {
  const refresh = useRefreshGiftCards();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call('voidGiftCard', { params: { id }, body: { reason } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
}
