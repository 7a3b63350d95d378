import { CoreError, type ErrorCode, ErrorCode as Codes } from '@cairn/session';

/**
 * THE table from core's error codes to exit codes (DESIGN.md §7; STYLE.md example 3):
 * 0 ok · 1 findings, or the person declined at the prompt (nothing changed) · 2 invalid input
 * or usage · 3 refused by policy · 4 not found or not initialised · 5 storage failure · 143 a long
 * write stopped by SIGTERM (128 + SIGTERM, {@link stoppedExit}) · 130
 * interrupted: Ctrl-C or Ctrl-D (end of input) at a prompt (128 + SIGINT, as a shell reports a
 * command Ctrl-C stopped; issue #14: `cairn review` stopped by Ctrl-C said only "Cancelled." and
 * exited 3, and Ctrl-D at a passphrase prompt exited 3 too).
 *
 * A person who declines is not refused by policy (issue #14: declining `cairn setup` exited 3):
 * every command whose act the person declined exits `declined` and says nothing changed.
 */
export const EXIT = { ok: 0, findings: 1, declined: 1, usage: 2, refused: 3, notFound: 4, storage: 5, interrupted: 130, terminated: 143 } as const;

/**
 * The exit code of a long write (`memorize --batch`, `import`) that a signal stopped between
 * writes: 128 + the signal's number, as a shell reports a command the signal ended —
 * {@link EXIT.interrupted} (130) for SIGINT (Ctrl-C), {@link EXIT.terminated} (143) for SIGTERM
 * (the fifth walk's leftovers: SIGTERM exited 130, SIGINT's code). Undefined (no signal seen)
 * reads as Ctrl-C.
 */
export function stoppedExit(signal: NodeJS.Signals | undefined): number {
  return signal === 'SIGTERM' ? EXIT.terminated : EXIT.interrupted;
}

/**
 * The person pressed Ctrl-C at a prompt (the terminal's raw mode reads it as a key, not a
 * signal): `run` exits {@link EXIT.interrupted}. Its core code stays `PERSON_REQUIRED` (no act
 * was signed), for `--json`'s error shape.
 */
export class Interrupted extends CoreError {
  readonly interrupted = true;
  /**
   * @param key - what stopped it, in the words a summary says: `Ctrl-C`, or `Ctrl-D` (end of
   *   input at a keystroke prompt: issue #14, walk-3 item 7 — `cairn review` said only
   *   "Cancelled." and exited 3, though a confirm before it was kept)
   */
  constructor(
    message = 'Interrupted (Ctrl-C): nothing was signed or changed.',
    readonly key: 'Ctrl-C' | 'Ctrl-D' = 'Ctrl-C',
  ) {
    super(Codes.PERSON_REQUIRED, message);
  }
}

/** True for an {@link Interrupted} (also across a `toCoreError` copy that kept the mark). */
export function isInterrupted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { interrupted?: unknown }).interrupted === true;
}

const TABLE: Readonly<Record<ErrorCode, number>> = {
  [Codes.INVALID_INPUT]: EXIT.usage,
  [Codes.ENTRENCHMENT_REFUSED]: EXIT.refused,
  [Codes.HUMAN_CHANNEL_REQUIRED]: EXIT.refused,
  [Codes.PERSON_REQUIRED]: EXIT.refused,
  [Codes.SUPERSEDE_REFUSED]: EXIT.refused,
  [Codes.UNSAFE_HOME]: EXIT.refused,
  [Codes.PAUSED]: EXIT.refused,
  [Codes.NOT_FOUND]: EXIT.notFound,
  [Codes.NOT_INITIALISED]: EXIT.notFound,
  [Codes.PROJECT_MOVED]: EXIT.notFound,
  [Codes.PROJECT_MISMATCH]: EXIT.notFound,
  [Codes.STORE_LOCKED]: EXIT.storage,
  [Codes.STORE_CORRUPT]: EXIT.storage,
  [Codes.STORE_NOT_READY]: EXIT.storage,
  [Codes.STORE_IO]: EXIT.storage,
  [Codes.STORE_UNAVAILABLE]: EXIT.storage,
  [Codes.MIGRATION_FAILED]: EXIT.storage,
  [Codes.INTERNAL]: EXIT.storage,
};

/** The exit code for a core error code. */
export function exitCodeFor(code: ErrorCode): number {
  return TABLE[code] ?? EXIT.storage;
}
