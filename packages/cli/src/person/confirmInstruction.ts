import { foldLine } from '@cairn/session';
import { readLine } from './terminal.js';

/** What a person types to confirm a flagged memory (issue #17: a deliberate second step). */
export const CONFIRM_INSTRUCTION_WORDS = 'confirm instruction';

/**
 * THE second step before a flagged memory (instruction, contradicts: core's `needsConfirmation`)
 * is confirmed on the terminal — in `cairn review --flagged` and in `cairn confirm <id>` alike
 * (issue #14: `confirm <id>` asked only the passphrase). It comes after the passphrase: the
 * person has just typed it where it is hidden, and this prompt, which shows what is typed, says
 * it wants the words, not the passphrase. It says what confirming gives the agent, then reads
 * one line shown as typed; only {@link CONFIRM_INSTRUCTION_WORDS} (any case, spaces around) is a
 * yes. Anything else keeps the memory a candidate, and says so.
 *
 * @param show - writes a line for the person (stderr, folded by the caller's output)
 * @param o.replaces - the text (or id) of the memory a `contradicts` memory would supersede
 * @param o.count - how many flagged memories this one answer confirms (default 1)
 * @param o.indent - put before each line (the review walk indents its answers by two spaces)
 * @returns true when the words were typed
 * @throws CoreError `PERSON_REQUIRED` off the terminal, or on Ctrl-C / Ctrl-D
 */
export async function typedConfirmInstruction(show: (text: string) => void, o: { replaces?: string; count?: number; indent?: string } = {}): Promise<boolean> {
  const indent = o.indent ?? '';
  const many = (o.count ?? 1) > 1;
  show(
    o.replaces !== undefined
      ? `${indent}Confirming gives the agent this memory and supersedes “${foldLine(o.replaces)}”.`
      : `${indent}Confirming gives the agent ${many ? 'these texts as instructions' : 'this text as an instruction'} it may follow, from its next session.`,
  );
  const typed = await readLine(
    `${indent}Type "${CONFIRM_INSTRUCTION_WORDS}" to confirm ${many ? 'them' : 'it'} (these words, shown as you type, not your passphrase; anything else keeps ${many ? 'them' : 'it'} a candidate): `,
  );
  if (typed.trim().toLowerCase() === CONFIRM_INSTRUCTION_WORDS) return true;
  show(`${indent}kept: still a candidate, nothing signed`);
  return false;
}
