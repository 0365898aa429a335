import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@aurelle/contract';
import type { CachedJson } from '../context.ts';
import type { InvalidatedCache } from '../infra/cache/invalidated-cache.ts';
import { cachedEntry, sendCachedJson, type TaggedAnswer } from './cached-json.ts';
import { route, type EndpointHandler } from './define-route.ts';
import { guestReadsOf, type ReadInput } from './guest-reads.ts';

/** A catalog read kept in the cache: its entry's key, and how a missing entry is loaded (with its tags). */
export interface CachedRead<E extends Endpoint> {
  key(input: ReadInput<E>): string;
  load(input: ReadInput<E>): Promise<TaggedAnswer>;
}

interface JsonSchema {
  parse(value: unknown): unknown;
}

/**
 * Registers a public catalog read answered from `cache` (sendCachedJson: ETag, 304, compressed copies), and the same
 * read for the pages the server renders for guests (decision 145): one key and one load for both, so a page shows
 * exactly what the API answers.
 */
export function cachedReadRoute<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  cache: InvalidatedCache<CachedJson>,
  read: CachedRead<E>,
): void {
  const schema = endpoint.response[200] as JsonSchema;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's params and query, validated by the endpoint's schemas.
    const input = { params: request.params, query: request.query } as ReadInput<E>;
    return sendCachedJson(request, reply, cache, read.key(input), schema, () => read.load(input));
  };
  // Typed for any endpoint here; the endpoint's own schemas validate the input before it runs.
  route(app, endpoint, handler as unknown as EndpointHandler<E>);
  guestReadsOf(app)?.add(endpoint, async (input) => {
    const entry = await cachedEntry(cache, read.key(input), schema, () => read.load(input));
    return { status: 200, body: entry.kept.bytesFor(undefined), tags: entry.tags };
  });
}
