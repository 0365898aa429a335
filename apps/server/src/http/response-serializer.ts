import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Serialises a reply through its route's response schema (http/define-route.ts): the body is parsed by the schema, so
 * a field the schema does not list is dropped and a reply that does not match it fails as a 500 instead of changing
 * the API unnoticed; keys come out in the schema's order. The contract's response schemas are plain data (no codecs,
 * no transforms), for which parsing is the same as zod's `encode` that fastify-type-provider-zod's own compiler runs,
 * but parsing takes zod's compiled fast path: about 3× quicker on a listing page.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
