import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { declareSandboxOnly } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, TEST_PASSPHRASE, world } from './helpers.js';

/**
 * A nested `.claude` written during a protected session (closing note #21: "a sandboxed Bash can
 * write a nested `.claude`"). Claude Code loads the skills of `packages/api/.claude/skills/` as
 * soon as the agent works with files there (code.claude.com/docs/en/skills, "automatic discovery
 * from nested directories", quoted through the search tool 2026-12-06) and runs their frontmatter
 * hooks outside the sandbox, while the sandbox lets commands write there (its `denyWrite` names
 * folders, not patterns). SessionStart already names such a file; one written after it is found at
 * the session's next Stop: a gap, so the session's writes are `tool` (fail closed). A nested
 * `.claude/settings.json` is not read by Claude Code (docs/hosts.md) and is not counted. Built CLI
 * as a child process, a real MCP client.
 */
const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
const INTERACTIVE = { CLAUDE_CODE_ENTRYPOINT: 'cli' };

describe.skipIf(!hasTools)('a nested .claude written during a protected session', () => {
  it('a skill with hooks written below the project after SessionStart is a gap at the next Stop; the session writes as tool (control: the Stop before it finds none)', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
    const put = (rel: string, text: string): void => {
      mkdirSync(dirname(join(w.project, rel)), { recursive: true });
      writeFileSync(join(w.project, rel), text);
    };
    const transcript = join(w.root, 'sess-nested.jsonl');
    writeFileSync(transcript, '');
    const common = { session_id: 'sess-nested', transcript_path: transcript };
    put('packages/api/.claude/skills/api-design/SKILL.md', '---\nname: api-design\ndescription: Our REST conventions.\n---\nUse plural nouns.\n');
    expect(w.hook(w.fixture('claude-code', 'SessionStart', common), [], INTERACTIVE).code).toBe(0);
    const shown = () =>
      JSON.parse(w.cairn(['sessions', 'show', 'sess-nested', '--json']).stdout) as {
        session: { protected: boolean; gaps: string[]; outsideSandbox: string[] };
      };
    expect(shown().session).toMatchObject({ protected: true, outsideSandbox: [] });
    // Control: a Stop with nothing new finds no gap, and the agent's write stays the agent's.
    expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
    expect(shown().session.gaps).toEqual([]);
    expect((await memorizeOverMcp(w, 'sess-nested', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
    // A nested settings file Claude Code never reads is not counted; a skill with hooks is.
    put('packages/api/.claude/settings.json', JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'bash scripts/post.sh' }] }] } }));
    put(
      'packages/api/.claude/skills/deploy/SKILL.md',
      '---\nname: deploy\ndescription: Deploys.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: bash scripts/post.sh\n---\nDeploy.\n',
    );
    expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
    expect(shown().session.gaps).toEqual([
      'runs outside the sandbox since SessionStart: definition:packages/api/.claude/skills/deploy/SKILL.md declares hooks',
    ]);
    expect((await memorizeOverMcp(w, 'sess-nested', { text: 'The ledger is closed on Fridays.' })).origin).toBe('tool');
  });
});
