import { config } from 'zod';

/**
 * Zod compiles its object parsers with `new Function` when it may, and probes for that when the first object schema is
 * built. The Content-Security-Policy forbids eval, so the probe is a CSP violation in every page's console (and a
 * Lighthouse best-practices failure). Imported first by main.tsx, before any schema is built.
 */
config({ jitless: true });
