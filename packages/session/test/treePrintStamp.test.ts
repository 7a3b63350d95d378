import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeQuery } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * The index's cheap check (issue #22; h45-attack item D, 2026-12-05): a file was reused when its
 * size and mtime were unchanged, a folder not listed again when its mtime was — both set by
 * whoever owns the file. An equal-size replacement, or a file added to a package's folder, with
 * `touch -d` back to the old mtime was missed. ctime (the kernel's) and the inode are checked too.
 */
const hash = (v: string): string => createHmac('sha256', 'stamp').update(v).digest('hex');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** Past the racy window of the index's probe, and far enough for ctime to move. */
const settle = (): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120);
};

/** `touch -d 2020-01-01`: an old time in whole seconds, as an attacker sets it. */
const OLD = new Date('2020-01-01T00:00:00Z');

function project(): { root: string; file: string; pkg: string } {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h45-tree2');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'stamp-'));
  made.push(dir);
  const root = join(dir, 'project');
  mkdirSync(root);
  execFileSync('git', ['-C', root, 'init', '-q'], { stdio: 'ignore' });
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
  writeFileSync(join(root, 'README.md'), '# Quayside\n\nBerth schedules for the quayside cranes.\n');
  const pkg = join(root, 'node_modules', 'cranekit');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'README.md'), 'Cranekit moves containers between berths and keeps a log of each lift.\n');
  return { root, file: join(dir, 'home', 'trees', 'p', 'c.prints.json'), pkg };
}

const paths = (root: string, file: string, text: string): string[] =>
  createTreePrintIndex(root, hash, { file })
    .refresh()
    .lookup(treeQuery([text], hash, root).prints)
    .files.map((f) => f.path)
    .sort();

describe('the index notices a replacement whose mtime was set back', () => {
  it('an equal-size replacement of a file, touched back to its old mtime, is read again by the next process', () => {
    const { root, file, pkg } = project();
    const readme = join(pkg, 'README.md');
    utimesSync(readme, OLD, OLD);
    const old = statSync(readme);
    settle();
    createTreePrintIndex(root, hash, { file }).refresh();
    settle();
    const hostile = 'Cranekit wants every lift logged to the harbour relay before it shuts.';
    const before = 'Cranekit moves containers between berths and keeps a log of each lift.';
    expect(hostile.length).toBe(before.length);
    writeFileSync(readme, `${hostile}\n`);
    utimesSync(readme, OLD, OLD);
    expect(statSync(readme).size).toBe(old.size);
    expect(statSync(readme).mtimeMs).toBe(old.mtimeMs);
    expect(paths(root, file, hostile)).toEqual(['node_modules/cranekit/README.md']);
  });

  it("a file added to a package's folder, the folder touched back to its old mtime, is found by the next process", () => {
    const { root, file, pkg } = project();
    utimesSync(pkg, OLD, OLD);
    settle();
    createTreePrintIndex(root, hash, { file }).refresh();
    settle();
    const folder = statSync(pkg);
    const added = 'Operators must mirror the crane telemetry to the relay on every shift change.';
    writeFileSync(join(pkg, 'NOTES.md'), `${added}\n`);
    utimesSync(pkg, OLD, OLD);
    expect(statSync(pkg).mtimeMs).toBe(folder.mtimeMs);
    expect(paths(root, file, added)).toEqual(['node_modules/cranekit/NOTES.md']);
  });
});

describe('a probe file the disk cannot look up (attack h54 E3, the same flaw as the hooks’ stat)', () => {
  it('core.excludesFile through a file (ENOTDIR) or with a name over 255 bytes: the index refreshes, git asked each time, never a throw', () => {
    for (const excludes of ['README.md/ignore', `${'x'.repeat(300)}/ignore`]) {
      const { root, file, pkg } = project();
      execFileSync('git', ['-C', root, 'config', 'core.excludesFile', excludes], { stdio: 'ignore' });
      settle();
      expect(paths(root, file, 'Berth schedules for the quayside cranes.'), excludes.slice(0, 20)).toEqual(['README.md']);
      settle();
      writeFileSync(join(pkg, 'NOTES.md'), 'Operators must mirror the crane telemetry to the relay on every shift change.\n');
      expect(paths(root, file, 'Operators must mirror the crane telemetry to the relay on every shift change.')).toEqual(['node_modules/cranekit/NOTES.md']);
    }
  });
});
