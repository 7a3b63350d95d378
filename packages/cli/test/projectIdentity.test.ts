import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectIdentityPath } from '@cairn/person';
import { describe, expect, it } from 'vitest';
import { BIN, gitIn, type Sandbox, sandbox } from './harness.js';
import { asPerson, onPty, PASSPHRASE, ptyEnv } from './pty.js';

/**
 * A project's identity beyond its folder path (attack-h49 N3): `cairn init` records the git root
 * commits of the repository; a different repository cloned at the same path gets nothing of the
 * old memory — no digest for the hook, an error naming the mismatch for the agent's CLI and MCP
 * calls, no carried-over `trust --repo`, a failing `cairn doctor` — until a person runs `cairn
 * init` there and signs that the memory is this repository's. Built CLI, real git repositories,
 * child processes; the person acts only on a pseudo-terminal.
 */
const keyOf = (folder: string): string => createHash('sha256').update(realpathSync(folder)).digest('hex').slice(0, 12);
const FACT = 'Staging deploys go through the bastion host with the ops key, never directly.';
const flat = (s: string): string => s.replace(/\s+/gu, ' ');

/** A new git repository with one commit of `file` in the box's project folder. */
function repoWith(box: Sandbox, file: string, text: string): void {
  mkdirSync(box.project, { recursive: true });
  writeFileSync(join(box.project, file), text);
  const git = gitIn(box);
  git('init', '-q');
  git('add', file);
  git('commit', '-qm', `add ${file}`);
}

/** The box's memory enabled by the person for a git repository, one confirmed agent memory, the repo trusted. */
async function enabledWithMemory(box: Sandbox): Promise<void> {
  repoWith(box, 'README.md', 'the real project\n');
  expect((await asPerson(box, ['init'])).code).toBe(0);
  const id = (box.json(['memorize', '--text', FACT, '--origin', 'agent']).value as { id: string }).id;
  expect((await asPerson(box, ['confirm', id])).code).toBe(0);
  expect((await asPerson(box, ['trust', '--repo'])).code).toBe(0);
  expect(box.cairn(['digest']).stdout).toContain(FACT);
}

/** The project folder replaced by another repository cloned at the same path. */
function anotherRepositoryHere(box: Sandbox): void {
  renameSync(box.project, `${box.project}-old`);
  repoWith(box, 'NOTES.md', 'a different repository\n');
}

/** One MCP exchange with `cairn mcp` in the project: initialize, then a `recall` call; the call's answer text. */
function mcpRecall(box: Sandbox): string {
  const lines = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'recall', arguments: { query: 'bastion' } } },
  ];
  const r = spawnSync(process.execPath, [BIN, 'mcp'], {
    cwd: box.project,
    input: `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`,
    env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const answer = r.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { id?: number; result?: { content?: { text: string }[]; isError?: boolean } })
    .find((m) => m.id === 2);
  return JSON.stringify(answer?.result ?? r.stderr);
}

describe('project identity (attack-h49 N3)', () => {
  it('another repository cloned at the same path: no digest, refused writes and reads, no carried trust, doctor FAILs; the person rebinds at the terminal', async () => {
    const box = sandbox({ init: false });
    await enabledWithMemory(box);
    const record = projectIdentityPath(box.home, keyOf(box.project));
    expect(JSON.parse(readFileSync(record, 'utf8'))).toMatchObject({ format: 'cairn-project-identity', roots: [expect.stringMatching(/^[0-9a-f]{40}$/u)] });
    expect(mcpRecall(box)).toContain(FACT);

    anotherRepositoryHere(box);
    // The hook: no digest, exit 0, one line on stderr naming the mismatch.
    const hook = box.cairn(['hook'], {
      input: JSON.stringify({ hook_event_name: 'SessionStart', session_id: 'sess-n3', cwd: box.project, source: 'startup' }),
    });
    expect(hook.code).toBe(0);
    expect(hook.stdout).toBe('');
    expect(hook.stderr.trim().split('\n')).toHaveLength(1);
    expect(hook.stderr).toContain('was made for another repository');
    // The agent's CLI: a clear code, the mismatch, the person's command; nothing read, nothing stored.
    const digest = box.cairn(['digest']);
    expect(digest.code).toBe(4);
    expect(digest.stdout).not.toContain('bastion');
    expect(flat(digest.stderr)).toContain('A person runs `cairn init` in');
    const write = box.cairn(['--json', 'memorize', '--text', 'A hostile note about the deploy flow of this project.', '--origin', 'agent']);
    expect(write.code).toBe(4);
    expect(`${write.stdout}${write.stderr}`).toContain('PROJECT_MISMATCH');
    // MCP: the call answers the mismatch, not the memory.
    const mcp = mcpRecall(box);
    expect(mcp).toContain('PROJECT_MISMATCH');
    expect(mcp).not.toContain(FACT);
    // The person's repo trust does not carry over (it could not be read at all here).
    expect(box.cairn(['trust']).code).toBe(4);
    // Doctor says it, with the fix.
    const doctor = box.cairn(['doctor']);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(/^FAIL repository: The memory for .* was made for another repository/mu);
    expect(doctor.stdout).toContain('fix: cairn init');
    // Status names it and the person's fix, not "the store could not be read".
    const status = box.cairn(['status'], { env: { NO_COLOR: '1' } });
    expect(status.code, status.stderr).toBe(0);
    expect(flat(status.stdout)).toMatch(/repository PROJECT_MISMATCH: The memory for .* was made for another repository/u);
    expect(flat(status.stdout)).toContain('A person runs `cairn init` in');
    expect(status.stdout).not.toContain('could not be read');
    expect(box.json(['status']).value).toMatchObject({ mismatch: { code: 'PROJECT_MISMATCH' } });

    // The person at the terminal: shown both repositories, signs; the memory is this repository's now.
    const rebound = await asPerson(box, ['init']);
    expect(rebound.code, rebound.output).toBe(0);
    expect(flat(rebound.output)).toContain('Keep this memory for the repository now here?');
    expect(flat(rebound.output)).toContain('Bound the memory of');
    expect(box.cairn(['digest']).stdout).toContain(FACT);
    expect(box.cairn(['doctor']).stdout).toMatch(/^ok {3}repository: the memory is this repository's/mu);
    // …but the trust signed for the earlier repository does not carry over.
    expect(box.json(['trust']).value).toEqual({ trusted: false, problem: 'it was signed for another act, project or folder' });
  }, 240_000);

  it('a person who declines keeps the memory closed; `cairn wipe` empties it for the new repository', async () => {
    const box = sandbox({ init: false });
    await enabledWithMemory(box);
    anotherRepositoryHere(box);
    const declined = await onPty(['init'], { cwd: box.project, env: ptyEnv(box), steps: [{ expect: /Your Cairn passphrase[^:]*: /u, send: '\r' }] });
    expect(declined.code).not.toBe(0);
    expect(box.cairn(['digest']).code).toBe(4);
    const wiped = await onPty(['wipe'], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [
        { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        { expect: /Type "wipe project"[^:]*: /u, send: 'wipe project\r' },
      ],
    });
    expect(wiped.code, wiped.output).toBe(0);
    const after = box.cairn(['digest']);
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).not.toContain('bastion');
  }, 240_000);

  it('a history the person rewrote (the root commit changed) is refused, once git has pruned the old root, until the person rebinds', async () => {
    const box = sandbox({ init: false });
    await enabledWithMemory(box);
    const git = gitIn(box);
    // filter-repo's effect on a one-commit history: a new root commit, the old one unreachable.
    git('commit', '--amend', '-qm', 'rewritten');
    git('reflog', 'expire', '--expire=now', '--all');
    // Until git prunes it, the old root is still a commit here: the cheap check (git cat-file,
    // no history walk) reads the project as the same one, the lenient side of a person's rewrite.
    expect(box.cairn(['digest']).stdout).toContain(FACT);
    git('gc', '-q', '--prune=now');
    expect(box.cairn(['digest']).code).toBe(4);
    expect((await asPerson(box, ['init'])).code).toBe(0);
    expect(box.cairn(['digest']).stdout).toContain(FACT);
    // An orphan branch (gh-pages) adds a root: the same repository still.
    git('checkout', '-q', '--orphan', 'pages');
    git('commit', '-q', '--allow-empty', '-m', 'pages');
    expect(box.cairn(['digest']).stdout).toContain(FACT);
  }, 240_000);

  it('a relinked (moved) project keeps its recorded repository: a new repository later cloned at the new path is refused', async () => {
    const box = sandbox({ init: false });
    await enabledWithMemory(box);
    const roots = (JSON.parse(readFileSync(projectIdentityPath(box.home, keyOf(box.project)), 'utf8')) as { roots: string[] }).roots;
    const moved = join(box.root, 'moved');
    renameSync(box.project, moved);
    const relinked = await onPty(['init', '--relink', '--from', box.project], {
      cwd: moved,
      env: ptyEnv(box),
      steps: [{ expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` }],
    });
    expect(relinked.code, relinked.output).toBe(0);
    expect(JSON.parse(readFileSync(projectIdentityPath(box.home, keyOf(moved)), 'utf8'))).toMatchObject({ roots, act: { act: 'relink' } });
    expect(box.cairn(['digest'], { cwd: moved }).stdout).toContain(FACT);
    rmSync(moved, { recursive: true });
    mkdirSync(moved);
    writeFileSync(join(moved, 'x.md'), 'another\n');
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
        cwd: moved,
        env: { PATH: process.env.PATH ?? '', HOME: box.root },
      });
    git('init', '-q');
    git('add', 'x.md');
    git('commit', '-qm', 'other');
    expect(box.cairn(['digest'], { cwd: moved }).code).toBe(4);
  }, 240_000);

  it('a store made before identities were recorded: agents go on; the next person command records it, then another repository is refused', async () => {
    const box = sandbox({ init: false });
    await enabledWithMemory(box);
    const record = projectIdentityPath(box.home, keyOf(box.project));
    rmSync(record);
    // An agent's command neither fails nor records.
    expect(box.cairn(['digest']).stdout).toContain(FACT);
    expect(existsSync(record)).toBe(false);
    expect(box.cairn(['doctor']).stdout).toContain('repository: not recorded yet');
    // The person's next command (a read, on the terminal) records it, saying so.
    const read = await onPty(['list'], { cwd: box.project, env: ptyEnv(box) });
    expect(read.code, read.output).toBe(0);
    expect(flat(read.output)).toContain('Recorded the repository this memory belongs to');
    expect(existsSync(record)).toBe(true);
    anotherRepositoryHere(box);
    expect(box.cairn(['digest']).code).toBe(4);
  }, 240_000);
});
