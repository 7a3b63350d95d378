import { ErrorCode, toCoreError } from '@cairn/session';

/**
 * THE one table from an error code to what VS Code shows (STYLE.md example 2; DESIGN.md §7: VS
 * Code shows the message). Core's messages already say what to do; where they name a CLI
 * command, the row adds the editor's way. Every code has a row (the type requires it).
 */
const SHOWN: Readonly<Record<ErrorCode, (message: string) => string>> = {
  [ErrorCode.NOT_INITIALISED]: (m) => `Cairn: ${m} In the editor: run "Cairn: Enable Memory for This Workspace".`,
  [ErrorCode.STORE_LOCKED]: (m) => `Cairn: the memory store is busy (another Cairn process holds its lock). Try again in a moment. ${m}`,
  [ErrorCode.STORE_UNAVAILABLE]: (m) => `Cairn: the team store cannot be reached. ${m}`,
  [ErrorCode.STORE_IO]: (m) => `Cairn: ${m}`,
  [ErrorCode.STORE_CORRUPT]: (m) => `Cairn: ${m}`,
  [ErrorCode.STORE_NOT_READY]: (m) => `Cairn: ${m}`,
  [ErrorCode.MIGRATION_FAILED]: (m) => `Cairn: ${m}`,
  [ErrorCode.NOT_FOUND]: (m) => `Cairn: ${m}`,
  [ErrorCode.PROJECT_MOVED]: (m) => `Cairn: ${m}`,
  [ErrorCode.PROJECT_MISMATCH]: (m) => `Cairn: ${m}`,
  [ErrorCode.UNSAFE_HOME]: (m) => `Cairn: ${m} The home is the "cairn.home" user setting, else CAIRN_HOME, else ~/.cairn.`,
  [ErrorCode.INVALID_INPUT]: (m) => `Cairn: ${m}`,
  [ErrorCode.ENTRENCHMENT_REFUSED]: (m) => `Cairn: ${m}`,
  [ErrorCode.HUMAN_CHANNEL_REQUIRED]: (m) => `Cairn: ${m}`,
  [ErrorCode.PERSON_REQUIRED]: (m) => `Cairn: ${m}`,
  [ErrorCode.SUPERSEDE_REFUSED]: (m) => `Cairn: ${m}`,
  [ErrorCode.PAUSED]: (m) => `Cairn: ${m}`,
  [ErrorCode.INTERNAL]: (m) => `Cairn: ${m}`,
};

/** What the editor shows for any error (it becomes a CoreError first, once, in the session's mapping). */
export function errorMessage(error: unknown): string {
  const e = toCoreError(error);
  return SHOWN[e.code](e.message);
}
