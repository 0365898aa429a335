import type { ApiError } from '@aurelle/contract';

/** A failed API call, carrying the server's message whenever it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  constructor(status: number, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

type Query = Record<string, string | number | boolean | undefined | null | string[]>;

function buildUrl(path: string, query?: Query): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The one API client. Auth travels in the httpOnly cookie (docs/decisions/001-signed-token-with-version.md), so no token is kept in
 * localStorage. Any failure becomes an ApiRequestError carrying the server's message.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  options: { body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'Network error. Please check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const body = data as Partial<ApiError> | undefined;
    throw new ApiRequestError(response.status, body?.message ?? `Request failed (${response.status})`, body?.errors);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
  /** Multipart upload with progress (XHR: fetch has no upload progress). */
  upload<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', buildUrl(path));
      xhr.withCredentials = true;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        let data: unknown;
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          data = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
        else {
          const body = data as Partial<ApiError> | undefined;
          reject(new ApiRequestError(xhr.status, body?.message ?? 'Failed to upload image', body?.errors));
        }
      };
      xhr.onerror = () => reject(new ApiRequestError(0, 'Network error. Please check your connection and try again.'));
      xhr.send(form);
    });
  },
};

/**
 * The message to show for a failure: the server's, else the screen's default
 * (docs/decisions/053-one-error-shape-never-a-500-for-bad-input.md).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  return fallback;
}
