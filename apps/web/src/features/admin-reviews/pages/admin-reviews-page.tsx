import { useEffect } from 'react';
import { EyeOff, Images, MessageSquareQuote, MessagesSquare } from 'lucide-react';
import { REVIEW_QUEUE_VIEW_LABELS, type ReviewQueueView } from '@aurelle/contract';
import { AdminPage } from '@/components/layout/admin-page';
import { ViewSwitch, type ViewSwitchOption } from '@/components/layout/view-switch';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { CardPagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useReviewQueue } from '../api/use-review-queue';
import { ModeratedReviewCard } from '../components/moderated-review-card';
import { emptyQueueText, queueCountText, queueLocationFrom } from '../components/review-queue-views';

const viewIcons = { 'to-check': Images, all: MessagesSquare, hidden: EyeOff } as const;
const viewOrder: readonly ReviewQueueView[] = ['to-check', 'all', 'hidden'];
const skeletonCards = Array.from({ length: 3 }, (_, index) => index);

/**
 * /admin/reviews (decision 101): reviews whose photos wait to be checked, every review, or the hidden ones, with the
 * view, search and page in the URL. Each review can be approved (its photos go on the shop), hidden, and answered.
 */
export function AdminReviewsPage() {
  const { params, update, searchInput, setSearchInput, urlSearch, isSearchPending } = useUrlFilters();
  const { view, page } = queueLocationFrom(params);
  const queue = useReviewQueue({ view, page: isSearchPending ? 1 : page, search: urlSearch });
  const data = queue.data;
  const reviews = data?.reviews ?? [];
  const isFirstLoad = queue.isPending;
  const isRefreshing = queue.isFetching && !isFirstLoad;
  // The last review of the last page was approved or hidden away: show the page before it.
  const lastPage = data?.totalPages ?? 1;
  useEffect(() => {
    if (data && !queue.isPlaceholderData && page > 1 && page > lastPage) update({ page: lastPage > 1 ? String(lastPage) : undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, lastPage, page]);

  const views: ViewSwitchOption<ReviewQueueView>[] = viewOrder.map((key) => ({
    key,
    label: REVIEW_QUEUE_VIEW_LABELS[key],
    to: paths.admin.reviews({ view: key, q: urlSearch }),
    Icon: viewIcons[key],
    count: key === 'to-check' ? data?.toCheck : undefined,
  }));
  const empty = emptyQueueText(view, urlSearch);

  return (
    <AdminPage
      title="Reviews"
      description="What verified buyers say about the perfumes: check their photos before the shop shows them, hide what does not belong, and answer in the house’s name."
    >
      {/* Its own line: three views, one with a count, do not fit beside the description. */}
      <div>
        <ViewSwitch label="Reviews view" views={views} current={view} />
      </div>
      <Card className="shadow-sm shadow-ink/[0.03]">
        <div className="flex flex-col gap-5 border-b border-line p-5 sm:p-7 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 className="type-h2">{REVIEW_QUEUE_VIEW_LABELS[view]}</h2>
            <p className="mt-1 text-sm text-stone" aria-live="polite">
              {data ? queueCountText(view, data.total, urlSearch) : 'Loading reviews'}
            </p>
          </div>
          <SearchField
            id="admin-review-search"
            label="Search reviews"
            className="w-full md:max-w-sm"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Perfume, reviewer, e-mail or words…"
          />
        </div>

        {queue.isError && !data ? (
          <LoadError
            title="Reviews could not be loaded"
            message={errorMessage(queue.error, 'Something went wrong')}
            onRetry={() => void queue.refetch()}
          />
        ) : !isFirstLoad && reviews.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
              <MessageSquareQuote aria-hidden="true" className="size-5" />
            </span>
            <p className="font-display text-2xl">{empty.title}</p>
            <p className="max-w-sm text-sm text-stone">{empty.text}</p>
          </div>
        ) : (
          <div aria-busy={isFirstLoad || isRefreshing} className={isRefreshing ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
            <ul className="divide-y divide-line" aria-label={REVIEW_QUEUE_VIEW_LABELS[view]}>
              {isFirstLoad
                ? skeletonCards.map((card) => (
                    <li key={card} className="grid gap-6 p-5 sm:p-7 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
                      <div className="flex flex-col gap-3">
                        <Skeleton className="h-5 w-24" />
                        <Skeleton className="h-7 w-64 max-w-full" />
                        <Skeleton className="h-4 w-56 max-w-full" />
                        <Skeleton className="h-16 w-full" />
                        <div className="flex gap-3">
                          <Skeleton className="size-24" />
                          <Skeleton className="size-24" />
                        </div>
                      </div>
                      <div className="flex flex-col gap-3">
                        <Skeleton className="h-4 w-32" />
                        <Skeleton className="h-24 w-full" />
                        <Skeleton className="h-9 w-28" />
                      </div>
                    </li>
                  ))
                : reviews.map((review) => <ModeratedReviewCard key={review.id} review={review} />)}
            </ul>
            {data && data.totalPages > 1 ? (
              <CardPagination
                page={data.currentPage}
                totalPages={data.totalPages}
                isBusy={isRefreshing}
                label="Review pages"
                onPageChange={(next) => update({ page: String(next) })}
              />
            ) : null}
          </div>
        )}
      </Card>
    </AdminPage>
  );
}
