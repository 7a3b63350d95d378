import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreError, newSessionRecord, type PersonActRequest, type PersonProof, type SessionRecord } from '@cairn/core';
import { loadKeyring } from '@cairn/person';
import {
  declareSandboxOnly,
  noPersonProof,
  openProject,
  sandboxOnlyDeclaration,
  setupPerson,
  signRequest,
  type UnlockedKey,
  unlockWithPassphrase,
} from '../src/index.js';

const cleanups: Array<() => Promise<void>> = [];

/** Removes every folder made by {@link sandbox}. */
export async function cleanup(): Promise<void> {
  for (const fn of cleanups.splice(0)) await fn().catch(() => undefined);
}

/** A temp root with a home (0700, holding the test person's key) and a project folder beside it. */
export async function sandbox(): Promise<{ root: string; home: string; project: string }> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-session-')));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const home = join(root, 'home');
  await mkdir(home, { mode: 0o700 });
  await chmod(home, 0o700);
  const project = join(root, 'project');
  await mkdir(project);
  await setUpKey(home);
  return { root, home, project };
}

/** Runs git quietly in `cwd`, with an identity and no user config. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: cwd, GIT_CONFIG_NOSYSTEM: '1' },
    encoding: 'utf8',
  }).trim();
}

/** The test person's passphrase (what they would type on the terminal). */
export const PASSPHRASE = 'a session test passphrase typed by the person';

let template: Promise<string> | undefined;

/**
 * Sets up the person's key in `home`, as `cairn person setup` does on the terminal (made once
 * per test file with `setupPerson`, then copied: scrypt is slow by design).
 */
export async function setUpKey(home: string): Promise<void> {
  template ??= (async () => {
    const dir = await realpath(await mkdtemp(join(tmpdir(), 'cairn-session-key-')));
    await chmod(dir, 0o700);
    await setupPerson(dir, PASSPHRASE);
    return dir;
  })();
  await cp(join(await template, 'person'), join(home, 'person'), { recursive: true });
}

/**
 * The person at a terminal, through the one signing door (issue #16): each act is shown and
 * asked (answers scripted, default yes), then signed with the person's key, opened by the
 * passphrase (`unlockWithPassphrase` + `signRequest`, what the CLI's terminal port runs). Not
 * `present`, or unable to be asked, it signs nothing: `PERSON_REQUIRED`, as the terminal port
 * does off the terminal. Records every request it was asked.
 */
export function signingPerson(home: string, options: { present?: boolean; answers?: boolean[]; canAsk?: boolean } = {}) {
  const asked: PersonActRequest[] = [];
  const answers = [...(options.answers ?? [])];
  let key: UnlockedKey | undefined;
  const proof: PersonProof = {
    present: () => options.present ?? true,
    async sign(request) {
      if (options.present === false || options.canAsk === false) throw new CoreError('PERSON_REQUIRED', `${request.act} needs the person at the terminal`);
      asked.push(request);
      if (!(answers.shift() ?? true)) return undefined;
      key ??= await unlockWithPassphrase(home, PASSPHRASE);
      return signRequest(key, request, { now: new Date(), interactive: true });
    },
  };
  return { proof, asked };
}

/**
 * The person declares `home` sandbox-only (their signed act, with the passphrase, as `cairn person
 * setup --sandbox-only` does); returns the declaration's nonce, which the hook records in each
 * protected session's record.
 */
/**
 * Enables memory for `project` in `home` as the person does (`cairn init`, signed with the key of
 * {@link setUpKey}); returns the person's keyring, which checking readers are opened with.
 */
export async function enableProject(home: string, project: string) {
  const { keyring } = await loadKeyring(home);
  const init = await openProject({ home, project, cwd: project, env: {}, channel: 'cli', client: 'vitest', personProof: signingPerson(home).proof, keyring });
  await init.init();
  await init.close();
  return keyring;
}

/**
 * An agent's memorize of `text` through an MCP server's session (channel `mcp`, no person) of
 * `project`, whose user home folder is `user` (where the host's memory files, `~/.claude/CLAUDE.md`
 * and what it imports, are read: attack A4) — the set-up hostMemoryFiles and redactedUnread56 shared.
 *
 * @param keyring - the home's keyring ({@link enableProject})
 * @returns the write's result
 * @throws Error when the write was declined (no person here: it never is)
 */
export async function agentWriteWithHostMemory(home: string, project: string, user: string, keyring: Awaited<ReturnType<typeof enableProject>>, text: string) {
  const s = await openProject({
    home,
    project,
    cwd: project,
    env: {},
    homedir: () => user,
    channel: 'mcp',
    client: 'vitest',
    personProof: noPersonProof('the MCP server'),
    keyring,
  });
  try {
    const r = await s.memorize({ text, origin: 'agent' });
    if (r.declined) throw new Error('declined');
    return r.result;
  } finally {
    await s.close();
  }
}

export async function declareHome(home: string): Promise<string> {
  await declareSandboxOnly(home, PASSPHRASE, true);
  const declared = await sandboxOnlyDeclaration(home);
  if (declared === undefined) throw new Error('the declaration does not verify');
  return declared.nonce;
}

/**
 * A host session's record as the hooks keep it in the home's observation store (protected or not,
 * no gaps); `sandboxOnly` is the nonce of the home's declaration the hook verified, which a
 * protected record names (a reader trusts `protected` only under that declaration).
 */
export function hostSessionRecord(id: string, isProtected: boolean, sandboxOnly?: string): SessionRecord {
  return newSessionRecord({
    id,
    host: 'claude-code',
    startedAt: new Date().toISOString(),
    sources: ['startup'],
    protected: isProtected,
    ...(sandboxOnly !== undefined ? { sandboxOnly } : {}),
    reasons: isProtected ? [] : ['sandbox.enabled is not true'],
    interactive: true,
  });
}

/**
 * Opens `project` under `home` as the CLI does in a test: no environment, channel `cli`, client
 * `vitest`, the home's keyring, `proof` as the person port; `extra` overrides any option.
 */
export async function openAs(home: string, project: string, proof: PersonProof, extra: Record<string, unknown> = {}) {
  return openProject({
    home,
    project,
    cwd: project,
    env: {},
    channel: 'cli',
    client: 'vitest',
    personProof: proof,
    keyring: (await loadKeyring(home)).keyring,
    ...extra,
  });
}
