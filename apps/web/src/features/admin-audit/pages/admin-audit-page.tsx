import { History, X } from 'lucide-react';
import { AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES, type AuditEntityType } from '@aurelle/contract';
import { AdminPage } from '@/components/layout/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { CardPagination } from '@/components/ui/pagination';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAuditEvents, type AuditFilters } from '../api/use-audit-events';
import { AuditEventItem } from '../components/audit-event-item';

const ALL_KINDS = 'all';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isEntityType(value: string | null): value is AuditEntityType {
  return (AUDIT_ENTITY_TYPES as readonly string[]).includes(value ?? '');
}

/** The filters as the URL holds them (so a filtered view can be shared and survives a reload). */
function filtersFrom(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(isEntityType(kind) ? { entityType: kind } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}

/** /admin/audit: every admin write, newest first, searchable by words, kind of record and days (IST). */
export function AdminAuditPage() {
  const { params, setParams, update, searchInput, setSearchInput } = useUrlFilters();
  const filters = filtersFrom(params);

  const auditQuery = useAuditEvents(filters);
  const data = auditQuery.data;
  const events = data?.events ?? [];
  const isFirstLoad = auditQuery.isPending;
  const isRefreshing = auditQuery.isFetching && !isFirstLoad;
  const isFiltered = Boolean(filters.search || filters.entityType || filters.from || filters.to);
  const rangeIsBackwards = Boolean(filters.from && filters.to && filters.from > filters.to);

  return (
    <AdminPage title="Audit" description="Every change made in the back office: who made it, when, and what it changed.">
      <Card className="shadow-sm shadow-ink/[0.03]">
        <div className="flex flex-col gap-5 border-b border-line p-5 sm:p-7">
          <div className="flex flex-col gap-1 md:flex-row md:items-end md:justify-between">
            <div>
              <h2 className="type-h2">Audit log</h2>
              <p className="mt-1 text-sm text-stone" aria-live="polite">
                {data
                  ? `${data.total.toLocaleString('en-IN')} ${data.total === 1 ? 'change' : 'changes'}${isFiltered ? ' match these filters' : ' recorded'}`
                  : 'Loading the audit log'}
              </p>
            </div>
            {isFiltered ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-start md:self-auto"
                onClick={() => {
                  setSearchInput('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                <X aria-hidden="true" />
                Clear filters
              </Button>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
            <div className="col-span-2 flex flex-col gap-2 md:col-span-1">
              <span className="text-xs font-medium uppercase tracking-wider text-stone" aria-hidden="true">
                Search
              </span>
              <SearchField
                id="audit-search"
                label="Search the audit log"
                value={searchInput}
                onChange={(event) => setSearchInput(event.target.value)}
                placeholder="Admin, action, product, order or e-mail…"
              />
            </div>
            <div className="col-span-2 flex flex-col gap-2 md:col-span-1">
              <span id="audit-kind-label" className="text-xs font-medium uppercase tracking-wider text-stone">
                Kind of record
              </span>
              <Select
                value={filters.entityType ?? ALL_KINDS}
                onValueChange={(value) => update({ kind: value === ALL_KINDS ? undefined : value })}
              >
                <SelectTrigger aria-labelledby="audit-kind-label">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL_KINDS}>Everything</SelectItem>
                  {AUDIT_ENTITY_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {AUDIT_ENTITY_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <DateRangeFields idPrefix="audit" from={filters.from} to={filters.to} onChange={update} errorId="audit-range-error" />
          </div>
          {rangeIsBackwards ? (
            <p id="audit-range-error" role="alert" className="text-sm text-danger">
              The “From” day must not be after the “To” day.
            </p>
          ) : null}
        </div>

        {auditQuery.isError && !data ? (
          <LoadError
            title="The audit log could not be loaded"
            message={errorMessage(auditQuery.error, 'Something went wrong')}
            onRetry={() => void auditQuery.refetch()}
          />
        ) : !isFirstLoad && events.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
              <History aria-hidden="true" className="size-5" />
            </span>
            <p className="font-display text-2xl">{isFiltered ? 'Nothing matches these filters' : 'No changes recorded yet'}</p>
            <p className="max-w-sm text-sm text-stone">
              {isFiltered
                ? 'Try fewer words, another kind of record or a wider range of days.'
                : 'Edits to products, orders, users, campaigns and settings appear here as they are made.'}
            </p>
          </div>
        ) : (
          <div aria-busy={isFirstLoad || isRefreshing} className={isRefreshing ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
            <ul className="divide-y divide-line" aria-label="Recorded changes">
              {isFirstLoad
                ? Array.from({ length: 6 }, (_, row) => (
                    <li key={row} className="grid gap-3 px-5 py-5 sm:px-7 md:grid-cols-[12rem_1fr] md:gap-6">
                      <div className="flex flex-col gap-2">
                        <Skeleton className="h-4 w-36" />
                        <Skeleton className="h-3 w-28" />
                      </div>
                      <div className="flex flex-col gap-2">
                        <Skeleton className="h-4 w-72 max-w-full" />
                        <Skeleton className="h-3 w-48" />
                      </div>
                    </li>
                  ))
                : events.map((event) => <AuditEventItem key={event.id} event={event} />)}
            </ul>
            {data && data.totalPages > 1 ? (
              <CardPagination
                page={data.currentPage}
                totalPages={data.totalPages}
                isBusy={isRefreshing}
                label="Audit log pages"
                onPageChange={(page) => update({ page: String(page) })}
              />
            ) : null}
          </div>
        )}
      </Card>
    </AdminPage>
  );
}
