/**
 * How `cairn --help` marks a person's act (issue #14: `forget` was not marked like `confirm`):
 * one wording, at the end of the description of every command that asks for the person's
 * signature (core's `PERSON_ACTS` with consent `prompt`, and `init`), so a reader of the help
 * tells at a glance which commands an agent cannot run for them.
 */
export const PERSON_ACT_MARK = "a person's act, signed with your passphrase on the terminal";

/**
 * `description` with the person's-act mark appended: `… (a person's act, signed with your
 * passphrase on the terminal)`, or with `when` for a command that is one only in part
 * (`… (--apply: a person's act, …)`).
 */
export function personAct(description: string, when?: string): string {
  return `${description} (${when !== undefined ? `${when}: ` : ''}${PERSON_ACT_MARK})`;
}
