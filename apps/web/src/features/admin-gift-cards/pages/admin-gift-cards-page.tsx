import { useState } from 'react';
import { Gift, Plus } from 'lucide-react';
import { formatInr, GIFT_CARD_STATUSES, ORDER_SEARCH_DEBOUNCE_MS, type GiftCardStatus } from '@aurelle/contract';
import { AdminPage } from '@/components/layout/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGiftCards } from '../api/use-gift-cards';
import { giftCardDate, giftCardStatusLabel, giftCardStatusTone } from '../components/gift-card-format';
import { GiftCardDetailSheet } from '../components/gift-card-detail-sheet';
import { GiftCardPurchasesCard } from '../components/gift-card-purchases-card';
import { GiftCardSettingsCard } from '../components/gift-card-settings-card';
import { IssueGiftCardSheet } from '../components/issue-gift-card-sheet';

const ALL_STATUSES = 'all';
const skeletonRows = Array.from({ length: 4 }, (_, index) => index);

/** /admin/gift-cards: find a card by its code, last four or holder; issue one; open one for its ledger or to void it. */
export function AdminGiftCardsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<GiftCardStatus | undefined>();
  const [page, setPage] = useState(1);
  const [isIssuing, setIsIssuing] = useState(false);
  const [openCardId, setOpenCardId] = useState<string | undefined>();
  const searched = useDebouncedValue(search.trim(), ORDER_SEARCH_DEBOUNCE_MS);
  const cards = useGiftCards(searched, status, page);
  const list = cards.data?.data ?? [];
  const isFiltered = searched !== '' || status !== undefined;

  return (
    <AdminPage
      title="Gift cards"
      description="Cards the house has issued or shoppers have bought: what each holds, until when, and every movement of its balance."
      action={
        <Button onClick={() => setIsIssuing(true)}>
          <Plus aria-hidden="true" />
          Issue a card
        </Button>
      }
    >
      <Card className="shadow-sm shadow-ink/[0.03]">
        <div className="flex flex-col gap-4 border-b border-line p-5 sm:flex-row sm:items-end sm:justify-between sm:p-7">
          <div>
            <h2 className="type-h2">Cards</h2>
            <p className="mt-1 text-sm text-stone" aria-live="polite">
              {!cards.data
                ? 'Loading cards'
                : cards.data.total === 0
                  ? isFiltered
                    ? 'No card matches'
                    : 'None issued yet'
                  : `${cards.data.total.toLocaleString('en-IN')} ${cards.data.total === 1 ? 'card' : 'cards'}`}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <SearchField
              id="gift-card-search"
              label="Search gift cards"
              placeholder="Code, last four or e-mail"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className="sm:w-72"
            />
            <Select
              value={status ?? ALL_STATUSES}
              onValueChange={(value) => {
                setStatus(value === ALL_STATUSES ? undefined : (value as GiftCardStatus));
                setPage(1);
              }}
            >
              <SelectTrigger aria-label="Status" className="sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_STATUSES}>Every status</SelectItem>
                {GIFT_CARD_STATUSES.map((each) => (
                  <SelectItem key={each} value={each}>
                    {giftCardStatusLabel(each)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        {cards.isError && !cards.data ? (
          <LoadError
            title="Gift cards could not be loaded"
            message={errorMessage(cards.error, 'Something went wrong')}
            onRetry={() => void cards.refetch()}
          />
        ) : cards.data && list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
              <Gift aria-hidden="true" className="size-5" />
            </span>
            <p className="font-display text-2xl">{isFiltered ? 'No card matches' : 'No gift cards yet'}</p>
            <p className="max-w-sm text-sm text-stone">
              {isFiltered
                ? 'Try the whole code, its last four characters or the holder’s e-mail.'
                : 'Issue a card as a goodwill gesture, a prize or a sale in the boutique; it is valid for a year.'}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-line" aria-label="Gift cards" aria-busy={cards.isPending || cards.isPlaceholderData}>
            {cards.isPending
              ? skeletonRows.map((row) => (
                  <li key={row} className="flex items-center justify-between gap-4 px-5 py-4 sm:px-7">
                    <Skeleton className="h-4 w-48" />
                    <Skeleton className="h-4 w-24" />
                  </li>
                ))
              : list.map((card) => (
                  <li key={card.id} data-testid="gift-card-row">
                    <button
                      type="button"
                      onClick={() => setOpenCardId(card.id)}
                      className="grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-4 text-left transition-colors hover:bg-ivory-deep/60 focus-visible:bg-ivory-deep/60 focus-visible:outline-none sm:grid-cols-[1.4fr_1fr_auto_auto] sm:px-7"
                    >
                      <span className="min-w-0">
                        <span className="block font-mono text-sm font-medium tracking-[0.12em]">{card.maskedCode}</span>
                        <span className="block truncate text-xs text-stone">
                          {card.recipientName ?? card.recipientEmail ?? `Issued ${giftCardDate(card.createdAt)}`}
                          {card.purchase ? ` · bought by ${card.purchase.buyerName}` : ''}
                        </span>
                      </span>
                      <span className="text-right tabular-nums sm:text-left">
                        <span className="block font-medium">{formatInr(card.balance)}</span>
                        <span className="block text-xs text-stone">of {formatInr(card.initialAmount)}</span>
                      </span>
                      <span className="text-xs text-stone">Until {giftCardDate(card.expiresAt)}</span>
                      <span className="justify-self-end">
                        <Badge tone={giftCardStatusTone(card.status)}>{giftCardStatusLabel(card.status)}</Badge>
                      </span>
                    </button>
                  </li>
                ))}
          </ul>
        )}
        {cards.data && cards.data.totalPages > 1 ? (
          <div className="border-t border-line p-5 sm:px-7">
            <Pagination
              page={page}
              totalPages={cards.data.totalPages}
              onPageChange={setPage}
              isBusy={cards.isFetching}
              label="Gift card pages"
            />
          </div>
        ) : null}
      </Card>

      <GiftCardSettingsCard />
      <GiftCardPurchasesCard />

      <IssueGiftCardSheet isOpen={isIssuing} onClose={() => setIsIssuing(false)} />
      <GiftCardDetailSheet cardId={openCardId} onClose={() => setOpenCardId(undefined)} />
    </AdminPage>
  );
}
