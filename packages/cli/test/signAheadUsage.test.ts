/**
 * `cairn person sign -- <command…>` with a command that cannot run (issue #14, the eighth
 * newcomer walk): a typo was "Unexpected error … This is a bug in Cairn" (exit 5), and a command
 * that stopped on its own error was followed by "the command asks no person's act, or you
 * declined", which was neither. Real child processes on a pseudo-terminal.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { asPerson } from './pty.js';

const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('cairn person sign -- <a command that cannot run>', () => {
  it('a typo is a usage error said as `cairn <typo>` says it (exit 2), with nothing signed', async () => {
    const box = sandbox();
    const r = await asPerson(box, ['person', 'sign', '--', 'recal', 'foo'], 0);
    expect(r.code, r.output).toBe(2);
    expect(r.output).toContain("unknown command 'recal'");
    expect(r.output).toContain('Did you mean recall?');
    expect(r.output).toContain('Nothing was signed ahead.');
    expect(r.output).not.toContain('bug in Cairn');
  });

  it('a typo after --json still says what was wrong (commander keeps its message for a JSON document this run does not print)', async () => {
    const box = sandbox();
    const r = await asPerson(box, ['person', 'sign', '--', '--json', 'recal', 'foo'], 0);
    expect(r.code, r.output).toBe(2);
    expect(r.output).toContain("unknown command 'recal'");
    expect(r.output).toContain('Nothing was signed ahead.');
  });

  it('a command that stops on its own error keeps that error and exit code, and does not blame the person', async () => {
    const box = sandbox();
    const r = await asPerson(box, ['person', 'sign', '--', 'confirm', 'mem_0000000000000000'], 0);
    expect(r.output).toContain('No memory with id mem_0000000000000000');
    expect(r.output).toContain('Nothing was signed ahead.');
    expect(r.output).not.toContain('or you declined');
    expect(r.code).toBe(4);
  });
});

describe.skipIf(!hasScript)("cairn person sign -- <a command that is no person's act> (walk 10 item 13d)", () => {
  it('is refused with why (exit 2), the command is not run, and nothing is signed', async () => {
    const box = sandbox();
    box.cairn(['memorize'], { input: JSON.stringify({ text: 'The queue is Redis.', origin: 'agent' }) });
    for (const words of [
      ['recall', 'queue'],
      ['--json', 'list'],
    ]) {
      const r = await asPerson(box, ['person', 'sign', '--', ...words], 0);
      expect(r.code, r.output).toBe(2);
      expect(r.output).toContain(`\`cairn ${words.at(-2) === '--json' ? 'list' : words[0]}\` is not a person's act: there is nothing to sign ahead`);
      expect(r.output).toContain('Nothing was signed ahead.');
      // recall would have printed the memory: it did not run.
      expect(r.output).not.toContain('The queue is Redis.');
    }
  });
});
