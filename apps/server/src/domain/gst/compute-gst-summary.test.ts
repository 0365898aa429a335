import { describe, expect, it } from 'vitest';
import type { TaxDocument, TaxDocumentKind, TaxDocumentLine } from '@aurelle/contract';
import { computeGstSummary, type IssuedTaxDocument } from './compute-gst-summary.ts';
import { gstMonth } from './gst-month.ts';

const NOVEMBER = gstMonth('2026-11', new Date('2026-12-01T00:00:00Z'));

function line(totalPaise: number, overrides: Partial<TaxDocumentLine> = {}): TaxDocumentLine {
  const igstPaise = Math.round((totalPaise * 18) / 118);
  return {
    description: 'Oud Royale',
    sku: null,
    hsnCode: '3303',
    quantity: 1,
    unitPricePaise: totalPaise,
    grossPaise: totalPaise,
    discountPaise: 0,
    taxablePaise: totalPaise - igstPaise,
    gstRateBasisPoints: 1800,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise,
    totalPaise,
    ...overrides,
  };
}

/** An inter-state document to Maharashtra with the given lines (totals summed from them). */
function issued(kind: TaxDocumentKind, number: string, sequence: number, lines: TaxDocumentLine[], creditFor?: string): IssuedTaxDocument {
  const sum = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
    lines.reduce((total, each) => total + each[field], 0);
  const document = {
    kind,
    number,
    issuedAt: '2026-11-10T06:00:00.000Z',
    supplier: { gstin: '29AABCA1234C1ZB' },
    placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' },
    supplyType: 'inter-state',
    lines,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
    },
    ...(creditFor ? { creditFor: { invoiceNumber: creditFor, invoiceDate: '2026-10-01T00:00:00.000Z', reason: 'Refund' } } : {}),
  } as TaxDocument;
  return { kind, number, sequence, issuedAt: new Date(document.issuedAt), document };
}

describe('computeGstSummary', () => {
  it('gives a run of numbers per series: a new prefix or a number issued in another month starts a new run', () => {
    const summary = computeGstSummary(
      NOVEMBER,
      [
        issued('invoice', 'AUR/26-27/000010', 10, [line(10_000)]),
        issued('invoice', 'AUR/26-27/000011', 11, [line(10_000)]),
        // 12 was issued in October (a payment that finished at midnight), then the prefix changed.
        issued('invoice', 'AUR/26-27/000013', 13, [line(10_000)]),
        issued('invoice', 'AUP/26-27/000014', 14, [line(10_000)]),
      ],
      new Map(),
    );
    expect(summary.documents).toEqual([
      {
        kind: 'invoice',
        nature: 'Invoices for outward supply',
        from: 'AUR/26-27/000010',
        to: 'AUR/26-27/000011',
        totalNumber: 2,
        cancelled: 0,
      },
      {
        kind: 'invoice',
        nature: 'Invoices for outward supply',
        from: 'AUR/26-27/000013',
        to: 'AUR/26-27/000013',
        totalNumber: 1,
        cancelled: 0,
      },
      {
        kind: 'invoice',
        nature: 'Invoices for outward supply',
        from: 'AUP/26-27/000014',
        to: 'AUP/26-27/000014',
        totalNumber: 1,
        cancelled: 0,
      },
    ]);
  });

  it('drops a place and rate whose credits cancel its sales, and keeps one whose credits exceed them (negative)', () => {
    const summary = computeGstSummary(
      NOVEMBER,
      [
        issued('invoice', 'AUR/26-27/000001', 1, [line(50_000)]),
        issued('credit-note', 'AURC/26-27/00001', 1, [line(50_000)], 'AUR/26-27/000001'),
        issued(
          'credit-note',
          'AURC/26-27/00002',
          2,
          [line(11_800, { gstRateBasisPoints: 500, igstPaise: 562, taxablePaise: 11_238, quantity: 0 })],
          'AUR/25-26/000099',
        ),
      ],
      new Map([['AUR/26-27/000001', { number: 'AUR/26-27/000001', totalPaise: 50_000, supplyType: 'inter-state' as const }]]),
    );
    expect(summary.b2cs).toEqual([
      {
        stateCode: '27',
        stateName: 'Maharashtra',
        rateBasisPoints: 500,
        taxablePaise: -11_238,
        igstPaise: -562,
        cgstPaise: 0,
        sgstPaise: 0,
      },
    ]);
    expect(summary.hsn.map((row) => [row.rateBasisPoints, row.quantity, row.totalPaise])).toEqual([[500, 0, -11_800]]);
    expect(summary.totals.net.totalPaise).toBe(-11_800);
  });
});
