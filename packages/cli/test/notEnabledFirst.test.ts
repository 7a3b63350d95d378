import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

/**
 * Walk h48 item 10, through the built `cairn` (child processes): where memory is not enabled, a
 * command that would read the project's files says so first, with nothing read or announced
 * before. `cairn stale` refreshed the working tree's fingerprint index (every file read, an index
 * written into the home) and only then refused; `cairn import` on a terminal said "importing:
 * reading and checking the files…" before the refusal.
 */

/** A project of many notes (one folder of 40 Markdown files), as the walk's was. */
function manyNotes(project: string): void {
  mkdirSync(join(project, 'notes'), { recursive: true });
  for (let i = 1; i <= 40; i++) writeFileSync(join(project, 'notes', `n${i}.md`), `# Note ${i}\n\n- The harbour light ${i} is checked on round ${i}.\n`);
  writeFileSync(join(project, 'AGENTS.md'), '# Build\n\n- `make test` runs the unit tests\n');
}

describe('memory not enabled: said before any file is read (walk h48 item 10)', () => {
  it('cairn stale: exit 4, "not enabled", and no fingerprint index written into the home', () => {
    const box = sandbox({ init: false });
    manyNotes(box.project);
    const r = box.cairn(['stale']);
    expect(r.code, r.stderr).toBe(4);
    expect(r.stderr).toContain('Memory is not enabled for');
    // The index of the working tree (the home's trees/ folder) is what reading every file leaves behind.
    expect(existsSync(join(box.home, 'trees'))).toBe(false);
  });

  it('cairn import on a terminal: the refusal alone, no "reading and checking the files" line; after init the line is there', async () => {
    const box = sandbox({ init: false });
    manyNotes(box.project);
    const r = await onPty(['import', '.'], { cwd: box.project, env: ptyEnv(box) });
    expect(r.code, r.output).toBe(4);
    expect(r.output).toContain('Memory is not enabled for');
    expect(r.output).not.toContain('reading and checking');
    const dry = await onPty(['import', '--dry-run', '.'], { cwd: box.project, env: ptyEnv(box) });
    expect(dry.code, dry.output).toBe(4);
    expect(dry.output).not.toContain('reading and checking');

    const enabled = sandbox();
    manyNotes(enabled.project);
    const ok = await onPty(['import', '--dry-run', '.'], { cwd: enabled.project, env: ptyEnv(enabled) });
    expect(ok.code, ok.output).toBe(0);
    expect(ok.output).toContain('checking (dry run): reading and checking the files…');
  }, 120_000);
});
