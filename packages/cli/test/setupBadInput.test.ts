/**
 * A malformed `~/.claude.json` is the person's bad input, not a bug (issue #14, second newcomer
 * walk, item D): `cairn setup claude-code` said "Unexpected error … This is a bug in Cairn" and
 * exited 5. It now exits 2 with a message naming the file, and the file is left as it was.
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
    expect(r.output).toContain(`${file} is not valid JSON`);
    expect(r.output).not.toMatch(/bug|Unexpected error/iu);
    expect(r.code, r.output).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(text);
    const plain = box.cairn(['setup', 'claude-code'], { env: { HOME: user } });
    expect(plain.stderr).not.toMatch(/bug|Unexpected error/iu);
    expect(plain.code, plain.stderr).toBe(2);
  }, 120_000);
});
