import { stringify } from 'csv-stringify/sync';
import type { GstSheet } from '@aurelle/contract';
import type { GstSummaryPaise } from './compute-gst-summary.ts';
import { placeOfSupplyLabel, portalAmount, portalDate, portalRate, UQC_LABELS } from './gst-portal-format.ts';

/**
 * The header rows of the GST offline tool's sheets, spelled as its Excel template spells them (a CSV imported into a
 * section of the tool must carry them exactly). HSN is the current layout, with "Rate" after "Total Value"
 * (docs/decisions/091-gst-monthly-summary.md).
 */
export const GST_SHEET_HEADERS: Record<GstSheet, readonly string[]> = {
  b2cs: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

const NO_CESS = portalAmount(0);
// "Applicable % of Tax Rate" is for the few supplies taxed at 65% of the rate; "E-Commerce GSTIN" for sales through
// an operator such as a marketplace. Neither applies to the shop's own sales: both stay empty.
const NOT_APPLICABLE = '';

function sheetRows(summary: GstSummaryPaise, sheet: GstSheet): string[][] {
  switch (sheet) {
    case 'b2cs':
      return summary.b2cs.map((row) => [
        'OE',
        placeOfSupplyLabel(row.stateCode, row.stateName),
        NOT_APPLICABLE,
        portalRate(row.rateBasisPoints),
        portalAmount(row.taxablePaise),
        NO_CESS,
        NOT_APPLICABLE,
      ]);
    case 'b2cl':
      return summary.b2cl.map((row) => [
        row.invoiceNumber,
        portalDate(row.invoiceDay),
        portalAmount(row.invoiceValuePaise),
        placeOfSupplyLabel(row.stateCode, row.stateName),
        NOT_APPLICABLE,
        portalRate(row.rateBasisPoints),
        portalAmount(row.taxablePaise),
        NO_CESS,
        NOT_APPLICABLE,
      ]);
    case 'cdnur':
      return summary.cdnur.map((row) => [
        'B2CL',
        row.noteNumber,
        portalDate(row.noteDay),
        'C',
        placeOfSupplyLabel(row.stateCode, row.stateName),
        portalAmount(row.noteValuePaise),
        NOT_APPLICABLE,
        portalRate(row.rateBasisPoints),
        portalAmount(row.taxablePaise),
        NO_CESS,
      ]);
    case 'hsn':
      return summary.hsn.map((row) => [
        row.hsn,
        row.description,
        UQC_LABELS[row.uqc],
        String(row.quantity),
        portalAmount(row.totalPaise),
        portalRate(row.rateBasisPoints),
        portalAmount(row.taxablePaise),
        portalAmount(row.igstPaise),
        portalAmount(row.cgstPaise),
        portalAmount(row.sgstPaise),
        NO_CESS,
      ]);
    case 'docs':
      return summary.documents.map((range) => [range.nature, range.from, range.to, String(range.totalNumber), String(range.cancelled)]);
  }
}

/** One sheet of the month as CSV: the template's header row, then a row per line of the sheet. */
export function gstSheetCsv(summary: GstSummaryPaise, sheet: GstSheet): string {
  return stringify([GST_SHEET_HEADERS[sheet], ...sheetRows(summary, sheet)]);
}
