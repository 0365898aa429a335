import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify routes them (finding 10). `inject` bypasses the
 * parser, so these go to a real listening server over a socket.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection after answering while we still send: the answer already arrived.
    socket.on('error', (error: NodeJS.ErrnoException) => (chunks.length > 0 ? socket.destroy() : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

function expectApiErrorShape(answer: RawAnswer, status: number): { success: boolean; message: string } {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as { success: boolean; message: string };
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  expect(body.message).not.toMatch(/HPE_|at .*\(|\.ts:|node:/);
  return body;
}

describe('client errors raised before routing', () => {
  it('answers 431 in the API error shape when the headers exceed 16 KB (fetch)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/shop/products/get`, { headers: { 'x-padding': 'a'.repeat(20 * 1024) } });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ success: false, message: 'The request headers are too large' });
  });

  it('answers 431 for one oversized cookie over a raw socket, and closes the connection', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: shop.test\r\nCookie: token=${'b'.repeat(20 * 1024)}\r\n\r\n`);
    expect(expectApiErrorShape(answer, 431).message).toBe('The request headers are too large');
    expect(answer.headers.connection).toBe('close');
  });

  it('answers 400 in the API error shape for a malformed request, never a stack', async () => {
    for (const request of [
      'THIS IS NOT HTTP\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: shop.test\r\nBad Header Name: x\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello',
      'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ]) {
      const answer = await rawRequest(request);
      expect(expectApiErrorShape(answer, 400), JSON.stringify(request.slice(0, 40))).toEqual({ success: false, message: 'Bad request' });
    }
  });

  it('still serves ordinary requests with large but acceptable headers', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-padding': 'a'.repeat(8 * 1024) } });
    expect(res.status).toBe(200);
  });
});
