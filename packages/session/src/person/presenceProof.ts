import { CoreError, ErrorCode, PERSON_ACTS, type PersonActRequest, type PersonProof, type PersonSignature } from '@cairn/core';

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
 * A `presence` "signature" of `request`: where someone answered, nothing signed (issue #16).
 * The act is applied and audited unsigned, and every reader reads it as the agent's.
 */
export function presenceSignature(request: PersonActRequest, made: { signer: string; interactive: boolean }): PersonSignature {
  return { act: request.act, scheme: 'presence', signer: `presence:${made.signer}`, interactive: made.interactive, acts: [] };
}

/**
 * The OLD RULE behind the person port, kept while the last surfaces move to the person's key
 * (`PERSON_ACTS` says which consent each act needs): an act needing a `prompt` is shown and
 * asked (or answered by `--yes`, audited `interactive: false`), and refused with `unavailable`
 * when there is no one to ask. Whatever it answers is a `presence` signature: nothing signed,
 * so the act is applied and audited as unsigned and every reader reads it as the agent's
 * (issue #16: neither a terminal nor `--yes` proves a person). `_clock` is accepted for
 * callers written before: a presence answer carries no time.
 */
export function createPresenceProof(options: PresenceProofOptions, _clock?: () => Date): PersonProof {
  return {
    present: () => options.yes === true || options.present(),
    async sign(request) {
      const consent = PERSON_ACTS[request.act].consent;
      const present = options.yes === true || options.present();
      if (consent === 'recorded') {
        return presenceSignature(request, { signer: present ? options.signer : `${options.signer} (unattended)`, interactive: false });
      }
      if (!present) throw options.unavailable(request);
      if (consent === 'presence') return presenceSignature(request, { signer: options.signer, interactive: false });
      const shown = await options.show(request);
      if (options.yes === true) return presenceSignature(request, { signer: `${options.signer} --yes`, interactive: false });
      if (!options.ask) throw options.unavailable(request);
      if (!(await options.ask(request, shown))) return undefined;
      return presenceSignature(request, { signer: options.signer, interactive: true });
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
