import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module of the build scripts, without types
import { CORE_RANGE } from '../../scripts/core-font-range.mjs';

/**
 * The core font files (scripts/subset-fonts.mjs) are declared for exactly the characters they hold, with the
 * same descriptors as the full Latin face beside them, so the browser treats the two as one font split by characters
 * and fetches the Latin file only for a character outside the core (with other descriptors, Chrome fetched both).
 */
const webRoot = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(webRoot, 'src/styles.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
  const descriptor = (name: string) =>
    new RegExp(`${name}:\\s*([^;]+);`)
      .exec(body ?? '')?.[1]
      ?.replace(/\s+/g, ' ')
      .trim();
  return {
    family: descriptor('font-family'),
    style: descriptor('font-style'),
    weight: descriptor('font-weight'),
    src: descriptor('src') ?? '',
    range: descriptor('unicode-range'),
  };
});
const coreFaces = faces.filter((face) => face.src.includes('-core-'));

describe('core font faces', () => {
  it('declares every core file for the core range only, and the file exists', () => {
    expect(coreFaces.map((face) => /core-[\w-]+\.woff2/.exec(face.src)?.[0])).toEqual([
      'core-wght-normal.woff2',
      'core-400-normal.woff2',
      'core-500-normal.woff2',
      'core-600-normal.woff2',
      'core-400-italic.woff2',
    ]);
    for (const face of coreFaces) {
      expect(face.range).toBe(CORE_RANGE);
      const file = /url\('\.\/(fonts\/[^']+)'\)/.exec(face.src)?.[1] ?? '';
      expect(existsSync(path.join(webRoot, 'src', file)), file).toBe(true);
    }
  });

  it('gives each core face the descriptors of the full Latin face of the same font', () => {
    const inter = coreFaces.filter((face) => face.family?.includes('Inter'));
    const interLatin = faces.find((face) => face.src.includes('inter-latin-wght'));
    expect(inter.map(({ style, weight }) => ({ style, weight }))).toEqual([{ style: interLatin?.style, weight: interLatin?.weight }]);
    // Cormorant's Latin faces come from fontsource's stylesheets, one per weight and style, without a range.
    for (const face of coreFaces.filter((core) => core.family?.includes('Cormorant'))) {
      expect(css).toContain(
        `@import '@fontsource/cormorant-garamond/latin-${face.weight}${face.style === 'italic' ? '-italic' : ''}.css';`,
      );
    }
  });
});
