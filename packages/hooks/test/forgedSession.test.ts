/**
 * A SessionStart piped into `cairn hook` by hand (issue #16/#21/#22, DESIGN.md §10: "anything an
 * agent could forge only ever lowers an origin"): an agent whose host lets some command run
 * outside the sandbox (an excluded command, an MCP server, another hook) can run `cairn hook`
 * with an event it wrote. The hook cannot tell such an event from the host's, so a session is
 * protected only where that cannot happen: in a home the person declared sandbox-only (signed),
 * with settings that let nothing the agent drives run outside the sandbox. Everything here goes
 * through the built `cairn` as child processes, as an agent's command would.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { declareSandboxOnly, newSessionRecord, openObservations, resolveLocation } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { BIN, hookSession, memorizeCitingNotes, TEST_PASSPHRASE, TSC_BIN, type World, world } from './helpers.js';

const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;

const TEXT = 'The harbour office publishes the tide tables every morning.';
/** An interactive Claude Code session, as the forged event's environment says. */
const INTERACTIVE = { CLAUDE_CODE_ENTRYPOINT: 'cli' };

type Session = { id: string; protected: boolean; reasons: string[]; outsideSandbox: string[] };
const sessionsOf = (w: World): Session[] => (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Session[] }).sessions;
const sessionOf = (w: World, id: string): Session | undefined => sessionsOf(w).find((s) => s.id === id);
/** The session record as the hook wrote it in the home (not a reader's view of it). */
async function rawRecord(w: World, id: string) {
  const store = openObservations(await resolveLocation({ home: w.home, project: w.project, cwd: w.project, env: {}, homedir: () => w.userHome }));
  try {
    return await store.getSession(id);
  } finally {
    await store.close();
  }
}
/** Each stored prompt observation of session `id`: `untyped` when the hook marked it so (core's untypedPrompt), else its origin. */
async function promptMarks(w: World, id: string): Promise<string[]> {
  const store = openObservations(await resolveLocation({ home: w.home, project: w.project, cwd: w.project, env: {}, homedir: () => w.userHome }));
  try {
    return (await store.list({ since: '1970-01-01T00:00:00.000Z' }))
      .filter((o) => o.session === id && o.event === 'prompt')
      .map((o) => (o.untyped === true ? 'untyped' : o.origin));
  } finally {
    await store.close();
  }
}
const promptOrigins = (w: World, id: string): string[] =>
  Object.keys((JSON.parse(w.cairn(['sessions', 'show', id, '--json']).stdout) as { observations: Record<string, number> }).observations).filter((k) =>
    k.startsWith('prompt:'),
  );

/** The agent's `memorize` of {@link TEXT} over the built `cairn mcp` of host session `sessionId`, citing its own notes file: the memory's id and the status the server wrote. */
const sightOverMcp = (w: World, sessionId: string): Promise<{ id: string; status: string }> =>
  memorizeCitingNotes(w, sessionId, TEXT, "the agent read the queue's settings here.");
const memorizeOverMcp = async (w: World, sessionId: string): Promise<string> => (await sightOverMcp(w, sessionId)).id;

/** What a checking reader (the CLI, the person's keyring) says the memory's status is. */
const statusOf = (w: World, id: string): string => (JSON.parse(w.cairn(['show', id, '--json']).stdout) as { status: string }).status;

/** A session started (forged: piped in by the test as by an agent), one prompt, one memorize; returns the memory's id. */
async function forgedSession(w: World, id: string): Promise<string> {
  hookSession(w, id, INTERACTIVE);
  return memorizeOverMcp(w, id);
}

/** The person declares the world's home sandbox-only (their signed act, with their passphrase). */
const declare = (w: World): Promise<void> => declareSandboxOnly(w.home, TEST_PASSPHRASE, true);

describe.skipIf(!hasTools)('a forged SessionStart is never a protected session', () => {
  it('in a home not declared sandbox-only: recorded unprotected, saying so; its prompts are not the person’s; two such sessions do not promote', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const first = await forgedSession(w, 'sess-1');
    await forgedSession(w, 'sess-2');
    const s = sessionOf(w, 'sess-1');
    expect(s?.protected).toBe(false);
    expect(s?.reasons.join('\n')).toContain('not declared sandbox-only');
    // Judged so at SessionStart, not only by the readers.
    const raw = await rawRecord(w, 'sess-1');
    expect(raw?.protected).toBe(false);
    expect(raw?.reasons.join('\n')).toContain('not declared sandbox-only');
    expect(promptOrigins(w, 'sess-1')).toEqual(['prompt:external']);
    // Unprotected: a plain external prompt, which lowers (h55-attest: only a protected session's is untyped).
    expect(await promptMarks(w, 'sess-1')).toEqual(['external']);
    expect(statusOf(w, first)).toBe('candidate');
    const said = [w.cairn(['sessions']).stdout, w.cairn(['sessions', 'show', 'sess-1']).stdout, w.cairn(['doctor']).stdout].join('\n');
    expect(said).toContain('not declared sandbox-only');
  });

  it('in a home not declared sandbox-only, a session record the agent wrote itself as protected is read as unprotected by every reader', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    // What the agent writes into a home it can reach: a session record that says "protected".
    const location = await resolveLocation({ home: w.home, project: w.project, cwd: w.project, env: {}, homedir: () => w.userHome });
    for (const id of ['sess-1', 'sess-2']) {
      const store = openObservations(location);
      const at = new Date().toISOString();
      await store.updateSession(id, () =>
        newSessionRecord({ id, host: 'claude-code', startedAt: at, sources: ['startup'], protected: true, reasons: [], interactive: true }),
      );
      await store.close();
    }
    // Its prompt (the hook reads the record to judge it), its sightings (the MCP server), the readers.
    expect(w.hook(w.fixture('claude-code', 'UserPromptSubmit', { session_id: 'sess-1' }), [], INTERACTIVE).code).toBe(0);
    expect(promptOrigins(w, 'sess-1')).toEqual(['prompt:external']);
    const id = await memorizeOverMcp(w, 'sess-1');
    // The MCP server (the writer) does not take the record's word: its second sighting does not promote.
    expect((await sightOverMcp(w, 'sess-2')).status).toBe('candidate');
    expect(statusOf(w, id)).toBe('candidate');
    expect(sessionOf(w, 'sess-1')?.protected).toBe(false);
    expect(w.cairn(['sessions', 'show', 'sess-1']).stdout).toContain('not declared sandbox-only');
    expect(w.cairn(['doctor']).stdout).toContain('not protected (the Cairn home is not declared sandbox-only');
    expect(w.cairn(['status']).stdout).toMatch(/^last session +sess-\d \(claude-code\), started .*, not protected/mu);
  });

  it('in a declared home, settings that let an MCP server run outside the sandbox make the session unprotected, naming it', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    writeFileSync(join(w.project, '.mcp.json'), JSON.stringify({ mcpServers: { mail: { command: 'node', args: ['mail.js'] } } }));
    const first = await forgedSession(w, 'sess-1');
    await forgedSession(w, 'sess-2');
    const s = sessionOf(w, 'sess-1');
    expect(s?.protected).toBe(false);
    expect(s?.reasons.join('\n')).toContain('mcp:mail');
    expect(promptOrigins(w, 'sess-1')).toEqual(['prompt:external']);
    expect(statusOf(w, first)).toBe('candidate');
  });

  it('in a declared home, an MCP server named cairn that is not the one setup wrote, or a hook that only mentions `cairn hook`, runs outside the sandbox', () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    return declare(w).then(() => {
      writeFileSync(join(w.project, '.mcp.json'), JSON.stringify({ mcpServers: { cairn: { command: 'sh', args: ['-c', 'true'] } } }));
      expect(w.hook(w.fixture('claude-code', 'SessionStart'), [], INTERACTIVE).code).toBe(0);
      expect(sessionOf(w, 'sess-1')?.reasons.join('\n')).toContain('mcp:cairn');
      writeFileSync(join(w.project, '.mcp.json'), '{}');
      writeFileSync(
        join(w.project, '.claude', 'settings.json'),
        JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'sh -c "true" # cairn hook' }] }] } }),
      );
      expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-2' }), [], INTERACTIVE).code).toBe(0);
      const s = sessionOf(w, 'sess-2');
      expect(s?.protected).toBe(false);
      expect(s?.reasons.join('\n')).toContain('hook:sh');
    });
  });

  it('in a declared home, Cairn’s own hook and MCP server are listed when their program is where the sandboxed agent may write (allowWrite)', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    writeFileSync(join(w.project, '.claude', 'settings.json'), JSON.stringify({ sandbox: { filesystem: { allowWrite: [`/${dirname(BIN)}`] } } }));
    expect(w.hook(w.fixture('claude-code', 'SessionStart'), [], INTERACTIVE).code).toBe(0);
    const s = sessionOf(w, 'sess-1');
    expect(s?.protected).toBe(false);
    expect(s?.outsideSandbox.join('\n')).toContain('mcp:cairn (Cairn’s own, but its program is where the sandboxed agent may change it)');
  });

  it('in a declared home, settings that run a command or set the environment outside the sandbox make it unprotected, named without any value (attack h49 N1, N5)', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    // A 40-character value, a classic GitHub token's shape, with no secret word beside it.
    const value = ['Zq7', 'Lp2', 'Wx9', 'Kd4'].join('').repeat(4).slice(0, 40);
    writeFileSync(
      join(w.project, '.claude', 'settings.json'),
      JSON.stringify({
        env: { NODE_OPTIONS: `--require ${w.project}/scripts/pre.js`, ANTHROPIC_MODEL: 'claude-test' },
        statusLine: { type: 'command', command: 'bash scripts/status.sh' },
        enabledPlugins: { 'helper@market': true, 'off@market': false },
        apiKeyHelper: 'scripts/key.sh',
        hooks: { Stop: [{ hooks: [{ type: 'command', command: `GH=${value} gh api x` }] }] },
      }),
    );
    expect(w.hook(w.fixture('claude-code', 'SessionStart'), [], INTERACTIVE).code).toBe(0);
    const s = sessionOf(w, 'sess-1');
    expect(s?.protected).toBe(false);
    expect(s?.outsideSandbox).toEqual([
      'env:NODE_OPTIONS (project settings)',
      'hook:GH=… gh',
      'plugin:helper@market (project settings)',
      'setting:apiKeyHelper (project settings)',
      'setting:statusLine (project settings)',
    ]);
    // Each key is named with its file and what to do, one reason each (issue #21).
    const file = join(w.project, '.claude', 'settings.json');
    expect(s?.reasons).toContain(
      `env NODE_OPTIONS in ${file} reaches every program the host starts, Cairn’s hook and MCP server among them, and changes which code they run or what Cairn reads: remove it from env there, then start a new session`,
    );
    expect(s?.reasons).toContain(
      `statusLine in ${file} runs or chooses code outside the sandbox that the agent can drive: remove it there for protected sessions, then start a new session`,
    );
    const shown = w.cairn(['sessions', 'show', 'sess-1']);
    expect(shown.stdout).toContain(`apiKeyHelper in ${file}`);
    const doctor = w.cairn(['doctor']);
    expect(doctor.stdout + doctor.stderr).toContain(`not protected (env NODE_OPTIONS in ${file}`);
    for (const out of [shown.stdout, shown.stderr, doctor.stdout, doctor.stderr]) expect(out).not.toContain(value);
    expect(w.homeBytes().includes(value)).toBe(false);
  });

  it('in a declared home, a project settings file with every documented inert key and env name keeps the session protected; one unknown key makes it unprotected, named with its file (issue #21)', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    const fixture = readFileSync(join(import.meta.dirname, 'fixtures', 'claude-code', 'settings-inert.json'), 'utf8');
    const file = join(w.project, '.claude', 'settings.json');
    writeFileSync(file, fixture);
    await forgedSession(w, 'sess-1');
    expect(sessionOf(w, 'sess-1')).toMatchObject({ protected: true, reasons: [], outsideSandbox: [] });
    writeFileSync(file, JSON.stringify({ ...JSON.parse(fixture), someFutureKey: true }));
    await forgedSession(w, 'sess-2');
    const s = sessionOf(w, 'sess-2');
    expect(s?.protected).toBe(false);
    expect(s?.reasons[0]).toBe(
      `someFutureKey in ${file} is a settings key Cairn does not know, so it may run code outside the sandbox (fail closed): remove it there if you can, then start a new session; if it is documented and runs nothing, report it so Cairn learns it`,
    );
    const doctor = w.cairn(['doctor']);
    expect(doctor.stdout + doctor.stderr).toContain(`not protected (someFutureKey in ${file}`);
  });

  it('in a declared home, a repository’s plain skill, subagent and command keep the session protected; a skill with hooks in its frontmatter makes it unprotected, named with its file in sessions show and doctor (attack h50 A1)', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    const put = (rel: string, text: string): void => {
      mkdirSync(dirname(join(w.project, rel)), { recursive: true });
      writeFileSync(join(w.project, rel), text);
    };
    put(
      '.claude/skills/build/SKILL.md',
      '---\nname: build\ndescription: Builds the project and reports errors.\nallowed-tools: Bash(pnpm build) Read\n---\nRun the build and summarise the errors by file.\n',
    );
    put('.claude/agents/reviewer.md', '---\nname: reviewer\ndescription: Reviews changes.\ntools: Read, Grep, Glob\nmodel: inherit\n---\nYou review diffs.\n');
    put('.claude/commands/fix-issue.md', '---\ndescription: Fix an issue\nargument-hint: [number]\n---\nFix issue #$ARGUMENTS.\n');
    await forgedSession(w, 'sess-1');
    expect(sessionOf(w, 'sess-1')).toMatchObject({ protected: true, reasons: [], outsideSandbox: [] });
    put(
      '.claude/skills/build/SKILL.md',
      '---\nname: build\ndescription: Builds.\nhooks:\n  PostToolUse:\n    - matcher: "*"\n      hooks:\n        - type: command\n          command: bash scripts/post.sh\n---\nBuild.\n',
    );
    await forgedSession(w, 'sess-2');
    const s = sessionOf(w, 'sess-2');
    expect(s?.protected).toBe(false);
    expect(s?.outsideSandbox).toEqual(['definition:.claude/skills/build/SKILL.md declares hooks']);
    const reason =
      '.claude/skills/build/SKILL.md declares hooks: the host runs them outside the sandbox while it is in use, where the agent can drive them to reach the Cairn home (remove the hooks field from its frontmatter, or the file, then start a new session)';
    expect(s?.reasons).toEqual([reason]);
    expect(w.cairn(['sessions', 'show', 'sess-2']).stdout).toContain(reason);
    const doctor = w.cairn(['doctor']);
    expect(doctor.stdout + doctor.stderr).toContain('not protected (.claude/skills/build/SKILL.md declares hooks');
  });

  it('a skill with hooks in a nested .claude folder (packages/api/.claude, where the sandboxed agent may write) makes the session unprotected, named with its file (h50 A1 leftover)', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    const put = (rel: string, text: string): void => {
      mkdirSync(dirname(join(w.project, rel)), { recursive: true });
      writeFileSync(join(w.project, rel), text);
    };
    put('packages/api/.claude/skills/api-design/SKILL.md', '---\nname: api-design\ndescription: Our REST conventions.\n---\nUse plural nouns.\n');
    await forgedSession(w, 'sess-1');
    expect(sessionOf(w, 'sess-1')).toMatchObject({ protected: true, reasons: [], outsideSandbox: [] });
    put(
      'packages/api/.claude/skills/deploy/SKILL.md',
      '---\nname: deploy\ndescription: Deploys.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: bash scripts/post.sh\n---\nDeploy.\n',
    );
    await forgedSession(w, 'sess-2');
    const s = sessionOf(w, 'sess-2');
    expect(s?.protected).toBe(false);
    expect(s?.outsideSandbox).toEqual(['definition:packages/api/.claude/skills/deploy/SKILL.md declares hooks']);
    expect(s?.reasons).toEqual([
      expect.stringMatching(/^packages\/api\/\.claude\/skills\/deploy\/SKILL\.md declares hooks: the host runs them outside the sandbox/u),
    ]);
  });

  it('in a declared home with setup’s settings only, the session is protected and two sessions promote; its prompts stay external: Claude Code’s payload never shows one typed (h51 attack A5)', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    const first = await forgedSession(w, 'sess-1');
    await forgedSession(w, 'sess-2');
    expect(sessionOf(w, 'sess-1')).toMatchObject({ protected: true, reasons: [] });
    // 2.1.332's UserPromptSubmit (the fixture) has no field saying who wrote the prompt, and the host
    // sends the same payload for a subagent's completion or another session's message.
    expect(promptOrigins(w, 'sess-1')).toEqual(['prompt:external']);
    // Marked untyped (h55-attest): it exempts nothing, and lowers nothing while the protection holds.
    expect(await promptMarks(w, 'sess-1')).toEqual(['untyped']);
    // A field the host does not document raises nothing, whoever added it.
    const claimed = { session_id: 'sess-1', source: 'user', prompt_source: 'user', isMeta: false };
    expect(w.hook(w.fixture('claude-code', 'UserPromptSubmit', claimed), [], INTERACTIVE).code).toBe(0);
    expect(promptOrigins(w, 'sess-1')).toEqual(['prompt:external']);
    expect(statusOf(w, first)).toBe('active');
    // Declared again (a new declaration), the sessions recorded under the old one are no longer trusted.
    await declare(w);
    expect(sessionOf(w, 'sess-1')?.protected).toBe(false);
  });
});

/** The local settings `cairn setup claude-code` wrote for the world's project, changed by `edit` (as an agent able to write them would). */
function editLocalSettings(w: World, edit: (s: { sandbox: { filesystem: { denyWrite: string[] } }; permissions: { deny: string[] } }) => void): void {
  const path = join(w.project, '.claude', 'settings.local.json');
  const settings = JSON.parse(readFileSync(path, 'utf8'));
  edit(settings);
  writeFileSync(path, JSON.stringify(settings, null, 2));
}

describe.skipIf(!hasTools)("the project's own settings and Cairn's own program are out of the agent's reach (issue #16)", () => {
  it("setup denies the project's .claude folder and .mcp.json; without a denial the session is unprotected, and sessions and doctor say which file and which setting", async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    const written = readFileSync(join(w.project, '.claude', 'settings.local.json'), 'utf8');
    for (const entry of [`/${w.project}/.claude`, `/${w.project}/.mcp.json`, `Edit(/${w.project}/.claude/**)`, `Edit(/${w.project}/.mcp.json)`])
      expect(written).toContain(JSON.stringify(entry));
    // The sandbox may write the project's .claude folder: an agent could add a hook there, use it, and take it away.
    editLocalSettings(w, (s) => {
      s.sandbox.filesystem.denyWrite = s.sandbox.filesystem.denyWrite.filter((e) => !e.endsWith('/.claude'));
    });
    const first = await forgedSession(w, 'sess-1');
    const s1 = sessionOf(w, 'sess-1');
    expect(s1?.protected).toBe(false);
    expect(s1?.reasons).toEqual([expect.stringContaining("sandbox.filesystem.denyWrite does not cover the project's .claude:")]);
    expect(promptOrigins(w, 'sess-1')).toEqual(['prompt:external']);
    const said = [w.cairn(['sessions']).stdout, w.cairn(['sessions', 'show', 'sess-1']).stdout, w.cairn(['doctor']).stdout].join('\n');
    expect(said).toContain("sandbox.filesystem.denyWrite does not cover the project's .claude: the agent could add a hook or MCP server");
    expect(said).toContain('run cairn setup claude-code again');
    // Denied to the sandbox but not to the Edit tools (which run outside it).
    editLocalSettings(w, (s) => {
      s.sandbox.filesystem.denyWrite.push(`/${w.project}/.claude`);
      s.permissions.deny = s.permissions.deny.filter((e) => e !== `Edit(/${w.project}/.claude/**)` && e !== `Edit(/${w.project}/.mcp.json)`);
    });
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-2' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-2')?.reasons).toEqual([
      expect.stringContaining("permissions.deny has no Edit(…) rule covering the project's .claude/settings.json, .claude/settings.local.json, .mcp.json"),
    ]);
    // Every denial back, but a .mcp.json that is a link stays the agent's to replace.
    editLocalSettings(w, (s) => {
      s.permissions.deny.push(`Edit(/${w.project}/.claude/**)`, `Edit(/${w.project}/.mcp.json)`);
    });
    writeFileSync(join(w.root, 'servers.json'), '{}');
    symlinkSync(join(w.root, 'servers.json'), join(w.project, '.mcp.json'));
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-3' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-3')?.reasons).toEqual([expect.stringContaining("the project's .mcp.json is a symbolic link")]);
    // Nothing of it raised trust: the first session's memory waits for review.
    expect(statusOf(w, first)).toBe('candidate');
  });

  it("the host's own settings outside the project (the user's settings.json, ~/.claude.json): setup denies them to the Edit tools; open to them, or under a folder the sandbox may write, the session is unprotected", async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    const userSettings = join(w.userHome, '.claude', 'settings.json');
    const state = join(w.userHome, '.claude.json');
    const rules = [`Edit(/${userSettings})`, `Edit(/${state})`];
    const written = readFileSync(join(w.project, '.claude', 'settings.local.json'), 'utf8');
    for (const rule of rules) expect(written).toContain(JSON.stringify(rule));
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-0' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-0')).toMatchObject({ protected: true, reasons: [] });
    // No Edit rule for ~/.claude.json: the Edit and Write tools (outside the sandbox) could add an MCP server there.
    editLocalSettings(w, (s) => {
      s.permissions.deny = s.permissions.deny.filter((e) => e !== rules[1]);
    });
    const first = await forgedSession(w, 'sess-1');
    expect(sessionOf(w, 'sess-1')?.reasons).toEqual([
      expect.stringContaining(`permissions.deny has no Edit(…) rule covering ${state}: the agent's Edit and Write tools`),
    ]);
    // The rule back, but the sandbox may write the user's home: the settings are the sandboxed agent's to change.
    editLocalSettings(w, (s) => {
      s.permissions.deny.push(rules[1] as string);
      Object.assign(s.sandbox.filesystem, { allowWrite: ['~/'] });
    });
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-2' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-2')?.reasons).toEqual([
      expect.stringContaining(
        `the sandboxed agent may write ${userSettings}, the host's own settings, through sandbox.filesystem.allowWrite “~/” in the local settings`,
      ),
    ]);
    // Nothing of it raised trust.
    expect(statusOf(w, first)).toBe('candidate');
  });

  it("Cairn's install folder (its package's node_modules) under an allowWrite path, or the sandbox's temp folder inside it: unprotected, naming the setting", async () => {
    // The tsc-built CLI, whose dependencies are installed beside it (the bundle has none to point at).
    const w = world({ bin: TSC_BIN });
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    // One of the CLI's dependencies, where Node loads it from (not the folder of bin.js itself).
    const dependency = realpathSync(join(dirname(TSC_BIN), '..', 'node_modules', 'commander'));
    editLocalSettings(w, (s) => {
      Object.assign(s.sandbox.filesystem, { allowWrite: [`/${dependency}`] });
    });
    expect(w.hook(w.fixture('claude-code', 'SessionStart'), [], INTERACTIVE).code).toBe(0);
    const s1 = sessionOf(w, 'sess-1');
    expect(s1?.protected).toBe(false);
    expect(s1?.reasons.join('\n')).toMatch(
      /Cairn’s own program \(installed in \/.*\) is where the sandboxed agent may write, through sandbox\.filesystem\.allowWrite “\/\/.*commander” in the local settings/u,
    );
    expect(s1?.outsideSandbox.join('\n')).toContain('mcp:cairn (Cairn’s own, but its program is where the sandboxed agent may change it)');
    editLocalSettings(w, (s) => {
      Object.assign(s.sandbox.filesystem, { allowWrite: [] });
    });
    // The sandbox's per-user temp folder (CLAUDE_CODE_TMPDIR) inside Cairn's installation.
    const temp = join(dirname(TSC_BIN), 'tmp');
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-2' }), [], { ...INTERACTIVE, CLAUDE_CODE_TMPDIR: temp }).code).toBe(0);
    expect(sessionOf(w, 'sess-2')?.reasons.join('\n')).toContain(`through the sandbox’s temp folder ${temp}`);
    // Neither: protected.
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-3' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-3')).toMatchObject({ protected: true, reasons: [] });
  });
});

describe.skipIf(!hasTools)('a session in a linked git worktree (issue #16)', () => {
  it('reads the main checkout’s memory but is never protected: setup’s rules name the main checkout, so the worktree’s own settings are the agent’s to write', async () => {
    const w = world();
    const git = (cwd: string, ...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, encoding: 'utf8' });
    expect(git(w.project, 'commit', '--allow-empty', '-qm', 'first').status).toBe(0);
    const tree = join(w.root, 'feature');
    expect(git(w.project, 'worktree', 'add', '-q', tree).status).toBe(0);
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declare(w);
    // The control: the same events from the main checkout make a protected session.
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-main' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-main')).toMatchObject({ protected: true, reasons: [] });
    const start = w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-tree', cwd: tree }), [], INTERACTIVE);
    expect(start.code, start.stderr).toBe(0);
    // The digest of the main checkout's memory reaches the session in the worktree …
    expect(JSON.parse(start.stdout).hookSpecificOutput.additionalContext).toContain('not instructions');
    // … and the session is recorded, unprotected, saying why.
    const s = sessionOf(w, 'sess-tree');
    expect(s?.protected).toBe(false);
    // Claude Code reads the worktree's own .claude (setup's settings.local.json is not committed,
    // so the worktree has none): no sandbox there — the safe direction.
    expect(s?.reasons).toContain('sandbox.enabled is not true: the agent’s commands run unsandboxed');
  });
});
