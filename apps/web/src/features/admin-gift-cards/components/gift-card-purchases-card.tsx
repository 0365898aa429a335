import { useState } from 'react';
import { formatInr, GIFT_CARD_PURCHASE_STATUS_LABELS, GIFT_CARD_PURCHASE_STATUSES, type GiftCardPurchaseStatus } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/status-tones';
import { errorMessage } from '@/lib/api-client';
import { useGiftCardPurchases } from '../api/use-gift-card-settings';
import { giftCardDate } from './gift-card-format';

const ALL_STATUSES = 'all';

export function purchaseStatusTone(status: GiftCardPurchaseStatus): Tone {
  return status === 'paid' ? 'green' : status === 'failed' ? 'red' : 'grey';
}

/** Shoppers' purchases, whatever their payment came to: who bought what for whom, and the provider's references. */
export function GiftCardPurchasesCard() {
  const [status, setStatus] = useState<GiftCardPurchaseStatus | undefined>();
  const [page, setPage] = useState(1);
  const purchases = useGiftCardPurchases(status, page);
  const list = purchases.data?.data ?? [];

  return (
    <Card className="shadow-sm shadow-ink/[0.03]">
      <div className="flex flex-col gap-4 border-b border-line p-5 sm:flex-row sm:items-end sm:justify-between sm:p-7">
        <div>
          <h2 className="type-h2">Purchases</h2>
          <p className="mt-1 text-sm text-stone">Cards bought in the shop and how their payment stands.</p>
        </div>
        <Select
          value={status ?? ALL_STATUSES}
          onValueChange={(value) => {
            setStatus(value === ALL_STATUSES ? undefined : (value as GiftCardPurchaseStatus));
            setPage(1);
          }}
        >
          <SelectTrigger aria-label="Payment" className="sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_STATUSES}>Every payment</SelectItem>
            {GIFT_CARD_PURCHASE_STATUSES.map((each) => (
              <SelectItem key={each} value={each}>
                {GIFT_CARD_PURCHASE_STATUS_LABELS[each]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {purchases.isError && !purchases.data ? (
        <LoadError
          title="Purchases could not be loaded"
          message={errorMessage(purchases.error, 'Something went wrong')}
          onRetry={() => void purchases.refetch()}
        />
      ) : purchases.data && list.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-stone sm:px-7">No purchases yet.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Gift card purchases" aria-busy={purchases.isPending}>
          {purchases.isPending ? (
            <li className="px-5 py-4 sm:px-7">
              <Skeleton className="h-4 w-64" />
            </li>
          ) : (
            list.map((purchase) => (
              <li
                key={purchase.id}
                data-testid="gift-card-purchase-row"
                className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[1.3fr_1.3fr_auto_auto] sm:px-7"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{purchase.buyerName}</span>
                  <span className="block truncate text-xs text-stone">{purchase.buyerEmail}</span>
                </span>
                <span className="min-w-0 text-sm">
                  <span className="block truncate">
                    {purchase.forSelf ? 'For themselves' : `For ${purchase.recipientName}`} ·{' '}
                    {giftCardDate(`${purchase.deliverOn}T00:00:00+05:30`)}
                  </span>
                  <span className="block truncate font-mono text-xs text-stone">
                    {purchase.maskedCode ?? purchase.failureReason ?? purchase.providerOrderId ?? '—'}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{formatInr(purchase.amount)}</span>
                <span className="justify-self-end">
                  <Badge tone={purchaseStatusTone(purchase.status)}>{GIFT_CARD_PURCHASE_STATUS_LABELS[purchase.status]}</Badge>
                </span>
              </li>
            ))
          )}
        </ul>
      )}
      {purchases.data && purchases.data.totalPages > 1 ? (
        <div className="border-t border-line p-5 sm:px-7">
          <Pagination
            page={page}
            totalPages={purchases.data.totalPages}
            onPageChange={setPage}
            isBusy={purchases.isFetching}
            label="Purchase pages"
          />
        </div>
      ) : null}
    </Card>
  );
}
