import type { Channel } from '../policy/policy.js';
import type { PersonSignature } from '../person/PersonProof.js';
import type { MemoryStore } from '../store/MemoryStore.js';

/** What a person-driven operation (confirm, pin, forget, …) needs; injected like {@link WriteContext}. */
export interface OperationContext {
  store: MemoryStore;
  channel: Channel;
  now: () => Date;
  client?: string;
  /** True when a person answered an interactive prompt; `--yes` makes it false (audited). A signature's own value wins. */
  interactive?: boolean;
  /** The person's verified signature of this act; its signer goes into the audit line. */
  signature?: PersonSignature;
}
