import type { MemoryRecord } from '../schema/record.js';
import type { Channel } from '../policy/policy.js';
import type { PersonSignature } from '../person/PersonProof.js';
import type { MemoryStore } from '../store/MemoryStore.js';
import type { ProjectTrust } from '../policy/promotion.js';

/** What a person-driven operation (confirm, pin, forget, …) needs; injected like {@link WriteContext}. */
export interface OperationContext {
  store: MemoryStore;
  channel: Channel;
  now: () => Date;
  client?: string;
  /** True when a person answered an interactive prompt; `--yes` makes it false (audited). A signature's own value wins. */
  interactive?: boolean;
  /**
   * The person's verified signature of this act (one statement per record): each statement is
   * checked against its record inside the transaction and stored on it; its signer and nonce
   * go into the audit line. Without it the act is recorded as unsigned, and readers read it as
   * the agent's (issue #16).
   */
  signature?: PersonSignature;
  /** Hex sha256 of a UTF-8 string; required with `signature` (what `shown` holds). */
  digest?: (text: string) => string;
  /**
   * How the session's checking readers read a stored record (`readSigned` with the person's
   * keys, issue #16). An operation that derives a new record from stored ones (a merge) derives
   * it from them as read, so a pin or confirm no signature backs is not carried into it; the
   * stored records themselves are written back as stored. Absent: records are taken as stored.
   */
  read?: (record: MemoryRecord) => MemoryRecord;
  /** What the person declared about the project (`cairn trust --repo`, issue #22); absent: nothing. */
  trust?: ProjectTrust;
}
