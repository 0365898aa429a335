import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AlertTriangle, ChevronLeft, ChevronRight, FileText, ReceiptIndianRupee } from 'lucide-react';
import { B2CL_THRESHOLD_PAISE, formatInr, formatInrCompact, type GstSummary } from '@aurelle/contract';
import { AdminPage } from '@/components/layout/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useGstSummary } from '../api/use-gst-summary';
import { currentIstMonth, dayLabel, gstMonthFrom, monthLabel, selectableMonths, shiftMonth } from '../components/gst-months';
import { B2clTable, B2csTable, CdnurTable, DocumentsTable, DownloadSheet, HsnTable, SheetCard } from '../components/gst-sections';

const B2CL_THRESHOLD = formatInrCompact(B2CL_THRESHOLD_PAISE / 100);
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** /admin/gst: the accountant's month — GSTR-1's B2C, HSN and documents figures of one month, on screen and as CSV. */
export function AdminGstPage() {
  const [params, setParams] = useSearchParams();
  const month = gstMonthFrom(params.get('month'));
  const latest = currentIstMonth();
  const summaryQuery = useGstSummary(month);
  const summary = summaryQuery.data;
  const isRefreshing = summaryQuery.isFetching && !summaryQuery.isPending;
  // While another month loads, the month on screen stays (dimmed) rather than flashing skeletons.
  const isThisMonth = summary?.month === month;

  const chooseMonth = (next: string) => setParams(next === gstMonthFrom(null) ? {} : { month: next }, { replace: true });

  return (
    <AdminPage
      title="GST"
      description="The month’s sales as the GST return (GSTR-1) wants them — B2C sales by place of supply and rate, the HSN summary and the numbers used — summed from the invoices and credit notes as issued, in India’s calendar."
      action={<MonthPicker month={month} latest={latest} onChange={chooseMonth} />}
    >
      {summaryQuery.isError && !isThisMonth ? (
        <Card>
          <LoadError
            title="The GST summary could not be loaded"
            message={errorMessage(summaryQuery.error, 'Something went wrong')}
            onRetry={() => void summaryQuery.refetch()}
            icon={<AlertTriangle aria-hidden="true" className="size-6 text-danger" />}
          />
        </Card>
      ) : !summary ? (
        <GstSkeleton />
      ) : (
        <div
          aria-busy={isRefreshing}
          className={
            isRefreshing || !isThisMonth ? 'flex flex-col gap-6 opacity-60 transition-opacity' : 'flex flex-col gap-6 transition-opacity'
          }
        >
          <MonthFigures summary={summary} />
          {summary.totals.invoices.count + summary.totals.creditNotes.count === 0 ? (
            <EmptyMonth month={summary.month} />
          ) : (
            <MonthSheets summary={summary} />
          )}
        </div>
      )}
    </AdminPage>
  );
}

function MonthPicker({ month, latest, onChange }: { month: string; latest: string; onChange: (month: string) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="subtle" size="icon" aria-label="Previous month" onClick={() => onChange(shiftMonth(month, -1))}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Select value={month} onValueChange={onChange}>
        <SelectTrigger aria-label="Month" className="w-full min-w-44 sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {selectableMonths(month).map((each) => (
            <SelectItem key={each} value={each}>
              {monthLabel(each)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        variant="subtle"
        size="icon"
        aria-label="Next month"
        disabled={month >= latest}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}

function Figure({ label, value, note, className }: { label: string; value: string; note?: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2 bg-white p-4 sm:p-6', className)}>
      <dt className="label-caps text-stone max-sm:text-[0.62rem]">{label}</dt>
      <dd className="font-display text-[1.5rem] leading-none lining-nums tabular-nums text-ink sm:text-[1.9rem]">{value}</dd>
      {note ? <dd className="text-xs text-stone">{note}</dd> : null}
    </div>
  );
}

/** The month's totals: what was invoiced less what was credited, to the paisa. */
function MonthFigures({ summary }: { summary: GstSummary }) {
  const { invoices, creditNotes, net } = summary.totals;
  return (
    <section aria-labelledby="gst-totals">
      <Card className="relative overflow-hidden shadow-sm shadow-ink/[0.03]">
        <div className="absolute inset-x-0 top-0 h-0.5 bg-gradient-to-r from-gold/70 via-gold-soft to-transparent" aria-hidden="true" />
        <div className="flex flex-col gap-1 border-b border-line px-5 pb-4 pt-6 sm:flex-row sm:items-end sm:justify-between sm:px-7">
          <div>
            <p className="eyebrow text-gold-deep">
              {dayLabel(summary.from)} – {dayLabel(summary.to)}
            </p>
            <h2 id="gst-totals" className="mt-1 type-h2">
              {monthLabel(summary.month)}
            </h2>
          </div>
          <p className="text-sm text-stone">
            {plural(invoices.count, 'invoice', 'invoices')} ({formatInr(invoices.total)})
            {creditNotes.count > 0
              ? ` less ${plural(creditNotes.count, 'credit note', 'credit notes')} (${formatInr(creditNotes.total)})`
              : ', no credit note'}
          </p>
        </div>
        {/* Hairlines between the figures: the grid's own colour shows through 1 px gaps. */}
        <dl className="grid grid-cols-2 gap-px bg-line lg:grid-cols-5">
          <Figure label="Taxable value" value={formatInr(net.taxableValue)} />
          <Figure label="IGST" value={formatInr(net.igst)} />
          <Figure label="CGST" value={formatInr(net.cgst)} />
          <Figure label="SGST" value={formatInr(net.sgst)} />
          <Figure
            label="Total with GST"
            value={formatInr(net.total)}
            note="Invoices less credit notes"
            className="col-span-2 lg:col-span-1"
          />
        </dl>
      </Card>
      {summary.gstins.length > 1 ? (
        <p role="note" className="mt-3 flex items-start gap-2 border border-gold/40 bg-gold/5 px-4 py-3 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
          The shop’s GSTIN changed during this month ({summary.gstins.join(', ')}): each registration files its own return.
        </p>
      ) : null}
    </section>
  );
}

function MonthSheets({ summary }: { summary: GstSummary }) {
  const { month } = summary;
  const hasLarge = summary.b2cl.length + summary.cdnur.length > 0;
  return (
    <>
      <SheetCard
        id="gst-b2cs"
        table="Table 7 · B2CS"
        title="B2C sales by place of supply"
        description="Every sale to a shopper, summed by the state it was delivered to and the rate; credit notes issued this month are netted against the place and rate of their invoice."
        action={<DownloadSheet month={month} sheet="b2cs" />}
      >
        <B2csTable rows={summary.b2cs} />
        {hasLarge ? null : (
          <p className="border-t border-line px-5 py-3 text-xs text-stone sm:px-7">
            No inter-state invoice above {B2CL_THRESHOLD} this month, so nothing goes to B2CL.
          </p>
        )}
      </SheetCard>

      {hasLarge ? (
        <SheetCard
          id="gst-b2cl"
          table="Table 5 · B2CL and 9B · CDNUR"
          title="Large inter-state invoices"
          description={`Invoices above ${B2CL_THRESHOLD} delivered to another state are reported one by one, and credit notes against them as notes.`}
          action={
            <div className="flex flex-wrap gap-2">
              <DownloadSheet month={month} sheet="b2cl" />
              {summary.cdnur.length > 0 ? <DownloadSheet month={month} sheet="cdnur" /> : null}
            </div>
          }
        >
          <B2clTable rows={summary.b2cl} />
          {summary.cdnur.length > 0 ? (
            <div className="border-t border-line">
              <h3 className="label-caps px-5 pt-5 text-stone sm:px-7">Credit notes</h3>
              <CdnurTable rows={summary.cdnur} />
            </div>
          ) : null}
        </SheetCard>
      ) : null}

      <SheetCard
        id="gst-hsn"
        table="Table 12 · HSN"
        title="HSN summary"
        description="Goods by HSN and services by SAC, at each rate: bottles counted in numbers, delivery and wrapping as services without a quantity."
        action={<DownloadSheet month={month} sheet="hsn" />}
      >
        <HsnTable rows={summary.hsn} />
      </SheetCard>

      <SheetCard
        id="gst-docs"
        table="Table 13 · Documents"
        title="Documents issued"
        description="The invoice and credit note numbers used this month. Numbers are consecutive and an issued document is never cancelled, so none is."
        action={<DownloadSheet month={month} sheet="docs" />}
      >
        <DocumentsTable rows={summary.documents} />
      </SheetCard>
    </>
  );
}

function EmptyMonth({ month }: { month: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
        <ReceiptIndianRupee aria-hidden="true" className="size-5" />
      </span>
      <p className="font-display text-2xl">Nothing to file for {monthLabel(month)}</p>
      <p className="max-w-sm text-sm text-stone">
        No invoice or credit note was issued this month. Invoices are issued when an order is paid; credit notes when money is given back.
      </p>
    </Card>
  );
}

function SkeletonCard({ children }: { children: ReactNode }) {
  return <Card className="p-5 sm:p-7">{children}</Card>;
}

function GstSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading the GST summary">
      <SkeletonCard>
        <Skeleton className="h-3 w-40" />
        <Skeleton className="mt-3 h-8 w-56" />
        <div className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-5">
          {[0, 1, 2, 3, 4].map((index) => (
            <div key={index}>
              <Skeleton className="h-3 w-20" />
              <Skeleton className="mt-3 h-7 w-28" />
            </div>
          ))}
        </div>
      </SkeletonCard>
      {[0, 1].map((index) => (
        <SkeletonCard key={index}>
          <div className="flex items-center gap-3">
            <FileText aria-hidden="true" className="size-4 text-line" />
            <Skeleton className="h-5 w-52" />
          </div>
          <Skeleton className="mt-6 h-4 w-full" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-3 h-4 w-2/3" />
        </SkeletonCard>
      ))}
    </div>
  );
}
