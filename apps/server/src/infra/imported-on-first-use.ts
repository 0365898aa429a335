/**
 * A library's dynamic import, started the first time it is asked for and shared after that: for libraries a running
 * shop may never need (a provider without keys, a document nobody asks for), so they cost nothing at start (decision 152).
 */
export function importedOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
