/**
 * The fifteenth newcomer walk (2026-12-05), message items. Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('recall with no match', () => {
  it('offers only the flags not given: both, one, or none', () => {
    const box = sandbox();
    expect(box.cairn(['recall', 'zzyzx']).stdout).toBe(
      'No memories match. (Candidates and flagged memories are hidden unless you ask: --include-candidates, --include-flagged.)\n',
    );
    expect(box.cairn(['recall', '--include-candidates', 'zzyzx']).stdout).toBe('No memories match. (Flagged memories are hidden unless you ask: --include-flagged.)\n');
    expect(box.cairn(['recall', '--include-flagged', 'zzyzx']).stdout).toBe('No memories match. (Candidates are hidden unless you ask: --include-candidates.)\n');
    expect(box.cairn(['recall', '--include-candidates', '--include-flagged', 'zzyzx']).stdout).toBe(
      'No memories match, candidates and flagged memories included.\n',
    );
  });
});
