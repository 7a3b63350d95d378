import {
  CoreError,
  ErrorCode,
  PERSON_ACTS,
  type PersonActRequest,
  type PersonProof,
  type PersonSignature,
  type SignatureScheme,
  statementText,
} from '@cairn/core';
import { nonce as freshNonce, sha256 } from '../ids.js';

/** What an adapter supplies to {@link createPresenceProof}: its UI, nothing else. */
export interface PresenceProofOptions {
  /** Where the person is, as the audit log names the signer: `terminal`, `vscode`. */
  signer: string;
  /** Whether a person is at this surface now (a terminal, `--yes`; the editor's UI). */
  present: () => boolean;
  /** The person answered yes in advance (`cairn --yes`): sign without asking, audited `interactive: false`. */
  yes?: boolean;
  /**
   * Shows the person what the act concerns (the records, or the memory to be stored) and
   * returns the text shown, which the signature binds. A UI that shows nothing returns ''.
   */
  show: (request: PersonActRequest) => string | Promise<string>;
  /**
   * Asks the person the request's question; resolves true only when they agreed. Absent when
   * no one can be asked here (no terminal).
   */
  ask?: (request: PersonActRequest, shown: string) => Promise<boolean>;
  /** The error when an act needs an answer and no one can be asked (the adapter's words for its fix). */
  unavailable: (request: PersonActRequest) => CoreError;
}

/**
 * A signature over `request` made today's way (`presence` scheme): the statement's digest.
 * The person's-acts issue replaces it with ed25519 behind the same port.
 */
export function presenceSignature(request: PersonActRequest, made: { signer: string; interactive: boolean; shown: string; at: Date }): PersonSignature {
  const scheme: SignatureScheme = 'presence';
  const base = {
    act: request.act,
    scheme,
    signer: made.signer,
    interactive: made.interactive,
    shown: sha256(made.shown),
    nonce: freshNonce(),
    at: made.at.toISOString(),
  };
  const text = statementText({ ...base, project: request.project, ids: request.records.map((r) => r.id) });
  return { ...base, signature: sha256(text) };
}

/**
 * TODAY'S RULE behind the person port (DESIGN.md §1; `PERSON_ACTS` says which consent each act
 * needs): an act needing a `prompt` is shown and asked (or answered by `--yes`, audited
 * `interactive: false`), and refused with `unavailable` when there is no one to ask; a
 * `presence` act is signed when a person is present; a `recorded` act is signed as whoever ran
 * it. Neither a terminal nor `--yes` proves a person — the ed25519 step will — but every act
 * already reaches the store only through this one port and with a verified signature.
 *
 * @param clock - the time a signature carries; default the real clock
 */
export function createPresenceProof(options: PresenceProofOptions, clock: () => Date = () => new Date()): PersonProof {
  return {
    present: () => options.yes === true || options.present(),
    async sign(request) {
      const consent = PERSON_ACTS[request.act].consent;
      const present = options.yes === true || options.present();
      if (consent === 'recorded') {
        return presenceSignature(request, { signer: present ? options.signer : `${options.signer} (unattended)`, interactive: false, shown: '', at: clock() });
      }
      if (!present) throw options.unavailable(request);
      if (consent === 'presence') return presenceSignature(request, { signer: options.signer, interactive: false, shown: '', at: clock() });
      const shown = await options.show(request);
      if (options.yes === true) return presenceSignature(request, { signer: `${options.signer} --yes`, interactive: false, shown, at: clock() });
      if (!options.ask) throw options.unavailable(request);
      if (!(await options.ask(request, shown))) return undefined;
      return presenceSignature(request, { signer: options.signer, interactive: true, shown, at: clock() });
    },
  };
}

/**
 * The person port of a surface no person drives (the MCP server, a script using the API):
 * nobody is present and every person's act is refused.
 */
export function noPersonProof(surface: string): PersonProof {
  return {
    present: () => false,
    async sign(request) {
      throw new CoreError(
        ErrorCode.HUMAN_CHANNEL_REQUIRED,
        `Refused to ${PERSON_ACTS[request.act].summary} through ${surface}: it is a person's act. The person runs \`cairn\` in a terminal, or uses the Cairn view in VS Code.`,
      );
    },
  };
}
