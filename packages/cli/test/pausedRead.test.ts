import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Issue #14, the second newcomer walk, item 7: while a project is paused, a read made off the
 * person's terminal (an agent, a script, a pipe into stdin) is refused — by design, the pause
 * holds for agents — and the refusal says that the person's own read on their terminal works,
 * and how. The same read on a pseudo-terminal shows the memory. Built CLI, child processes.
 */
describe('a read while paused', () => {
  it('off the terminal: refused (exit 3) saying how the person reads on their terminal; on it: shown', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'The harbour API listens on port 8080.']).code).toBe(0);
    expect(box.person(['pause']).code).toBe(0);

    for (const args of [['list'], ['recall', '--include-candidates', 'harbour']]) {
      const off = box.cairn(args);
      expect(off.code, off.stderr).toBe(3);
      const said = off.stderr.replace(/\s+/gu, ' ');
      expect(said).toContain('agents get no memories until they run `cairn resume`.');
      expect(said).toContain('Your own read still works: type the command yourself in your terminal');
      expect(said).toContain('with its input and error output on that terminal');
      expect(off.stdout).not.toContain('harbour');
    }

    const own = box.person(['list']);
    expect(own.code, own.stderr).toBe(0);
    expect(own.stdout).toContain('The harbour API listens on port 8080.');
  }, 120_000);
});
