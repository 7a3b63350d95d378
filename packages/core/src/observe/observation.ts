import { z } from 'zod';
import { lazySchema } from '../schema/lazySchema.js';
import { hasOnlyKeys, isIntegerIn, isPlainObject } from '../schema/plainShape.js';
import { ORIGINS } from '../policy/policy.js';
import { COMPACT_HEX, type KeyedHash, MAX_COMPACT_TOKENS } from './fingerprint.js';
import { RARE_TOKEN_KINDS } from './rareTokens.js';
import type { PruneReport } from './pruneCutoff.js';

/** Version of the stored observation and session shapes; readers tolerate unknown fields. */
export const OBSERVATION_SCHEMA_VERSION = 1;

/** Days an observation is kept (DESIGN.md §10: "they expire (14 days)"); set in the home's config. */
export const OBSERVATION_RETENTION_DAYS = 14;

/**
 * Observations kept per project: about 14 days of a busy agent (≈ 50k tool calls, the
 * attested-provenance issue's benchmark) with room to spare. Beyond it, tool output goes before page,
 * third-party and opaque reads, the oldest first, and the sessions it took from count a gap (core's
 * `capEvictions`, `withCapGap`: attack h59 A4).
 */
export const OBSERVATION_CAP = 100_000;

/** The fixed text whose keyed hash names an observation key ({@link observationKeyId}). */
const KEY_ID_LABEL = 'cairn observation key id v1';

/**
 * A short name of the key behind `hash`: the first 12 hex digits of its keyed hash of a fixed
 * label. Stored on each fingerprinted observation (`key`), so a replaced key is visible without
 * the key itself being written anywhere else (an HMAC of a constant does not reveal the key).
 */
export function observationKeyId(hash: KeyedHash): string {
  return hash(KEY_ID_LABEL).slice(0, 12);
}

/** What an observation saw. */
export const OBSERVATION_EVENTS = ['prompt', 'tool', 'edit', 'register', 'transcript'] as const;
export type ObservationEvent = (typeof OBSERVATION_EVENTS)[number];

/** A keyed hash in hex (`blob`, `key`, each shingle). */
const HEX = /^[0-9a-f]{6,64}$/u;
/** A rare token's kind and keyed hash. */
const TOKEN = /^[a-z]{3,8}:[0-9a-f]{6,64}$/u;
/** A subagent's id as stored. */
const AGENT = /^[A-Za-z0-9_-]{1,100}$/u;
/** An opaque read's kind. */
const OPAQUE = /^[a-z][a-z0-9-]{0,31}$/u;
/** The bar: a count, a kind and a keyed hash. */
const BAR = /^[0-9][a-z]{3,8}:[0-9a-f]{6,64}$/u;
/** The compact fingerprint: whole tokens of {@link COMPACT_HEX} hex digits. */
const COMPACT = new RegExp(`^(?:[0-9a-f]{${COMPACT_HEX}})*$`, 'u');
const hex = lazySchema(() => z.string().regex(HEX));
const token = lazySchema(() => z.string().regex(TOKEN));

/** A stored session id's shape: 1–128 of `[A-Za-z0-9._:-]`, not starting with a dot or a colon. */
const SESSION_ID = /^[A-Za-z0-9_-][A-Za-z0-9._:-]{0,127}$/u;

/** A host session id as stored: the host's own id when it has a safe shape, else a hash of it. */
export const SessionIdSchema = lazySchema(() => z.string().regex(SESSION_ID));

/**
 * {@link SessionIdSchema}'s answer without zod (issue #20: every `cairn hook` built the schema and
 * evaluated zod to check the session id it keys by): the same pattern on a string, so the two
 * cannot disagree (core test/schema/sessionIdShape.test.ts).
 */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/**
 * One observation: what the host saw the agent read (or the person type), as keyed
 * fingerprints — never the text (DESIGN.md §10). `ref` is the path or URL, redacted.
 */
export const ObservationSchema = lazySchema(() =>
  z.object({
    v: z.literal(OBSERVATION_SCHEMA_VERSION),
    id: z.string().min(1).max(64),
    session: SessionIdSchema,
    at: z.string(),
    event: z.enum(OBSERVATION_EVENTS),
    origin: z.enum(ORIGINS),
    /** The host's tool name (`Read`, `Bash`, `mcp__mail__read`), folded and redacted. */
    tool: z.string().max(200).optional(),
    /** The host's id of the tool call (`tool_use_id`). */
    call: z.string().max(200).optional(),
    /** The file path (relative inside the project) or URL (without query), redacted. */
    ref: z.string().max(2048).optional(),
    /**
     * The host's id of the subagent that made the call (Claude Code's `agent_id`, present only when
     * the hook fires inside a subagent: code.claude.com/docs/en/hooks, read 2026-12-07), folded to
     * `[A-Za-z0-9_-]`. A `mcp__cairn__…` call registered with it makes the session's Cairn writes a
     * subagent's (session's `registeredHostSession`; core's `writeDecision`: `tool`, h61). Absent: the main thread's.
     */
    agent: z.string().regex(AGENT).optional(),
    /** The call failed (PostToolUseFailure); its error output is what was observed. */
    failed: z.boolean().optional(),
    /**
     * What was read holds content Cairn cannot compare (fingerprint) with a write: an image, a PDF's
     * pages, audio, a binary blob — the model reads the words in it, the observer does not (attack
     * note A5, 2026-12-06). Its kind as the hook found it (`image`, `pdf`, `document`, `audio`,
     * `binary`). Every later agent write of the session is lowered to the least trusted origin among
     * such observations (core's `opaqueRead`), as a gap lowers to `tool`.
     */
    opaque: z.string().regex(OPAQUE).optional(),
    /**
     * A read of a file in the project: the keyed hash of the file's git blob id as it was on disk
     * when the hook observed the read ({@link readFingerprint}). What lets a protected session's
     * read rebind a stale memory to the file as it is now (issue #23, "Refreshing"). A working-tree
     * file's observation indexed in part (`treeObservations`, made for one write, never stored)
     * carries the blob id itself, which a person's lift of its bar names (`barLiftPlan`).
     */
    blob: hex.optional(),
    /**
     * A read of a file git tracks (inside the project, not third-party): the project's own files,
     * which a person may declare trusted (`cairn trust --repo`, issue #22). Absent: not known tracked.
     */
    tracked: z.literal(true).optional(),
    /**
     * A prompt of a protected, interactive session that carries no host-made shape but that the
     * host's payload does not show typed (core's `untypedPrompt`; Claude Code sends no such field,
     * attack A5). Stored as `external` and never the person's words (it exempts nothing); while its
     * session's protection holds under the home's declaration it lowers nothing either — only the
     * person or the host itself can have put it there, and what the host relays from elsewhere
     * lowers by its own observation (h55-attest). Where protection no longer holds it lowers as
     * any `external` observation. Absent: a prompt as its origin says.
     */
    untyped: z.literal(true).optional(),
    shingles: z.array(hex),
    tokens: z.array(token),
    /**
     * Which observation key made the fingerprints ({@link observationKeyId}): a reader tells
     * observations made under a replaced or deleted `observation.key`, which match nothing any
     * more, from the rest (`cairn doctor`). Absent on observations written before it was kept.
     */
    key: hex.optional(),
    /** Characters observed (UTF-16 units). */
    length: z.number().int().min(0),
    /**
     * Not fingerprinted at the usual density everywhere (core's `Fingerprints.truncated`: a widened
     * window, a part left unread, a long prompt's head and tail only). Attestation lowers a write
     * that shares one shingle with such an observation, not two (`attestOrigin`, h47).
     */
    truncated: z.boolean(),
    /**
     * The fingerprint version its shingles were made with (`FINGERPRINT_VERSION`); absent: 1, the
     * normalisation before h47. Attestation compares a write with each observation in its version.
     */
    fp: z.number().int().min(1).optional(),
    /** The winnowing window its shingles were kept with, when wider than `WINNOW_WINDOW` (positions). */
    window: z.number().int().min(1).optional(),
    /** UTF-16 units of the output not read, at least (the shingler's budget was spent: `createShingler`); the call is then a gap. */
    unread: z.number().int().min(0).optional(),
    /**
     * Rare tokens kept past the first `MAX_RARE_TOKENS`, compact: sorted `COMPACT_HEX`-character
     * prefixes of their keyed hashes, joined (core's `splitKept`; at most `MAX_COMPACT_TOKENS`).
     */
    compact: z
      .string()
      .max(COMPACT_HEX * MAX_COMPACT_TOKENS)
      .regex(COMPACT)
      .optional(),
    /** Rare tokens found beyond `MAX_RARE_TOKENS + MAX_COMPACT_TOKENS`, not kept. */
    dropped: z.number().int().min(0).optional(),
    /**
     * With `dropped`: the order (`tokenOrder`: kind rank, then print) of the worst token kept. A
     * write's token past it may have been among the dropped, and lowers the write (`attestOrigin`).
     */
    bar: z.string().max(80).regex(BAR).optional(),
    /**
     * With `bar`: the kinds of rare token (`url`, `host`, `email`, `path`, `command`, `package`) among
     * those dropped (core's `Fingerprints.top`, walk 51). A write's token past the bar lowers it only
     * when of one of these kinds (`attestOrigin`). Absent (an observation from before it was kept, or
     * a working-tree file indexed in part): every kind past the bar may have been dropped.
     */
    top: z.array(z.enum(RARE_TOKEN_KINDS)).max(RARE_TOKEN_KINDS.length).optional(),
  }),
);
/** One stored observation. */
export type Observation = z.infer<typeof ObservationSchema>;

/** A string of at most `max` UTF-16 code units (zod's `.max` counts `length`). */
const textUpTo = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
/** An array of at most `max` items, each a string of at most `each` code units. */
const textsUpTo = (value: unknown, max: number, each: number): boolean => Array.isArray(value) && value.length <= max && value.every((x) => textUpTo(x, each));
/** Absent (or undefined) or passing `check`: a zod `.optional()` field. */
const absentOr = (value: unknown, check: (v: unknown) => boolean): boolean => value === undefined || check(value);
const count = (value: unknown): boolean => isIntegerIn(value, 0, Number.MAX_SAFE_INTEGER);

const OBSERVATION_KEYS: ReadonlySet<string> = new Set([
  'v',
  'id',
  'session',
  'at',
  'event',
  'origin',
  'tool',
  'call',
  'ref',
  'agent',
  'failed',
  'opaque',
  'blob',
  'tracked',
  'untyped',
  'shingles',
  'tokens',
  'key',
  'length',
  'truncated',
  'fp',
  'window',
  'unread',
  'compact',
  'dropped',
  'bar',
  'top',
]);

/**
 * True only for a value {@link ObservationSchema} accepts unchanged (issue #20: every tool call's
 * hook appends observations, and checking them through the schema evaluated zod on each): every
 * field of the schema's type, bounds and pattern (the same patterns), no field the schema would
 * strip. A fast path in front of the schema (store-fs's observation store asks the schema for
 * anything this declines); core test/schema/observationShape.test.ts runs both over every
 * observation one change away from valid ones.
 */
export function isPlainObservation(value: unknown): value is Observation {
  if (!isPlainObject(value) || !hasOnlyKeys(value, OBSERVATION_KEYS)) return false;
  const o = value;
  const matches = (pattern: RegExp) => (v: unknown) => typeof v === 'string' && pattern.test(v);
  const from = (list: readonly string[]) => (v: unknown) => typeof v === 'string' && list.includes(v);
  const atLeast = (min: number) => (v: unknown) => isIntegerIn(v, min, Number.MAX_SAFE_INTEGER);
  return (
    o.v === OBSERVATION_SCHEMA_VERSION &&
    typeof o.id === 'string' &&
    o.id.length >= 1 &&
    o.id.length <= 64 &&
    isSessionId(o.session) &&
    typeof o.at === 'string' &&
    from(OBSERVATION_EVENTS)(o.event) &&
    from(ORIGINS)(o.origin) &&
    absentOr(o.tool, (v) => textUpTo(v, 200)) &&
    absentOr(o.call, (v) => textUpTo(v, 200)) &&
    absentOr(o.ref, (v) => textUpTo(v, 2048)) &&
    absentOr(o.agent, matches(AGENT)) &&
    absentOr(o.failed, (v) => typeof v === 'boolean') &&
    absentOr(o.opaque, matches(OPAQUE)) &&
    absentOr(o.blob, matches(HEX)) &&
    absentOr(o.tracked, (v) => v === true) &&
    absentOr(o.untyped, (v) => v === true) &&
    Array.isArray(o.shingles) &&
    o.shingles.every(matches(HEX)) &&
    Array.isArray(o.tokens) &&
    o.tokens.every(matches(TOKEN)) &&
    absentOr(o.key, matches(HEX)) &&
    atLeast(0)(o.length) &&
    typeof o.truncated === 'boolean' &&
    absentOr(o.fp, atLeast(1)) &&
    absentOr(o.window, atLeast(1)) &&
    absentOr(o.unread, atLeast(0)) &&
    absentOr(o.compact, (v) => textUpTo(v, COMPACT_HEX * MAX_COMPACT_TOKENS) && COMPACT.test(v)) &&
    absentOr(o.dropped, atLeast(0)) &&
    absentOr(o.bar, (v) => textUpTo(v, 80) && BAR.test(v)) &&
    absentOr(o.top, (v) => Array.isArray(v) && v.length <= RARE_TOKEN_KINDS.length && v.every(from(RARE_TOKEN_KINDS)))
  );
}

/**
 * One host session as the hooks recorded it: whether it is protected and why not, what the
 * digest injected, the gaps, and the journal's state. Written only by the hook process
 * (outside the host's sandbox); read by the MCP server to tie a write to its session.
 */
export const SessionRecordSchema = lazySchema(() =>
  z.object({
    v: z.literal(OBSERVATION_SCHEMA_VERSION),
    id: SessionIdSchema,
    host: z.string().max(64),
    startedAt: z.string(),
    updatedAt: z.string(),
    /** How the host started it each time (startup, resume, clear, compact). */
    sources: z.array(z.string().max(32)).max(64),
    /**
     * ISO time of the session's latest SessionStart (whatever its source), set by every one. A
     * `/resume` starts an older session again under its ORIGINAL id inside a running host process
     * (anthropics/claude-code#24265): its `startedAt` stays the first start's, and session's
     * `laterSessions` links by this time instead (h52 attack B5). Absent: a record from before it
     * was kept, or one no SessionStart made (`startedBy`); a reader then takes `startedAt`.
     */
    lastStartedAt: z.string().max(64).optional(),
    /**
     * The hook event that made the record when it was not SessionStart (`stop`, `session-end`, a
     * tool event…): a host starts every session with SessionStart, so such a record's start was
     * missed (the hook failed) or piped in by hand after the fact (h47-attack F18). Kept when a
     * SessionStart comes later; its journal is then never quoted in "Recent sessions", and `cairn
     * doctor` names it. Absent: SessionStart made it (and records written before h48).
     */
    startedBy: z.string().max(32).optional(),
    protected: z.boolean(),
    /**
     * The nonce of the home's sandbox-only declaration the SessionStart verified (DESIGN.md §10).
     * A reader takes `protected` at its word only while the home's declaration verifies with this
     * same nonce (core's `protectionHolds`): a record written before the person declared the home,
     * when an agent could write it, never names the declaration made after.
     */
    sandboxOnly: z.string().max(64).optional(),
    /** Why it is not protected (empty when protected). */
    reasons: z.array(z.string().max(500)).max(32),
    /** A person types into it (not `claude -p`, not CI). */
    interactive: z.boolean(),
    /** Ids of the memories the digest injected, most recent SessionStart last. */
    injected: z.array(z.string().max(64)).max(2_000),
    /** Characters of the injected digest. */
    digestChars: z.number().int().min(0),
    /** Other stdio MCP servers and hook commands that run outside the sandbox (names only). */
    outsideSandbox: z.array(z.string().max(200)).max(200),
    /**
     * Working folders added during the session (`/add-dir`, a permission update's `addDirectories`)
     * that a Stop checked as SessionStart checks `permissions.additionalDirectories` and found
     * harmless (hooks' Stop, h58), and those the session started with (`claude --add-dir`) that
     * SessionStart found harmless the same way (h59-hooks): absolute paths, redacted, at most 64 of 1,024 characters. Later
     * Stops check them again (what appears in their `.claude`). A file read in one is observed with
     * its own origin (outside the project: `external`), never the project's. Absent: none.
     */
    addedDirs: z.array(z.string().max(1024)).max(64).optional(),
    /** Tool calls that produced output with no observation (hook failed, timed out or skipped). */
    gaps: z.array(z.string().max(200)).max(10_000),
    /**
     * Tool calls the session's PreToolUse registered (its `register` observations), as of its last
     * Stop. `forget` never removes them (they hold no fingerprint); only expiry and the cap do, so
     * `cairn doctor` fails when fewer are left of a session inside the window (h48 attack F6: a
     * session's `.jsonl` deleted while its record was kept). Absent: no Stop yet, or an older record.
     */
    registered: z.number().int().min(0).optional(),
    /** Bytes of the host's transcript already checked at a Stop. */
    transcriptOffset: z.number().int().min(0),
    /**
     * The transcript file `transcriptOffset` counts in (`<dev>:<ino>`, as the last Stop read it):
     * another file, or one shorter than the offset, is read from its start (attack note N7, 2026-12-06).
     */
    transcriptFile: z.string().max(64).optional(),
    /**
     * Where the last Stop left each subagent transcript of the session (h51 attack A3; session's
     * `subagentTranscripts`): by file name (`agent-<id>.jsonl`), the bytes checked and the file
     * (`<dev>:<ino>`), as `transcriptOffset` and `transcriptFile` are for the session's own.
     */
    subagentOffsets: z
      .record(z.string().max(256), z.object({ offset: z.number().int().min(0), file: z.string().max(64) }))
      .refine((o) => Object.keys(o).length <= 1000, 'at most 1000 subagent transcripts')
      .optional(),
    /** The host's transcript file (a path, redacted), read again to finish the journal. */
    transcript: z.string().max(4096).optional(),
    /** ISO time of the last Stop (the journal draft's last update). */
    lastStopAt: z.string().optional(),
    /** The session's journal entry (an `outcome` memory) and whether it is finished. */
    journal: z.object({ id: z.string().max(64).optional(), finished: z.boolean() }),
    endedAt: z.string().optional(),
    endReason: z.string().max(64).optional(),
  }),
);
/** One stored session record. */
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

const SESSION_RECORD_KEYS: ReadonlySet<string> = new Set([
  'v',
  'id',
  'host',
  'startedAt',
  'updatedAt',
  'sources',
  'lastStartedAt',
  'startedBy',
  'protected',
  'sandboxOnly',
  'reasons',
  'interactive',
  'injected',
  'digestChars',
  'outsideSandbox',
  'addedDirs',
  'gaps',
  'registered',
  'transcriptOffset',
  'transcriptFile',
  'subagentOffsets',
  'transcript',
  'lastStopAt',
  'journal',
  'endedAt',
  'endReason',
]);
const JOURNAL_KEYS: ReadonlySet<string> = new Set(['id', 'finished']);
const OFFSET_KEYS: ReadonlySet<string> = new Set(['offset', 'file']);

/** `subagentOffsets`: at most 1000 entries, keys ≤ 256, each `{ offset, file }` exactly. */
function isPlainOffsets(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length > 1000) return false;
  return keys.every((k) => {
    const o = value[k];
    return k.length <= 256 && isPlainObject(o) && hasOnlyKeys(o, OFFSET_KEYS) && count(o.offset) && textUpTo(o.file, 64);
  });
}

/**
 * True only for a value {@link SessionRecordSchema} accepts unchanged (issue #20: every `cairn
 * hook` read its session's record through the schema, the one thing left that evaluated zod on a
 * tool call): every field of the schema's type and bounds, no field the schema would strip. A
 * fast path in front of the schema (store-fs's observation store asks the schema for any record
 * this declines, and reports what it rejects as before); core test/schema/sessionRecordShape.test.ts
 * runs both over every record one change away from valid ones.
 */
export function isPlainSessionRecord(value: unknown): value is SessionRecord {
  if (!isPlainObject(value) || !hasOnlyKeys(value, SESSION_RECORD_KEYS)) return false;
  const r = value;
  const journal = r.journal;
  return (
    r.v === OBSERVATION_SCHEMA_VERSION &&
    isSessionId(r.id) &&
    textUpTo(r.host, 64) &&
    typeof r.startedAt === 'string' &&
    typeof r.updatedAt === 'string' &&
    textsUpTo(r.sources, 64, 32) &&
    absentOr(r.lastStartedAt, (v) => textUpTo(v, 64)) &&
    absentOr(r.startedBy, (v) => textUpTo(v, 32)) &&
    typeof r.protected === 'boolean' &&
    absentOr(r.sandboxOnly, (v) => textUpTo(v, 64)) &&
    textsUpTo(r.reasons, 32, 500) &&
    typeof r.interactive === 'boolean' &&
    textsUpTo(r.injected, 2_000, 64) &&
    count(r.digestChars) &&
    textsUpTo(r.outsideSandbox, 200, 200) &&
    absentOr(r.addedDirs, (v) => textsUpTo(v, 64, 1024)) &&
    textsUpTo(r.gaps, 10_000, 200) &&
    absentOr(r.registered, count) &&
    count(r.transcriptOffset) &&
    absentOr(r.transcriptFile, (v) => textUpTo(v, 64)) &&
    absentOr(r.subagentOffsets, isPlainOffsets) &&
    absentOr(r.transcript, (v) => textUpTo(v, 4096)) &&
    absentOr(r.lastStopAt, (v) => typeof v === 'string') &&
    isPlainObject(journal) &&
    hasOnlyKeys(journal, JOURNAL_KEYS) &&
    absentOr(journal.id, (v) => textUpTo(v, 64)) &&
    typeof journal.finished === 'boolean' &&
    absentOr(r.endedAt, (v) => typeof v === 'string') &&
    absentOr(r.endReason, (v) => textUpTo(v, 64))
  );
}

/**
 * A session record as a SessionStart opens it, before anything happened in the session: no
 * source yet, not protected, not interactive, nothing injected, no gaps, the transcript unread,
 * the journal not finished, `updatedAt` = `startedAt`. `fields` sets the session's own (its id,
 * host, start and reasons) and may set any other: the hooks' first record of a session, and the
 * one builder of the tests' records (the duplicates tool: four copies of this shape).
 *
 * @param fields - `id`, `host`, `startedAt` (ISO time) and `reasons` (empty when protected), and
 *   any field to set otherwise (`protected`, `sources`, `sandboxOnly`, `transcript`…)
 */
export function newSessionRecord(fields: Pick<SessionRecord, 'id' | 'host' | 'startedAt' | 'reasons'> & Partial<SessionRecord>): SessionRecord {
  const { id, host, startedAt, reasons, ...rest } = fields;
  return {
    v: OBSERVATION_SCHEMA_VERSION,
    id,
    host,
    startedAt,
    updatedAt: startedAt,
    sources: [],
    protected: false,
    reasons,
    interactive: false,
    injected: [],
    digestChars: 0,
    outsideSandbox: [],
    gaps: [],
    transcriptOffset: 0,
    journal: { finished: false },
    ...rest,
  };
}

/** Whether a project's memory is paused (`cairn pause`, a person's act). */
export interface PauseState {
  paused: boolean;
  /** ISO time of the pause. */
  at?: string;
  /** Who paused it, as the person port signed it. */
  signer?: string;
}

/** Filter of {@link ObservationStore.list}. */
export interface ObservationFilter {
  session?: string;
  /** ISO time: only observations at or after it. */
  since?: string;
}

/** What `doctor` shows of a project's observations. */
export interface ObservationStats {
  observations: number;
  sessions: number;
  /** Bytes on disk (0 for a store that keeps none locally). */
  bytes: number;
  /** ISO time of the oldest observation kept. */
  oldest?: string;
}

/**
 * Where one project's observations, host sessions and pause state live (DESIGN.md §10, §12:
 * "Observations stay in each person's home"): a store separate from the memory store, so
 * they stay local even when memories are in PostgreSQL. store-fs implements it; core's
 * in-memory store serves tests. Errors are CoreErrors (`STORE_LOCKED`, `STORE_IO`).
 */
export interface ObservationStore {
  /** Appends observations durably (all or none). */
  append(observations: readonly Observation[]): Promise<void>;
  /** Observations, oldest first; unreadable lines are skipped (see {@link ObservationStore.unreadable}). */
  list(filter?: ObservationFilter): Promise<Observation[]>;
  /**
   * The stored lines that do not read as an observation (a hook killed mid-append, a damaged
   * file), by session and 1-based line: each is an observation lost, which readers count as a
   * gap of that session (fail closed: what it recorded may be behind a later write). Only
   * `filter.session` is used; an empty list when every line reads.
   */
  unreadable(filter?: Pick<ObservationFilter, 'session'>): Promise<{ session: string; line: number }[]>;
  getSession(id: string): Promise<SessionRecord | undefined>;
  /**
   * Reads, changes and writes one session record under the store's lock (hooks of one session
   * run concurrently). `change` returns the new record, or undefined to leave it as it is.
   */
  updateSession(id: string, change: (current: SessionRecord | undefined) => SessionRecord | undefined): Promise<SessionRecord | undefined>;
  /** Every session record, most recently updated first. */
  listSessions(): Promise<SessionRecord[]>;
  /**
   * Drops observations older than `maxAgeDays`, then of the rest all but `cap` in core's
   * `capEvictions` order (untrusted reads last), and session records not updated since; the window
   * is measured from the earlier of `now` and the newest observation stored (core's `pruneCutoff`:
   * a clock running ahead removes nothing younger by the store's own times). Each session whose
   * observations the cap removed counts a gap (core's `withCapGap`, written before the observations
   * go: attack h59 A4). Then, of the session records left, all but `sessionCap` (default policy's
   * `SESSION_CAP`) in core's `sessionCapEvictions` order (least recently updated first; their
   * observations stay until they age out or the cap takes them), after core's `withSessionCapGap`
   * wrote the stand-in record's gap (h61: forged events naming new session ids cannot grow the
   * records without bound, nor raise anything by pushing records out). Returns what went, which
   * step removed how many, and from when.
   */
  prune(options: { now: Date; maxAgeDays: number; cap: number; sessionCap?: number }): Promise<PruneReport>;
  /** Removes the observations `match` selects (forget); returns how many went. */
  remove(match: (o: Observation) => boolean): Promise<number>;
  pauseState(): Promise<PauseState>;
  setPause(state: PauseState): Promise<void>;
  stats(): Promise<ObservationStats>;
  /** Removes every observation, session record and pause state of the project. */
  wipe(): Promise<void>;
  close(): Promise<void>;
}
