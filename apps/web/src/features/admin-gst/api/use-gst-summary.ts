import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/admin/gst/summary — the month's GST figures, from the invoices and credit notes as issued. */
export function useGstSummary(month: string) {
  return useQuery({
    queryKey: ['admin', 'gst-summary', month],
    queryFn: ({ signal }) => call('getGstSummary', { query: { month }, signal }),
    select: (answer) => answer.summary,
    placeholderData: keepPreviousData,
  });
}
