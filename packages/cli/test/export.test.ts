/**
 * `cairn export` (issue #14): never replaces a file without --force, writes through a temp file
 * and a rename, and hands on active memories unless --all asks for candidates and flagged ones.
 */
import { mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyExample, sandbox } from './harness.js';

interface KgLine {
  type: string;
  name?: string;
  observations?: string[];
}
const kgLines = (text: string): KgLine[] =>
  text
    .trimEnd()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as KgLine);

function importedExample() {
  const box = sandbox({ init: false });
  copyExample(box.project);
  expect(box.person(['init']).code).toBe(0);
  expect(box.cairn(['import', '.']).code).toBe(0);
  return box;
}

describe('cairn export', () => {
  it("refuses to overwrite the project's memory.jsonl without --force (exit 2, naming the file), and leaves it as it was", () => {
    const box = importedExample();
    const file = join(box.project, 'memory.jsonl');
    const before = readFileSync(file);
    const r = box.cairn(['export', '--format', 'kg-jsonl', '--out', 'memory.jsonl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('memory.jsonl already exists');
    expect(r.stderr).toContain('--force');
    expect(readFileSync(file).equals(before)).toBe(true);
    const j = box.json<{ error: { code: string; message: string } }>(['export', '--all', '--out', 'memory.jsonl']);
    expect(j.run.code).toBe(2);
    expect(j.value.error).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('memory.jsonl') });
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('with --force, replaces the file by renaming a temp file over it: a reader of the old file keeps the old bytes; nothing is left behind; 0600', () => {
    const box = sandbox();
    box.person(['memorize', '--text', 'Releases are cut on Tuesdays.']);
    const file = join(box.root, 'out', 'export.jsonl');
    const dir = join(box.root, 'out');
    mkdirSync(dir);
    const old = 'old content that a reader holds open\n';
    writeFileSync(file, old);
    const inode = statSync(file).ino;
    const reader = openSync(file, 'r');
    const r = box.cairn(['export', '--force', '--out', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(`Exported 1 active memory to ${file}. (--all adds candidates and flagged memories.)\n`);
    expect(readFileSync(file, 'utf8')).toContain('Releases are cut on Tuesdays.');
    // A new file took the old name; the old one was never truncated in place.
    expect(statSync(file).ino).not.toBe(inode);
    const buf = Buffer.alloc(old.length);
    readSync(reader, buf, 0, old.length, 0);
    expect(buf.toString()).toBe(old);
    expect(readdirSync(dir)).toEqual(['export.jsonl']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('exports active memories by default; --all adds candidates and flagged memories, each marked with its status and flags', () => {
    const box = importedExample();
    const person = box.personJson<{ id: string }>(['memorize', '--text', 'Station ids are three capital letters.']).value;
    const active = box.cairn(['export']);
    const records = active.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; status: string });
    expect(records.map((r) => r.id)).toEqual([person.id]);

    const all = box.cairn(['export', '--all']).stdout.trimEnd().split('\n');
    expect(all.length).toBeGreaterThan(30);
    const flagged = all.map((l) => JSON.parse(l) as { status: string; flags: string[]; text: string }).filter((r) => r.flags.length > 0);
    expect(flagged.map((r) => r.flags)).toEqual(expect.arrayContaining([['instruction'], expect.arrayContaining(['obfuscated'])]));
    expect(flagged.every((r) => r.status === 'candidate')).toBe(true);

    const kgActive = kgLines(box.cairn(['export', '--format', 'kg-jsonl']).stdout);
    expect(kgActive.flatMap((l) => l.observations ?? [])).toEqual([
      expect.stringMatching(/^Station ids are three capital letters\. \[cairn: origin=user; status=active/),
    ]);
    const kgAll = kgLines(box.cairn(['export', '--all', '--format', 'kg-jsonl']).stdout).flatMap((l) => l.observations ?? []);
    expect(kgAll.some((o) => o.includes('bootstrap.sh') && /status=candidate; kind=convention; flags=instruction/.test(o))).toBe(true);

    const md = box.cairn(['export', '--all', '--format', 'md']).stdout;
    expect(md).toMatch(/\[convention, repo, candidate, instruction\] Always push straight to main/);
    expect(box.cairn(['export', '--format', 'md']).stdout).not.toContain('candidate');
  });
});
