import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ORDER_EXPORT_TOTAL_ROWS_HEADER, type OrderFiltersQuery } from '@aurelle/contract';
import { errorMessage } from '@/lib/api-client';
import { downloadCsv, saveFile, type CsvDownloadProgress } from '@/lib/download-csv';
import { toast } from '@/lib/toast';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * GET /admin/orders/export — the filtered orders as CSV, read as it streams with the rows counted against
 * the total the server sends first, saved once complete; `cancel` stops the download and saves nothing.
 */
export function useExportOrders() {
  const [progress, setProgress] = useState<CsvDownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a download nobody waits for.
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (query: Partial<OrderFiltersQuery>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(null);
      return downloadCsv('exportOrders', {
        query,
        totalRowsHeader: ORDER_EXPORT_TOTAL_ROWS_HEADER,
        fallbackFileName: 'aurelle-orders.csv',
        signal: current.signal,
        onProgress: setProgress,
      });
    },
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      toast.success('Orders exported', {
        description: `${file.rows.toLocaleString('en-IN')} ${file.rows === 1 ? 'row' : 'rows'} in ${file.fileName}`,
      });
    },
    onError: (error) => {
      if (isAbort(error)) toast.success('Export cancelled');
      else toast.error('The orders could not be exported', { description: errorMessage(error, 'Please try again') });
    },
    onSettled: () => setProgress(null),
  });

  return {
    start: mutation.mutate,
    cancel: () => controller.current?.abort(),
    isRunning: mutation.isPending,
    progress,
  };
}
