import type {
  RepoTrustState,
  BarLift,
  ConsolidationGroup,
  HighFinding,
  PruneItem,
  AuditCheck,
  AuditEntry,
  DecisionEntry,
  InitOutcome,
  ListFilter,
  ListPage,
  MemorizeResult,
  MemoryRecord,
  MigrationOutcome,
  ProjectRef,
  RecallQuery,
  RecallResult,
  Receipt,
  RepairOutcome,
  StoreCheck,
  PauseState,
  PersonSignature,
  BindingChange,
  BindingState,
} from '@cairn/core';
import type { Location } from './resolve/resolveLocation.js';
import type { LeftMemory, RejectSelection } from './usecases/bulkConfirm.js';
import type { ExportFormat, ExportResult } from './usecases/exportMemories.js';
import type { ImportOptions, ImportSummary, scanPaths } from './usecases/importMemories.js';

/** What a confirm did: the memories confirmed, and (with `source`) those left for one-by-one review. */
export interface ConfirmResult {
  confirmed: MemoryRecord[];
  /** Named memories that were already active: nothing asked or signed for them (issue #14's walk). */
  already: MemoryRecord[];
  /**
   * Memories a person's verified confirm made active while this one was asked (another terminal,
   * walk h52 item 4): not confirmed again, nothing recorded for them. Each with when it was
   * confirmed, the key that signed it, and whether that is this person's own key.
   */
  meanwhile: { record: MemoryRecord; at: string; key?: string; yours: boolean }[];
  /** Memories of the source a bulk confirm did not take, each with why (flags, a HIGH finding). */
  left: LeftMemory[];
  /** The HIGH scan findings that hold memories, once each. */
  findings: HighFinding[];
}

/** What `reject --source` did: the ids rejected, the line digests kept, and the memories of the source it left. */
export interface RejectSourceResult {
  /** The source as matched (project-relative, or absolute outside the project). */
  source: string;
  rejected: string[];
  /** Digests of file lines an import skips from now on, over all the rejected memories. */
  digests: number;
  left: RejectSelection['left'];
}

/**
 * What a person's act came to: done (with its result), or declined by the person at the
 * prompt (nothing changed). Refusals are errors, never a `declined`. `already`: the act would
 * change nothing (pinning a pinned memory, resuming what is not paused), so nobody was asked
 * and nothing was signed or written; `result` is the state as it is.
 */
export type ActOutcome<T> = { declined: false; result: T; already?: true } | { declined: true };

/**
 * Where memory stands for the session's project: one answer for `cairn status`, the MCP `status`
 * tool and the editor's view.
 */
export interface ProjectStatus {
  initialised: boolean;
  /** The Cairn home checked. */
  home: string;
  /** The project whose memory is used (a worktree's main checkout). */
  projectPath: string;
  /** The linked worktree this session runs in, when it is one. */
  worktree?: string;
  /** The store: its provider's name and URL. */
  store: { name: string; url: string };
  /** Records stored (any status), when initialised and readable. */
  stored?: number;
  /**
   * Set while a person has paused the project's memory (`cairn pause`): agents get no memories
   * and store none until the person runs `cairn resume`. `at`: when; absent when the pause file
   * could not be read (which reads as paused).
   */
  paused?: PauseState;
  /**
   * Memories by status as every reader reads them (an unsigned confirm counts as the candidate it
   * is), e.g. `{ active: 3, candidate: 2 }`; only the statuses present. When initialised and readable.
   */
  byStatus?: Partial<Record<MemoryRecord['status'], number>>;
  /** The store's search index, in words (the file store's SQLite or pure-JS index), when it names one. */
  index?: string;
  /** Whether the home holds the person's key (`cairn person setup`): without it no person's act can be signed. */
  personKey: boolean;
  /** The host session the hooks recorded last (`cairn sessions`), when there is one. */
  lastSession?: { id: string; host: string; startedAt: string; endedAt?: string; protected: boolean };
  /**
   * When not initialised: the folders of this home's stored projects that no longer exist (a
   * moved project's memory, for `cairn init --relink --from <old>`). Absent when there are none.
   */
  goneFolders?: string[];
  /**
   * Set when the memory here was recorded for another repository (attack-h49 N3: its git root
   * commits differ): nothing is read or written until a person runs `cairn init` here. `message`
   * names both repositories and the fix.
   */
  mismatch?: { code: 'PROJECT_MISMATCH'; message: string };
}

/** One line of a batch memorize: stored, declined by the person, or refused (the batch went on). */
export type BatchItem =
  | { ok: true; result: MemorizeResult }
  | { ok: false; declined: true }
  | { ok: false; declined?: false; error: { code: string; message: string } };

/**
 * One act on a team store that a trusted teammate signed (DESIGN.md §12, "teammates' acts"): the
 * act (`confirm`, `pin`, …), the teammate's role name and the fingerprint of the chain root the
 * person trusted (`cairn team trust`), the signing key's id and the act's time (ISO 8601).
 * Only an act whose signature verifies with that teammate's trusted key is named.
 */
export interface TeammateAct {
  act: string;
  person: string;
  fingerprint: string;
  key: string;
  at: string;
}

/**
 * A trusted teammate as the person reads them beside an act they signed on a team store: their
 * role name and the fingerprint of the key chain the person trusted (`cairn team trust`), e.g.
 * `ben (key fingerprint 1a2b-…)` — the words every adapter's text uses.
 */
export function teammateWords(t: Pick<TeammateAct, 'person' | 'fingerprint'>): string {
  return `${t.person} (key fingerprint ${t.fingerprint})`;
}

/** A recall hit as the session hands it out: on a team store, with the acts a trusted teammate signed. */
export type SessionReceipt = Receipt & { signedBy?: TeammateAct[] };

/** A decision as the session hands it out: on a team store, with the acts a trusted teammate signed (as {@link SessionReceipt}). */
export type SessionDecisionEntry = DecisionEntry & { signedBy?: TeammateAct[] };

/** A recall, with what an explicit cross-project recall could not open. */
export type SessionRecallResult = Omit<RecallResult, 'hits'> & {
  hits: SessionReceipt[];
  /** Projects skipped by a cross-project recall (moved or unreadable), with why. */
  skipped: Array<{ project: ProjectRef; reason: string }>;
  /** A cross-project recall's projects searched: each hit's `projectKey` is one of them (a person reads the path, not the key). */
  projects?: ProjectRef[];
  /**
   * With `countFlagged` and without `includeFlagged`: how many flagged memories (at most 100) also
   * match and were left out, so a reader can say so (walk 11 item 2: a flagged replacement was
   * hidden without a word). Absent otherwise.
   */
  flaggedLeftOut?: number;
  /**
   * With `countFlagged` and without `includeCandidates`: how many candidates without a holding
   * flag (at most 100) also match and were left out (walk 12 item 3: a CLI recall hid them
   * without a word). Absent otherwise.
   */
  candidatesLeftOut?: number;
};

/**
 * A record as the session hands it out: with `stale` when a file it is bound to changed since it
 * was bound (memories bound to code, issue #23) — what changed, judged in the working tree this
 * process runs in — and with `rebound` when a bound range's content only moved within its file
 * (rebound silently, issue #23): where those lines are now, for display (issue #14, the seventh
 * newcomer walk: `list` showed the old line numbers). Never stored.
 */
export type CheckedRecord = MemoryRecord & {
  stale?: BindingChange[];
  rebound?: BindingState['rebound'];
  /** On a team store: the acts a trusted teammate signed (the team key roster), by their role name and trusted fingerprint. */
  signedBy?: TeammateAct[];
};

/** One memory with everything a person needs to judge it. */
export interface Provenance {
  record: CheckedRecord;
  /** The memory that replaced it, when superseded. */
  replacement?: MemoryRecord;
  /** The memory it replaces (or would, once confirmed). */
  replaces?: MemoryRecord;
  /** Audit lines naming it, oldest first. */
  history: AuditEntry[];
}

/**
 * The project session (DESIGN.md §9): every use case of one project, for every adapter. It
 * resolved the home and project when it was opened; it opens the store on first use (through
 * the provider its URL names) and keeps it until {@link close}; it builds each write's context
 * (clock, ids, channel, the person's signature); it asks the person port for a verified
 * signature before any person's act; it turns every failure into a `CoreError`. Adapters only
 * parse, call it and format.
 */
export interface ProjectSession {
  /** Where this session's memory is (home, project, store URL). */
  readonly location: Location;
  /**
   * Whether memory is enabled, with the home and project named (re-checked until it is), and, once
   * it is, the counts by status, the index, the pause, the person's key and the last host session.
   * Never refuses while paused (it says so).
   */
  status(): Promise<ProjectStatus>;
  /**
   * Opens the store now (it is otherwise opened on first use).
   *
   * @throws CoreError `NOT_INITIALISED` naming the home and the project checked, `PROJECT_MOVED`, `STORE_*`
   */
  open(): Promise<void>;
  /**
   * `cairn init` (a person's act, recorded): enables memory. Idempotent (`created: false`).
   *
   * @param options.fresh - start a new, empty memory even though the home holds the memory of a
   *   folder that no longer exists (without it that case is refused, naming the relink)
   * @throws CoreError `INVALID_INPUT` when the home holds the memory of a folder that no longer
   *   exists and `fresh` is not set (the message names `cairn init --relink --from <old>`)
   */
  init(options?: { fresh?: boolean }): Promise<InitOutcome>;
  /** `cairn init --relink`: moves a moved project's memory here. */
  relink(from?: string): Promise<InitOutcome>;
  /**
   * Stores one memory through core's write path. A write of origin `user` is a person's act:
   * signed by the person port when a person is present (pinned/stable: after asking), else it
   * arrives on the `api` channel and is stored as the agent's.
   */
  memorize(request: unknown): Promise<ActOutcome<MemorizeResult>>;
  /**
   * Many memorize requests in order; a refused line is reported and the rest go on; a store failure stops them.
   * When `options.signal` is aborted (the CLI's Ctrl-C) the batch stops before the next request (the one
   * in flight ends and is kept): the answer then holds fewer items than requests, one per request done.
   * `options.onProgress` is told after each request how many of them are done (the CLI's progress lines).
   */
  memorizeBatch(requests: readonly unknown[], options?: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void }): Promise<BatchItem[]>;
  /**
   * Recall: receipts ranked by core. Reinforcement is deferred (written after the answer,
   * batched). `allProjects` is the explicit cross-project recall (never offered over MCP);
   * `countFlagged` (this project only) counts the flagged matches and the candidates left out, unreinforced
   * ({@link SessionRecallResult.flaggedLeftOut}, {@link SessionRecallResult.candidatesLeftOut}).
   */
  recall(query: RecallQuery, options?: { allProjects?: boolean; countFlagged?: boolean }): Promise<SessionRecallResult>;
  /** Records matching the filter, oldest first; each bound one checked (`stale` set when its file changed). */
  list(filter?: ListFilter): Promise<CheckedRecord[]>;
  /**
   * One page of {@link list} (the same records, in the same order) and how many match in all;
   * only the page's records are read as checked (issue #20: a page's cost follows the page).
   *
   * @param page - `offset` ≥ 0 records skipped, at most `limit` (≥ 1) returned; all when absent
   */
  listPage(filter: ListFilter | undefined, page: ListPage): Promise<{ records: CheckedRecord[]; total: number }>;
  /** One memory, its bindings checked. @throws CoreError `NOT_FOUND` */
  get(id: string): Promise<CheckedRecord>;
  /**
   * The memories (not forgotten or superseded) whose bound files changed since they were bound,
   * each with what changed (`cairn stale`, issue #23), judged in this working tree, and the ids
   * of the candidates that would replace each once the person confirms them (`replacements`: a
   * re-import of the edited line; empty when none waits).
   */
  stale(): Promise<Array<{ record: MemoryRecord; changes: BindingChange[]; replacements: string[] }>>;
  /**
   * Re-verifies a memory against its files as they are now (`cairn reverify`, a person's signed
   * act, issue #23): the person is shown the memory and what changed, and signs; its bindings
   * are made again (a moved file followed, a deleted one dropped). Returns the new bindings as
   * `path` / `path:a-b` and those dropped, with why.
   *
   * @throws CoreError `NOT_FOUND`, `HUMAN_CHANNEL_REQUIRED`, `PERSON_REQUIRED`
   */
  reverify(id: string): Promise<ActOutcome<{ record: MemoryRecord; bindings: string[]; dropped: string[] }>>;
  /** One memory with what replaced it and its audit history. @throws CoreError `NOT_FOUND` */
  provenance(id: string): Promise<Provenance>;
  /**
   * What we decided; `waiting` counts candidate decisions: when none is listed, every one; else
   * those `includeCandidates` would add (0 when it is set), so a reader says how many are hidden.
   */
  decisions(options?: {
    query?: string;
    includeSuperseded?: boolean;
    includeCandidates?: boolean;
    limit?: number;
  }): Promise<{ decisions: SessionDecisionEntry[]; waiting: number }>;
  /**
   * The digest (MEMORY.md, the MCP summary), within `budget` characters. With `file.out` it is
   * also written there through export's own path (`checkOutFile`, `writeOutFile`: refused if the
   * file exists unless `force`, 0600, temp file and rename; issue #14).
   *
   * With `journals` (host/observations.ts `journalView`: the journals the host's session records
   * name, and how many are withheld) it has the "Recent sessions" section the SessionStart hook
   * injects, so `cairn digest` shows what the agent gets (walk h49 item 5).
   *
   * The file does not end with how many candidates await `cairn review` (a line for the person at
   * the terminal, walk h52 item 5): `file.waiting` is given that line instead, when there is one.
   *
   * @throws CoreError `INVALID_INPUT` for an `out` that exists (without `force`), is a folder, or has no folder
   */
  digest(
    budget?: number,
    file?: { out: string; force?: boolean; cwd?: string; waiting?: (line: string) => void },
    journals?: { journalTag: string; journalIds: ReadonlySet<string>; withheldSessions?: number },
  ): Promise<string>;
  /**
   * The digest a host injects at session start (the host-hooks issue): core's
   * `renderDigestFrom` over the store's facts when the store reads them (`readDigest`: only the
   * records rendered are read), else over every record; journal entries (outcomes tagged
   * `journalTag` whose id is in `journalIds`, the journals the host's session records name) make
   * its "Recent sessions" section. Also returns the ids rendered and how many candidates wait
   * for `cairn review`.
   */
  /**
   * Lowers what an agent wrote in a host session to origin `tool` (core's
   * `lowerSessionWrites`; the host-hooks issue: a gap found at a later Stop fails closed for the
   * writes made before it). Only lowers: any surface may call it. Returns the ids lowered.
   */
  lowerSessionWrites(hostSession: string): Promise<string[]>;
  /**
   * Retires a host session's earlier journal draft once the draft written at this Stop replaces
   * it (core's `retireJournalDraft`; the host-hooks issue: one draft per session, updated at each
   * Stop). Only the session's own unvouched journal candidate; only lowers: any surface may call
   * it. Returns whether the draft was retired.
   */
  retireJournalDraft(draftId: string, replacementId: string, hostSession: string): Promise<boolean>;
  hostDigest(options: {
    budget: number;
    journalTag: string;
    journalIds: ReadonlySet<string>;
    /** Journals left out because their sessions were not protected: counted in the digest, never quoted (core's `DigestOptions.withheldSessions`). */
    withheldSessions?: number;
  }): Promise<{ text: string; injected: string[]; candidates: number }>;
  /**
   * Confirms memories: those named (their text shown to the person), and with `source` the
   * candidates that file contributed which core's bulk-confirm rule lets through (never a flagged
   * one, nor any of a file with a HIGH scan finding not in `reviewed`). One signature covers them.
   *
   * @throws CoreError `NOT_FOUND`, `HUMAN_CHANNEL_REQUIRED`, `INVALID_INPUT` (a bad `reviewed`)
   */
  confirm(ids: readonly string[], options?: { source?: string; reviewed?: readonly string[] }): Promise<ActOutcome<ConfirmResult>>;
  pin(id: string): Promise<ActOutcome<MemoryRecord>>;
  unpin(id: string): Promise<ActOutcome<MemoryRecord>>;
  forget(id: string): Promise<ActOutcome<{ id: string }>>;
  /**
   * Rejects a memory (issue #17): the person signs `reject`; it is forgotten, and digests of the
   * file lines it was read from are kept in the audit log so an import skips them from then on
   * (core's `reject`, `rejectionIndex`). `rejected` counts those digests.
   *
   * @throws CoreError `NOT_FOUND`, `HUMAN_CHANNEL_REQUIRED`, `PERSON_REQUIRED`
   */
  reject(id: string): Promise<ActOutcome<{ id: string; rejected: number }>>;
  /**
   * Rejects, under one signature, the memories that came from `source` (`cairn reject --source`,
   * issue #14, fourth walk item 5: the undo of a wrong import), read as `confirm --source` reads
   * it (`sourceRefOf`): candidates, flagged and superseded ones alike; a memory a person confirmed,
   * or one with evidence from another source too, is left and returned in `left` with why. The
   * person is shown the set (the first memories whole, then a count) and asked once.
   *
   * @throws CoreError `NOT_FOUND` (no memory came from `source`, before anything is asked), `INVALID_INPUT` (the project folder), `HUMAN_CHANNEL_REQUIRED`, `PERSON_REQUIRED`
   */
  rejectSource(source: string): Promise<ActOutcome<RejectSourceResult>>;
  supersede(oldId: string, newId: string): Promise<ActOutcome<{ old: MemoryRecord; replacement: MemoryRecord }>>;
  /** What has decayed or exceeds the retention caps; with `apply`, removes it (a person's act, asked). */
  prune(options?: {
    apply?: boolean;
    minStrength?: number;
    maxRecords?: number;
    maxAgeDays?: number;
  }): Promise<{ plan: PruneItem[]; removed: string[]; declined: boolean }>;
  /** Near-duplicates that would merge (the weakest origin wins); with `apply`, merges them. */
  consolidate(options?: { apply?: boolean }): Promise<{ plan: ConsolidationGroup[]; merged: MemoryRecord[] }>;
  /** Imports agent-memory files through the write path; `dryRun` plans on a copy in memory. */
  import(options: Omit<ImportOptions, 'cwd'> & { cwd?: string }): Promise<ImportSummary>;
  /**
   * Exports active memories (`all`: candidates too) as text or to a file (refused if it exists,
   * unless `force`; refused if its folder does not exist). kg-jsonl withholds unreviewed and
   * flagged memories unless `all` (or its earlier name `includeUnreviewed`), which carries them marked inline.
   */
  export(options: { format: ExportFormat; all?: boolean; includeUnreviewed?: boolean; out?: string; force?: boolean; cwd?: string }): Promise<ExportResult>;
  /** Scans agent-memory files for what looks planted (read-only; needs no `cairn init`). */
  scan(options: { paths: readonly string[]; from?: string; cwd?: string }): ReturnType<typeof scanPaths>;
  /** The last `limit` audit lines. */
  audit(limit?: number): Promise<AuditEntry[]>;
  verifyAudit(): Promise<AuditCheck>;
  /** The install checks ({@link installChecks}) plus the store's own checks. */
  doctor(): Promise<StoreCheckList>;
  /**
   * The checks that need no project store (issue #14: `cairn doctor` refused before `cairn init`):
   * the Node version (package.json's engines: 20.19+ or 22+), the home (yours and private, or not
   * made yet), which search index a store here would use (better-sqlite3 or the pure-JS one),
   * and whether the person's key is there (none yet is no failure: `cairn init` walks the
   * person through making it).
   */
  installChecks(): Promise<StoreCheckList>;
  repair(): Promise<RepairOutcome>;
  migrate(): Promise<MigrationOutcome>;
  /** Deletes the project's memory and its host session records (asks the person, naming both counts); it stays initialised. `wiped`: memories; `sessions`: host session records. */
  wipe(): Promise<ActOutcome<{ wiped: number; sessions: number }>>;
  /** Local folders to watch for other processes' writes (the editor). */
  watchPaths(): Promise<string[]>;
  /** Stops injection and refuses agent writes (`cairn pause`, a person's act; the host-hooks issue). */
  pause(): Promise<ActOutcome<PauseState>>;
  /** Undoes {@link pause} (`cairn resume`, a person's act). */
  resume(): Promise<ActOutcome<PauseState>>;
  /**
   * Whether the person's declaration that this project's own tracked files are trusted holds
   * (`cairn trust`, issue #22): kept in the home, checked with the person's key against this
   * project's key and folder; a missing, unsigned, badly signed, edited or copied one reads as no
   * trust (with why). Never asks anyone.
   */
  repoTrust(): Promise<RepoTrustState>;
  /**
   * Declares this project's tracked files trusted (`cairn trust --repo`), or with `on` false
   * withdraws it (`--revoke`): a person's act, signed over what the person is shown, kept in the
   * home. `already` when it is so (nothing asked).
   */
  trustRepo(on: boolean): Promise<ActOutcome<RepoTrustState>>;
  /**
   * Lifts the "bar" of observation `observation` (an output too large to keep whole, whose
   * dropped tokens lower every later write carrying a URL, path or command past it, issue #22):
   * a person's act (`lift`), signed over what the person is shown (core's `barLiftPlan`), kept
   * in the home and recorded in the audit log (`lift`). With `memory`, only for the tokens of that
   * memory past the bar (what the person reviewed); without, the whole bar. Only the bar rule is
   * lifted: what the observation kept still lowers. Throws `NOT_FOUND` when no such observation
   * dropped tokens within the retention window, `INVALID_INPUT` when the memory carries nothing past it.
   */
  liftBar(observation: string, memory?: string): Promise<ActOutcome<BarLift>>;
  /**
   * Asks the person to sign a project-wide act whose effect is carried out outside the store
   * (`setup`: the host's files; `home`: the home's configuration, such as `cairn team link`;
   * `team`: a grant or revoke; `migrate`: a team store's schema), showing `detail` (the diff,
   * the SQL). Refused without a person, except `migrate` (recorded, DESIGN.md §1).
   */
  signAct(act: 'setup' | 'home' | 'team' | 'migrate', detail: string, question: string): Promise<ActOutcome<PersonSignature>>;
  /** Whether memory is enabled for the project, without opening (or ever upgrading) its store. */
  initialised(): Promise<boolean>;
  /**
   * Opens the project's store now (the session opens it lazily, at its first read or write),
   * reading no memory: what an open checks — the project's identity, a store's layout — is
   * checked. A hook calls it before writing anything (closing note 2026-12-06: Stop and SessionEnd
   * wrote observations, then found the store refused).
   *
   * @throws CoreError `STORE_NOT_READY` (opened with `migrate: false`: a layout upgrade or a view
   *   rebuild is needed), `NOT_INITIALISED`, `PROJECT_MISMATCH`, or any other open's error
   */
  ready(): Promise<void>;
  /** Writes deferred reinforcements and closes the store. Idempotent. */
  close(): Promise<void>;
}

/** The doctor's checks, the home's first. */
export type StoreCheckList = StoreCheck[];
