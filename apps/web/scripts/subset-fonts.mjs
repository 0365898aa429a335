// Writes the core Latin fonts and the rupee-sign fonts in src/fonts/ (committed; rerun with `npm run fonts -w apps/web` after a font upgrade).
// The Latin files carry no ₹; the Latin-extended ones do, but weigh 20–84 KB each and every price on a page made the
// browser fetch all of them. These hold the one glyph (about 1 KB each), declared for U+20B9 only in styles.css.
// See docs/decisions/065-small-first-load.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { CORE_RANGE } from './core-font-range.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '../src/fonts');
const RUPEE = '\u20b9';

const fonts = [
  { from: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', to: 'inter-rupee-wght-normal.woff2' },
  ...['400-normal', '500-normal', '600-normal', '400-italic'].map((style) => ({
    from: `@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-${style}.woff2`,
    to: `cormorant-garamond-rupee-${style}.woff2`,
  })),
];

const coreCharacters = CORE_RANGE.split(',')
  .flatMap((part) => {
    const [from, to = from] = part.trim().replace(/U\+/g, '').split('-');
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, index) => String.fromCodePoint(start + index));
  })
  .join('');
const coreFonts = [
  // Inter: the app uses weights 400 to 600; 300-700 keeps a margin.
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter-core-wght-normal.woff2',
    axes: { wght: { min: 300, max: 700 } },
  },
  ...['400-normal', '500-normal', '600-normal', '400-italic'].map((style) => ({
    from: `@fontsource/cormorant-garamond/files/cormorant-garamond-latin-${style}.woff2`,
    to: `cormorant-garamond-core-${style}.woff2`,
  })),
];

mkdirSync(outDir, { recursive: true });
for (const font of coreFonts) {
  const subset = await subsetFont(readFileSync(require.resolve(font.from)), coreCharacters, {
    targetFormat: 'woff2',
    ...(font.axes ? { variationAxes: font.axes } : {}),
  });
  writeFileSync(path.join(outDir, font.to), subset);
  console.log(`${font.to}: ${subset.length} bytes`);
}
for (const font of fonts) {
  const subset = await subsetFont(readFileSync(require.resolve(font.from)), RUPEE, { targetFormat: 'woff2' });
  writeFileSync(path.join(outDir, font.to), subset);
  console.log(`${font.to}: ${subset.length} bytes`);
}
