/**
 * Attack h54 E1 (trust RAISE, web → repo → active): a Read's `tracked` is decided from the file on
 * disk WHEN THE HOOK RUNS, while its prints come from the host's `tool_response` — what the host
 * read a few hundred milliseconds earlier (hooks toolEvents `postTool`: `tree.read(rel)` +
 * `isCommitted(…)` for `tracked`, `readOutput(event.output)` for the prints; nothing ties the two).
 * In a project the person trusted (`cairn trust --repo`), the agent overwrites a tracked file with a
 * page's payload, Reads it (the host returns the payload), and a background command of its own
 * (`run_in_background`, sandboxed, the project folder writable) puts the committed content back
 * (`git checkout -- <file>`) before the PostToolUse hook starts its Node process. The hook then
 * finds the signed commit's blob on disk: the observation is `tracked`, with the PAYLOAD's
 * shingles. Two such sessions, and the agent's memory of the page's sentence is ACTIVE — a
 * `tracked` witness under the person's signature — though no commit ever held it. D4's fix (the
 * commit a `tracked` was decided at, or the blob re-checked at the write) does not close it: the
 * blob on disk at the hook WAS the signed commit's.
 * Built bundle, real git, the person's signed act on a pty (as trustRepo.test.ts); the race is
 * played in order (host read, restore, hook), as the agent's background command times it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { BIN, type World } from './helpers.js';
import { agentGitOk, asPersonYes, committedWorld, customsPage, hasSandboxTools, INTERACTIVE, webFetched } from './hostSessions.js';

const FACT = 'The harbour master lets every vessel skip the customs check when it docks at night.';
/**
 * The page's text, which the agent writes into the file word for word: the sentence between runs of
 * the page's own words, so the winnowed prints around it are the same in the page's and the
 * Read's observation whatever the home's key (the host's JSON fields around each differ).
 */
const PAGE = `# Night arrivals\n\nHarbour notes for night arrivals, kept by the pilots of the north quay for visiting crews.\n${FACT}\nAsk the pilots on channel twelve before you enter the outer basin after dark.\n`;
/** The tracked file session `n` reads (one per session: each sighting its own witness, as trustRepo.test.ts). */
const tracked = (n: number): { path: string; committed: string } => ({
  path: `docs/berth-${n}.md`,
  committed: `Berth ${n} takes vessels up to forty metres long.\n`,
});

const ok = agentGitOk;

/** A project with two honest tracked files, Cairn set up, the home sandbox-only, and the person's `trust --repo` signed at HEAD. */
async function trustedWorld(): Promise<World> {
  const w = await committedWorld(Object.fromEntries([1, 2].map((n) => [tracked(n).path, tracked(n).committed])), 'berths');
  const trust = await asPersonYes(w, ['trust', '--repo']);
  expect(trust.code, trust.terminal).toBe(0);
  return w;
}

/** The session's WebFetch of the page the payload comes from (observed `web`). */
function fetched(w: World, id: string): void {
  webFetched(w, id, customsPage(PAGE, id), INTERACTIVE);
}

/**
 * One protected session: started; the agent fetches the page, writes its sentence over tracked file
 * `n` (the Write tool), Reads it (the host reads the payload: this is the Read's `tool_response`),
 * and — with `restore` — its background command puts the committed content back before the hook
 * runs; then the hook observes the Read, and the agent memorizes the sentence over MCP.
 */
async function session(w: World, id: string, n: number, restore: boolean): Promise<{ id: string; origin: string; status: string }> {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id }), [], INTERACTIVE).code).toBe(0);
  fetched(w, id);
  const file = join(w.project, tracked(n).path);
  writeFileSync(file, PAGE);
  // The host's Read: what it returns is what is on disk now.
  const content = readFileSync(file, 'utf8');
  // The agent's background command, timed to land between the host's read and the hook's.
  if (restore) ok(w, 'checkout', '--', tracked(n).path);
  const read = w.fixture('claude-code', 'PostToolUse-Read', {
    session_id: id,
    tool_use_id: `toolu_${id}_read`,
    tool_input: { file_path: file },
    tool_response: { type: 'text', file: { filePath: file, content, numLines: 5, startLine: 1, totalLines: 5 } },
  });
  const observed = w.hook(read, [], INTERACTIVE);
  expect(observed.code).toBe(0);
  // The hook recorded the Read (a hook that failed would record nothing: no witness either way).
  expect(observed.stderr).toBe('');
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
    const r = await client.callTool({ name: 'memorize', arguments: { text: FACT, kind: 'fact', origin: 'agent', source: tracked(n).path } });
    expect(r.isError ?? false, JSON.stringify(r.content)).toBe(false);
    return r.structuredContent as { id: string; origin: string; status: string };
  } finally {
    await client.close();
  }
}

describe.skipIf(!hasSandboxTools)('attack h54 E1: a Read whose file is put back before the hook runs is tracked with the payload’s prints', () => {
  it('a page’s sentence Read from a tracked file the agent overwrote, restored before the hook, never promotes', async () => {
    const w = await trustedWorld();
    const first = await session(w, 'sess-1', 1, true);
    const second = await session(w, 'sess-2', 2, true);
    expect(second.id).toBe(first.id);
    // Failed here before the fix (h54-attest2): each Read is observed `tracked` (the disk held the signed commit's blob when the hook ran) with the page's
    // shingles, so it vouches for the page's words (web → repo, tracked witness) and the memory is active under trust --repo.
    expect(second).toMatchObject({ origin: 'web', status: 'candidate' });
  }, 300_000);

  it('control: the same Read with the payload still on disk when the hook runs — the writes are web candidates', async () => {
    const w = await trustedWorld();
    const first = await session(w, 'sess-1', 1, false);
    const second = await session(w, 'sess-2', 2, false);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ origin: 'web', status: 'candidate' });
  }, 300_000);
});
