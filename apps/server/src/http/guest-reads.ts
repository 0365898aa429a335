import type { FastifyInstance } from 'fastify';
import { parse as parseQueryString } from 'fast-querystring';
import type { z } from 'zod';
import type { Endpoint } from '@aurelle/contract';
import { containsNul } from './reject-nul-characters.ts';

/** The router refuses a longer path parameter (app.ts `maxParamLength`); a guest read leaves such a call to the route. */
export const MAX_PARAM_LENGTH = 1000;

type ParamsOf<E extends Endpoint> = E extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;

/** A read's validated input, as its route's handler sees `request.params` and `request.query`. */
export interface ReadInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
}

/** A successful answer of a read: its serialised body (the bytes its route sends) and the cache tags of what it shows. */
export interface GuestAnswer {
  status: number;
  body: Buffer;
  tags: readonly string[];
}

interface RegisteredRead {
  endpoint: Endpoint;
  pattern: RegExp;
  paramNames: string[];
  answer: (input: { params: unknown; query: unknown }) => Promise<GuestAnswer>;
}

/**
 * The shop's GET reads whose answer is the same for every guest, answered in-process for the pages the server renders
 * for guests (decision 145). A page's loaders ask for a product, its reviews and similar scents, the session and the
 * shop's details; through `app.inject` each call built a simulated HTTP request and response, ran the hooks and parsed
 * the headers back, and those objects outlived young-generation collections and filled the old one. Here a call is
 * matched to its endpoint, its params and query are validated by the endpoint's own schemas, and the answer is the
 * one its route would send (the same function and cache). Anything else (a signed-in shopper's call, another
 * endpoint, input the schemas refuse, a failed read) is left to the caller, which goes the HTTP way and gets the
 * route's exact answer, errors included.
 */
export class GuestReads {
  private readonly reads: RegisteredRead[] = [];

  /** Answers `endpoint` for guests with `answer`, which must be what its route answers a guest (status 200). */
  add<E extends Endpoint>(endpoint: E, answer: (input: ReadInput<E>) => Promise<GuestAnswer>): void {
    if (endpoint.method !== 'GET') throw new Error(`${endpoint.method} ${endpoint.path}: only GET reads are answered in-process`);
    const paramNames: string[] = [];
    const source = endpoint.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        paramNames.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.reads.push({
      endpoint,
      pattern: new RegExp(`^${source}$`),
      paramNames,
      answer: answer as RegisteredRead['answer'],
    });
  }

  /**
   * Answers `endpoint` for guests with what `answerOf` gives, the same for every guest while the server runs (the guest
   * session, the shop's details): serialised through the endpoint's answer schema once, at the first ask, as its
   * route's serialiser does.
   */
  addFixed(endpoint: Endpoint, answerOf: () => unknown): void {
    const schema = endpoint.response[200];
    if (typeof schema !== 'object') throw new Error(`${endpoint.method} ${endpoint.path}: no JSON answer to keep`);
    let body: Buffer | undefined;
    this.add(endpoint, async () => {
      body ??= Buffer.from(JSON.stringify(schema.parse(answerOf())));
      return { status: 200, body, tags: [] };
    });
  }

  /**
   * A guest's GET of `url` (a path under /api with its query), answered as its route would; undefined when this call
   * is not one of the reads, its input is refused, or the read fails (the caller then makes the HTTP call).
   */
  async answer(url: string): Promise<GuestAnswer | undefined> {
    const queryStart = url.indexOf('?');
    const path = queryStart < 0 ? url : url.slice(0, queryStart);
    for (const read of this.reads) {
      const match = read.pattern.exec(path);
      if (!match) continue;
      const input = this.inputOf(read, match, queryStart < 0 ? '' : url.slice(queryStart + 1));
      if (!input) return undefined;
      try {
        return await read.answer(input);
      } catch {
        // A read that fails (a product not in the shop: 404) is answered by the route, with its error's exact body.
        return undefined;
      }
    }
    return undefined;
  }

  private inputOf(read: RegisteredRead, match: RegExpExecArray, queryString: string): { params: unknown; query: unknown } | undefined {
    const rawParams: Record<string, string> = {};
    for (const [index, name] of read.paramNames.entries()) {
      const segment = match[index + 1] ?? '';
      if (segment.length > MAX_PARAM_LENGTH) return undefined;
      try {
        rawParams[name] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    }
    const rawQuery = parseQueryString(queryString);
    if (containsNul(rawParams) || containsNul(rawQuery)) return undefined;
    const params = read.endpoint.params ? read.endpoint.params.safeParse(rawParams) : undefined;
    const query = read.endpoint.query ? read.endpoint.query.safeParse(rawQuery) : undefined;
    if (params?.success === false || query?.success === false) return undefined;
    return { params: params?.data, query: query?.data };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's reads answered in-process for guests' server-rendered pages (decision 145). */
    guestReads: GuestReads;
  }
}

/** The app's guest reads (decorated on the root instance by buildApp, seen by every scope). */
export function guestReadsOf(app: FastifyInstance): GuestReads | undefined {
  return app.hasDecorator('guestReads') ? app.guestReads : undefined;
}
