// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { GstSummary } from '@aurelle/contract';
import { ApiRequestError, call } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { AdminGstPage } from './admin-gst-page';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  call: vi.fn(),
}));
/** `call` as the tests see it (its generic signature is too deep to compare with a mock's). */
const callMock = call as unknown as Mock<(name: string, input?: unknown) => Promise<unknown>>;

afterEach(() => {
  cleanup();
  callMock.mockReset();
});

const amounts = { taxableValue: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 };

function summaryWith(overrides: Partial<GstSummary> = {}): GstSummary {
  return {
    month: '2026-10',
    from: '2026-10-01',
    to: '2026-10-31',
    gstins: ['29AABCA1234C1ZB'],
    b2cs: [],
    b2cl: [],
    cdnur: [],
    hsn: [],
    documents: [],
    totals: {
      invoices: { count: 0, ...amounts, total: 0 },
      creditNotes: { count: 0, ...amounts, total: 0 },
      net: { ...amounts, total: 0 },
    },
    ...overrides,
  };
}

const LARGE_MONTH = summaryWith({
  b2cs: [
    {
      type: 'OE',
      placeOfSupply: '29-Karnataka',
      stateCode: '29',
      stateName: 'Karnataka',
      rate: 18,
      ...amounts,
      taxableValue: -423.72,
      cgst: -38.14,
      sgst: -38.14,
    },
  ],
  b2cl: [
    {
      invoiceNumber: 'AUR/26-27/000006',
      invoiceDate: '2026-10-05',
      invoiceValue: 120_000,
      placeOfSupply: '07-Delhi',
      stateCode: '07',
      stateName: 'Delhi',
      rate: 18,
      taxableValue: 101_694.92,
      igst: 18_305.08,
      cess: 0,
    },
  ],
  cdnur: [
    {
      noteNumber: 'AURC/26-27/00003',
      noteDate: '2026-10-09',
      invoiceNumber: 'AUR/26-27/000006',
      noteValue: 10_000,
      placeOfSupply: '07-Delhi',
      stateCode: '07',
      stateName: 'Delhi',
      rate: 18,
      taxableValue: 8474.58,
      igst: 1525.42,
      cess: 0,
    },
  ],
  documents: [
    {
      kind: 'invoice',
      nature: 'Invoices for outward supply',
      from: 'AUR/26-27/000006',
      to: 'AUR/26-27/000006',
      totalNumber: 1,
      cancelled: 0,
    },
  ],
  totals: {
    invoices: { count: 1, ...amounts, taxableValue: 101_694.92, igst: 18_305.08, total: 120_000 },
    creditNotes: { count: 2, ...amounts, taxableValue: 8898.3, igst: 1525.42, cgst: 38.14, sgst: 38.14, total: 10_500 },
    net: { ...amounts, taxableValue: 92_796.62, igst: 16_779.66, cgst: -38.14, sgst: -38.14, total: 109_500 },
  },
});

function renderPage(url = '/admin/gst?month=2026-10') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AdminGstPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Admin › GST', () => {
  it('shows the month’s totals, large invoices with their credit notes, and a CSV link per sheet', async () => {
    callMock.mockResolvedValue({ success: true, summary: LARGE_MONTH });
    renderPage();
    const totals = await screen.findByRole('region', { name: 'October 2026' });
    expect(callMock).toHaveBeenCalledWith('getGstSummary', expect.objectContaining({ query: { month: '2026-10' } }));
    expect(within(totals).getByText('1 invoice (₹1,20,000.00) less 2 credit notes (₹10,500.00)')).toBeTruthy();
    expect(within(totals).getByText('₹92,796.62')).toBeTruthy();

    const large = screen.getByRole('table', { name: 'Large inter-state invoices' });
    expect(within(large).getByRole('row', { name: /AUR\/26-27\/000006/ }).textContent).toContain('₹1,01,694.92');
    const notes = screen.getByRole('table', { name: 'Credit notes on large inter-state invoices' });
    expect(within(notes).getByRole('row', { name: /AURC\/26-27\/00003/ }).textContent).toContain('₹8,474.58');
    // Credits above the month's sales for a place: a negative row, shown as such.
    expect(within(screen.getByRole('table', { name: 'B2C sales by place of supply and rate' })).getAllByText('-₹423.72')).toHaveLength(2);

    const links = screen.getAllByRole('link', { name: /^Download CSV/ }).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Download CSV (B2CS)', '/api/admin/gst/export?month=2026-10&sheet=b2cs'],
      ['Download CSV (B2CL)', '/api/admin/gst/export?month=2026-10&sheet=b2cl'],
      ['Download CSV (CDNUR)', '/api/admin/gst/export?month=2026-10&sheet=cdnur'],
      ['Download CSV (HSN)', '/api/admin/gst/export?month=2026-10&sheet=hsn'],
      ['Download CSV (documents)', '/api/admin/gst/export?month=2026-10&sheet=docs'],
    ]);
  });

  it('says when there is nothing to file, and offers no empty downloads', async () => {
    callMock.mockResolvedValue({ success: true, summary: summaryWith() });
    renderPage();
    expect(await screen.findByText('Nothing to file for October 2026')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /^Download CSV/ })).toHaveLength(0);
  });

  it('shows the server’s message and a retry when the summary cannot be loaded', async () => {
    callMock.mockRejectedValue(new ApiRequestError(503, 'The database is unavailable'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The GST summary could not be loaded');
    expect(alert.textContent).toContain('The database is unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for last month when the URL names a month still to come', async () => {
    callMock.mockResolvedValue({ success: true, summary: summaryWith() });
    renderPage('/admin/gst?month=2099-01');
    await screen.findByText(/Nothing to file/);
    const [, input] = callMock.mock.calls[0] ?? [];
    expect((input as { query: { month: string } }).query.month).not.toBe('2099-01');
  });
});
