import { readFileSync } from 'node:fs';
import { hasOnlyKeys, isIntegerIn, isPlainObject, lazySchema, type PersonKeyring } from '@cairn/core';
import { z } from 'zod';
import { personPaths, writePersonFile } from './identity.js';
import type { LoadedKeyring } from './keyring.js';
import { sha256 } from './keys.js';
import type { UnlockedKey } from './person.js';
import { noteWarmed } from './verifiedActs.js';

/**
 * What a checking reader of one project found waiting for a person, as of one point of its
 * event log, signed by the person at a person's act (issue #21: SessionStart at 10k memories
 * spent ≈ 490 ms reading every live record to count the candidates for its "N candidates await
 * `cairn review`" line). A reader takes it only when its signature verifies with the person's key,
 * it names the same log, project and trust inputs ({@link ReviewSnapshot.stamp}), and the store
 * can say which records changed after {@link ReviewSnapshot.seq}; those it reads again. A forged,
 * damaged, stale or deleted snapshot only makes the reader read every live record, as without one.
 *
 * The 2026-12-05 attack (an agent that can write the home, an unsandboxed one, edited a frame at
 * or before the snapshot's sequence — a candidate put in — and hid it from the hook's count; never
 * from the digest, whose rendered records are checked on read) is closed three ways, each failing
 * closed (the record is read, never counted lower): the sequence is the store's persisted view's
 * frame at the read (core's `DigestPosition.settled`), so every frame the taker read from the
 * log's own bytes is read again by later readers; {@link ReviewSnapshot.live} binds the records
 * the count covered, so a record the snapshot never saw is read; and a record stored as a
 * candidate that it did not count is read.
 *
 * Not covered: an edit of the view's own rows in place (a record the snapshot saw, its bytes
 * changed under the same id and view frame). Telling that apart takes reading every record's
 * bytes (≈ 13 MB at 10k memories): the count then stands as signed until the record changes.
 *
 * The file store keeps which records changed since its view's frame for the last
 * 2,048 ids changed (store-fs `ViewPosition.changed`), so a snapshot stays usable after the view
 * is caught up past its sequence.
 */
export interface ReviewSnapshot {
  /** The project's key (the store's `project.key`). */
  readonly project: string;
  /** The event log's id (a rewritten log has another). */
  readonly log: string;
  /** The log's last frame when the records were read (≥ 0). */
  readonly seq: number;
  /**
   * A digest of what else decides how a record is read (the protected host sessions and their
   * reads, the project's repo trust): a reader whose inputs differ reads every record.
   */
  readonly stamp: string;
  /** Ids of the live records read as candidates then (any order). */
  readonly candidates: readonly string[];
  /**
   * Ids of every live record (active or candidate by its stored facts) then, the candidates
   * included (any order): a reader reads every live record not among them, whatever its frame.
   */
  readonly live: readonly string[];
}

/** The most projects one home's file keeps (the newest acts'). */
const MAX_PROJECTS = 64;
/** The most candidate ids kept per project; a project with more is not snapshotted. */
export const MAX_SNAPSHOT_CANDIDATES = 1_000_000;
/**
 * The most live ids kept per project (≈ 30 bytes each in the file, read at each SessionStart); a
 * project with more live records is not snapshotted: its hook reads every record.
 */
export const MAX_SNAPSHOT_LIVE = 200_000;

const EntrySchema = lazySchema(() =>
  z
    .object({
      project: z.string().min(1).max(200),
      log: z.string().min(1).max(200),
      seq: z.number().int().min(0),
      stamp: z.string().min(1).max(200),
      candidates: z.array(z.string().min(1).max(200)).max(MAX_SNAPSHOT_CANDIDATES),
      live: z.array(z.string().min(1).max(200)).max(MAX_SNAPSHOT_LIVE),
    })
    .strict(),
);

const FileSchema = lazySchema(() =>
  z
    .object({
      v: z.literal(1),
      key: z.string().min(1).max(200),
      at: z.string().min(1).max(40),
      body: z.string(),
      sig: z.string().min(1).max(200),
    })
    .strict(),
);

/** The text the person's key signs: a version line no other Cairn statement starts with. */
/** The snapshots file's schemas, for the shape checks' test (person test/reviewCountsShape.test.ts). */
export const ReviewSchemasForTests = { entry: EntrySchema, file: FileSchema };

const FILE_KEYS: ReadonlySet<string> = new Set(['v', 'key', 'at', 'body', 'sig']);
const ENTRY_KEYS: ReadonlySet<string> = new Set(['project', 'log', 'seq', 'stamp', 'candidates', 'live']);
/** A string of `min` to `max` UTF-16 code units (zod's `.min`/`.max` count `length`). */
const textWithin = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max;
const ids = (value: unknown, max: number): boolean => Array.isArray(value) && value.length <= max && value.every((x) => textWithin(x, 1, 200));

/**
 * True only for a value `FileSchema` accepts unchanged (issue #20: every SessionStart read the
 * snapshots file through zod): exactly its fields, of its types and bounds. A fast path in front
 * of the schema, which decides whatever this declines (person test/reviewCountsShape.test.ts).
 */
export function isPlainReviewFile(value: unknown): value is z.infer<typeof FileSchema> {
  return (
    isPlainObject(value) &&
    hasOnlyKeys(value, FILE_KEYS) &&
    value.v === 1 &&
    textWithin(value.key, 1, 200) &&
    textWithin(value.at, 1, 40) &&
    typeof value.body === 'string' &&
    textWithin(value.sig, 1, 200)
  );
}

/** True only for a list `z.array(EntrySchema).max(MAX_PROJECTS)` accepts unchanged (as {@link isPlainReviewFile}). */
export function isPlainReviewEntries(value: unknown): value is ReviewSnapshot[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_PROJECTS &&
    value.every(
      (e) =>
        isPlainObject(e) &&
        hasOnlyKeys(e, ENTRY_KEYS) &&
        textWithin(e.project, 1, 200) &&
        textWithin(e.log, 1, 200) &&
        isIntegerIn(e.seq, 0, Number.MAX_SAFE_INTEGER) &&
        textWithin(e.stamp, 1, 200) &&
        ids(e.candidates, MAX_SNAPSHOT_CANDIDATES) &&
        ids(e.live, MAX_SNAPSHOT_LIVE),
    )
  );
}

function fileStatement(key: string, at: string, body: string): string {
  return ['cairn-review-counts/1', `key ${key}`, `at ${at}`, `body ${sha256(body)}`].join('\n');
}

type Verify = PersonKeyring['verify'];

/** Every project's snapshot in the home's file, only when its signature verifies; else none. */
function readAll(home: string, verify: Verify): ReviewSnapshot[] {
  const read = readFile(home, verify);
  return read.state === 'verified' ? read.entries : [];
}

/**
 * What the home's `review-counts.json` is, as a checker needs it ({@link reviewCountsFile}):
 * `absent` (no file), `unverified` (a file that does not parse, fit the schema, or verify with the
 * person's keys — Cairn writes it only signed), or `verified` with its entries.
 */
export type ReviewCountsFile = { state: 'absent' } | { state: 'unverified' } | { state: 'verified'; entries: ReviewSnapshot[]; full: boolean };

function readFile(home: string, verify: Verify): ReviewCountsFile {
  let text: string;
  try {
    text = readFileSync(personPaths(home).reviewCounts, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { state: 'absent' } : { state: 'unverified' };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { state: 'unverified' };
  }
  // The shape checks answer for a well-formed file without zod (issue #20); the schemas decide the rest.
  const file = isPlainReviewFile(raw) ? ({ success: true, data: raw } as const) : FileSchema.safeParse(raw);
  if (!file.success) return { state: 'unverified' };
  const f = file.data;
  if (!verify(f.key, fileStatement(f.key, f.at, f.body), f.sig, f.at)) return { state: 'unverified' };
  let body: unknown;
  try {
    body = JSON.parse(f.body);
  } catch {
    return { state: 'unverified' };
  }
  const entries = isPlainReviewEntries(body) ? ({ success: true, data: body } as const) : z.array(EntrySchema).max(MAX_PROJECTS).safeParse(body);
  return entries.success ? { state: 'verified', entries: entries.data, full: entries.data.length >= MAX_PROJECTS } : { state: 'unverified' };
}

/**
 * The home's signed snapshots file as doctor checks it (h48 attack F7: a log cut together with
 * the file deleted or replaced by `{}` passed doctor, since a missing snapshot read as "no
 * snapshot"). `full`: the file holds as many projects as it keeps (64, the newest acts'), so a
 * project missing from it may have been dropped for room, not removed.
 */
export function reviewCountsFile(home: string, verify: Verify): ReviewCountsFile {
  return readFile(home, verify);
}

/**
 * The person's snapshot of project `project`, or undefined: no file, unreadable, malformed, or
 * not signed by a key of the person's chain at its time (`verify`: the keyring's check, its key
 * windows applied). Whether it still fits the store is the reader's to check.
 */
export function readReviewSnapshot(home: string, project: string, verify: Verify): ReviewSnapshot | undefined {
  return readAll(home, verify).find((e) => e.project === project);
}

/** Snapshots taken in this process before a person's act, written by {@link rememberReviewCounts}. */
const pending = new Map<string, ReviewSnapshot>();

/** Keeps `snapshot` (read by a checking reader just before a person's act) for the act's signing key. */
export function noteReviewSnapshot(snapshot: ReviewSnapshot): void {
  if (snapshot.candidates.length <= MAX_SNAPSHOT_CANDIDATES && snapshot.live.length <= MAX_SNAPSHOT_LIVE) pending.set(snapshot.project, snapshot);
}

/**
 * The project session's `beforeSign` for a process that signs a person's acts (the CLI; the bench's
 * seed, which stands in for a real person): before the first act on a project, read it whole once
 * through the checking reader (`readAll`), so the signed list of valid signatures written with the
 * act covers it ({@link noteWarmed}), and keep the checking reader's count of candidates
 * (`snapshot`) to be signed with the act ({@link noteReviewSnapshot}). Given a `snapshot` reader
 * (the store keeps snapshots), the project is noted warmed only when it took one: a store that
 * offers none at this act (opened for repair, its view not settled) is read whole again at the next.
 *
 * @param loaded - the person's keyring as loaded for this process ({@link LoadedKeyring})
 */
export function warmBeforeSign(loaded: Pick<LoadedKeyring, 'verified'>) {
  return async (projectKey: string, readAll: () => Promise<void>, snapshot?: () => Promise<ReviewSnapshot | undefined>): Promise<void> => {
    const warm = !loaded.verified().warmed.includes(projectKey);
    if (warm) await readAll();
    const taken = await snapshot?.();
    if (taken !== undefined) noteReviewSnapshot(taken);
    // Warmed only with its snapshot where the store keeps them: doctor reads "warmed, no snapshot" as
    // a snapshot removed (h48 attack F7), and `cairn repair` as the first act on a project (its store
    // opened damaged, offering none) left exactly that, a FAIL on a healthy home (closing note 2026-12-06).
    if (warm && (snapshot === undefined || taken !== undefined)) noteWarmed(projectKey);
  };
}

/**
 * After a person's act is signed: writes the snapshots this process took
 * ({@link noteReviewSnapshot}) over the home's file, signed with `key` (the person's current key,
 * just opened). The file's other projects are kept only when its signature verifies. Never
 * throws: the file is a speed-up, and a failed write leaves readers reading every record.
 */
export async function rememberReviewCounts(home: string, key: UnlockedKey, verify: Verify, now: Date = new Date()): Promise<void> {
  if (pending.size === 0) return;
  try {
    const kept = readAll(home, verify).filter((e) => !pending.has(e.project));
    const entries = [...kept, ...pending.values()].slice(-MAX_PROJECTS);
    pending.clear();
    await writeReviewCounts(home, key, entries, now);
  } catch {
    // A speed-up only.
  }
}

/**
 * Writes `entries` as the home's signed snapshots, signed with `key` — the person's key, opened
 * by them. Whatever it holds is taken by every reader of the home: {@link rememberReviewCounts}
 * is the only caller outside tests.
 *
 * @throws Error when the file cannot be written
 */
export async function writeReviewCounts(home: string, key: UnlockedKey, entries: readonly ReviewSnapshot[], now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  const body = JSON.stringify(entries.slice(-MAX_PROJECTS));
  const sig = key.sign(fileStatement(key.id, at, body));
  await writePersonFile(personPaths(home).reviewCounts, `${JSON.stringify({ v: 1, key: key.id, at, body, sig })}\n`);
}
