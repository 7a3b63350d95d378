import { redactSecrets } from '../redact/redactSecrets.js';

/**
 * The string codes every adapter maps to its own world in exactly one table
 * (CLI exit codes, MCP tool errors, VS Code notifications). Source: DESIGN.md §7.
 */
export const ErrorCode = {
  /** The request failed validation (shape, unknown field, size limit, encoding). */
  INVALID_INPUT: 'INVALID_INPUT',
  /** A non-user origin or an agent-driven channel asked for pinned/stable. */
  ENTRENCHMENT_REFUSED: 'ENTRENCHMENT_REFUSED',
  /** An operation that needs a human channel was called from another one. */
  HUMAN_CHANNEL_REQUIRED: 'HUMAN_CHANNEL_REQUIRED',
  /**
   * A person's act without the person's valid signature (issue #16): no controlling terminal
   * to ask on, a passphrase that did not unseal the key, a signature for something else
   * (another record, project or command; what the person saw has since changed; expired or
   * used). The message names the exact command for the person to run.
   */
  PERSON_REQUIRED: 'PERSON_REQUIRED',
  /** A supersede that the trust rules do not allow. */
  SUPERSEDE_REFUSED: 'SUPERSEDE_REFUSED',
  /** No record with that id in this project. */
  NOT_FOUND: 'NOT_FOUND',
  /** Memory is opt-in and `cairn init` has not been run for this project. */
  NOT_INITIALISED: 'NOT_INITIALISED',
  /** Another process holds the store's lock and did not release it in time. */
  STORE_LOCKED: 'STORE_LOCKED',
  /** Stored data cannot be read back and was not repaired. */
  STORE_CORRUPT: 'STORE_CORRUPT',
  /**
   * The store needs a one-time rebuild from its event log (a new layout, a damaged view) that
   * the caller's time budget does not allow (a host hook); another command finishes it.
   */
  STORE_NOT_READY: 'STORE_NOT_READY',
  /** The file system refused or failed a write (EIO, ENOSPC, EACCES, …). */
  STORE_IO: 'STORE_IO',
  /**
   * A store server could not be reached, dropped the connection, was shut down or cancelled
   * the statement (timeout) before the write was acknowledged: nothing of it was applied,
   * or — when the connection dropped while committing — the message says to check.
   */
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  /** The home folder is unsafe (inside the project, not owned by the user, moved project). */
  UNSAFE_HOME: 'UNSAFE_HOME',
  /** A person paused the project's memory (`cairn pause`): agent writes are refused until `cairn resume`. */
  PAUSED: 'PAUSED',
  /** The project folder moved since the store was created. */
  PROJECT_MOVED: 'PROJECT_MOVED',
  /**
   * The folder now holds another repository than the one its memory was made for (attack-h49
   * N3: git root commits differ from those a person recorded): nothing is read or written until a
   * person runs `cairn init` there (it asks whether to bind the memory to this repository).
   */
  PROJECT_MISMATCH: 'PROJECT_MISMATCH',
  /** A stored record's schema version has no migration. */
  MIGRATION_FAILED: 'MIGRATION_FAILED',
  /** Anything else; a bug. */
  INTERNAL: 'INTERNAL',
} as const;

/** One of the string codes in {@link ErrorCode}. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one error shape every adapter prints: `{error: {code, message}}` (DESIGN.md §7). */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/**
 * The one error class of Cairn. The message is written for a person: what happened, why,
 * and what to do. Messages never contain memory text or secrets (callers pass redacted names).
 */
export class CoreError extends Error {
  /** The string code; stable across versions. */
  readonly code: ErrorCode;
  /** Optional structured details (never memory text). */
  readonly data: Readonly<Record<string, unknown>> | undefined;

  /**
   * @param code - one of {@link ErrorCode}
   * @param message - one line a person can act on; credentials in it are redacted
   * @param data - structured details safe to print
   */
  constructor(code: ErrorCode, message: string, data?: Record<string, unknown>) {
    // Every error message passes redaction: it reaches a screen, a log or a JSON answer (issue #19).
    super(redactSecrets(message).text);
    this.name = 'CoreError';
    this.code = code;
    this.data = data;
  }

  /** The wire shape `{error: {code, message}}`. */
  toJSON(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

/** True when `value` is a {@link CoreError}. */
export function isCoreError(value: unknown): value is CoreError {
  return value instanceof CoreError;
}
