/**
 * The eleventh newcomer walk (issue #14), wording items. Built CLI, child processes.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, sandbox } from './harness.js';

describe('a .txt note', () => {
  it('is named plain text read as Markdown in the import plan, the import and the scan, not [markdown]', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'harbour-notes.txt'), 'The tide gauge at the north pier reads high by four centimetres.\n');
    writeFileSync(join(box.project, 'notes.md'), 'The ferry timetable lives in data/ferries.csv and changes every spring.\n');
    for (const args of [
      ['import', '--dry-run', 'harbour-notes.txt', 'notes.md'],
      ['import', 'harbour-notes.txt', 'notes.md'],
      ['scan', 'harbour-notes.txt'],
    ]) {
      const r = box.cairn(args);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout, args.join(' ')).toContain('harbour-notes.txt [plain text, read as Markdown');
      expect(r.stdout, args.join(' ')).not.toContain('harbour-notes.txt [markdown');
      if (args[0] === 'import') expect(r.stdout).toContain('notes.md [markdown, origin repo]');
    }
  });
});

describe('memorize --batch, a refused line (walk 10 item 9)', () => {
  it('says each refusal with the cairn: prefix, as every other error', () => {
    const box = sandbox();
    const r = box.cairn(['memorize', '--batch'], { input: '{"text":"a b c d","origin":"agent"}\nnot json\n{"text":"x","origin":"agent","pinned":true}\n' });
    expect(r.code, r.stdout + r.stderr).not.toBe(0);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line, r.stderr).toMatch(/^cairn: /u);
    expect(r.stderr).toContain('cairn: Line 2 of standard input is not valid JSON');
    expect(r.stderr).toMatch(/^cairn: line 3: /mu);
  });
});

describe('cairn setup with a mistyped host (walk 10 item 13)', () => {
  it('asks "did you mean" the nearest host, and names none for a name far from both; exit 2, nothing written', () => {
    const box = sandbox({ init: false });
    for (const [typed, meant] of [
      ['claud-code', 'claude-code'],
      ['Claude-Code', 'claude-code'],
      ['copliot', 'copilot'],
      // Cut short (walk h48 item 11: `cairn setup claude` named no host).
      ['claude', 'claude-code'],
      ['Claude', 'claude-code'],
    ] as const) {
      const r = box.cairn(['setup', typed]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(`cairn: Did you mean cairn setup ${meant}? cairn setup knows claude-code and copilot.`);
    }
    const far = box.cairn(['setup', 'vscode']);
    expect(far.code, far.stderr).toBe(2);
    expect(far.stderr).not.toContain('Did you mean');
    expect(far.stderr).toContain('cairn: cairn setup knows claude-code and copilot.');
  });
});

describe('cairn setup claude-code with no one at the terminal (walk 11 item 9)', () => {
  it('refuses without first announcing that it adds a line to .gitignore; nothing is written', () => {
    const box = sandbox();
    gitIn(box)('init', '-q');
    const r = box.cairn(['setup', 'claude-code']);
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toContain('no person can sign here');
    expect(r.stderr).not.toContain('setup adds it to');
    expect(existsSync(join(box.project, '.gitignore'))).toBe(false);
    expect(existsSync(join(box.project, '.claude'))).toBe(false);
  });
});
