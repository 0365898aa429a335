import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findNewerInput, rebuildReason, type BuildTarget } from './build-freshness.mjs';

let root: string;
const BUILT_AT = new Date('2026-01-02T00:00:00Z');
const BEFORE = new Date('2026-01-01T00:00:00Z');
const AFTER = new Date('2026-01-03T00:00:00Z');

function file(relative: string, modified: Date): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, relative);
  utimesSync(full, modified, modified);
}

const target: BuildTarget = {
  workspace: 'apps/server',
  outputs: ['apps/server/dist/server.js'],
  inputs: ['package-lock.json', 'packages/*/src', 'apps/server/src', 'apps/server/build.mjs'],
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
  file('package-lock.json', BEFORE);
  file('packages/contract/src/index.ts', BEFORE);
  file('apps/server/src/http/app.ts', BEFORE);
  file('apps/server/build.mjs', BEFORE);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('rebuildReason', () => {
  it('asks for a build when an output is missing', () => {
    expect(rebuildReason(root, target)).toBe('apps/server/dist/server.js is missing');
  });

  it('is satisfied when every input is older than the build', () => {
    file('apps/server/dist/server.js', BUILT_AT);
    expect(rebuildReason(root, target)).toBeUndefined();
  });

  it('names a source under a nested folder modified after the build', () => {
    file('apps/server/dist/server.js', BUILT_AT);
    file('apps/server/src/domain/orders/place.ts', AFTER);
    expect(rebuildReason(root, target)).toBe('apps/server/src/domain/orders/place.ts changed after the last build');
  });

  it('follows every package of packages/*/src and the lock file', () => {
    file('apps/server/dist/server.js', BUILT_AT);
    file('packages/other/src/shared.ts', AFTER);
    expect(rebuildReason(root, target)).toMatch(/^packages\/other\/src\/shared\.ts/);
    file('packages/other/src/shared.ts', BEFORE);
    file('package-lock.json', AFTER);
    expect(rebuildReason(root, target)).toMatch(/^package-lock\.json/);
  });

  it('compares with the oldest of several outputs', () => {
    const web: BuildTarget = { ...target, outputs: ['dist/index.html', 'dist-server/entry.js'] };
    file('dist/index.html', AFTER);
    file('dist-server/entry.js', BEFORE);
    file('apps/server/src/http/app.ts', BUILT_AT);
    expect(rebuildReason(root, web)).toMatch(/^apps\/server\/src\/http\/app\.ts/);
  });
});

describe('findNewerInput', () => {
  it('ignores tests, dotfiles and node_modules, which no build reads', () => {
    file('apps/server/src/http/app.test.ts', AFTER);
    file('apps/server/src/.DS_Store', AFTER);
    file('apps/server/src/node_modules/x/index.js', AFTER);
    expect(findNewerInput(root, target.inputs, BUILT_AT.getTime())).toBeUndefined();
  });

  it('skips inputs that do not exist', () => {
    expect(findNewerInput(root, ['apps/web/public', 'nothing/*/src'], BUILT_AT.getTime())).toBeUndefined();
  });
});
