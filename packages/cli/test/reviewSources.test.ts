/**
 * `cairn review` and `cairn confirm` show every source of a memory (walk h55: a memory seen at
 * two places was reviewed as `source: src/queue.ts:1`, while recall named both). Display only:
 * the signed view keeps its first source. Real child processes, the person on a pseudo-terminal.
 */
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

const TEXT = 'The retry budget is three attempts per job.';

describe('a memory with two sources, before a person acts on it', () => {
  it('review and confirm show both, in evidence order', async () => {
    const box = sandbox();
    committedSources(box);
    const first = box.json<{ id: string }>(['memorize', '--text', TEXT, '--source', 'src/queue.ts:1-1']);
    expect(first.run.code, first.run.stderr).toBe(0);
    const again = box.json<{ id: string }>(['memorize', '--text', TEXT, '--source', 'src/config.ts:1-1']);
    expect(again.run.code, again.run.stderr).toBe(0);
    expect(again.value.id).toBe(first.value.id);

    const walk = await onPty(['review'], { cwd: box.project, env: ptyEnv(box), steps: [{ expect: /Confirm\? /u, send: 'n' }] });
    expect(walk.code, walk.output).toBe(0);
    expect(walk.output).toContain('sources: src/queue.ts:1; src/config.ts:1');
    expect(walk.output).not.toMatch(/^source: /mu);

    const confirm = box.person(['confirm', first.value.id]);
    expect(confirm.code, confirm.stderr).toBe(0);
    expect(confirm.stderr).toContain('sources: src/queue.ts:1; src/config.ts:1');
  }, 180_000);
});
