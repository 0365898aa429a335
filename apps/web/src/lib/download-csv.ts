import type { Endpoint, EndpointInput } from '@aurelle/contract';
import { ApiRequestError, loadContractRuntime, type EndpointName, type NamedEndpoint } from './api-client';

export interface CsvDownloadProgress {
  /** Data rows received so far (the header row not counted). */
  receivedRows: number;
  /** The rows the server said it would send, or null when it did not say. */
  totalRows: number | null;
}

export interface DownloadedCsv {
  blob: Blob;
  fileName: string;
  rows: number;
}

const INTERRUPTED_MESSAGE = 'The download was interrupted. Please check your connection and try again.';

/**
 * Counts the records of CSV text as it arrives in pieces: a line end inside a quoted cell (an address over two lines)
 * is part of the cell, not the end of a record.
 */
export function createCsvRecordCounter() {
  let isInQuotes = false;
  let records = 0;
  return {
    push(text: string): void {
      for (const character of text) {
        // A doubled quote inside a quoted cell toggles twice: it stays inside, as it should.
        if (character === '"') isInQuotes = !isInQuotes;
        else if (character === '\n' && !isInQuotes) records += 1;
      }
    },
    get records(): number {
      return records;
    },
  };
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a CSV endpoint by name, reading the answer as it streams in: `onProgress` hears the rows received against
 * the total the server announced in `totalRowsHeader` (a streamed, compressed answer has no Content-Length). Cancelled
 * through `signal` (the fetch rejects with an AbortError); a refusal is an ApiRequestError with the server's message.
 */
export async function downloadCsv<N extends EndpointName>(
  name: N,
  options: {
    query?: EndpointInput<NamedEndpoint<N>>['query'];
    totalRowsHeader: string;
    fallbackFileName: string;
    signal?: AbortSignal;
    onProgress?: (progress: CsvDownloadProgress) => void;
  },
): Promise<DownloadedCsv> {
  const contract = await loadContractRuntime();
  const endpoint: Endpoint = contract.endpoints[name];
  const url = contract.buildUrl<Endpoint>(endpoint, { query: options.query } as never);
  const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', signal: options.signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiRequestError(0, INTERRUPTED_MESSAGE);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw ApiRequestError.from(response.status, contract.parseApiError(response.status, body));
  }
  const announced = Number(response.headers.get(options.totalRowsHeader));
  const totalRows = Number.isInteger(announced) && announced >= 0 ? announced : null;
  const counter = createCsvRecordCounter();
  const decoder = new TextDecoder();
  const parts: BlobPart[] = [];
  const dataRows = () => Math.max(0, counter.records - 1);
  options.onProgress?.({ receivedRows: 0, totalRows });
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        counter.push(decoder.decode(value, { stream: true }));
        options.onProgress?.({ receivedRows: dataRows(), totalRows });
      }
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiRequestError(0, INTERRUPTED_MESSAGE);
    }
  }
  counter.push(decoder.decode());
  return {
    blob: new Blob(parts, { type: response.headers.get('content-type') ?? 'text/csv' }),
    fileName: fileNameOf(response, options.fallbackFileName),
    rows: dataRows(),
  };
}

/** Hands a downloaded file to the browser to save, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
