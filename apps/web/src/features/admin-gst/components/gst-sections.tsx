import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { formatInr, type GstSheet, type GstSummary } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { NamedEndpoint } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { queryString } from '@/lib/paths';
import { dayLabel } from './gst-months';

/** A sheet's CSV, downloaded by the browser with the admin's session cookie (typed against the contract's path). */
const SHEET_PATH: NamedEndpoint<'exportGstSheet'>['path'] = '/api/admin/gst/export';

export function sheetUrl(month: string, sheet: GstSheet): string {
  return `${SHEET_PATH}${queryString({ month, sheet })}`;
}

const SHEET_NAMES: Record<GstSheet, string> = { b2cs: 'B2CS', b2cl: 'B2CL', cdnur: 'CDNUR', hsn: 'HSN', docs: 'documents' };

/** "Download CSV" for one sheet; the sheet's name is spoken, so each button says which file it gives. */
export function DownloadSheet({ month, sheet }: { month: string; sheet: GstSheet }) {
  return (
    <Button asChild variant="subtle" size="sm" className="self-start">
      <a href={sheetUrl(month, sheet)} download>
        <Download aria-hidden="true" />
        Download CSV<span className="sr-only"> ({SHEET_NAMES[sheet]})</span>
      </a>
    </Button>
  );
}

const percent = (rate: number) => `${rate}%`;
const numeric = 'text-right tabular-nums whitespace-nowrap';
const edge = { first: 'pl-5 sm:pl-7', last: 'pr-5 sm:pr-7' };

/** A sheet of the return: its name, the portal's table number, a line on what it holds, its download, its table. */
export function SheetCard({
  id,
  title,
  table,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  table: string;
  description: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="shadow-sm shadow-ink/[0.03]" aria-labelledby={id} role="region">
      <div className="flex flex-col gap-4 border-b border-line p-5 sm:flex-row sm:items-start sm:justify-between sm:p-7">
        <div>
          <p className="eyebrow text-gold-deep">{table}</p>
          <h2 id={id} className="mt-1 type-h3">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-stone">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}

function EmptySheet({ children }: { children: ReactNode }) {
  return <p className="px-5 py-8 text-sm text-stone sm:px-7">{children}</p>;
}

function TotalRow({ children }: { children: ReactNode }) {
  return <TableRow className="border-t border-ink/20 font-medium hover:bg-transparent">{children}</TableRow>;
}

const sumOf = <T,>(rows: readonly T[], value: (row: T) => number) =>
  Math.round(rows.reduce((total, row) => total + value(row) * 100, 0)) / 100;

export function B2csTable({ rows }: { rows: GstSummary['b2cs'] }) {
  if (rows.length === 0) return <EmptySheet>No sales to shoppers this month.</EmptySheet>;
  return (
    <Table aria-label="B2C sales by place of supply and rate">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={edge.first}>Place of supply</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Taxable value</TableHead>
          <TableHead className="text-right">IGST</TableHead>
          <TableHead className="text-right">CGST</TableHead>
          <TableHead className={cn('text-right', edge.last)}>SGST</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.placeOfSupply}-${row.rate}`}>
            <TableCell className={cn('whitespace-nowrap', edge.first)}>
              <span className="tabular-nums text-stone">{row.stateCode}</span> {row.stateName}
            </TableCell>
            <TableCell className={numeric}>{percent(row.rate)}</TableCell>
            <TableCell className={cn(numeric, row.taxableValue < 0 && 'text-danger')}>{formatInr(row.taxableValue)}</TableCell>
            <TableCell className={numeric}>{formatInr(row.igst)}</TableCell>
            <TableCell className={numeric}>{formatInr(row.cgst)}</TableCell>
            <TableCell className={cn(numeric, edge.last)}>{formatInr(row.sgst)}</TableCell>
          </TableRow>
        ))}
        <TotalRow>
          <TableCell className={edge.first}>Total</TableCell>
          <TableCell />
          <TableCell className={numeric}>{formatInr(sumOf(rows, (row) => row.taxableValue))}</TableCell>
          <TableCell className={numeric}>{formatInr(sumOf(rows, (row) => row.igst))}</TableCell>
          <TableCell className={numeric}>{formatInr(sumOf(rows, (row) => row.cgst))}</TableCell>
          <TableCell className={cn(numeric, edge.last)}>{formatInr(sumOf(rows, (row) => row.sgst))}</TableCell>
        </TotalRow>
      </TableBody>
    </Table>
  );
}

/** One document row of the large inter-state sheets (B2CL's invoices, CDNUR's credit notes): IGST only. */
interface LargeInterStateRow {
  number: string;
  date: string;
  /** The third column: the place of supply of an invoice, the invoice a credit note is against. */
  reference: string;
  value: number;
  rate: number;
  taxableValue: number;
  igst: number;
}

function LargeInterStateTable({
  label,
  headings,
  rows,
  empty,
}: {
  label: string;
  headings: { number: string; reference: string; value: string };
  rows: LargeInterStateRow[];
  empty: string;
}) {
  if (rows.length === 0) return <EmptySheet>{empty}</EmptySheet>;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={edge.first}>{headings.number}</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>{headings.reference}</TableHead>
          <TableHead className="text-right">{headings.value}</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Taxable value</TableHead>
          <TableHead className={cn('text-right', edge.last)}>IGST</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.number}-${row.rate}`}>
            <TableCell className={cn('whitespace-nowrap font-medium tabular-nums', edge.first)}>{row.number}</TableCell>
            <TableCell className="whitespace-nowrap">{dayLabel(row.date)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{row.reference}</TableCell>
            <TableCell className={numeric}>{formatInr(row.value)}</TableCell>
            <TableCell className={numeric}>{percent(row.rate)}</TableCell>
            <TableCell className={numeric}>{formatInr(row.taxableValue)}</TableCell>
            <TableCell className={cn(numeric, edge.last)}>{formatInr(row.igst)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function B2clTable({ rows }: { rows: GstSummary['b2cl'] }) {
  return (
    <LargeInterStateTable
      label="Large inter-state invoices"
      headings={{ number: 'Invoice', reference: 'Place of supply', value: 'Invoice value' }}
      rows={rows.map((row) => ({
        ...row,
        number: row.invoiceNumber,
        date: row.invoiceDate,
        reference: row.placeOfSupply,
        value: row.invoiceValue,
      }))}
      empty="No large inter-state invoice this month."
    />
  );
}

export function CdnurTable({ rows }: { rows: GstSummary['cdnur'] }) {
  return (
    <LargeInterStateTable
      label="Credit notes on large inter-state invoices"
      headings={{ number: 'Credit note', reference: 'For invoice', value: 'Note value' }}
      rows={rows.map((row) => ({ ...row, number: row.noteNumber, date: row.noteDate, reference: row.invoiceNumber, value: row.noteValue }))}
      empty="No credit note against a large inter-state invoice this month."
    />
  );
}

export function HsnTable({ rows }: { rows: GstSummary['hsn'] }) {
  if (rows.length === 0) return <EmptySheet>Nothing sold this month.</EmptySheet>;
  return (
    <Table aria-label="HSN summary">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={edge.first}>HSN / SAC</TableHead>
          <TableHead className="text-right">Quantity</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Taxable value</TableHead>
          <TableHead className="text-right">IGST</TableHead>
          <TableHead className="text-right">CGST</TableHead>
          <TableHead className="text-right">SGST</TableHead>
          <TableHead className={cn('text-right', edge.last)}>Total value</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.hsn}-${row.rate}`}>
            <TableCell className={cn('min-w-44', edge.first)}>
              <span className="font-medium tabular-nums">{row.hsn}</span>
              <span className="block text-xs text-stone">{row.description}</span>
            </TableCell>
            <TableCell className={numeric}>
              {row.uqc === 'NA' ? <span className="text-stone">Service</span> : `${row.totalQuantity.toLocaleString('en-IN')} NOS`}
            </TableCell>
            <TableCell className={numeric}>{percent(row.rate)}</TableCell>
            <TableCell className={numeric}>{formatInr(row.taxableValue)}</TableCell>
            <TableCell className={numeric}>{formatInr(row.igst)}</TableCell>
            <TableCell className={numeric}>{formatInr(row.cgst)}</TableCell>
            <TableCell className={numeric}>{formatInr(row.sgst)}</TableCell>
            <TableCell className={cn(numeric, edge.last)}>{formatInr(row.totalValue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function DocumentsTable({ rows }: { rows: GstSummary['documents'] }) {
  if (rows.length === 0) return <EmptySheet>No invoice or credit note was issued this month.</EmptySheet>;
  return (
    <Table aria-label="Documents issued">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={edge.first}>Nature of document</TableHead>
          <TableHead>From</TableHead>
          <TableHead>To</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead className={cn('text-right', edge.last)}>Cancelled</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.kind}-${row.from}`}>
            <TableCell className={cn('whitespace-nowrap', edge.first)}>{row.nature}</TableCell>
            <TableCell className="whitespace-nowrap font-medium tabular-nums">{row.from}</TableCell>
            <TableCell className="whitespace-nowrap font-medium tabular-nums">{row.to}</TableCell>
            <TableCell className={numeric}>{row.totalNumber.toLocaleString('en-IN')}</TableCell>
            <TableCell className={cn(numeric, edge.last)}>{row.cancelled}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
