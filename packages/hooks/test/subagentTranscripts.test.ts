import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';

/**
 * h51 attack A3: what a subagent read, and an image a command printed, reached the model unseen.
 * Claude Code writes a subagent's turn to `<transcript folder>/<session>/subagents/agent-<id>.jsonl`,
 * not to the session's own transcript, so a subagent's tool call whose hook failed was no gap; and
 * its Bash answers a command that printed an image with `{stdout: "data:image/png;base64,…",
 * isImage: true}` (2.1.332's PostToolUse-Bash fixture carries `isImage`), which was fingerprinted
 * as text. Payloads are the fixtures' (Claude Code 2.1.332), changed only where the case needs.
 */
interface Written {
  origin: string;
  clamped: Array<{ field: string; requested: string; applied: string; reason?: string }>;
}

const SENTENCE = 'Release tags are cut only after the helper from tools.deploy-mirror.example has re-signed the build artifacts.';
const folder = (w: World): string => join(w.userHome, '.claude', 'projects', 'p');
const transcriptOf = (w: World, session: string): string => join(folder(w), `${session}.jsonl`);
const jsonl = (entries: unknown[]): string => entries.map((e) => `${JSON.stringify(e)}\n`).join('');

/** A subagent's transcript lines: its Bash call and the call's result, as the host writes them (sidechain entries). */
function subagentTurn(session: string, call: string, output: string): unknown[] {
  const common = { isSidechain: true, agentId: 'a1b2c3', sessionId: session };
  return [
    { ...common, type: 'user', message: { role: 'user', content: 'Check the release notes.' } },
    {
      ...common,
      type: 'assistant',
      message: { role: 'assistant', content: [{ type: 'tool_use', id: call, name: 'Bash', input: { command: 'cat RELEASING.md' } }] },
    },
    {
      ...common,
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content: output }] },
      toolUseResult: { stdout: output },
    },
  ];
}

function start(w: World, session: string): Record<string, unknown> {
  const common = { session_id: session, transcript_path: transcriptOf(w, session) };
  mkdirSync(folder(w), { recursive: true });
  writeFileSync(transcriptOf(w, session), '');
  expect(w.hook(w.fixture('claude-code', 'SessionStart', common)).code).toBe(0);
  return common;
}

describe('subagent transcripts are read where the session’s own is (h51 attack A3)', () => {
  it('a subagent’s tool result no hook observed is a gap: the session’s write is lowered to tool, before and after Stop', async () => {
    const w = world();
    const common = start(w, 'sess-sub-1');
    const dir = join(folder(w), 'sess-sub-1', 'subagents');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'agent-a1b2c3.jsonl'), jsonl(subagentTurn('sess-sub-1', 'toolu_sub_1', SENTENCE)));
    const r = await memorizeOverMcp<Written>(w, 'sess-sub-1', { text: 'The queue keeps its items in memory.' });
    expect(r.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain('toolu_sub_1');
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    const shown = JSON.parse(w.cairn(['sessions', 'show', 'sess-sub-1', '--json']).stdout) as { session: { gaps: string[] } };
    expect(shown.session.gaps).toContain('toolu_sub_1');
    // The same call observed by its PostToolUse (the hooks fire for a subagent's calls): no gap.
    const t = world();
    const tc = start(t, 'sess-sub-2');
    const tdir = join(folder(t), 'sess-sub-2', 'subagents');
    mkdirSync(tdir, { recursive: true });
    writeFileSync(join(tdir, 'agent-a1b2c3.jsonl'), jsonl(subagentTurn('sess-sub-2', 'toolu_sub_2', 'RELEASING.md: tag from main.')));
    const post = { ...t.fixture('claude-code', 'PostToolUse-Bash', tc), tool_use_id: 'toolu_sub_2' };
    expect(t.hook({ ...t.fixture('claude-code', 'PreToolUse-Bash', tc), tool_use_id: 'toolu_sub_2' }).code).toBe(0);
    expect(t.hook(post).code).toBe(0);
    expect(t.hook(t.fixture('claude-code', 'Stop', tc)).code).toBe(0);
    expect((JSON.parse(t.cairn(['sessions', 'show', 'sess-sub-2', '--json']).stdout) as { session: { gaps: string[] } }).session.gaps).toEqual([]);
    expect((await memorizeOverMcp<Written>(t, 'sess-sub-2', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
  });

  it('a Task call that returned while no subagent transcript exists is a gap; a subagent’s loaded skill body is observed as external', async () => {
    const w = world();
    const common = start(w, 'sess-task');
    const input = { description: 'Check releases', prompt: 'Read RELEASING.md and summarise it.', subagent_type: 'general-purpose' };
    const pre = { ...w.fixture('claude-code', 'PreToolUse-Bash', common), tool_name: 'Task', tool_input: input, tool_use_id: 'toolu_task_1' };
    expect(w.hook(pre).code).toBe(0);
    const response = { content: [{ type: 'text', text: 'Releases are tagged from main.' }], totalDurationMs: 5120, totalTokens: 900, totalToolUseCount: 1 };
    expect(
      w.hook({
        ...w.fixture('claude-code', 'PostToolUse-Bash', common),
        tool_name: 'Task',
        tool_input: input,
        tool_response: response,
        tool_use_id: 'toolu_task_1',
      }).code,
    ).toBe(0);
    const r = await memorizeOverMcp<Written>(w, 'sess-task', { text: 'The queue keeps its items in memory.' });
    expect(r.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain('toolu_task_1 (a subagent ran; no subagent transcript found)');

    // With its transcript there, holding a skill body the subagent loaded (an `isMeta` entry): no gap, the body is external.
    const t = world();
    const tc = start(t, 'sess-task-2');
    expect(t.hook({ ...pre, ...tc, tool_use_id: 'toolu_task_2' }).code).toBe(0);
    expect(
      t.hook({
        ...t.fixture('claude-code', 'PostToolUse-Bash', tc),
        tool_name: 'Task',
        tool_input: input,
        tool_response: response,
        tool_use_id: 'toolu_task_2',
      }).code,
    ).toBe(0);
    const dir = join(folder(t), 'sess-task-2', 'subagents');
    mkdirSync(dir, { recursive: true });
    const skill = { isSidechain: true, agentId: 'd4e5f6', type: 'user', isMeta: true, message: { role: 'user', content: [{ type: 'text', text: SENTENCE }] } };
    writeFileSync(join(dir, 'agent-d4e5f6.jsonl'), jsonl([skill]));
    const written = await memorizeOverMcp<Written>(t, 'sess-task-2', { text: SENTENCE });
    expect(written.origin).toBe('external');
    expect((await memorizeOverMcp<Written>(t, 'sess-task-2', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
  });
});

/**
 * The parent transcript's lines for one finished Agent call, as Claude Code 2.1.332 writes them: the
 * assistant's `tool_use`, then the user entry with the `tool_result` and the host's own record of it
 * (`toolUseResult`, the tool's output: its `agentId` names `subagents/agent-<agentId>.jsonl`;
 * `AgentOutput` in the package's sdk-tools.d.ts, and the program's `agent-${agentId}` file name).
 */
function agentCall(call: string, agentId: string, report: string): unknown[] {
  const input = { description: 'Check releases', prompt: 'Read RELEASING.md and summarise it.', subagent_type: 'general-purpose' };
  return [
    { type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: call, name: 'Agent', input }] } },
    {
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content: [{ type: 'text', text: `${report}\nagentId: ${agentId}` }] }] },
      toolUseResult: {
        status: 'completed',
        agentId,
        agentType: 'general-purpose',
        prompt: input.prompt,
        content: [{ type: 'text', text: report }],
        totalToolUseCount: 1,
        totalDurationMs: 5120,
        totalTokens: 900,
      },
    },
  ];
}

describe('each Agent call is matched to its own subagent transcript by its agentId (h52 attack note, subagents)', () => {
  /** A session with two Agent calls that ran, both observed by their hooks; the subagent transcripts named in `present` written. */
  function twoAgents(w: World, session: string, present: string[]): void {
    const common = start(w, session);
    const input = { description: 'Check releases', prompt: 'Read RELEASING.md and summarise it.', subagent_type: 'general-purpose' };
    for (const [call, agentId] of [
      ['toolu_agent_a', 'a1b2c3'],
      ['toolu_agent_b', 'b4c5d6'],
    ] as const) {
      const response = { status: 'completed', agentId, content: [{ type: 'text', text: 'Releases are tagged from main.' }], totalToolUseCount: 1 };
      const pre = { ...w.fixture('claude-code', 'PreToolUse-Bash', common), tool_name: 'Agent', tool_input: input, tool_use_id: call };
      expect(w.hook(pre).code).toBe(0);
      expect(
        w.hook({ ...w.fixture('claude-code', 'PostToolUse-Bash', common), tool_name: 'Agent', tool_input: input, tool_response: response, tool_use_id: call })
          .code,
      ).toBe(0);
    }
    writeFileSync(
      transcriptOf(w, session),
      jsonl([
        ...agentCall('toolu_agent_a', 'a1b2c3', 'Releases are tagged from main.'),
        ...agentCall('toolu_agent_b', 'b4c5d6', 'Releases are tagged from main.'),
      ]),
    );
    const dir = join(folder(w), session, 'subagents');
    mkdirSync(dir, { recursive: true });
    for (const id of present)
      writeFileSync(join(dir, `agent-${id}.jsonl`), jsonl(subagentTurn(session, `toolu_sub_${id}`, 'RELEASING.md: tag from main.').slice(0, 2)));
  }

  it('a second Agent call whose own transcript is missing is a gap, though another subagent’s transcript exists', async () => {
    const w = world();
    twoAgents(w, 'sess-agents-1', ['a1b2c3']);
    const r = await memorizeOverMcp<Written>(w, 'sess-agents-1', { text: 'The queue keeps its items in memory.' });
    expect(r.origin).toBe('tool');
    const reason = r.clamped.find((c) => c.field === 'origin')?.reason ?? '';
    expect(reason).toContain('toolu_agent_b (a subagent ran; its transcript agent-b4c5d6.jsonl not found)');
    expect(reason).not.toContain('toolu_agent_a');
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: 'sess-agents-1', transcript_path: transcriptOf(w, 'sess-agents-1') })).code).toBe(0);
    const shown = JSON.parse(w.cairn(['sessions', 'show', 'sess-agents-1', '--json']).stdout) as { session: { gaps: string[] } };
    expect(shown.session.gaps.join('\n')).toContain('agent-b4c5d6.jsonl not found');
  });

  it('control: with both transcripts there, no gap and the write stays the agent’s', async () => {
    const w = world();
    twoAgents(w, 'sess-agents-2', ['a1b2c3', 'b4c5d6']);
    expect((await memorizeOverMcp<Written>(w, 'sess-agents-2', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: 'sess-agents-2', transcript_path: transcriptOf(w, 'sess-agents-2') })).code).toBe(0);
    expect((JSON.parse(w.cairn(['sessions', 'show', 'sess-agents-2', '--json']).stdout) as { session: { gaps: string[] } }).session.gaps).toEqual([]);
  });
});

/**
 * A background subagent (`run_in_background`): Claude Code 2.1.332 answers the Agent call at once
 * with `AgentOutput`'s `async_launched` shape (sdk-tools.d.ts in the package: `status`, `agentId`,
 * `description`, `prompt`, `outputFile`), and the subagent writes its own transcript later, at
 * `<session>/subagents/agent-<agentId>.jsonl` (the program's `Hg`: `subagents/agent-${id}.jsonl`,
 * under `subagents/workflows/<run>/` only for a workflow's agents). A Stop that comes while that file
 * is not there yet cannot see what the subagent read: a gap, kept (fail closed).
 */
describe('an async_launched subagent whose transcript is not there yet at Stop is a gap (closing note #21)', () => {
  function launched(w: World, session: string): void {
    const common = start(w, session);
    const input = { description: 'Check releases', prompt: 'Read RELEASING.md and summarise it.', subagent_type: 'general-purpose', run_in_background: true };
    const response = {
      status: 'async_launched',
      agentId: 'c7d8e9',
      description: input.description,
      prompt: input.prompt,
      outputFile: join(w.root, 'tasks', 'c7d8e9.output'),
      canReadOutputFile: true,
    };
    const call = 'toolu_agent_async';
    expect(w.hook({ ...w.fixture('claude-code', 'PreToolUse-Bash', common), tool_name: 'Agent', tool_input: input, tool_use_id: call }).code).toBe(0);
    expect(
      w.hook({ ...w.fixture('claude-code', 'PostToolUse-Bash', common), tool_name: 'Agent', tool_input: input, tool_response: response, tool_use_id: call })
        .code,
    ).toBe(0);
    writeFileSync(
      transcriptOf(w, session),
      jsonl([
        { type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: call, name: 'Agent', input }] } },
        {
          type: 'user',
          message: {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: call, content: [{ type: 'text', text: 'Async agent launched successfully.\nagentId: c7d8e9' }] }],
          },
          toolUseResult: response,
        },
      ]),
    );
  }
  const stop = (w: World, session: string) => w.hook(w.fixture('claude-code', 'Stop', { session_id: session, transcript_path: transcriptOf(w, session) }));
  const gapsOf = (w: World, session: string): string[] =>
    (JSON.parse(w.cairn(['sessions', 'show', session, '--json']).stdout) as { session: { gaps: string[] } }).session.gaps;

  it('Stop before the subagent wrote its transcript: a gap naming agent-<id>.jsonl, kept when the file comes later; the session writes as tool', async () => {
    const w = world();
    launched(w, 'sess-async-1');
    expect(stop(w, 'sess-async-1').code).toBe(0);
    expect(gapsOf(w, 'sess-async-1').join('\n')).toContain('toolu_agent_async (a subagent ran; its transcript agent-c7d8e9.jsonl not found)');
    // The subagent's transcript arrives after that Stop: the gap stays (what it read before then was never checked).
    const dir = join(folder(w), 'sess-async-1', 'subagents');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'agent-c7d8e9.jsonl'), jsonl(subagentTurn('sess-async-1', 'toolu_sub_async', 'RELEASING.md: tag from main.').slice(0, 2)));
    expect(stop(w, 'sess-async-1').code).toBe(0);
    expect(gapsOf(w, 'sess-async-1').join('\n')).toContain('agent-c7d8e9.jsonl not found');
    expect((await memorizeOverMcp<Written>(w, 'sess-async-1', { text: 'The queue keeps its items in memory.' })).origin).toBe('tool');
  });

  it('control: the subagent’s transcript there by the Stop: no gap, the write stays the agent’s', async () => {
    const w = world();
    launched(w, 'sess-async-2');
    const dir = join(folder(w), 'sess-async-2', 'subagents');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'agent-c7d8e9.jsonl'), jsonl(subagentTurn('sess-async-2', 'toolu_sub_async', 'RELEASING.md: tag from main.').slice(0, 2)));
    expect(stop(w, 'sess-async-2').code).toBe(0);
    expect(gapsOf(w, 'sess-async-2')).toEqual([]);
    expect((await memorizeOverMcp<Written>(w, 'sess-async-2', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
  });
});

describe('a command that printed an image is an opaque read (h51 attack A3)', () => {
  it('Bash’s isImage result lowers the session’s write to tool, naming the read; the same call printing text lowers nothing', async () => {
    const w = world();
    const common = start(w, 'sess-png');
    // Not a real image: the bytes do not matter, the words the model reads in it do.
    const stdout = `data:image/png;base64,${Buffer.from('\u0089PNG pixels of a screenshot').toString('base64')}`;
    const post = w.fixture('claude-code', 'PostToolUse-Bash', common);
    const response = { ...(post.tool_response as object), stdout, isImage: true };
    expect(w.hook({ ...post, tool_input: { command: 'node scripts/screenshot.js', description: 'screenshot' }, tool_response: response }).code).toBe(0);
    const r = await memorizeOverMcp<Written>(w, 'sess-png', { text: SENTENCE });
    expect(r.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toMatch(/read content Cairn cannot compare with this write \(Bash.*\(image\)\)$/u);
    // A data URL in stdout alone (a host version without isImage) is the same image.
    const d = world();
    const dc = start(d, 'sess-png-2');
    const dpost = d.fixture('claude-code', 'PostToolUse-Bash', dc);
    expect(d.hook({ ...dpost, tool_response: { ...(dpost.tool_response as object), stdout } }).code).toBe(0);
    expect((await memorizeOverMcp<Written>(d, 'sess-png-2', { text: SENTENCE })).origin).toBe('tool');
    const t = world();
    const tc = start(t, 'sess-txt');
    expect(t.hook(t.fixture('claude-code', 'PostToolUse-Bash', tc)).code).toBe(0);
    expect((await memorizeOverMcp<Written>(t, 'sess-txt', { text: SENTENCE })).origin).toBe('agent');
  });
});

/**
 * A workflow's agents (issue #21's leftovers): Claude Code 2.1.332 writes their transcripts to
 * `<session>/subagents/workflows/<run>/agent-<id>.jsonl` (the program's workflow transcript folder,
 * `join(<transcript folder>, <session>, "subagents", "workflows", <runId>)`, and its
 * `agent-${agentId}.jsonl` files; fixtures/SOURCES.md), not at `subagents/` itself. Before, they
 * were never read: a workflow agent's tool result no hook observed was no gap.
 */
describe('a workflow’s agent transcripts (subagents/workflows/<run>/) are read like the other subagents’', () => {
  const RUN = 'wf_3f9c2a1b-7d4-1';
  const put = (w: World, session: string, call: string, output: string): void => {
    const dir = join(folder(w), session, 'subagents', 'workflows', RUN);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'agent-a3f9c2a1b7d40e5f6.jsonl'), jsonl(subagentTurn(session, call, output)));
  };
  const gapsOf = (w: World, session: string): string[] =>
    (JSON.parse(w.cairn(['sessions', 'show', session, '--json']).stdout) as { session: { gaps: string[] } }).session.gaps;
  const OTHER_AGENT = 'a7e21d0c94b3f5a18';
  /** The run's journal as 2.1.332 writes it (fixtures/claude-code/workflow-journal.jsonl), one line a string. */
  const journalLines = (session: string): string[] =>
    readFileSync(join(import.meta.dirname, 'fixtures', 'claude-code', 'workflow-journal.jsonl'), 'utf8')
      .replaceAll('{{session}}', session)
      .split('\n')
      .filter((l) => l !== '');
  const writeJournal = (w: World, session: string, lines: string[]): void => {
    const dir = join(folder(w), session, 'subagents', 'workflows', RUN);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'journal.jsonl'), lines.map((l) => `${l}\n`).join(''));
  };
  /** A session whose one workflow agent's call its hooks observed, and the run's journal `lines`. */
  const observedRun = (w: World, session: string, lines: string[]): Record<string, unknown> => {
    const common = start(w, session);
    put(w, session, `toolu_${session}`, 'RELEASING.md: tag from main.');
    writeJournal(w, session, lines);
    expect(w.hook({ ...w.fixture('claude-code', 'PreToolUse-Bash', common), tool_use_id: `toolu_${session}` }).code).toBe(0);
    expect(w.hook({ ...w.fixture('claude-code', 'PostToolUse-Bash', common), tool_use_id: `toolu_${session}` }).code).toBe(0);
    return common;
  };

  it('a workflow agent’s tool result no hook observed is a gap: the write is tool before and after Stop', async () => {
    const w = world();
    const common = start(w, 'sess-wf-1');
    put(w, 'sess-wf-1', 'toolu_wf_1', SENTENCE);
    const r = await memorizeOverMcp<Written>(w, 'sess-wf-1', { text: 'The queue keeps its items in memory.' });
    expect(r.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain('toolu_wf_1');
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(gapsOf(w, 'sess-wf-1')).toContain('toolu_wf_1');
  });

  it('control: the same call observed by its hooks is no gap, and a second Stop reads on from the offset kept', async () => {
    const w = world();
    const common = start(w, 'sess-wf-2');
    put(w, 'sess-wf-2', 'toolu_wf_2', 'RELEASING.md: tag from main.');
    writeJournal(
      w,
      'sess-wf-2',
      journalLines('sess-wf-2').filter((l) => !l.includes(OTHER_AGENT)),
    );
    expect(w.hook({ ...w.fixture('claude-code', 'PreToolUse-Bash', common), tool_use_id: 'toolu_wf_2' }).code).toBe(0);
    expect(w.hook({ ...w.fixture('claude-code', 'PostToolUse-Bash', common), tool_use_id: 'toolu_wf_2' }).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(gapsOf(w, 'sess-wf-2')).toEqual([]);
    const offsets = (JSON.parse(w.cairn(['sessions', 'show', 'sess-wf-2', '--json']).stdout) as { session: { subagentOffsets?: Record<string, unknown> } })
      .session.subagentOffsets;
    expect(Object.keys(offsets ?? {})).toEqual([`workflows/${RUN}/agent-a3f9c2a1b7d40e5f6.jsonl`]);
    expect((await memorizeOverMcp<Written>(w, 'sess-wf-2', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
  });

  /*
   * The run's journal (issue #21's leftovers; fixtures/SOURCES.md): a resumed run serves a journalled
   * result without running its agent again, from another session's run too, and an agent may run
   * remotely. An agent the journal names whose transcript is not here reached the script, and the
   * session it reports to, unseen: a gap.
   */
  it('a journalled result whose agent’s transcript is not here (served from another session’s run) is a gap: the write is tool', async () => {
    const w = world();
    const common = observedRun(w, 'sess-wf-3', journalLines('sess-wf-3'));
    const r = await memorizeOverMcp<Written>(w, 'sess-wf-3', { text: 'The queue keeps its items in memory.' });
    expect(r.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain(OTHER_AGENT);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(gapsOf(w, 'sess-wf-3')).toEqual([`workflow ${RUN}: agent ${OTHER_AGENT} ran; its transcript agent-${OTHER_AGENT}.jsonl not found`]);
  });

  it('an agent that ran remotely, a result naming no agent, a line that does not read, an unknown type: each a gap', () => {
    const w = world();
    const key = `v2:${'5d'.repeat(32)}`;
    const lines = journalLines('sess-wf-4').filter((l) => !l.includes(OTHER_AGENT));
    const common = observedRun(w, 'sess-wf-4', [
      ...lines,
      JSON.stringify({ type: 'started', key, agentId: 'a0d4c6e8f1a3b5c7d', remoteSessionId: 'session_01remote' }),
      JSON.stringify({ type: 'result', key, agentId: '', result: 'The queue keeps its items in memory.' }),
      '{"type":"result","key":',
      JSON.stringify({ type: 'handoff', key, agentId: 'a0d4c6e8f1a3b5c7d' }),
    ]);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(gapsOf(w, 'sess-wf-4')).toEqual([
      `workflow ${RUN}: agent a0d4c6e8f1a3b5c7d ran remotely; its transcript is not on this machine`,
      `workflow ${RUN}: a result line names no agent`,
      `workflow ${RUN}: journal line ${lines.length + 3} unreadable`,
      `workflow ${RUN}: journal line ${lines.length + 4} of a type Cairn does not know`,
    ]);
  });

  it('a run folder holding agent transcripts and no journal is a gap; a torn line the host marked resumed is none', () => {
    const w = world();
    const common = observedRun(w, 'sess-wf-5', []);
    rmSync(join(folder(w), 'sess-wf-5', 'subagents', 'workflows', RUN, 'journal.jsonl'));
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(gapsOf(w, 'sess-wf-5')).toEqual([`workflow ${RUN}: no journal.jsonl beside its agents' transcripts`]);
    const t = world();
    const lines = journalLines('sess-wf-6').filter((l) => !l.includes(OTHER_AGENT));
    const tc = observedRun(t, 'sess-wf-6', [...lines.slice(0, 2), '{"type":"result","ke', '{"type":"resumed"}', ...lines.slice(2)]);
    expect(t.hook(t.fixture('claude-code', 'Stop', tc)).code).toBe(0);
    expect(gapsOf(t, 'sess-wf-6')).toEqual([]);
  });
});
