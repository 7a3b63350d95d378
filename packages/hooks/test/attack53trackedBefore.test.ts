/**
 * Attack h53b D4 (trust RAISE): a Read's `tracked` is decided when the hook observes it — against
 * HEAD while no declaration names a commit (hooks toolEvents `postTool`: `isCommitted(…,
 * declaredCommit(…))`, undefined → HEAD) — and stored on the observation without the commit it was
 * decided at. An agent that fetched a page's payload (observed `web`: never promotes), wrote it into
 * files and commits them BEFORE the person's `cairn trust --repo` (or while
 * a declaration is withdrawn), reads it (observed `tracked`), then takes the commit away again
 * (`git reset --hard HEAD~1`: the person reviews and signs a HEAD that never held the payload)
 * keeps a tracked witness for later: after the person signs, its memory of the payload, written in
 * two protected sessions with no read of anything, promotes to active. A7 says a tracked file is a
 * trusted witness only while its content is the signed commit's. Built bundle, real git, the
 * person's signed act on a pty, as trustRepo.test.ts.
 *
 * Fixed (h54-attest): at a write a stored read's `tracked` stands only while its content (its path
 * at its blob) is the tree of the commit that counts now — the person's signed one while the
 * declaration holds, else HEAD (core `committedNow`, session `committedReads`); and the hooks take
 * the declaration's commit only when its signature verifies (session `declaredCommit`).
 */
import { mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { declaredCommit } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { BIN, type World } from './helpers.js';
import { agentGit, agentGitOk, asPersonYes, committedWorld, customsPage, hasSandboxTools, INTERACTIVE, webFetched } from './hostSessions.js';

const FACT = 'The harbour master lets every vessel skip the customs check when it docks at night.';
/** The payload file session `n` reads: one per session, so each sighting has its own witness (as trustRepo.test.ts). */
const payload = (n: number): { path: string; text: string } => ({ path: `docs/later/customs-${n}.md`, text: `${FACT}\nNoted in session ${n}.\n` });

const git = agentGit;
const ok = agentGitOk;

function protectedWorld(): Promise<World> {
  return committedWorld({ 'docs/tides.md': 'The harbour office publishes the tide tables every morning at six.\n' }, 'harbour');
}

async function trustRepo(w: World): Promise<void> {
  const trust = await asPersonYes(w, ['trust', '--repo']);
  expect(trust.code, trust.terminal).toBe(0);
}

/** The session's WebFetch of the page the payload comes from (observed `web`): where the agent found it. */
function fetched(w: World, id: string): void {
  webFetched(w, id, customsPage(`# Night arrivals\n\n${FACT}\n`, id), INTERACTIVE);
}

/** A protected session: started; with `read`, the agent reads the payload file (observed); with `write`, it memorizes the payload over MCP. */
async function session(
  w: World,
  id: string,
  n: number,
  o: { read?: boolean; write?: boolean },
): Promise<{ id: string; origin: string; status: string } | undefined> {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id }), [], INTERACTIVE).code).toBe(0);
  if (o.read === true) {
    // The payload comes from a web page the agent fetched (observed web).
    fetched(w, id);
    const file = join(w.project, payload(n).path);
    const read = w.fixture('claude-code', 'PostToolUse-Read', {
      session_id: id,
      tool_use_id: `toolu_${id}_0`,
      tool_input: { file_path: file },
      tool_response: { type: 'text', file: { filePath: file, content: payload(n).text, numLines: 2, startLine: 1, totalLines: 2 } },
    });
    expect(w.hook(read, [], INTERACTIVE).code).toBe(0);
  }
  if (o.write !== true) return undefined;
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
    const r = await client.callTool({ name: 'memorize', arguments: { text: FACT, kind: 'fact', origin: 'agent', source: payload(n).path } });
    expect(r.isError ?? false, JSON.stringify(r.content)).toBe(false);
    return r.structuredContent as { id: string; origin: string; status: string };
  } finally {
    await client.close();
  }
}

/** The agent commits its payload files (HEAD holds them), and with `read` reads them in sessions `sess-r1`, `sess-r2`; then takes the commit away again. */
async function committedReadReverted(w: World, read: boolean): Promise<void> {
  // Either way the agent fetched the page (web) in both earlier sessions.
  mkdirSync(join(w.project, 'docs/later'), { recursive: true });
  for (const n of [1, 2]) writeFileSync(join(w.project, payload(n).path), payload(n).text);
  ok(w, 'add', 'docs/later');
  ok(w, 'commit', '-qm', 'notes');
  for (const n of [1, 2]) {
    if (read) await session(w, `sess-r${n}`, n, { read });
    else {
      expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: `sess-r${n}` }), [], INTERACTIVE).code).toBe(0);
      fetched(w, `sess-r${n}`);
    }
  }
  ok(w, 'reset', '-q', '--hard', 'HEAD~1');
  expect(git(w, 'ls-files', 'docs/later').stdout.toString()).toBe('');
}

describe.skipIf(!hasSandboxTools)('attack h53b D4: a read observed tracked at HEAD before the person signs stays a trusted witness after', () => {
  it('the payload, read while the agent’s own commit was HEAD and gone before the person signed, never promotes', async () => {
    const w = await protectedWorld();
    await committedReadReverted(w, true);
    await trustRepo(w);
    const first = await session(w, 'sess-1', 1, { write: true });
    const second = await session(w, 'sess-2', 2, { write: true });
    expect(second?.id).toBe(first?.id);
    // Fails here: the sess-r1/sess-r2 reads (tracked at the agent's HEAD) vouch for the page's words (repo) under the person's signature: active.
    expect(second).toMatchObject({ origin: 'web', status: 'candidate' });
  }, 300_000);

  it('control: the same page, its file never read while committed — the writes are web candidates', async () => {
    const w = await protectedWorld();
    await committedReadReverted(w, false);
    await trustRepo(w);
    const first = await session(w, 'sess-1', 1, { write: true });
    const second = await session(w, 'sess-2', 2, { write: true });
    expect(second?.id).toBe(first?.id);
    expect(second).toMatchObject({ origin: 'web', status: 'candidate' });
  }, 300_000);

  it('the hooks take the declaration’s commit only as the person signed it: one edited to the agent’s commit names none', async () => {
    const w = await protectedWorld();
    await trustRepo(w);
    const project = realpathSync(w.project);
    const signed = git(w, 'rev-parse', 'HEAD').stdout.toString().trim();
    expect(await declaredCommit(w.home, { path: project })).toBe(signed);
    // The agent's own commit of the payload, and the declaration edited to name it (the home is
    // the agent's to write in an unprotected session).
    mkdirSync(join(w.project, 'docs/later'), { recursive: true });
    writeFileSync(join(w.project, payload(1).path), payload(1).text);
    ok(w, 'add', 'docs/later');
    ok(w, 'commit', '-qm', 'notes');
    const agents = git(w, 'rev-parse', 'HEAD').stdout.toString().trim();
    const dir = join(w.home, 'person');
    const name = readdirSync(dir).find((f) => f.startsWith('trust-repo-')) as string;
    const file = join(dir, name);
    writeFileSync(file, readFileSync(file, 'utf8').replace(signed, agents));
    expect(readFileSync(file, 'utf8')).toContain(agents);
    // Fails without the check where it is read (session declaredCommit): the agent's commit, unchecked.
    expect(await declaredCommit(w.home, { path: project })).toBeUndefined();
  }, 300_000);
});
