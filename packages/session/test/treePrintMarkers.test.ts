import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * Third-party folders an ecosystem's marker file shows (core's THIRD_PARTY_MARKERS; h59-attest: a
 * mix sub-project's `alerts/deps/<dep>/` and a virtualenv not named `.venv` were the project's own,
 * `repo`): the working tree's index classifies them `third-party`, in git (by git's listing) and
 * outside git (by the disk).
 */
const hash = (v: string): string => createHmac('sha256', 'markers').update(v).digest('hex');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const MARKED = [
  'alerts/deps/tesla/README.md',
  'alerts/_build/dev/lib/tesla/NOTES.md',
  'tools/pyenv311/lib/python3.12/pkgs/httpx/NOTES.md',
  'crates3p/serde/README.md',
];
const MARKERS = ['alerts/mix.exs', 'tools/pyenv311/pyvenv.cfg', 'crates3p/serde/.cargo-checksum.json'];
const OWN = ['alerts/lib/alerts.ex', 'lib/deps/graph.md', 'README.md'];

function project(inGit: boolean, markers: readonly string[]): Record<string, string> {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h59-markers');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'p-'));
  made.push(dir);
  const root = join(dir, 'project');
  for (const [i, path] of [...MARKED, ...markers, ...OWN].entries()) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `Harbour note number ${i} about the mooring lines and the tide gauge.\n`);
  }
  if (inGit) {
    const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
    git('init', '-q');
    git('add', '-f', '.');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'init');
  }
  return Object.fromEntries(
    createTreePrintIndex(root, hash, { file: join(dir, 'home', 'c.prints.json') })
      .refresh()
      .prints.files.map((f) => [f.path, f.class]),
  );
}

describe('marker files make a folder third-party in the working tree’s index', () => {
  it.each([true, false])('in git %s: marked folders are third-party, the project’s own stay its own', (inGit) => {
    const classes = project(inGit, MARKERS);
    const own = inGit ? 'tracked' : 'untracked';
    for (const path of MARKED) expect(classes[path], path).toBe('third-party');
    for (const path of OWN) expect(classes[path], path).toBe(own);
  });

  it.each([true, false])('in git %s, without the marker files the same folders are the project’s own (the guard)', (inGit) => {
    const classes = project(inGit, []);
    const own = inGit ? 'tracked' : 'untracked';
    for (const path of MARKED) expect(classes[path], path).toBe(own);
  });
});
