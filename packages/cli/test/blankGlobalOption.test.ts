/**
 * An empty `--home`, `--project` or `--store` (walk h53: a script's unset variable, `cairn --home
 * "$CAIRN_DIR" memorize`) was read as the option left out: the command ran against `$CAIRN_HOME`,
 * else `~/.cairn`, or the working directory's project, without a word. It is now a usage error
 * (exit 2) that stores nothing. Real child processes on the built CLI.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

const request = JSON.stringify({ text: 'The build cache lives in .turbo and is safe to delete.', origin: 'agent' });

describe('a blank global option naming a place', () => {
  it.each([
    ['--home', ''],
    ['--home', '  '],
    ['--project', ''],
    ['--store', ''],
  ])('%s %j is refused (exit 2) and nothing is stored in the default home', (flag, value) => {
    const box = sandbox();
    // CAIRN_HOME names an initialised home: the fallback the blank value used to take, silently.
    const r = box.cairn([flag, value, 'memorize'], { input: request });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toContain(`${flag} is empty`);
    expect(r.stderr).toContain('Nothing was read or changed.');
    expect(r.stdout).toBe('');
    const listed = box.json<unknown[]>(['list']);
    expect(listed.run.code).toBe(0);
    expect(listed.value).toEqual([]);
  });

  it('says so as the JSON error with --json', () => {
    const box = sandbox();
    const r = box.cairn(['--json', '--home', '', 'status']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ error: { code: 'INVALID_INPUT', message: expect.stringContaining('--home is empty') } });
  });

  it('leaving the option out still takes the default', () => {
    const box = sandbox();
    expect(box.cairn(['memorize'], { input: request }).code).toBe(0);
    expect(box.json<unknown[]>(['list']).value).toHaveLength(1);
  });
});
