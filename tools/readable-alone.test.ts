import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code is read by someone who has only the repository: a comment or a test title that says "issue 16" or
 * "DESIGN §19" points at a tracker or a document they cannot open. Say the rule itself, or cite the decision record
 * that holds it (docs/decisions/NNN-….md). Committed migrations are history and are left as written.
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['apps', 'packages', 'e2e', 'tools', 'bench'];
const OUTSIDE_REFERENCES = [/\bissues? #?\d+/i, /\bDESIGN(?:\.md)? §/];
const thisFile = path.relative(root, import.meta.filename);

function trackedSourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...SOURCE_FOLDERS], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => /\.(?:[cm]?[jt]sx?|css|html)$/.test(file))
    .filter((file) => file !== thisFile && !file.includes('/migrations/'));
}

describe('the code can be read without anything outside the repository', () => {
  it('no source file points at an issue tracker or an outside design document', () => {
    const files = trackedSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });

  it('the check finds what it looks for', () => {
    expect(OUTSIDE_REFERENCES.some((pattern) => pattern.test('// Issue 16: the customer page'))).toBe(true);
    expect(OUTSIDE_REFERENCES.some((pattern) => pattern.test(' * kept as issued (DESIGN §19)'))).toBe(true);
    expect(OUTSIDE_REFERENCES.some((pattern) => pattern.test('an invoice is issued once (decision 073)'))).toBe(false);
  });
});
