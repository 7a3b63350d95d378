/**
 * Issue #14, the seventh newcomer walk: an AGENTS.md decision saying "Revisit if …" showed no
 * tripwires in `cairn decisions`. The import carries the decision's own condition as its
 * tripwire, through the whole write path. The built CLI, a child process.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('an imported decision’s tripwire', () => {
  it('cairn decisions shows the “revisit if” condition the file wrote', () => {
    const box = sandbox();
    writeFileSync(
      join(box.project, 'AGENTS.md'),
      '# Harbour\n\n## Decisions\n\n- 2026-11-01: We chose Postgres over SQLite for concurrent writers. Revisit if we need multi-region writes.\n',
    );
    const imported = box.cairn(['import', 'AGENTS.md']);
    expect(imported.code, imported.stderr).toBe(0);
    const decisions = box.json<{ decisions: Array<{ text: string; tripwires?: string[] }> }>(['decisions', '--include-candidates']).value.decisions;
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.tripwires).toEqual(['we need multi-region writes']);
    expect(box.cairn(['decisions', '--include-candidates']).stdout).toContain('we need multi-region writes');
  }, 60_000);
});
