import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declareSandboxOnly } from '@cairn/session';
import { memorizeOverMcp, TEST_PASSPHRASE, type World, world } from './helpers.js';

/**
 * Attack h53 C9: the repository's own git config runs a program in Cairn's hook and MCP server —
 * outside the host's sandbox — so a sandboxed agent escapes into the Cairn home.
 *
 * `git ls-files` runs `core.fsmonitor` (a program the repository's `.git/config` names) whenever it
 * reads the index. Cairn's hooks and MCP server are started by the host OUTSIDE the sandbox, and its
 * working-tree code runs `git ls-files -s`, `-m`, `-o` (session binding/workingTree.ts,
 * treePrintIndex.ts, gitFacts.ts through `runGit`) with the repository's config as it is — only
 * hooks' hostDefinitions.ts passes `-c core.fsmonitor=false` ("so the repository's config names no
 * program for it to run"). `.git/config` lies inside the project, which the sandboxed agent may
 * write. So: the agent writes `[core] fsmonitor = <its script>`; the next PostToolUse Read hook or
 * MCP memorize runs the script as the user, unsandboxed — with the Cairn home in reach (a
 * sandbox-only home keeps the person's key unsealed: every person's act can then be signed, and
 * session records, observations and the store written). Protected sessions mean nothing.
 * Fix: every git call Cairn makes passes `-c core.fsmonitor=false` (and neither `core.hooksPath`,
 * filters nor `diff.external` can apply to the commands used: keep them to plumbing that runs no
 * configured program; `GIT_CONFIG_NOSYSTEM`/`GIT_CONFIG_GLOBAL` are the person's, the repository's
 * `.git/config` is the agent's) — one runner, a test that lists every git command Cairn runs.
 */
function repoWithFsmonitor(w: World): string {
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: w.project, env: { PATH: process.env.PATH, HOME: w.root } });
  git('add', 'README.md', '.gitignore');
  git('commit', '-qm', 'init');
  const marker = join(w.root, 'fsmonitor-ran');
  const script = join(w.project, '.git', 'agent-fsmonitor.sh');
  writeFileSync(script, `#!/bin/sh\necho "ran outside the sandbox: $*" >> '${marker}'\nexit 1\n`);
  chmodSync(script, 0o755);
  // What the sandboxed agent writes: the project's own git config (inside the project folder).
  git('config', 'core.fsmonitor', script);
  return marker;
}

describe('attack h53 C9: the repository’s git config runs a program in Cairn’s unsandboxed processes', () => {
  it('control: git itself runs the configured program for ls-files (the premise)', () => {
    const w = world();
    const marker = repoWithFsmonitor(w);
    spawnSync('git', ['ls-files', '-s'], { cwd: w.project, env: { PATH: process.env.PATH, HOME: w.root } });
    expect(existsSync(marker)).toBe(true);
  });

  // C9 (attack-h53): the PostToolUse hook of a Read ran it (fixed: runGit's GIT_NO_PROGRAMS).
  it('a PostToolUse Read hook runs no program the repository’s config names', () => {
    const w = world();
    const marker = repoWithFsmonitor(w);
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-c9' })).code).toBe(0);
    const r = w.hook(
      w.fixture('claude-code', 'PostToolUse-Read', {
        session_id: 'sess-c9',
        tool_input: { file_path: join(w.project, 'README.md') },
        tool_response: {
          type: 'text',
          file: {
            filePath: join(w.project, 'README.md'),
            content: readFileSync(join(w.project, 'README.md'), 'utf8'),
            numLines: 3,
            startLine: 1,
            totalLines: 3,
          },
        },
      }),
    );
    expect(r.code).toBe(0);
    expect(existsSync(marker) ? readFileSync(marker, 'utf8') : '').toBe('');
  });

  // C9 (attack-h53): the MCP server's write (working-tree index) ran it (fixed: runGit's GIT_NO_PROGRAMS).
  it('an MCP memorize runs no program the repository’s config names', async () => {
    const w = world();
    const marker = repoWithFsmonitor(w);
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-c9' })).code).toBe(0);
    await memorizeOverMcp(w, 'sess-c9', 'The harbour scheduler reloads berths.yaml every night at two.');
    expect(existsSync(marker) ? readFileSync(marker, 'utf8') : '').toBe('');
  });
});

/**
 * C9b: a setting of the pinned host that opens `.git/config` to the sandboxed agent keeps the
 * session PROTECTED. Claude Code 2.1.332 write-protects `.git/config` in its sandbox unless
 * `sandbox.filesystem.allowGitConfig` is true ("Allow writes to .git/config files (default: false).
 * Enables git remote URL updates while keeping .git/hooks protected." — the settings schema in the
 * pinned binary). Cairn's settings check reads only top-level keys and `sandbox.ripgrep`,
 * `bwrapPath`, `socatPath` (hooks settingsKeys.ts `settingsThatRun`): `allowGitConfig` is neither
 * known nor failed closed, so with it the agent may write `core.fsmonitor` while Cairn counts the
 * session protected, and C9 runs its program outside the sandbox with the home in reach.
 * Fix: C9's fix first; and every `sandbox.*` key Cairn does not know fails closed like a top-level
 * one (`unknown setting:sandbox.filesystem.allowGitConfig`), `allowGitConfig: true` named.
 */
const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
const INTERACTIVE = { CLAUDE_CODE_ENTRYPOINT: 'cli' };
type Session = { id: string; protected: boolean; reasons: string[] };
const sessionOf = (w: World, id: string): Session | undefined =>
  (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Session[] }).sessions.find((s) => s.id === id);

describe.skipIf(!hasTools)('attack h53 C9b: sandbox.filesystem.allowGitConfig keeps the session protected', () => {
  async function protectedWorld(): Promise<World> {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
    return w;
  }

  it('control: after setup, in the declared home, a session is protected', async () => {
    const w = await protectedWorld();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-c9b' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-c9b')?.protected).toBe(true);
  }, 300_000);

  // C9b (attack-h53): it was still protected (fixed: core protection names allowGitConfig; unknown sandbox keys fail closed).
  it('with sandbox.filesystem.allowGitConfig: true the session is not protected', async () => {
    const w = await protectedWorld();
    const file = join(w.project, '.claude', 'settings.local.json');
    const settings = JSON.parse(readFileSync(file, 'utf8')) as { sandbox: { filesystem?: Record<string, unknown> } };
    settings.sandbox.filesystem = { ...(settings.sandbox.filesystem ?? {}), allowGitConfig: true };
    writeFileSync(file, JSON.stringify(settings, null, 2));
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-c9b' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-c9b')?.protected).toBe(false);
  }, 300_000);
});
