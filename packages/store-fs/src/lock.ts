import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { CoreError, ErrorCode } from '@cairn/core';
import { type FsFile, type Fsio, hasCode } from './fsio.js';
import { storeIoError } from './storeErrors.js';

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
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return !hasCode(error, 'ESRCH');
  }
}

/**
 * Breaks the lock when the process that holds it is known to be dead: same host, its pid
 * gone, and the owner note describes this very lock folder (same inode and birth time), so a
 * note left by an earlier holder never breaks a live lock. Anything uncertain waits for
 * staleness instead. A killed writer thus costs milliseconds, not `stale` seconds.
 */
async function breakIfOwnerDead(o: LockOptions): Promise<boolean> {
  let owner: Owner;
  try {
    owner = JSON.parse((await o.fs.readFile(o.ownerPath)).toString('utf8').trim()) as Owner;
  } catch {
    return false;
  }
  if (owner.host !== hostname() || typeof owner.pid !== 'number' || owner.pid === process.pid) return false;
  let st: Awaited<ReturnType<Fsio['stat']>>;
  try {
    st = await o.fs.stat(o.lockPath);
  } catch (error) {
    return hasCode(error, 'ENOENT');
  }
  if (st.ino !== owner.ino || st.birthtimeMs !== owner.birthtimeMs || processAlive(owner.pid)) return false;
  try {
    await o.fs.rmdir(o.lockPath);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) return false;
  }
  o.onWarning(`took over the store lock of process ${owner.pid}, which died while holding it`);
  return true;
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
   * holder is known to be dead (see {@link breakIfOwnerDead}). The wait never gives up while
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
          if (await breakIfOwnerDead(o)) continue;
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
        return {
          compromised: () => compromisedBy,
          release: async () => {
            await release().catch(() => undefined);
          },
        };
      }
    },
    async close() {
      const f = ownerFile;
      ownerFile = undefined;
      await f?.close().catch(() => undefined);
    },
  };
}

/** True when some process holds a fresh (not stale) lock on the project. */
export async function lockHeld(dir: string, lockPath: string, staleMs: number): Promise<boolean> {
  try {
    return await lockfile.check(dir, { lockfilePath: lockPath, realpath: false, stale: staleMs });
  } catch {
    return false;
  }
}
