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
 * What betrays Preact in a minified bundle: its name as a word (not inside another, as react-hook-form's
 * `ownerPreActionLength`), or the shape of its virtual node (`__k:null,__:null,__b:0`,
 * the mangled children/parent/depth fields every Preact build creates in `createVNode`).
 */
const PREACT_SIGNATURES = [/\bpreact\b/i, /__k:null,__:null,__b:0/, /__PREACT_DEVTOOLS__/];

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

  test("the server bundle renders with React DOM's own production server renderer, bundled in, and holds no Preact", () => {
    // The server's renderer bundles its libraries with NODE_ENV fixed to production (decision 112): what it holds must be
    // React DOM's server renderer as installed (its own version check), its production build only, and nothing of Preact.
    const scripts = scriptsIn(serverDir);
    for (const { file, code } of scripts)
      for (const signature of PREACT_SIGNATURES) expect(signature.test(code), `${file} matches ${signature}`).toBe(false);
    const nodeRequire = createRequire(path.join(serverDir, 'entry-server.js'));
    const installed = (name: string) =>
      (JSON.parse(readFileSync(nodeRequire.resolve(`${name}/package.json`), 'utf8')) as { name: string; version: string }).version;
    expect(installed('react-dom')).toMatch(/^19\./);
    expect(installed('react')).toBe(installed('react-dom'));
    const renderers = scripts.filter(({ code }) => /\brequire_react_dom_server_node_production\b/.test(code));
    expect(renderers.map(({ file }) => file)).toHaveLength(1);
    // React DOM refuses to run beside another React: its check names the version it was built as.
    const versions = [...renderers[0]!.code.matchAll(/"(\d+\.\d+\.\d+)" !== isomorphicReactPackageVersion/g)].map((match) => match[1]);
    expect(versions).toEqual([installed('react-dom')]);
    for (const { file, code } of scripts)
      expect(/\brequire_react(?:_dom)?(?:_server\w*)?_development\b/.test(code), `${file} holds a React development build`).toBe(false);
    const entry = readFileSync(path.join(serverDir, 'entry-server.js'), 'utf8');
    expect(entry).toMatch(/import_server_node = require_server_node\(\)/);
    expect(entry).toMatch(/\(0, import_server_node\.renderToString\)\(/);
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
