import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { treeObservations, treeQuery } from '@cairn/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * The working tree's attestation index (issue #22): every text file of the checkout, classified
 * (tracked, untracked, git-ignored, third-party), fingerprinted once per content and re-read only
 * when its size or mtime moved; kept in the file it is given (the home), never in the project.
 */
const hash = (v: string): string => createHmac('sha256', 'prints').update(v).digest('hex');
/** The prints core's write asks the index for (`treeQuery`, as `writeDecision` makes them). */
const printsOf = (texts: string[], root: string): ReadonlySet<string> => treeQuery(texts, hash, root).prints;
const made: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** Past the racy window: a path changed within 50 ms of a refresh is not trusted to its probe. */
const settle = (): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120);
};

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

  /** The index files beside the manifest: its bases. */
  const bases = (file: string): string[] =>
    (nodeFs.existsSync(dirname(file)) ? nodeFs.readdirSync(dirname(file)) : []).filter((f) => f.endsWith('.base')).map((f) => join(dirname(file), f));
  const readme = 'The tide tables are computed nightly from the gauge feed.';
  const pads = 'Pads strings. Run the setup script before the tests.';
  /** The paths a new process's lookup finds for `text`, and the warnings it gave. */
  const lookupIn = (root: string, file: string, text: string, options: { maxDeltaChars?: number } = {}): { paths: string[]; warnings: string[] } => {
    const warnings: string[] = [];
    const r = createTreePrintIndex(root, hash, { file, onWarning: (m) => warnings.push(m), ...options }).refresh();
    return {
      paths: r
        .lookup(printsOf([text], root))
        .files.map((f) => f.path)
        .sort(),
      warnings,
    };
  };

  it("a lookup reads the base's shards for the text's shingles and finds what the whole index finds, each file with its shared shingles only", () => {
    const { root, file } = checkout();
    // A third-party file whose rare token (a URL) a paraphrase keeps (issue #22).
    writeFileSync(join(root, 'node_modules', 'leftpad-ng', 'CONTRIBUTING.md'), 'Send patches to https://pads.example.net/upload before a release.\n');
    const r = createTreePrintIndex(root, hash, { file, maxDeltaChars: 1 }).refresh();
    expect(bases(file)).toHaveLength(1);
    const stored = JSON.parse(nodeFs.readFileSync(file, 'utf8')) as { delta: object; base: { blobs: string[] } };
    expect(stored.delta).toEqual({});
    expect(stored.base.blobs).toHaveLength(9);
    const again = createTreePrintIndex(root, hash, { file, maxDeltaChars: 1 }).refresh();
    const paraphrase = 'Our releases go through https://pads.example.net/upload first.';
    for (const text of [readme, pads, `${readme} ${pads}`, paraphrase, 'Nothing in this sentence is written in any file of the project at all.']) {
      // Core's query, as writeDecision makes it: the text's shingles, its tokens, Cairn's mark.
      const query = treeQuery([text], hash, root);
      const prints = query.prints;
      const now = new Date(0);
      // What core makes of the whole tree and of the lookup's answer is the same.
      expect(treeObservations(again.lookup(prints).files, query.shingles, now, query)).toEqual(treeObservations(r.prints.files, query.shingles, now, query));
      for (const f of again.lookup(prints).files) for (const h of f.shingles) expect(prints.has(h)).toBe(true);
    }
    // The paraphrase keeps no run of the file's words, only its URL: the lookup still finds it.
    expect(lookupIn(root, file, paraphrase, { maxDeltaChars: 1 }).paths).toEqual(['node_modules/leftpad-ng/CONTRIBUTING.md']);
    expect(lookupIn(root, file, `${readme} ${pads}`, { maxDeltaChars: 1 }).paths).toEqual(['README.md', 'node_modules/leftpad-ng/README.md']);
  });

  it('content added after the base lives in the delta until it grows past its cap, then a new base replaces the old one', () => {
    const { root, file } = checkout();
    createTreePrintIndex(root, hash, { file, maxDeltaChars: 1 }).refresh();
    const first = bases(file);
    writeFileSync(join(root, 'notes.md'), 'The harbour master signs every manifest before the ferry leaves the quay.\n');
    expect(lookupIn(root, file, 'The harbour master signs every manifest before the ferry leaves the quay.', { maxDeltaChars: 10_000 }).paths).toEqual([
      'notes.md',
    ]);
    expect(bases(file)).toEqual(first);
    expect(Object.keys((JSON.parse(nodeFs.readFileSync(file, 'utf8')) as { delta: object }).delta)).toHaveLength(1);
    writeFileSync(join(root, 'notes.md'), 'Second edit: the pilot boards at the outer buoy when the swell allows it.\n');
    expect(lookupIn(root, file, 'Second edit: the pilot boards at the outer buoy when the swell allows it.', { maxDeltaChars: 1 }).paths).toEqual(['notes.md']);
    expect(bases(file).filter((b) => !first.includes(b))).toHaveLength(1);
    expect((JSON.parse(nodeFs.readFileSync(file, 'utf8')) as { delta: object }).delta).toEqual({});
    // The old text is no longer a file of the tree.
    expect(lookupIn(root, file, 'The harbour master signs every manifest before the ferry leaves the quay.').paths).toEqual([]);
  });

  it('a missing, torn or corrupt manifest or base is rebuilt, never a crash, and the lookup still finds the file', () => {
    const { root, file } = checkout();
    const fresh = () => {
      nodeFs.rmSync(file, { force: true });
      for (const b of bases(file)) nodeFs.rmSync(b);
      createTreePrintIndex(root, hash, { file, maxDeltaChars: 1 }).refresh();
    };
    const cases: Array<[string, () => void, RegExp | undefined]> = [
      ['manifest missing', () => nodeFs.rmSync(file), undefined],
      ['manifest torn', () => nodeFs.truncateSync(file, Math.floor(nodeFs.statSync(file).size / 2)), /could not be read \(malformed\)/u],
      ['manifest malformed', () => writeFileSync(file, JSON.stringify({ ...JSON.parse(nodeFs.readFileSync(file, 'utf8')), base: 7 })), /malformed/u],
      ['base missing', () => nodeFs.rmSync(bases(file)[0] as string), /base could not be opened \(ENOENT\)/u],
      ['base torn', () => nodeFs.truncateSync(bases(file)[0] as string, nodeFs.statSync(bases(file)[0] as string).size - 10), /torn/u],
      ['base header garbage', () => writeFileSync(bases(file)[0] as string, 'garbage\n'), /header is malformed/u],
      [
        'base shard corrupt',
        () => {
          const b = bases(file)[0] as string;
          const bytes = nodeFs.readFileSync(b);
          // Every posting's line number changed by one digit: sizes hold, hashes do not.
          const body = bytes.indexOf(10) + 1;
          for (let i = body; i < bytes.length; i++) {
            const last = bytes[i - 1] ?? 0;
            if (bytes[i] === 10 && last >= 48 && last <= 56) bytes[i - 1] = last + 1;
          }
          writeFileSync(b, bytes);
        },
        /shard \d+ of its base is corrupt/u,
      ],
    ];
    for (const [name, damage, warned] of cases) {
      fresh();
      damage();
      const got = lookupIn(root, file, `${readme} ${pads}`, { maxDeltaChars: 1 });
      expect(got.paths, name).toEqual(['README.md', 'node_modules/leftpad-ng/README.md']);
      if (warned) expect(got.warnings.join('\n'), name).toMatch(warned);
      // Rebuilt on disk: the next process reads nothing again and warns of nothing.
      const next = createTreePrintIndex(root, hash, { file, maxDeltaChars: 1, onWarning: (m) => expect.fail(`${name}: ${m}`) }).refresh();
      expect(next.read, name).toEqual([]);
      expect(
        next.lookup(printsOf([readme], root)).files.map((f) => f.path),
        name,
      ).toEqual(['README.md']);
    }
  });

  it('two writers at once: each writes whole files renamed into place; every reader and a new process find what the tree holds', () => {
    const { root, file } = checkout();
    const x = createTreePrintIndex(root, hash, { file, maxDeltaChars: 1 });
    const y = createTreePrintIndex(root, hash, { file, maxDeltaChars: 1 });
    x.refresh();
    y.refresh();
    const edited = 'The ferry timetable changes on the first Monday of every month without notice.';
    writeFileSync(join(root, 'notes.md'), `${edited}\n`);
    // Each writes a base of its own and a manifest naming it; the last rename wins.
    const rx = x.refresh();
    const ry = y.refresh();
    const q = printsOf([`${edited} ${readme}`], root);
    for (const r of [rx, ry])
      expect(
        r
          .lookup(q)
          .files.map((f) => f.path)
          .sort(),
      ).toEqual(['README.md', 'notes.md']);
    expect(bases(file).length).toBeGreaterThanOrEqual(2);
    expect(lookupIn(root, file, `${edited} ${readme}`).paths).toEqual(['README.md', 'notes.md']);
    expect(nodeFs.readdirSync(dirname(file)).filter((f) => f.endsWith('.tmp') || /\.\d+$/u.test(f))).toEqual([]);
  });

  it('freshness: a file edited, added in a project folder, or added under node_modules after indexing is seen by the next process', () => {
    const { root, file } = checkout();
    // Past the racy window: a folder changed within 50 ms of a refresh is not trusted to its probe.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120);
    createTreePrintIndex(root, hash, { file, maxDeltaChars: 1 }).refresh();
    // Nothing changed: no file read, git not asked (its listing's probe holds).
    const calls: string[][] = [];
    const counting = (r: string, args: readonly string[]) => {
      calls.push([...args]);
      return execFileSync('git', ['-C', r, ...args], { encoding: 'utf8' });
    };
    expect(createTreePrintIndex(root, hash, { file, git: counting }).refresh().read).toEqual([]);
    expect(calls).toEqual([]);
    // An edit of an indexed file (same folder entries, so no folder mtime moves).
    const edited = 'The tide tables are now computed hourly from the harbour radar instead.';
    writeFileSync(join(root, 'README.md'), `# Harbour\n\n${edited}\n`);
    expect(lookupIn(root, file, edited).paths).toEqual(['README.md']);
    // A new untracked file in an existing folder of the project.
    const added = 'Cargo manifests are checked against the customs ledger every single morning.';
    writeFileSync(join(root, 'vendor', 'lib', 'NOTES.md'), `${added}\n`);
    writeFileSync(join(root, 'docs.md'), `${added} Twice.\n`);
    expect(lookupIn(root, file, added).paths).toEqual(['docs.md', 'vendor/lib/NOTES.md']);
    // A new prose file deep under node_modules (an existing folder, and a new one).
    const third = 'Call the configure helper once before any of the padding functions run.';
    writeFileSync(join(root, 'node_modules', 'leftpad-ng', 'lib', 'USAGE.md'), `${third}\n`);
    mkdirSync(join(root, 'node_modules', 'leftpad-ng', 'docs', 'deep'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'leftpad-ng', 'docs', 'deep', 'guide.md'), `${third} Really.\n`);
    expect(lookupIn(root, file, third).paths).toEqual(['node_modules/leftpad-ng/docs/deep/guide.md', 'node_modules/leftpad-ng/lib/USAGE.md']);
    // A new empty folder of the project, then a file in it.
    mkdirSync(join(root, 'later'));
    expect(lookupIn(root, file, added).paths).toEqual(['docs.md', 'vendor/lib/NOTES.md']);
    const late = 'The lighthouse keeper logs every passing vessel in the evening ledger.';
    writeFileSync(join(root, 'later', 'log.md'), `${late}\n`);
    expect(lookupIn(root, file, late).paths).toEqual(['later/log.md']);
  });

  it("git's global excludes: an edit of the excludes file, or a core.excludesFile newly configured, is seen by the next process", () => {
    const { root, file } = checkout();
    // A home and configuration of the test's own (git reads them from the environment).
    const home = join(dirname(root), 'user');
    const xdg = join(dirname(root), 'xdg');
    mkdirSync(join(xdg, 'git'), { recursive: true });
    mkdirSync(home, { recursive: true });
    vi.stubEnv('HOME', home);
    vi.stubEnv('XDG_CONFIG_HOME', xdg);
    vi.stubEnv('GIT_CONFIG_GLOBAL', undefined);
    const classOf = (path: string): string | undefined => {
      settle();
      return createTreePrintIndex(root, hash, { file })
        .refresh()
        .prints.files.find((f) => f.path === path)?.class;
    };
    expect(classOf('notes.md')).toBe('untracked');
    // The default global excludes file ($XDG_CONFIG_HOME/git/ignore) now ignores it.
    writeFileSync(join(xdg, 'git', 'ignore'), 'notes.md\n');
    expect(classOf('notes.md')).toBe('ignored');
    writeFileSync(join(xdg, 'git', 'ignore'), '');
    expect(classOf('notes.md')).toBe('untracked');
    // Another excludes file, named by the global configuration (which did not exist).
    writeFileSync(join(home, 'more-ignore'), 'notes.md\n');
    writeFileSync(join(home, '.gitconfig'), '[core]\n\texcludesFile = ~/more-ignore\n');
    expect(classOf('notes.md')).toBe('ignored');
    // Nothing changed since: git is not asked.
    settle();
    const calls: string[][] = [];
    const counting = (r: string, args: readonly string[]) => {
      calls.push([...args]);
      return execFileSync('git', ['-C', r, ...args], { encoding: 'utf8' });
    };
    createTreePrintIndex(root, hash, { file, git: counting }).refresh();
    expect(calls).toEqual([]);
  });

  it('a configuration file the global one includes (include.path, includeIf) is stamped: an excludes file it names later is seen by the next process', () => {
    const { root, file } = checkout();
    const home = join(dirname(root), 'user');
    const xdg = join(dirname(root), 'xdg');
    mkdirSync(join(xdg, 'git'), { recursive: true });
    mkdirSync(home, { recursive: true });
    vi.stubEnv('HOME', home);
    vi.stubEnv('XDG_CONFIG_HOME', xdg);
    vi.stubEnv('GIT_CONFIG_GLOBAL', undefined);
    const classOf = (path: string): string | undefined => {
      settle();
      return createTreePrintIndex(root, hash, { file })
        .refresh()
        .prints.files.find((f) => f.path === path)?.class;
    };
    writeFileSync(join(home, 'more-ignore'), 'notes.md\n');
    writeFileSync(join(home, 'work.gitconfig'), '');
    writeFileSync(join(home, 'cond.gitconfig'), '');
    writeFileSync(join(home, '.gitconfig'), `[include]\n\tpath = ~/work.gitconfig\n[includeIf "gitdir:${root}/"]\n\tpath = cond.gitconfig\n`);
    expect(classOf('notes.md')).toBe('untracked');
    // The included file (not the global one) now names an excludes file.
    writeFileSync(join(home, 'work.gitconfig'), '[core]\n\texcludesFile = ~/more-ignore\n');
    expect(classOf('notes.md')).toBe('ignored');
    writeFileSync(join(home, 'work.gitconfig'), '');
    expect(classOf('notes.md')).toBe('untracked');
    // The conditionally included one, named relative to the file including it.
    writeFileSync(join(home, 'cond.gitconfig'), '[core]\n\texcludesFile = ~/more-ignore\n');
    expect(classOf('notes.md')).toBe('ignored');
  });
});
