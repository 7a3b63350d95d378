import { basename } from 'node:path';
import { CONFIRM_WORDS, confirmWordsAsk, foldLine, type MemoryRecord, typedConfirmWords, wipeWordsAsk } from '@cairn/session';
import { readLine } from './terminal.js';

/** What a person types to confirm a flagged instruction (issue #17): core's {@link CONFIRM_WORDS}, one wording with the editor. */
export const CONFIRM_INSTRUCTION_WORDS = CONFIRM_WORDS.instruction;

/**
 * THE second step before a held-back memory (instruction, contradicts: core's
 * `needsConfirmation`) is confirmed on the terminal — in `cairn review --flagged` and in
 * `cairn confirm <id>` alike (issue #14: `confirm <id>` asked only the passphrase). It comes
 * after the passphrase: the person has just typed it where it is hidden, and this prompt, which
 * shows what is typed, says it wants the words, not the passphrase. What it says and which words
 * it wants are core's `confirmWordsAsk` (the editor asks the same): "confirm instruction" for an
 * order, "confirm contradiction" for a memory that replaces one it contradicts. Only those
 * words (any case, spaces around) are a yes; anything else keeps the memory a candidate, and
 * says so.
 *
 * @param show - writes a line for the person (stderr, folded by the caller's output)
 * @param records - the memories this one answer confirms (those not held back are ignored)
 * @param o.replaces - the text (or id) of the memory a single `contradicts` memory would supersede
 * @param o.indent - put before each line (the review walk indents its answers by two spaces)
 * @returns true when the words were typed, or when no record is held back
 * @throws CoreError `PERSON_REQUIRED` off the terminal, or on Ctrl-C / Ctrl-D
 */
export async function typedConfirmInstruction(
  show: (text: string) => void,
  records: readonly Pick<MemoryRecord, 'flags' | 'confirmedAt'>[],
  o: { replaces?: string; indent?: string } = {},
): Promise<boolean> {
  const ask = confirmWordsAsk(records, o.replaces !== undefined ? { replaces: foldLine(o.replaces) } : {});
  if (ask === undefined) return true;
  const indent = o.indent ?? '';
  show(`${indent}${ask.says}`);
  const typed = await readLine(`${indent}${ask.ask}: `);
  if (typedConfirmWords(ask, typed)) return true;
  show(`${indent}${ask.kept}`);
  return false;
}

/**
 * What `cairn wipe` says before its first question (walk h58): both steps, in their order — the
 * passphrase (or, in a sandbox-only home, a yes), then the words core's `wipeWordsAsk` names —
 * and that nothing is deleted or signed until both are given.
 */
export function wipeStepsWords(projectPath: string): string {
  const { words } = wipeWordsAsk(basename(projectPath), 0);
  return `Two steps: your passphrase first, then the words "${words}" typed; nothing is deleted or signed until both are given.`;
}

/**
 * The second step before `cairn wipe` deletes a project's memory (newcomer walk item 13): after
 * the passphrase opened the key, the words core's `wipeWordsAsk` names (`wipe <folder name>`), shown as typed.
 * Anything else deletes nothing, and says so.
 *
 * @returns true when the words were typed
 * @throws CoreError `PERSON_REQUIRED` off the terminal, or on Ctrl-C / Ctrl-D
 */
export async function typedWipeWords(show: (text: string) => void, projectPath: string, count: number, sessions = 0): Promise<boolean> {
  const ask = wipeWordsAsk(basename(projectPath), count, sessions);
  show(ask.says);
  const typed = await readLine(`${ask.ask}: `);
  if (typedConfirmWords(ask, typed)) return true;
  show(ask.kept);
  return false;
}
