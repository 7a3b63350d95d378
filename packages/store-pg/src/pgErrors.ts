import { CoreError, ErrorCode, isCoreError, redactSecrets } from '@cairn/core';
import { CREDENTIALS_HINT } from './storeUrl.js';

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  severity?: unknown;
}

/** Node socket errors and SQLSTATEs that mean "the server is not there (any more)". */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/** SQLSTATE 57P01 admin_shutdown (also pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|Client was closed|timeout exceeded when trying to connect|Connection ended|not queryable|socket hang up/i;
const CREDENTIAL_MESSAGES = /client password must be a string|password authentication failed|no password supplied|SASL/i;

/** What the store was doing when it failed, and whether a commit may have reached the server. */
export interface FailureContext {
  /** e.g. "saving the memory", "reading memories". */
  doing: string;
  /** `user@host:port/database`, never with a password. */
  where: string;
  /** The role connected (for refusals). */
  role: string;
  /** True when the connection dropped after COMMIT was sent: the outcome is unknown. */
  committing?: boolean;
}

/** Socket errors of a connection that never reached the server, and what each means. */
const CONNECT_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused, so nothing listens on that port',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name could not be looked up (DNS)',
  ETIMEDOUT: 'no answer in time (a firewall, or the wrong host)',
  EHOSTUNREACH: 'no route to that host',
  ENETUNREACH: 'no route to that network',
};

/** The host and port of a `user@host:port/database` display (port 5432 when none is given). */
function hostAndPort(where: string): { host: string; port: string } {
  const at = /@(\[[^\]]*\]|[^:/]*)(?::(\d+))?/u.exec(where);
  return { host: at?.[1] || 'localhost', port: at?.[2] ?? '5432' };
}

function text(value: unknown): string {
  return redactSecrets(typeof value === 'string' ? value : String(value))
    .text.replace(/\s+/g, ' ')
    .slice(0, 300);
}

/** True when `error` means the server cannot be used right now (down, restarted, connection lost, statement cancelled). */
export function isUnavailable(error: unknown): boolean {
  const e = (typeof error === 'object' && error !== null ? error : {}) as PgErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08') || code === '57014') return true;
  return CONNECTION_MESSAGES.test(typeof e.message === 'string' ? e.message : '');
}

/**
 * Turns a `pg` or socket error into the one `CoreError` a person can act on (DESIGN.md §7).
 * A CoreError passes through unchanged. Messages name the server as `role@host:port/db` and
 * never carry a password or memory text.
 *
 * - server unreachable, shut down, backend terminated, connection lost, statement timeout →
 *   `STORE_UNAVAILABLE` ("nothing was saved", or — when the connection dropped while
 *   committing — "check whether it was saved");
 * - the project's lock not granted in time (55P03) → `STORE_LOCKED`;
 * - credentials refused or missing → `STORE_UNAVAILABLE` with where credentials go;
 * - a write the database's policies refuse (SQLSTATE 42501) → `HUMAN_CHANNEL_REQUIRED`;
 * - no Cairn schema (3F000, 42P01) → `NOT_INITIALISED` with `cairn migrate`;
 * - anything else → `STORE_IO` with the server's own words.
 */
export function toStoreError(error: unknown, context: FailureContext): CoreError {
  if (isCoreError(error)) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as PgErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = text(e.message ?? error);
  const saved = context.committing
    ? 'The connection dropped while the write was being committed, so it may or may not be saved: run `cairn list` to check before you repeat it.'
    : 'Nothing of this write was saved.';
  if (code === '57014') {
    return new CoreError(
      ErrorCode.STORE_UNAVAILABLE,
      `The team store at ${context.where} cancelled the statement while ${context.doing} (${message}: the server's statement_timeout or a cancel). ${saved} Try again; if it keeps happening, ask the database administrator about the load or the timeout.`,
      { sqlstate: code },
    );
  }
  if (code === '55P03') {
    return new CoreError(
      ErrorCode.STORE_LOCKED,
      `Another Cairn process held this project's lock on ${context.where} for too long while ${context.doing} (${message}). ${saved} Try again in a moment.`,
      { sqlstate: code },
    );
  }
  if (code === '28P01' || code === '28000' || CREDENTIAL_MESSAGES.test(message)) {
    return new CoreError(
      ErrorCode.STORE_UNAVAILABLE,
      `The team store at ${context.where} did not accept the credentials of role ${context.role} (${message}). ${CREDENTIALS_HINT}.`,
      { sqlstate: code },
    );
  }
  const cannotConnect = CONNECT_REASONS[code];
  if (cannotConnect !== undefined) {
    // The server was never reached (issue #14, walk-1 item 26): say where Cairn looked, why it
    // failed, and what to check, with the host and port filled in.
    const { host, port } = hostAndPort(context.where);
    return new CoreError(
      ErrorCode.STORE_UNAVAILABLE,
      `Cannot reach the team store's PostgreSQL server at ${host} port ${port} while ${context.doing}: ${cannotConnect} (${message}). ${saved} Check that PostgreSQL runs on ${host}, listens on port ${port} and accepts connections from this machine (listen_addresses, a firewall): \`pg_isready -h ${host} -p ${port}\` says "accepting connections" when it does. The address comes from --store, CAIRN_STORE or this checkout's team link (\`cairn status\` shows which).`,
      { sqlstate: code },
    );
  }
  if (isUnavailable(error)) {
    return new CoreError(
      ErrorCode.STORE_UNAVAILABLE,
      `Lost or could not open the connection to the team store at ${context.where} while ${context.doing} (${message}). ${saved} Check that the PostgreSQL server is running and reachable (\`pg_isready -h <host> -p <port>\`), then run the command again.`,
      { sqlstate: code },
    );
  }
  if (code === '42501') {
    return new CoreError(
      ErrorCode.HUMAN_CHANNEL_REQUIRED,
      `The team store refused this for role ${context.role} while ${context.doing} (${message}). The database lets an agent role (<person>_agent) write only what an agent may — no origin user, pinned, stable or confirmed memory, no confirm, pin, forget, wipe or grant — and a person only in the projects granted to them; the project's owner alone wipes and grants. Nothing was saved.`,
      { sqlstate: code },
    );
  }
  if (code === '3F000' || code === '42P01') {
    return new CoreError(
      ErrorCode.NOT_INITIALISED,
      `The database at ${context.where} has no Cairn schema (${message}). The administrator runs \`cairn migrate --store postgres://<admin>@<host>/<database>\` once.`,
      { sqlstate: code },
    );
  }
  return new CoreError(
    ErrorCode.STORE_IO,
    `The team store at ${context.where} failed while ${context.doing}: ${message}${code ? ` (SQLSTATE ${code})` : ''}. ${saved}`,
    { sqlstate: code },
  );
}
