/**
 * A tax invoice or credit note as issued (decision 073): everything printed on it, kept as issued and never
 * changed. Amounts in paise; a credit note's amounts are what it credits back.
 */
export type TaxDocumentKind = 'invoice' | 'credit-note';

export interface TaxDocumentParty {
  name: string;
  addressLines: string[];
  stateName: string;
  stateCode: string;
}

export interface TaxDocumentLine {
  description: string;
  sku: string | null;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** Unit price × quantity, GST included. */
  grossPaise: number;
  /** This line's share of the order's discount. */
  discountPaise: number;
  taxablePaise: number;
  gstRateBasisPoints: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** gross − discount = taxable + tax. */
  totalPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxDocument {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  orderId: string;
  orderDate: string;
  paymentMethod: string;
  supplier: TaxDocumentParty & { gstin: string };
  recipient: TaxDocumentParty & { phone: string };
  placeOfSupply: { stateName: string; stateCode: string };
  supplyType: 'intra-state' | 'inter-state';
  lines: TaxDocumentLine[];
  totals: TaxTotals;
  /** A credit note's invoice and why it was issued. */
  creditFor?: { invoiceNumber: string; invoiceDate: string; reason: string };
  /**
   * How the total was paid when more than one way paid it (decision 104): the gift card's share first, then what the
   * provider or the courier took. Absent on invoices paid one way.
   */
  payments?: Array<{ kind: 'gift-card' | 'rest'; label: string; amountPaise: number }>;
}
