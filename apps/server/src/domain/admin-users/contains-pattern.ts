/**
 * A lower-case LIKE pattern matching values that contain `term` literally: the wildcards
 * `%` and `_` (and the escape character) a user types are escaped, never interpreted.
 * Compare it with `lower(column) LIKE pattern` so the trigram indexes on lower(...) apply.
 */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
