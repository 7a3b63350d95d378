/**
 * Issue #16: "A PreToolUse hook answering `ask` when an agent command names a person's act is a
 * convenience (a command can be spelled many ways), never the guarantee." The reading of a Bash
 * command in process, then the answer through the built CLI's `cairn hook` with Claude Code's
 * captured PreToolUse payload.
 */
import { describe, expect, it } from 'vitest';
import { personActAsk, personActInCommand } from '../src/claudeCode/personActCommand.js';
import { world } from './helpers.js';

describe("personActInCommand: the person's act a shell command asks of Cairn", () => {
  it.each([
    ['cairn confirm mem_0123456789abcdef', 'confirm'],
    ['npx cairn review', 'review'],
    ['pnpm cairn --home ~/.cairn pin mem_1', 'pin'],
    ['cd /work/project && cairn --json reject mem_1', 'reject'],
    ['true; /usr/local/bin/cairn forget mem_1 || echo failed', 'forget'],
    ['echo "$(cairn supersede mem_1 mem_2)"', 'supersede'],
    ['node packages/cli/dist/bin.js wipe', 'wipe'],
    ['node ./node_modules/cairn-memory/dist/cairn.mjs trust --repo', 'trust'],
    ["CAIRN_HOME=/tmp/h 'cairn' init", 'init'],
    ['cairn person sign -- cairn confirm mem_1', 'person sign'],
    ['cairn person setup', 'person setup'],
    ['cairn team link postgres://me_agent@db/cairn', 'team link'],
    ['cairn setup claude-code --remove', 'setup'],
    ['cairn memorize --text "Releases are cut from main."', 'memorize'],
    ['cairn memorize --origin user < note.json', 'memorize'],
    ['cairn memorize --origin=agent --pin --text x', 'memorize'],
    ['ls\ncairn pause', 'pause'],
    ['cairn list | grep x && cairn resume', 'resume'],
  ])('%s → %s', (command, act) => {
    expect(personActInCommand(command)).toBe(act);
  });

  it.each([
    'cairn list',
    'cairn recall --include-candidates deploy',
    'cairn memorize --origin agent --text "The queue is Redis."',
    'echo \'{"text":"x","origin":"agent"}\' | cairn memorize',
    'cairn person status',
    'cairn team members',
    'cairn import --dry-run .',
    'git commit -m "confirm the fix"',
    'grep -r "cairn" src',
    'cairn',
    'echo "unbalanced',
  ])('%s → nothing', (command) => {
    expect(personActInCommand(command)).toBeUndefined();
  });
});

describe("cairn hook: Claude Code's PreToolUse of a Bash call naming a person's act (built CLI)", () => {
  it('answers ask with the reason shown to the person; any other call, and any other tool, gets no answer', () => {
    const w = world();
    const pre = (command: string, tool = 'Bash') =>
      w.hook(w.fixture('claude-code', 'PreToolUse-Bash', { tool_name: tool, tool_input: { command, description: 'a step' } }));
    const asked = pre('cairn confirm mem_0123456789abcdef');
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stderr).toBe('');
    const answer = JSON.parse(asked.stdout) as { hookSpecificOutput: Record<string, string> };
    expect(Object.keys(answer)).toEqual(['hookSpecificOutput']);
    expect(answer.hookSpecificOutput).toMatchObject({ hookEventName: 'PreToolUse', permissionDecision: 'ask' });
    expect(answer.hookSpecificOutput.permissionDecisionReason).toContain("cairn confirm is a person's act");
    // Said for a sandbox-only home too, where the terminal asks yes/no (walk h50 item 11).
    expect(answer.hookSpecificOutput.permissionDecisionReason).toContain('(with your passphrase, or a yes in a home declared sandbox-only)');
    expect(pre('cairn list').stdout).toBe('');
    expect(pre('cairn confirm mem_1', 'Read').stdout).toBe('');
    // The call is still registered as any other (the ask is an answer, not a different path).
    const show = JSON.parse(w.cairn(['sessions', 'show', 'sess-1', '--json']).stdout) as { observations: Record<string, number> };
    expect(show.observations['register:tool']).toBe(3);
  });

  it("asks also where memory is not enabled yet: `cairn init` is itself a person's act", () => {
    const w = world({ init: false });
    const r = w.hook(w.fixture('claude-code', 'PreToolUse-Bash', { tool_input: { command: 'cairn init' } }));
    expect(r.code, r.stderr).toBe(0);
    expect(personActAsk(w.fixture('claude-code', 'PreToolUse-Bash', { tool_input: { command: 'cairn init' } }))).toBe(r.stdout.trim());
    expect(JSON.parse(r.stdout).hookSpecificOutput.permissionDecision).toBe('ask');
  });
});
