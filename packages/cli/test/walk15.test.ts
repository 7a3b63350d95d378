/**
 * The fifteenth newcomer walk (2026-12-05), message items. Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { WHOLE_WORDS_HINT } from '../src/commands/read.js';
import { sandbox } from './harness.js';

describe('recall with no match', () => {
  it('offers only the flags not given: both, one, or none', () => {
    const box = sandbox();
    expect(box.cairn(['recall', 'zzyzx']).stdout).toBe(
      `No memories match. (Candidates and flagged memories are hidden unless you ask: --include-candidates, --include-flagged.)\n${WHOLE_WORDS_HINT}\n`,
    );
    expect(box.cairn(['recall', '--include-candidates', 'zzyzx']).stdout).toBe(
      `No memories match. (Flagged memories are hidden unless you ask: --include-flagged.)\n${WHOLE_WORDS_HINT}\n`,
    );
    expect(box.cairn(['recall', '--include-flagged', 'zzyzx']).stdout).toBe(
      `No memories match. (Candidates are hidden unless you ask: --include-candidates.)\n${WHOLE_WORDS_HINT}\n`,
    );
    expect(box.cairn(['recall', '--include-candidates', '--include-flagged', 'zzyzx']).stdout).toBe(
      `No memories match, candidates and flagged memories included.\n${WHOLE_WORDS_HINT}\n`,
    );
  });
});

describe('show on a pinned memory', () => {
  it('says it does not decay, and its rate were it not pinned (the pin prompt says it never decays)', () => {
    const box = sandbox();
    const m = box.personJson<{ id: string }>(['memorize', '--text', 'Release tags are signed with the team key.']).value;
    expect(box.cairn(['show', m.id]).stdout).toMatch(/decay\/day: 0\.\d+\n/u);
    expect(box.person(['pin', m.id]).code).toBe(0);
    expect(box.cairn(['show', m.id]).stdout).toMatch(/decay\/day: none \(pinned; 0\.\d+ if it were not\)/u);
  });
});

describe('cairn help <a name that is no command>', () => {
  it('says the command is unknown and suggests the name, as `cairn <typo>` does (exit 2); help on a real command is its help', () => {
    const box = sandbox();
    const typo = box.cairn(['help', 'recal']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("unknown command 'recal'");
    expect(typo.stderr).toContain('(Did you mean recall?)');
    const real = box.cairn(['help', 'recall']);
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(/^Usage: cairn recall /u);
  });
});
