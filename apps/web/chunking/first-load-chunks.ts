import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the browser build groups modules into files (decisions 072 and 078). A storefront page's first load is the
 * entry, `runtime` (the libraries), `boot` (the app), `storefront` (what the storefront pages share) and the page's
 * own file; everything else (account, checkout, admin, on-demand code, the contract's schemas) is split by Rolldown as
 * it would be. Should a library change the shape of its index (below), the parts it covers fall back to Rolldown's own
 * splitting: more requests, never a broken page.
 */

const webRoot = path.resolve(import.meta.dirname, '..');

/** The libraries every page hydrates with, as one `runtime` chunk (decision 072). */
export const RUNTIME_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|tailwind-merge|clsx|class-variance-authority)[\\/]/;
export const ZOD = /node_modules[\\/]zod[\\/]/;
export const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/]/;
const BOOT = path.resolve(webRoot, 'src/boot.tsx');
/** The storefront pages whose first load the pages bench measures, and the others a shopper lands on from a search engine. */
const STOREFRONT_PAGES = ['home-page', 'listing-page', 'product-page', 'search-page'].map((page) =>
  path.resolve(webRoot, `src/features/catalog/pages/${page}.tsx`),
);
/** Packages imported through an index of every part: only the parts a module names are what it runs. */
const BARRELS = ['lucide-react', 'radix-ui'];

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** Where each name a barrel exports comes from (the module's id), read from the barrel's own code. */
function barrelExports(barrel: string, graph: ModuleGraph): Map<string, string> {
  const info = graph.getModuleInfo(barrel);
  const code = info?.code ?? '';
  const idOf = (specifier: string) =>
    info?.importedIds.find((id) =>
      specifier.startsWith('.') ? id.endsWith(specifier.slice(1)) : id.includes(`/node_modules/${specifier}/`),
    );
  const exports = new Map<string, string>();
  // lucide-react: export { default as ArrowRight, default as ArrowRightIcon, … } from './icons/arrow-right.mjs';
  for (const [, names, specifier] of code.matchAll(/export \{([^}]*)\} from ['"]([^'"]+)['"]/g)) {
    const id = idOf(specifier!);
    if (id) for (const [, name] of names!.matchAll(/as (\w+)/g)) exports.set(name!, id);
  }
  // radix-ui: import * as Dialog from "@radix-ui/react-dialog"; … export { Dialog, … };
  for (const [, name, specifier] of code.matchAll(/import \* as (\w+) from ['"]([^'"]+)['"]/g)) {
    const id = idOf(specifier!);
    if (id) exports.set(name!, id);
  }
  return exports;
}

/** A module of re-exports only (the contract's index files): it runs nothing itself, so it is followed, not captured. */
const REEXPORTS_ONLY = /^(?:\s*export \* from ['"][^'"]+['"];?)+\s*$/;

/** The names a module imports from the contract (`import { a, b as c } from '@aurelle/contract'` → a, b). */
function contractNamesImported(code: string): string[] {
  return [...code.matchAll(/import \{([^}]*)\} from ['"]@aurelle\/contract['"]/g)].flatMap(([, names]) =>
    names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!),
  );
}

/** The names a module declares as exports (`export const a`, `export function b`, `export { c }`). */
function declaredExports(code: string): string[] {
  const declared = [...code.matchAll(/export (?:const|let|var|function\*?|async function|class|enum) (\w+)/g)].map(([, name]) => name!);
  const listed = [...code.matchAll(/export \{([^}]*)\}(?! from)/g)].flatMap(([, names]) =>
    names!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    ),
  );
  return [...declared, ...listed];
}

/**
 * What loading a module runs: the module and everything it imports statically, without the runtime libraries and
 * without the modules that build schemas, zod's or the contract's (a page's first load has none: decision 067). Of a
 * barrel, only the parts the module names; of the contract, whose plain values are re-exported through its index and
 * its schema modules, only the modules declaring a name the captured modules import, and what those import.
 */
function staticClosure(root: string, graph: ModuleGraph, memo: ClosureMemo): Set<string> {
  const captured = new Set<string>();
  const wantedFromContract = new Set<string>();
  const runs = [root]; // imported by a module that runs: runs too, unless it builds schemas
  const passedOn: string[] = []; // reached through the contract's index or schema modules: runs only if named
  const followed = new Set<string>();
  const candidates = new Set<string>();
  const buildsSchemas = (id: string, info: Rolldown.ModuleInfo) => REEXPORTS_ONLY.test(info.code ?? '') || reachesZod(id, graph, memo.zod);
  while (runs.length > 0) {
    while (runs.length > 0) {
      const id = runs.pop()!;
      if (captured.has(id) || id.startsWith('\0') || RUNTIME_LIBRARIES.test(id) || ZOD.test(id)) continue;
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      if (buildsSchemas(id, info)) {
        if (CONTRACT.test(id)) passedOn.push(id);
        continue;
      }
      captured.add(id);
      for (const name of contractNamesImported(info.code ?? '')) wantedFromContract.add(name);
      for (const imported of info.importedIds) {
        const barrel = BARRELS.find((name) => imported.includes(`/node_modules/${name}/`));
        if (!barrel || !/[\\/](lucide-react|index)\.mjs$/.test(imported)) {
          runs.push(imported);
          continue;
        }
        if (!memo.barrels.has(imported)) memo.barrels.set(imported, barrelExports(imported, graph));
        const parts = memo.barrels.get(imported)!;
        const named = new RegExp(`import \\{([^}]*)\\} from ['"]${barrel}['"]`, 'g');
        for (const [, names] of (info.code ?? '').matchAll(named))
          for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!))
            if (parts.has(name)) runs.push(parts.get(name)!);
      }
    }
    while (passedOn.length > 0) {
      const id = passedOn.pop()!;
      if (followed.has(id)) continue;
      followed.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      if (buildsSchemas(id, info)) passedOn.push(...info.importedIds.filter((imported) => CONTRACT.test(imported)));
      else candidates.add(id);
    }
    // Of the contract's plain modules, those declaring a name a captured module imports run.
    for (const id of candidates) {
      if (captured.has(id)) continue;
      if (declaredExports(graph.getModuleInfo(id)?.code ?? '').some((name) => wantedFromContract.has(name))) runs.push(id);
    }
  }
  return captured;
}

interface ClosureMemo {
  barrels: Map<string, Map<string, string>>;
  zod: Map<string, boolean>;
}

/** Whether loading this module loads zod (the contract's schemas do; the web app's first load must not). */
function reachesZod(id: string, graph: ModuleGraph, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  if (ZOD.test(id)) return true;
  memo.set(id, false); // an import cycle back here adds nothing
  // Through an index of re-exports, a module runs only the parts it names: those are checked one by one when followed.
  const passesOn = (imported: string) =>
    !RUNTIME_LIBRARIES.test(imported) &&
    !BARRELS.some((name) => imported.includes(`/node_modules/${name}/`)) &&
    !REEXPORTS_ONLY.test(graph.getModuleInfo(imported)?.code ?? '');
  const reaches = (graph.getModuleInfo(id)?.importedIds ?? []).some((imported) => passesOn(imported) && reachesZod(imported, graph, memo));
  memo.set(id, reaches);
  return reaches;
}

/**
 * Names the chunk of each module a storefront page runs before it is interactive: `boot` for what boot.tsx runs (the
 * app, its routes, the shop's header and footer), `storefront` for what two or more storefront pages run besides, and
 * the page's own name for what only that page runs. Left to the default splitting, the modules these share with code
 * loaded later (the quick view, the account page, the schemas) become a score of tiny files, each one more request
 * with ~1 KB of headers before the page answers (decision 078). Every other module is split as before.
 */
export function firstLoadChunks(): Rolldown.CodeSplittingNameFunction {
  let chunkOf: Map<string, string> | undefined;
  return (id, graph) => {
    if (!chunkOf) {
      chunkOf = new Map();
      const memo: ClosureMemo = { barrels: new Map(), zod: new Map() };
      const boot = staticClosure(BOOT, graph, memo);
      for (const module of boot) chunkOf.set(module, 'boot');
      const pagesOf = new Map<string, string[]>();
      for (const page of STOREFRONT_PAGES) {
        const name = path.basename(page, '.tsx');
        for (const module of staticClosure(page, graph, memo))
          if (!boot.has(module)) pagesOf.set(module, [...(pagesOf.get(module) ?? []), name]);
      }
      for (const [module, pages] of pagesOf) chunkOf.set(module, pages.length > 1 ? 'storefront' : pages[0]!);
    }
    return chunkOf.get(id) ?? null;
  };
}
