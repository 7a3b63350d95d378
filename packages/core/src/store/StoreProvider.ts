import type { ProjectEnd, ProjectRelink } from '../person/relinks.js';
import type { PersonSignature } from '../person/PersonProof.js';
import type { AuditSignerCheck } from '../person/auditSigner.js';
import type { Channel } from '../policy/policy.js';
import type { AuditEvent } from '../schema/record.js';
import type { MemoryStore } from './MemoryStore.js';

/**
 * Where one project's memory lives, as the project session resolved it (DESIGN.md §6, §9):
 * the store's URL (a `file:` URL of the home for the default store, a `postgres://` URL for
 * the team store), the person's Cairn home and the project's canonical folder.
 */
export interface StoreTarget {
  /** The store's URL; its scheme chooses the provider. */
  url: string;
  /** The person's Cairn home (absolute, already checked): config, keys, observations. */
  home: string;
  /** The project's canonical path (realpath; a git worktree's main checkout). */
  projectPath: string;
}

/** Who performs a store-level act (init, relink, repair, wipe), for its audit line. */
export interface StoreActor {
  channel: Channel;
  /** True when a person answered a prompt. */
  interactive: boolean;
  /** The client's name; redacted before it is stored. */
  client?: string;
  /** The person's verified signature, when the act is a person's act. */
  signature?: PersonSignature;
}

/** How a process wants its store. */
export interface StoreOpenOptions {
  /** Never write (no lock, no recovery; only {@link keepLogFindings} keeps its note); `transact` throws. For a dry run and verification. */
  readOnly?: boolean;
  /** A long-lived process (the MCP server, the editor): keep in-memory ranking structures warm. */
  longLived?: boolean;
  /** Load no native module (the editor's extension host has another Node ABI, DESIGN.md §7). */
  portable?: boolean;
  /**
   * False for a caller with a time budget (a host hook, DESIGN.md §10): the open never runs a
   * one-time rebuild or migration of the store's layout, and fails with `STORE_NOT_READY`
   * (naming the command that finishes it) instead. Default true.
   */
  migrate?: boolean;
  /**
   * Open a store whose integrity checks say it was cut or damaged (the file store's audit chain
   * names more events than the log holds), so `repair` can rebuild from what remains and report
   * the loss; every other open refuses such a store with `STORE_CORRUPT`. For `cairn repair` only.
   */
  forRepair?: boolean;
  /**
   * With `readOnly` (`cairn doctor`): damaged log lines a whole read finds are still kept where
   * later opens report them (the file store's `log-findings.json`: line numbers and a reason, no
   * lock taken, the log and view untouched), so every later command warns of a line damaged
   * behind the view's position until `cairn repair` quarantines it. Ignored by other stores.
   */
  keepLogFindings?: boolean;
  /** One-line warnings the store notices (torn lines, rebuilt indexes). */
  onWarning?: (message: string) => void;
}

/** One project a store knows, for explicit cross-project recall and relinking. */
export interface ProjectRef {
  key: string;
  /** The project's canonical path as stored. */
  path: string;
  /** Whether that folder still exists on this machine. */
  exists: boolean;
}

/** What a relink will do, shown to the person before they sign it: the stored project and where it goes. */
export interface RelinkPlan {
  from: ProjectEnd;
  to: ProjectEnd;
}

/**
 * The person's approval of a relink: who acted (for the audit line) and the signed move, which
 * a store whose key changes keeps with the project so readers accept the acts signed for the
 * old key (`projectKeys`).
 */
export interface RelinkApproval {
  actor: StoreActor;
  relink: ProjectRelink;
}

/** What `init` or `relink` did. */
export interface InitOutcome {
  /** False when the project was already initialised. */
  created: boolean;
  key: string;
  path: string;
  /** For a relink: the path the memory came from. */
  from?: string;
  /**
   * For `cairn init` where the memory was made for another repository (attack-h49 N3): the git
   * root commits it was recorded with (null: the record was unreadable) and those it is bound to
   * now, as the person signed.
   */
  rebound?: { from: string[] | null; to: string[] };
}

/** One stored audit line: the event and its position in the chain. */
export type AuditEntry = AuditEvent & {
  seq: number;
  /**
   * What a checking reader found of the line's claimed `signer` (`checkAuditSigner`, issue #16):
   * set by a session that holds the person's keyring, for lines that claim a signer.
   */
  signerCheck?: AuditSignerCheck;
};

/** The audit chain's state (`cairn audit --verify`). */
export interface AuditCheck {
  /** True when every line links and hashes correctly. */
  ok: boolean;
  /** Complete lines examined. */
  lines: number;
  /** The first broken link: 1-based line number and why. */
  firstBroken?: { line: number; reason: string };
  /**
   * Lines whose claimed signer does not verify (issue #16), from a session holding the person's
   * keyring: `checkable` false when no signature was kept to check (reported, not a break).
   * A checkable failure makes `ok` false. `unsigned`: a person's act with no signature at all
   * (no signer, or a presence) in a log whose acts are signed (`unsignedActs`): checkable, a failure.
   * `replayedFrom`: the line carries the signed act (its nonce) of that earlier line — a copy of
   * the person's act even when its signature verifies (`replayedActs`): checkable, a failure.
   */
  unverifiedSigners?: Array<{ line: number; event: string; claimed: string; reason: string; checkable: boolean; unsigned?: true; replayedFrom?: number }>;
}

/** One check of `cairn doctor`: what was checked, whether it holds, and the fix when it does not. */
export interface StoreCheck {
  name: string;
  ok: boolean;
  /**
   * Set on a passing check that still asks a person to act (`doctor` prints it `WARN` with its
   * `fix` and exits 0): something an upgrade left behind that is safe but weaker or noisier.
   */
  warn?: boolean;
  detail: string;
  fix?: string;
}

/** What a repair found and did. */
export interface RepairOutcome {
  /** Records after the repair. */
  records: number;
  /** Records that cannot be read and are kept as they are. */
  unreadable: number;
  /** What the repair did, one phrase each ("sqlite index rebuilt", "log rewritten"). */
  actions: string[];
  /** What it found on the way, one sentence each (file and line). */
  findings: string[];
  /** The audit chain after the repair (an edited line stays reported, never rewritten). */
  audit: AuditCheck;
}

/** What rewriting every record at the current schema version did. */
export interface MigrationOutcome {
  records: number;
  /** Records by the schema version they were stored with, before and after. */
  before: Record<string, number>;
  after: Record<string, number>;
  /** Records that cannot migrate: kept as they are and reported (DESIGN.md §3). */
  unreadable: Array<{ key: string; line: number; reason: string }>;
}

/**
 * One project's open store, as the session uses it: the `MemoryStore` contract plus the
 * maintenance a person runs (audit, doctor, repair, migrate, wipe). Concurrent `transact`
 * calls may be committed together (group commit). Every implementation passes
 * `runStoreContract`. Errors are CoreErrors (`STORE_LOCKED`, `STORE_IO`, `STORE_CORRUPT`).
 */
export interface ProjectStore extends MemoryStore {
  /**
   * The search index in use, in words for a person (`cairn status`, the MCP `status` tool):
   * "SQLite FTS5 index (better-sqlite3)", "pure-JS index …"; absent when the store has no index
   * of its own to name.
   */
  readonly index?: string;
  /** Records in the project, any status. */
  count(): Promise<number>;
  /** Every audit line, oldest first (metadata only). */
  readAudit(): Promise<AuditEntry[]>;
  /**
   * Keeps relinks the person signed, read from a backup and verified by the caller (core's
   * `relinkVerifies` and `projectKeys`: walk h49 item 2, a backup of a moved project), beside
   * the project with those it holds, so its readers accept the acts signed for the old keys.
   * One already held (the same signature) is not added again. Absent where a store keeps no
   * relinks of its own (a restore there keeps acts signed for an old key lowered).
   *
   * @returns how many were added
   */
  keepRelinks?(relinks: readonly ProjectRelink[]): Promise<number>;
  /** Verifies the audit chain. */
  verifyAudit(): Promise<AuditCheck>;
  /** The store's own health checks (permissions, lock, index, audit chain, schema, log). */
  doctor(): Promise<StoreCheck[]>;
  /** Re-reads everything, rebuilds what is derived, restores lost audit lines; audited. */
  repair(actor: StoreActor): Promise<RepairOutcome>;
  /**
   * Rewrites every readable record at the current schema version; audited as one `migrate`
   * line with `actor` (the person's signer: `cairn migrate` is a person's act).
   */
  migrate(actor: StoreActor): Promise<MigrationOutcome>;
  /** Removes the project's memory (it stays initialised); the audit keeps one `wipe` line. */
  wipe(actor: StoreActor): Promise<void>;
}

/**
 * A store implementation, as the project session opens it (DESIGN.md §9: "opens a store
 * through a provider interface declared in core"). Core declares it; each store package
 * implements it (store-fs for `file:`, store-pg for `postgres:`), and the session registers
 * them and picks one by the store URL's scheme.
 */
export interface StoreProvider {
  /** The URL scheme it serves, without the colon: `file`, `postgres`. */
  readonly scheme: string;
  /** A short name for messages ("file store"). */
  readonly name: string;
  /** Whether memory is enabled for the project (`cairn init`). Never throws for "no". */
  isInitialised(target: StoreTarget): Promise<boolean>;
  /**
   * Enables memory for the project; idempotent.
   *
   * @throws CoreError `UNSAFE_HOME`, `PROJECT_MOVED`, `STORE_IO`
   */
  init(target: StoreTarget, actor: StoreActor): Promise<InitOutcome>;
  /**
   * Moves a moved project's memory to its new folder.
   *
   * @param approve - called once the stored project to move is found, before anything
   *   changes: the person signs the move (the session), or it throws and nothing changes
   * @param from - the old path or key, when several could match
   * @throws CoreError `NOT_FOUND`, `INVALID_INPUT`, `STORE_IO`
   */
  relink(target: StoreTarget, approve: (plan: RelinkPlan) => Promise<RelinkApproval>, from?: string): Promise<InitOutcome>;
  /**
   * Opens the project's store.
   *
   * @throws CoreError `NOT_INITIALISED`, `PROJECT_MOVED` (with the relink command), `UNSAFE_HOME`, `STORE_*`
   */
  open(target: StoreTarget, options?: StoreOpenOptions): Promise<ProjectStore>;
  /** Every project the store holds for this home (cross-project recall is explicit, DESIGN.md §5). */
  listProjects(target: Pick<StoreTarget, 'url' | 'home'>): Promise<ProjectRef[]>;
  /**
   * Local folders whose changes mean this project's memory changed (the editor watches them);
   * empty for a store that is not on this machine's disk.
   */
  watchPaths(target: StoreTarget): Promise<string[]>;
}
