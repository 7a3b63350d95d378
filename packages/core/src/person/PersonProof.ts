import type { PersonAct } from '../policy/personActs.js';
import type { Channel } from '../policy/policy.js';
import type { MemoryRecord } from '../schema/record.js';
import type { SignedAct } from './signedAct.js';

/**
 * What the person is asked to sign: the act, the project, the records it concerns (or the
 * memory about to be stored) and one question. The port shows each record's
 * {@link recordView} (the text, origin, flags and decoded hidden text, folded) and signs one
 * statement per record over the sha256 of that view.
 */
export interface PersonActRequest {
  act: PersonAct;
  /** The project's key and canonical path. */
  project: { key: string; path: string };
  /** The records the act concerns, as stored (empty for project-wide acts and new memories). */
  records: readonly MemoryRecord[];
  /**
   * For `memorize-user` and `entrench`: the record as the write path would store it
   * (`previewMemorize`), with the id it will get, so the person sees its flags before signing.
   */
  draft?: MemoryRecord;
  /**
   * For a project-wide act (prune, wipe, init…): exactly what the person is shown (the plan),
   * folded; its sha256 is the statement's `shown`.
   */
  plan?: string;
  /**
   * For a bulk confirm (`cairn confirm --source <file>`): the source and which of the records it
   * selected (a person who reviewed the file; they may be shown briefly).
   */
  bulk?: { source: string; ids: readonly string[] };
  /**
   * For a confirm of a record flagged `contradicts`: the records it would replace (its
   * `supersedes`), as stored, so the person sees the old text beside the new before signing
   * (walk 12 item 5: the CLI showed only the new text). Display only: not part of any statement.
   */
  replaces?: readonly MemoryRecord[];
  /**
   * For a merge (`consolidate`): each merged memory's id → the ids of the memories it merges, so
   * the person's statement for it names them (`SignedAct.parents`, h49-sign); the parents are
   * among `records`, shown to the person before they sign.
   */
  parents?: Readonly<Record<string, readonly string[]>>;
  /** For a wipe: how many memories it deletes (what the typed words ask about; not part of the signed statement). */
  count?: number;
  /** For a wipe: how many host session records (`cairn sessions`) it deletes with the memories (display only, as `count`). */
  sessions?: number;
  /** One question for the person, e.g. "Confirm these 3 memories?". */
  question: string;
  /**
   * The same act said as a statement, e.g. "Enabling memory for /p: …", shown in place of the
   * question when nothing is asked: `cairn init`'s first run signs with the key just made, at
   * once (issue #14, walk-4 item 18: it showed a question it did not ask). Same content; the
   * question stays what the statement's `shown` digests.
   */
  statement?: string;
  /** The surface the act arrives on (`cli`, `vscode`). */
  channel: Channel;
  /** The command being run, as words (a pre-signed act must have been made for exactly it). */
  command?: readonly string[];
}

/**
 * How a signature was made. `ed25519`: the person's key signed one statement per record.
 * `presence`: a surface only vouched that someone answered (a terminal, `--yes`, an editor's
 * button) and nothing was signed — the act is applied and audited as unsigned, and every
 * reader reads it as the agent's (issue #16: neither a terminal nor `--yes` proves a person).
 * It remains only while the last surfaces move to the person's key.
 */
export type SignatureScheme = 'ed25519' | 'presence';

/**
 * A person's signature of one act, as the person port returns it and the session verifies it
 * before anything reaches the store. Never a yes/no: one signed statement per record the act
 * concerns, in the request's order (a project-wide act: one statement with id null).
 */
export interface PersonSignature {
  act: PersonAct;
  scheme: SignatureScheme;
  /** The signing key's id, as the audit log records it (`ed25519:…`); for `presence`, where someone answered (`presence:terminal`). */
  signer: string;
  /**
   * True when the person answered on this surface now (the passphrase typed); false for a
   * pre-signed act (made earlier, on the terminal) and for the unsealed key of a sandbox-only home.
   */
  interactive: boolean;
  /** The signed statements, one per record (or one for a project-wide act); empty for `presence`. */
  acts: readonly SignedAct[];
}

/**
 * The person port (DESIGN.md §9): the one place that establishes that a person performed an
 * act. Each adapter supplies one (the CLI's controlling terminal, VS Code's password box; the
 * MCP server has no person and refuses every act); the session verifies what it returns
 * (`verifyPersonSignature`) and core binds each statement to the record it changes.
 */
export interface PersonProof {
  /**
   * Whether a person could be asked at this surface now (the CLI: stdin and stderr are the
   * controlling terminal). Decides the channel of a write (`writeChannel`); never raises trust
   * by itself — only a verified signature does.
   */
  present(): boolean;
  /**
   * Asks the person to sign `request`.
   *
   * @returns the signature, or undefined when the person declined
   * @throws CoreError `PERSON_REQUIRED` when no person can be asked here (the message names
   *   the exact command for the person to run)
   */
  sign(request: PersonActRequest): Promise<PersonSignature | undefined>;
  /**
   * A write that amounts to a person's act (a memory as the person's) where no person can be
   * asked now: the act the person signed ahead on their terminal for exactly this command
   * (`cairn person sign -- memorize …`), if there is one. `fits` is called with each unexpired,
   * unused one made for this command, and says whether it was made for exactly what this write
   * will store (its id and view); the first that fits is claimed — used once — and returned,
   * still to be verified like any signature. Absent on surfaces with no pre-signed acts.
   *
   * @returns the claimed signature, or undefined when none fits (the write is then the agent's)
   */
  signedAhead?(fits: (signature: PersonSignature) => Promise<boolean>): Promise<PersonSignature | undefined>;
}
