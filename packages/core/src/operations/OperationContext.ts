import type { Channel } from '../policy/policy.js';
import type { MemoryStore } from '../store/MemoryStore.js';

/** What a person-driven operation (confirm, pin, forget, …) needs; injected like {@link WriteContext}. */
export interface OperationContext {
  store: MemoryStore;
  channel: Channel;
  now: () => Date;
  client?: string;
  /** True when a person answered an interactive prompt; `--yes` makes it false (audited). */
  interactive?: boolean;
}
