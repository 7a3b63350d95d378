import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findAgentFiles, readSources } from '../src/index.js';

let root: string;
let project: string;

const write = (rel: string, text: string): void => {
  const path = join(project, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cairn-importers-read-'));
  project = join(root, 'project');
  mkdirSync(project);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (inputs: string[]) => readSources(inputs, { projectRoot: project, cwd: project });

describe('CLAUDE.md @path imports', () => {
  it('follows imports inside the project; a file that is only an import is handled', async () => {
    write('CLAUDE.md', '@AGENTS.md\n');
    write('AGENTS.md', '# Rules\n\nUse pnpm.\n\nSee @docs/testing.md for tests.\n');
    write('docs/testing.md', 'Run `pnpm test`.\n');
    const r = await read(['CLAUDE.md']);
    expect(r.files.map((f) => [f.ref, f.format, f.importedFrom])).toEqual([
      ['CLAUDE.md', 'claude-md', undefined],
      ['AGENTS.md', 'agents-md', 'CLAUDE.md'],
    ]);
    // AGENTS.md does not follow imports (only CLAUDE.md, GEMINI.md, MEMORY.md do).
    expect(r.files[0]?.markdown?.chunks).toEqual([]);
    expect(r.notices).toEqual([]);
  });

  it('follows nested imports of memory files, relative to the importing file', async () => {
    write('CLAUDE.md', 'Project notes. @.claude/rules.md\n');
    write('.claude/rules.md', 'Nothing here.\n');
    const r = await read(['CLAUDE.md']);
    expect(r.files.map((f) => f.ref)).toEqual(['CLAUDE.md', '.claude/rules.md']);
  });

  it('detects a cycle and does not follow it again', async () => {
    write('CLAUDE.md', '@sub/CLAUDE.md\n');
    write('sub/CLAUDE.md', 'Sub rules.\n\n@../CLAUDE.md\n');
    const r = await read(['CLAUDE.md']);
    expect(r.files.map((f) => f.ref)).toEqual(['CLAUDE.md', 'sub/CLAUDE.md']);
    expect(r.notices).toEqual([
      expect.objectContaining({
        kind: 'import-cycle',
        ref: 'sub/CLAUDE.md',
        line: 3,
        message: expect.stringContaining('CLAUDE.md → sub/CLAUDE.md → CLAUDE.md'),
      }),
    ]);
  });

  it('never leaves the project: ../, ~/, URLs and symbolic links outward are reported, not read', async () => {
    writeFileSync(join(root, 'outside.md'), 'SECRET outside the project');
    symlinkSync(join(root, 'outside.md'), join(project, 'link.md'));
    write('CLAUDE.md', ['@../outside.md', '', '@~/.ssh/id_rsa.md', '', '@link.md', '', '@https://evil.example/rules.md'].join('\n'));
    const r = await read(['CLAUDE.md']);
    expect(r.files.map((f) => f.ref)).toEqual(['CLAUDE.md']);
    expect(r.notices.map((n) => [n.kind, n.line])).toEqual([
      ['import-outside-project', 1],
      ['import-outside-project', 3],
      ['import-outside-project', 5],
      ['import-outside-project', 7],
    ]);
    expect(r.files.some((f) => f.text.includes('SECRET outside'))).toBe(false);
  });

  it('reports an import line that names no file, and stops after five hops', async () => {
    write('CLAUDE.md', '@missing.md\n\n@a/CLAUDE.md\n');
    for (const [from, to] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'f'],
      ['f', 'g'],
    ])
      write(`${from}/CLAUDE.md`, `@../${to}/CLAUDE.md\n`);
    write('g/CLAUDE.md', 'deep\n');
    const r = await read(['CLAUDE.md']);
    expect(r.notices[0]).toMatchObject({ kind: 'import-missing', line: 1 });
    expect(r.files.map((f) => f.ref)).toEqual(['CLAUDE.md', 'a/CLAUDE.md', 'b/CLAUDE.md', 'c/CLAUDE.md', 'd/CLAUDE.md', 'e/CLAUDE.md']);
    expect(r.notices.at(-1)).toMatchObject({ kind: 'import-too-deep', ref: 'e/CLAUDE.md' });
  });
});

describe('folders and names', () => {
  it('walks a folder for agent memory files, skipping node_modules and .git', async () => {
    write('AGENTS.md', 'a\n');
    write('.cursor/rules/style.mdc', '---\nalwaysApply: true\n---\nb\n');
    write('memory-bank/progress.md', 'c\n');
    write('README.md', 'not memory\n');
    write('node_modules/pkg/AGENTS.md', 'no\n');
    write('.git/CLAUDE.md', 'no\n');
    expect((await findAgentFiles(project)).map((p) => p.slice(project.length + 1))).toEqual([
      '.cursor/rules/style.mdc',
      'AGENTS.md',
      'memory-bank/progress.md',
    ]);
  });

  it('a walk of .cursor/rules, .cursor or .github itself finds their rules (names read from the project root)', async () => {
    write('.cursor/rules/style.mdc', '---\nalwaysApply: true\n---\nb\n');
    write('.github/copilot-instructions.md', 'c\n');
    write('.github/workflows/ci.md', 'not memory\n');
    for (const [walked, expected] of [
      ['.cursor/rules', ['.cursor/rules/style.mdc']],
      ['.cursor', ['.cursor/rules/style.mdc']],
      ['.github', ['.github/copilot-instructions.md']],
    ] as const) {
      const r = await read([walked]);
      expect(r.files.map((f) => f.ref)).toEqual(expected);
    }
    // A folder outside the project is named from itself, as before.
    expect(await findAgentFiles(join(project, '.cursor', 'rules'), join(root, 'elsewhere'))).toEqual([]);
  });

  it("a folder's agent file that is a link out of the project (CLAUDE.md → a home's sealed signing key) is not read, and said; a link inside is read; the person may still name the file itself", async () => {
    const home = join(root, 'home', '.cairn', 'person');
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, 'identity.json'), '{"sealed":"PRIVATE-KEY-MATERIAL"}\n');
    symlinkSync(join(home, 'identity.json'), join(project, 'CLAUDE.md'));
    write('docs/AGENTS.md', 'Use pnpm.\n');
    symlinkSync('docs/AGENTS.md', join(project, 'AGENTS.md'));
    const r = await read(['.']);
    expect(r.files.map((f) => f.ref)).toEqual(['AGENTS.md']);
    expect(r.files.some((f) => f.text.includes('PRIVATE-KEY'))).toBe(false);
    expect(r.notices).toEqual([
      expect.objectContaining({ ref: 'CLAUDE.md', kind: 'link-outside', message: expect.stringContaining('is a link to a file outside the project') }),
    ]);
    // Named by the person, a file outside the project is read (issue #14, walk-3 item 10).
    const named = await read([join(home, 'identity.json')]);
    expect(named.files).toHaveLength(1);
  });

  it('a named path inside the project that links out of it (passwd-link.md → a file outside) is not read, and said; the outside file named by its own path is (fifth newcomer walk)', async () => {
    writeFileSync(join(root, 'private.md'), 'PRIVATE-NOTE-MATERIAL\n');
    symlinkSync(join(root, 'private.md'), join(project, 'AGENTS.md'));
    const r = await read(['AGENTS.md']);
    expect(r.files).toEqual([]);
    expect(r.notices).toEqual([
      expect.objectContaining({ ref: 'AGENTS.md', kind: 'link-outside', message: expect.stringContaining('is a link to a file outside the project') }),
    ]);
    expect((await read([join(root, 'private.md')])).files.map((f) => f.text)).toEqual(['PRIVATE-NOTE-MATERIAL\n']);
  });

  it('a named pipe is never read (a read would wait for ever): named, INVALID_INPUT at once; linked from a folder walk, said and skipped (fifth newcomer walk)', async () => {
    execFileSync('mkfifo', [join(project, 'notes.md')]);
    await expect(read(['notes.md'])).rejects.toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('not a regular file') });
    symlinkSync(join(project, 'notes.md'), join(project, 'CLAUDE.md'));
    write('AGENTS.md', 'Use pnpm.\n');
    const r = await read(['.']);
    expect(r.files.map((f) => f.ref)).toEqual(['AGENTS.md']);
    expect(r.notices.map((n) => n.message).join('\n')).not.toContain('PRIVATE');
  });

  it('reads a file reached twice once, under the name it was given first (CLAUDE.md linked to AGENTS.md)', async () => {
    write('AGENTS.md', 'Use pnpm.\n');
    symlinkSync('AGENTS.md', join(project, 'CLAUDE.md'));
    const r = await read(['CLAUDE.md', 'AGENTS.md', '.']);
    expect(r.files.map((f) => [f.ref, f.format])).toEqual([['CLAUDE.md', 'claude-md']]);
  });

  it('refuses a missing input and a file that is not UTF-8', async () => {
    await expect(read(['nope.md'])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    writeFileSync(join(project, 'AGENTS.md'), Buffer.from([0xff, 0xfe, 0x41]));
    await expect(read(['AGENTS.md'])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('names a file outside the project by its absolute path, and --from forces the format', async () => {
    writeFileSync(join(root, 'notes.txt'), '{"type":"entity","name":"a","entityType":"b","observations":["c"]}\n');
    const r = await readSources([join(root, 'notes.txt')], { projectRoot: project, cwd: project, from: 'markdown' });
    expect(r.files[0]).toMatchObject({ ref: join(root, 'notes.txt'), format: 'markdown', insideProject: false });
  });
});

describe("the Cairn home's own files are never a source", () => {
  const readWithHome = (inputs: string[], cairnHome: string) => readSources(inputs, { projectRoot: project, cwd: project, cairnHome });

  it('a named file in the home is refused, a link to it in the project is not followed, and an import into it is not read', async () => {
    const home = join(root, 'cairn-home');
    mkdirSync(join(home, 'person'), { recursive: true });
    // A stand-in for the sealed key file: the text must never reach a memory.
    writeFileSync(join(home, 'person', 'notes.md'), 'Sealed key stand-in: Kestrel-quartz-oolong.\n');
    await expect(readWithHome([join(home, 'person', 'notes.md')], home)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('inside the Cairn home'),
    });
    // Without the home named, the same file outside the project is read when named (as before).
    expect((await read([join(home, 'person', 'notes.md')])).files).toHaveLength(1);
    // An import in CLAUDE.md that reaches into a home kept inside the project is not read.
    const inner = join(project, '.cairn-home');
    mkdirSync(inner);
    write('.cairn-home/MEMORY.md', 'Kestrel-quartz-oolong\n');
    write('CLAUDE.md', 'Notes. @.cairn-home/MEMORY.md\n');
    const r = await readWithHome(['CLAUDE.md'], inner);
    expect(r.files.map((f) => f.ref)).toEqual(['CLAUDE.md']);
    expect(r.notices).toEqual([expect.objectContaining({ kind: 'unreadable', message: expect.stringContaining('inside the Cairn home') })]);
  });

  it("a project kept inside the home reads its own files, and nothing else of the home's", async () => {
    const home = root;
    write('AGENTS.md', '# Rules\n\nUse pnpm.\n');
    writeFileSync(join(root, 'MEMORY.md'), 'Kestrel-quartz-oolong\n');
    expect((await readWithHome(['AGENTS.md'], home)).files.map((f) => f.ref)).toEqual(['AGENTS.md']);
    await expect(readWithHome([join(root, 'MEMORY.md')], home)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});

describe('what the sixth newcomer walk found reading files', () => {
  it('a file that starts with a byte-order mark is read as its text: every memory whole, on its own line', async () => {
    const body = '# Rules\n\n- The test database listens on port 5432\n- Deploys go to prod-db-01\n';
    writeFileSync(join(project, 'AGENTS.md'), `\uFEFF${body}`);
    write('plain/AGENTS.md', body);
    const bom = (await read(['AGENTS.md'])).files[0];
    const plain = (await read(['plain/AGENTS.md'])).files[0];
    expect(bom?.text.startsWith('\uFEFF')).toBe(false);
    const texts = (f: typeof bom) => (f?.markdown?.chunks ?? []).map((c) => [c.text, c.startLine, c.endLine]);
    expect(texts(bom)).toEqual(texts(plain));
    expect(texts(bom).map(([t]) => t)).toEqual(expect.arrayContaining([expect.stringContaining('port 5432'), expect.stringContaining('prod-db-01')]));
  });

  it('a binary file (a NUL byte: an image) is said to be binary, not told to be saved as UTF-8 (walk 11 item 8)', async () => {
    writeFileSync(join(project, 'img.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff]));
    await expect(read(['img.png'])).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'img.png is a binary file, not text; not read.' });
  });

  it('one unreadable file found in a folder is said and skipped; the folder’s other files are read (named, it still stops the read)', async () => {
    write('AGENTS.md', '# Rules\n\nUse pnpm, never npm, in this repository.\n');
    writeFileSync(join(project, 'CLAUDE.md'), Buffer.from([0xff, 0xfe, 0x41, 0xc3, 0x28]));
    const r = await read(['.']);
    expect(r.files.map((f) => f.ref)).toEqual(['AGENTS.md']);
    expect(r.notices).toEqual([expect.objectContaining({ ref: 'CLAUDE.md', kind: 'unreadable', message: expect.stringContaining('not valid UTF-8') })]);
    await expect(read(['CLAUDE.md'])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
