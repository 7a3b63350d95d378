import type { MemoryRecord } from '../schema/record.js';
import { mayConfirm } from './confirmEligibility.js';

/**
 * How the person's signature is asked for (DESIGN.md §1, issue #16). Every person's act that
 * reaches a store carries the person's ed25519 signature, or it is read as the agent's; the
 * consent level says what happens when no person can sign at this surface:
 *
 * - `prompt`: the person is shown what the act concerns and signs (the passphrase on the
 *   controlling terminal, the editor's password box, or a pre-signed act made for exactly this
 *   command); with no one to ask, the act is refused with `PERSON_REQUIRED` naming the command
 *   for the person to run. `--yes` answers nothing.
 * - `presence`: signed when a person can be asked; without one the write is done as the
 *   agent's (a claimed `user` is stored and read as `agent`).
 * - `recorded`: signed when a person can be asked; without one it is done and audited
 *   unsigned. Only acts that raise no memory's trust and lose nothing are `recorded`.
 */
export type Consent = 'prompt' | 'presence' | 'recorded';

/** One person's act: what it does and how the person's signature is asked for. */
export interface PersonActRule {
  /** What the act does, for prompts and errors ("confirm memories"). */
  summary: string;
  consent: Consent;
}

/**
 * THE list of a person's acts (DESIGN.md §1: "origin `user`, confirm, pin/unpin, forget,
 * trust, init, setup, wipe, … — the list is data in core"). Every act here reaches the store
 * with the person's verified signature, or readers take it for the agent's (`readSigned`).
 */
export const PERSON_ACTS = {
  /** Store a memory as origin `user`. */
  'memorize-user': { summary: 'store a memory as yours (origin user)', consent: 'presence' },
  /** Store a memory pinned or stable (entrenchment). */
  entrench: { summary: 'store a memory pinned or stable', consent: 'prompt' },
  confirm: { summary: 'confirm memories', consent: 'prompt' },
  pin: { summary: 'pin a memory', consent: 'prompt' },
  unpin: { summary: 'unpin a memory', consent: 'prompt' },
  forget: { summary: 'forget a memory', consent: 'prompt' },
  /** Forget a memory and record its file lines' digests, so an import skips them from then on (issue #17). */
  reject: { summary: 'reject a memory (forget it; imports skip its lines from then on)', consent: 'prompt' },
  supersede: { summary: 'replace a memory with another', consent: 'prompt' },
  /** Re-bind a stale memory to its files as they are now, after the person reviewed it (`cairn reverify`, issue #23). */
  reverify: { summary: 're-verify a memory against its files as they are now', consent: 'prompt' },
  prune: { summary: 'remove decayed memories', consent: 'prompt' },
  consolidate: { summary: 'merge near-duplicate memories', consent: 'prompt' },
  wipe: { summary: "delete this project's memory", consent: 'prompt' },
  /** Key changes: a new key, a new passphrase, recovery (`cairn person …`). */
  person: { summary: "change the person's signing key", consent: 'prompt' },
  /** The home's configuration, and declaring it sandbox-only (an unsealed key kept in it). */
  home: { summary: "change the Cairn home's configuration", consent: 'prompt' },
  init: { summary: 'enable memory for a project', consent: 'recorded' },
  relink: { summary: "move this project's memory to its new folder", consent: 'recorded' },
  /** Write a host's hook entries, MCP registration and sandbox settings (`cairn setup <host>`), or remove them. */
  setup: { summary: "write Cairn's hooks and sandbox settings into a host's files", consent: 'prompt' },
  /** Stop injecting memories and refuse agent writes for a project (`cairn pause`). */
  pause: { summary: "pause this project's memory for agents", consent: 'prompt' },
  /** Undo a pause (`cairn resume`). */
  resume: { summary: "resume this project's memory for agents", consent: 'prompt' },
  repair: { summary: "repair this project's store", consent: 'recorded' },
  /**
   * Declare the project's own tracked files trusted, or withdraw it (`cairn trust --repo`, issue
   * #22): its memories attested `repo` then promote like the agent's. Kept in the home, signed.
   */
  trust: { summary: "trust, or stop trusting, this project's own tracked files", consent: 'prompt' },
  /**
   * Lift the bar of an output too large to keep whole (`cairn lift-bar`, issue #22, h50-attest):
   * the addresses, paths and commands it may have dropped stop lowering later writes, whole or
   * for one memory the person reviewed. Signed over what the person is shown (core's
   * `barLiftPlan`), kept in the home. Lifts signed before this act existed were `trust` acts over
   * the same plan; `checkBarLift` reads both.
   */
  lift: { summary: 'lift the bar of an output too large to keep whole (what it may have dropped stops lowering later writes)', consent: 'prompt' },
  /** Grant or revoke a person's (and their agents') access to a team project (`cairn team grant/revoke`, DESIGN.md §12). */
  team: { summary: "grant or revoke a person's access to a team project", consent: 'prompt' },
  /** Rewrite a project's memories, or bring a team store's schema up to date (`cairn migrate`). */
  migrate: { summary: "rewrite this project's memories, or a team store's schema, at the current version", consent: 'recorded' },
} as const satisfies Record<string, PersonActRule>;

/** One of the acts in {@link PERSON_ACTS}. */
export type PersonAct = keyof typeof PERSON_ACTS;

/** Every act name, in the table's order. */
export const PERSON_ACT_NAMES = Object.keys(PERSON_ACTS) as readonly PersonAct[];

/** The acts a person performs on chosen memories (a view item, an id). */
export type RecordAct = 'confirm' | 'pin' | 'unpin' | 'forget';

/**
 * Whether a person's act can apply to a record (what the editor offers in its pickers and
 * context menus): confirm what `mayConfirm` allows (a candidate, or a memory that waits for
 * confirmation; bulk confirm has its own stricter rule, `bulkConfirmHold`); pin what is neither superseded nor pinned; unpin what is pinned;
 * forget anything not yet forgotten.
 */
export function actAppliesTo(act: RecordAct, record: Pick<MemoryRecord, 'status' | 'pinned' | 'flags' | 'confirmedAt'>): boolean {
  if (record.status === 'forgotten') return false;
  switch (act) {
    case 'confirm':
      return mayConfirm(record);
    case 'pin':
      return record.status !== 'superseded' && !record.pinned;
    case 'unpin':
      return record.pinned;
    case 'forget':
      return true;
  }
}

/**
 * The person's act a memorize request amounts to, if any: `entrench` for origin `user` with
 * `pinned` or `stable`, `memorize-user` for origin `user`, nothing otherwise (the agent's
 * write). Reads the untrusted request defensively; validation stays with `memorize`.
 */
export function personActOf(request: unknown): 'entrench' | 'memorize-user' | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const r = request as { origin?: unknown; pinned?: unknown; stable?: unknown };
  if (r.origin !== 'user') return undefined;
  return r.pinned === true || r.stable === true ? 'entrench' : 'memorize-user';
}
