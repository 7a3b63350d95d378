/**
 * A malformed `~/.claude.json` is the person's bad input, not a bug (issue #14, second newcomer
 * walk, item D): `cairn setup claude-code` said "Unexpected error … This is a bug in Cairn" and
 * exited 5. It now exits 2 with a message naming the file, and the file is left as it was; the
 * message says the line and column where the file goes wrong and what was expected there (the
 * fifth walk's leftovers: it gave neither, and a person hunted through a long ~/.claude.json).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv } from './pty.js';

describe('cairn setup claude-code with a malformed ~/.claude.json', () => {
  it('exits 2 naming the file, no "bug" wording, the file untouched', async () => {
    const box = sandbox();
    const user = join(box.root, 'user');
    mkdirSync(user, { recursive: true });
    const file = join(user, '.claude.json');
    const text = '{"projects": {"/x": {"mcpServers": {}}},\n  oops\n';
    writeFileSync(file, text);
    const r = await onPty(['setup', 'claude-code'], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [{ expect: /Your Cairn passphrase[^:]*: |not valid JSON/u, send: `${PASSPHRASE}\r` }],
    });
    expect(r.output).toContain(`${file} is not valid JSON at line 2, column 3: a word without quotes`);
    expect(r.output).not.toMatch(/bug|Unexpected error/iu);
    expect(r.code, r.output).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(text);
    const plain = box.cairn(['setup', 'claude-code'], { env: { HOME: user } });
    expect(plain.stderr).not.toMatch(/bug|Unexpected error/iu);
    expect(plain.code, plain.stderr).toBe(2);
    expect(plain.stderr).toContain(`${file} is not valid JSON at line 2, column 3: a word without quotes`);
  }, 120_000);

  it('a host settings file with a trailing comma: the line and column of the brace after it, and what was expected; the file untouched', () => {
    const box = sandbox();
    const user = join(box.root, 'user');
    const settings = join(box.project, '.claude', 'settings.local.json');
    mkdirSync(join(box.project, '.claude'), { recursive: true });
    // A two-byte character before the fault on its line: the column counts characters, not bytes.
    const text = '{\n  "permissions": {"allow": ["Bash(ls)"], "é": 1, }\n}\n';
    writeFileSync(settings, text);
    const r = box.cairn(['setup', 'claude-code'], { env: { HOME: user } });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain(
      `${settings} is not valid JSON at line 2, column 50: a name in double quotes was expected (a trailing comma before a closing brace?)`,
    );
    expect(readFileSync(settings, 'utf8')).toBe(text);
  }, 120_000);

  it('a host settings file with a comment: refused, saying Claude Code would skip the whole file (not read as JSONC); the file untouched', () => {
    // Claude Code 2.1.332 ignored a commented .claude/settings.json whole (2026-12-05: its
    // UserPromptSubmit hook never ran), so setup's entries there would protect nothing.
    const box = sandbox();
    const user = join(box.root, 'user');
    const settings = join(box.project, '.claude', 'settings.local.json');
    mkdirSync(join(box.project, '.claude'), { recursive: true });
    const text = '{\n  // kept by hand\n  "permissions": {"allow": ["Bash(ls)"]}\n}\n';
    writeFileSync(settings, text);
    const r = box.cairn(['setup', 'claude-code'], { env: { HOME: user } });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain(
      `${settings} is not valid JSON at line 2, column 3: a comment (JSON has none); Claude Code does not read a settings file with comments`,
    );
    expect(r.stderr).toContain('remove the comments, then run setup again (nothing was written)');
    expect(readFileSync(settings, 'utf8')).toBe(text);
  }, 120_000);
});
