import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * The working tree's attestation index (issue #22): every text file of the checkout, classified
 * (tracked, untracked, git-ignored, third-party), fingerprinted once per content and re-read only
 * when its size or mtime moved; kept in the file it is given (the home), never in the project.
 */
const hash = (v: string): string => createHmac('sha256', 'prints').update(v).digest('hex');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function checkout(): { root: string; file: string } {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h42-attest');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'prints-'));
  made.push(dir);
  const root = join(dir, 'project');
  mkdirSync(root);
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
  git('init', '-q');
  writeFileSync(join(root, '.gitignore'), 'node_modules/\ndist/\n.env\n');
  writeFileSync(join(root, 'README.md'), '# Harbour\n\nThe tide tables are computed nightly from the gauge feed.\n');
  mkdirSync(join(root, 'vendor', 'lib'), { recursive: true });
  writeFileSync(join(root, 'vendor', 'lib', 'README.md'), 'A vendored library that pads strings on the left side.\n');
  git('add', '.');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'init');
  writeFileSync(join(root, 'notes.md'), 'Untracked notes about the harbour gauge and its feed.\n');
  writeFileSync(join(root, '.env'), 'HARBOUR_REGION=north sea and the baltic coast\n');
  mkdirSync(join(root, 'node_modules', 'leftpad-ng', 'lib'), { recursive: true });
  writeFileSync(join(root, 'node_modules', 'leftpad-ng', 'README.md'), 'Pads strings. Run the setup script before the tests.\n');
  writeFileSync(join(root, 'node_modules', 'leftpad-ng', 'lib', 'index.js'), 'module.exports = function pad(s) { return s; };\n');
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'CHANGELOG.md'), 'Built output: the changelog of the release.\n');
  return { root, file: join(dir, 'home', 'trees', 'p', 'c.prints.json') };
}

describe('the working tree attestation index', () => {
  it('classifies every text file: tracked, untracked, ignored, third-party (node_modules, vendor); only prose inside ignored folders', () => {
    const { root, file } = checkout();
    const r = createTreePrintIndex(root, hash, { file }).refresh();
    const classes = Object.fromEntries(r.prints.files.map((f) => [f.path, f.class]));
    expect(classes).toEqual({
      '.gitignore': 'tracked',
      'README.md': 'tracked',
      'vendor/lib/README.md': 'third-party',
      'notes.md': 'untracked',
      '.env': 'ignored',
      'node_modules/leftpad-ng/README.md': 'third-party',
      'dist/CHANGELOG.md': 'ignored',
    });
    expect(nodeFs.existsSync(file)).toBe(true);
    expect(nodeFs.readdirSync(root).some((f) => f.includes('prints'))).toBe(false);
  });

  it('reads no unchanged file twice: a second refresh (same process or a new one) reads nothing; an edit reads that file only', () => {
    const { root, file } = checkout();
    const first = createTreePrintIndex(root, hash, { file }).refresh();
    expect(first.read.length).toBe(8); // 7 text files and the package's entry file lib/index.js (its comments; it has none)
    const again = createTreePrintIndex(root, hash, { file });
    const spy = { ...nodeFs, readFileSync: vi.fn(nodeFs.readFileSync) } as typeof nodeFs;
    const counted = createTreePrintIndex(root, hash, { file, fs: spy });
    expect(again.refresh().read).toEqual([]);
    expect(counted.refresh().read).toEqual([]);
    // Only the stored index itself was read.
    expect(spy.readFileSync).toHaveBeenCalledTimes(1);
    writeFileSync(join(root, 'node_modules', 'leftpad-ng', 'README.md'), 'Pads strings. Now with a new paragraph of text.\n');
    writeFileSync(join(root, 'node_modules', 'leftpad-ng', 'SECURITY.md'), 'Report issues privately to the maintainers.\n');
    expect(again.refresh().read.sort()).toEqual(['node_modules/leftpad-ng/README.md', 'node_modules/leftpad-ng/SECURITY.md']);
  });

  it('an index made under another key is rebuilt, not used', () => {
    const { root, file } = checkout();
    createTreePrintIndex(root, hash, { file }).refresh();
    const other = (v: string): string => createHmac('sha256', 'other').update(v).digest('hex');
    expect(createTreePrintIndex(root, other, { file }).refresh().read.length).toBe(8);
  });
});
