/**
 * A memory whose source names a file Cairn cannot bind (issue #23: recorded as text only, with the
 * reason) says so in the human output of memorize — from flags and from a JSON request on stdin —
 * and in `show`, not only in `--json`'s `unbound` (issue #14, the tenth newcomer walk, item 6).
 * Real child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('a source that names no file in the project', () => {
  it('memorize and show say it is not bound, and why', () => {
    const box = sandbox();
    const request = { text: 'The CLI entry point is src/cli.ts.', origin: 'agent', source: 'src/cli.ts:1-5' };
    const piped = box.cairn(['memorize'], { input: JSON.stringify(request) });
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.replace(/\s+/gu, ' ')).toContain('not bound to its source: no such file; recorded as text only');
    const id = /mem_[0-9a-f]{16}/u.exec(piped.stdout)?.[0] as string;
    const shown = box.cairn(['show', id]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^ {2}- src\/cli\.ts:1-5 .*; not bound: no such file, recorded as text only$/mu);
  });
});
