import { CoreError, ErrorCode, type PersonActRequest, type PersonSignature, statementText } from '@cairn/core';
import { sha256 } from '../ids.js';

/** How long a signature stays acceptable after it was made, in ms: it covers one act, now. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * Verifies a person's signature before the act it covers reaches the store: the act and the
 * record ids are the ones about to be applied, the statement rebuilt from them matches the
 * signature (today's `presence` scheme: its digest), the signature is recent, and its nonce has
 * not been used before in this session (no replay). DESIGN.md §1: "every reader checks, and an
 * unsigned or replayed act is read as the agent's" — here it is refused.
 *
 * @param seen - nonces already accepted by this session
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED` naming what did not verify
 */
export function verifySignature(signature: PersonSignature, request: PersonActRequest, now: Date, seen: Set<string>): PersonSignature {
  const problem = ((): string | undefined => {
    if (signature.act !== request.act) return `it was made for ${signature.act}`;
    if (signature.scheme !== 'presence') return `its scheme ${String(signature.scheme).slice(0, 20)} is not supported by this build`;
    const text = statementText({ ...signature, project: request.project, ids: request.records.map((r) => r.id) });
    if (sha256(text) !== signature.signature) return 'it does not match the act, the project or the memories';
    const age = now.getTime() - Date.parse(signature.at);
    if (!(age >= -60_000 && age <= MAX_AGE_MS)) return 'it is not recent';
    if (seen.has(signature.nonce)) return 'it was already used';
    return undefined;
  })();
  if (problem !== undefined) {
    throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, `Refused ${request.act}: the person's signature did not verify (${problem}). Nothing was changed.`);
  }
  seen.add(signature.nonce);
  return signature;
}
