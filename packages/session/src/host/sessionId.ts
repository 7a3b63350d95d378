import { createHash } from 'node:crypto';
import { isSessionId, redactSecrets, SESSION_CAP_RECORD } from '@cairn/core';

/**
 * A host's session id as Cairn keeps it (the session record's id, its file names under the home's
 * `observations/`, every observation's `session`): the host's own when it has a safe shape
 * (`isSessionId`, `SessionIdSchema`'s shape: 1–128 of `[A-Za-z0-9._:-]`) and redaction leaves it as it is; otherwise
 * `h-` and the first 32 hex digits of its SHA-256. Claude Code's ids are UUIDs and stay as they
 * are; an id shaped like a credential (the 2026-12-05 attack: a `ghp_…` session id became a file
 * name and a field under the home) is never written. The hooks and the MCP server's lookup
 * ({@link registeredHostSession}) both key by this, so they find the same record. The id of core's
 * stand-in for records the session cap removed (`SESSION_CAP_RECORD`, h61) is hashed too: no hook
 * event names that record.
 */
export function storedSessionId(raw: string): string {
  return isSessionId(raw) && raw !== SESSION_CAP_RECORD && redactSecrets(raw).text === raw
    ? raw
    : `h-${createHash('sha256').update(raw).digest('hex').slice(0, 32)}`;
}
