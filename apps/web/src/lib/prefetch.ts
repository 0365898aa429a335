/**
 * What a route loader does with the requests it started for its page (`queryClient.prefetchQuery(xxxQuery(…))`, which
 * never throws: a failure is left for the page to show as its error or not-found state). On the server it waits for
 * them, so the page is rendered with its content and the answers travel to the browser inside the HTML; in the
 * browser it returns at once, so the page's code and its data load in parallel and the page shows its own loading
 * state instead of holding the previous page.
 */
export async function settlePrefetches(requests: readonly Promise<void>[]): Promise<null> {
  if (import.meta.env.SSR) await Promise.all(requests);
  return null;
}
