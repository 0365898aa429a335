// Read by zod when it builds its first schema. Zod compiles object parsers with `new Function` when it may, and
// probes for that first; the Content-Security-Policy forbids eval, so the probe is a CSP violation on every page.
// A classic deferred script runs before the app's module scripts, whose shared chunks build schemas as they load,
// before any code of the app could call zod's config() (docs/decisions/065-small-first-load.md).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
