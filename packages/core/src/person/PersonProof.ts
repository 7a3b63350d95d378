import type { PersonAct } from '../policy/personActs.js';
import type { Channel } from '../policy/policy.js';
import type { MemoryRecord } from '../schema/record.js';

/**
 * What the person is asked to sign: the act, the project, the records it concerns and a
 * one-line question. The port shows the records in its own world (a terminal preview, an
 * editor's modal) and signs the statement together with a digest of what it showed
 * (DESIGN.md §1: "over the act, the record, what the person was shown, the project, a nonce
 * and the time").
 */
export interface PersonActRequest {
  act: PersonAct;
  /** The project's canonical path. */
  project: string;
  /** The records the act concerns, as stored (empty for project-wide acts and new memories). */
  records: readonly MemoryRecord[];
  /** For a memory not stored yet (`memorize-user`, `entrench`): what would be stored. */
  draft?: { text: string; kind?: string; pinned?: boolean; stable?: boolean };
  /** One question for the person, e.g. "Confirm these 3 memories?". */
  question: string;
  /** The surface the act arrives on (`cli`, `vscode`). */
  channel: Channel;
}

/**
 * The schemes a signature can carry. `presence` is today's rule behind the port (a terminal,
 * `--yes` or the editor's UI vouches for the person; DESIGN.md §1 says neither proves one);
 * `ed25519` is the person's key (the person's-acts issue).
 */
export type SignatureScheme = 'presence' | 'ed25519';

/**
 * A person's signature over one act, as the person port returns it and the session verifies
 * it before anything reaches the store. Never a yes/no: it names the act, binds the statement
 * (act, project, record ids, digest of what was shown, nonce, time) and says how it was made.
 */
export interface PersonSignature {
  act: PersonAct;
  scheme: SignatureScheme;
  /**
   * Who signed, as the audit log records it: today where the person was (`terminal`,
   * `terminal --yes`, `vscode`); with ed25519 the key's fingerprint.
   */
  signer: string;
  /** True when the person answered a question; false for `--yes` and mere presence. */
  interactive: boolean;
  /** Hex digest of what the person was shown. */
  shown: string;
  /** A fresh random value, so a signature cannot be replayed for another act. */
  nonce: string;
  /** ISO-8601 time of the signature. */
  at: string;
  /** The signature over {@link statementText}: for `presence` its hex digest; for `ed25519` the signature. */
  signature: string;
}

/**
 * The person port (DESIGN.md §9): the one place that establishes that a person performed an
 * act. Each adapter supplies one (the CLI's terminal, VS Code's modal; the MCP server has no
 * person and refuses every act); the session asks it and verifies what it returns.
 */
export interface PersonProof {
  /**
   * Whether a person is at this surface at all (today: a terminal or `--yes` on the CLI; the
   * editor's UI). Decides the channel of a write (`writeChannel`); never raises trust by itself.
   */
  present(): boolean;
  /**
   * Asks the person to sign `request`.
   *
   * @returns the signature, or undefined when the person declined
   * @throws CoreError `HUMAN_CHANNEL_REQUIRED` when no person can be asked
   */
  sign(request: PersonActRequest): Promise<PersonSignature | undefined>;
}

/**
 * The exact text a person's signature covers (version-tagged, one field a line): the act, the
 * project, the ids of the records in order, the digest of what was shown, the nonce and the
 * time. Readers rebuild it from the act they are about to apply, so a signature made for one
 * act, project or set of records does not verify for another.
 */
export function statementText(s: {
  act: PersonAct;
  project: string;
  ids: readonly string[];
  shown: string;
  nonce: string;
  at: string;
  scheme: SignatureScheme;
  signer: string;
}): string {
  return [
    'cairn-person-act/1',
    `act ${s.act}`,
    `project ${s.project}`,
    `ids ${s.ids.join(',')}`,
    `shown ${s.shown}`,
    `nonce ${s.nonce}`,
    `at ${s.at}`,
    `scheme ${s.scheme}`,
    `signer ${s.signer}`,
  ].join('\n');
}
