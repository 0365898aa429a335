import {
  B2CL_THRESHOLD_PAISE,
  GST_DOCUMENT_NATURES,
  type GstDocumentRange,
  type GstUqc,
  type TaxDocument,
  type TaxDocumentKind,
  type TaxDocumentLine,
} from '@aurelle/contract';
import type { GstMonth } from './gst-month.ts';
import { istDayOf } from './gst-month.ts';
import { hsnDescription, isServiceCode, uqcOf } from './gst-portal-format.ts';

/** One issued document of the month, as stored. */
export interface IssuedTaxDocument {
  kind: TaxDocumentKind;
  number: string;
  sequence: number;
  issuedAt: Date;
  document: TaxDocument;
}

/** What decides where a credit note is reported: the invoice it credits. */
export interface CreditedInvoice {
  number: string;
  totalPaise: number;
  supplyType: TaxDocument['supplyType'];
}

export interface TaxAmountsPaise {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

interface Place {
  stateCode: string;
  stateName: string;
}

export interface B2csRowPaise extends Place, TaxAmountsPaise {
  rateBasisPoints: number;
}

export interface B2clRowPaise extends Place {
  invoiceNumber: string;
  invoiceDay: string;
  invoiceValuePaise: number;
  rateBasisPoints: number;
  taxablePaise: number;
  igstPaise: number;
}

export interface CdnurRowPaise extends Place {
  noteNumber: string;
  noteDay: string;
  invoiceNumber: string;
  noteValuePaise: number;
  rateBasisPoints: number;
  taxablePaise: number;
  igstPaise: number;
}

export interface HsnRowPaise extends TaxAmountsPaise {
  hsn: string;
  description: string;
  uqc: GstUqc;
  quantity: number;
  totalPaise: number;
  rateBasisPoints: number;
}

export interface DocumentTotalsPaise extends TaxAmountsPaise {
  count: number;
  totalPaise: number;
}

export interface GstSummaryPaise {
  month: string;
  firstDay: string;
  lastDay: string;
  gstins: string[];
  b2cs: B2csRowPaise[];
  b2cl: B2clRowPaise[];
  cdnur: CdnurRowPaise[];
  hsn: HsnRowPaise[];
  documents: GstDocumentRange[];
  totals: { invoices: DocumentTotalsPaise; creditNotes: DocumentTotalsPaise; net: Omit<DocumentTotalsPaise, 'count'> };
}

const zeroAmounts = (): TaxAmountsPaise => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

/** Adds a line's amounts into `into`, negated for a credit note (sign −1). */
function addLine(into: TaxAmountsPaise, line: TaxDocumentLine, sign: 1 | -1): void {
  into.taxablePaise += sign * line.taxablePaise;
  into.igstPaise += sign * line.igstPaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
}

const isNothing = (amounts: TaxAmountsPaise) =>
  amounts.taxablePaise === 0 && amounts.igstPaise === 0 && amounts.cgstPaise === 0 && amounts.sgstPaise === 0;

/** Lines of one document grouped by rate, in rate order (B2CL and CDNUR report a document per rate). */
function byRate(lines: readonly TaxDocumentLine[]): Array<{ rateBasisPoints: number; amounts: TaxAmountsPaise }> {
  const groups = new Map<number, TaxAmountsPaise>();
  for (const line of lines) {
    const amounts = groups.get(line.gstRateBasisPoints) ?? zeroAmounts();
    addLine(amounts, line, 1);
    groups.set(line.gstRateBasisPoints, amounts);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([rateBasisPoints, amounts]) => ({ rateBasisPoints, amounts }));
}

function documentTotals(documents: readonly IssuedTaxDocument[]): DocumentTotalsPaise {
  const totals = { count: documents.length, ...zeroAmounts(), totalPaise: 0 };
  for (const { document } of documents) {
    totals.taxablePaise += document.totals.taxablePaise;
    totals.igstPaise += document.totals.igstPaise;
    totals.cgstPaise += document.totals.cgstPaise;
    totals.sgstPaise += document.totals.sgstPaise;
    totals.totalPaise += document.totals.totalPaise;
  }
  return totals;
}

/** "B2C large": an inter-state invoice above the threshold, reported invoice by invoice. */
function isLargeInterState(invoice: Pick<CreditedInvoice, 'totalPaise' | 'supplyType'>): boolean {
  return invoice.supplyType === 'inter-state' && invoice.totalPaise > B2CL_THRESHOLD_PAISE;
}

/**
 * Each series' numbers used in the month as runs of consecutive numbers. Numbers come from a gap-free series and no
 * document is ever cancelled or deleted, so nothing inside a run is cancelled; a new run starts where the prefix
 * changed (Settings) or where a number was issued in another month (payments at midnight may finish out of order).
 */
function documentRanges(documents: readonly IssuedTaxDocument[]): GstDocumentRange[] {
  const ranges: GstDocumentRange[] = [];
  for (const kind of ['invoice', 'credit-note'] as const) {
    const ofKind = documents.filter((each) => each.kind === kind).sort((a, b) => a.sequence - b.sequence);
    let run: { series: string; first: IssuedTaxDocument; last: IssuedTaxDocument; count: number } | undefined;
    const close = () => {
      if (run) {
        ranges.push({
          kind,
          nature: GST_DOCUMENT_NATURES[kind],
          from: run.first.number,
          to: run.last.number,
          totalNumber: run.count,
          cancelled: 0,
        });
      }
    };
    for (const each of ofKind) {
      const series = each.number.replace(/\d+$/, '');
      if (run && run.series === series && each.sequence === run.last.sequence + 1) {
        run.last = each;
        run.count += 1;
      } else {
        close();
        run = { series, first: each, last: each, count: 1 };
      }
    }
    close();
  }
  return ranges;
}

/**
 * The month's GSTR-1 figures from the documents issued in it. Everything is summed from the stored
 * snapshots' lines — no tax is computed again — so the sheets add up to the month's invoices minus its credit notes to
 * the paisa. A credit note counts in the month it was issued, against the place and rate of the invoice it credits:
 * netted in B2CS, or reported as a note (CDNUR) when that invoice was B2C large.
 */
export function computeGstSummary(
  month: GstMonth,
  documents: readonly IssuedTaxDocument[],
  creditedInvoices: ReadonlyMap<string, CreditedInvoice>,
): GstSummaryPaise {
  const b2cs = new Map<string, B2csRowPaise>();
  const b2cl: B2clRowPaise[] = [];
  const cdnur: CdnurRowPaise[] = [];
  const hsn = new Map<string, HsnRowPaise>();

  for (const { kind, number, issuedAt, document } of documents) {
    const sign = kind === 'invoice' ? 1 : -1;
    const place = { stateCode: document.placeOfSupply.stateCode, stateName: document.placeOfSupply.stateName };
    const credited = kind === 'credit-note' ? creditedInvoices.get(document.creditFor?.invoiceNumber ?? '') : undefined;
    const isLarge =
      kind === 'invoice'
        ? isLargeInterState({ ...document.totals, supplyType: document.supplyType })
        : Boolean(credited && isLargeInterState(credited));

    if (isLarge && kind === 'invoice') {
      for (const { rateBasisPoints, amounts } of byRate(document.lines)) {
        b2cl.push({
          ...place,
          invoiceNumber: number,
          invoiceDay: istDayOf(issuedAt),
          invoiceValuePaise: document.totals.totalPaise,
          rateBasisPoints,
          taxablePaise: amounts.taxablePaise,
          igstPaise: amounts.igstPaise,
        });
      }
    } else if (isLarge) {
      for (const { rateBasisPoints, amounts } of byRate(document.lines)) {
        cdnur.push({
          ...place,
          noteNumber: number,
          noteDay: istDayOf(issuedAt),
          invoiceNumber: document.creditFor?.invoiceNumber ?? '',
          noteValuePaise: document.totals.totalPaise,
          rateBasisPoints,
          taxablePaise: amounts.taxablePaise,
          igstPaise: amounts.igstPaise,
        });
      }
    } else {
      for (const line of document.lines) {
        const key = `${place.stateCode}|${place.stateName}|${line.gstRateBasisPoints}`;
        const row = b2cs.get(key) ?? { ...place, rateBasisPoints: line.gstRateBasisPoints, ...zeroAmounts() };
        addLine(row, line, sign);
        b2cs.set(key, row);
      }
    }

    // The HSN summary covers every supply, large or small.
    for (const line of document.lines) {
      const key = `${line.hsnCode}|${line.gstRateBasisPoints}`;
      const row = hsn.get(key) ?? {
        hsn: line.hsnCode,
        description: hsnDescription(line.hsnCode, line.description),
        uqc: uqcOf(line.hsnCode),
        quantity: 0,
        totalPaise: 0,
        rateBasisPoints: line.gstRateBasisPoints,
        ...zeroAmounts(),
      };
      addLine(row, line, sign);
      row.totalPaise += sign * line.totalPaise;
      // Services carry no quantity on the portal; a value-only credit (quantity 0) gives no bottle back.
      if (!isServiceCode(line.hsnCode)) row.quantity += sign * line.quantity;
      hsn.set(key, row);
    }
  }

  const invoices = documents.filter((each) => each.kind === 'invoice');
  const creditNotes = documents.filter((each) => each.kind === 'credit-note');
  const invoiceTotals = documentTotals(invoices);
  const creditTotals = documentTotals(creditNotes);

  return {
    month: month.month,
    firstDay: month.firstDay,
    lastDay: month.lastDay,
    gstins: [...new Set(documents.map(({ document }) => document.supplier.gstin))].sort(),
    // A place and rate whose credits cancel its sales exactly has nothing to report.
    b2cs: [...b2cs.values()]
      .filter((row) => !isNothing(row))
      .sort(
        (a, b) => a.stateCode.localeCompare(b.stateCode) || a.stateName.localeCompare(b.stateName) || a.rateBasisPoints - b.rateBasisPoints,
      ),
    b2cl: b2cl.sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber) || a.rateBasisPoints - b.rateBasisPoints),
    cdnur: cdnur.sort((a, b) => a.noteNumber.localeCompare(b.noteNumber) || a.rateBasisPoints - b.rateBasisPoints),
    hsn: [...hsn.values()]
      .filter((row) => !isNothing(row) || row.quantity !== 0 || row.totalPaise !== 0)
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBasisPoints - b.rateBasisPoints),
    documents: documentRanges(documents),
    totals: {
      invoices: invoiceTotals,
      creditNotes: creditTotals,
      net: {
        taxablePaise: invoiceTotals.taxablePaise - creditTotals.taxablePaise,
        igstPaise: invoiceTotals.igstPaise - creditTotals.igstPaise,
        cgstPaise: invoiceTotals.cgstPaise - creditTotals.cgstPaise,
        sgstPaise: invoiceTotals.sgstPaise - creditTotals.sgstPaise,
        totalPaise: invoiceTotals.totalPaise - creditTotals.totalPaise,
      },
    },
  };
}
