import { join } from 'node:path';
import {
  capEvictions,
  CoreError,
  ErrorCode,
  type Observation,
  type ObservationFilter,
  ObservationSchema,
  type ObservationStats,
  type ObservationStore,
  type PauseState,
  pruneCutoff,
  type SessionRecord,
  isPlainObservation,
  isPlainSessionRecord,
  isSessionId,
  SESSION_CAP,
  SESSION_CAP_RECORD,
  sessionCapEvictions,
  SessionRecordSchema,
  withCapGap,
  withSessionCapGap,
} from '@cairn/core';
import { atomicReplace, createFsio, type Fsio, hasCode } from './fsio.js';
import { createLockManager, DEFAULT_LOCK_STALE_MS, type LockManager } from './lock.js';
import { storeIoError } from './storeErrors.js';

/**
 * The folder of one project's observations in a home (DESIGN.md §12: observations stay in
 * each person's home, whichever store keeps the memories):
 *
 *     <home>/observations/<key>/s/<session>.jsonl   that session's observations, one a line
 *     <home>/observations/<key>/s/<session>.json    that session's record
 *     <home>/observations/<key>/pause.json          the pause state (`cairn pause`)
 *     <home>/observations/<key>/obs.lock            proper-lockfile's lock folder (+ .owner)
 *
 * Folders 0700, files 0600. Nothing here holds text: observations are keyed fingerprints.
 */
export const OBSERVATION_LAYOUT = { root: 'observations', sessions: 's', pause: 'pause.json', lock: 'obs.lock', lockOwner: 'obs.lock.owner' } as const;

/** The observation folder of one project. */
export function observationDir(home: string, projectKey: string): string {
  return join(home, OBSERVATION_LAYOUT.root, projectKey);
}

/** Options of {@link openObservationStore}. */
export interface ObservationStoreOptions {
  home: string;
  /** The project's key (12 hex). */
  projectKey: string;
  /** The file-system module (tests inject faults through it). */
  fs?: Fsio;
  /** ms to wait for the lock before `STORE_LOCKED`; hooks wait briefly. Default 5,000. */
  lockTimeoutMs?: number;
  /** One-line warnings (an unreadable line skipped). */
  onWarning?: (message: string) => void;
  /** Test hooks: `at` runs synchronously at each {@link ObservationCrashPoint} (a test kills the process there). */
  hooks?: { at?: (point: ObservationCrashPoint) => void };
}

/**
 * Named moments inside a prune where tests may kill the process (store-fs test/observationKill):
 * after the cap gaps are written and before any observation goes, and after the session cap's
 * stand-in gap is written and before any record goes.
 */
export type ObservationCrashPoint = 'prune-after-cap-gap' | 'prune-after-session-cap-gap';

const enc = new TextEncoder();

function checkSessionId(id: string): string {
  if (!isSessionId(id))
    throw new CoreError(ErrorCode.INVALID_INPUT, 'A session id must be 1–128 letters, digits, dots, colons, dashes or underscores, not starting with a dot.');
  return id;
}

/**
 * Opens (creating on first write) one project's observation store in the home. Writes take
 * the project's observation lock; each append is one `write` of whole lines followed by
 * fdatasync, so a crash leaves at most a torn last line, which readers skip.
 */
export function openObservationStore(o: ObservationStoreOptions): ObservationStore {
  const fs = o.fs ?? createFsio();
  const dir = observationDir(o.home, o.projectKey);
  const sessionsDir = join(dir, OBSERVATION_LAYOUT.sessions);
  const warn = o.onWarning ?? (() => undefined);
  const crashAt = o.hooks?.at;
  let locks: LockManager | undefined;
  let ready = false;

  const ensureDirs = async (): Promise<void> => {
    if (ready) return;
    await fs.mkdir(sessionsDir, 0o700);
    ready = true;
  };
  const withLock = async <T>(doing: string, fn: () => Promise<T>): Promise<T> => {
    try {
      await ensureDirs();
      locks ??= createLockManager({
        fs,
        dir,
        lockPath: join(dir, OBSERVATION_LAYOUT.lock),
        ownerPath: join(dir, OBSERVATION_LAYOUT.lockOwner),
        staleMs: DEFAULT_LOCK_STALE_MS,
        timeoutMs: o.lockTimeoutMs ?? 5_000,
        onWarning: warn,
      });
      const lock = await locks.acquire();
      try {
        return await fn();
      } finally {
        await lock.release();
      }
    } catch (error) {
      throw storeIoError(error, doing, 'Nothing was written.');
    }
  };
  const logPath = (session: string): string => join(sessionsDir, `${checkSessionId(session)}.jsonl`);
  const recordPath = (session: string): string => join(sessionsDir, `${checkSessionId(session)}.json`);

  /**
   * A session log's observations and the 1-based numbers of its unreadable lines (a line torn by
   * a hook killed mid-append, or damaged): each is an observation lost, which a reader counts as
   * a gap of that session (fail closed), never as nothing observed.
   */
  const readLog = async (path: string): Promise<{ observations: Observation[]; unreadable: number[]; raw: string[] }> => {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path);
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return { observations: [], unreadable: [], raw: [] };
      throw storeIoError(error, 'reading observations', 'Nothing was changed.');
    }
    const observations: Observation[] = [];
    const unreadable: number[] = [];
    const raw: string[] = [];
    const lines = bytes.toString('utf8').split('\n');
    lines.forEach((line, i) => {
      if (line === '') return;
      try {
        const parsed: unknown = JSON.parse(line);
        observations.push(isPlainObservation(parsed) ? parsed : ObservationSchema.parse(parsed));
      } catch {
        unreadable.push(i + 1);
        raw.push(line);
      }
    });
    return { observations, unreadable, raw };
  };
  const readLines = async (path: string): Promise<Observation[]> => {
    const log = await readLog(path);
    for (const line of log.unreadable) warn(`skipped an unreadable observation (${path.split('/').pop()} line ${line}); it counts as a gap of that session`);
    return log.observations;
  };
  const sessionIds = async (): Promise<string[]> => {
    try {
      return [
        ...new Set((await fs.readdir(sessionsDir)).filter((n) => n.endsWith('.jsonl') || n.endsWith('.json')).map((n) => n.replace(/\.jsonl?$/u, ''))),
      ].filter((n) => isSessionId(n));
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return [];
      throw storeIoError(error, 'listing sessions', 'Nothing was changed.');
    }
  };
  const readRecord = async (id: string): Promise<SessionRecord | undefined> => {
    const path = recordPath(id);
    try {
      const parsed: unknown = JSON.parse((await fs.readFile(path)).toString('utf8'));
      // The shape check answers for a well-formed record without zod (issue #20); the schema decides, and words, the rest.
      return isPlainSessionRecord(parsed) ? parsed : SessionRecordSchema.parse(parsed);
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return undefined;
      if (error instanceof SyntaxError || (error as { name?: string }).name === 'ZodError') {
        warn(`session record ${id} is unreadable; treated as missing`);
        return undefined;
      }
      throw storeIoError(error, 'reading a session record', 'Nothing was changed.');
    }
  };
  const rewrite = async (path: string, keep: readonly Observation[], unreadable: readonly string[] = []): Promise<void> => {
    if (keep.length === 0 && unreadable.length === 0) {
      await fs.unlink(path).catch((e) => {
        if (!hasCode(e, 'ENOENT')) throw e;
      });
      await fs.fsyncDir(sessionsDir);
      return;
    }
    // Unreadable lines stay first (a gap of the session until the session ages out), then the kept observations.
    await atomicReplace(fs, path, enc.encode([...unreadable, ...keep.map((x) => JSON.stringify(x))].map((l) => `${l}\n`).join('')));
  };

  return {
    async append(items) {
      if (items.length === 0) return;
      const bySession = new Map<string, Observation[]>();
      for (const item of items) {
        const valid = isPlainObservation(item) ? item : ObservationSchema.parse(item);
        bySession.set(valid.session, [...(bySession.get(valid.session) ?? []), valid]);
      }
      await withLock('recording observations', async () => {
        for (const [session, list] of bySession) {
          const file = await fs.open(logPath(session), 'a+', 0o600);
          const size = (await file.stat()).size;
          try {
            // A torn last line (a hook killed mid-append) is ended first, so this append starts on
            // a line of its own and is not swallowed by it; the torn line stays, unreadable, and
            // readers count it as a gap of the session. A whole observation that lacks only its
            // newline becomes readable again. Nothing is dropped.
            const torn = size > 0 && (await file.read(1, size - 1))[0] !== 0x0a;
            if (torn) warn(`ended a torn last line of ${session}.jsonl before appending; it counts as a gap of that session if it is unreadable`);
            await file.write(enc.encode(`${torn ? '\n' : ''}${list.map((x) => `${JSON.stringify(x)}\n`).join('')}`));
            await file.datasync();
          } catch (error) {
            // A partial write (a full disk) is cut back: nothing half-written stays behind.
            await file.truncate(size).catch(() => undefined);
            throw error;
          } finally {
            await file.close();
          }
        }
      });
    },
    async list(filter: ObservationFilter = {}) {
      const ids = filter.session !== undefined ? [filter.session] : await sessionIds();
      const all = (await Promise.all(ids.map((id) => readLines(logPath(id))))).flat();
      return all.filter((x) => filter.since === undefined || x.at >= filter.since).sort((a, b) => a.at.localeCompare(b.at));
    },
    async unreadable(filter = {}) {
      const ids = filter.session !== undefined ? [filter.session] : await sessionIds();
      const out: { session: string; line: number }[] = [];
      for (const id of ids) for (const line of (await readLog(logPath(id))).unreadable) out.push({ session: id, line });
      return out;
    },
    async getSession(id) {
      return readRecord(id);
    },
    async updateSession(id, change) {
      return withLock('recording the session', async () => {
        const current = await readRecord(id);
        const next = change(current);
        if (next === undefined) return current;
        const valid = isPlainSessionRecord(next) ? next : SessionRecordSchema.parse(next);
        await atomicReplace(fs, recordPath(id), enc.encode(`${JSON.stringify(valid)}\n`));
        return valid;
      });
    },
    async listSessions() {
      const records = await Promise.all((await sessionIds()).map((id) => readRecord(id)));
      return records.filter((r): r is SessionRecord => r !== undefined).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
    async prune({ now, maxAgeDays, cap, sessionCap = SESSION_CAP }) {
      return withLock('pruning observations', async () => {
        const ids = await sessionIds();
        const perSession = new Map<string, Observation[]>();
        // Unreadable lines are kept as they are (each is a gap of its session, issue #21 N2):
        // they carry no time to age them by, so they go only with their session's record.
        const rawLines = new Map<string, string[]>();
        for (const id of ids) {
          const log = await readLog(logPath(id));
          perSession.set(id, log.observations);
          if (log.raw.length > 0) rawLines.set(id, log.raw);
        }
        // Measured on the store's own times: a clock running ahead removes nothing younger (A6).
        const newest = [...perSession.values()].flat().reduce<string | undefined>((n, x) => (n === undefined || x.at > n ? x.at : n), undefined);
        const { cutoff, clockAhead } = pruneCutoff(now, newest, maxAgeDays);
        const inWindow = [...perSession.values()].flat().filter((x) => x.at >= cutoff);
        // The cap removes in core's order (untrusted reads last), never the newest whatever their
        // origin (attack h59 A4: forged tool echoes pushed out the page read that lowers its text).
        const evicted = new Set(capEvictions(inWindow, cap));
        const survivors = new Set(inWindow.filter((x) => !evicted.has(x)));
        // Each session the cap removed observations of counts a gap (core's withCapGap), written
        // before its observations go: a prune cut short leaves the gap, never the loss alone.
        // Grouped by the log a line was read from (the session the hooks filed it under).
        const capped = new Map<string, Observation[]>();
        for (const [id, list] of perSession) {
          const gone = list.filter((x) => evicted.has(x));
          if (gone.length > 0) capped.set(id, gone);
        }
        for (const [id, gone] of capped) {
          const next = withCapGap(await readRecord(id), id, gone, cap, now.toISOString());
          const valid = isPlainSessionRecord(next) ? next : SessionRecordSchema.parse(next);
          await atomicReplace(fs, recordPath(id), enc.encode(`${JSON.stringify(valid)}\n`));
        }
        if (capped.size > 0) crashAt?.('prune-after-cap-gap');
        let removed = 0;
        // A log with no session record (its SessionStart never came, or the record went): its
        // unreadable lines have no record to age with, so they go with the log's own last change
        // before this prune (its modification time, the store's clock as the observations' `at`)
        // once the log keeps nothing readable and that change is older than the window (closing
        // note 2026-12-06: before, they stayed for ever).
        const orphans = new Map<string, string>();
        for (const [id, raw] of rawLines) {
          if ((await readRecord(id)) !== undefined || (perSession.get(id) ?? []).some((x) => survivors.has(x))) continue;
          const changed = await fs.stat(logPath(id)).catch(() => undefined);
          if (changed === undefined) continue;
          const at = new Date(changed.mtimeMs).toISOString();
          if (at >= cutoff) continue;
          orphans.set(id, at);
          warn(
            `removed ${raw.length} unreadable observation line${raw.length === 1 ? '' : 's'} of session ${id}, which has no session record and last changed ${at.slice(0, 10)}: past the ${maxAgeDays}-day window`,
          );
          removed += raw.length;
        }
        for (const [id, list] of perSession) {
          const keep = list.filter((x) => survivors.has(x));
          if (keep.length === list.length && !orphans.has(id)) continue;
          removed += list.length - keep.length;
          await rewrite(logPath(id), keep, orphans.has(id) ? [] : rawLines.get(id));
        }
        // A session record older than the window goes with its observations, unreadable lines too (said).
        let sessions = 0;
        // The records that stay, for the session cap below (read once here, not again there).
        const left: SessionRecord[] = [];
        for (const id of ids) {
          const r = await readRecord(id);
          if (r && r.updatedAt >= cutoff) left.push(r);
          if (r && r.updatedAt < cutoff) {
            const lost = rawLines.get(id)?.length ?? 0;
            if (lost > 0)
              warn(
                `removed ${lost} unreadable observation line${lost === 1 ? '' : 's'} with session ${id}, last active ${r.updatedAt.slice(0, 10)}: the session is past the ${maxAgeDays}-day window`,
              );
            await fs.unlink(recordPath(id)).catch(() => undefined);
            await fs.unlink(logPath(id)).catch(() => undefined);
            sessions++;
          }
        }
        // The session cap (h61): of the records left, the least recently updated beyond the cap go,
        // after the stand-in's gap is written (a prune cut short leaves the gap, never the loss
        // alone). Their logs stay: what they observed still lowers until it ages out or is capped.
        const over = sessionCapEvictions(left, sessionCap);
        if (over.length > 0) {
          const next = withSessionCapGap(await readRecord(SESSION_CAP_RECORD), over, sessionCap, now.toISOString());
          await atomicReplace(fs, recordPath(SESSION_CAP_RECORD), enc.encode(`${JSON.stringify(SessionRecordSchema.parse(next))}\n`));
          crashAt?.('prune-after-session-cap-gap');
          for (const r of over) await fs.unlink(recordPath(r.id)).catch(() => undefined);
          await fs.fsyncDir(sessionsDir);
        }
        return {
          observations: removed,
          capped: evicted.size,
          cappedSessions: capped.size,
          sessions,
          ...(over.length > 0 ? { sessionsCapped: over.length } : {}),
          cutoff,
          ...(clockAhead !== undefined ? { clockAhead } : {}),
        };
      });
    },
    async remove(match) {
      return withLock('forgetting observations', async () => {
        let removed = 0;
        for (const id of await sessionIds()) {
          const log = await readLog(logPath(id));
          const list = log.observations;
          const keep = list.filter((x) => !match(x));
          if (keep.length === list.length) continue;
          removed += list.length - keep.length;
          // A forget removes what matches; an unreadable line it cannot check stays (a gap, fail closed).
          await rewrite(logPath(id), keep, log.raw);
        }
        return removed;
      });
    },
    async pauseState(): Promise<PauseState> {
      try {
        const v = JSON.parse((await fs.readFile(join(dir, OBSERVATION_LAYOUT.pause))).toString('utf8')) as PauseState;
        return v.paused === true
          ? { paused: true, ...(typeof v.at === 'string' ? { at: v.at } : {}), ...(typeof v.signer === 'string' ? { signer: v.signer } : {}) }
          : { paused: false };
      } catch (error) {
        if (hasCode(error, 'ENOENT')) return { paused: false };
        // An unreadable pause file fails closed: paused.
        return { paused: true };
      }
    },
    async setPause(state) {
      await withLock('recording the pause', async () => {
        const path = join(dir, OBSERVATION_LAYOUT.pause);
        if (!state.paused) {
          await fs.unlink(path).catch((e) => {
            if (!hasCode(e, 'ENOENT')) throw e;
          });
          await fs.fsyncDir(dir);
        } else await atomicReplace(fs, path, enc.encode(`${JSON.stringify(state)}\n`));
      });
    },
    async stats(): Promise<ObservationStats> {
      let observations = 0;
      let bytes = 0;
      let oldest: string | undefined;
      const ids = await sessionIds();
      let sessions = 0;
      for (const id of ids) {
        for (const path of [logPath(id), recordPath(id)]) {
          try {
            bytes += (await fs.stat(path)).size;
          } catch (error) {
            if (!hasCode(error, 'ENOENT')) throw storeIoError(error, 'reading observations', 'Nothing was changed.');
          }
        }
        const list = await readLines(logPath(id));
        observations += list.length;
        for (const x of list) if (oldest === undefined || x.at < oldest) oldest = x.at;
        if (await readRecord(id)) sessions++;
      }
      return { observations, sessions, bytes, ...(oldest ? { oldest } : {}) };
    },
    async wipe() {
      await withLock('wiping observations', async () => {
        for (const name of await fs.readdir(sessionsDir).catch(() => [] as string[])) await fs.unlink(join(sessionsDir, name));
        await fs.unlink(join(dir, OBSERVATION_LAYOUT.pause)).catch(() => undefined);
        await fs.fsyncDir(sessionsDir);
      });
    },
    async close() {
      await locks?.close();
    },
  };
}

/** The per-home observation key's file name (32 random bytes as hex, 0600). */
export const OBSERVATION_KEY_FILE = 'observation.key';

/**
 * The home's observation key (DESIGN.md §10: "HMAC with a per-home key kept 0600"), created on
 * first use with `wx` so two processes racing to create it agree on one key. Observations keyed
 * with it mean nothing in another home and cannot be reversed by someone who lacks it.
 *
 * @param random - 32 random bytes (node:crypto's randomBytes), injected
 * @throws CoreError `STORE_IO` when the key cannot be read or written; `STORE_CORRUPT` when the file holds no key
 */
export async function observationKey(home: string, random: () => Uint8Array, fs: Fsio = createFsio()): Promise<Buffer> {
  const path = join(home, OBSERVATION_KEY_FILE);
  const read = async (): Promise<Buffer | undefined> => {
    try {
      const text = (await fs.readFile(path)).toString('utf8').trim();
      if (!/^[0-9a-f]{64}$/u.test(text))
        throw new CoreError(
          ErrorCode.STORE_CORRUPT,
          `${path} does not hold an observation key; delete it (observations made with it become meaningless) and run again.`,
        );
      return Buffer.from(text, 'hex');
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return undefined;
      throw storeIoError(error, 'reading the observation key', 'Nothing was written.');
    }
  };
  const existing = await read();
  if (existing) return existing;
  try {
    await fs.mkdir(home, 0o700);
    const file = await fs.open(path, 'wx', 0o600);
    try {
      await file.write(enc.encode(`${Buffer.from(random()).toString('hex')}\n`));
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.fsyncDir(home);
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) throw storeIoError(error, 'creating the observation key', 'Nothing was written.');
  }
  const made = await read();
  if (!made) throw new CoreError(ErrorCode.STORE_IO, `The observation key ${path} could not be created.`);
  return made;
}

/** What {@link carryObservations} did: files moved, and the names left under the old key (a session recorded under both keys). */
export interface CarriedObservations {
  moved: number;
  kept: string[];
}

/**
 * Carries a project's observations, session records and pause state from `fromKey` to `toKey`
 * in the same home (`cairn init --relink`, walk h49 item 1: they stayed under the old folder's
 * key, so `cairn sessions` lost them and `cairn doctor` reported them deleted). The whole folder
 * is renamed when the new key has none (one atomic rename); otherwise each file is renamed into
 * the new key's folder on its own, so a run killed halfway leaves every file under one key or the
 * other, and running it again finishes. A file the new key already holds (the same host session
 * observed under both keys) is not overwritten: it stays under the old key and is named in
 * `kept`. Session records are sealed with the home's observation key, the session id and the
 * declaration's nonce (never the project key), so moved records still verify. The lock's files
 * are not carried; the old folder is removed when only an idle lock is left in it.
 *
 * @throws CoreError `STORE_IO` when a file cannot be moved (what was moved stays moved)
 */
export async function carryObservations(home: string, fromKey: string, toKey: string, fs: Fsio = createFsio()): Promise<CarriedObservations> {
  const from = observationDir(home, fromKey);
  const to = observationDir(home, toKey);
  const out: CarriedObservations = { moved: 0, kept: [] };
  if (fromKey === toKey) return out;
  const exists = async (path: string): Promise<boolean> => {
    try {
      await fs.lstat(path);
      return true;
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return false;
      throw error;
    }
  };
  try {
    if (!(await exists(from))) return out;
    if (!(await exists(to))) {
      await fs.rename(from, to);
      await fs.fsyncDir(join(home, OBSERVATION_LAYOUT.root));
      out.moved = (await fs.readdir(join(to, OBSERVATION_LAYOUT.sessions)).catch(() => [] as string[])).length;
      return out;
    }
    // The lock's own files (obs.lock, its owner file, its claims folder) stay: they hold nothing.
    const lock = (name: string): boolean => name.startsWith(OBSERVATION_LAYOUT.lock);
    const move = async (name: string, sub: string[]): Promise<void> => {
      const src = join(from, ...sub, name);
      const dst = join(to, ...sub, name);
      if (await exists(dst)) {
        out.kept.push([...sub, name].join('/'));
        return;
      }
      await fs.rename(src, dst);
      out.moved++;
    };
    await fs.mkdir(join(to, OBSERVATION_LAYOUT.sessions), 0o700);
    for (const name of await fs.readdir(join(from, OBSERVATION_LAYOUT.sessions)).catch(() => [] as string[])) await move(name, [OBSERVATION_LAYOUT.sessions]);
    for (const name of await fs.readdir(from)) if (name !== OBSERVATION_LAYOUT.sessions && !lock(name)) await move(name, []);
    await fs.fsyncDir(join(to, OBSERVATION_LAYOUT.sessions));
    await fs.fsyncDir(to);
    if (out.kept.length === 0) {
      await fs.rmdir(join(from, OBSERVATION_LAYOUT.sessions)).catch(() => undefined);
      // The old folder goes once only an idle lock is left in it (a lock being taken keeps it).
      await fs.unlink(join(from, OBSERVATION_LAYOUT.lockOwner)).catch(() => undefined);
      await fs.rmdir(join(from, `${OBSERVATION_LAYOUT.lock}.claims`)).catch(() => undefined);
      await fs.rmdir(join(from, OBSERVATION_LAYOUT.lock)).catch(() => undefined);
      await fs.rmdir(from).catch(() => undefined);
    }
    return out;
  } catch (error) {
    throw storeIoError(error, "carrying the project's observations to its new key", 'Run `cairn init --relink` again to finish.');
  }
}
