import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints.ts';

/** The kinds of schema whose parse can give something other than its input: a transform, a pipe into another schema. */
const REWRITING = new Set(['transform', 'pipe']);

/** Every kind of node a response schema holds that rewrites what it parses, with where it is. */
function rewritingNodes(schema: z.core.$ZodType, at: string, seen = new Set<z.core.$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (value: unknown, where: string) => rewritingNodes(value as z.core.$ZodType, where, seen);
  const found = REWRITING.has(def.type) ? [`${at}: ${def.type}`] : [];
  switch (def.type) {
    case 'object':
      return [...found, ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => inner(value, `${at}.${key}`))];
    case 'array':
      return [...found, ...inner(def.element, `${at}[]`)];
    case 'union':
      return [...found, ...(def.options as unknown[]).flatMap((option, i) => inner(option, `${at}|${i}`))];
    case 'intersection':
      return [...found, ...inner(def.left, at), ...inner(def.right, at)];
    case 'record':
      return [...found, ...inner(def.valueType, `${at}{}`)];
    case 'tuple':
      return [...found, ...(def.items as unknown[]).flatMap((item, i) => inner(item, `${at}[${i}]`))];
    case 'pipe':
      return [...found, ...inner(def.in, at), ...inner(def.out, at)];
    case 'lazy':
      return [...found, ...inner((def.getter as () => unknown)(), at)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return [...found, ...inner(def.innerType, at)];
    default:
      return found;
  }
}

describe('response schemas', () => {
  // The server serialises each answer by parsing it with its schema (apps/server/src/http/response-serializer.ts), and
  // the pages it renders take its answers without parsing them again (decision 150): both hold only while parsing an
  // answer gives back what it was, which a transform or a pipe would break.
  it('are plain data: no transform or pipe anywhere in them', () => {
    const found = Object.entries(endpoints).flatMap(([name, endpoint]) =>
      Object.entries(endpoint.response as Record<string, unknown>).flatMap(([status, schema]) =>
        typeof schema === 'string' ? [] : rewritingNodes(schema as z.core.$ZodType, `${name} ${status}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a transform where one is', async () => {
    const { z } = await import('zod');
    const schema = z.object({ items: z.array(z.object({ price: z.string().transform(Number) })) });
    expect(rewritingNodes(schema, 'probe')).toEqual(['probe.items[].price: pipe', 'probe.items[].price: transform']);
  });
});
