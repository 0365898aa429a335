import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { GST_MONTH_MESSAGE, GST_MONTH_PATTERN, GST_SHEET_MESSAGE, GST_SHEETS, GST_UQC } from './gst-values.ts';

/**
 * The accountant's month (docs/decisions/091-gst-monthly-summary.md): the GSTR-1 figures of one calendar
 * month in India's time, derived from the tax invoices and credit notes as issued, in the GST offline tool's sheets.
 */
export const gstMonthSchema = z.string({ message: GST_MONTH_MESSAGE }).trim().regex(GST_MONTH_PATTERN, GST_MONTH_MESSAGE);

export const gstSummaryQuerySchema = z.object({ month: gstMonthSchema });
export type GstSummaryQuery = z.input<typeof gstSummaryQuerySchema>;

export const gstSheetQuerySchema = z.object({
  month: gstMonthSchema,
  sheet: z.enum(GST_SHEETS, { message: GST_SHEET_MESSAGE }),
});
export type GstSheetQuery = z.input<typeof gstSheetQuerySchema>;

/** Amounts in rupees (2 decimals) as the API speaks them; cess is always 0 here (perfume carries none). */
const taxAmounts = {
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
};

/** Place of supply as the portal spells it ("29-Karnataka"), with its parts. */
const placeOfSupply = {
  placeOfSupply: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
};

export const gstB2csRowSchema = z.object({
  /** "OE": sold by the shop itself, not through an e-commerce operator. */
  type: z.literal('OE'),
  ...placeOfSupply,
  /** Percent (18 for 18%). */
  rate: z.number(),
  ...taxAmounts,
});
export type GstB2csRow = z.infer<typeof gstB2csRowSchema>;

export const gstB2clRowSchema = z.object({
  invoiceNumber: z.string(),
  /** The invoice's day in India, YYYY-MM-DD. */
  invoiceDate: z.string(),
  invoiceValue: z.number(),
  ...placeOfSupply,
  rate: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cess: z.number(),
});
export type GstB2clRow = z.infer<typeof gstB2clRowSchema>;

export const gstCdnurRowSchema = z.object({
  noteNumber: z.string(),
  noteDate: z.string(),
  invoiceNumber: z.string(),
  noteValue: z.number(),
  ...placeOfSupply,
  rate: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cess: z.number(),
});
export type GstCdnurRow = z.infer<typeof gstCdnurRowSchema>;

export const gstHsnRowSchema = z.object({
  hsn: z.string(),
  description: z.string(),
  /** NOS (numbers) for goods; NA for services (SAC 99…), which the portal takes without a quantity. */
  uqc: z.enum(GST_UQC),
  totalQuantity: z.number(),
  /** Taxable value plus taxes. */
  totalValue: z.number(),
  rate: z.number(),
  ...taxAmounts,
});
export type GstHsnRow = z.infer<typeof gstHsnRowSchema>;

export const gstDocumentRangeSchema = z.object({
  kind: z.enum(['invoice', 'credit-note']),
  nature: z.string(),
  from: z.string(),
  to: z.string(),
  totalNumber: z.number().int(),
  cancelled: z.number().int(),
});
export type GstDocumentRange = z.infer<typeof gstDocumentRangeSchema>;

const documentTotalsSchema = z.object({ count: z.number().int(), ...taxAmounts, total: z.number() });

export const gstSummarySchema = z.object({
  month: z.string(),
  /** The first and last day of the month (India's calendar). */
  from: z.string(),
  to: z.string(),
  /** The shop's GSTIN(s) on the month's documents: more than one means the registration changed during the month. */
  gstins: z.array(z.string()),
  b2cs: z.array(gstB2csRowSchema),
  b2cl: z.array(gstB2clRowSchema),
  cdnur: z.array(gstCdnurRowSchema),
  hsn: z.array(gstHsnRowSchema),
  documents: z.array(gstDocumentRangeSchema),
  totals: z.object({
    invoices: documentTotalsSchema,
    creditNotes: documentTotalsSchema,
    /** Invoices minus credit notes: what the month's sheets add up to. */
    net: documentTotalsSchema.omit({ count: true }),
  }),
});
export type GstSummary = z.infer<typeof gstSummarySchema>;

export const gstSummaryResponseSchema = z.object({ success: z.literal(true), summary: gstSummarySchema });

export const gstSummaryEndpoints = {
  getGstSummary: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gst/summary',
    auth: 'admin',
    permission: 'gst',
    query: gstSummaryQuerySchema,
    response: { 200: gstSummaryResponseSchema },
  }),
  /** One sheet of the month as CSV, in the offline tool's column layout (header names as its template spells them). */
  exportGstSheet: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gst/export',
    auth: 'admin',
    permission: 'gst',
    query: gstSheetQuerySchema,
    response: { 200: 'csv' },
  }),
};
