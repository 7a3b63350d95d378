/**
 * Re-importing an edited file (issue #14, the second walk): the memory of the changed line is
 * superseded by the new line's memory — for a confirmed repo memory, after the person confirms
 * the new one (DESIGN.md §1: equal trust waits, flagged `contradicts`, the old one stays active
 * meanwhile) — and the import plan says so, dry run and real import alike. The built CLI as a
 * child process, on a copy of the example project.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyExample, sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv, signedRun } from './pty.js';

interface Rec {
  id: string;
  text: string;
  status: string;
  flags: string[];
  supersedes?: string;
  supersededBy?: string;
  evidence: { source: string | null }[];
}
interface Summary {
  files: {
    ref: string;
    new: number;
    unchanged: number;
    edited: { id: string; source: string; status: string; replaces: { id: string; status: string } }[];
    gone: { id: string }[];
  }[];
  memories: { id: string; source: string; supersedes?: string }[];
}

const OLD = 'Keep it under 400 changed lines; split larger work into several.';
const NEW = 'Keep it under 300 changed lines; split larger work into several.';

function edit(project: string, file: string, from: string, to: string): void {
  const path = join(project, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

describe('import of an edited file', () => {
  it('a confirmed memory of the edited line is superseded once the person confirms the new wording; the plan says what will happen', async () => {
    const box = sandbox({ init: false });
    copyExample(box.project);
    expect(box.person(['init']).code).toBe(0);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const confirmed = await signedRun(box, ['confirm', '--source', 'AGENTS.md']);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    const list = () => box.json<Rec[]>(['list']).value;
    const old = list().find((r) => r.text.endsWith(OLD)) as Rec;
    expect(old.status).toBe('active');

    // Lines added above the edited one: the alignment is by content, not by line number.
    edit(box.project, 'AGENTS.md', OLD, NEW);
    edit(box.project, 'AGENTS.md', '## Setup\n', '## Setup\n\n- The service has no authentication; it runs behind the harbour proxy.\n');

    const plan = box.json<Summary>(['import', '--dry-run', 'AGENTS.md']).value;
    const agents = plan.files.find((f) => f.ref === 'AGENTS.md');
    expect(agents?.new).toBe(2);
    expect(agents?.edited).toHaveLength(1);
    expect(agents?.edited[0]).toMatchObject({ status: 'candidate', replaces: { id: old.id, status: 'active' } });
    expect(agents?.gone).toEqual([]);
    const text = box.cairn(['import', '--dry-run', 'AGENTS.md']);
    expect(text.stdout).toContain('Edited since the last import: 1 line');
    expect(text.stdout).toMatch(new RegExp(`AGENTS\\.md:\\d+ ${agents?.edited[0]?.id} would supersede ${old.id} \\(AGENTS\\.md:30: .*400 changed lines`, 'u'));
    expect(text.stdout).toContain(`${old.id} stays active until then.`);
    expect(list().find((r) => r.id === old.id)?.status).toBe('active');

    const real = box.json<Summary>(['import', 'AGENTS.md']).value;
    const added = real.files[0]?.edited[0];
    // The dry run named the very memory the import wrote.
    expect(added?.id).toBe(agents?.edited[0]?.id);
    expect(real.memories.find((m) => m.id === added?.id)?.supersedes).toBe(old.id);
    const fresh = list().find((r) => r.id === added?.id) as Rec;
    expect(fresh).toMatchObject({ text: expect.stringContaining(NEW), status: 'candidate', supersedes: old.id });
    expect(fresh.flags).toContain('contradicts');
    // A repo memory does not retire a confirmed one by itself, nor in bulk.
    expect(list().find((r) => r.id === old.id)?.status).toBe('active');
    const bulk = await signedRun(box, ['confirm', '--source', 'AGENTS.md']);
    expect(bulk.stdout).toContain(`${fresh.id}  contradicts`);
    expect(list().find((r) => r.id === old.id)?.status).toBe('active');

    // Confirming a flagged memory (contradicts) takes the typed words, signing ahead too.
    const ahead = await onPty(['person', 'sign', '--', 'confirm', fresh.id], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [
        { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        { expect: /Type "confirm contradiction"[^:]*: /u, send: 'confirm contradiction\r' },
      ],
    });
    expect(ahead.code, ahead.output).toBe(0);
    expect(ahead.output).toMatch(/replace the one it contradicts, “mem_\w+”|it would replace/u);
    const one = box.cairn(['confirm', fresh.id]);
    expect(one.code, one.stderr).toBe(0);
    const after = list();
    expect(after.find((r) => r.id === fresh.id)?.status).toBe('active');
    expect(after.find((r) => r.id === old.id)).toMatchObject({ status: 'superseded', supersededBy: fresh.id });
    expect(box.cairn(['digest']).stdout).not.toContain('400 changed lines');

    // Nothing new on a second run: no edits, no empty headings.
    const again = box.cairn(['import', 'AGENTS.md']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('Edited since the last import');
    expect(again.stdout).not.toMatch(/How the files were read:\n(?! {2}\S)/u);
  }, 240_000);

  it('a candidate of the edited line waits the same way; a deleted line is said and kept; a line repeated elsewhere is not replaced', () => {
    const box = sandbox({ init: false });
    copyExample(box.project);
    expect(box.person(['init']).code).toBe(0);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const list = () => box.json<Rec[]>(['list']).value;
    const old = list().find((r) => r.text.endsWith(OLD)) as Rec;
    const deleted = list().find((r) => r.text.startsWith('Source files are ES modules')) as Rec;
    edit(box.project, 'AGENTS.md', OLD, NEW);
    edit(box.project, 'AGENTS.md', '- Source files are ES modules with the `.mjs` extension.\n', '');
    const r = box.cairn(['import', 'AGENTS.md']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(`supersedes ${old.id} .*it waits, flagged contradicts, for your confirm .*${old.id} stays candidate until then\\.`, 'u'),
    );
    expect(r.stdout).toContain('No longer in the files, kept as they are: 1 memory');
    expect(r.stdout).toContain(`${deleted.id} (candidate): Source files are ES modules`);
    expect(r.stdout).toContain(`cairn forget ${deleted.id} if it no longer holds.`);
    const fresh = list().find((x) => x.text.endsWith(NEW)) as Rec;
    expect(fresh).toMatchObject({ status: 'candidate', supersedes: old.id });
    expect(list().find((x) => x.id === old.id)?.status).toBe('candidate');
    expect(list().find((x) => x.id === deleted.id)?.status).toBe('candidate');
  }, 120_000);
});
