import { paiseToRupees, type GstSummary } from '@aurelle/contract';
import type { GstSummaryPaise, TaxAmountsPaise } from './compute-gst-summary.ts';
import { placeOfSupplyLabel } from './gst-portal-format.ts';

const rate = (basisPoints: number) => basisPoints / 100;

function amounts(row: TaxAmountsPaise) {
  return {
    taxableValue: paiseToRupees(row.taxablePaise),
    igst: paiseToRupees(row.igstPaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    cess: 0,
  };
}

function place(row: { stateCode: string; stateName: string }) {
  return { placeOfSupply: placeOfSupplyLabel(row.stateCode, row.stateName), stateCode: row.stateCode, stateName: row.stateName };
}

/** The summary as the API speaks it: rupees with two decimals, rates in percent, places as the portal spells them. */
export function presentGstSummary(summary: GstSummaryPaise): GstSummary {
  return {
    month: summary.month,
    from: summary.firstDay,
    to: summary.lastDay,
    gstins: summary.gstins,
    b2cs: summary.b2cs.map((row) => ({ type: 'OE', ...place(row), rate: rate(row.rateBasisPoints), ...amounts(row) })),
    b2cl: summary.b2cl.map((row) => ({
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDay,
      invoiceValue: paiseToRupees(row.invoiceValuePaise),
      ...place(row),
      rate: rate(row.rateBasisPoints),
      taxableValue: paiseToRupees(row.taxablePaise),
      igst: paiseToRupees(row.igstPaise),
      cess: 0,
    })),
    cdnur: summary.cdnur.map((row) => ({
      noteNumber: row.noteNumber,
      noteDate: row.noteDay,
      invoiceNumber: row.invoiceNumber,
      noteValue: paiseToRupees(row.noteValuePaise),
      ...place(row),
      rate: rate(row.rateBasisPoints),
      taxableValue: paiseToRupees(row.taxablePaise),
      igst: paiseToRupees(row.igstPaise),
      cess: 0,
    })),
    hsn: summary.hsn.map((row) => ({
      hsn: row.hsn,
      description: row.description,
      uqc: row.uqc,
      totalQuantity: row.quantity,
      totalValue: paiseToRupees(row.totalPaise),
      rate: rate(row.rateBasisPoints),
      ...amounts(row),
    })),
    documents: summary.documents,
    totals: {
      invoices: {
        count: summary.totals.invoices.count,
        ...amounts(summary.totals.invoices),
        total: paiseToRupees(summary.totals.invoices.totalPaise),
      },
      creditNotes: {
        count: summary.totals.creditNotes.count,
        ...amounts(summary.totals.creditNotes),
        total: paiseToRupees(summary.totals.creditNotes.totalPaise),
      },
      net: { ...amounts(summary.totals.net), total: paiseToRupees(summary.totals.net.totalPaise) },
    },
  };
}
