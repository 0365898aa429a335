/**
 * Plain values of the GST monthly summary, without zod, so a page can use them without loading the
 * schemas (decision 067).
 */
export const GST_MONTH_MESSAGE = 'month must be a month like 2026-11';
export const GST_FUTURE_MONTH_MESSAGE = 'month must not be after the current month';
export const GST_SHEET_MESSAGE = 'sheet must be one of b2cs, b2cl, cdnur, hsn, docs';

/** YYYY-MM from 2000 to 2099 (a year below 100 would be read as 19xx by Date.UTC). */
export const GST_MONTH_PATTERN = /^20\d\d-(0[1-9]|1[0-2])$/;

/** The offline tool's sheets we fill: B2C small, B2C large, their credit notes, HSN summary, documents issued. */
export const GST_SHEETS = ['b2cs', 'b2cl', 'cdnur', 'hsn', 'docs'] as const;
export type GstSheet = (typeof GST_SHEETS)[number];

/**
 * An inter-state invoice to an unregistered buyer above this value is "B2C large" and reported invoice by invoice (₹1
 * lakh since 1 August 2024); every other B2C invoice is summed by place of supply and rate in B2CS.
 */
export const B2CL_THRESHOLD_PAISE = 10_000_000;

export const GST_UQC = ['NOS', 'NA'] as const;
export type GstUqc = (typeof GST_UQC)[number];

/** The offline tool's "Nature of Document" of each series in the docs sheet. */
export const GST_DOCUMENT_NATURES = { invoice: 'Invoices for outward supply', 'credit-note': 'Credit Note' } as const;
