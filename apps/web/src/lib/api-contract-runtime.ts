/**
 * The contract's runtime half: every endpoint with its zod schemas, and the functions that build URLs and parse
 * answers. `api-client.ts` imports this on demand, so zod and the schemas (~27 KB compressed) stay out of a page's
 * first load: a server-rendered page hydrates from data that is already parsed (decision 067).
 */
export { buildUrl, endpoints, parseApiError, parseResponse } from '@aurelle/contract';
