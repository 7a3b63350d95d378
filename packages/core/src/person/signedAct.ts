import { z } from 'zod';
import { lazySchema } from '../schema/lazySchema.js';
import { isPlainObject, isStringMatching, parsedFast } from '../schema/plainShape.js';
import { PERSON_ACT_NAMES, type PersonAct } from '../policy/personActs.js';

/**
 * A person's act, signed (DESIGN.md §1, issue #16): the statement a person's ed25519 key signs
 * and the signature, as stored on the record the act concerns (`MemoryRecord.acts`) and named
 * in the act's audit line. One statement covers ONE record (a batch of confirms is one
 * signature per record, made in one process with one passphrase), so each record carries
 * what proves its own state and a reader checks it without reading any other record.
 *
 * The statement binds: the act, the project (its key), the record id (null for a
 * project-wide act), `shown` — the hex sha256 of exactly what the person was shown
 * ({@link recordView} for a record) — the signing key's id, a fresh nonce and the time; a
 * pre-signed act also binds the command it was made for and when it expires.
 */
export interface SignedAct {
  /** Statement format version. */
  v: 1;
  act: PersonAct;
  /** The project's key (12 hex). */
  project: string;
  /** The record the act concerns; null for a project-wide act (prune, wipe, init…). */
  id: string | null;
  /** Hex sha256 (64 characters) of what the person was shown. */
  shown: string;
  /** The signing key's id (`ed25519:` + 16 hex of sha256 of the raw public key). */
  key: string;
  /** 32 hex characters (128 random bits), never reused: replay detection. */
  nonce: string;
  /** ISO-8601 time the person signed. */
  at: string;
  /** A pre-signed act (`cairn person sign -- <command>`): ISO-8601 time after which it may not be used. */
  expires?: string;
  /**
   * A pre-signed act: the command it was made for — `sha256:` and the hex sha256 of the JSON
   * array of its words ({@link commandBinding}), so that the act, kept whole in its audit line,
   * holds no memory's text; an act signed before carries the JSON array itself.
   */
  command?: string;
  /**
   * Which view of the record `shown` hashes (h48-sign, h47-attack F9): absent — view 1, core's
   * `actView` as signed before (a successor's `supersedes` not in it); `2` — view 2, the same
   * with a `supersedes: <id>` line when the record names the memory it replaces, so the act
   * covers which memory its record supersedes. Signed as a `view 2` line only when present,
   * so every statement signed before stays byte-identical. A project-wide act (id null) has none.
   */
  view?: 2;
  /**
   * A merge (`consolidate`) signed since merges name their parents (h49-sign): the ids of the
   * memories it merges, sorted, signed as a `parents <id>,<id>…` line after `view 2` — so the
   * signature says which memories the person's merge supersedes, and a memory of theirs marked
   * superseded by the merge that is not among them is no act of theirs. Absent on every other act
   * and on merges signed before (their statements stay byte-identical).
   */
  parents?: string[];
  /** The ed25519 signature over {@link actStatement}, base64url (86 characters). */
  sig: string;
}

/** The view new record acts are signed over ({@link SignedAct.view}). */
export const ACT_VIEW = 2 as const;

/** The fields a signature binds: a {@link SignedAct} without its signature. */
export type ActStatement = Omit<SignedAct, 'sig'>;

/** What the write path checks a signature against: the act, the project, the record and what the person saw. */
export interface ActBinding {
  act: PersonAct;
  project: string;
  id: string | null;
  shown: string;
}

/** A token that cannot break the one-field-a-line statement: no whitespace or control characters. */
const TOKEN = /^[\x21-\x7e]{1,200}$/u;
const HEX64 = /^[0-9a-f]{64}$/u;
const HEX32 = /^[0-9a-f]{32}$/u;
/** A parent id in a merge's `parents` line: a token without the list's comma. */
const PARENT = /^[\x21-\x2b\x2d-\x7e]{1,200}$/u;
/** The most parents one merge's statement names (a merge group is far smaller). */
const MAX_PARENTS = 1000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/u;
/** An ed25519 signature, base64url (64 bytes). */
const SIG = /^[A-Za-z0-9_-]{86}$/u;
/** A pre-signed act's command: one line. */
const ONE_LINE = /^[^\n\r]*$/u;
const MAX_COMMAND = 4096;

/** A signed act as read from storage (unknown fields tolerated, each field checked). */
export const SignedActSchema = lazySchema(() =>
  z
    .object({
      v: z.literal(1),
      act: z.enum(PERSON_ACT_NAMES as unknown as [PersonAct, ...PersonAct[]]),
      project: z.string().regex(TOKEN),
      id: z.string().regex(TOKEN).nullable(),
      shown: z.string().regex(HEX64),
      key: z.string().regex(TOKEN),
      nonce: z.string().regex(HEX32),
      at: z.string().regex(ISO),
      expires: z.string().regex(ISO).optional(),
      command: z.string().max(MAX_COMMAND).regex(ONE_LINE).optional(),
      view: z.literal(2).optional(),
      parents: z.array(z.string().regex(PARENT)).min(1).max(MAX_PARENTS).optional(),
      sig: z.string().regex(SIG),
    })
    .loose(),
);

const ACT_NAMES: ReadonlySet<unknown> = new Set(PERSON_ACT_NAMES);

/**
 * {@link SignedActSchema}'s fast path (issue #20: a recall checks every stored act, and zod was
 * evaluated for it): true only for a value the schema accepts as it is — the same fields, the same
 * patterns and bounds, unknown fields tolerated as the schema's `.loose()` keeps them. Anything
 * else is the schema's to judge ({@link parseSignedAct}).
 */
export function isPlainSignedAct(value: unknown): value is SignedAct {
  if (!isPlainObject(value)) return false;
  const { command, parents } = value;
  return (
    value.v === 1 &&
    ACT_NAMES.has(value.act) &&
    isStringMatching(value.project, TOKEN) &&
    (value.id === null || isStringMatching(value.id, TOKEN)) &&
    isStringMatching(value.shown, HEX64) &&
    isStringMatching(value.key, TOKEN) &&
    isStringMatching(value.nonce, HEX32) &&
    isStringMatching(value.at, ISO) &&
    (value.expires === undefined || isStringMatching(value.expires, ISO)) &&
    (command === undefined || (typeof command === 'string' && command.length <= MAX_COMMAND && ONE_LINE.test(command))) &&
    (value.view === undefined || value.view === 2) &&
    (parents === undefined ||
      (Array.isArray(parents) && parents.length >= 1 && parents.length <= MAX_PARENTS && parents.every((p) => isStringMatching(p, PARENT)))) &&
    isStringMatching(value.sig, SIG)
  );
}

/**
 * A stored act as {@link SignedActSchema} reads it, through {@link isPlainSignedAct} first (the
 * schema, and zod, only for a value the shape check declines).
 *
 * @returns the act, or undefined when it is malformed
 */
export function parseSignedAct(raw: unknown): SignedAct | undefined {
  return parsedFast(raw, isPlainSignedAct, SignedActSchema);
}

/**
 * The exact text a person's key signs (version-tagged, one field a line, every value a token
 * without whitespace — the command is JSON, which escapes line breaks). Readers rebuild it
 * from the stored act and check the signature, then check that the act, project, record and
 * shown view are the ones they are looking at. A view-2 act ({@link SignedAct.view}) ends with
 * a `view 2` line; any other statement is exactly as signed before it existed.
 *
 * @throws Error when a field could break the encoding (a writer bug; stored acts are schema-checked first)
 */
export function actStatement(s: ActStatement): string {
  for (const [name, value] of [
    ['project', s.project],
    ['key', s.key],
    ['id', s.id ?? '-'],
  ] as const) {
    if (!TOKEN.test(value)) throw new Error(`actStatement: ${name} is not a token`);
  }
  if (!HEX64.test(s.shown) || !HEX32.test(s.nonce) || !ISO.test(s.at)) throw new Error('actStatement: shown, nonce or time malformed');
  if (s.command !== undefined && /[\n\r]/u.test(s.command)) throw new Error('actStatement: command holds a line break');
  if (s.view !== undefined && s.view !== 2) throw new Error('actStatement: view is not 2');
  if (s.parents !== undefined && (s.view !== 2 || s.parents.length === 0 || !s.parents.every((p) => PARENT.test(p))))
    throw new Error('actStatement: parents need view 2 and are tokens without a comma');
  return [
    'cairn-person-act/1',
    `act ${s.act}`,
    `project ${s.project}`,
    `id ${s.id ?? '-'}`,
    `shown ${s.shown}`,
    `key ${s.key}`,
    `nonce ${s.nonce}`,
    `at ${s.at}`,
    `expires ${s.expires ?? '-'}`,
    `command ${s.command ?? '-'}`,
    // View 2 only: a statement without it is the one signed before (h48-sign).
    ...(s.view === 2 ? ['view 2'] : []),
    // A merge signed since merges name their parents (h49-sign): the memories it supersedes.
    ...(s.parents !== undefined ? [`parents ${s.parents.join(',')}`] : []),
  ].join('\n');
}

/** True when `act` is the signature of exactly `binding` (act, project, record, shown view). */
export function bindsTo(act: Pick<SignedAct, 'act' | 'project' | 'id' | 'shown'>, binding: ActBinding): boolean {
  return act.act === binding.act && act.project === binding.project && act.id === binding.id && act.shown === binding.shown;
}

/** A pre-signed act's `command` as signed since audit lines keep such acts whole: `sha256:` + 64 hex. */
export const COMMAND_BINDING = /^sha256:[0-9a-f]{64}$/u;

/**
 * What a pre-signed act binds of the command it was made for: `sha256:` and the hex sha256 of
 * the JSON array of its words. The words may hold a memory's text, which an audit line (metadata
 * only, DESIGN.md §6) must not; their hash binds the act to exactly that command as well, and
 * lets the line keep the whole act, so `audit --verify` checks its signature (issue #16).
 *
 * @param command - the command's words as typed (`['cairn', 'confirm', 'mem_…']`)
 * @param digest - hex sha256 of a UTF-8 string
 */
export function commandBinding(command: readonly string[], digest: (text: string) => string): string {
  return `sha256:${digest(JSON.stringify(command))}`;
}

/** The statement of a signed act (its fields without the signature). */
export function statementOf(act: SignedAct): ActStatement {
  const { sig: _sig, ...rest } = act;
  const s: ActStatement = { v: rest.v, act: rest.act, project: rest.project, id: rest.id, shown: rest.shown, key: rest.key, nonce: rest.nonce, at: rest.at };
  if (rest.expires !== undefined) s.expires = rest.expires;
  if (rest.command !== undefined) s.command = rest.command;
  if (rest.view !== undefined) s.view = rest.view;
  if (rest.parents !== undefined) s.parents = [...rest.parents];
  return s;
}
