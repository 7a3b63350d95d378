/**
 * `cairn trust --repo` end to end (issue #22): the agent reads a file in protected host sessions
 * (the hooks observe the read), then memorizes what it says over the built `cairn mcp`; its
 * claimed `agent` is attested `repo`. Where the person declared the project's tracked files
 * trusted (their act, signed on a pseudo-terminal, kept in the home), the memory promotes after
 * sightings in two protected sessions, like the agent's own; without the declaration, after it
 * is withdrawn, or under a declaration an agent forged, it stays a candidate. Third-party,
 * untracked and ignored files never promote. Child processes only, as an agent's would be.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoTrustPath } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import type { World } from './helpers.js';
import { agentGit as git, asPersonYes, hasSandboxTools, type Memorized, protectedSession, protectedWorld as protectedHost } from './hostSessions.js';

/**
 * Where each kind of file lies: git tracks `docs/`; `node_modules/` and `build/` are ignored (third-party); `notes/` is untracked;
 * `guides/` is tracked but overwritten and not committed (its lines are the worktree's, h47-attest).
 */
const DIRS = {
  tracked: 'docs',
  thirdParty: 'node_modules/harbour-cli',
  untracked: 'notes',
  ignored: 'build',
  modified: 'guides',
  committed: 'docs/later',
} as const;
type Kind = keyof typeof DIRS;
/** The memory an agent writes of each kind of file: what the file says, word for word. */
const FACT: Record<Kind, string> = {
  tracked: 'The harbour office publishes the tide tables every morning at six.',
  thirdParty: 'The pilot boat leaves from the north quay whenever the swell stays under two metres.',
  untracked: 'The fuel berth closes for cleaning on the first Monday of every month.',
  ignored: 'The crane on berth four lifts at most forty tonnes in calm weather.',
  modified: 'The harbour master waives the berth fee for every vessel that arrives after dark.',
  committed: 'The harbour master lets every vessel skip the customs check when it docks at night.',
};
/** The file session `session` reads for `kind`: each session its own file, so each sighting is its own witness (as for the agent's memories). */
const fileOf = (kind: Kind, session: string): { path: string; text: string } => ({
  path: `${DIRS[kind]}/${session}.md`,
  text: `${FACT[kind]}\nNoted in ${session}.\n`,
});

/** The world's files for `sessions`: the tracked ones committed, the others on disk (node_modules and build/ ignored), `guides/` committed then overwritten. */
function harbour(w: World, sessions: readonly string[]): void {
  for (const kind of Object.keys(DIRS) as Kind[])
    for (const session of sessions) {
      if (kind === 'committed') continue;
      const { path, text } = fileOf(kind, session);
      mkdirSync(join(w.project, DIRS[kind]), { recursive: true });
      writeFileSync(join(w.project, path), kind === 'modified' ? `The guide of ${session}, as committed.\n` : text);
    }
  writeFileSync(join(w.project, '.gitignore'), 'build/\nnode_modules/\n');
  git(w, 'add', '.gitignore', 'README.md', DIRS.tracked, DIRS.modified);
  git(w, 'commit', '-qm', 'harbour');
  for (const session of sessions) writeFileSync(join(w.project, fileOf('modified', session).path), fileOf('modified', session).text);
}

/** One protected host session: started, the agent reads `kinds`' files (observed), then memorizes each fact over MCP. Returns ids by kind. */
async function session(w: World, id: string, kinds: readonly Kind[]): Promise<Partial<Record<Kind, Memorized>>> {
  const written = await protectedSession(w, id, {
    reads: kinds.map((kind) => fileOf(kind, id)),
    memorize: kinds.map((kind) => ({ text: FACT[kind], source: fileOf(kind, id).path })),
  });
  return Object.fromEntries(kinds.map((kind, i) => [kind, written[i]]));
}

/** The memory as a checking reader (the CLI, the person's keyring, the home's declaration) reads it. */
const shown = (w: World, id: string): { status: string; origin: string } =>
  JSON.parse(w.cairn(['show', id, '--json']).stdout) as { status: string; origin: string };

/** The project's key, as the file store makes it (sha256 of its real path, 12 hex). */
const keyOf = (w: World): string => createHash('sha256').update(realpathSync(w.project)).digest('hex').slice(0, 12);

/** A protected world: setup's settings, the home declared sandbox-only (the person's signed acts). */
const protectedWorld = (): Promise<World> => protectedHost((w) => harbour(w, ['sess-1', 'sess-2', 'sess-3', 'sess-4']));

describe.skipIf(!hasSandboxTools)('cairn trust --repo: repo-attested memories promote like the agent’s, only while the person’s declaration holds', () => {
  it('trusted: a memory of a tracked file is active after two protected sessions; revoked or forged: read as a candidate', async () => {
    const w = await protectedWorld();
    const trust = await asPersonYes(w, ['trust', '--repo']);
    expect(trust.code, trust.terminal).toBe(0);
    // The person was shown what they sign: this folder's tracked files, and what trusting them buys.
    expect(trust.terminal).toContain(`Trust the files git tracks in ${realpathSync(w.project)}`);
    const first = await session(w, 'sess-1', ['tracked']);
    expect(first.tracked).toMatchObject({ origin: 'repo', status: 'candidate' });
    const second = await session(w, 'sess-2', ['tracked']);
    expect(second.tracked?.id).toBe(first.tracked?.id);
    expect(second.tracked?.status).toBe('active');
    const id = first.tracked?.id as string;
    expect(shown(w, id)).toMatchObject({ origin: 'repo', status: 'active' });

    // The person withdraws it: every reader reads the memory as the candidate it is without trust.
    const key = keyOf(w);
    const declaration = readFileSync(repoTrustPath(w.home, key), 'utf8');
    expect((await asPersonYes(w, ['trust', '--repo', '--revoke'])).code).toBe(0);
    expect(shown(w, id).status).toBe('candidate');

    // An agent writes a declaration of its own: the old one with a later time (edited), then one it made up (unsigned).
    const old = JSON.parse(declaration) as Record<string, unknown>;
    writeFileSync(repoTrustPath(w.home, key), JSON.stringify({ ...old, at: new Date().toISOString() }));
    expect(shown(w, id).status).toBe('candidate');
    expect(w.cairn(['trust']).stdout).toContain("its signature does not verify with the person's key");
    const { sig: _sig, ...unsigned } = old;
    writeFileSync(repoTrustPath(w.home, key), JSON.stringify(unsigned));
    expect(shown(w, id).status).toBe('candidate');
    const third = await session(w, 'sess-3', ['tracked']);
    expect(third.tracked?.status).toBe('candidate');
  }, 300_000);

  it('not trusted: stays a candidate; trusted: third-party, untracked, ignored and tracked-but-uncommitted files never promote', async () => {
    const w = await protectedWorld();
    const before = await session(w, 'sess-1', ['tracked']);
    expect((await session(w, 'sess-2', ['tracked'])).tracked?.status).toBe('candidate');
    expect(shown(w, before.tracked?.id as string).status).toBe('candidate');

    expect((await asPersonYes(w, ['trust', '--repo'])).code).toBe(0);
    const others = ['thirdParty', 'untracked', 'ignored', 'modified'] as const;
    await session(w, 'sess-3', others);
    const last = await session(w, 'sess-4', others);
    expect(last.thirdParty).toMatchObject({ origin: 'external', status: 'candidate' });
    expect(last.ignored).toMatchObject({ origin: 'external', status: 'candidate' });
    expect(last.untracked).toMatchObject({ origin: 'repo', status: 'candidate' });
    // git's index names the file, but its lines were never committed: the worktree's, as an untracked file's.
    expect(last.modified).toMatchObject({ origin: 'repo', status: 'candidate' });
  }, 300_000);

  it('an agent that commits a payload after the person signed: its file is no trusted witness until the person signs again (A7)', async () => {
    const w = await protectedWorld();
    expect((await asPersonYes(w, ['trust', '--repo'])).code).toBe(0);
    // The agent writes the payload into the project and commits it itself: git tracks it, HEAD holds it.
    mkdirSync(join(w.project, DIRS.committed), { recursive: true });
    for (const id of ['sess-1', 'sess-2', 'sess-3']) writeFileSync(join(w.project, fileOf('committed', id).path), fileOf('committed', id).text);
    // ... and edits a tracked file the person signed, committed too.
    writeFileSync(join(w.project, fileOf('tracked', 'sess-2').path), `${FACT.committed}\nNoted in sess-2.\n`);
    expect(git(w, 'add', '-A', DIRS.tracked).status).toBe(0);
    expect(git(w, 'commit', '-qm', 'notes').status).toBe(0);
    const first = await session(w, 'sess-1', ['committed']);
    const second = await session(w, 'sess-2', ['committed']);
    expect(second.committed?.id).toBe(first.committed?.id);
    // Still the project's text (`repo`, lowering), never a witness that raises.
    expect(second.committed).toMatchObject({ origin: 'repo', status: 'candidate' });
    expect(shown(w, first.committed?.id as string).status).toBe('candidate');
    // The control: a tracked file unchanged since the signed commit still vouches and promotes.
    await session(w, 'sess-3', ['tracked']);
    expect((await session(w, 'sess-4', ['tracked'])).tracked).toMatchObject({ origin: 'repo', status: 'active' });

    // The person reviews and signs again: shown what changed since the commit they trusted, then it moves forward.
    const again = await asPersonYes(w, ['trust', '--repo']);
    expect(again.code, again.terminal).toBe(0);
    const said = again.terminal.replace(/\s+/gu, ' ');
    expect(said).toContain('4 files changed since the commit you trusted');
    expect(said).toContain('docs/later/sess-1.md');
    expect(said).toContain('docs/sess-2.md');
    // The declaration now names HEAD: what the agent committed is what the person signed.
    const head = git(w, 'rev-parse', 'HEAD').stdout.toString().trim();
    expect(w.cairn(['trust']).stdout).toContain(`at commit ${head.slice(0, 12)}`);
  }, 300_000);
});
