/**
 * An act signed ahead (`cairn person sign -- …`) is bound to its command's canonical words
 * (canonicalCommand.ts): the newcomer walk signed `memorize --text X --kind fact` and ran
 * `memorize --kind fact --text X`, which was stored as the agent's without a word that a signed
 * act was waiting. Options in another order are the same command; other values are not, and
 * then the person is told an act waits for other words. Real child processes, the signing on a
 * pseudo-terminal.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { asPerson } from './pty.js';

const hasScript = spawnSync('script', ['--version']).status === 0;

interface Stored {
  id: string;
  status: string;
  origin: string;
}

describe.skipIf(!hasScript)('an act signed ahead, run with its options in another order', () => {
  it('memorize: the same options in another order (and --opt=value) claim the signed act: the person’s memory', async () => {
    const box = sandbox();
    const text = 'Releases are cut from the main branch.';
    const signed = await asPerson(box, [
      'person',
      'sign',
      '--',
      'memorize',
      '--text',
      text,
      '--kind',
      'convention',
      '--tag',
      'release',
      '--tag',
      'git',
      '--json',
    ]);
    expect(signed.code, signed.output).toBe(0);
    const run = box.json<Stored>(['memorize', '--tag', 'release', '--kind=convention', '--tag', 'git', '--text', text]);
    expect(run.run.code, run.run.stderr).toBe(0);
    expect([run.value.status, run.value.origin]).toEqual(['active', 'user']);
    expect(run.run.stderr).not.toContain('signed ahead');
  });

  it('memorize with another value is the agent’s, and says a signed act waits for other words (left unspent)', async () => {
    const box = sandbox();
    const text = 'Releases are cut from the main branch.';
    expect((await asPerson(box, ['person', 'sign', '--', 'memorize', '--json', '--text', text, '--kind', 'convention'])).code).toBe(0);
    const other = box.json<Stored>(['memorize', '--kind', 'fact', '--text', text]);
    expect([other.value.status, other.value.origin]).toEqual(['candidate', 'agent']);
    expect(other.run.stderr).toContain('An act signed ahead (cairn person sign) is waiting in this home, but for other words');
    expect(other.run.stderr).toContain("This memory is stored as the agent's.");
    // Still there for the command it was signed for.
    const right = box.json<Stored>(['memorize', '--kind', 'convention', '--text', text]);
    expect([right.value.status, right.value.origin]).toEqual(['active', 'user']);
  });

  it('confirm: --json after the id claims an act signed with --json before it; another id is refused, saying an act waits', async () => {
    const box = sandbox();
    const a = box.json<Stored>(['memorize', '--origin', 'agent', '--text', 'The queue is Redis.']).value;
    const b = box.json<Stored>(['memorize', '--origin', 'agent', '--text', 'The cache is Memcached.']).value;
    expect((await asPerson(box, ['person', 'sign', '--', '--json', 'confirm', a.id])).code).toBe(0);
    const wrong = box.cairn(['confirm', b.id]);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('An act signed ahead (cairn person sign) is waiting in this home, but for other words');
    const right = box.cairn(['confirm', a.id, '--json']);
    expect(right.code, right.stderr).toBe(0);
    expect(box.json<Stored>(['show', a.id]).value.status).toBe('active');
  });
});
