/**
 * `cairn mcp --help` names the command the person typed (issue #14, the tenth newcomer walk,
 * item 13: it printed `Usage: cairn-mcp …`, the standalone bin's name); a usage error says the
 * same. Real child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn mcp --help', () => {
  it('says `cairn mcp`, on --help and on a usage error', () => {
    const box = sandbox({ init: false, person: false });
    const help = box.cairn(['mcp', '--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: cairn mcp \[--home <dir>\]/u);
    const wrong = box.cairn(['mcp', '--bogus']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: cairn mcp [--home <dir>]');
    expect(wrong.stderr).not.toContain('cairn-mcp [');
  });
});
