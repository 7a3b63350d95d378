import { CoreError, ErrorCode } from '../errors/CoreError.js';
import type { PersonAct } from '../policy/personActs.js';
import type { MemoryRecord } from '../schema/record.js';
import type { PersonSignature } from './PersonProof.js';
import { rejectedContentOf, rejectShown } from '../operations/rejections.js';
import { actView } from './recordView.js';
import { ACT_VIEW, bindsTo, type SignedAct } from './signedAct.js';

/**
 * The person's signed statement for `act` on `record`, checked against the record as it is
 * inside the write's transaction: the act, the project, the record id and the sha256 of the
 * record's view ({@link actView}: a reverify's covers the bindings) must be exactly what was signed. So a person who was shown one text cannot
 * have another confirmed (a writer changed it between the prompt and the write), and a
 * signature made for one memory cannot be spent on another.
 *
 * @param digest - hex sha256 of a UTF-8 string
 * @throws CoreError `PERSON_REQUIRED` when the signature holds no statement for exactly this
 */
export function signedActFor(signature: PersonSignature, act: PersonAct, record: MemoryRecord, project: string, digest: (text: string) => string): SignedAct {
  const found = signature.acts.find((a) => a.id === record.id);
  // The view the act was signed over (a pre-signed act of view 1 still counts as view 1: it covers no `supersedes`).
  const binding = { act, project, id: record.id, shown: shownDigest(act, record, digest, found?.view ?? 1) };
  if (signature.act !== act || found === undefined || !bindsTo(found, binding)) {
    throw new CoreError(
      ErrorCode.PERSON_REQUIRED,
      found !== undefined && found.shown !== binding.shown
        ? `Refused to ${act} ${record.id}: it changed after the person was shown it. Nothing was changed; run the command again to see it as it is now.`
        : `Refused to ${act} ${record.id}: the person's signature is for another act or memory. Nothing was changed.`,
    );
  }
  return found;
}

/**
 * THE `shown` of a person's `act` on `record` — what its signature binds, computed the same by
 * the signer (`@cairn/person`), the session's check and the write path: the hex sha256 of
 * {@link actView}; for `reject`, {@link rejectShown} over that digest and the content hashes the
 * rejection skips, so a backup's rejection is checked without the memory's text (issue #14).
 *
 * @param digest - hex sha256 of a UTF-8 string
 * @param version - the act's view (`SignedAct.view`): 2 for every act signed now (it covers the record's `supersedes`), 1 for one signed before
 * @returns 64 lowercase hex characters
 */
export function shownDigest(act: PersonAct, record: MemoryRecord, digest: (text: string) => string, version: 1 | 2 = ACT_VIEW): string {
  const view = digest(actView(act, record, version));
  return act === 'reject' ? rejectShown(view, rejectedContentOf(record), digest) : view;
}

/** The record with `act` added to its signed acts; an older act of the same kind is replaced (the latest counts). */
export function withAct(record: MemoryRecord, act: SignedAct): MemoryRecord {
  const others = (record.acts ?? []).filter((a) => (a as { act?: unknown } | null)?.act !== act.act);
  return { ...record, acts: [...others, act] };
}
