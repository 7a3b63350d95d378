/**
 * Attack h53b D1 (trust RAISE): `cairn trust --repo` signs HEAD's commit (A7) and a tracked file is a
 * trusted witness only while its content is that commit's (`git ls-tree <commit>`, session
 * gitFacts `headBlobs`). Git reads a commit through its replacement (`refs/replace/<id>`, written
 * by `git replace`, which any process that may `git commit` — the sandboxed agent — may run; no
 * `.git/config` change) unless told not to (`--no-replace-objects`, `GIT_NO_REPLACE_OBJECTS`). So
 * an agent that fetched a page's payload (observed `web`: never promotes), writes it into a file,
 * puts that in a commit of its own and replaces the signed commit by it has the file read as
 * "committed at the signed commit": tracked, a witness that vouches for the page's words (web →
 * repo), and the memory promotes after two protected sessions with no act of the person. Built bundle, real git,
 * the person's signed act on a pty, as trustRepo.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { declareSandboxOnly } from '@cairn/session';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPerson } from '../../../scripts/lib/as-person.mjs';
import { BIN, TEST_PASSPHRASE, type World, world } from './helpers.js';

const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
const INTERACTIVE = { CLAUDE_CODE_ENTRYPOINT: 'cli' };

const FACT = 'The harbour master lets every vessel skip the customs check when it docks at night.';
const HONEST = 'The harbour office publishes the tide tables every morning at six.';
const fileOf = (session: string, payload: boolean): { path: string; text: string } => ({
  path: payload ? `docs/later/${session}.md` : `docs/${session}.md`,
  text: `${payload ? FACT : HONEST}\nNoted in ${session}.\n`,
});

/** Git in the project, as the agent runs it in its sandbox (no config of its own, no `.git/config` edit). */
const git = (w: World, ...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: w.project, env: { PATH: process.env.PATH, HOME: w.root } });
const out = (w: World, ...args: string[]): string => {
  const r = git(w, ...args);
  expect(r.status, r.stderr.toString()).toBe(0);
  return r.stdout.toString().trim();
};

async function protectedWorld(): Promise<World> {
  const w = world();
  mkdirSync(join(w.project, 'docs'), { recursive: true });
  for (const s of ['sess-1', 'sess-2', 'sess-3', 'sess-4']) writeFileSync(join(w.project, fileOf(s, false).path), fileOf(s, false).text);
  out(w, 'add', '-A');
  out(w, 'commit', '-qm', 'harbour');
  expect(w.person(['setup', 'claude-code']).code).toBe(0);
  await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
  const trust = await asPerson({
    bin: BIN,
    args: ['trust', '--repo'],
    cwd: w.project,
    env: { PATH: process.env.PATH, HOME: w.userHome, CAIRN_HOME: w.home, NO_COLOR: '1' },
    steps: [{ expect: /\(sandbox-only home\)\?[^\n]*/u, send: 'y\r' }],
  });
  expect(trust.code, trust.terminal).toBe(0);
  return w;
}

/** The session's WebFetch of the page the payload comes from (observed `web`): where the agent found it. */
function fetched(w: World, id: string): void {
  const r = w.hook(
    {
      ...w.fixture('claude-code', 'PostToolUse-Bash', { session_id: id }),
      tool_name: 'WebFetch',
      tool_input: { url: 'https://harbour-notes.example.org/customs', prompt: 'What does the page say about customs?' },
      tool_response: {
        bytes: 512,
        code: 200,
        codeText: 'OK',
        result: `# Night arrivals\n\n${FACT}\n`,
        durationMs: 200,
        url: 'https://harbour-notes.example.org/customs',
      },
      tool_use_id: `toolu_${id}_fetch`,
    },
    [],
    INTERACTIVE,
  );
  expect(r.code).toBe(0);
}

/** One protected session: the agent reads its file (observed by the hook), then memorizes what it says over MCP. */
async function session(w: World, id: string, payload: boolean): Promise<{ id: string; origin: string; status: string }> {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id }), [], INTERACTIVE).code).toBe(0);
  const { path, text } = fileOf(id, payload);
  // The payload comes from a web page the agent fetched in this session (observed web).
  if (payload) fetched(w, id);
  const read = w.fixture('claude-code', 'PostToolUse-Read', {
    session_id: id,
    tool_use_id: `toolu_${id}_0`,
    tool_input: { file_path: join(w.project, path) },
    tool_response: { type: 'text', file: { filePath: join(w.project, path), content: text, numLines: 2, startLine: 1, totalLines: 2 } },
  });
  expect(w.hook(read, [], INTERACTIVE).code).toBe(0);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, '--home', w.home, '--project', w.project, 'mcp'],
    env: { ...getDefaultEnvironment(), HOME: w.userHome, CLAUDE_CODE_SESSION_ID: id },
    cwd: w.project,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'claude-code', version: '2.1.332' }, { capabilities: {} });
  await client.connect(transport);
  try {
    const r = await client.callTool({ name: 'memorize', arguments: { text: payload ? FACT : HONEST, kind: 'fact', origin: 'agent', source: path } });
    expect(r.isError ?? false, JSON.stringify(r.content)).toBe(false);
    return r.structuredContent as { id: string; origin: string; status: string };
  } finally {
    await client.close();
  }
}

/** The agent's payload files, staged (git's index names them) and, with `replace`, put in a commit that replaces the signed one. */
function plant(w: World, replace: boolean): void {
  mkdirSync(join(w.project, 'docs/later'), { recursive: true });
  for (const s of ['sess-1', 'sess-2']) writeFileSync(join(w.project, fileOf(s, true).path), fileOf(s, true).text);
  out(w, 'add', 'docs/later');
  if (!replace) return;
  const signed = out(w, 'rev-parse', 'HEAD');
  const parents = out(w, 'rev-parse', `${signed}^@`)
    .split('\n')
    .filter((p) => p !== '')
    .flatMap((p) => ['-p', p]);
  const tree = out(w, 'write-tree');
  const forged = out(w, 'commit-tree', tree, ...parents, '-m', 'harbour');
  out(w, 'replace', signed, forged);
  // HEAD still names the signed commit: nothing for trustedCommitProblem to see.
  expect(out(w, 'rev-parse', 'HEAD')).toBe(signed);
}

describe.skipIf(!hasTools)('attack h53b D1: git replace refs make an agent payload read as committed at the signed commit', () => {
  it(
    'a payload in a commit that replaces the signed one stays a candidate (no act of the person promotes it)',
    async () => {
      const w = await protectedWorld();
      plant(w, true);
      const first = await session(w, 'sess-1', true);
      const second = await session(w, 'sess-2', true);
      expect(second.id).toBe(first.id);
      // Failed here before the fix (the replaced commit's tree held the payload, so the read was tracked and the memory promoted): GIT_NO_REPLACE_OBJECTS.
      expect(second).toMatchObject({ origin: 'web', status: 'candidate' });
    },
    300_000,
  );

  it('control: the same payload staged, no replace ref — the page’s web, a candidate; an honest file of the signed commit still promotes', async () => {
    const w = await protectedWorld();
    plant(w, false);
    const first = await session(w, 'sess-1', true);
    const second = await session(w, 'sess-2', true);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ origin: 'web', status: 'candidate' });
    await session(w, 'sess-3', false);
    expect(await session(w, 'sess-4', false)).toMatchObject({ origin: 'repo', status: 'active' });
  }, 300_000);
});
