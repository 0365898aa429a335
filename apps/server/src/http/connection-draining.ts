import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long in-flight requests get to finish before the remaining connections are cut. */
export const DEFAULT_DRAIN_DEADLINE_MS = 8_000;
/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 100;

export interface DrainResult {
  /** Connections still open at the deadline, cut mid-request (0 when every request finished in time). */
  cutConnections: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops accepting connections, lets the requests in flight finish (each answer closes its connection), closes idle
     * keep-alive connections at once and cuts whatever is left at the deadline. Resolves when the server is closed.
     */
    drainConnections(options?: { deadlineMs?: number }): Promise<DrainResult>;
  }
}

/**
 * Graceful HTTP shutdown (finding 8). Node's server.close() waits for every keep-alive connection, and a
 * client that keeps its connection busy holds the process until the keep-alive timeout (72 s in Fastify). While
 * draining, every answer says `Connection: close`, and connections that fall idle are closed as soon as they do.
 * Register before the routes so the hook covers them all.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let isDraining = false;
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isDraining) void reply.header('Connection', 'close');
    return payload;
  });
  app.decorate('drainConnections', async ({ deadlineMs = DEFAULT_DRAIN_DEADLINE_MS }: { deadlineMs?: number } = {}) => {
    isDraining = true;
    const server = app.server;
    let cutConnections = 0;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      cutConnections = sockets.size;
      server.closeAllConnections();
    }, deadlineMs);
    try {
      // Fastify closes the listener, answers requests arriving meanwhile with 503, and resolves once all sockets are gone.
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
    return { cutConnections };
  });
}
