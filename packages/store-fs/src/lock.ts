import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type * as ProperLockfile from 'proper-lockfile';
import { CoreError, ErrorCode } from '@cairn/core';
import { type FsFile, type Fsio, hasCode } from './fsio.js';
import { storeIoError } from './storeErrors.js';

let properLockfile: typeof ProperLockfile.default | undefined;

/**
 * proper-lockfile, loaded on the first lock taken or checked. Loading it registers signal-exit's
 * handlers for every stop signal (its module's top level): at load they were in every `cairn`
 * process, one that never locks included, and a process with signal handlers registered at
 * load cannot be a V8 start-up snapshot (issue #20, h52-speed). A process that writes loads it
 * before its first lock, so a stop signal re-raised after a write ({@link leaveWrite}) meets the
 * same handlers as before.
 */
async function lockfileModule(): Promise<typeof ProperLockfile.default> {
  properLockfile ??= (await import('proper-lockfile')).default;
  return properLockfile;
}

/** Default staleness of a lock, in ms (DESIGN.md §6: ≥ 30 s). */
export const DEFAULT_LOCK_STALE_MS = 30_000;
/** The smallest staleness proper-lockfile accepts (tests use it; production keeps the default). */
export const MIN_LOCK_STALE_MS = 2_000;
/**
 * Default time to wait for the lock before `STORE_LOCKED`, in ms — counted from the last sign
 * of progress (another holder took the lock), not from the first attempt.
 */
export const DEFAULT_LOCK_TIMEOUT_MS = 15_000;

/** A held write lock. */
export interface HeldLock {
  /** The error proper-lockfile reported when another process took the lock over, if it did. */
  compromised(): Error | undefined;
  /** Releases the lock; never throws. */
  release(): Promise<void>;
}

/** Options of {@link acquireLock}. */
export interface LockOptions {
  fs: Fsio;
  /** The project folder (the lock is `<dir>/write.lock`). */
  dir: string;
  lockPath: string;
  ownerPath: string;
  /** ms without an mtime update after which the lock is stale and may be taken over. */
  staleMs: number;
  /** ms to wait, with no other process taking the lock meanwhile, before giving up with `STORE_LOCKED`. */
  timeoutMs: number;
  onWarning: (message: string) => void;
}

interface Owner {
  pid: number;
  host: string;
  ino: number;
  birthtimeMs: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return !hasCode(error, 'ESRCH');
  }
}

// ---------------------------------------------------------------- stop signals during a write

/** The signals a person or a service manager stops a process with. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** Locks this process holds or is taking (every store of the process counts). */
let busy = 0;
/** The stop signal received while {@link busy}, delivered again once no lock is held. */
let pendingSignal: NodeJS.Signals | undefined;
const deferSignal = (signal: NodeJS.Signals): void => {
  pendingSignal ??= signal;
};
/** A deferred signal was raised again and may not have been delivered yet. */
let raised = false;

/** A lock is being taken: from now until {@link leaveWrite}, SIGINT and SIGTERM wait for the write. */
function enterWrite(): void {
  if (busy++ === 0) for (const s of STOP_SIGNALS) process.on(s, deferSignal);
}

/**
 * A lock was released (or never taken): when it was the last one, a stop signal that arrived
 * meanwhile is raised again, now that no write is in flight and the lock folder is gone. With
 * no other listener the process then ends as the signal says (proper-lockfile's signal-exit
 * or Node's default); an application that listens for it (the CLI's batch, which stops
 * between lines and says what was stored) already heard it once and hears it again.
 */
function leaveWrite(): void {
  if (--busy > 0) return;
  busy = 0;
  for (const s of STOP_SIGNALS) process.removeListener(s, deferSignal);
  const signal = pendingSignal;
  pendingSignal = undefined;
  if (signal === undefined) return;
  raised = true;
  process.kill(process.pid, signal);
}

/**
 * Before a new write: when a deferred signal was just raised again, lets the event loop turn
 * so it is delivered first — the process then ends (no listener of its own) before starting
 * another write, or its own listener has heard it and the write goes on.
 */
async function letRaisedSignalLand(): Promise<void> {
  if (!raised) return;
  raised = false;
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setImmediate(resolve));
}

/** True when a stop signal arrived while this process was writing (or waiting to). */
export function stopSignalPending(): boolean {
  return pendingSignal !== undefined;
}

// ---------------------------------------------------------------- taking over a dead holder's lock

/**
 * A lock folder younger (by mtime) than `stale - STALE_MARGIN_MS` is never stale to
 * proper-lockfile while a breaker looks at it, so the breaker and proper-lockfile's own stale
 * takeover never act on the same folder: an older one is left to proper-lockfile.
 */
const STALE_MARGIN_MS = 1_000;

interface Claim {
  pid: number;
  host: string;
}

/** The folder of claims: one file per lock being taken, written before proper-lockfile's mkdir. */
const claimsDirOf = (o: Pick<LockOptions, 'lockPath'>): string => `${o.lockPath}.claims`;
/** The folder that serialises breakers (held only inside one synchronous section). */
const breakPathOf = (o: LockOptions): string => `${o.lockPath}.break`;

/** This process's claim names: a random part drawn once, then a count, so no two claims ever share a name. */
const CLAIM_PREFIX = `${process.pid}-${randomBytes(6).toString('hex')}`;
let claimCount = 0;
/** Claim folders this process made or found: not made again on every commit (issue #20: a mkdir and a stat per write). */
const claimDirsMade = new Set<string>();

/**
 * Writes this acquisition's claim (`{pid, host}`, 0600, whole: written to a temp name and
 * renamed). It exists from before this process's mkdir of the lock folder until its owner note
 * describes that folder, so a lock folder its owner note does not describe belongs to one of
 * the claimants. Synchronous, like proper-lockfile's own lock-folder calls (advisory files,
 * outside the fault-injected file module). The claims folder is made on first use and again
 * only when it has gone (the write of the claim fails with `ENOENT`).
 */
function writeClaim(o: LockOptions): string {
  const dir = claimsDirOf(o);
  const path = join(dir, `${CLAIM_PREFIX}-${++claimCount}`);
  const temp = `${path}.tmp`;
  const text = JSON.stringify({ pid: process.pid, host: hostname() } satisfies Claim);
  const makeDir = (): void => {
    nodeFs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    claimDirsMade.add(dir);
  };
  if (!claimDirsMade.has(dir)) makeDir();
  try {
    nodeFs.writeFileSync(temp, text, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
    makeDir();
    nodeFs.writeFileSync(temp, text, { mode: 0o600, flag: 'wx' });
  }
  nodeFs.renameSync(temp, path);
  return path;
}

function removeClaim(path: string | undefined): void {
  if (path === undefined) return;
  try {
    nodeFs.unlinkSync(path);
  } catch {
    // already gone (a breaker cleared it as dead: it was not)
  }
}

/** Every claim but `own`: its path and its content (undefined when unreadable). Temp files older than `staleMs` are removed. */
function readClaims(o: LockFiles, own: string | undefined): Array<{ path: string; claim: Claim | undefined }> {
  const dir = claimsDirOf(o);
  let names: string[];
  try {
    names = nodeFs.readdirSync(dir);
  } catch {
    return [];
  }
  const out: Array<{ path: string; claim: Claim | undefined }> = [];
  for (const name of names) {
    const path = join(dir, name);
    if (path === own) continue;
    if (name.endsWith('.tmp')) {
      // A claim whose writer died before its rename: never a claimant (it renames before its mkdir).
      try {
        if (nodeFs.statSync(path).mtimeMs < Date.now() - o.staleMs) nodeFs.unlinkSync(path);
      } catch {
        // gone
      }
      continue;
    }
    let claim: Claim | undefined;
    try {
      const c = JSON.parse(nodeFs.readFileSync(path, 'utf8')) as Partial<Claim>;
      if (typeof c.pid === 'number' && typeof c.host === 'string') claim = { pid: c.pid, host: c.host };
    } catch (error) {
      if (hasCode(error, 'ENOENT')) continue;
    }
    out.push({ path, claim });
  }
  return out;
}

function readOwner(o: LockFiles): Owner | undefined {
  try {
    const owner = JSON.parse(nodeFs.readFileSync(o.ownerPath, 'utf8').trim()) as Partial<Owner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return owner as Owner;
  } catch {
    return undefined;
  }
}

/** Dead for sure: on this host, and its pid is not running. */
const deadHere = (who: { pid: number; host: string }): boolean => who.host === hostname() && !processAlive(who.pid);

/** Running for sure: on this host, and its pid runs. */
const aliveHere = (who: { pid: number; host: string }): boolean => who.host === hostname() && processAlive(who.pid);

/** What reading a lock folder's holders needs. */
type LockFiles = Pick<LockOptions, 'lockPath' | 'ownerPath' | 'staleMs'>;

/**
 * Who holds the lock folder `st`, when that holder is known to be what `is` says on this host
 * ({@link deadHere} for {@link breakIfOwnerDead}, {@link aliveHere} for `doctor`): the owner
 * note's pid when the note describes this very folder; otherwise every claimant, when there is at
 * least one and each is so. Read in the order claims, note. Undefined when it is uncertain.
 */
function holdersThat(
  o: LockFiles,
  st: nodeFs.Stats,
  ownClaim: string | undefined,
  is: (who: { pid: number; host: string }) => boolean,
): { pids: number[]; claims: ReturnType<typeof readClaims> } | undefined {
  const claims = readClaims(o, ownClaim);
  const owner = readOwner(o);
  if (owner !== undefined && owner.ino === st.ino && owner.birthtimeMs === st.birthtimeMs) return is(owner) ? { pids: [owner.pid], claims } : undefined;
  if (claims.length === 0 || !claims.every((c) => c.claim !== undefined && is(c.claim))) return undefined;
  return { pids: [...new Set(claims.map((c) => c.claim?.pid ?? 0))], claims };
}

/** The pids of the lock folder's holder when `is` holds of it ({@link holdersThat}); undefined when there is no lock folder. */
function lockHolderThat(o: LockFiles, is: (who: { pid: number; host: string }) => boolean): number[] | undefined {
  let st: nodeFs.Stats;
  try {
    st = nodeFs.statSync(o.lockPath);
  } catch {
    return undefined;
  }
  return holdersThat(o, st, undefined, is)?.pids;
}

/**
 * Breaks the lock when the process that holds it is known to be dead (walk 3, item 1: a
 * Ctrl-C between proper-lockfile's mkdir and the owner note left a lock that waited its 30 s
 * staleness, and the next write failed `STORE_LOCKED`). Who holds the folder:
 *
 * - the owner note describes this very folder (same inode and birth time): its pid;
 * - otherwise its holder has not written the note yet, so it is one of the claimants (each
 *   writes its claim before its mkdir and removes it after its note): the folder is broken
 *   only when there is at least one claim and every claimant is dead on this host.
 *
 * The folder is read in the order lock, claims, note, so a holder that finishes its note
 * meanwhile is seen by its note. Breakers take turns (the `.break` folder, held only inside
 * this synchronous section: no signal handler or other task runs in it), and only a folder
 * proper-lockfile would not call stale is touched, so two takeovers never remove a live
 * holder's folder. Anything uncertain (another host, a pid that runs, an unreadable claim)
 * waits for staleness instead. A killed writer thus costs milliseconds, not `stale` seconds.
 *
 * @returns true when the lock folder is gone (broken or released meanwhile): try again at once
 */
function breakIfOwnerDead(o: LockOptions, ownClaim: string | undefined): boolean {
  const brk = breakPathOf(o);
  try {
    nodeFs.mkdirSync(brk, { mode: 0o700 });
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) return false;
    // Another breaker is at work, or one was killed inside its section (SIGKILL only): such a
    // leftover is cleared once it is stale; a breaker's section lasts milliseconds.
    try {
      if (nodeFs.statSync(brk).mtimeMs < Date.now() - o.staleMs) nodeFs.rmdirSync(brk);
    } catch {
      // gone meanwhile
    }
    return false;
  }
  try {
    let st: nodeFs.Stats;
    try {
      st = nodeFs.statSync(o.lockPath);
    } catch (error) {
      return hasCode(error, 'ENOENT');
    }
    if (st.mtimeMs < Date.now() - (o.staleMs - STALE_MARGIN_MS)) return false;
    const holders = holdersThat(o, st, ownClaim, deadHere);
    if (holders === undefined) return false;
    const { pids: dead, claims } = holders;
    try {
      nodeFs.rmdirSync(o.lockPath);
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) return false;
    }
    for (const c of claims) if (c.claim !== undefined && deadHere(c.claim)) removeClaim(c.path);
    o.onWarning(`took over the store lock of process ${dead.join(', ')}, which died while holding it`);
    return true;
  } finally {
    try {
      nodeFs.rmdirSync(brk);
    } catch {
      // nothing to do
    }
  }
}

/**
 * Which lock folder holds the lock now (inode and birth time), or undefined when none does.
 * Every acquisition makes a new folder, so a change means another writer got its turn.
 */
async function holderOf(o: LockOptions): Promise<string | undefined> {
  try {
    const st = await o.fs.stat(o.lockPath);
    return `${st.ino}:${st.birthtimeMs}`;
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/** Takes and releases one project's write lock; keeps the owner note's file open between commits. */
export interface LockManager {
  /**
   * Takes the lock with proper-lockfile (seeds/002 F6): `stale` ≥ 30 s in production,
   * `update` = stale / 2, and `onCompromised` recorded (never thrown from a timer) so the
   * commit in progress fails with `STORE_LOCKED` instead of being acknowledged. Waits with
   * jittered back-off so several processes take turns, and takes over at once a lock whose
   * holder is known to be dead (see {@link breakIfOwnerDead}), also one killed between its
   * mkdir and its owner note. From the first attempt until release, SIGINT and SIGTERM wait:
   * the write in flight ends and the lock is released before the signal is raised again (a
   * signal while still waiting ends the wait with `STORE_LOCKED`, nothing saved). The wait never gives up while
   * other writers make progress: `timeoutMs` counts from the last time the lock changed hands,
   * so on a loaded machine with many writers each waiter gets its turn, while a holder that
   * hangs (alive, but finishing nothing) still ends the wait.
   *
   * @throws CoreError `STORE_LOCKED` after `timeoutMs` with the same holder; `STORE_IO` when the lock cannot be made
   */
  acquire(timeoutMs?: number): Promise<HeldLock>;
  /** Closes the owner note's handle. */
  close(): Promise<void>;
}

/** Size of the owner note: fixed, so it is rewritten in place (no block allocation per commit). */
const OWNER_BYTES = 256;

/** Creates the lock manager of one project folder. */
export function createLockManager(o: LockOptions): LockManager {
  let ownerFile: FsFile | undefined;
  const writeOwner = async (owner: Owner): Promise<void> => {
    let file = ownerFile;
    if (!file) {
      // 'a+' creates it without truncating; 'r+' then allows writing at offset 0.
      await (await o.fs.open(o.ownerPath, 'a+', 0o600)).close();
      file = await o.fs.open(o.ownerPath, 'r+');
      ownerFile = file;
    }
    try {
      await file.write(Buffer.from(JSON.stringify(owner).padEnd(OWNER_BYTES, ' ')), 0);
    } catch (error) {
      ownerFile = undefined;
      await file.close().catch(() => undefined);
      throw error;
    }
  };
  return {
    async acquire(timeoutMs = o.timeoutMs) {
      // Loaded before this write is entered, as it was at start-up before (signal-exit's handlers first).
      const lockfile = await lockfileModule();
      await letRaisedSignalLand();
      enterWrite();
      let claim: string | undefined;
      let held = false;
      try {
        try {
          claim = writeClaim(o);
        } catch (error) {
          throw storeIoError(error, 'taking the store lock', 'Nothing was saved.');
        }
        let deadline = Date.now() + timeoutMs;
        let holder: string | undefined;
        let compromisedBy: Error | undefined;
        let attempt = 0;
        for (;;) {
          let release: () => Promise<void>;
          try {
            release = await lockfile.lock(o.dir, {
              lockfilePath: o.lockPath,
              realpath: false,
              stale: o.staleMs,
              update: Math.floor(o.staleMs / 2),
              retries: 0,
              onCompromised: (error: Error) => {
                compromisedBy = error;
                o.onWarning(`lost the store lock to another process (${error.message}); a write in progress will not be acknowledged`);
              },
            });
          } catch (error) {
            if (!hasCode(error, 'ELOCKED')) throw storeIoError(error, 'taking the store lock', 'Nothing was saved.');
            if (breakIfOwnerDead(o, claim)) continue;
            if (pendingSignal !== undefined)
              throw new CoreError(ErrorCode.STORE_LOCKED, `Stopped (${pendingSignal}) while waiting for the store lock: nothing was saved.`, {
                lock: o.lockPath,
                signal: pendingSignal,
              });
            const now = await holderOf(o).catch(() => holder);
            if (now !== holder) {
              // Another writer took its turn (or the lock is free): progress, so wait on.
              holder = now;
              deadline = Date.now() + timeoutMs;
              if (now === undefined) continue;
            }
            if (Date.now() >= deadline) {
              throw new CoreError(
                ErrorCode.STORE_LOCKED,
                `Another Cairn process has held this project's memory lock for ${Math.round(timeoutMs / 1000)} s without finishing a write. Try again; a lock left by a crashed process clears itself after ${Math.round(o.staleMs / 1000)} s (\`cairn doctor\` shows it).`,
                { lock: o.lockPath },
              );
            }
            attempt++;
            await sleep(1 + Math.random() * Math.min(50, 2 * attempt));
            continue;
          }
          try {
            const st = await o.fs.stat(o.lockPath);
            await writeOwner({ pid: process.pid, host: hostname(), ino: st.ino, birthtimeMs: st.birthtimeMs });
          } catch (error) {
            await release().catch(() => undefined);
            throw storeIoError(error, 'taking the store lock', 'Nothing was saved.');
          }
          // The owner note names this folder now: the claim has done its part.
          removeClaim(claim);
          claim = undefined;
          held = true;
          let released = false;
          return {
            compromised: () => compromisedBy,
            release: async () => {
              if (released) return;
              released = true;
              await release().catch(() => undefined);
              leaveWrite();
            },
          };
        }
      } finally {
        removeClaim(claim);
        if (!held) leaveWrite();
      }
    },
    async close() {
      const f = ownerFile;
      ownerFile = undefined;
      await f?.close().catch(() => undefined);
    },
  };
}

/**
 * The pids of the process that holds the lock folder when it is known to be dead on this host —
 * the takeover's own judgement ({@link holdersThat}), read only: the next write takes the lock
 * over at once (issue #14, the seventh newcomer walk: `doctor` called a killed import's lock a
 * FAIL and told the person to wait 30 s). Undefined when there is no lock folder, or its holder
 * runs or is uncertain (another host, an unreadable claim).
 */
export function deadLockHolder(o: LockFiles): number[] | undefined {
  return lockHolderThat(o, deadHere);
}

/**
 * The pids of the process that holds the lock folder when it is known to run on this host: the
 * owner note's pid when the note describes this very folder, else every claimant when each runs
 * here — read only, for `doctor` (walk h55 MEDIUM 3: a running import's lock was a FAIL). A
 * live holder is a write in progress, not a fault. Undefined when there is no lock folder or its
 * holder is dead or uncertain (another host, an unreadable claim).
 */
export function liveLockHolder(o: LockFiles): number[] | undefined {
  return lockHolderThat(o, aliveHere);
}

/** True when some process holds a fresh (not stale) lock on the project. */
export async function lockHeld(dir: string, lockPath: string, staleMs: number): Promise<boolean> {
  try {
    return await (await lockfileModule()).check(dir, { lockfilePath: lockPath, realpath: false, stale: staleMs });
  } catch {
    return false;
  }
}
