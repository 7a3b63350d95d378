import type { PersonAct } from '../policy/personActs.js';
import { promotedStatus } from '../policy/promotion.js';
import { reapplyPolicy } from '../policy/reapplyPolicy.js';
import type { MemoryRecord } from '../schema/record.js';
import type { PersonKeyring } from './PersonKeyring.js';
import { recordView } from './recordView.js';
import { actStatement, type SignedAct, SignedActSchema, statementOf } from './signedAct.js';

/** What a record claimed that no valid signature of the person backs, and what it is read as. */
export interface SignatureFinding {
  id: string;
  /** The claim read away. */
  claim: 'origin user' | 'confirmed' | 'pinned' | 'stable';
  /** Why, for `doctor` and `audit --verify`: the problems of the acts the record carries, or that it carries none. */
  reason: string;
}

/** The acts that vouch for a record as the person saw it: its origin (when `user`) and that it is confirmed. */
const VOUCHING: ReadonlySet<PersonAct> = new Set(['memorize-user', 'entrench', 'confirm', 'pin', 'supersede']);
/** The acts that decide `pinned`: the latest valid one wins. */
const PINNING: ReadonlySet<PersonAct> = new Set(['entrench', 'pin', 'unpin']);

/** One stored act, checked against the record it sits on. */
function checkAct(raw: unknown, record: MemoryRecord, projectKey: string, ring: PersonKeyring, viewHash: () => string): { act?: SignedAct; problem?: string } {
  const parsed = SignedActSchema.safeParse(raw);
  if (!parsed.success) return { problem: 'a malformed act' };
  const act = parsed.data as SignedAct;
  if (act.project !== projectKey) return { act, problem: `a ${act.act} signed for another project` };
  if (act.id !== record.id) return { act, problem: `a ${act.act} signed for another memory` };
  let statement: string;
  try {
    statement = actStatement(statementOf(act));
  } catch {
    return { act, problem: 'a malformed act' };
  }
  if (!ring.verify(act.key, statement, act.sig, act.at)) {
    return {
      act,
      problem:
        ring.doubt !== undefined ? `a ${act.act} that cannot be checked (${ring.doubt})` : `a ${act.act} whose signature does not verify with the person's key`,
    };
  }
  if (act.shown !== viewHash()) return { act, problem: `a ${act.act} signed for what the memory said before it was edited` };
  return { act };
}

/**
 * A record as a reader may trust it (issue #16: "every reader checks"): what the person's
 * signatures back, and nothing more. An unsigned, badly signed or replayed act is read as the
 * agent's:
 * - origin `user` needs a valid act that vouches for the record as it is now (memorize-user,
 *   entrench, confirm, pin or supersede, signed over this record's {@link recordView} in this
 *   project); else it is read as `agent`, with the agent's caps;
 * - `confirmedAt` needs the same; else it is dropped;
 * - `pinned` needs the latest valid entrench/pin/unpin act to be an entrench or a pin; `stable`
 *   needs a valid entrench;
 * - the status is then what the record earns by itself (`promotedStatus`): a forged confirm of
 *   a flagged `web` memory is read as a candidate, never active, never pinned.
 * A valid act is one whose statement verifies with the person's key (as the keyring knew it
 * when the act was made), names this project and this record, and whose `shown` is the sha256
 * of the record's view now — a confirm replayed on an edited record, on another record or in
 * another project does not count. Records that claim nothing are returned unchanged without
 * any signature check.
 *
 * @param record - a record as stored (schema-checked)
 * @param projectKey - the key of the project being read
 * @returns the record to hand out (the same object when every claim holds) and what was read away
 */
export function readSigned(record: MemoryRecord, ring: PersonKeyring, projectKey: string): { record: MemoryRecord; findings: SignatureFinding[] } {
  const claimsUser = record.origin === 'user';
  const claimsConfirm = record.confirmedAt !== undefined;
  if (!claimsUser && !claimsConfirm && !record.pinned && !record.stable) return { record, findings: [] };

  let hash: string | undefined;
  const viewHash = (): string => {
    hash ??= ring.digest(recordView(record));
    return hash;
  };
  const valid: SignedAct[] = [];
  const problems: string[] = [];
  for (const raw of record.acts ?? []) {
    const { act, problem } = checkAct(raw, record, projectKey, ring, viewHash);
    if (problem !== undefined) problems.push(problem);
    else if (act !== undefined) valid.push(act);
  }
  const why = problems.length > 0 ? `it carries ${[...new Set(problems)].join('; ')}` : 'no signature of the person backs it';
  const vouched = valid.some((a) => VOUCHING.has(a.act));
  const pinning = valid.filter((a) => PINNING.has(a.act)).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const lastPin = pinning[pinning.length - 1];
  const pinBacked = lastPin !== undefined && lastPin.act !== 'unpin';
  const stableBacked = valid.some((a) => a.act === 'entrench');

  const findings: SignatureFinding[] = [];
  const next: MemoryRecord = { ...record };
  if (claimsUser && !vouched) {
    next.origin = 'agent';
    findings.push({ id: record.id, claim: 'origin user', reason: why });
  }
  if (claimsConfirm && !vouched) {
    delete next.confirmedAt;
    findings.push({ id: record.id, claim: 'confirmed', reason: why });
  }
  if (record.pinned && !pinBacked) {
    next.pinned = false;
    findings.push({ id: record.id, claim: 'pinned', reason: lastPin?.act === 'unpin' ? 'the person unpinned it' : why });
  }
  if (record.stable && !stableBacked) {
    next.stable = false;
    findings.push({ id: record.id, claim: 'stable', reason: why });
  }
  if (findings.length === 0) return { record, findings };
  if (next.status === 'active' || next.status === 'candidate') next.status = promotedStatus({ ...next, status: 'candidate' });
  // The agent's caps for what is now read as the agent's (salience, confidence, decay).
  return { record: reapplyPolicy(next).record, findings };
}
