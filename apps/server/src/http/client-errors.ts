import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';

/** The answer to a request Node's HTTP parser refused before any route saw it. */
export interface ClientErrorAnswer {
  status: number;
  message: string;
}

/**
 * Node's parser codes that have a more precise answer than 400 (the rest are malformed requests).
 * HPE_HEADER_OVERFLOW: the request line and headers exceed the limit (16 KB by default).
 */
const answersByCode: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  ERR_HTTP_REQUEST_HEADERS_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'The request body is malformed or too large' },
};

const BAD_REQUEST: ClientErrorAnswer = { status: 400, message: 'Bad request' };

export function describeClientError(error: ConnectionError): ClientErrorAnswer {
  return answersByCode[error.code] ?? BAD_REQUEST;
}

/**
 * Fastify's `clientErrorHandler`: errors raised by Node's HTTP parser (oversized headers, malformed request lines,
 * timeouts) get the API's `{ success: false, message }` shape with the fitting status, never a stack or the parser's
 * own words; the connection is then closed, as the parser's state cannot be trusted.
 */
export function answerClientError(log: FastifyBaseLogger, error: ConnectionError, socket: Socket): void {
  // A reset connection is gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describeClientError(error);
  log.debug({ err: error, status }, 'client error before routing');
  // An answer already under way on this connection cannot be followed by another one (as Node itself does).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
