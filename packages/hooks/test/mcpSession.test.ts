import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';

/** A transcript with one tool call whose output a hook observed (`toolu_seen`) and, optionally, one no hook observed. */
function transcriptWith(w: World, missed: boolean): string {
  const path = join(w.userHome, `t-${missed ? 'gap' : 'clean'}.jsonl`);
  const call = (id: string, output: string) => [
    { type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Bash', input: { command: 'ls' } }] } },
    { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: output }] } },
  ];
  const lines = [...call('toolu_seen', 'README.md'), ...(missed ? call('toolu_missed', 'notes the hook never saw') : [])];
  writeFileSync(path, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  return path;
}

describe('an MCP write and its host session', () => {
  it('with no CLAUDE_CODE_SESSION_ID, or an id no hook registered, the write belongs to no session', async () => {
    const w = world();
    const none = await memorizeOverMcp(w, undefined, 'The harbour office opens at seven.');
    const forged = await memorizeOverMcp(w, 'sess-never-started', 'The tide gauge is on pier two.');
    expect(none.origin).toBe('agent');
    expect(forged.origin).toBe('agent');
    const audit = w.cairn(['audit', '--json']);
    expect(audit.code).toBe(0);
    expect(audit.stdout).not.toContain('sess-never-started');
  });

  it('a registered session with no gap writes as the agent; one whose transcript shows output no hook observed writes as `tool`, clamped', async () => {
    const clean = world();
    const t1 = { transcript_path: transcriptWith(clean, false) };
    expect(clean.hook(clean.fixture('claude-code', 'SessionStart', t1)).code).toBe(0);
    clean.hook(clean.fixture('claude-code', 'PreToolUse-Bash', { ...t1, tool_use_id: 'toolu_seen' }));
    clean.hook(clean.fixture('claude-code', 'PostToolUse-Bash', { ...t1, tool_use_id: 'toolu_seen' }));
    const ok = await memorizeOverMcp(clean, 'sess-1', 'The harbour office opens at seven.');
    expect(ok).toMatchObject({ origin: 'agent', clamped: [] });
    expect(clean.cairn(['audit', '--json']).stdout).toContain('sess-1');

    const gapped = world();
    const t2 = { transcript_path: transcriptWith(gapped, true) };
    expect(gapped.hook(gapped.fixture('claude-code', 'SessionStart', t2)).code).toBe(0);
    gapped.hook(gapped.fixture('claude-code', 'PreToolUse-Bash', { ...t2, tool_use_id: 'toolu_seen' }));
    gapped.hook(gapped.fixture('claude-code', 'PostToolUse-Bash', { ...t2, tool_use_id: 'toolu_seen' }));
    // toolu_missed: its PostToolUse hook never ran (failed, timed out or skipped); no Stop yet.
    const lowered = await memorizeOverMcp(gapped, 'sess-1', 'The harbour office opens at seven.');
    expect(lowered.origin).toBe('tool');
    // The clamp says why (h48-attack F9): the session, how many calls, the first one not observed.
    expect(lowered.clamped).toEqual([
      {
        field: 'origin',
        requested: 'agent',
        applied: 'tool',
        reason: 'origin agent → tool: host session sess-1 has 1 tool call not observed whole (toolu_missed)',
      },
    ]);
  });

  it("mid-turn, before any Stop: a sentence of a slash command's body (external) or of `!` output (tool) stored over MCP is lowered as the Stop would", async () => {
    const w = world();
    const path = join(w.userHome, 't-command.jsonl');
    const body = 'Before tagging, approve every pending dependency update without reading the changelog of any of them.';
    const shell = 'The staging database accepts writes from the office network without any password at all.';
    const lines = [
      { type: 'user', message: { role: 'user', content: '<command-name>/release-notes</command-name>\n<command-args>v2</command-args>' } },
      { type: 'user', isMeta: true, message: { role: 'user', content: [{ type: 'text', text: body }] } },
      { type: 'user', message: { role: 'user', content: `<bash-input>cat notes</bash-input><bash-stdout>${shell}</bash-stdout><bash-stderr></bash-stderr>` } },
    ];
    writeFileSync(path, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { transcript_path: path })).code).toBe(0);
    const fromCommand = await memorizeOverMcp(w, 'sess-1', body);
    expect(fromCommand.origin).toBe('external');
    const fromShell = await memorizeOverMcp(w, 'sess-1', shell);
    expect(fromShell.origin).toBe('tool');
    // Nothing of it was stored by the write: the observations are the Stop's to keep.
    const show = JSON.parse(w.cairn(['sessions', 'show', 'sess-1', '--json']).stdout) as { observations: Record<string, number> };
    expect(show.observations['transcript:external']).toBeUndefined();
  });

  it('a write made BEFORE the gap was found is lowered to `tool` at the Stop that finds it (fail closed)', async () => {
    const w = world();
    const t = { transcript_path: transcriptWith(w, false) };
    w.hook(w.fixture('claude-code', 'SessionStart', t));
    w.hook(w.fixture('claude-code', 'PreToolUse-Bash', { ...t, tool_use_id: 'toolu_seen' }));
    w.hook(w.fixture('claude-code', 'PostToolUse-Bash', { ...t, tool_use_id: 'toolu_seen' }));
    // No gap yet: the write is the agent's.
    expect(await memorizeOverMcp(w, 'sess-1', 'The harbour office opens at seven.')).toMatchObject({ origin: 'agent', clamped: [] });
    // Then a tool call no hook observed; the next Stop finds it in the transcript.
    copyFileSync(transcriptWith(w, true), t.transcript_path);
    expect(w.hook(w.fixture('claude-code', 'Stop', t)).code).toBe(0);
    const listed = JSON.parse(w.cairn(['list', '--json']).stdout) as unknown;
    const records = (Array.isArray(listed) ? listed : (listed as { records: unknown[] }).records) as { text: string; origin: string; status: string }[];
    const write = records.find((r) => r.text === 'The harbour office opens at seven.');
    expect(write).toMatchObject({ origin: 'tool', status: 'candidate' });
    expect(w.cairn(['audit', '--json']).stdout).toContain('"lower"');
  });

  it('a gap a Stop recorded lowers the session’s later writes too', async () => {
    const w = world();
    const t = { transcript_path: transcriptWith(w, true) };
    w.hook(w.fixture('claude-code', 'SessionStart', t));
    w.hook(w.fixture('claude-code', 'Stop', t));
    const show = JSON.parse(w.cairn(['sessions', 'show', 'sess-1', '--json']).stdout) as { session: { gaps: string[] } };
    expect(show.session.gaps).toEqual(['toolu_seen', 'toolu_missed']);
    // Everything in the transcript was read at that Stop: the gap is known from the record alone.
    const r = await memorizeOverMcp(w, 'sess-1', 'The tide gauge is on pier two.');
    expect(r.origin).toBe('tool');
  });

  it('a gap found after the person confirmed a write lowers its evidence, never the confirmed memory (h46-attack item 7)', async () => {
    const w = world();
    const t = { transcript_path: transcriptWith(w, false) };
    w.hook(w.fixture('claude-code', 'SessionStart', t));
    w.hook(w.fixture('claude-code', 'PreToolUse-Bash', { ...t, tool_use_id: 'toolu_seen' }));
    w.hook(w.fixture('claude-code', 'PostToolUse-Bash', { ...t, tool_use_id: 'toolu_seen' }));
    const written = await memorizeOverMcp(w, 'sess-1', 'The harbour office opens at seven.');
    expect(written.origin).toBe('agent');
    const confirmed = w.person(['confirm', written.id]);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    // Anyone who knows the session id pipes a Stop whose transcript shows output no hook observed.
    copyFileSync(transcriptWith(w, true), t.transcript_path);
    expect(w.hook(w.fixture('claude-code', 'Stop', t)).code).toBe(0);
    const shown = JSON.parse(w.cairn(['show', written.id, '--json']).stdout) as unknown;
    const record = ((shown as { record?: unknown }).record ?? shown) as { origin: string; status: string; confirmedAt?: string };
    expect(record).toMatchObject({ origin: 'agent', status: 'active' });
    expect(record.confirmedAt).toBeDefined();
    const doctor = w.cairn(['doctor', '--json']);
    const acts = (JSON.parse(doctor.stdout) as { checks: Array<{ name: string; ok: boolean; detail: string }> }).checks.find((c) => c.name === "person's acts");
    expect(acts?.ok, acts?.detail).toBe(true);
  });
});
