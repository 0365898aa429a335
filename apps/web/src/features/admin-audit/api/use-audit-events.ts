import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListAuditEventsQuery } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export type AuditFilters = Partial<ListAuditEventsQuery>;

/** GET /api/admin/audit-events — one page of the audit log, newest first. */
export function useAuditEvents(filters: AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit-events', filters],
    queryFn: ({ signal }) => call('listAuditEvents', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
