import { needsConfirmation } from '../policy/promotion.js';
import { count as countOf, noun } from '../display/count.js';
import type { PersonAct } from '../policy/personActs.js';
import type { MemoryRecord } from '../schema/record.js';

/**
 * THE words a person types to confirm a memory that is held back until a person confirms it
 * (core's `needsConfirmation`: `instruction`, `contradicts`) — the deliberate second step after
 * the passphrase (issue #17), the same on the terminal (`cairn confirm <id>`, `cairn review`)
 * and in the editor (issue #14: the editor asked only the passphrase). The words say what the
 * person is doing: giving the agent an order it may follow, or letting this memory replace one
 * it contradicts (issue #14: a replacement asked for "confirm instruction").
 */
export const CONFIRM_WORDS = {
  /** The memory reads as an order to the agent (`instruction`). */
  instruction: 'confirm instruction',
  /** The memory would replace (supersede) one the agent relies on (`contradicts`, and no order). */
  contradiction: 'confirm contradiction',
} as const;

/** Which of {@link CONFIRM_WORDS} a confirmation asks for. */
export type ConfirmWordsCase = keyof typeof CONFIRM_WORDS;

/** What to ask a person before confirming held-back memories: one wording for every adapter. */
export interface ConfirmWordsAsk {
  case: ConfirmWordsCase;
  /** The words to type ({@link CONFIRM_WORDS}). */
  words: string;
  /** What confirming does, one sentence, shown before the question. */
  says: string;
  /** The question (no trailing colon): which words, shown as typed, not the passphrase; anything else keeps the memory. */
  ask: string;
  /** Said when the answer was not the words: nothing was confirmed. */
  kept: string;
}

/**
 * What to ask before confirming `records`, or undefined when none is held back (a plain
 * candidate is confirmed with the passphrase alone). An order among them asks for the
 * instruction words (the graver case; a replacement it also makes is said too); replacements
 * only ask for the contradiction words. Pure.
 *
 * @param o.replaces - the text (or id) of the memory a single `contradicts` memory would supersede, quoted as given
 */
export function confirmWordsAsk(
  records: readonly Pick<MemoryRecord, 'flags' | 'confirmedAt'>[],
  o: { replaces?: string | undefined } = {},
): ConfirmWordsAsk | undefined {
  const held = records.filter((r) => needsConfirmation(r));
  if (held.length === 0) return undefined;
  const many = held.length > 1;
  const it = many ? 'them' : 'it';
  const order = held.some((r) => r.flags.includes('instruction'));
  const replaces = o.replaces !== undefined && !many ? ` and supersedes “${o.replaces}”` : '';
  const kind: ConfirmWordsCase = order ? 'instruction' : 'contradiction';
  const words = CONFIRM_WORDS[kind];
  const says = order
    ? `Confirming gives the agent ${many ? 'these texts as instructions' : 'this text as an instruction'} it may follow, from its next session${replaces}.`
    : many
      ? 'Confirming makes these memories replace the memories they contradict, which are marked superseded.'
      : `Confirming makes this memory replace the one it contradicts${o.replaces !== undefined ? `, “${o.replaces}”,` : ''} which is marked superseded.`;
  return {
    case: kind,
    words,
    says,
    ask: `Type "${words}" to confirm ${it} (these words, shown as you type, not your passphrase; anything else keeps ${it} a candidate)`,
    kept: 'kept: still a candidate, nothing signed',
  };
}

/** True when `typed` is the asked words (any letter case, spaces around). Pure. */
export function typedConfirmWords(ask: Pick<ConfirmWordsAsk, 'words'>, typed: string): boolean {
  return typed.trim().replace(/\s+/gu, ' ').toLowerCase() === ask.words;
}

/**
 * What a person types before a project's whole memory is deleted (`cairn wipe`, newcomer walk
 * item 13, issue #14): the deliberate second step after the passphrase, like a flagged confirm —
 * a wipe cannot be undone, so one passphrase (typed for every small act) is not enough. The words
 * name the project: `wipe <folder name>` (lower case, spaces collapsed), so a wipe typed in the
 * wrong folder asks for words the person did not expect. Pure.
 *
 * @param folder - the project folder's name (its last path segment)
 * @param count - how many memories the wipe deletes
 * @param sessions - how many host session records (`cairn sessions`) it deletes with them (walk h54 item 6: they went unsaid)
 */
export function wipeWordsAsk(folder: string, count: number, sessions = 0): Omit<ConfirmWordsAsk, 'case'> & { case: 'wipe' } {
  const words = `wipe ${folder}`.trim().replace(/\s+/gu, ' ').toLowerCase();
  const memories = countOf(count, 'memory', 'memories');
  const records = sessions > 0 ? ` and its ${countOf(sessions, 'host session record')} (\`cairn sessions\`)` : '';
  return {
    case: 'wipe',
    words,
    says: `Wiping deletes ${memories}${records} of ${folder} from every file Cairn keeps; it cannot be undone.`,
    ask: `Type "${words}" to delete ${noun(count, 'it', 'them')} (shown as you type, not your passphrase; anything else keeps them)`,
    kept: 'kept: nothing deleted',
  };
}

/**
 * THE records of a person's act that need {@link CONFIRM_WORDS} typed before it is signed, on
 * every surface: every act that makes a held-back memory (core's `needsConfirmation`:
 * `instruction`, `contradicts`) one the agent is given. `confirm` and `pin` (a pin confirms: the
 * second newcomer walk pinned a flagged `curl … | bash` order into the digest with the passphrase
 * alone), and a `supersede`'s replacement (its second record: it becomes active through the
 * act). Other acts (unpin, forget, reject…) give the agent nothing: none. Pure.
 */
export function recordsNeedingWords<R extends Pick<MemoryRecord, 'flags' | 'confirmedAt'>>(act: PersonAct, records: readonly R[]): R[] {
  if (act === 'confirm' || act === 'pin') return records.filter((r) => needsConfirmation(r));
  if (act === 'supersede') return records.slice(1, 2).filter((r) => needsConfirmation(r));
  return [];
}
