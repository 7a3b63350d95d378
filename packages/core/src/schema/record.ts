import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { hasOnlyKeys, isIntegerIn, isPlainObject } from './plainShape.js';
import { CHANNELS, ORIGINS } from '../policy/policy.js';
import { KINDS } from './request.js';
import { BindingSchema } from '../binding/bindingSchema.js';

/** The schema version this code writes (DESIGN.md §3). */
export const SCHEMA_VERSION = 1;

/** Lifecycle of a record (DESIGN.md §3). */
export const STATUSES = ['candidate', 'active', 'superseded', 'forgotten'] as const;
/** One of {@link STATUSES}. */
export type Status = (typeof STATUSES)[number];

/** Flags a record can carry (DESIGN.md §3). */
export const FLAGS = ['instruction', 'redacted', 'obfuscated', 'contradicts'] as const;
/** One of {@link FLAGS}. */
export type Flag = (typeof FLAGS)[number];

/**
 * One piece of evidence for a record. Its identity is (canonical source, Cairn's sourceHash): the
 * session and a caller's hash are recorded but do not make evidence independent (DESIGN.md §2.6).
 */
const EvidenceShape = lazySchema(() =>
  z.object({
    /** Source reference (path with line range, URL, tool name), or null when none was given. */
    source: z.string().nullable(),
    /**
     * Hash computed by Cairn, with the source the evidence key: of the bound file or line range
     * when the source binds (issue #23: the binding is the evidence key), else of the memory's
     * normalised text.
     */
    sourceHash: z.string(),
    /**
     * Why the source names a path but was not bound to it (memories bound to code, issue #23):
     * `outside the project`, `not a regular file`, `larger than 1 MiB`, `no such file`… The
     * memory is recorded as text only. Absent: bound, or no path named.
     */
    unbound: z.string().max(200).optional(),
    /**
     * Why the source a caller named is a note, not evidence, though it is bound (issue #22; issue
     * #14, walk 12 item 13): its cited lines do not hold the memory's text. The binding still marks
     * the memory stale when those lines change (that only lowers trust); the evidence's hash is the
     * text's, so the source counts as the caller's word. Absent: not judged, or the lines hold it.
     */
    notEvidence: z.string().max(200).optional(),
    /** A hash the caller supplied: a note, never part of the evidence key (issue #16). */
    callerSourceHash: z.string().optional(),
    /**
     * The bindings this write made (memories bound to code, issue #23): `path` or `path:a-b` →
     * the binding's hash then. The record's first evidence naming a binding is its witness: a
     * checking reader reads a binding that differs from its witness, with no signed `reverify`
     * covering it, as bound to the witness's hash (a rebinding nobody signed only lowers trust).
     */
    bound: z.record(z.string().max(4200), z.string().max(200)).optional(),
    /**
     * The session the project session attested (an MCP connection, a host session a hook
     * registered): it may tell witnesses apart (`independentEvidence`).
     */
    session: z.string().optional(),
    /**
     * True when `session` is a host session the hooks recorded as protected (the host kept the
     * agent out of the Cairn home, DESIGN.md §10) at the time of this write. Only such evidence
     * promotes an agent memory by itself (§2.6); a checking reader also requires the home's
     * observation store to hold that session as protected (`ProtectedSessionCheck`), so the flag
     * written into the store by hand only lowers trust.
     */
    protected: z.literal(true).optional(),
    /** A session the caller named in its request: a note that may only lower the count of witnesses, never raise it (issue #16). */
    callerSession: z.string().optional(),
    channel: z.enum(CHANNELS),
    /** Origin of the write that brought this evidence (after the channel clamp). */
    origin: z.enum(ORIGINS).optional(),
    /** ISO-8601 time the sighting was recorded. */
    at: z.string(),
    /**
     * The observation that lowered this write's origin (attested provenance, DESIGN.md §10): its
     * origin, what the text reproduced (`words` or a rare token's kind), the host's tool, the
     * observed path or URL (redacted, no query), its time and session. Absent: nothing lowered it.
     */
    attestedBy: z
      .object({
        origin: z.enum(ORIGINS),
        by: z.string().max(16),
        tool: z.string().max(200).optional(),
        ref: z.string().max(2048).optional(),
        at: z.string(),
        session: z.string().max(128),
        /** A read of a file git tracks: the project's own (issue #22, `cairn trust --repo`). */
        tracked: z.literal(true).optional(),
        /** The observation dropped this many rare tokens over its cap, and the write's token may have been among them (h49-attest). */
        dropped: z.number().int().min(1).optional(),
        /** With `dropped`: the observation's id, which a person's lift names (`cairn lift-bar`, h50-attest). */
        observation: z.string().max(64).optional(),
        /**
         * The observation's source holds words its redaction took out, and nothing it kept was
         * needed to lower the write (h56-attest's `unread` witness); kept so the receipt says why (h57-attest).
         */
        unread: z.literal(true).optional(),
      })
      .optional(),
    /**
     * A gap lowered this write's origin to `tool` and no observation it reproduces explains it (h61,
     * #22: after a flood pushed out the page read that would have, the receipt said nothing): the
     * host session whose calls no hook observed whole (its own, or a recent one when the write
     * belongs to no protected session) and its first gap as recorded (a cap gap names the cap).
     * Absent: no gap lowered it, or `attestedBy` explains the origin.
     */
    gap: z.object({ session: z.string().max(128), gap: z.string().max(200) }).optional(),
  }),
);
/** Evidence as read from disk: unknown fields tolerated. */
export const EvidenceSchema = lazySchema(() => EvidenceShape.loose());
/** One piece of evidence. */
export type Evidence = z.infer<typeof EvidenceShape>;

/**
 * The stored record envelope. Readers tolerate unknown fields (`looseObject`: forward
 * compatible, seeds/002 F5); writers produce exactly these.
 */
const MemoryRecordShape = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    id: z.string().min(1),
    projectKey: z.string(),
    projectPath: z.string(),
    kind: z.enum(KINDS),
    text: z.string(),
    title: z.string().optional(),
    summary: z.string().optional(),
    filesEdited: z.array(z.string()).optional(),
    origin: z.enum(ORIGINS),
    /** 0–1, capped by origin. */
    salience: z.number().min(0).max(1),
    /** 0–1, capped by origin. */
    confidence: z.number().min(0).max(1),
    /** Strength kept per day, 0–1. */
    decayRate: z.number().min(0).max(1),
    /** Base strength at `reinforcedAt`, 0–1. */
    strength: z.number().min(0).max(1),
    /** ISO time of the last reinforcement (creation, sighting, confirm, recall). */
    reinforcedAt: z.string(),
    pinned: z.boolean(),
    stable: z.boolean(),
    status: z.enum(STATUSES),
    flags: z.array(z.enum(FLAGS)),
    gateReasons: z.array(z.string()),
    evidence: z.array(EvidenceShape.loose()),
    supersedes: z.string().optional(),
    /**
     * The files (or line ranges) the memory is about, with Cairn's hash of each when it was bound
     * or last re-verified (memories bound to code, DESIGN.md §11, issue #23): what every reader
     * checks to mark it stale. Set at write time from the source and `filesEdited` (each witnessed
     * in that write's evidence, `bound`); a sighting may add a file, never change one; changed only
     * by `cairn reverify`, whose signature covers them — a checking reader reads any other change
     * as bound to the witness's hash.
     */
    bindings: z.array(BindingSchema).optional(),
    supersededBy: z.string().optional(),
    tripwires: z.array(z.string()).optional(),
    tags: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastRecalledAt: z.string().optional(),
    recallCount: z.number().int().min(0),
    confirmedAt: z.string().optional(),
    /**
     * The person's signed acts on this record (issue #16): what backs its origin `user`, its
     * confirm and its pin. Readers check them (`readSigned`); a claim without a valid act is read
     * as the agent's. At most one act of each kind is kept, the latest.
     */
    acts: z.array(z.unknown()).optional(),
  }),
);

/** The record envelope as read from disk: unknown fields kept. */
export const MemoryRecordSchema = lazySchema(() => MemoryRecordShape.loose());

/** A stored memory record (the fields this version writes). */
export type MemoryRecord = z.infer<typeof MemoryRecordShape>;

const inSet = (values: readonly string[]): ReadonlySet<unknown> => new Set(values);
const CHANNEL_SET = inSet(CHANNELS);
const ORIGIN_SET = inSet(ORIGINS);
const KIND_SET = inSet(KINDS);
const STATUS_SET = inSet(STATUSES);
const FLAG_SET = inSet(FLAGS);
const ATTESTATION_FIELDS: ReadonlySet<string> = new Set(['origin', 'by', 'tool', 'ref', 'at', 'session', 'tracked', 'dropped', 'observation', 'unread']);

const GAP_FIELDS: ReadonlySet<string> = new Set(['session', 'gap']);

const isString = (v: unknown): v is string => typeof v === 'string';
const optional = (v: unknown, check: (v: unknown) => boolean): boolean => v === undefined || check(v);
const isShortString = (max: number) => (v: unknown) => typeof v === 'string' && v.length <= max;
const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every(isString);
const isUnit = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

function isPlainAttestation(a: unknown): boolean {
  return (
    isPlainObject(a) &&
    hasOnlyKeys(a, ATTESTATION_FIELDS) &&
    ORIGIN_SET.has(a.origin) &&
    isShortString(16)(a.by) &&
    optional(a.tool, isShortString(200)) &&
    optional(a.ref, isShortString(2048)) &&
    isString(a.at) &&
    isShortString(128)(a.session) &&
    optional(a.tracked, (v) => v === true) &&
    optional(a.dropped, (v) => isIntegerIn(v, 1, Number.MAX_SAFE_INTEGER)) &&
    optional(a.observation, isShortString(64)) &&
    optional(a.unread, (v) => v === true)
  );
}

function isPlainEvidence(e: unknown): boolean {
  return (
    isPlainObject(e) &&
    (e.source === null || isString(e.source)) &&
    isString(e.sourceHash) &&
    optional(e.unbound, isShortString(200)) &&
    optional(e.notEvidence, isShortString(200)) &&
    optional(e.callerSourceHash, isString) &&
    optional(e.bound, (b) => isPlainObject(b) && Object.entries(b).every(([k, v]) => k.length <= 4200 && isShortString(200)(v))) &&
    optional(e.session, isString) &&
    optional(e.protected, (v) => v === true) &&
    optional(e.callerSession, isString) &&
    CHANNEL_SET.has(e.channel) &&
    optional(e.origin, (v) => ORIGIN_SET.has(v)) &&
    isString(e.at) &&
    optional(e.attestedBy, isPlainAttestation) &&
    optional(e.gap, (g) => isPlainObject(g) && hasOnlyKeys(g, GAP_FIELDS) && isShortString(128)(g.session) && isShortString(200)(g.gap))
  );
}

/**
 * {@link MemoryRecordSchema}'s fast path (issue #20: every record a recall reads or reinforces
 * was parsed by zod, which a cold recall then evaluated): true only for a record the schema
 * accepts as it is — its fields, enums, bounds and nested evidence, unknown fields tolerated where
 * the schema keeps them (`.loose()` on the record and its evidence; an attestation's must be
 * exactly its own). A record with `bindings` is left to the schema (their own schema), as is
 * anything else this declines. Core `test/schema/recordShape.test.ts` runs both over mutations of
 * valid records: whatever this accepts, the schema accepts unchanged.
 */
export function isPlainMemoryRecord(r: unknown): r is MemoryRecord {
  return (
    isPlainObject(r) &&
    r.schemaVersion === SCHEMA_VERSION &&
    typeof r.id === 'string' &&
    r.id.length >= 1 &&
    isString(r.projectKey) &&
    isString(r.projectPath) &&
    KIND_SET.has(r.kind) &&
    isString(r.text) &&
    optional(r.title, isString) &&
    optional(r.summary, isString) &&
    optional(r.filesEdited, isStrings) &&
    ORIGIN_SET.has(r.origin) &&
    isUnit(r.salience) &&
    isUnit(r.confidence) &&
    isUnit(r.decayRate) &&
    isUnit(r.strength) &&
    isString(r.reinforcedAt) &&
    typeof r.pinned === 'boolean' &&
    typeof r.stable === 'boolean' &&
    STATUS_SET.has(r.status) &&
    Array.isArray(r.flags) &&
    r.flags.every((f) => FLAG_SET.has(f)) &&
    isStrings(r.gateReasons) &&
    Array.isArray(r.evidence) &&
    r.evidence.every(isPlainEvidence) &&
    optional(r.supersedes, isString) &&
    r.bindings === undefined &&
    optional(r.supersededBy, isString) &&
    optional(r.tripwires, isStrings) &&
    isStrings(r.tags) &&
    isString(r.createdAt) &&
    isString(r.updatedAt) &&
    optional(r.lastRecalledAt, isString) &&
    isIntegerIn(r.recallCount, 0, Number.MAX_SAFE_INTEGER) &&
    optional(r.confirmedAt, isString) &&
    optional(r.acts, Array.isArray)
  );
}

/** One value a write lowered (DESIGN.md §1: caps are clamps, reported). */
export interface Clamp {
  field: 'origin' | 'salience' | 'confidence';
  requested: string | number;
  applied: string | number;
  /** Why, when the table alone does not say (attested provenance: which observation lowered the origin). */
  reason?: string;
}

/** Audit event names. */
export const AUDIT_EVENTS = [
  'memorize',
  'sighting',
  'refused',
  'confirm',
  'pin',
  'unpin',
  'supersede',
  'forget',
  'prune',
  'consolidate',
  // A host session's agent writes lowered to `tool` when a gap is found after them (the host-hooks issue).
  'lower',
  'recall',
  'wipe',
  'init',
  'migrate',
  'repair',
  'relink',
  // A record of Cairn's own export restored as the person signed it (`cairn import`, walk 7 item 8).
  'restore',
  // A person re-verified a stale memory's bindings after review (issue #23).
  'reverify',
  // A person lifted an output's bar, whole or for one reviewed memory (issue #22, h50-attest: `checkBarLift`).
  'lift',
  // A team store's access changes (DESIGN.md §12), written by the database.
  'grant',
  'revoke',
] as const;
/** One of {@link AUDIT_EVENTS}. */
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/**
 * One audit line before the store chains it: metadata only, never memory text
 * (DESIGN.md §6). The store adds `seq`, `prev` and `hash`.
 */
export interface AuditEvent {
  /** ISO-8601 time. */
  time: string;
  event: AuditEventName;
  /** Record id(s) concerned; absent for project-wide events. */
  id?: string;
  ids?: string[];
  origin?: (typeof ORIGINS)[number];
  channel: (typeof CHANNELS)[number];
  /** The client's name (e.g. the MCP client from its handshake), redacted. */
  client?: string;
  /** False when a person skipped the confirmation prompt (`--yes`) or no person was asked. */
  interactive: boolean;
  /** The signer of a person's act: the signing key's id (`ed25519:…`) from the person's signature (DESIGN.md §6). */
  signer?: string;
  /** The nonce of the person's signed statement for this record (replay checks: `audit --verify`). */
  nonce?: string;
  /**
   * The person's signed act behind `signer` (`auditAct`: metadata only, a pre-signed act's
   * command left out): readers show `signer` as the person's only when it verifies
   * (`checkAuditSigner`, issue #16). Absent: nothing was signed, or the act is on the record.
   * A `SignedAct`, typed loosely here as the record's `acts` are (readers schema-check it).
   */
  act?: object;
  /** The host session the write belongs to, as a hook registered it (DESIGN.md §6, §10). */
  session?: string;
  /** Whether that session was protected (the host kept the agent out of the home); absent: no registered session. */
  protected?: boolean;
  /** Values applied by the write (numbers, status, flags; never text). */
  applied?: Record<string, string | number | boolean | string[]>;
  clamped?: Clamp[];
  /** The error code when the event is a refusal. */
  code?: string;
}
