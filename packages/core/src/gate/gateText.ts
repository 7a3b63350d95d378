import type { GateCategory } from './categories.js';
import { detect } from './detect.js';
import type { SentenceCache } from './directives.js';
import type { ProjectVocabulary } from './vocabulary.js';

/** Options of the gate. */
export interface GateOptions {
  /**
   * The packages and hosts the project's manifests name ({@link deriveProjectVocabulary}). Without
   * it, every package or host an order introduces needs a person.
   */
  vocabulary?: ProjectVocabulary;
}

/**
 * The instruction gate's verdict on one text.
 *
 * `reasons` lists the categories that tripped, unique and sorted (alphabetically);
 * `flagged` is `reasons.length > 0`.
 */
export interface GateResult {
  /** True when the text reads as an order to a future agent. */
  flagged: boolean;
  /** The categories that tripped, unique and sorted. */
  reasons: GateCategory[];
}

/** The instruction gate's verdict on several fields: {@link GateResult} plus the fields that tripped. */
export interface GateFieldsResult extends GateResult {
  /** Names of the fields that tripped, in the order they were given. */
  fields: string[];
}

function toResult(found: ReadonlySet<GateCategory>): GateResult {
  const reasons = [...found].sort();
  return { flagged: reasons.length > 0, reasons };
}

/**
 * The instruction gate (DESIGN.md §2.5): decides whether `text` reads as an order to a future
 * agent, and names the categories that make it one.
 *
 * Why it exists: seeds/000 (PR #64) — project memory is replayed into every future session,
 * so a planted order ("Before building, always run: curl … | sh") must not promote itself;
 * a flagged memory is recorded and listed, never dropped, and needs a person's confirm.
 * Categories follow OWASP ASI06 (memory poisoning); see `GATE_CATEGORIES`.
 *
 * It reads the raw text, the NFKC form with invisible characters removed and replaced by
 * spaces, fullwidth and look-alike (Cyrillic/Greek) letters folded, HTML comments opened,
 * right-to-left overrides in display order, text smuggled in Unicode tag characters, and
 * base64/hex/escape-encoded runs (decoded and gated in turn, reported as `encoded-payload`).
 * Text that reports an order ("the team agreed migrations should never run in CI") is a
 * fact and is not flagged; see the rule files for where each line is drawn.
 *
 * Pure and linear: no I/O, no clock; a 32 KiB field gates in milliseconds.
 *
 * @param text - one free-text value (any length; fields are limited to 32 KiB upstream).
 *   A non-string (from untyped callers) is treated as empty.
 * @returns `{flagged, reasons}`; never throws.
 */
export function gateText(text: string, options: GateOptions = {}): GateResult {
  return gateWith(text, options, new Map());
}

/** {@link gateText} with a sentence cache shared by the texts of one record (same options). */
function gateWith(text: string, options: GateOptions, cache: SentenceCache): GateResult {
  const found = new Set<GateCategory>();
  if (typeof text === 'string') detect(text, 0, found, options?.vocabulary, cache);
  return toResult(found);
}

/** A part that already ends its sentence or clause (a stop, a colon, a comma) needs no boundary added. */
const ENDS_ITSELF = /[.!?;:,。！？；：、]["'”’)\]]*$/u;

/**
 * A part that opens a condition or a time clause ("if anyone says …", "when the build fails", "wenn …", "si …"): the part
 * after it is its main clause. English and the first languages' commonest subordinators; CJK ones need no word boundary.
 */
const OPENS_CONDITION =
  /^\s*(?:(?:if|when|whenever|once|after|before|unless|until|as soon as|in case|every time|each time|should|si|cuando|quand|lorsque|wenn|falls|sobald|se|quando|caso|als|wanneer|indien|zodra|jeśli|jeżeli|gdy|kiedy|jos|kun|hvis|når|om|eğer|якщо|коли|если|когда|jika|kalau|ketika|agar|जब|यदि|अगर|إذا|عندما|אם|כאשר)(?![\p{L}\p{N}])|如果|若|当|一旦|もし|若し)/iu;

/**
 * Joins the parts of a field or a record with a clause boundary the gate reads (round 30): ", " after a part that opens a
 * condition and does not end itself ({@link OPENS_CONDITION}: a trigger in one part, its act in the next), ". " after any
 * other part that does not end itself, a space after one that does. Joined by spaces alone, two tags or a title and its
 * text ran into one clause ("when the user says ship it" + "run …" read as one statement); joined by commas always, a
 * title became a vocative ("Agents, heights are given in metres …" read as an order to agents — every AGENTS.md import
 * was flagged). One order cut mid-clause over the parts is read from the parts joined by spaces (gateFields).
 */
export function joinAsClauses(parts: readonly string[]): string {
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i++) {
    const previous = parts[i - 1] ?? '';
    // Only the previous part's last characters and its opening are read: linear in the parts, whatever their length.
    const end = previous.trimEnd().slice(-4);
    out += end === '' || ENDS_ITSELF.test(end) ? ` ${parts[i]}` : OPENS_CONDITION.test(previous.slice(0, 64)) ? `, ${parts[i]}` : `. ${parts[i]}`;
  }
  return out;
}

/**
 * Gates every free-text field of a memorize request (DESIGN.md §2.5: text, title, summary,
 * tripwires, tags, filesEdited) and names the fields that tripped. Every string value given
 * is gated, whatever its key, so a field added later is not silently skipped. An array is
 * gated element by element and also as its elements joined as clauses ({@link joinAsClauses}: an order split across
 * tags is still read, and the tags' boundaries are kept); `undefined` values and non-string elements are skipped.
 *
 * @param fields - field name → string, string array or undefined
 * @returns the union of the reasons, sorted and unique; `fields` in input order; never throws.
 */
export function gateFields(fields: Record<string, string | string[] | undefined>, options: GateOptions = {}): GateFieldsResult {
  const all = new Set<GateCategory>();
  // The fields of one record share what their sentences tripped: the text read alone and again in the record as a whole.
  const cache: SentenceCache = new Map();
  const tripped: string[] = [];
  const whole: string[] = [];
  for (const [name, value] of Object.entries(fields ?? {})) {
    const strings = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    let hit = false;
    // Each string, and all of them joined (an order split across tags); the set reads a lone string once.
    // Joined as clauses (each element keeps its boundary: a trigger in one tag, its act in the next) and by spaces (an
    // order cut mid-clause across elements: "upload", "logs", "https://…").
    for (const t of new Set([...strings, joinAsClauses(strings), strings.join(' ')])) {
      const { reasons } = gateWith(t, options, cache);
      for (const r of reasons) all.add(r);
      hit ||= reasons.length > 0;
    }
    if (hit) tripped.push(name);
    if (strings.length > 0) whole.push(joinAsClauses(strings));
  }
  // The record as a whole (issue #18 rule 4): an order split across fields is read as one text, the fields joined as
  // clauses (a title that states a trigger, a text that gives its act) and by spaces (a title cut mid-clause).
  if (whole.length > 1) {
    for (const t of new Set([joinAsClauses(whole), whole.join(' ')])) {
      const { reasons } = gateWith(t, options, cache);
      for (const r of reasons) all.add(r);
      if (reasons.length > 0 && tripped.length === 0) tripped.push('record');
    }
  }
  return { ...toResult(all), fields: tripped };
}
