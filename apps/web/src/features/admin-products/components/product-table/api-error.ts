/** The server's message of a refused call (detected by name, as the house does), else the fallback. */
export function refusalMessage(error: unknown, fallback = 'Something went wrong; please try again'): string {
  return error instanceof Error && error.name === 'ApiRequestError' && error.message ? error.message : fallback;
}

/** The server's per-size messages of a refused bulk edit, keyed by SKU. */
export function refusalDetails(error: unknown): Array<{ sku: string; message: string }> {
  if (!(error instanceof Error) || error.name !== 'ApiRequestError') return [];
  const fieldErrors = (error as Error & { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
  // A refusal by the rules names sizes by SKU; a malformed request names its fields (change.to), which the form shows.
  return Object.entries(fieldErrors)
    .filter(([key]) => !/^(change|variantIds|body)(\.|$)/.test(key))
    .flatMap(([sku, messages]) => messages.map((message) => ({ sku, message })));
}
