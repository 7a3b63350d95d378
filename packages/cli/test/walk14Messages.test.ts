/**
 * The fourteenth newcomer walk (issue #14, 2026-12-05, a fresh helper from the README on a clean
 * clone): `cairn memorize "…"` read only commander's "too many arguments" (item 5). Built CLI,
 * child processes. Items 4 (export's format) and 6 (a missing import path) are in export.test.ts
 * and importScan.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('memorize given its text as words (walk 14 item 5)', () => {
  it('says the text goes in --text (exit 2, nothing stored); a command without --text keeps the plain message', () => {
    const box = sandbox();
    const r = box.cairn(['memorize', 'The cache is Memcached.']);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toBe(
      'error: too many arguments for \'memorize\'. Expected 0 arguments but got 1.\nThe text goes in --text: cairn memorize --text "…". (run cairn memorize --help for usage)\n',
    );
    for (const status of ['candidate', 'active']) expect(box.json<unknown[]>(['list', '--status', status]).value).toEqual([]);
    const status = box.cairn(['status', 'extra']);
    expect(status.code).toBe(2);
    expect(status.stderr).not.toContain('--text');
  });
});
