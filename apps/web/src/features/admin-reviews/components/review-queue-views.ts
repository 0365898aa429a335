import { REVIEW_QUEUE_VIEWS, type ModeratedReview, type ReviewQueueView } from '@aurelle/contract';

function isQueueView(value: string | null): value is ReviewQueueView {
  return (REVIEW_QUEUE_VIEWS as readonly string[]).includes(value ?? '');
}

/** The view and page the URL holds (`?view=hidden&page=2`); Photos to check and page 1 when absent or unreadable. */
export function queueLocationFrom(params: URLSearchParams): { view: ReviewQueueView; page: number } {
  const view = params.get('view');
  const page = Number(params.get('page'));
  return { view: isQueueView(view) ? view : 'to-check', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** What an empty view says: nothing waiting, nothing written, nothing hidden, or nothing matching the search. */
export function emptyQueueText(view: ReviewQueueView, search: string): { title: string; text: string } {
  if (search)
    return { title: 'Nothing matches this search', text: 'Try a perfume’s name, a reviewer’s name or e-mail, or words of the review.' };
  switch (view) {
    case 'to-check':
      return { title: 'No photos waiting', text: 'Photos shoppers add to their reviews wait here until you approve them.' };
    case 'all':
      return { title: 'No reviews yet', text: 'Reviews from verified buyers appear here as they are written.' };
    case 'hidden':
      return {
        title: 'No hidden reviews',
        text: 'A review you hide leaves the shop and its rating stops counting; it waits here in case you bring it back.',
      };
  }
}

/** "12 reviews with photos to check", "3 hidden reviews matching “oud”": the count line over a view. */
export function queueCountText(view: ReviewQueueView, total: number, search: string): string {
  const noun = total === 1 ? 'review' : 'reviews';
  const amount = total.toLocaleString('en-IN');
  const base =
    view === 'to-check' ? `${amount} ${noun} with photos to check` : view === 'hidden' ? `${amount} hidden ${noun}` : `${amount} ${noun}`;
  return search ? `${base} matching “${search}”` : base;
}

/** What the back office may do with a review now: approve its waiting photos or bring it back; hide it while it shows. */
export function moderationActions(review: Pick<ModeratedReview, 'status' | 'photos'>): { canApprove: boolean; canHide: boolean } {
  const photosWaiting = review.photos.some((photo) => photo.status === 'pending');
  return { canApprove: photosWaiting || review.status === 'hidden', canHide: review.status === 'published' };
}
