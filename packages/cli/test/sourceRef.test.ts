/**
 * `--source` means one thing everywhere (issue #14, the second walk): `cairn list --source
 * AGENTS.md` matched nothing while `cairn confirm --source AGENTS.md` took the bare file name. A
 * file matches all its line ranges, a file with lines the memories from inside them; a source no
 * memory came from (a wrong letter case included) is said — exit 4 — before any passphrase is
 * asked. The built CLI as a child process, on a copy of the example project.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyExample, sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

interface Rec {
  id: string;
  text: string;
  status: string;
  evidence: { source: string | null }[];
}

function imported() {
  const box = sandbox({ init: false });
  copyExample(box.project);
  expect(box.person(['init']).code).toBe(0);
  const r = box.cairn(['import', '.']);
  expect(r.code, r.stderr).toBe(0);
  return box;
}

describe('--source', () => {
  it('list takes the bare file name (all its line ranges), a file with lines (the memories inside them), and ./ or absolute paths', () => {
    const box = imported();
    const all = box.json<Rec[]>(['list']).value;
    const agents = all.filter((r) => r.evidence.some((e) => e.source?.startsWith('AGENTS.md:')));
    expect(agents.length).toBeGreaterThan(5);
    const ids = (args: string[]) => box.json<Rec[]>(['list', ...args]).value.map((r) => r.id);
    expect(ids(['--source', 'AGENTS.md'])).toEqual(agents.map((r) => r.id));
    expect(ids(['--source', './AGENTS.md'])).toEqual(agents.map((r) => r.id));
    expect(ids(['--source', `${box.project}/AGENTS.md`])).toEqual(agents.map((r) => r.id));

    // One memory's exact reference, the same reference's first line alone, and a range around several.
    const one = agents.find((r) => r.text.startsWith('Always push straight to main')) as Rec;
    const ref = one.evidence[0]?.source as string;
    const [, start] = /:(\d+)-\d+$/u.exec(ref) as RegExpExecArray;
    expect(ids(['--source', ref])).toEqual([one.id]);
    expect(ids(['--source', `AGENTS.md:${start}`])).toEqual([one.id]);
    const lines = (r: Rec) =>
      /:(\d+)-(\d+)$/u
        .exec(r.evidence[0]?.source as string)
        ?.slice(1)
        .map(Number) as [number, number];
    const inside = agents.filter((r) => lines(r)[0] >= 7 && lines(r)[1] <= 12);
    expect(inside.length).toBeGreaterThan(0);
    expect(ids(['--source', 'AGENTS.md:7-12'])).toEqual(inside.map((r) => r.id));

    // The table says the same.
    const table = box.cairn(['list', '--source', 'AGENTS.md', '--limit', '100']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain(one.id);
    expect(table.stdout).not.toContain('No memories match');
  }, 120_000);

  it('a path is read from the working directory: ../AGENTS.md in src/ is the project file; a path outside the project no file was imported from is said, exit 4 (issue #14, walk-2 item 26)', () => {
    const box = imported();
    // A git repository, as a person's project is: the project is its root wherever cairn runs.
    execFileSync('git', ['init', '-q', box.project]);
    const src = `${box.project}/src`;
    const ids = (args: string[], cwd: string) => box.json<Rec[]>(['list', ...args], { cwd }).value.map((r) => r.id);
    const agents = ids(['--source', 'AGENTS.md'], box.project);
    expect(agents.length).toBeGreaterThan(5);
    expect(ids(['--source', '../AGENTS.md'], src)).toEqual(agents);
    expect(ids(['--source', '../AGENTS.md:7-12'], src)).toEqual(ids(['--source', 'AGENTS.md:7-12'], box.project));

    for (const outside of ['../../AGENTS.md', '/etc/hosts']) {
      const r = box.json<{ error: { code: string; message: string } }>(['list', '--source', outside], { cwd: src });
      expect(r.run.code).toBe(4);
      expect(r.value.error.code).toBe('NOT_FOUND');
      expect(r.value.error.message).toContain(`No memory from that source: ${outside}.`);
      expect(r.value.error.message).toContain('It is outside the project');
    }
    const folder = box.json<{ error: { code: string; message: string } }>(['list', '--source', '..'], { cwd: src });
    expect(folder.run.code).toBe(2);
    expect(folder.value.error.message).toContain('the project folder itself');
    expect(folder.value.error.message).toContain('../AGENTS.md from a subfolder');
    // confirm reads it the same way, and refuses before any passphrase is asked.
    const refused = box.cairn(['confirm', '--source', '../../AGENTS.md'], { cwd: src });
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('outside the project');
  }, 120_000);

  it('a file imported from outside the project is reached by --source as import named it, its absolute path or a relative one; confirm --source takes it too (issue #14, walk-3 item 10)', () => {
    const box = imported();
    const notes = join(box.root, 'harbour-notes.md');
    writeFileSync(notes, '# Harbour notes\n\nThe tide gauge at the north pier reads high by four centimetres since the storm.\n');
    // Named below repo: a Markdown file outside the project is not the project's (refused without --origin).
    const r = box.cairn(['import', '--origin', 'external', notes]);
    expect(r.code, r.stderr).toBe(0);
    const fromNotes = box.json<Rec[]>(['list']).value.filter((x) => x.evidence.some((e) => e.source?.startsWith(`${notes}:`)));
    expect(fromNotes.length).toBe(1);
    const ids = (args: string[], cwd?: string) => box.json<Rec[]>(['list', ...args], { ...(cwd !== undefined ? { cwd } : {}) }).value.map((x) => x.id);
    expect(ids(['--source', notes])).toEqual(fromNotes.map((x) => x.id));
    expect(ids(['--source', '../harbour-notes.md'])).toEqual(fromNotes.map((x) => x.id));
    expect(ids(['--source', `${notes}:3`])).toEqual(fromNotes.map((x) => x.id));
    // The person's bulk confirm of that file.
    const confirmed = box.person(['confirm', '--source', notes]);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.stdout).toContain('1 confirmed');
    expect(box.json<Rec[]>(['list', '--source', notes]).value.map((x) => x.status)).toEqual(['active']);
  }, 120_000);

  it('a wrong letter case or an unknown source is said, exit 4, naming the source it may mean; list and confirm alike', () => {
    const box = imported();
    for (const command of [['list'], ['confirm']]) {
      const wrongCase = box.cairn([...command, '--source', 'agents.md']);
      expect(wrongCase.code, wrongCase.stderr).toBe(4);
      expect(wrongCase.stderr).toContain('No memory from that source: agents.md.');
      expect(wrongCase.stderr).toMatch(/did you mean AGENTS\.md \(\d+\)\?/u);
      const unknown = box.cairn([...command, '--source', 'NOTES.md']);
      expect(unknown.code).toBe(4);
      expect(unknown.stderr).toContain('No memory from that source: NOTES.md.');
      expect(unknown.stderr).toMatch(/Memories here come from .*AGENTS\.md \(\d+\)/u);
      // A read asks nothing: only an act says "Nothing was asked or changed" (issue #14 leftover).
      if (command[0] === 'list') expect(unknown.stderr).not.toContain('Nothing was asked');
      else expect(unknown.stderr).toContain('Nothing was asked or changed.');
      const json = box.json<{ error: { code: string } }>([...command, '--source', 'agents.md']);
      expect(json.value.error.code).toBe('NOT_FOUND');
    }
  }, 120_000);

  it('confirm with a source no memory came from asks no passphrase, even beside a memory id', async () => {
    const box = imported();
    const id = box.json<Rec[]>(['list']).value[0]?.id as string;
    const r = await onPty(['confirm', id, '--source', 'agents.md'], { cwd: box.project, env: ptyEnv(box) });
    expect(r.code, r.output).toBe(4);
    expect(r.output).toContain('No memory from that source: agents.md.');
    expect(r.output).not.toMatch(/passphrase/iu);
    expect(box.json<Rec>(['show', id]).value.status).toBe('candidate');
  }, 120_000);
});
