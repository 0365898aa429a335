// After `vite build`: writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file
// of dist/ over 1 KB, so the server sends static files compressed without compressing them per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(dist)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  const bytes = await readFile(file);
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.length;
  after += brotli.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`);
