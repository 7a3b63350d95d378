import { actStatement, CoreError, ErrorCode, type PersonActRequest, type PersonKeyring, type PersonSignature, shownDigest, statementOf } from '@cairn/core';

/** How long a signature stays acceptable after it was made, in ms: it covers one act, now. */
const MAX_AGE_MS = 10 * 60_000;
/** How far a signature's time may be ahead of this clock, in ms. */
const MAX_SKEW_MS = 60_000;

/**
 * Verifies what the person port returned before the act reaches the store (issue #16):
 * - `ed25519`: one statement per record of the request, in order (one with id null for a
 *   project-wide act), each naming this act and this project, its `shown` the sha256 of the
 *   record's view (core's `shownDigest`) or of the plan shown, verifying with the person's key, made
 *   within the last ten minutes (a pre-signed act: before it expires), its nonce not used before
 *   in this session;
 * - `presence` (a surface's yes, nothing signed): refused — a port returns a signature, never a
 *   yes/no, and no surface has an unsigned way through (issue #16).
 *
 * @param keyring - the person's keys (`@cairn/person`); without one no ed25519 signature verifies
 * @param seen - nonces already accepted by this session
 * @throws CoreError `PERSON_REQUIRED` naming what did not verify
 */
export function verifySignature(signature: PersonSignature, request: PersonActRequest, now: Date, seen: Set<string>, keyring?: PersonKeyring): PersonSignature {
  const problem = ((): string | undefined => {
    if (signature.act !== request.act) return `it was made for ${signature.act}`;
    if (signature.scheme === 'presence') return 'nothing was signed: a yes from a terminal, a flag or a button proves no person';
    if (signature.scheme !== 'ed25519') return `its scheme ${String(signature.scheme).slice(0, 20)} is not supported by this build`;
    if (keyring === undefined) return 'no person key is known to this session';
    const items = request.draft !== undefined ? [request.draft] : request.records;
    const expected =
      items.length > 0
        ? items.map((r) => ({ id: r.id, shown: (view: 1 | 2) => shownDigest(request.act, r, (t) => keyring.digest(t), view) }))
        : [{ id: null, shown: () => keyring.digest(request.plan ?? request.question) }];
    if (signature.acts.length !== expected.length) return 'it covers other memories';
    for (const [i, act] of signature.acts.entries()) {
      const want = expected[i] as { id: string | null; shown: (view: 1 | 2) => string };
      if (act.act !== request.act || act.project !== request.project.key || act.id !== want.id) return 'it is for another act, project or memory';
      // In the view it says it signed (a pre-signed act of view 1 covers no `supersedes`; readers know).
      if (act.shown !== want.shown(act.view ?? 1)) return 'it was made for what the memory said before it changed';
      if (seen.has(act.nonce)) return 'it was already used';
      const age = now.getTime() - Date.parse(act.at);
      const fresh = act.expires !== undefined ? now.getTime() <= Date.parse(act.expires) && age >= -MAX_SKEW_MS : age >= -MAX_SKEW_MS && age <= MAX_AGE_MS;
      if (!fresh) return act.expires !== undefined ? 'it expired' : 'it is not recent';
      if (!keyring.verify(act.key, actStatement(statementOf(act)), act.sig, act.at)) return "it does not verify with the person's key";
    }
    return undefined;
  })();
  if (problem !== undefined) {
    throw new CoreError(ErrorCode.PERSON_REQUIRED, `Refused ${request.act}: the person's signature did not verify (${problem}). Nothing was changed.`);
  }
  for (const act of signature.acts) seen.add(act.nonce);
  return signature;
}
