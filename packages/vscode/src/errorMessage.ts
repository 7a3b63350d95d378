import { isCoreError } from '@cairn/core';

/**
 * The one table from an error to what VS Code shows (STYLE.md example 2: each adapter maps
 * core's codes once). Core's messages already say what to do; the extension prefixes them and
 * adds the editor's way where the CLI's is named.
 */
export function errorMessage(error: unknown): string {
  if (isCoreError(error)) {
    switch (error.code) {
      case 'NOT_INITIALISED':
        return 'Cairn: memory is not enabled for this folder. Run "Cairn: Enable Memory for This Workspace".';
      case 'STORE_LOCKED':
        return `Cairn: the memory store is busy (another Cairn process holds its lock). Try again in a moment. ${error.message}`;
      default:
        return `Cairn: ${error.message}`;
    }
  }
  return `Cairn: unexpected error: ${error instanceof Error ? error.message : String(error)}`;
}
