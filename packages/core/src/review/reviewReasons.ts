import type { GateCategory } from '../gate/categories.js';
import { inFileOrderWithinRuns } from '../display/fileOrder.js';
import type { Origin } from '../policy/policy.js';
import { needsConfirmation } from '../policy/promotion.js';
import type { Flag, MemoryRecord } from '../schema/record.js';

/**
 * Why a memory needs a person, in the person's words (issue #17: "a row says in plain words
 * why … with the internal code in the tooltip"). One table for every adapter: the editor's
 * view, review panel and picker, and the CLI's `show`, `memorize` and confirm prompts.
 *
 * Urgency orders what a person reviews first: 0 — the text tries to make the agent act against
 * the person (run code from the internet, send data away, ignore or hide its instructions,
 * switch a guard off); 1 — it tries to pass for someone it is not, or to plant a later
 * action; 2 — an order or a replacement with no such harm named; 3 — a note, nothing to decide.
 * The categories are the gate's (`gate/categories.ts`, sources there: OWASP ASI06, seeds/000).
 */

/** How urgent a reason is: 0 (review first) to 3 (a note). */
export type ReasonUrgency = 0 | 1 | 2 | 3;

/** One row of the reasons table. */
export interface ReasonWording {
  /** What the memory does, as a person would say it; completes "This memory …". */
  words: string;
  urgency: ReasonUrgency;
}

/**
 * THE gate categories in words. Typed by {@link GateCategory}, so a new category cannot be
 * added to the gate without words here.
 */
export const GATE_REASON_WORDS: Readonly<Record<GateCategory, ReasonWording>> = {
  'shell-pipe': { words: 'tells the agent to run a script from the internet', urgency: 0 },
  exfiltration: { words: 'tells the agent to send data somewhere', urgency: 0 },
  'ignore-previous': { words: 'tells the agent to ignore its instructions', urgency: 0 },
  concealment: { words: 'tells the agent to keep something from you', urgency: 0 },
  'safety-off': { words: 'tells the agent to switch off a safety check', urgency: 0 },
  'encoded-payload': { words: 'hides an order in encoded or invisible text', urgency: 0 },
  'role-impersonation': { words: 'poses as the system, a developer or you', urgency: 1 },
  'forged-tag': { words: 'carries prompt tags to break out of the memory block', urgency: 1 },
  'delayed-trigger': { words: 'plants an order for later ("when …, do …")', urgency: 1 },
  'false-authority': { words: "claims someone's approval to justify an order", urgency: 1 },
  'preference-hijack': { words: 'claims to speak for what you prefer', urgency: 1 },
  'credential-access': { words: 'tells the agent to read or use a credential', urgency: 0 },
  destructive: { words: 'tells the agent to destroy data, history or files', urgency: 0 },
  deception: { words: 'tells the agent to report a result that did not happen', urgency: 0 },
  'decode-and-follow': { words: 'asks the agent to decode something and follow it', urgency: 0 },
  'hidden-text': { words: 'carries a message hidden in invisible characters', urgency: 0 },
  'new-host': { words: 'points a registry, proxy or remote at a host the project does not name', urgency: 1 },
  'new-package': { words: 'tells the agent to install a package the project does not name', urgency: 2 },
  recommendation: { words: 'ranks first a source the project does not name', urgency: 2 },
  persistence: { words: "tries to make itself permanent in the agent's memory", urgency: 1 },
  coercion: { words: 'threatens the agent or claims absolute priority', urgency: 1 },
  'standing-order': { words: 'gives the agent a standing order (always, never, you must)', urgency: 2 },
};

/** The words for flags that carry no gate category. */
export const FLAG_REASON_WORDS: Readonly<Record<Flag, ReasonWording>> = {
  instruction: { words: 'reads as an order to the agent', urgency: 2 },
  contradicts: { words: 'would replace a memory you rely on', urgency: 2 },
  obfuscated: { words: 'contains characters you cannot see', urgency: 1 },
  redacted: { words: 'had a credential removed before it was stored', urgency: 3 },
};

/** Whose memory a contradicting record would replace, by the replaced record's origin. */
const OWNER_WORDS: Readonly<Record<Origin, string>> = {
  user: 'your memory',
  agent: "the agent's memory",
  repo: 'a memory from the project files',
  tool: 'a memory from a tool result',
  web: 'a memory from a web page',
  external: "a memory from someone else's message",
};

/** One reason a memory needs a person (or a note about it), in words and as its internal code. */
export interface ReviewReason {
  /** The internal code: a gate category (`shell-pipe`) or a flag (`contradicts`, `obfuscated`, `redacted`). */
  code: string;
  /** What the memory does, in the person's words (completes "This memory …"). */
  words: string;
  urgency: ReasonUrgency;
  /**
   * For `contradicts`: the memory it would replace (when the caller passed it), whose text the
   * adapter quotes after {@link ReviewReason.words}, folded for display.
   */
  replaces?: MemoryRecord;
  /** True when this reason holds the memory back until a person confirms it (`instruction`, `contradicts`). */
  holds: boolean;
}

/** Options of {@link reviewReasons}. */
export interface ReviewReasonOptions {
  /** The record a `contradicts` memory would replace (its `supersedes`), when the caller has it. */
  replaces?: MemoryRecord | undefined;
}

/**
 * Why a memory needs a person: what holds it back, most urgent first — each gate category that
 * tripped (or `instruction` when none is named) and `contradicts` with the memory it would
 * replace — then the notes (`obfuscated`, `redacted`). Empty for a memory with no flag. Pure.
 *
 * @param record - the record's flags, gate reasons and `supersedes`
 */
export function reviewReasons(record: Pick<MemoryRecord, 'flags' | 'gateReasons'>, options: ReviewReasonOptions = {}): ReviewReason[] {
  const out: ReviewReason[] = [];
  if (record.flags.includes('instruction')) {
    const named = record.gateReasons.filter((r): r is GateCategory => Object.hasOwn(GATE_REASON_WORDS, r));
    for (const code of new Set(named)) out.push({ code, ...GATE_REASON_WORDS[code], holds: true });
    // A stored category this build does not know (an older or newer gate) still holds the memory.
    for (const code of record.gateReasons.filter((r) => !Object.hasOwn(GATE_REASON_WORDS, r)))
      out.push({ code, ...FLAG_REASON_WORDS.instruction, holds: true });
    if (out.length === 0) out.push({ code: 'instruction', ...FLAG_REASON_WORDS.instruction, holds: true });
  }
  if (record.flags.includes('contradicts')) {
    const replaces = options.replaces;
    out.push({
      code: 'contradicts',
      words: replaces ? `would replace ${OWNER_WORDS[replaces.origin]}` : FLAG_REASON_WORDS.contradicts.words,
      urgency: FLAG_REASON_WORDS.contradicts.urgency,
      holds: true,
      ...(replaces ? { replaces } : {}),
    });
  }
  for (const flag of ['obfuscated', 'redacted'] as const) {
    if (record.flags.includes(flag)) out.push({ code: flag, ...FLAG_REASON_WORDS[flag], holds: false });
  }
  // What holds the memory back comes first (most urgent first), then the notes.
  return out.sort((a, b) => Number(b.holds) - Number(a.holds) || a.urgency - b.urgency);
}

/**
 * How urgent a memory is for review: the most urgent of its holding reasons while it waits for
 * a person ({@link needsConfirmation}); 3 for a plain candidate; 4 for anything with nothing to
 * decide (active, superseded, confirmed). Lower comes first.
 */
export function reviewUrgency(record: Pick<MemoryRecord, 'flags' | 'gateReasons' | 'confirmedAt' | 'status'>): number {
  if (needsConfirmation(record))
    return Math.min(
      ...reviewReasons(record)
        .filter((r) => r.holds)
        .map((r) => r.urgency),
    );
  return record.status === 'candidate' ? 3 : 4;
}

/**
 * How urgent a memory's notes are (`obfuscated` 1, `redacted` 3: {@link FLAG_REASON_WORDS}), 4
 * when it carries none: among memories equally urgent to decide, the one that carried
 * characters a person cannot see, then the one a credential was cut from, is looked at first
 * (issue #14: review walked them among the plain candidates, newest first).
 */
function noteUrgency(record: Pick<MemoryRecord, 'flags'>): number {
  return Math.min(4, ...(['obfuscated', 'redacted'] as const).filter((f) => record.flags.includes(f)).map((f) => FLAG_REASON_WORDS[f].urgency));
}

/**
 * The order in which a person should review memories: most urgent first ({@link reviewUrgency}),
 * then the one whose notes matter most (invisible characters, then a removed credential, then
 * none), then newest first, then by id (stable). A comparator for `Array.prototype.sort`.
 */
export function compareByUrgency(
  a: Pick<MemoryRecord, 'id' | 'flags' | 'gateReasons' | 'confirmedAt' | 'status' | 'createdAt'>,
  b: Pick<MemoryRecord, 'id' | 'flags' | 'gateReasons' | 'confirmedAt' | 'status' | 'createdAt'>,
): number {
  const u = reviewUrgency(a) - reviewUrgency(b) || noteUrgency(a) - noteUrgency(b);
  if (u !== 0) return u;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * `records` in the order a person reviews them: {@link compareByUrgency}, except that among
 * memories equally urgent (the same urgency and notes) those of one file follow the file's lines
 * (`inFileOrderWithinRuns`): an import writes a file top to bottom, so newest first read it
 * backwards (issue #14, the sixth newcomer walk: `cairn review` walked an AGENTS.md from its
 * last line). Pure; returns a copy.
 */
export function sortForReview<T extends Pick<MemoryRecord, 'id' | 'flags' | 'gateReasons' | 'confirmedAt' | 'status' | 'createdAt' | 'evidence'>>(
  records: readonly T[],
): T[] {
  return inFileOrderWithinRuns(
    [...records].sort(compareByUrgency),
    (r) => r,
    (a, b) => reviewUrgency(a) === reviewUrgency(b) && noteUrgency(a) === noteUrgency(b),
  );
}

/**
 * How a memory is labelled wherever a person is told what waits for them — the import plan and
 * `cairn review` count and name memories by this one function, so they agree (issue #14: the
 * plan counted a redacted line among its "flagged" while review walked it as ordinary):
 *
 * - `flagged`: held back until a person confirms it ({@link needsConfirmation}: `instruction`,
 *   `contradicts`), whatever notes it also carries;
 * - `redacted`: not held, but a credential was removed from it before it was stored;
 * - `obfuscated`: not held, but it carried characters a person cannot see;
 * - undefined: nothing to say beyond its status.
 */
export type ReviewLabel = 'flagged' | 'redacted' | 'obfuscated';

/** The {@link ReviewLabel} of a memory, or undefined for a plain one. Pure. */
export function reviewLabel(record: Pick<MemoryRecord, 'flags' | 'confirmedAt'>): ReviewLabel | undefined {
  if (needsConfirmation(record)) return 'flagged';
  if (record.flags.includes('redacted')) return 'redacted';
  if (record.flags.includes('obfuscated')) return 'obfuscated';
  return undefined;
}

/** How many of `records` carry each {@link ReviewLabel} (a label with none is 0). Pure. */
export function reviewTally(records: readonly Pick<MemoryRecord, 'flags' | 'confirmedAt'>[]): Record<ReviewLabel, number> {
  const tally: Record<ReviewLabel, number> = { flagged: 0, redacted: 0, obfuscated: 0 };
  for (const r of records) {
    const label = reviewLabel(r);
    if (label !== undefined) tally[label]++;
  }
  return tally;
}

/**
 * The tally in words, for a person: `3 flagged (held until you confirm), 1 redacted (a
 * credential was removed)`; labels with none are left out; '' when every count is 0.
 */
export function reviewTallyWords(tally: Readonly<Record<ReviewLabel, number>>): string {
  return [
    ...(tally.flagged > 0 ? [`${tally.flagged} flagged (held until you confirm)`] : []),
    ...(tally.redacted > 0 ? [`${tally.redacted} redacted (a credential was removed before storing)`] : []),
    ...(tally.obfuscated > 0 ? [`${tally.obfuscated} with invisible characters`] : []),
  ].join(', ');
}
