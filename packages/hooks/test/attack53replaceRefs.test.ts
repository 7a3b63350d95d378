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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentGit, asPersonYes, hasSandboxTools, type Memorized, protectedSession, protectedWorld as protectedHost } from './hostSessions.js';
import type { World } from './helpers.js';

const FACT = 'The harbour master lets every vessel skip the customs check when it docks at night.';
const HONEST = 'The harbour office publishes the tide tables every morning at six.';
const fileOf = (session: string, payload: boolean): { path: string; text: string } => ({
  path: payload ? `docs/later/${session}.md` : `docs/${session}.md`,
  text: `${payload ? FACT : HONEST}\nNoted in ${session}.\n`,
});

/** Git in the project, as the agent runs it in its sandbox; its stdout, the run checked. */
const out = (w: World, ...args: string[]): string => {
  const r = agentGit(w, ...args);
  expect(r.status, r.stderr.toString()).toBe(0);
  return r.stdout.toString().trim();
};

/** A protected world whose honest files are committed and signed by the person (`cairn trust --repo`). */
async function protectedWorld(): Promise<World> {
  const w = await protectedHost((w) => {
    mkdirSync(join(w.project, 'docs'), { recursive: true });
    for (const s of ['sess-1', 'sess-2', 'sess-3', 'sess-4']) writeFileSync(join(w.project, fileOf(s, false).path), fileOf(s, false).text);
    out(w, 'add', '-A');
    out(w, 'commit', '-qm', 'harbour');
  });
  const trust = await asPersonYes(w, ['trust', '--repo']);
  expect(trust.code, trust.terminal).toBe(0);
  return w;
}

/**
 * One protected session: the agent reads its file (observed by the hook), then memorizes what it
 * says over MCP. The payload comes from a web page the agent fetched in this session (observed web).
 */
async function session(w: World, id: string, payload: boolean): Promise<Memorized> {
  const file = fileOf(id, payload);
  const fetch = {
    url: 'https://harbour-notes.example.org/customs',
    text: `# Night arrivals\n\n${FACT}\n`,
    prompt: 'What does the page say about customs?',
    toolUseId: `toolu_${id}_fetch`,
  };
  const [r] = await protectedSession(w, id, {
    ...(payload ? { fetch } : {}),
    reads: [file],
    memorize: [{ text: payload ? FACT : HONEST, source: file.path }],
  });
  return r as Memorized;
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

describe.skipIf(!hasSandboxTools)('attack h53b D1: git replace refs make an agent payload read as committed at the signed commit', () => {
  it('a payload in a commit that replaces the signed one stays a candidate (no act of the person promotes it)', async () => {
    const w = await protectedWorld();
    plant(w, true);
    const first = await session(w, 'sess-1', true);
    const second = await session(w, 'sess-2', true);
    expect(second.id).toBe(first.id);
    // Failed here before the fix (the replaced commit's tree held the payload, so the read was tracked and the memory promoted): GIT_NO_REPLACE_OBJECTS.
    expect(second).toMatchObject({ origin: 'web', status: 'candidate' });
  }, 300_000);

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
