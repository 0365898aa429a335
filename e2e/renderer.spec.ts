import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/**
 * React renders the shop, in the browser and on the server (decision 094): what these journeys run is what ships.
 * The built files are read as they are (not package.json), so an alias or a bundled stand-in for React fails here.
 */
const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const clientDir = path.join(webRoot, 'dist');
const serverDir = path.join(webRoot, 'dist-server');

function scriptsIn(dir: string): Array<{ file: string; code: string }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ file, code: readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * What betrays Preact in a minified bundle: its name, or the shape of its virtual node (`__k:null,__:null,__b:0`,
 * the mangled children/parent/depth fields every Preact build creates in `createVNode`).
 */
const PREACT_SIGNATURES = [/preact/i, /__k:null,__:null,__b:0/, /__PREACT_DEVTOOLS__/];

test.describe('the renderer that ships', () => {
  test('the browser bundle is React DOM 19 and holds no Preact', () => {
    const scripts = scriptsIn(clientDir);
    expect(scripts.length).toBeGreaterThan(10);
    for (const { file, code } of scripts)
      for (const signature of PREACT_SIGNATURES) expect(signature.test(code), `${file} matches ${signature}`).toBe(false);
    const reactDom = scripts.filter(
      ({ code }) => code.includes('rendererPackageName:`react-dom`') || code.includes('rendererPackageName:"react-dom"'),
    );
    expect(reactDom.map(({ file }) => file)).toHaveLength(1);
    expect(reactDom[0]!.code).toMatch(/version:[`"]19\.\d+\.\d+[`"]/);
  });

  test('the server bundle renders with react-dom/server from React itself and holds no Preact', () => {
    const scripts = scriptsIn(serverDir);
    for (const { file, code } of scripts)
      for (const signature of PREACT_SIGNATURES) expect(signature.test(code), `${file} matches ${signature}`).toBe(false);
    const entry = readFileSync(path.join(serverDir, 'entry-server.js'), 'utf8');
    expect(entry).toMatch(/import \{[^}]*\brenderToString\b[^}]*\} from "react-dom\/server"/);
    // What Node loads for those imports, from where the server bundle lies: React's own packages.
    const require = createRequire(path.join(serverDir, 'entry-server.js'));
    for (const specifier of ['react', 'react-dom/server', 'react/jsx-runtime']) {
      const resolved = require.resolve(specifier);
      expect(resolved, specifier).toMatch(new RegExp(`[\\\\/]node_modules[\\\\/]${specifier.split('/')[0]}[\\\\/]`));
      const manifest = JSON.parse(readFileSync(require.resolve(`${specifier.split('/')[0]}/package.json`), 'utf8')) as {
        name: string;
        version: string;
      };
      expect(manifest.name).toBe(specifier.split('/')[0]);
      expect(manifest.version).toMatch(/^19\./);
    }
  });

  test('the browser files import one another without a cycle, and the first load does not load zod', () => {
    // A cycle between chunks runs one before the other has set up what it exports: the page then dies on hydration
    // with "Cannot read properties of undefined" (a plain value moved into a module that builds schemas did this once).
    const assets = path.join(clientDir, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const importsOf = new Map(
      scripts.map((file) => {
        const code = readFileSync(path.join(assets, file), 'utf8');
        const statics = [...code.matchAll(/(?:import|export)[^"`]*?from\s*"\.\/([^"]+)"|import\s*"\.\/([^"]+)"/g)];
        return [file, statics.map((match) => (match[1] ?? match[2])!)];
      }),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const imported of importsOf.get(file) ?? []) {
        if (state.get(imported) === 'open') cycles.push([...trail.slice(trail.indexOf(imported)), file, imported].join(' → '));
        else if (!state.has(imported)) visit(imported, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of scripts) if (!state.has(file)) visit(file, []);
    expect(cycles).toEqual([]);

    const reached = new Set<string>();
    const reach = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const imported of importsOf.get(file) ?? []) reach(imported);
    };
    for (const page of ['boot', 'storefront', 'home-page', 'listing-page', 'product-page'])
      reach(scripts.find((file) => file.startsWith(`${page}-`))!);
    expect([...reached].filter((file) => file.startsWith('contract-'))).toEqual([]);
  });

  test('a server-rendered page is hydrated by React in the browser', async ({ page }) => {
    await page.goto(paths.shop.listing());
    // React marks the root it hydrates and every element it owns; the server's markup is kept, not replaced.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'))),
      )
      .toBe(true);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    await expect.poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  });
});
