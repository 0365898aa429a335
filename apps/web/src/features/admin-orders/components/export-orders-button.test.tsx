// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { saveFile } from '@/lib/download-csv';
import type * as DownloadCsv from '@/lib/download-csv';
import { ExportOrdersButton } from './export-orders-button';

vi.mock('@/lib/download-csv', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadCsv>()),
  saveFile: vi.fn(),
}));
const saveFileMock = saveFile as unknown as Mock<(blob: Blob, fileName: string) => void>;

afterEach(() => {
  cleanup();
  saveFileMock.mockReset();
  vi.unstubAllGlobals();
});

/** A CSV answer whose body the test writes piece by piece; aborting the request errors the body as a browser does. */
function streamedCsv(totalRows: number) {
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        writer = controller;
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('The user aborted a request.', 'AbortError')));
      },
    });
    return Promise.resolve(
      new Response(body, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="aurelle-orders-2026-11-26.csv"',
          'X-Total-Rows': String(totalRows),
        },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    write: (text: string) => writer?.enqueue(encoder.encode(text)),
    end: () => writer?.close(),
  };
}

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExportOrdersButton query={{ search: 'asha', status: 'confirmed' }} />
    </QueryClientProvider>,
  );
}

describe('Export CSV', () => {
  it('downloads the filtered orders with a bar of the rows received against the total, then saves the file', async () => {
    const csv = streamedCsv(4);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(csv.fetchMock).toHaveBeenCalledTimes(1));
    expect(csv.fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/orders/export?search=asha&status=confirmed');

    // The header and one record whose quoted cell holds a line end.
    csv.write('order_number,product\nA1,"Rose\nAbsolue"\n');
    await screen.findByText('1 of 4 rows');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    csv.write('B2,Oud\nC3,Iris\nD4,Vetiver\n');
    csv.end();

    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1));
    const [blob, fileName] = saveFileMock.mock.calls[0] ?? [];
    expect(fileName).toBe('aurelle-orders-2026-11-26.csv');
    expect(await blob?.text()).toBe('order_number,product\nA1,"Rose\nAbsolue"\nB2,Oud\nC3,Iris\nD4,Vetiver\n');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('cancels: the download stops, nothing is saved and the button comes back', async () => {
    const csv = streamedCsv(1000);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(csv.fetchMock).toHaveBeenCalledTimes(1));
    csv.write('order_number,product\nA1,Rose\n');
    await screen.findByText('1 of 1,000 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saveFileMock).not.toHaveBeenCalled();
  });
});
