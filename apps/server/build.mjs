// Bundles the server (and the TypeScript contract it imports) into dist/server.js; npm packages stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@aurelle/'));

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'seed-cli': path.join(here, 'src/db/seed-cli.ts'),
    'migrate-cli': path.join(here, 'src/db/migrate-cli.ts'),
    // The renderer's thread (decision 120), started by the server beside it.
    'render-worker': path.join(here, 'src/http/render-worker.ts'),
    // The PDF thread (decision 123), started by the server beside it with the first PDF.
    'pdf-worker': path.join(here, 'src/pdf-worker.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
console.log('server built to apps/server/dist');
