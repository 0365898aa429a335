import type {
  ApiError,
  Endpoint,
  EndpointInput,
  EndpointResponse,
  ErrorReason,
  ErrorReasonCode,
  ErrorReasonOf,
  InputRequired,
  endpoints,
} from '@aurelle/contract';
import type * as ContractRuntime from './api-contract-runtime';

/** A failed API call, carrying the server's message, field messages and reason whenever it sent them. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly reason: ErrorReason | undefined;
  constructor(status: number, message: string, fieldErrors?: Record<string, string[]>, reason?: ErrorReason) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.reason = reason;
  }

  static from(status: number, error: ApiError): ApiRequestError {
    return new ApiRequestError(status, error.message, error.errors, error.reason);
  }
}

/** The refusal's reason when it has this code (with its data), else undefined: what the UI branches on. */
export function reasonOf<C extends ErrorReasonCode>(error: unknown, code: C): ErrorReasonOf<C> | undefined {
  if (!(error instanceof ApiRequestError) || error.reason?.code !== code) return undefined;
  return error.reason as ErrorReasonOf<C>;
}

const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

/** What `call` takes besides the endpoint's own input. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Upload progress 0–100 for a multipart body (sent with XHR then: fetch reports no upload progress). */
  onUploadProgress?: (percent: number) => void;
}

export type CallInput<E extends Endpoint> = EndpointInput<E> & CallOptions;

/** The name of one endpoint of the contract (`listProducts`, `addToCart`, …). */
export type EndpointName = keyof typeof endpoints;
/** The endpoint a name stands for, with its schemas' types. */
export type NamedEndpoint<N extends EndpointName> = (typeof endpoints)[N];

let contractRuntime: Promise<typeof ContractRuntime> | undefined;

/** Loads the contract's schemas (once); call it ahead of time where a call is likely soon (after hydration). */
export function loadContractRuntime(): Promise<typeof ContractRuntime> {
  return (contractRuntime ??= import('./api-contract-runtime'));
}

const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'touchstart'] as const;

/**
 * Starts loading the contract's schemas at the shopper's first sign of intent (a pointer over or down, a key, a
 * touch), so the first action rarely waits for them, while a page that is only looked at never loads them.
 */
export function loadContractRuntimeOnFirstInteraction(): void {
  const start = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, { capture: true });
    void loadContractRuntime();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * Calls one endpoint of the contract by name: builds its URL from the params and query, sends the body (JSON, or a
 * FormData for a multipart endpoint) with the session cookie, and parses the answer with the endpoint's schema for
 * that status. A refusal becomes an ApiRequestError with the server's message, field messages and reason. By name
 * rather than by definition so that a page can run without the schemas until its first call (decision 067).
 */
export async function call<N extends EndpointName>(
  name: N,
  ...[input]: InputRequired<NamedEndpoint<N>> extends true ? [input: CallInput<NamedEndpoint<N>>] : [input?: CallInput<NamedEndpoint<N>>]
): Promise<EndpointResponse<NamedEndpoint<N>>> {
  const contract = await loadContractRuntime();
  const endpoint: Endpoint = contract.endpoints[name];
  const { signal, onUploadProgress, body } = (input ?? {}) as CallOptions & { body?: unknown };
  const url = contract.buildUrl<Endpoint>(endpoint, input as never);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const sent =
    isForm && onUploadProgress
      ? await sendWithProgress(endpoint.method, url, body, onUploadProgress)
      : await send(endpoint.method, url, body, isForm, signal);
  if (sent.status < 200 || sent.status >= 300) throw ApiRequestError.from(sent.status, contract.parseApiError(sent.status, sent.data));
  // The server's own answer left its route through this endpoint's schema (its serialiser parses with it), so parsing
  // it again here would give the same object (decision 150).
  if (sent.serialisedBySchema) return sent.data as EndpointResponse<NamedEndpoint<N>>;
  const answer: { body: unknown } = contract.parseResponse(endpoint, sent.status, sent.data);
  return answer.body as EndpointResponse<NamedEndpoint<N>>;
}

interface Sent {
  status: number;
  data: unknown;
  /** An answer of the server rendering the page, made by the route's serialiser with the endpoint's schema. */
  serialisedBySchema?: boolean;
}

/**
 * The server's own answer to an API call made while it renders a page (a route loader's read), or undefined for a
 * call it does not answer, which then goes out through fetch.
 */
export type InProcessApi = (method: string, url: string) => Promise<{ status: number; body: string }> | undefined;

let inProcessApi: InProcessApi | undefined;

/**
 * Called once by the server that renders the app's pages: the loaders' calls reach its routes in-process, as a
 * status and a body, with no Response to make and read for each (decision 130). The browser never sets one.
 */
export function answerApiCallsInProcess(api: InProcessApi): void {
  inProcessApi = api;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(method: string, url: string, body: unknown, isForm: boolean, signal: AbortSignal | undefined): Promise<Sent> {
  // Writes always carry a JSON body (an empty object when the endpoint reads none), as the API's parsers expect.
  const payload = isForm ? (body as FormData) : method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? {});
  const answeredInProcess = payload === undefined ? inProcessApi?.(method, url) : undefined;
  if (answeredInProcess) {
    const answer = await answeredInProcess;
    return { status: answer.status, data: parseJson(answer.body), serialisedBySchema: true };
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: payload !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: payload,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
  }
  return { status: response.status, data: parseJson(await response.text()) };
}

function sendWithProgress(method: string, url: string, form: FormData, onProgress: (percent: number) => void): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, data: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiRequestError(0, NETWORK_ERROR_MESSAGE));
    xhr.send(form);
  });
}

/**
 * The message to show for a failure: the server's, else the screen's default
 * (docs/decisions/053-one-error-shape-never-a-500-for-bad-input.md).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  return fallback;
}
