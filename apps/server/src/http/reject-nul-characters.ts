import type { FastifyRequest } from 'fastify';
import { badRequest } from '../domain/errors.ts';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

/** Nesting deeper than any of our bodies is left to the schemas, which refuse such shapes anyway. */
const MAX_DEPTH = 64;

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return false;
  return Object.values(value).some((child) => containsNul(child, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in the path, query or body is refused at the door with a 400,
 * instead of failing later inside the database as a 500.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const parts = { params: request.params, query: request.query, body: request.body };
  for (const [part, value] of Object.entries(parts)) {
    if (containsNul(value)) throw badRequest(NUL_CHARACTER_MESSAGE, { [part]: [NUL_CHARACTER_MESSAGE] });
  }
}
