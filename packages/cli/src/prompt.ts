import { CoreError, ErrorCode } from '@cairn/core';

/** The answer to a confirmation and whether a person gave it (for the audit's `interactive`). */
export interface Consent {
  granted: boolean;
  interactive: boolean;
}

/**
 * Asks a person yes/no on a TTY (DESIGN.md §1: a human channel is the CLI answering an
 * interactive prompt). `--yes` skips the prompt and is audited `interactive: false`.
 *
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED` when there is no terminal and no `--yes`
 */
export async function askConsent(question: string, options: { yes: boolean; action: string }): Promise<Consent> {
  if (options.yes) return { granted: true, interactive: false };
  if (process.stdin.isTTY !== true || process.stderr.isTTY !== true) {
    throw new CoreError(
      ErrorCode.HUMAN_CHANNEL_REQUIRED,
      `${options.action} asks a person to confirm, and there is no terminal to ask on. Run it in a terminal, or add --yes to skip the question (the audit log records that no one was asked).`,
    );
  }
  const { default: confirmPrompt } = await import('@inquirer/confirm');
  const granted = await confirmPrompt({ message: question, default: false }, { output: process.stderr });
  return { granted, interactive: true };
}
