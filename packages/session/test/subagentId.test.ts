import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTranscript, subagentIdOf } from '../src/host/transcript.js';

/**
 * An Agent/Task call's subagent id comes from the host's own record of the result
 * (`toolUseResult.agentId`, Claude Code 2.1.332's `AgentOutput`), never from the result's text, which
 * ends with the subagent's own words (h52 attack note, subagents: each call matched to its transcript).
 */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('subagentIdOf', () => {
  it('takes agentId of a completed or async-launched Agent result, nothing else', () => {
    expect(subagentIdOf({ status: 'completed', agentId: 'a1b2c3' })).toBe('a1b2c3');
    expect(subagentIdOf({ status: 'async_launched', agentId: 'a-1_b' })).toBe('a-1_b');
    expect(subagentIdOf({ status: 'remote_launched', taskId: 't1' })).toBeUndefined();
    expect(subagentIdOf({ agentId: 'a1b2c3' })).toBeUndefined();
    expect(subagentIdOf({ status: 'completed', agentId: '../x' })).toBeUndefined();
    expect(subagentIdOf({ status: 'completed', agentId: 'a'.repeat(101) })).toBeUndefined();
    expect(subagentIdOf('agentId: a1b2c3')).toBeUndefined();
    expect(subagentIdOf(null)).toBeUndefined();
  });

  it('readTranscript names the subagent of a one-result entry from toolUseResult, not from the text', async () => {
    const d = mkdtempSync(join(tmpdir(), 'cairn-subagent-id-'));
    dirs.push(d);
    const path = join(d, 's.jsonl');
    const entry = (call: string, text: string, own?: unknown) =>
      JSON.stringify({
        type: 'user',
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content: [{ type: 'text', text }] }] },
        ...(own !== undefined ? { toolUseResult: own } : {}),
      });
    writeFileSync(
      path,
      `${[entry('toolu_1', 'Done.\nagentId: a1b2c3', { status: 'completed', agentId: 'a1b2c3' }), entry('toolu_2', 'Done.\nagentId: ffff00')].join('\n')}\n`,
    );
    const delta = await readTranscript(path, 0);
    expect(delta.results).toEqual([
      { call: 'toolu_1', output: true, agent: 'a1b2c3' },
      { call: 'toolu_2', output: true },
    ]);
  });
});
