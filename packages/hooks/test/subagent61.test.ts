import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeCodeEvent } from '../src/claudeCode/event.js';
import { FIXTURES, memorizeOverMcp, world } from './helpers.js';

/**
 * h61 (#22): a subagent's events carry `agent_id` (Claude Code's hooks reference; the page and date
 * in test/fixtures/SOURCES.md). A subagent's result is tool output to the session that runs it
 * (attestation-8's convention "a subagent's (Task) result → tool"), yet its MCP writes were stored as
 * the main agent's (`agent`). Now the PreToolUse of a `mcp__cairn__…` call from a subagent is
 * registered with its id, and the session's Cairn writes are stored as `tool`, naming the subagent.
 */
const TEXT = 'The staging database is reset every Sunday at 02:00 UTC.';
const payload = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...(JSON.parse(readFileSync(join(FIXTURES, 'claude-code', 'PreToolUse-subagent-cairn.json'), 'utf8')) as Record<string, unknown>),
  ...overrides,
});

describe('a subagent’s events (agent_id)', () => {
  it('are translated with the subagent’s id, folded to a safe shape; the main thread’s carry none', () => {
    expect(claudeCodeEvent(payload())).toMatchObject({ kind: 'pre-tool', tool: 'mcp__cairn__memorize', agent: 'a4f2c9e1b7d30856' });
    expect(claudeCodeEvent(payload({ agent_id: 'a/b c' }))).toMatchObject({ agent: 'a_b_c' });
    const { agent_id: _, ...main } = payload();
    expect('agent' in claudeCodeEvent(main)).toBe(false);
    expect('agent' in claudeCodeEvent(payload({ agent_id: '' }))).toBe(false);
    expect('agent' in claudeCodeEvent(payload({ agent_id: 7 }))).toBe(false);
  });

  it('a Cairn write made while a subagent called Cairn is stored as tool, naming the subagent; control: the main thread’s stays agent', async () => {
    const w = world();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-sub' })).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'PreToolUse-subagent-cairn', { session_id: 'sess-sub' })).code).toBe(0);
    const sub = await memorizeOverMcp<{ origin: string; clamped: Array<{ field: string; reason?: string }> }>(w, 'sess-sub', TEXT);
    expect(sub.origin).toBe('tool');
    expect(sub.clamped.find((c) => c.field === 'origin')?.reason).toContain('a subagent (agent a4f2c9e1b7d30856) of host session sess-sub called Cairn');

    const m = world();
    expect(m.hook(m.fixture('claude-code', 'SessionStart', { session_id: 'sess-main' })).code).toBe(0);
    const { agent_id: _, agent_type: __, ...mainCall } = m.fixture('claude-code', 'PreToolUse-subagent-cairn', { session_id: 'sess-main' });
    expect(m.hook(mainCall).code).toBe(0);
    expect((await memorizeOverMcp<{ origin: string }>(m, 'sess-main', TEXT)).origin).toBe('agent');
  });
});
