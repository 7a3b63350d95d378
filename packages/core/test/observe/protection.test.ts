import { describe, expect, it } from 'vitest';
import {
  assessProtection,
  asTrusted,
  covers,
  NOT_SANDBOX_ONLY,
  NOT_UNDER_DECLARATION,
  type ProjectSettingsFacts,
  type ProtectionInput,
  protectionHolds,
  rulePath,
  type SettingsLayer,
} from '../../src/observe/protection.js';

const HOME = '/home/ana';
const CAIRN = '/home/ana/.cairn';
const good = {
  sandbox: {
    enabled: true,
    failIfUnavailable: true,
    allowUnsandboxedCommands: false,
    filesystem: { denyRead: ['//home/ana/.cairn'], denyWrite: ['~/.cairn/**', '//work/p/.claude', '//work/p/.mcp.json'] },
  },
  permissions: {
    deny: [
      'Read(//home/ana/.cairn/**)',
      'Edit(~/.cairn/**)',
      'Edit(//work/p/.claude/**)',
      'Edit(//work/p/.mcp.json)',
      'Edit(//work/p/**/.claude/**)',
      'Edit(~/.claude/skills/**)',
      'Edit(~/.claude/agents/**)',
      'Edit(~/.claude/commands/**)',
      'Edit(~/.claude/hooks/**)',
      'Edit(~/.claude/settings.json)',
      'Edit(//home/ana/.claude.json)',
    ],
  },
};
/** The host's definitions folders outside the project: the Edit tools must be denied them (issue #21). */
const HOST_DEFS = ['skills', 'agents', 'commands', 'hooks'].map((n) => `${HOME}/.claude/${n}`);
/** The host's own settings files outside the project: the Edit tools must be denied them (issue #16). */
const HOST_FILES = [`${HOME}/.claude/settings.json`, `${HOME}/.claude.json`];
/** The project the settings are for: its own settings files must be denied to the agent (issue #16). */
const PROJECT: ProjectSettingsFacts = { dir: '/work/p', links: [] };
const layer = (settings: unknown, scope: SettingsLayer['scope'] = 'local', dir = '/work/p/.claude'): SettingsLayer => ({ scope, dir, settings });
const verdict = (
  layers: SettingsLayer[],
  available = true,
  credentialFiles: string[] = [],
  home: { sandboxOnly: boolean; outsideSandbox: string[] } = { sandboxOnly: true, outsideSandbox: [] },
) =>
  assessProtection({
    layers,
    cairnHome: CAIRN,
    userHome: HOME,
    sandboxTools: available ? { available } : { available, detail: 'bwrap missing' },
    credentialFiles,
    projectSettings: PROJECT,
    hostSettingsFiles: HOST_FILES,
    hostDefinitionFolders: HOST_DEFS,
    ...home,
  });

/** The verdict on one settings file in a declared home where the sandbox runs, with `extra` over the defaults. */
const assessWith = (settings: unknown, extra: Partial<ProtectionInput> = {}) =>
  assessProtection({
    layers: [layer(settings)],
    cairnHome: CAIRN,
    userHome: HOME,
    sandboxTools: { available: true },
    credentialFiles: [],
    sandboxOnly: true,
    outsideSandbox: [],
    projectSettings: PROJECT,
    hostSettingsFiles: HOST_FILES,
    hostDefinitionFolders: HOST_DEFS,
    ...extra,
  });

describe('assessProtection', () => {
  it('protected with every setting, in one file or spread over scopes', () => {
    expect(verdict([layer(good)])).toEqual({ protected: true, reasons: [] });
    const { sandbox, permissions } = good;
    expect(verdict([layer({ sandbox }, 'user', `${HOME}/.claude`), layer({ permissions }, 'project')]).protected).toBe(true);
  });

  const without = (mutate: (s: typeof good) => void) => {
    const s = structuredClone(good);
    mutate(s);
    return verdict([layer(s)]);
  };
  it.each([
    [
      'sandbox off',
      (s: typeof good) => {
        s.sandbox.enabled = false as never;
      },
      'sandbox.enabled',
    ],
    [
      'no failIfUnavailable',
      (s: typeof good) => {
        delete (s.sandbox as Partial<typeof s.sandbox>).failIfUnavailable;
      },
      'failIfUnavailable',
    ],
    [
      'unsandboxed commands allowed',
      (s: typeof good) => {
        delete (s.sandbox as Partial<typeof s.sandbox>).allowUnsandboxedCommands;
      },
      'allowUnsandboxedCommands',
    ],
    ['excluded commands', (s: typeof good) => Object.assign(s.sandbox, { excludedCommands: ['docker'] }), 'excludedCommands'],
    [
      'home readable',
      (s: typeof good) => {
        s.sandbox.filesystem.denyRead = ['~/.ssh'];
      },
      'denyRead',
    ],
    [
      'home writable',
      (s: typeof good) => {
        s.sandbox.filesystem.denyWrite = ['//work/p/.claude', '//work/p/.mcp.json'];
      },
      'denyWrite does not cover the Cairn home',
    ],
    ['read re-allowed', (s: typeof good) => Object.assign(s.sandbox.filesystem, { allowRead: ['~/'] }), 'allowRead'],
    // attack h53 C9b: .git/config open to sandboxed commands (a program it names runs in git outside the sandbox)
    ['git config writable', (s: typeof good) => Object.assign(s.sandbox.filesystem, { allowGitConfig: true }), 'allowGitConfig is true'],
    ['weaker nested sandbox', (s: typeof good) => Object.assign(s.sandbox, { enableWeakerNestedSandbox: true }), 'enableWeakerNestedSandbox is true'],
    // attack h53b D8: the user's sockets (D-Bus, Docker) reachable from the sandbox
    ['every unix socket allowed', (s: typeof good) => Object.assign(s.sandbox, { network: { allowAllUnixSockets: true } }), 'allowAllUnixSockets is true'],
    [
      'a unix socket allowed',
      (s: typeof good) => Object.assign(s.sandbox, { network: { allowUnixSockets: ['/run/docker.sock'] } }),
      'allowUnixSockets lists 1',
    ],
    [
      'no Read rule',
      (s: typeof good) => {
        s.permissions.deny = ['Edit(~/.cairn/**)'];
      },
      'Read(',
    ],
    [
      'no Edit rule (a Write rule is never matched)',
      (s: typeof good) => {
        s.permissions.deny = ['Read(~/.cairn/**)', 'Write(~/.cairn/**)'];
      },
      'Edit(',
    ],
  ])('unprotected: %s', (_name, mutate, reason) => {
    const v = without(mutate);
    expect(v.protected).toBe(false);
    expect(v.reasons.join('\n')).toContain(reason);
  });

  it('a more authoritative scope wins for scalars: local turning the sandbox off beats user', () => {
    const v = verdict([layer(good, 'user', `${HOME}/.claude`), layer({ sandbox: { enabled: false } }, 'local')]);
    expect(v.protected).toBe(false);
    const m = verdict([
      layer({ sandbox: { enabled: true } }, 'managed', '/etc/claude-code'),
      layer({ ...good, sandbox: { ...good.sandbox, enabled: false } }, 'local'),
    ]);
    expect(m.protected).toBe(true);
  });

  it('unprotected when the sandbox cannot run, or a settings file cannot be read', () => {
    expect(verdict([layer(good)], false).reasons.join()).toContain('bwrap missing');
    expect(assessWith(good, { layers: [layer(good), { scope: 'user', dir: HOME, error: 'bad JSON' }] }).protected).toBe(false);
  });

  it("a person's credential file on this machine (a team-store client key) must be denied to the sandbox and the Read tool, and not re-allowed", () => {
    const key = '/home/ana/.postgresql/postgresql.key';
    const service = '/home/ana/.pg_service.conf';
    // The home alone is denied: the key is readable, so the session is not protected.
    const open = verdict([layer(good)], true, [key]);
    expect(open.protected).toBe(false);
    expect(open.reasons).toEqual([expect.stringContaining(`the agent may read ${key}`)]);
    const denied = structuredClone(good);
    denied.sandbox.filesystem.denyRead.push(`/${key}`, '~/.pg_service.conf');
    denied.permissions.deny.push(`Read(/${key})`);
    // The sandbox denies both files, but no Read(…) rule covers the service file.
    expect(verdict([layer(denied)], true, [key, service]).reasons).toEqual([expect.stringContaining(`the agent may read ${service}`)]);
    denied.permissions.deny.push('Read(~/.pg_service.conf)');
    expect(verdict([layer(denied)], true, [key, service])).toEqual({ protected: true, reasons: [] });
    // A folder rule covers what is in it.
    const folder = structuredClone(good);
    folder.sandbox.filesystem.denyRead.push('~/.postgresql/**');
    folder.permissions.deny.push('Read(~/.postgresql/**)');
    expect(verdict([layer(folder)], true, [key]).protected).toBe(true);
    // allowRead re-opening it (or a pattern that might) undoes the denial.
    const reopened = structuredClone(denied) as typeof denied & { sandbox: { filesystem: { allowRead?: string[] } } };
    reopened.sandbox.filesystem.allowRead = ['~/.postgresql'];
    expect(verdict([layer(reopened)], true, [key, service]).reasons).toEqual([expect.stringContaining(`the agent may read ${key}`)]);
  });

  it('a home the person has not declared sandbox-only holds no protected session (an agent could write its records, or pipe in a SessionStart)', () => {
    expect(verdict([layer(good)], true, [], { sandboxOnly: false, outsideSandbox: [] })).toEqual({ protected: false, reasons: [NOT_SANDBOX_ONLY] });
  });

  it('anything the settings run outside the sandbox (an MCP server, a hook) makes the session unprotected, named', () => {
    const v = verdict([layer(good)], true, [], { sandboxOnly: true, outsideSandbox: ['hook:sh', 'mcp:mail'] });
    expect(v.protected).toBe(false);
    expect(v.reasons).toEqual([expect.stringContaining('the settings run hook:sh, mcp:mail outside the sandbox')]);
    const many = verdict([layer(good)], true, [], { sandboxOnly: true, outsideSandbox: Array.from({ length: 64 }, (_, i) => `mcp:${'x'.repeat(190)}${i}`) });
    expect(many.reasons[0]).toContain('and 61 more');
    expect(many.reasons[0]?.length).toBeLessThanOrEqual(500);
  });

  it('a settings key or env name is a reason of its own, naming the file Claude Code reads it from and the fix (issue #21)', () => {
    const layers = [layer(good), layer({}, 'managed', '/etc/claude-code'), layer({}, 'user', `${HOME}/.claude`)];
    const v = verdict(layers, true, [], {
      sandboxOnly: true,
      outsideSandbox: ['env:LD_PRELOAD (local settings)', 'unknown setting:fooBar (managed settings)', 'setting:statusLine (user settings)', 'hook:sh'],
    });
    expect(v.protected).toBe(false);
    expect(v.reasons[0]).toMatch(/^env LD_PRELOAD in \/work\/p\/\.claude\/settings\.local\.json reaches every program the host starts/u);
    expect(v.reasons[1]).toMatch(/^fooBar in \/etc\/claude-code\/managed-settings\.json is a settings key Cairn does not know/u);
    expect(v.reasons[2]).toMatch(/^statusLine in \/home\/ana\/\.claude\/settings\.json runs or chooses code outside the sandbox/u);
    expect(v.reasons[3]).toContain('the settings run hook:sh outside the sandbox');
    const many = verdict([layer(good)], true, [], {
      sandboxOnly: true,
      outsideSandbox: Array.from({ length: 12 }, (_, i) => `unknown env:${'X'.repeat(300)}${i} (local settings)`),
    });
    expect(many.reasons).toHaveLength(9);
    expect(many.reasons.at(-1)).toContain('and 4 more settings keys');
    for (const r of many.reasons) expect(r.length).toBeLessThanOrEqual(500);
  });

  it('a skill, subagent or command file that runs code outside the sandbox is a reason of its own, naming the file, what it does and the fix (attack h50 A1)', () => {
    const v = verdict([layer(good)], true, [], {
      sandboxOnly: true,
      outsideSandbox: [
        'definition:.claude/skills/build/SKILL.md declares hooks',
        'definition:/home/ana/.claude/agents/reviewer.md declares MCP servers',
        'definition:.claude/agents/x.md cannot be checked (frontmatter is not valid YAML: BAD_INDENT)',
        'hook:sh',
      ],
    });
    expect(v.protected).toBe(false);
    expect(v.reasons[0]).toBe(
      '.claude/skills/build/SKILL.md declares hooks: the host runs them outside the sandbox while it is in use, where the agent can drive them to reach the Cairn home (remove the hooks field from its frontmatter, or the file, then start a new session)',
    );
    expect(v.reasons[1]).toMatch(
      /^\/home\/ana\/\.claude\/agents\/reviewer\.md declares MCP servers: .*\(name a server your settings define instead, or remove them, then start a new session\)$/u,
    );
    expect(v.reasons[2]).toMatch(
      /^\.claude\/agents\/x\.md cannot be checked \(frontmatter is not valid YAML: BAD_INDENT\), .*\(fail closed\): fix or remove it/u,
    );
    expect(v.reasons[3]).toContain('the settings run hook:sh outside the sandbox');
    expect(v.reasons).toHaveLength(4);
    const many = verdict([layer(good)], true, [], {
      sandboxOnly: true,
      outsideSandbox: Array.from({ length: 11 }, (_, i) => `definition:.claude/skills/${'s'.repeat(100)}${i}/SKILL.md declares hooks`),
    });
    expect(many.reasons).toHaveLength(9);
    expect(many.reasons.at(-1)).toContain('and 3 more skill, subagent or command files');
    for (const r of many.reasons) expect(r.length).toBeLessThanOrEqual(500);
  });

  it('a subagent that sets a permissionMode writing outside the project unasked is a reason naming the file, the mode and the fix; a nested .claude past its bounds likewise (h50 A1 leftovers)', () => {
    const v = verdict([layer(good)], true, [], {
      sandboxOnly: true,
      outsideSandbox: [
        'definition:packages/api/.claude/agents/fixer.md sets permissionMode bypassPermissions',
        'definition:the project’s nested .claude folders cannot be checked (over 20000 folders or 16 deep)',
      ],
    });
    expect(v.protected).toBe(false);
    expect(v.reasons).toEqual([
      "packages/api/.claude/agents/fixer.md sets permissionMode bypassPermissions: the subagent's Edit and Write tools may then change files outside the project without asking you, such as your own skills, whose hooks run outside the sandbox (remove the field or set it to default, then start a new session)",
      'the project is too large to look through for nested .claude folders (over 20000 folders or 16 deep), whose skills and subagents the host loads and whose hooks it runs outside the sandbox (fail closed): start Claude Code in a smaller folder',
    ]);
  });

  it("the project's own settings (.claude, .mcp.json) writable by the agent: unprotected, naming the files and the setting (issue #16)", () => {
    const v = (patch: { denyWrite?: string[]; deny?: string[] }, project = PROJECT) => {
      const s = structuredClone(good);
      if (patch.denyWrite) s.sandbox.filesystem.denyWrite = patch.denyWrite;
      if (patch.deny) s.permissions.deny = patch.deny;
      return assessWith(s, { projectSettings: project });
    };
    // The sandbox leaves the project's .claude folder writable: one reason, naming it and the setting.
    expect(v({ denyWrite: ['~/.cairn/**', '//work/p/.mcp.json'] }).reasons).toEqual([
      expect.stringMatching(/^sandbox\.filesystem\.denyWrite does not cover the project's \.claude: .*cairn setup claude-code/u),
    ]);
    // Denying only the settings files leaves the folder to be renamed away: not enough.
    expect(v({ denyWrite: ['~/.cairn/**', '//work/p/.claude/settings.json', '//work/p/.claude/settings.local.json'] }).reasons).toEqual([
      expect.stringContaining("does not cover the project's .claude and .mcp.json"),
    ]);
    // A rule relative to the settings file's folder (/work/p/.claude) counts: `/../.mcp.json`.
    expect(v({ denyWrite: ['~/.cairn/**', '//work/p/.claude', '/../.mcp.json'] }).protected).toBe(true);
    // No Edit rule for them: the Edit and Write tools (outside the sandbox) could change them.
    const hostRules = good.permissions.deny.slice(-7);
    expect(v({ deny: ['Read(//home/ana/.cairn/**)', 'Edit(~/.cairn/**)', 'Edit(//work/p/.mcp.json)', ...hostRules] }).reasons).toEqual([
      expect.stringContaining("permissions.deny has no Edit(…) rule covering the project's .claude/settings.json and .claude/settings.local.json"),
    ]);
    // Rules naming the project's real path count as well.
    expect(v({}, { dir: '/link/p', realDir: '/work/p', links: [] }).protected).toBe(true);
    expect(v({}, { dir: '/other', links: [] }).reasons).toHaveLength(3);
    // A symbolic link is the agent's to replace, whatever the rules deny.
    expect(v({}, { dir: '/work/p', links: ['.mcp.json'] }).reasons).toEqual([expect.stringContaining("the project's .mcp.json is a symbolic link")]);
  });

  it('a .claude folder below the project or a definitions folder of the user open to the Edit tools: unprotected, naming the rule to add (issue #21)', () => {
    const v = (drop: (r: string) => boolean, facts: ProjectSettingsFacts = PROJECT) => {
      const s = structuredClone(good);
      s.permissions.deny = s.permissions.deny.filter((r) => !drop(r));
      return assessWith(s, { projectSettings: facts });
    };
    expect(v((r) => r.includes('**/.claude')).reasons).toEqual([
      "permissions.deny has no Edit(…) rule covering the .claude folders below the project (Edit(//work/p/**/.claude/**)): the agent's Edit and Write tools could write a skill or subagent there that the host loads at once, with hooks that run outside the sandbox (run cairn setup claude-code again, which denies them, then start a new session)",
    ]);
    // The rule anchored above the project, at the home, or at the settings file's folder covers it too; one for another folder does not.
    const nested = (rule: string, facts: ProjectSettingsFacts = PROJECT) => {
      const s = structuredClone(good);
      s.permissions.deny = [...s.permissions.deny.filter((r) => !r.includes('**/.claude')), rule];
      return assessWith(s, { projectSettings: facts }).protected;
    };
    expect(nested('Edit(//work/**/.claude/**)')).toBe(true);
    expect(nested('Edit(//**/.claude/**)')).toBe(true);
    expect(nested('Edit(/../**/.claude/**)')).toBe(true); // the settings file's folder is /work/p/.claude
    expect(nested('Edit(//work/p/**)')).toBe(true);
    expect(nested('Edit(//work/other/**/.claude/**)')).toBe(false);
    expect(nested('Edit(//work/p/src/**/.claude/**)')).toBe(false);
    // Relative to the working folder (which Cairn cannot pin down), or a different tail: not counted.
    expect(nested('Edit(**/.claude/**)')).toBe(false);
    expect(nested('Edit(//work/p/**/.claude/skills/**)')).toBe(false);
    expect(nested('Edit(//work/p/*/.claude/**)')).toBe(false);
    // The project's real path counts.
    expect(nested('Edit(//real/p/**/.claude/**)', { dir: '/work/p', realDir: '/real/p', links: [] })).toBe(true);
    // The user's skills, subagents, commands and hook scripts: each needs a rule.
    expect(v((r) => r.startsWith('Edit(~/.claude/skills') || r.startsWith('Edit(~/.claude/hooks')).reasons).toEqual([
      `permissions.deny has no Edit(…) rule covering ${HOME}/.claude/skills, ${HOME}/.claude/hooks: the agent's Edit and Write tools could write a skill, subagent or command there that the host loads at once, with hooks that run outside the sandbox (run cairn setup claude-code again, which denies them, then start a new session)`,
    ]);
    const s = structuredClone(good);
    // One rule over the whole config folder covers them all.
    s.permissions.deny = [...s.permissions.deny.filter((r) => !r.startsWith('Edit(~/.claude/')), 'Edit(~/.claude/**)'];
    expect(assessWith(s).protected).toBe(true);
  });

  it("Cairn's own program within the agent's reach: unprotected, with the adapter's words", () => {
    const v = assessWith(good, { cairnWithinReach: 'Cairn’s own program (installed in /opt/cairn) is where the sandboxed agent may write' });
    expect(v).toEqual({ protected: false, reasons: ['Cairn’s own program (installed in /opt/cairn) is where the sandboxed agent may write'] });
  });

  it("the host's own settings outside the project (the user's settings.json, ~/.claude.json) open to the Edit tools or the sandbox: unprotected (issue #16)", () => {
    const v = (deny: string[], reach?: string) => {
      const s = structuredClone(good);
      s.permissions.deny = deny;
      return assessWith(s, reach !== undefined ? { hostSettingsWithinReach: reach } : {});
    };
    const base = good.permissions.deny.slice(0, -2);
    // (base keeps the definitions folders' rules: only the two settings files are missing)
    expect(v(base).reasons).toEqual([
      `permissions.deny has no Edit(…) rule covering ${HOME}/.claude/settings.json and ${HOME}/.claude.json: the agent's Edit and Write tools could add a hook or MCP server there, or turn the sandbox off (run cairn setup claude-code again, which denies them, then start a new session)`,
    ]);
    expect(v([...base, 'Edit(~/.claude/**)']).reasons).toEqual([expect.stringContaining(`covering ${HOME}/.claude.json:`)]);
    // A rule over the whole user home covers both.
    expect(v([...base, 'Edit(~/**)']).protected).toBe(true);
    // The sandbox may write where a settings file is (the adapter says which and why).
    expect(v(good.permissions.deny, 'the sandboxed agent may write ~/.claude.json').reasons).toEqual(['the sandboxed agent may write ~/.claude.json']);
  });

  it('nothing at all is unprotected with a reason per missing protection', () => {
    const v = verdict([]);
    expect(v.protected).toBe(false);
    expect(v.reasons.length).toBeGreaterThanOrEqual(7);
  });
});

describe('a session record read as a reader trusts it', () => {
  const record = (p: boolean, sandboxOnly?: string) => ({ protected: p, reasons: [], ...(sandboxOnly !== undefined ? { sandboxOnly } : {}) });
  it('protected only when recorded so under the home’s current sandbox-only declaration', () => {
    expect(protectionHolds(record(true, 'n1'), 'n1')).toBe(true);
    expect(protectionHolds(record(true, 'n1'), undefined)).toBe(false);
    expect(protectionHolds(record(true), 'n1')).toBe(false);
    expect(protectionHolds(record(true, 'n0'), 'n1')).toBe(false);
    expect(protectionHolds(record(false, 'n1'), 'n1')).toBe(false);
  });
  it('shown unprotected with the reason when it does not hold; unchanged otherwise', () => {
    expect(asTrusted(record(true, 'n1'), undefined)).toEqual({ protected: false, reasons: [NOT_SANDBOX_ONLY], sandboxOnly: 'n1' });
    expect(asTrusted(record(true, 'n0'), 'n1')).toEqual({ protected: false, reasons: [NOT_UNDER_DECLARATION], sandboxOnly: 'n0' });
    expect(asTrusted(record(true, 'n1'), 'n1')).toEqual(record(true, 'n1'));
    expect(asTrusted({ protected: false, reasons: ['x'] }, undefined)).toEqual({ protected: false, reasons: ['x'] });
  });
});

describe('rule paths', () => {
  it('resolves the documented prefixes', () => {
    expect(rulePath('//home/ana/.cairn/**', '/x', HOME)).toBe('/home/ana/.cairn');
    expect(rulePath('~/.cairn', '/x', HOME)).toBe('/home/ana/.cairn');
    expect(rulePath('/data', '/home/ana/.claude', HOME)).toBe('/home/ana/.claude/data');
    expect(rulePath('./local', '/x', HOME)).toBeUndefined();
    expect(rulePath('~/**/*.key', '/x', HOME)).toBeUndefined();
    expect(rulePath('//**', '/x', HOME)).toBe('/');
    // `/**` is the settings file's folder and `**` the working folder's subtree: never the root.
    expect(rulePath('/**', '/home/ana/.claude', HOME)).toBe('/home/ana/.claude');
    expect(rulePath('**', '/x', HOME)).toBeUndefined();
    expect(rulePath('', '/x', HOME)).toBeUndefined();
  });
  it('covers a folder and its subtree only', () => {
    expect(covers('/home/ana/.cairn', CAIRN)).toBe(true);
    expect(covers('/home/ana', CAIRN)).toBe(true);
    expect(covers('/home/ana/.cair', CAIRN)).toBe(false);
    expect(covers('/', CAIRN)).toBe(true);
  });
});
