// Whether a build output is older than its sources, for `npm start` (scripts/start.mjs). Plain Node, no dependency:
// it runs before `npm run build` and on a fresh clone right after `npm install`.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs every target depends on: the shared packages' sources (each packages/*\/src) and the locked dependencies. */
const SHARED_INPUTS = ['package-lock.json', 'packages/*/src'];

/**
 * What each build writes (`outputs`, files whose age stands for the build's) and reads (`inputs`, files or folders),
 * relative to the repository root, in the order `npm run build` builds them.
 */
export const BUILD_TARGETS = [
  {
    workspace: 'apps/web',
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'],
    inputs: [
      ...SHARED_INPUTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/chunking',
      'apps/web/tsconfig.json',
      'apps/web/scripts',
      'apps/web/package.json',
    ],
  },
  {
    workspace: 'apps/server',
    outputs: ['apps/server/dist/server.js'],
    inputs: [...SHARED_INPUTS, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
  },
];

/** Files no build reads: tests, editor and OS droppings, installed packages. */
function isIgnored(name) {
  return name.startsWith('.') || name === 'node_modules' || /\.test\.[cm]?[jt]sx?$/.test(name);
}

/** `packages/*\/src` → every `packages/<name>/src`; other paths as they are. */
function expand(root, input) {
  const star = input.indexOf('/*/');
  if (star === -1) return [input];
  const parent = input.slice(0, star);
  const rest = input.slice(star + 3);
  let entries;
  try {
    entries = readdirSync(path.join(root, parent), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isDirectory()).map((entry) => `${parent}/${entry.name}/${rest}`);
}

/**
 * The first file under `inputs` (files or folders, relative to `root`) modified after `sinceMs`, or undefined. Stops at
 * the first one found, so an unchanged tree costs one `stat` per file and a changed one usually much less. Missing
 * inputs are skipped.
 */
export function findNewerInput(root, inputs, sinceMs) {
  const visit = (relative) => {
    let stats;
    try {
      stats = statSync(path.join(root, relative));
    } catch {
      return undefined;
    }
    if (!stats.isDirectory()) return stats.mtimeMs > sinceMs ? relative : undefined;
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (isIgnored(entry.name)) continue;
      const found = visit(`${relative}/${entry.name}`);
      if (found) return found;
    }
    return undefined;
  };
  for (const input of inputs.flatMap((each) => expand(root, each))) {
    const found = visit(input);
    if (found) return found;
  }
  return undefined;
}

/**
 * Why `target` must be built before starting, or undefined when its build is current: an output is missing, or an
 * input was modified after the oldest output was written.
 */
export function rebuildReason(root, target) {
  let builtAtMs = Number.POSITIVE_INFINITY;
  for (const output of target.outputs) {
    try {
      builtAtMs = Math.min(builtAtMs, statSync(path.join(root, output)).mtimeMs);
    } catch {
      return `${output} is missing`;
    }
  }
  const newer = findNewerInput(root, target.inputs, builtAtMs);
  return newer ? `${newer} changed after the last build` : undefined;
}
