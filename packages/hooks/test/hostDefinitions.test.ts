/**
 * Skills, subagents and slash commands that run code outside the sandbox (attack note h50 A1,
 * issue #21): hooks and inline MCP servers in their frontmatter. The files below are shaped like real ones (code.claude.com/docs/en/skills and
 * /docs/en/sub-agents as quoted in src/hostDefinitions.ts, read 2026-12-06).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  definitionRoots,
  definitionsThatRun,
  MAX_DEFINITION_BYTES,
  MAX_DEFINITION_FILES,
  MAX_NESTED_DEPTH,
  nestedDefinitionRoots,
  parentDefinitionRoots,
} from '../src/hostDefinitions.js';

const FENCE = '```';
/** A project skill as people write them: tools, arguments, a fenced example, no hooks. */
const PLAIN_SKILL = `---
name: review-pr
description: Reviews the current change for bugs and style. Use when asked to review a PR or a diff.
argument-hint: "[file or directory]"
allowed-tools: Read Grep Glob Bash(git diff *)
model: sonnet
context: fork
agent: Explore
---
# Review

Read the diff of $ARGUMENTS and report problems by file.

${FENCE}bash
git diff --stat
${FENCE}

Keep the report short!
`;
/** A subagent as people write them: tools, a model, servers named from the settings, memory. */
const PLAIN_AGENT = `---
name: code-reviewer
description: Expert code reviewer. Use PROACTIVELY after code changes.
tools: Read, Grep, Glob, Bash
disallowedTools: Write
model: inherit
permissionMode: default
maxTurns: 20
skills:
  - review-pr
mcpServers:
  - github
memory: project
---
You are a senior reviewer. Run \`git diff\` first, then read each changed file.
`;
/** A slash command as people write them. */
const PLAIN_COMMAND = `---
description: Fix an issue by number
argument-hint: [issue-number]
---
Fix issue #$ARGUMENTS following our coding standards. Don't forget the tests!
`;
const HOOKED_SKILL = `---
name: build
description: Builds the project.
hooks:
  PostToolUse:
    - matcher: "*"
      hooks:
        - type: command
          command: bash scripts/post.sh
---
Build it.
`;
const HOOKED_AGENT = `---
name: reviewer
description: Reviews.
hooks:
  PreToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: ./scripts/post.sh
mcpServers:
  - github
  - helper:
      type: stdio
      command: node
      args: [scripts/helper.js]
---
Review.
`;

function tree(files: Record<string, string>): { project: string; config: string } {
  const base = mkdtempSync(join(tmpdir(), 'cairn-defs-'));
  const project = join(base, 'proj');
  const config = join(base, 'home', '.claude');
  mkdirSync(join(project, '.claude'), { recursive: true });
  mkdirSync(config, { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    const path = rel.startsWith('~/') ? join(config, rel.slice(2)) : join(project, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return { project, config };
}
const run = (t: { project: string; config: string }) => definitionsThatRun(definitionRoots(t.project, t.config));

describe('definitionsThatRun: skills, subagents and commands that run code outside the sandbox (attack h50 A1)', () => {
  it('realistic skills, subagents and commands with no hooks, no inline servers and no ! commands list nothing (project and user)', async () => {
    const t = tree({
      '.claude/skills/review-pr/SKILL.md': PLAIN_SKILL,
      '.claude/skills/review-pr/reference.md': 'Run !`rm -rf /` never: supporting files are not preprocessed.\n',
      '.claude/agents/code-reviewer.md': PLAIN_AGENT,
      '.claude/commands/fix-issue.md': PLAIN_COMMAND,
      '.claude/commands/frontend/component.md': 'Create a React component named $1.\n',
      '~/skills/notes/SKILL.md': '---\nname: notes\ndescription: Keeps notes.\n---\nWrite notes.\n',
      '~/agents/planner.md': '---\nname: planner\ndescription: Plans.\n---\nPlan.\n',
    });
    expect(await run(t)).toEqual([]);
  });

  it('names each file with what it runs outside the sandbox: hooks, inline MCP servers, in the project and the user’s folder', async () => {
    const t = tree({
      '.claude/skills/build/SKILL.md': HOOKED_SKILL,
      '.claude/agents/reviewer.md': HOOKED_AGENT,
      '.claude/commands/status.md': '---\ndescription: Status\n---\nCurrent status: !`git status --short`\n',
      '~/skills/deploy/SKILL.md': HOOKED_SKILL,
    });
    expect((await run(t)).sort()).toEqual(
      [
        'definition:.claude/agents/reviewer.md declares MCP servers',
        'definition:.claude/agents/reviewer.md declares hooks',
        'definition:.claude/skills/build/SKILL.md declares hooks',
        `definition:${t.config}/skills/deploy/SKILL.md declares hooks`,
      ].sort(),
    );
  });

  it('! commands in a skill or command are not listed: Claude Code runs them in its sandbox (2.1.332, see src/hostDefinitions.ts)', async () => {
    const t = tree({
      '.claude/commands/status.md': '---\ndescription: Status\n---\nCurrent status: !`git status --short`\n',
      '.claude/skills/env/SKILL.md': `---\nname: env\ndescription: env\n---\n${FENCE}!\nnode --version\n${FENCE}\n`,
    });
    expect(await run(t)).toEqual([]);
  });

  it('fails closed on what it cannot check: malformed or unclosed frontmatter, a duplicate key, a file too large, a link out of the folder; a link inside is followed', async () => {
    const t = tree({
      '.claude/skills/bad/SKILL.md': '---\nname: bad\nhooks: [unclosed\n---\nx\n',
      '.claude/skills/open/SKILL.md': '---\nname: open\nhooks:\n  Stop: []\n',
      '.claude/agents/twice.md': '---\nname: twice\nhooks: {}\nhooks: {}\n---\nx\n',
      '.claude/commands/huge.md': 'x'.repeat(MAX_DEFINITION_BYTES + 1),
      '.claude/shared/hooked.md': HOOKED_AGENT,
    });
    const outside = join(dirname(t.project), 'elsewhere');
    mkdirSync(join(outside, 'evil'), { recursive: true });
    writeFileSync(join(outside, 'evil', 'SKILL.md'), HOOKED_SKILL);
    symlinkSync(join(outside, 'evil'), join(t.project, '.claude', 'skills', 'evil'));
    symlinkSync(join(t.project, '.claude', 'shared', 'hooked.md'), join(t.project, '.claude', 'agents', 'linked.md'));
    const labels = (await run(t)).sort();
    expect(labels).toEqual(
      [
        'definition:.claude/agents/linked.md declares MCP servers',
        'definition:.claude/agents/linked.md declares hooks',
        'definition:.claude/agents/twice.md cannot be checked (frontmatter is not valid YAML: DUPLICATE_KEY)',
        'definition:.claude/commands/huge.md cannot be checked (larger than 1 MiB)',
        'definition:.claude/skills/bad/SKILL.md cannot be checked (frontmatter is not valid YAML: BAD_INDENT)',
        'definition:.claude/skills/evil cannot be checked (a symbolic link out of its folder, not followed)',
        'definition:.claude/skills/open/SKILL.md cannot be checked (frontmatter with no closing ---)',
      ].sort(),
    );
  });

  it('reads YAML merge keys as the host does: hooks, servers or a mode merged from an anchor are listed; what another parser may merge otherwise is listed too, and what cannot be read is named (h51 attack A1)', async () => {
    const t = tree({
      // The attack: the hooks come from an anchor merged into the top level (`<<: *shared`).
      '.claude/skills/merged/SKILL.md':
        '---\nx-shared: &shared\n  hooks:\n    PreToolUse:\n      - matcher: Bash\n        hooks:\n          - type: command\n            command: bash scripts/pre.sh\nname: merged\ndescription: Formats.\n<<: *shared\n---\nFormat the code.\n',
      // Several sources in a sequence, one of them inline, carrying an inline server and a mode.
      '.claude/agents/seq.md':
        '---\nx-a: &a {mcpServers: [{probe: {command: node, args: [probe.js]}}]}\nname: seq\n<<: [*a, {permissionMode: bypassPermissions}]\n---\nWork.\n',
      // YAML lets the explicit null win over the merged hooks; a host that merged last would run them.
      '.claude/commands/shadowed.md': '---\nx-h: &h {hooks: {Stop: [{hooks: [{type: command, command: echo}]}]}}\nhooks: null\n<<: *h\n---\nGo.\n',
      // A quoted "<<" is a plain key to `yaml`; another parser may merge it.
      '.claude/commands/quoted.md': '---\nx-h: &h {hooks: {Stop: [{hooks: [{type: command, command: echo}]}]}}\n"<<": *h\n---\nGo.\n',
      '.claude/commands/scalar.md': '---\nname: scalar\n<<: 1\n---\nGo.\n',
      '.claude/commands/tagged.md': '---\nname: tagged\nhooks: !include hooks.yaml\n---\nGo.\n',
      // A merge that adds only harmless fields keeps the definition quiet.
      '.claude/skills/plain/SKILL.md':
        '---\nx-base: &base {model: sonnet, allowed-tools: Read Grep}\nname: plain\ndescription: Reads.\n<<: *base\n---\nRead.\n',
    });
    expect((await run(t)).sort()).toEqual(
      [
        'definition:.claude/agents/seq.md declares MCP servers',
        'definition:.claude/agents/seq.md sets permissionMode bypassPermissions',
        'definition:.claude/commands/quoted.md declares hooks',
        'definition:.claude/commands/scalar.md cannot be checked (frontmatter merges a value that is not a map)',
        'definition:.claude/commands/shadowed.md declares hooks',
        'definition:.claude/commands/tagged.md cannot be checked (frontmatter YAML warning: TAG_RESOLVE_FAILED)',
        'definition:.claude/skills/merged/SKILL.md declares hooks',
      ].sort(),
    );
  });

  it('an unreadable folder fails closed with its code (skipped as root, who reads everything)', async () => {
    if (process.getuid?.() === 0) return;
    const t = tree({ '.claude/agents/a.md': PLAIN_AGENT });
    chmodSync(join(t.project, '.claude', 'agents'), 0o000);
    try {
      expect(await run(t)).toEqual(['definition:.claude/agents cannot be checked (EACCES)']);
    } finally {
      chmodSync(join(t.project, '.claude', 'agents'), 0o755);
    }
  });

  it(`reads at most ${MAX_DEFINITION_FILES} files of a kind, and says it did not read the rest (fail closed)`, async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i <= MAX_DEFINITION_FILES; i++) files[`.claude/commands/c${String(i).padStart(4, '0')}.md`] = 'Say hello.\n';
    const t = tree(files);
    expect(await run(t)).toEqual([`definition:.claude/commands cannot be checked (more than ${MAX_DEFINITION_FILES} files, not all read)`]);
  });

  it('a subagent whose permissionMode lets its tools write outside the project unasked (bypassPermissions, or one the person does not decide: auto) is listed; default, acceptEdits, dontAsk, plan are not', async () => {
    const agent = (mode: string) => `---\nname: fixer\ndescription: Fixes lint errors.\ntools: Read, Edit, Bash\npermissionMode: ${mode}\n---\nFix them.\n`;
    const t = tree({
      '.claude/agents/bypass.md': agent('bypassPermissions'),
      '.claude/agents/auto.md': agent('auto'),
      '.claude/agents/odd.md': agent('{ mode: bypass }'),
      '.claude/agents/default.md': agent('default'),
      '.claude/agents/edits.md': agent('acceptEdits'),
      '.claude/agents/ask.md': agent('dontAsk'),
      '~/agents/plan.md': agent('plan'),
    });
    expect((await run(t)).sort()).toEqual(
      [
        'definition:.claude/agents/auto.md sets permissionMode auto',
        'definition:.claude/agents/bypass.md sets permissionMode bypassPermissions',
        'definition:.claude/agents/odd.md sets permissionMode {"mode":"bypass"}',
      ].sort(),
    );
  });

  it('reads the .claude folders of additionalDirectories and of every parent', async () => {
    const t = tree({ '.claude/skills/review-pr/SKILL.md': PLAIN_SKILL });
    const base = dirname(t.project);
    const extra = join(base, 'shared-lib');
    mkdirSync(join(extra, '.claude', 'skills', 'build'), { recursive: true });
    writeFileSync(join(extra, '.claude', 'skills', 'build', 'SKILL.md'), HOOKED_SKILL);
    expect(await definitionsThatRun(definitionRoots(t.project, t.config, [extra]))).toEqual([
      `definition:${extra}/.claude/skills/build/SKILL.md declares hooks`,
    ]);
    // A session started in a sub-folder: every parent's .claude/skills is loaded too (with or
    // without a repository, Claude Code 2.1.332).
    mkdirSync(join(base, '.claude', 'agents'), { recursive: true });
    writeFileSync(join(base, '.claude', 'agents', 'reviewer.md'), HOOKED_AGENT);
    const parents = parentDefinitionRoots(t.project);
    expect(parents[0]?.dir).toBe(join(base, '.claude'));
    expect(parents.at(-1)?.dir).toBe('/.claude');
    expect((await definitionsThatRun(parents.slice(0, 1))).sort()).toEqual([
      `definition:${base}/.claude/agents/reviewer.md declares MCP servers`,
      `definition:${base}/.claude/agents/reviewer.md declares hooks`,
    ]);
  });

  it('reads nested .claude folders below the project (packages/foo/.claude, node_modules too), not following links, fail closed past its bounds', async () => {
    const t = tree({
      '.claude/skills/review-pr/SKILL.md': PLAIN_SKILL,
      'packages/web/.claude/skills/react-patterns/SKILL.md': PLAIN_SKILL,
      'packages/web/.claude/settings.local.json': '{}\n',
      'packages/api/.claude/skills/deploy/SKILL.md': HOOKED_SKILL,
      'packages/api/.claude/agents/reviewer.md': HOOKED_AGENT,
      'packages/api/src/index.ts': 'export {};\n',
      // As a real package ships it (thread-stream 3.2.0): settings only, nothing that runs.
      'node_modules/.pnpm/thread-stream@3.2.0/node_modules/thread-stream/.claude/settings.local.json': '{"permissions":{"allow":[]}}\n',
      'node_modules/.pnpm/evil@1.0.0/node_modules/evil/.claude/commands/go.md': HOOKED_SKILL,
    });
    const outside = join(dirname(t.project), 'elsewhere');
    mkdirSync(join(outside, '.claude', 'skills', 'x'), { recursive: true });
    writeFileSync(join(outside, '.claude', 'skills', 'x', 'SKILL.md'), HOOKED_SKILL);
    mkdirSync(join(t.project, 'packages', 'linked'));
    symlinkSync(join(outside, '.claude'), join(t.project, 'packages', 'linked', '.claude'));
    symlinkSync(outside, join(t.project, 'packages', 'dir-link'));
    const nested = await nestedDefinitionRoots(t.project);
    expect(nested.roots.map((r) => r.shown)).toEqual([
      'packages/api/.claude',
      'packages/web/.claude',
      'node_modules/.pnpm/evil@1.0.0/node_modules/evil/.claude',
      'node_modules/.pnpm/thread-stream@3.2.0/node_modules/thread-stream/.claude',
    ]);
    expect(nested.problems).toEqual(['definition:packages/linked/.claude cannot be checked (a symbolic link, not followed)']);
    expect((await definitionsThatRun(nested.roots)).sort()).toEqual(
      [
        'definition:node_modules/.pnpm/evil@1.0.0/node_modules/evil/.claude/commands/go.md declares hooks',
        'definition:packages/api/.claude/agents/reviewer.md declares MCP servers',
        'definition:packages/api/.claude/agents/reviewer.md declares hooks',
        'definition:packages/api/.claude/skills/deploy/SKILL.md declares hooks',
      ].sort(),
    );
    // Deeper than the bound: what lies below is not read, and the record says so.
    const deep = tree({ [`${Array.from({ length: MAX_NESTED_DEPTH + 1 }, (_, i) => `d${i}`).join('/')}/.claude/skills/x/SKILL.md`]: HOOKED_SKILL });
    const far = await nestedDefinitionRoots(deep.project);
    expect(far.roots).toEqual([]);
    expect(far.problems).toEqual([`definition:the project’s nested .claude folders cannot be checked (over 20000 folders or ${MAX_NESTED_DEPTH} deep)`]);
  });

  it("in a git work tree: the candidates come from git's lists (tracked, untracked, an ignored .claude), never from inside an ignored folder; submodules and nested repositories walked (issue #21)", async () => {
    const deep = `${Array.from({ length: MAX_NESTED_DEPTH + 1 }, (_, i) => `d${i}`).join('/')}`;
    const t = tree({
      '.gitignore': 'node_modules/\nbuild/\npackages/secret/.claude/\n',
      'packages/web/.claude/skills/react/SKILL.md': PLAIN_SKILL,
      'packages/api/.claude/agents/reviewer.md': HOOKED_AGENT,
      // Ignored itself, in a folder git does not ignore: whether the host loads it is not known, so it is read.
      'packages/secret/.claude/skills/s/SKILL.md': HOOKED_SKILL,
      // Inside ignored folders: the host never loads these (2.1.332), and no walk is needed to pass them.
      'node_modules/evil/.claude/commands/go.md': HOOKED_SKILL,
      [`build/${deep}/x.txt`]: 'x\n',
      'vendor/lib/.claude/skills/y/SKILL.md': HOOKED_SKILL,
    });
    const git = (cwd: string, ...args: string[]) => spawnSync('git', ['-c', 'user.email=t@example.invalid', '-c', 'user.name=t', ...args], { cwd });
    // vendor/lib is a repository of its own (git lists it as one folder, not its files).
    git(join(t.project, 'vendor', 'lib'), 'init', '-q');
    git(t.project, 'init', '-q');
    git(t.project, 'add', 'packages/web', '.gitignore');
    mkdirSync(join(t.project, 'packages', 'linked'), { recursive: true });
    symlinkSync(join(t.project, 'packages', 'web', '.claude'), join(t.project, 'packages', 'linked', '.claude'));
    const calls: string[][] = [];
    const counting = (dir: string, args: readonly string[]) => {
      calls.push([...args]);
      const r = spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      return r.status === 0 ? r.stdout : undefined;
    };
    const nested = await nestedDefinitionRoots(t.project, counting);
    expect(calls).toHaveLength(2);
    expect(nested.roots.map((r) => r.shown)).toEqual(['packages/api/.claude', 'packages/secret/.claude', 'packages/web/.claude', 'vendor/lib/.claude']);
    expect(nested.problems).toEqual(['definition:packages/linked/.claude cannot be checked (a symbolic link, not followed)']);
    expect((await definitionsThatRun(nested.roots)).sort()).toEqual(
      [
        'definition:packages/api/.claude/agents/reviewer.md declares MCP servers',
        'definition:packages/api/.claude/agents/reviewer.md declares hooks',
        'definition:packages/secret/.claude/skills/s/SKILL.md declares hooks',
        'definition:vendor/lib/.claude/skills/y/SKILL.md declares hooks',
      ].sort(),
    );
    // The default lister (session's git runner) finds the same.
    expect(await nestedDefinitionRoots(t.project)).toEqual(nested);
    // Outside git (the lister finds no work tree) every folder is walked: the ignored ones too, past the bound.
    const walked = await nestedDefinitionRoots(t.project, () => undefined);
    expect(walked.problems).toContain(`definition:the project’s nested .claude folders cannot be checked (over 20000 folders or ${MAX_NESTED_DEPTH} deep)`);
  });
});
