import { replacementResidue } from './replacementResidue.js';
import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  applyConsolidation,
  shownDigest,
  asReplacement,
  applyPrune,
  bindingRef,
  type Channel,
  CoreError,
  confirm,
  createInMemoryStore,
  decisions,
  ErrorCode,
  foldLine,
  forget,
  inForceForReview,
  isHumanChannel,
  lowerSessionWrites,
  retireJournalDraft,
  memorize,
  type ListFilter,
  type MemoryRecord,
  type KeyedHash,
  type Observation,
  type OpaqueRead,
  partialPrint,
  treeObservations,
  OBSERVATION_RETENTION_DAYS,
  actStatement,
  SignedActSchema,
  type SignedAct,
  statementOf,
  type MemoryStore,
  type OperationContext,
  type PauseState,
  type StoreCheck,
  parseMemorizeRequest,
  PERSON_ACTS,
  personActOf,
  previewMemorize,
  type PersonAct,
  type PersonActRequest,
  type PersonKeyring,
  type ProtectedSessionCheck,
  type PersonProof,
  type PersonSignature,
  type ProjectStore,
  pin,
  planConsolidation,
  planPrune,
  type PruneOptions,
  type RecallQuery,
  recall,
  reject,
  rejectAll,
  rejectionIndex,
  type DigestSource,
  renderDigest,
  renderDigestFrom,
  rankingFacts,
  safeName,
  resolveIdPrefix,
  type StoreActor,
  type StoreTarget,
  stopsBatch,
  supersede,
  reverify,
  type Receipt,
  type Binding,
  type BindingState,
  weighStale,
  cleanChanges,
  toCoreError,
  unpin,
  type WriteContext,
  writeChannel,
  projectKeys,
  checkAuditSigner,
  type AuditEntry,
  readSigned,
  judgeRestored,
  judgeRestoredRejection,
  exportedRejections,
  type ProjectRelink,
  relinkVerifies,
  relinkView,
  removalFindings,
  signatureFindings,
  unpinFindings,
  withSignedReads,
  count,
  promotedStatus,
  type SignatureFinding,
  unsignedActs,
  replayedActs,
  unkeptActs,
  checkRepoTrust,
  type InitOutcome,
  type ProjectTrust,
  type RepoTrustState,
  repoTrustPlan,
  type BarLift,
  barLiftPlan,
  tokenKindWords,
  barOf,
  checkBarLift,
  checkBarLifts,
  textPrints,
  tokensPastBar,
  rejectedContentOf,
} from '@cairn/core';
import {
  followChain,
  hasIdentity,
  loadKeyring,
  ownChainRoot,
  personPaths,
  readProjectIdentity,
  readRepoTrust,
  addBarLift,
  readBarLifts,
  MAX_SNAPSHOT_CANDIDATES,
  MAX_SNAPSHOT_LIVE,
  readReviewSnapshot,
  readRoster,
  readVerifiedActs,
  reviewCountsFile,
  type ReviewSnapshot,
  rosterPath,
  type WithdrawnSandboxDeclaration,
  type TeamKeyring,
  teamKeyring,
  writeProjectIdentity,
  writeRepoTrust,
} from '@cairn/person';
import type { PgStoreProvider } from '@cairn/store-pg';
import {
  availableIndex,
  carryObservations,
  checkHome,
  checkKeyFiles,
  goneFoldersHint,
  openTreeIndexStore,
  ownerCannotWrite,
  projectKey,
  treeIndexPath,
} from '@cairn/store-fs';
import { newId as defaultNewId, sha256 } from './ids.js';
import { endorsementWords } from './person/keyNotice.js';
import { shellQuote } from './shellQuote.js';
import { verifySignature } from './person/verifySignature.js';
import type {
  ActOutcome,
  BatchItem,
  CheckedRecord,
  ConfirmResult,
  ProjectSession,
  ProjectStatus,
  RejectSourceResult,
  SessionRecallResult,
  TeammateAct,
} from './ProjectSession.js';
import { attestationFor } from './host/attestation.js';
import {
  existingObservationHasher,
  forgetObservationsOf,
  type NamedSession,
  observationCheck,
  observationHasher,
  openObservations,
  protectedChecks,
  bySessionStart,
  trustedSessions,
  withdrawnProtection,
} from './host/observations.js';
import { createReinforcementQueue } from './reinforcement.js';
import { type Binder, createBinder } from './binding/binder.js';
import { bindingHasher } from './binding/bindingKey.js';
import { createTreePrintIndex, type PrintRefresh, type TreePrintIndex } from './binding/treePrintIndex.js';
import { changedSince, declaredCommit, headCommit, trustedCommitProblem } from './binding/trustedCommit.js';
import { committedReads } from './host/committedReads.js';
import { spawnGit } from './binding/workingTree.js';
import { delegatingKeyring } from './person/liveKeyring.js';
import { readFileSync, realpathSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { hostMemoryObservations } from './host/memoryFiles.js';
import type { followRange } from './binding/followRange.js';
import { type LocationInput, resolveLocation } from './resolve/resolveLocation.js';
import { createOrderedClock } from './orderedClock.js';
import { folderRoots, holdsAnyCommit, holdsAnyCommitCached, rootsInWords, sameRoots } from './resolve/folderRoots.js';
import { gitOwnershipWords, runGit } from './resolve/runGit.js';
import { createStoreRegistry, type StoreRegistry } from './stores/registry.js';
import { type BulkSelection, mustHaveSource, selectFromSource, selectRejectFromSource, sourceRefOf } from './usecases/bulkConfirm.js';
import { checkExportTarget, checkOutFile, exportMemories, writeOutFile } from './usecases/exportMemories.js';
import { checkExportOutsideProject } from './usecases/exportInProject.js';
import { leftOutTemps, sweepOutTemps } from './usecases/outTemps.js';
import { hookCommandsCheck } from './host/hookCommandsCheck.js';
import { staleActNote } from './binding/staleActNote.js';
import { homeNotWritable, probeHomeWrite } from './resolve/homeWriteProbe.js';
import { carryStranded, strandedObservations } from './host/strandedObservations.js';
import { checkImportOptions, type IncompleteExport, importMemories, RESTORE_PARTIAL_WORDS, type RestoreHooks, scanPaths } from './usecases/importMemories.js';

/** Least time between two refreshes of the fingerprint index after writes, in ms (the one at close is always made). */
const INDEX_REFRESH_MS = 2_000;

/** How an adapter opens its project. */
export interface OpenProjectOptions extends LocationInput {
  /** The surface requests arrive on: `cli`, `vscode`, `mcp` or `api`. */
  channel: Channel;
  /** The person port: the one place that says a person performed an act. */
  personProof: PersonProof;
  /**
   * The person's keys (`@cairn/person`'s `loadKeyring`): what verifies the port's ed25519
   * signatures. Every reader checks (issue #16): with the keyring, each record this session
   * reads is handed out as `readSigned` reads it (`withSignedReads`), so an unsigned, badly
   * signed or replayed user origin, confirm or pin — a line appended to the log by hand — is the
   * agent's. No option turns that off (it was `checkReads`, default off, before).
   */
  keyring?: PersonKeyring;
  /**
   * Called before a person's act in a project's store is put to the person (their passphrase
   * asked), with the store's project key and `readAll`, which reads every record of the store
   * through the checking reader (each act's signature checked). The CLI reads a project whole
   * once, so the person's signed list of valid signatures (`@cairn/person`'s `rememberVerified`,
   * written when the act is signed) covers it and later readers — a host hook's digest — skip
   * the ed25519 arithmetic (issue #20/#21). `snapshot` reads every live record through the
   * checking reader and gives the ids read as candidates and where the log stood (undefined where
   * the store cannot say, or no count is kept), for the person's key to sign with the act
   * (`@cairn/person`'s `noteReviewSnapshot`): the host's digest then reads only the records changed
   * since (issue #21). Not called when the person port says no person is present.
   */
  beforeSign?: (projectKey: string, readAll: () => Promise<void>, snapshot?: () => Promise<ReviewSnapshot | undefined>) => Promise<void>;
  /**
   * A long-lived process's keyring follows the home (`createLiveKeyring`): awaited before every
   * use case, so a key set up or changed while it runs is the one reads are checked with.
   */
  refreshKeys?: () => Promise<void>;
  /** The client's name for the audit log (`cairn-cli`; an MCP client's handshake name, known after connecting). */
  client?: string | (() => string | undefined);
  /** The clock; default the real one. */
  clock?: () => Date;
  /**
   * The session as the host attests it (the MCP server's connection): recorded in evidence
   * instead of the caller's `session`, so one connection cannot pose as several sessions.
   */
  session?: string;
  /**
   * The host session this process belongs to, looked up at each write (the MCP server reads
   * `CLAUDE_CODE_SESSION_ID` from its environment; a hook must have registered it). When it
   * resolves, evidence records that session and the audit line whether it was protected; a
   * session with a gap (`gaps` > 0) writes an agent's memory as origin `tool`. `pending`: what
   * the transcript shows the model read this turn that only the next Stop will observe, checked
   * as observations of this write. `opaque`: the session's least trusted read of content Cairn
   * cannot compare (an image, a PDF; core's `opaqueRead`), which lowers an agent's write to its origin.
   */
  hostSession?: () => Promise<
    { id: string; protected: boolean; gaps?: number; gap?: string; pending?: Observation[]; opaque?: OpaqueRead; subagent?: string } | undefined
  >;
  /** A long-lived process (MCP server, editor): the store keeps its ranking structures, reinforcements are batched. */
  longLived?: boolean;
  /** Load no native module (the editor's extension host). */
  portable?: boolean;
  /**
   * False for a caller with a time budget (a host hook, in its own process or through `cairn
   * daemon`; DESIGN.md §10, issue #21): opening never rebuilds the store's view or upgrades its
   * layout, and fails with `STORE_NOT_READY` naming the command that does it (the next `cairn`
   * command a person runs). Passed to the store as core's `StoreOpenOptions.migrate`; a store
   * without a migrate-on-open (the team store refuses an old schema with `MIGRATION_FAILED`)
   * ignores it. Default true.
   */
  migrate?: boolean;
  /** One-line warnings (torn lines, rebuilt indexes, a worktree that does not link back). */
  onWarning?: (message: string) => void;
  /** The store implementations; default the file store. */
  stores?: StoreRegistry;
  /** Record ids; default `mem_` + 16 random hex. Tests pass their own. */
  newId?: () => string;
}

/** How long a long-lived session gathers recall reinforcements before one write, in ms. */
export const REINFORCE_BATCH_MS = 200;

/** Questions the person is asked, one place for every surface. */
/**
 * `cairn doctor`'s check of the person's acts (issue #16: every reader checks): how many
 * records claim a person's act (origin user, confirmed, pinned, stable, a rebinding) that no
 * valid signature backs, and are therefore read as the agent's — so doctor never says ok while
 * every reader lowers what the person did (a moved project whose relink was not carried over).
 * Also a memory the person vouched for that was demoted, marked forgotten or superseded, or
 * removed from the log, or unpinned, with no signed act of theirs (`signatureFindings`, `removalFindings`, `unpinFindings`:
 * `audit` is the project's audit log with each line's signer checked).
 * A WARN, not a FAIL, when every finding is a memory made active by sightings in sessions
 * protected under a sandbox-only declaration the person since withdrew (`checks.withdrawn`,
 * {@link lapsedProtection}): it names that declaration, when it was made and when withdrawn.
 */
async function personActsCheck(
  store: ProjectStore,
  ring: PersonKeyring,
  checks: { protectedSession?: ProtectedSessionCheck; trust?: ProjectTrust; stamp?: string; withdrawn?: ReadonlyMap<string, WithdrawnSandboxDeclaration> },
  audit: readonly AuditEntry[],
  home?: string,
  snapshots = true,
): Promise<{ name: string; ok: boolean; warn?: boolean; detail: string; fix?: string; ids?: string[] }> {
  const all = await store.list();
  const held = new Map(all.map((r) => [r.id, r.pinned]));
  const found = [
    ...(await signatureFindings(store, ring, checks)),
    ...removalFindings(audit, (id) => held.has(id)),
    ...unpinFindings(audit, (id) => held.get(id)),
  ];
  // A person who acted here where a snapshot is taken has a signed one (h48 attack F7): its absence is the finding.
  const missing = home !== undefined && snapshots ? await snapshotProblem(store, ring, home, checks.stamp) : undefined;
  if (missing !== undefined)
    return {
      name: "person's acts",
      ok: false,
      detail: `${missing}: the log cut below your acts cannot be checked without it, and a cut of the log and audit together with it removed reads as nothing wrong`,
      fix: 'if you did not remove it, restore the project from your latest export (`cairn import <file>`) or a backup of the home (log, audit and person/ together); it is rewritten, signed, at your next act on this project (e.g. `cairn review`), after which doctor checks again',
    };
  // A memory a removal finding already names is that finding's (a forged remove line, audit intact).
  const cut = home !== undefined ? await logCut(store, ring, home, audit, (id) => held.has(id) || found.some((f) => f.id === id)) : undefined;
  if (cut !== undefined) {
    const when = `your signed snapshot of ${cut.at.slice(0, 19).replace('T', ' ')} UTC`;
    return {
      name: "person's acts",
      ok: false,
      detail: `${
        cut.missing.length === 0
          ? `the event log ends at frame ${cut.seq.toLocaleString('en-US')}, before frame ${cut.signed.toLocaleString('en-US')} that ${when} names`
          : `${count(cut.missing.length, 'memory', 'memories')} that ${when} saw live (${cut.missing.slice(0, 3).join(', ')}${cut.missing.length > 3 ? ', …' : ''}) ${cut.missing.length === 1 ? 'is' : 'are'} gone from the store, and no audit line removed ${cut.missing.length === 1 ? 'it' : 'them'}`
      }: the log and its audit were cut or rewritten (a rollback), and what was done after the cut — your acts among it — is gone from both`,
      fix: 'restore the project from your latest export (`cairn import <file>`) or a backup of the home; `cairn audit --verify` cannot see a cut tail',
    };
  }
  // One finding per memory and claim (an unpin seen on the record and in the audit log is one).
  const unique = found.filter((f, i) => found.findIndex((g) => g.id === f.id && g.claim === f.claim) === i);
  if (unique.length === 0) return { name: "person's acts", ok: true, detail: "every person's act on a memory verifies" };
  // A withdrawn sandbox-only declaration's residue: an `active` its sessions' sightings earned then (walk h52: a FAIL that named no withdrawal).
  const lapsed = lapsedProtection(unique, all, checks);
  const findings = unique.filter((f) => !lapsed.ids.has(f.id) || f.claim !== 'active');
  const n = lapsed.ids.size;
  const under = lapsed.declarations.map((d) => `your declaration ${d.nonce.slice(0, 8)} of ${utcWords(d.at)}, withdrawn ${utcWords(d.withdrawnAt)}`).join('; ');
  // Beside other findings (a WARN or a FAIL on them), the withdrawal's memories are still named (closing note h52).
  const lapsedToo =
    n === 0
      ? ''
      : `; besides, ${count(n, 'memory', 'memories')} (${[...lapsed.ids].slice(0, 3).join(', ')}${n > 3 ? ', …' : ''}) made active by sightings in host sessions protected under a sandbox-only declaration you withdrew (${under}) ${n === 1 ? 'is' : 'are'} read as ${n === 1 ? 'a candidate' : 'candidates'} now: no forged act, confirm what you still vouch for (\`cairn review\`)`;
  if (findings.length === 0) {
    return {
      name: "person's acts",
      ok: true,
      warn: true,
      ids: [...lapsed.ids],
      detail: `${count(n, 'memory', 'memories')} made active by sightings in host sessions protected under a sandbox-only declaration you withdrew (${under}) ${n === 1 ? 'is' : 'are'} read as ${n === 1 ? 'a candidate' : 'candidates'} now: a session counts as protected only under the home's current declaration`,
      fix: `confirm what you still vouch for (\`cairn review\`): ${[...lapsed.ids].slice(0, 3).join(', ')}${n > 3 ? ` and ${n - 3} more (\`cairn doctor --json\` lists every one)` : ''}; sightings in sessions protected under your current declaration promote ${n === 1 ? 'it' : 'them'} again`,
    };
  }
  // Upgrade residue only (replacements signed in view 1 by an earlier Cairn): a WARN with the commands (issue #21).
  const residue = replacementResidue(all);
  if (ring.doubt === undefined && findings.every(residue)) {
    const commands = [...new Set(findings.map((f) => f.fix as string))];
    return {
      name: "person's acts",
      ok: true,
      warn: true,
      detail: `${count(commands.length, 'replacement')} you signed before your acts covered \`supersedes\` (an earlier Cairn) ${commands.length === 1 ? 'does' : 'do'} not yet hide the memory ${commands.length === 1 ? 'it replaces' : 'they replace'}: both are shown until you sign the replacement again (if you never made one of them, do not sign it: a \`supersedes\` edited into an old memory of yours reads the same, and shows both the same)${lapsedToo}`,
      fix: `${commands
        .slice(0, 3)
        .map((c) => `\`${foldLine(c)}\``)
        .join(', ')}${commands.length > 3 ? ` and ${commands.length - 3} more (doctor names them after these)` : ''} — each shows both memories first`,
    };
  }
  const records = new Set(findings.map((f) => f.id)).size;
  const byClaim = new Map<string, number>();
  for (const f of findings) byClaim.set(f.claim, (byClaim.get(f.claim) ?? 0) + 1);
  const claims = [...byClaim].map(([claim, n]) => `${n} ${claim}`).join(', ');
  const reasons = [...new Set(findings.map((f) => f.reason))].slice(0, 3).map((r) => foldLine(r));
  const resign = [...new Set(findings.flatMap((f) => (f.fix !== undefined ? [f.fix] : [])))];
  const NAMED = 10;
  const ids = [...new Set(findings.map((f) => f.id))];
  const named = ids.slice(0, NAMED).join(', ');
  return {
    name: "person's acts",
    ids,
    ok: false,
    detail: `${count(records, 'memory claims', 'memories claim')} a person's act no valid signature backs (${claims}), read as the agent's: ${reasons.join('; ')}${lapsedToo}`,
    fix:
      ring.doubt !== undefined
        ? 'check the person key (`cairn person status`)'
        : // Named here (walk h50 item 5: the fix pointed at `cairn audit --verify`, which checks the
          // audit chain and lists none of them): each id, and the command that shows one.
          `the memories: ${named}${records > NAMED ? ` and ${records - NAMED} more (\`cairn doctor --json\` lists every one)` : ''} — \`cairn show <id>\` shows each, read as the agent's; a person re-confirms what they still vouch for (\`cairn review\`)${
            byClaim.has('removed')
              ? `; a removed memory (${[...new Set(findings.filter((f) => f.claim === 'removed').map((f) => f.id))].slice(0, 3).join(', ')}) is gone from the store: import it from your export (\`cairn import\`) or memorize it again`
              : ''
          }${
            // A successor that names the memory in a `supersedes` no view-2 act covers (written before
            // acts covered it, or edited in): the memory is shown again until the person signs it (h49-sign).
            resign.length > 0
              ? `; a replacement written before your acts covered it shows the memory it replaced again until you sign it — each command shows both memories first: ${resign
                  .slice(0, 3)
                  .map((c) => `\`${foldLine(c)}\``)
                  .join(', ')}${resign.length > 3 ? ` and ${resign.length - 3} more (doctor names them after these)` : ''}`
              : ''
          }${
            byClaim.has('unpinned')
              ? `; pin again what you still want pinned (\`cairn pin <id>\`: ${[...new Set(findings.filter((f) => f.claim === 'unpinned').map((f) => f.id))].slice(0, 3).join(', ')})`
              : ''
          }`,
  };
}

/** An ISO time as doctor shows it: `YYYY-MM-DD HH:MM:SS UTC`. */
const utcWords = (iso: string): string => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/**
 * The `active` findings that a withdrawn sandbox-only declaration explains (doctor's person's
 * acts): a record that claims no act of the person's, stored active, that earns `active`
 * (`promotedStatus`) when the sessions the hooks recorded as protected under a declaration the
 * person withdrew count too ({@link withdrawnProtection}) — and not without them. Those records
 * were promoted while that declaration held; they read as candidates now. Every other finding
 * stays one: a session that named no declaration, or one never signed, explains nothing.
 *
 * @returns the ids of such records, and the withdrawn declarations their sightings were protected under
 */
function lapsedProtection(
  findings: readonly SignatureFinding[],
  records: readonly MemoryRecord[],
  checks: { protectedSession?: ProtectedSessionCheck; trust?: ProjectTrust; withdrawn?: ReadonlyMap<string, WithdrawnSandboxDeclaration> },
): { ids: Set<string>; declarations: WithdrawnSandboxDeclaration[] } {
  const ids = new Set<string>();
  const declarations = new Map<string, WithdrawnSandboxDeclaration>();
  const withdrawn = checks.withdrawn;
  if (withdrawn === undefined || withdrawn.size === 0) return { ids, declarations: [] };
  const byId = new Map(records.map((r) => [r.id, r]));
  for (const f of findings) {
    const r = f.claim === 'active' ? byId.get(f.id) : undefined;
    if (r === undefined || r.status !== 'active') continue;
    const named = new Map<string, WithdrawnSandboxDeclaration>();
    const widened: ProtectedSessionCheck = (id) => {
      if (checks.protectedSession?.(id) === true) return true;
      const d = withdrawn.get(id);
      if (d !== undefined) named.set(d.nonce, d);
      return d !== undefined;
    };
    if (promotedStatus({ ...r, status: 'candidate' }, widened, checks.trust) !== 'active' || named.size === 0) continue;
    ids.add(r.id);
    for (const [k, d] of named) declarations.set(k, d);
  }
  return { ids, declarations: [...declarations.values()].sort((a, b) => a.at.localeCompare(b.at)) };
}

/**
 * Whether an audit `restore` line records the person's rejection of its memory, restored from
 * Cairn's own export (walk h57 item 1: the README's backup → copy person/ → init → import left
 * doctor failing with a "rollback" that named the rejected memory: the copied signed snapshot
 * saw it live before the reject, and the new home's log holds only the restore of the rejection,
 * never the `forget` the reject wrote in the old home). True only when the line is on a person's
 * channel and keeps a `reject` act naming the line's memory whose signature verifies with the
 * person's keyring (as `judgeRestoredRejection` checked it before the line was written): an
 * unsigned or edited line removes nothing, so a cut that lost a memory is still a cut.
 */
function restoredRejectionOf(line: Pick<AuditEntry, 'id' | 'channel' | 'act'>, ring: PersonKeyring): boolean {
  if (!isHumanChannel(line.channel)) return false;
  const parsed = SignedActSchema.safeParse(line.act);
  if (!parsed.success) return false;
  const act = parsed.data as SignedAct;
  if (act.act !== 'reject' || act.id !== line.id) return false;
  try {
    return ring.verify(act.key, actStatement(statementOf(act)), act.sig, act.at);
  } catch {
    return false;
  }
}

/**
 * A log cut below what the person signed (h47-attack F17: events.jsonl and audit.jsonl cut
 * together at a line boundary removed a person's memory and its audit lines; `audit --verify`
 * said the chain was intact and doctor said ok). The person's signed snapshot of the project
 * (`review-counts.json`, `@cairn/person`'s {@link ReviewSnapshot}, signed at each person's act)
 * names the log's id, a frame the log had reached then (`seq`: the store's view's frame, a lower
 * bound) and every record live then (`live`). The log was cut when:
 * - a record live then is gone from the store and no audit line removed it (a `forget` naming
 *   it, a `prune` listing it, a `wipe` after a line naming it, a `restore` of the person's signed
 *   rejection of it, {@link restoredRejectionOf}): a removal always leaves one, and
 *   a compaction (a new log id, often written just after a person's act) keeps every live record;
 * - or, on a log of the same id, it ends before that frame.
 * Undefined when nothing says so: no snapshot that verifies with the person's keys, or neither holds.
 *
 * Not caught: a cut of only what the last person's act and the agents' writes after it added
 * (the snapshot is taken before the act it is signed with), and a cut together with an older
 * signed `review-counts.json` put back.
 *
 * @param holds - whether the store holds a record with this id (any status)
 */
async function logCut(
  store: ProjectStore,
  ring: PersonKeyring,
  home: string,
  audit: readonly Pick<AuditEntry, 'event' | 'id' | 'ids' | 'channel' | 'act'>[],
  holds: (id: string) => boolean,
): Promise<{ seq: number; signed: number; at: string; missing: string[] } | undefined> {
  const snapshot = readReviewSnapshot(home, store.project.key, (k, statement, sig, at) => ring.verify(k, statement, sig, at));
  if (snapshot === undefined) return undefined;
  const at = await store
    .readDigest?.((source) => (source.position ? { log: source.position.log, seq: source.position.seq } : undefined))
    .catch(() => undefined);
  const seen = new Set<string>();
  const removed = new Set<string>();
  for (const l of audit) {
    const ids = [...(l.id !== undefined ? [l.id] : []), ...(l.ids ?? [])];
    if (l.event === 'wipe') for (const id of seen) removed.add(id);
    else if (l.event === 'forget' || l.event === 'prune') for (const id of ids) removed.add(id);
    else if (l.event === 'restore' && l.id !== undefined && restoredRejectionOf(l, ring)) removed.add(l.id);
    for (const id of ids) seen.add(id);
  }
  // Every record live then is held now or was removed by a line that says so: a compaction (a new
  // log id) keeps every live record, so this holds across one.
  const missing = snapshot.live.filter((id) => !holds(id) && !removed.has(id));
  // The frame it names counts only on the same log (a rewritten log numbers its frames anew).
  const short = at !== undefined && at.log === snapshot.log && at.seq < snapshot.seq;
  if (!short && missing.length === 0) return undefined;
  return { seq: at?.seq ?? 0, signed: snapshot.seq, at: signedAt(home) ?? 'an earlier act', missing };
}

/**
 * Why the person's signed snapshot of this project (`review-counts.json`) should be here and is
 * not, or is not readable as one; undefined when nothing says so (h48 attack F7: a log and audit
 * cut below the person's first act, with the snapshot deleted or replaced by `{}`, passed doctor —
 * a missing snapshot read as "none").
 * - A file that does not parse or verify always fails (Cairn writes it only signed).
 * - An absent file, or one without this project, fails only where a snapshot was taken at the
 *   person's act: the person acted on this project at a terminal (the signed list of verified
 *   acts names it, `warmed`, noted with the snapshot taken before the person's first act there,
 *   `warmBeforeSign`), AND the store offers a snapshot now as it did then — its digest read names
 *   the log frame a snapshot stands for (`readDigest` with a `position`: a shared SQLite view; the
 *   pure-JS index's per-process view offers none, so the packed install writes none after `init`
 *   and a person's memorize, clean-clone CI 2026-12-06) and a count is kept (`stamp`: the person's
 *   own keys, observations that read) — unless the file is full (64 projects, the newest acts':
 *   this one may have been dropped for room) or the project holds more than a snapshot keeps
 *   (person's `MAX_SNAPSHOT_LIVE`, `MAX_SNAPSHOT_CANDIDATES`).
 * Signed audit lines alone do not say a snapshot was taken (`init` and acts signed ahead take none).
 * Not caught: both person files removed together with a cut below every act of the person
 * (nothing left in the home says the person acted here), and a home whose index was switched to
 * the pure-JS one after the acts.
 *
 * @param stamp - the count stamp of the protected-session checks (`protectedChecks`); undefined:
 *   no snapshot would be taken (observations unreadable)
 */
async function snapshotProblem(store: ProjectStore, ring: PersonKeyring, home: string, stamp: string | undefined): Promise<string | undefined> {
  const verify = (k: string, statement: string, sig: string, at: string): boolean => ring.verify(k, statement, sig, at);
  const file = reviewCountsFile(home, verify);
  if (file.state === 'verified' && (file.full || file.entries.some((e) => e.project === store.project.key))) return undefined;
  const path = personPaths(home).reviewCounts;
  // Cairn writes the file only signed: one that does not verify was written by someone else.
  if (file.state === 'unverified')
    return `your signed snapshot of this project is not readable as one (${path} does not parse or its signature does not verify)`;
  if (stamp === undefined || !readVerifiedActs(home, verify).warmed.includes(store.project.key)) return undefined;
  // What a snapshot taken now would hold; none offered (no frame position): none was taken then either.
  const now = await store
    .readDigest?.((source) => {
      if (source.position === undefined) return undefined;
      let live = 0;
      let candidates = 0;
      for (const e of source.entries)
        if (e.facts.status === 'active') live++;
        else if (e.facts.status === 'candidate') {
          live++;
          candidates++;
        }
      return { live, candidates };
    })
    .catch(() => undefined);
  if (now === undefined || now.live > MAX_SNAPSHOT_LIVE || now.candidates > MAX_SNAPSHOT_CANDIDATES) return undefined;
  return `your signed list of verified acts names this project (you acted on it at a terminal), yet your signed snapshot of it is ${
    file.state === 'absent' ? `missing (${path} does not exist)` : `not in ${path}`
  }`;
}

/**
 * The host sessions this store's memories name, with when each was written, for doctor's
 * observations check (h48 attack F6): a journal the hooks write at SessionEnd (a memory tagged
 * `journal`, `source` `<host> session <id>`, the session's id also as its evidence's
 * `callerSession` or `session`), and any other write's caller-named session (`callerSession`: the
 * CLI's `--session`). Unreadable store: none.
 */
async function namedSessions(store: ProjectStore): Promise<NamedSession[]> {
  const records = await store.list().catch(() => [] as MemoryRecord[]);
  return records.flatMap((r) => {
    const journal = (r.tags ?? []).includes('journal');
    return r.evidence.flatMap((e): NamedSession[] => {
      const m = journal && e.source !== null ? /^[\w.-]{1,64} session (\S{1,200})$/u.exec(e.source) : null;
      const id = m?.[1];
      if (id !== undefined && (e.callerSession === id || e.session === id)) return [{ session: id, at: r.createdAt, by: 'journal' }];
      return e.callerSession !== undefined && e.callerSession !== '' ? [{ session: e.callerSession, at: r.createdAt, by: 'note' }] : [];
    });
  });
}

/** The time the person signed the home's `review-counts.json`, as the file says (its signature was checked by the reader that took its snapshot). */
function signedAt(home: string): string | undefined {
  try {
    const at = (JSON.parse(readFileSync(personPaths(home).reviewCounts, 'utf8')) as { at?: unknown }).at;
    return typeof at === 'string' ? at : undefined;
  } catch {
    return undefined;
  }
}

/** The Node versions Cairn runs on (package.json's engines: 20.19 or later 20.x, or 22 and later). */
export function supportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map((n) => Number.parseInt(n, 10));
  return (major === 20 && minor >= 19) || major >= 22;
}

/**
 * `cairn doctor`'s check of the person's key folder and the observation key (issue #14, walk-4
 * item 9): as strict as a project's folder (folders 0700, files 0600, yours), failed with the
 * chmod that fixes exactly what is wrong.
 */
async function keyFilesCheck(home: string): Promise<StoreCheck> {
  const problems = await checkKeyFiles(home);
  if (problems.length === 0) {
    const there = await stat(join(home, 'person')).then(
      () => true,
      () => false,
    );
    return { name: 'key files', ok: true, detail: there ? `${join(home, 'person')} and observation.key: folders 0700, files 0600` : 'none yet in this home' };
  }
  const folders = [...new Set(problems.filter((p) => p.folder && p.problem.startsWith('has mode')).map((p) => shellQuote(p.path)))];
  const files = [...new Set(problems.filter((p) => !p.folder && p.problem.startsWith('has mode')).map((p) => shellQuote(p.path)))];
  const owners = problems.some((p) => p.problem.startsWith('belongs to'));
  const fix = [
    ...(folders.length > 0 ? [`chmod 700 ${folders.join(' ')}`] : []),
    ...(files.length > 0 ? [`chmod 600 ${files.join(' ')}`] : []),
    ...(owners ? [`chown -R "$(id -u)" ${shellQuote(home)}/person`] : []),
  ];
  return {
    name: 'key files',
    ok: false,
    detail: `${problems.map((p) => `${p.path} ${p.problem}`).join('; ')} — your sealed key and signed acts must be yours alone`,
    ...(fix.length > 0 ? { fix: fix.join(' && ') } : {}),
  };
}

/**
 * The checks `doctor` makes that need no store: Node, the home, the index a store here would use, the person's key.
 * With `index: false` the index is not probed (an open store names its own; probing would load
 * better-sqlite3, which the editor's extension host never loads, DESIGN.md §7). Exported for a
 * home the commands refuse (world-writable, inside the project): no session opens there, and
 * doctor still makes every check it can (walk 12 item 10: it printed the home's failure alone).
 *
 * @param home - the Cairn home (absolute)
 * @param projectPath - the project folder (absolute), for the home-inside-the-project rule
 * @returns the checks in doctor's order: node, home, index, person key, key files
 */
export async function installChecks(home: string, projectPath: string, o: { index?: boolean } = {}): Promise<StoreCheck[]> {
  const node = process.versions.node;
  // The home's own rule is checkHome's, the one every command applies (issue #14, walk-2 item
  // 24); a refusal's message names its one fix, so the check carries no second one.
  const homeState = await checkHome(home, projectPath).then(
    async () => {
      const mode = await stat(home).then(
        (st) => st.mode & 0o777,
        () => undefined,
      );
      if (mode === undefined) return { ok: true, detail: `${home} does not exist yet: \`cairn init\` makes it (0700)` };
      // Its owner must be able to write in it (walk h52 item 1: a home at 0500 passed, and every write failed).
      if (ownerCannotWrite(mode, true))
        return {
          ok: false,
          detail: `${home} has mode ${mode.toString(8)}: you cannot write in it, so no command can record anything there`,
          fix: `chmod 700 ${home}`,
        };
      // A mode says nothing of a read-only mount or a sandbox's bind: the write itself, for real (walk h54 item 2).
      const refused = await probeHomeWrite(home);
      if (refused !== undefined) return homeNotWritable(home, refused);
      return {
        ok: true,
        detail:
          (mode & 0o077) === 0
            ? `${home} is yours and private`
            : `${home} is yours and not writable by others (mode ${mode.toString(8)}: others can list it, not read the memories below it, which are 0700/0600)`,
      };
    },
    // The refusal's one fix on its own `fix:` line, as every other failed check gives it (walk h56
    // LOW 11: a 775 home's FAIL carried "Run `chmod 700 …`" in its sentence and no fix line).
    (e: unknown) => {
      const message = toCoreError(e).message;
      const run = /\s*Run `([^`]+)`\.$/u.exec(message);
      return run !== null ? { ok: false, detail: message.slice(0, run.index), fix: run[1] as string } : { ok: false, detail: message };
    },
  );
  const key = await hasIdentity(home).catch(() => false);
  return [
    {
      name: 'node',
      ok: supportedNode(node),
      detail: `Node ${node}${supportedNode(node) ? '' : ': Cairn needs Node 20.19 or later 20.x, or 22 and later'}`,
      fix: 'install Node 20.19+ or 22+ (nodejs.org, or your version manager)',
    },
    { name: 'home', ...homeState },
    ...(o.index === false ? [] : [{ name: 'index', ok: true, detail: availableIndex() }]),
    await personKeyCheck(home, key),
    await keyFilesCheck(home),
    ...(await teamRosterCheck(home)),
  ];
}

/**
 * The team store's signed roster marks of the person's own chain root (migration 3), for
 * {@link teamRosterCheck}: `{ marks }` as stored, or `{ unreadable }` with the reason when the store
 * cannot give them back. Asked only when the home holds a roster; `root` is undefined without a key.
 */
type StoreRosterMarks = (root: string | undefined) => Promise<{ marks: readonly unknown[] | undefined } | { unreadable: string }>;

/**
 * `doctor`'s team key roster check (DESIGN.md §12, "teammates' acts"), when the home has a
 * roster: the teammates whose signed acts count as theirs, or — a roster not signed by the
 * person over exactly its list (forged or edited by something that writes the home) — a failure
 * saying it is ignored (it only lowers trust: every teammate's act reads as the agent's).
 */
async function teamRosterCheck(home: string, storeMarks?: StoreRosterMarks): Promise<StoreCheck[]> {
  if (
    !(await stat(rosterPath(home)).then(
      () => true,
      () => false,
    ))
  )
    return [];
  const loaded = await loadKeyring(home).catch(() => undefined);
  if (loaded === undefined) return [{ name: 'team key roster', ok: false, detail: 'your key file cannot be read, so the roster counts for nothing' }];
  const marks = storeMarks === undefined ? undefined : await storeMarks(ownChainRoot(loaded.identity));
  if (marks !== undefined && 'unreadable' in marks)
    return [
      {
        name: 'team key roster',
        ok: false,
        detail: foldLine(`your roster's marks in the team store cannot be read (${marks.unreadable}), so no teammate's signature counts`),
        fix: 'check the team store connection (`cairn team status`), then run `cairn doctor` again',
      },
    ];
  const roster = await readRoster(home, loaded.keyring, marks?.marks);
  if (roster.problem !== undefined)
    return [
      {
        name: 'team key roster',
        ok: false,
        detail: foldLine(roster.problem),
        fix: 'if you did not change it, run `cairn team trust <person>` again for each teammate',
      },
    ];
  return [{ name: 'team key roster', ok: true, detail: `signed by you: ${roster.entries.map((e) => `${e.person} (${e.fingerprint})`).join(', ')}` }];
}

/**
 * `doctor`'s person key check (issue #16: "every key change is shown by `doctor`"; "a replaced
 * key file is reported"): whether the home holds a key, each change of key after the first (its
 * id, the day it started, and whether the old passphrase or the recovery code endorsed it) — a change the
 * person did not make is how a key taken over shows — and a key file in doubt (replaced, its
 * chain broken, no anchor) as a failure, since no signature then counts.
 *
 * @param key - whether the home holds an identity file (`hasIdentity`)
 */
async function personKeyCheck(home: string, key: boolean): Promise<StoreCheck> {
  if (!key) return { name: 'person key', ok: true, detail: 'none yet in this home: `cairn init` walks you through making it (or `cairn person setup`)' };
  const loaded = await loadKeyring(home).catch(() => undefined);
  const doubt = loaded === undefined ? 'its key file cannot be read' : loaded.keyring.doubt;
  if (doubt !== undefined)
    return {
      name: 'person key',
      ok: false,
      detail: `in doubt: ${foldLine(doubt)}. No signature counts until it is resolved: every person's act reads as the agent's`,
      fix: 'if you did not change it, restore your person/ folder from a backup; `cairn person status` says more',
    };
  const changes = loaded?.keyChanges ?? [];
  const changed =
    changes.length === 0
      ? ''
      : `; changed ${count(changes.length, 'time', 'times')}: ${changes
          .slice(-3)
          .map((c) => `to ${c.id} on ${c.since.slice(0, 10)} (${endorsementWords(c.endorsedBy)})`)
          .join(
            ', ',
          )}${changes.length > 3 ? ' and earlier' : ''} — if you did not make ${changes.length === 1 ? 'this change' : 'these changes'}, your key was taken over`;
  return { name: 'person key', ok: true, detail: `there: your acts (init, confirm, forget…) are signed with it${changed}` };
}

/**
 * The file a memory was imported from (its first evidence that `cairn import` wrote: it carries
 * the importer's `callerSourceHash`), or undefined.
 */
function importedFrom(record: MemoryRecord | undefined): string | undefined {
  const e = record?.evidence.find((x) => x.callerSourceHash !== undefined && typeof x.source === 'string');
  return e?.source === null || e?.source === undefined ? undefined : foldLine(e.source.replace(/:\d+-\d+$/u, ''));
}

/** The acts that put a memory in force (active, pinned, the replacement of a supersede): their question says when it may be outdated. */
const IN_FORCE_ACTS: ReadonlySet<PersonAct> = new Set(['confirm', 'pin', 'entrench', 'supersede']);

/**
 * The candidates that wait for a person, counted over a digest source, and the source to render
 * from. Every live record is read as the checking store hands it out (issue #16: every reader
 * checks what it returns): the count is of the records as read, so one stored as active by an
 * unsigned, badly signed or replayed confirm or `user` origin — or by a status nobody's act
 * earned — counts as the candidate it is, whether or not the digest renders it. A stored
 * `superseded` or `forgotten` is never read as a candidate (`withSignedReads`), so only those are
 * counted as stored. Only each record's status is kept (issue #21: holding the 10k records read
 * cost more in garbage collection than reading them); the digest reads again, checked the same
 * way in the same consistent read, the few records it renders.
 */
function countCandidates(source: DigestSource, known?: KnownCount): { read: DigestSource; candidates: number } {
  const loaded = new Map<string, MemoryRecord | undefined>();
  const load = (id: string): MemoryRecord | undefined => {
    if (!loaded.has(id)) loaded.set(id, source.load(id));
    return loaded.get(id);
  };
  const live = new Set<string>();
  const storedCandidates = new Set<string>();
  for (const e of source.entries) {
    if (e.facts.status === 'active' || e.facts.status === 'candidate') live.add(e.id);
    if (e.facts.status === 'candidate') storedCandidates.add(e.id);
  }
  const read = { entries: source.entries, load, ...(source.exact !== undefined ? { exact: source.exact } : {}) };
  // The person's snapshot stands for every record unchanged since it was taken; those changed are read.
  const changed = snapshotChanges(source, known);
  let candidates = 0;
  let toRead: Set<string> = live;
  if (known !== undefined && changed !== undefined) {
    const was = new Set(known.snapshot.candidates);
    const seen = new Set(known.snapshot.live);
    toRead = new Set();
    for (const id of live) {
      // Fail closed (the 2026-12-05 attack): a record the snapshot never saw live, or one stored
      // as a candidate it did not count, is read whatever its frame says.
      if (changed.has(id) || !seen.has(id) || (storedCandidates.has(id) && !was.has(id))) toRead.add(id);
      else if (was.has(id)) candidates++;
    }
  }
  if (source.readEach && toRead.size > FEW_TO_LOOK_UP) {
    // In one pass where the store can (issue #21: a lookup per record cost more than the scan),
    // each checked as `load` checks it; an id never visited is gone.
    source.readEach(toRead, (r) => {
      if (toRead.has(r.id) && r.status === 'candidate') candidates++;
    });
  } else for (const id of toRead) if (load(id)?.status === 'candidate') candidates++;
  return { read, candidates };
}

/**
 * Up to this many records are read by a lookup each rather than by the store's one pass over
 * every record (the SQLite view's pass reads every row: ≈ 20 ms at 10k, more than a few hundred
 * lookups), as after a person's snapshot only the records changed since are read.
 */
const FEW_TO_LOOK_UP = 256;

/**
 * A person-signed count of candidates ({@link ReviewSnapshot}, `@cairn/person`) as a digest read
 * may use it: the snapshot, its signature already checked, and the stamp of the trust inputs
 * this read checks records with.
 */
interface KnownCount {
  snapshot: ReviewSnapshot;
  stamp: string;
}

/**
 * The records changed since `known` was taken, or undefined when it does not fit this read: a
 * stamp, log or project other than the read's, a sequence the store cannot catch up from (the
 * view moved past it) or ahead of the log. Then every live record is read.
 */
function snapshotChanges(source: DigestSource, known: KnownCount | undefined): ReadonlySet<string> | undefined {
  const at = source.position;
  if (known === undefined || at === undefined) return undefined;
  const snap = known.snapshot;
  if (snap.stamp !== known.stamp || snap.log !== at.log || snap.seq > at.settled) return undefined;
  return at.changedSince(snap.seq);
}

/**
 * Every live record read as `source` hands it out (checked), and the ids read as candidates,
 * with where the log stood: the snapshot a person's act signs (issue #21). Undefined when the
 * store cannot say where its log stands.
 */
function takeSnapshot(source: DigestSource, project: string, stamp: string): ReviewSnapshot | undefined {
  const at = source.position;
  if (at === undefined) return undefined;
  const live = new Set<string>();
  for (const e of source.entries) if (e.facts.status === 'active' || e.facts.status === 'candidate') live.add(e.id);
  const candidates: string[] = [];
  const visit = (r: MemoryRecord | undefined) => {
    if (r !== undefined && live.has(r.id) && r.status === 'candidate') candidates.push(r.id);
  };
  if (source.readEach) source.readEach(live, visit);
  else for (const id of live) visit(source.load(id));
  // Named by the view's frame, not the log's last: the frames after it were read from the log's
  // bytes, and a later reader reads their records again (an agent may edit them, issue #21).
  return { project, log: at.log, seq: at.settled, stamp, candidates, live: [...live] };
}

/** Acts on the whole project whose question names its folder. */
const PROJECT_WIDE_ACTS: ReadonlySet<PersonAct> = new Set(['pause', 'resume', 'repair', 'migrate', 'relink']);

function question(act: PersonAct, n: number, records: readonly MemoryRecord[] = [], projectPath?: string): string {
  switch (act) {
    case 'confirm':
      return n === 1
        ? 'Confirm this memory? It becomes active and may reach the digest your agent is given.'
        : `Confirm these ${n} memories? They become active and may reach the digest your agent is given.`;
    case 'pin':
      return 'Pin this memory? A pinned memory is confirmed, never decays, is never pruned and is given to your agent first.';
    case 'unpin':
      return 'Unpin this memory? It will decay and can be pruned again.';
    case 'forget': {
      // Forget is not reject (core's `forget`, issue #17): it keeps nothing of the text, so an
      // import of the same lines brings the memory back. Said before the person signs (issue
      // #14, the newcomer walk: a forgotten imported memory came back as "1 new", unannounced).
      const only = records.length === 1 ? records[0] : undefined;
      const file = importedFrom(only);
      const back =
        file !== undefined && only !== undefined
          ? ` It was imported from ${file}: a later \`cairn import\` of that file brings it back as a new candidate. To keep it out, decline and run \`cairn reject ${only.id}\` (forgets it, and imports skip those lines).`
          : '';
      return `Forget this memory? Its text is removed from every file Cairn keeps; the audit log keeps only metadata. This cannot be undone.${back}`;
    }
    case 'reject':
      // A memory no import read from a file (a memorize citing src/queue.ts:2) leaves no lines'
      // digest: nothing for an import to skip, and so none in a backup's rejections (walk h55 note).
      return records.some((r) => rejectedContentOf(r).length > 0)
        ? 'Reject this memory? It is forgotten (its text removed from every file Cairn keeps), and an import of the same file lines skips them from then on.'
        : 'Reject this memory? It is forgotten (its text removed from every file Cairn keeps). No import read it from a file, so there are no file lines for an import to skip, and a backup (`cairn export --all`) carries no rejection of it.';
    case 'supersede':
      return 'Replace the first memory with the second? The second is active from then on (superseding is your confirm of it) and may reach the digest your agent is given.';
    case 'entrench':
      return 'Pin this memory (kept and loaded in every session until you unpin it)?';
    case 'prune':
      return n === 1 ? 'Remove this memory?' : `Remove these ${count(n, 'memory', 'memories')}?`;
    case 'wipe':
      return n === 1 ? 'Delete the one memory of this project?' : `Delete all ${count(n, 'memory', 'memories')} of this project?`;
    default:
      // An act on the whole project names its folder (walk 10 item 12: "Pause a project's memory for agents?").
      return `${PERSON_ACTS[act].summary.replace(/^./, (c) => c.toUpperCase())}${PROJECT_WIDE_ACTS.has(act) && projectPath !== undefined ? ` (${foldLine(projectPath)})` : ''}?`;
  }
}

/**
 * Opens the project session (DESIGN.md §9) for one adapter: resolves and checks the home, the
 * project (a git worktree resolves to its main checkout) and the store URL; the store itself is
 * opened on first use. Every method maps failures to `CoreError` (`toCoreError`, once).
 *
 * @throws CoreError `UNSAFE_HOME`, `INVALID_INPUT` (the project folder does not exist, a store URL no provider serves)
 */
/** The data of a refusal that is the person declining at the prompt (the CLI exits `declined`, 1, as for every declined act). */
const DECLINED = { declined: true } as const;

/**
 * What a read refused by the pause adds for the person (issue #14, walk-2 item 7): the pause
 * holds for agents, and a read counts as the person's only when made on their own terminal, so
 * the CLI says how (the same rule as a person's act: stdin and stderr on the terminal); the
 * other surfaces name the commands a person runs there.
 */
function pausedReadHint(surface: Channel): string {
  return surface === 'cli'
    ? ' Your own read still works: type the command yourself in your terminal, with its input and error output on that terminal (its output may go to a pipe, as in `cairn list | less`; not `2>file`, `< file`, an agent or a script).'
    : ' A person still reads this memory on their own terminal (`cairn list`, `cairn recall <words>`).';
}

export async function openProject(options: OpenProjectOptions): Promise<ProjectSession> {
  const location = await resolveLocation(options).catch((error: unknown) => {
    throw toCoreError(error);
  });
  const registry = options.stores ?? createStoreRegistry();
  const provider = registry.providerFor(location.storeUrl);
  const target: StoreTarget = { url: location.storeUrl, home: location.home, projectPath: location.project.path };
  const clock = options.clock ?? (() => new Date());
  const makeId = options.newId ?? defaultNewId;
  const warn = options.onWarning ?? (() => undefined);
  const proof = options.personProof;
  const surface = options.channel;
  const nonces = new Set<string>();
  const clientName = (): string | undefined => (typeof options.client === 'function' ? options.client() : options.client);
  if (location.project.notice !== undefined) warn(location.project.notice);
  const reinforcements = createReinforcementQueue(options.longLived === true ? REINFORCE_BATCH_MS : undefined, warn);

  const notInitialised = (error: unknown): CoreError => {
    const gone = goneFolders(error);
    const where = location.storeSource === 'home' ? `the Cairn home ${location.home}` : `the store ${location.storeUrl}`;
    const worktree = location.project.worktree !== undefined ? ` (the main checkout of the worktree ${location.project.worktree})` : '';
    return new CoreError(
      ErrorCode.NOT_INITIALISED,
      `Memory is not enabled for ${location.project.path}${worktree} in ${where}. Memory is opt-in: a person runs \`cairn init\` in the project${location.storeSource === 'home' ? ` with this home (CAIRN_HOME=${location.home}, or --home)` : ''}.${goneFoldersHint(gone)}`,
      { home: location.home, projectPath: location.project.path, ...(gone.length > 0 ? { gone } : {}) },
    );
  };

  /** The stored folders that no longer exist, as a failed open of this project names them (none otherwise). */
  const goneFolders = (error: unknown): string[] => {
    const data = error instanceof CoreError ? (error.data as Record<string, unknown> | undefined) : undefined;
    if (data === undefined) return [];
    if (error instanceof CoreError && error.code === ErrorCode.PROJECT_MOVED && typeof data.stored === 'string' && data.stored !== location.project.path)
      return [data.stored];
    return Array.isArray(data.gone) ? data.gone.filter((g): g is string => typeof g === 'string') : [];
  };

  let closed = false;
  // Memories bound to code (issue #23): the working tree this process runs in (a linked
  // worktree's own folder), read lazily and cached for the session's life.
  let binderMade: Binder | undefined;
  const bindingKeyed = bindingHasher(location.home);
  const binder = (): Binder => {
    // The fingerprint index of this checkout is kept in the home (issues #23, #22), whichever
    // store keeps the memories: it describes files on this machine.
    binderMade ??= createBinder(location.project.worktree ?? location.project.path, clock, {
      index: openTreeIndexStore({ home: location.home, projectKey: projectKey(location.project.path) }),
      onWarning: warn,
      // Lines holding a credential are bound by the home's keyed hash (attack h57 H4).
      keyed: bindingKeyed,
    });
    return binderMade;
  };
  // The working tree's attestation index (issue #22): kept beside the fingerprint index in the
  // home, made with the home's observation key; opened on the first agent write.
  let printsMade: TreePrintIndex | undefined;
  let printsSeen: { prints: PrintRefresh; at: number } | undefined;
  let planPrints: PrintRefresh | undefined;
  const checkoutRoot = async (): Promise<string> => {
    const checkout = location.project.worktree ?? location.project.path;
    try {
      return realpathSync(checkout);
    } catch {
      // A folder that cannot be resolved is indexed as named.
      return checkout;
    }
  };
  /**
   * The observation of working-tree file `id` (`tree:<path>`) when the index holds it indexed in
   * part (core's `partialPrint`), as core's `treeObservations` makes it for a write: its bar and
   * its blob, which a lift names. Undefined when no such file is indexed in part.
   */
  const treeBarObservation = async (id: string): Promise<{ observations: Observation[]; hash: KeyedHash } | undefined> => {
    const prints = (await printIndex()).refresh();
    const partial = partialPrint(prints.hash);
    const file = prints.lookup(new Set([partial])).files.find((f) => `tree:${f.path}` === id);
    if (file === undefined) return undefined;
    return { observations: treeObservations([file], new Set(), clock(), { partial }), hash: prints.hash };
  };
  const printIndex = async (): Promise<TreePrintIndex> => {
    if (printsMade !== undefined) return printsMade;
    const root = await checkoutRoot();
    const file = treeIndexPath(location.home, projectKey(location.project.path), root).replace(/\.json$/u, '.prints.json');
    printsMade = createTreePrintIndex(root, await observationHasher(location.home), { file, onWarning: warn, baseline: () => trustedCommit });
    return printsMade;
  };
  /**
   * Brings the working tree's fingerprint index up to date (after a write, before `cairn stale`
   * and `cairn reverify`; never on a recall). Never fails the caller: a tree that cannot be read
   * is said in one warning.
   */
  let indexDirty = false;
  let indexRefreshedAt = Number.NEGATIVE_INFINITY;
  const refreshIndex = (): void => {
    indexDirty = false;
    indexRefreshedAt = performance.now();
    try {
      binder().refreshIndex();
    } catch (error) {
      warn(`the working tree's fingerprint index was not refreshed: ${toCoreError(error).message}`);
    }
  };
  /**
   * After a write: the index is refreshed at once unless it was within the last
   * {@link INDEX_REFRESH_MS} (a batch, a busy MCP server), else when the session closes.
   */
  const afterWrite = (): void => {
    indexDirty = true;
    if (performance.now() - indexRefreshedAt >= INDEX_REFRESH_MS) refreshIndex();
  };
  /** A binding check that never fails a read: an unreadable working tree marks nothing. */
  const stateOf = (record: Pick<MemoryRecord, 'bindings'>): BindingState | undefined => {
    if (record.bindings === undefined || record.bindings.length === 0) return undefined;
    try {
      return binder().state(record);
    } catch (error) {
      warn(`bindings not checked: ${toCoreError(error).message}`);
      return undefined;
    }
  };
  /** `record` with `stale` set when a file it is bound to changed (a copy; an unchanged record as is). */
  /**
   * `--source` means the same as confirm's (issue #14): relative to the project, a file matching
   * all its line ranges. A source no memory came from is said, not an empty list: callers check
   * `mustHaveSource` when nothing matched.
   */
  const sourceFilter = (filter: ListFilter | undefined): ListFilter =>
    filter?.source === undefined ? { ...filter } : { ...filter, source: sourceRefOf(filter.source, location.project.path, options.cwd) };
  // A superseded or forgotten memory is never marked stale: nothing to re-verify (core's inForceForReview).
  const checked = (record: MemoryRecord): CheckedRecord => {
    // On a team store, the acts a trusted teammate signed are named (the team key roster).
    const signedBy = teammateActs(record);
    return signedBy === undefined ? checkedBindings(record) : { ...checkedBindings(record), signedBy };
  };
  const checkedBindings = (record: MemoryRecord): CheckedRecord => {
    if (!inForceForReview(record)) return record;
    const state = stateOf(record);
    if (state === undefined || (state.stale.length === 0 && state.rebound.length === 0)) return record;
    return {
      ...record,
      ...(state.stale.length > 0 ? { stale: cleanChanges(state.stale) } : {}),
      ...(state.rebound.length > 0 ? { rebound: state.rebound } : {}),
    };
  };
  /**
   * An edited range's lines where they are now: carried across the edit by a line diff from the
   * file as git kept it when bound ({@link followRange}); the same line numbers when git has no
   * copy (the review then shows what those lines read now) or when every line was deleted.
   * `follow` is {@link followRange}, loaded by `reverify` (it and jsdiff are loaded only there:
   * issue #20, start-up of the commands that never diff).
   */
  const followedLines = (b: Binding, follow: typeof followRange): [number, number] | undefined => {
    if (b.lines === undefined) return undefined;
    const tree = binder().tree;
    const then = tree.blobText(b.blob);
    const now = then === undefined ? undefined : tree.read(b.path);
    const text = now !== undefined && 'facts' in now ? now.facts.text : undefined;
    return (then !== undefined && text !== undefined ? follow(then, text, b.lines) : undefined) ?? b.lines;
  };
  /**
   * A record's bindings made again from the files as they are now (`cairn reverify`): a moved
   * file's binding follows it, a range whose lines moved is bound where they are, a deleted
   * file's binding (or one that can no longer be bound) is dropped, with why. `follow`: see
   * {@link followedLines}.
   */
  const rebindNow = (
    record: MemoryRecord,
    follow: typeof followRange,
  ): { bindings: Binding[]; dropped: string[]; pairs: Array<{ before: Binding; after?: Binding }> } => {
    const state = stateOf(record);
    const same = (a?: readonly [number, number], b?: readonly [number, number]): boolean => a?.[0] === b?.[0] && a?.[1] === b?.[1];
    const bindings: Binding[] = [];
    const dropped: string[] = [];
    const pairs: Array<{ before: Binding; after?: Binding }> = [];
    for (const b of (record.bindings ?? []) as Binding[]) {
      const change = state?.stale.find((c) => c.path === b.path && same(c.lines, b.lines));
      const rebound = state?.rebound.find((r) => r.path === b.path && same(r.from, b.lines));
      const gone = change?.change === 'deleted' || change?.change === 'missing';
      const path = change?.change === 'moved' ? change.movedTo : gone ? undefined : b.path;
      if (path === undefined) {
        dropped.push(`${bindingRef(b)} (${change?.change === 'missing' ? 'missing' : 'deleted'})`);
        pairs.push({ before: b });
        continue;
      }
      const outcome = binder().bind(path, rebound ? rebound.lines : change?.change === 'edited' ? followedLines(b, follow) : b.lines);
      if ('binding' in outcome) {
        bindings.push(outcome.binding);
        pairs.push({ before: b, after: outcome.binding });
      } else {
        dropped.push(`${bindingRef(b)} (${outcome.refused})`);
        pairs.push({ before: b });
      }
    }
    return { bindings, dropped, pairs };
  };
  /**
   * Receipts with their bindings checked (issue #23): each bound hit's record read and judged;
   * when one is stale its score is lowered (the policy table's stale weight) and, if the
   * recall was full, it is run again for twice the places so a fresh memory can move up.
   */
  const checkHits = async (
    s: MemoryStore,
    query: RecallQuery,
    hits: Receipt[],
    at: Date,
    judgeRecord: (record: MemoryRecord) => BindingState | undefined = stateOf,
  ): Promise<Receipt[]> => {
    const limit = query.limit ?? 10;
    const judge = async (list: readonly Receipt[]): Promise<Map<string, BindingState>> => {
      const states = new Map<string, BindingState>();
      for (const h of list) {
        if (h.bound === undefined) continue;
        const record = await s.get(h.id);
        const state = record ? judgeRecord(record) : undefined;
        if (state) states.set(h.id, state);
      }
      return states;
    };
    const states = await judge(hits);
    if (states.size === 0) return hits;
    const anyStale = [...states.values()].some((st) => st.stale.length > 0);
    if (!anyStale || hits.length < limit || limit >= 100) return weighStale(hits, states, limit, at);
    const wider = await recall(s, { ...query, limit: Math.min(100, limit * 2) }, { now: at, reinforce: false });
    return weighStale(wider.hits, await judge(wider.hits), limit, at);
  };
  // The keys a rejection recorded in this project's audit may name (issue #14, second walk: a
  // relink lost the rejections): its own and, with the person's keyring, those its signed relinks
  // lead back to. A rejection only makes an import skip lines, so no trust is raised.
  const acceptedKeys = (project: ProjectStore['project']): Iterable<string> =>
    options.keyring !== undefined ? projectKeys(project, options.keyring) : [project.key];
  /**
   * One lazily opened store at `at` (the session's target, or the person's own role for their
   * acts on a linked team store): opened on first use, each record read as the person's keyring
   * reads it; a failed open is retried on the next call (the person may run `cairn init`
   * meanwhile).
   */
  /** What the home's observations said of protected sessions when the store was last opened (`protectedChecks`). */
  let readChecks: Awaited<ReturnType<typeof protectedChecks>> & { trust?: ProjectTrust } = {};
  /**
   * The person's declaration that this checkout's tracked files are trusted (`cairn trust --repo`,
   * issue #22), read from the home and checked with the person's keyring each time it is asked
   * (a revoke counts at the next write). No keyring, an unreadable file: no trust.
   */
  /**
   * The root commits recorded for the project (attack-h49 N3), which `trust --repo` names: a
   * declaration signed before a rebind (or before any identity was recorded) binds nothing after.
   * None recorded, or unreadable: none (an open with an unreadable record is refused anyway).
   */
  const recordedRoots = async (key: string): Promise<string[]> => {
    const recorded = await readProjectIdentity(location.home, key).catch(() => undefined);
    return recorded !== undefined && recorded !== 'unreadable' ? recorded.roots : [];
  };
  /**
   * The commit whose content `tracked` means for the working tree's index (A7): the one the
   * person's declaration names while it holds (set by each {@link repoTrustState}), else HEAD.
   */
  let trustedCommit: string | undefined;
  const repoTrustState = async (s: Pick<MemoryStore, 'project'>): Promise<RepoTrustState> => {
    const state = await checkedRepoTrust(s);
    trustedCommit = state.trusted ? state.commit : undefined;
    return state;
  };
  const checkedRepoTrust = async (s: Pick<MemoryStore, 'project'>): Promise<RepoTrustState> => {
    const project = { key: s.project.key, path: location.project.path, roots: await recordedRoots(s.project.key) };
    const raw = await readRepoTrust(location.home, project.key).catch((e: unknown) => `unreadable: ${toCoreError(e).message}`);
    if (raw === undefined) return { trusted: false };
    if (options.keyring === undefined) return { trusted: false, problem: 'no person key is known to this session' };
    const state = checkRepoTrust(raw, project, options.keyring);
    if (!state.trusted) return state;
    // The commit the person signed must still be this checkout's history (A7): gone or left behind, no trust.
    const problem = trustedCommitProblem(await checkoutRoot(), state.commit);
    return problem === undefined ? state : { trusted: false, problem };
  };
  /**
   * The person's lifts of observations' bars for this project (h50-attest, issue #22), read from
   * the home and each checked with the person's keyring (core's `checkBarLift`); a refused one
   * is named in a warning and lifts nothing. No keyring, an unreadable file: none.
   */
  const personLifts = async (s: Pick<MemoryStore, 'project'>): Promise<BarLift[]> => {
    if (options.keyring === undefined) return [];
    const raws = await readBarLifts(location.home, s.project.key).catch((e: unknown) => {
      warn(`the person's lifts of truncated outputs could not be read, so none counts: ${toCoreError(e).message}`);
      return [] as unknown[];
    });
    if (raws.length === 0) return [];
    const { lifts, refused } = checkBarLifts(raws, { key: s.project.key }, options.keyring);
    for (const why of new Set(refused)) warn(`a stored lift of a truncated output is not counted: ${why}`);
    return lifts;
  };
  const trustOf = async (s: Pick<MemoryStore, 'project'>): Promise<ProjectTrust> => ({ repo: (await repoTrustState(s)).trusted });
  /**
   * What a count of candidates depends on besides the records and the person's keys: the
   * protected sessions' checks and the repo trust the store was opened with. Undefined where a
   * count is not kept: no keyring, a team's keys, observations that could not be read.
   */
  const countStamp = (): string | undefined =>
    options.keyring === undefined || teamRing !== undefined || readChecks.stamp === undefined
      ? undefined
      : `${readChecks.stamp}:repo=${readChecks.trust?.repo === true}`;
  /** The person's signed snapshot of this project's candidates (issue #21), when it verifies; whether it fits the read is checked there. */
  const knownCount = (s: Pick<MemoryStore, 'project'>): KnownCount | undefined => {
    const stamp = countStamp();
    const ring = options.keyring;
    if (stamp === undefined || ring === undefined) return undefined;
    const snapshot = readReviewSnapshot(location.home, s.project.key, (k, statement, sig, at) => ring.verify(k, statement, sig, at));
    return snapshot === undefined ? undefined : { snapshot, stamp };
  };
  /**
   * The keyring a store's records are read with: the person's own; on a team store, with each
   * teammate the person trusted (`cairn team trust`, the signed roster in the home) added — their
   * published chain followed only from the root the person trusted, else the chain as it was
   * trusted (DESIGN.md §12, "teammates' acts"). A roster in doubt adds nobody, and says why.
   * Only reads use it: a person's act signed in this session verifies with the person's own keys.
   */
  /** The composite keyring the store was last opened with, when it holds a trusted teammate (for `get`'s `signedBy`). */
  let teamRing: TeamKeyring | undefined;
  /**
   * Which trusted teammates signed a record's acts (the team key roster): each act whose
   * signature verifies with a teammate's trusted key. Undefined when none did (every act is the
   * person's own, or no teammate is trusted).
   */
  const teammateActs = (record: MemoryRecord, ring: TeamKeyring | undefined = teamRing): CheckedRecord['signedBy'] => {
    if (ring === undefined) return undefined;
    const out: NonNullable<CheckedRecord['signedBy']> = [];
    for (const raw of record.acts ?? []) {
      const parsed = SignedActSchema.safeParse(raw);
      if (!parsed.success) continue;
      const act = parsed.data as SignedAct;
      const teammate = ring.teammateOf(act.key);
      if (teammate === undefined) continue;
      let statement: string;
      try {
        statement = actStatement(statementOf(act));
      } catch {
        continue;
      }
      if (ring.verify(act.key, statement, act.sig, act.at))
        out.push({ act: act.act, person: teammate.person, fingerprint: teammate.fingerprint, key: act.key, at: act.at });
    }
    return out.length > 0 ? out : undefined;
  };
  /** Recall receipts with the acts a trusted teammate signed ({@link teammateActs}); as they are when no teammate is trusted. */
  const signedHits = async <T extends { id: string }>(
    s: MemoryStore,
    hits: T[],
    ring: TeamKeyring | undefined = teamRing,
  ): Promise<Array<T & { signedBy?: TeammateAct[] }>> => {
    if (ring === undefined) return hits;
    const out: Array<T & { signedBy?: TeammateAct[] }> = [];
    for (const h of hits) {
      const record = await s.get(h.id);
      const signedBy = record === undefined ? undefined : teammateActs(record, ring);
      out.push(signedBy === undefined ? h : { ...h, signedBy });
    }
    return out;
  };
  /** The team keyring (with trusted teammates) a keyring is, or undefined for a person's own. */
  const asTeamRing = (ring: PersonKeyring | undefined): TeamKeyring | undefined =>
    (ring as Partial<TeamKeyring> | undefined)?.teammateOf !== undefined ? (ring as TeamKeyring) : undefined;
  const readKeyring = async (own: PersonKeyring, at: StoreTarget): Promise<PersonKeyring> => {
    const team = (provider as Partial<PgStoreProvider>).team;
    if (team === undefined) return own;
    // The higher of the home's roster mark and the team store's signed one (migration 3): a roster
    // rolled back together with the home's mark is still refused. Marks the store cannot give back:
    // no teammate counts (the 2026-12-05 attack: the home's mark alone let a roster rolled back with
    // it count; what an agent could cause may only lower trust).
    // No roster file: nobody is trusted, whatever the marks say (and no connection is spent on them).
    if ((await rosterStamp()) === 'absent') return own;
    const loaded = await loadKeyring(location.home).catch(() => undefined);
    const root = ownChainRoot(loaded?.identity);
    let unreadable = false;
    const marks =
      root === undefined
        ? undefined
        : await team.rosterMarks(at, root).catch((error: unknown) => {
            warn(
              `Your roster's marks in the team store could not be read (${toCoreError(error).message}); no teammate's signature counts until they can be (run \`cairn doctor\`).`,
            );
            unreadable = true;
            return undefined;
          });
    if (unreadable) return own;
    const roster = await readRoster(location.home, own, marks);
    if (roster.problem !== undefined) warn(roster.problem);
    if (roster.entries.length === 0) return own;
    const published = await team
      .chains(
        at,
        roster.entries.map((e) => e.person),
      )
      .catch((error: unknown) => {
        warn(`Your teammates' published key chains could not be read (${toCoreError(error).message}); the chains you trusted are used.`);
        return new Map<string, unknown>();
      });
    return teamKeyring(
      own,
      roster.entries.map((e) => {
        const followed = followChain(e, published.get(e.person));
        if (followed.problem !== undefined) warn(followed.problem);
        return { person: e.person, chain: followed.chain };
      }),
    );
  };
  /**
   * The roster file's identity: device, inode, size, and modification and change times in ns
   * (`absent` when there is none, `unreadable` when it cannot be stat'ed). Any write to the file
   * changes its change time, which no process of the user can set back, so a `team trust` or
   * `untrust` is always seen; a stamp an agent changes only makes the roster be read — and its
   * signature judged — again.
   */
  const rosterStamp = (): Promise<string> =>
    stat(rosterPath(location.home), { bigint: true }).then(
      (st) => `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`,
      (error: unknown) => ((error as { code?: string }).code === 'ENOENT' ? 'absent' : 'unreadable'),
    );
  /**
   * The team store's side of the stamp: its `keysVersion` (the highest row of the published key
   * chains and of the person's roster marks: one query on the store's pool), so a teammate's key
   * change or a roster mark written elsewhere is seen on the next call. `unreadable` when the
   * query fails (the call itself then says why), so the next call that reads it builds again.
   */
  const storeKeysStamp = (opened: unknown): Promise<string> => {
    const version = (opened as { keysVersion?: () => Promise<string> } | undefined)?.keysVersion;
    return typeof version === 'function' ? version.call(opened).catch(() => 'unreadable') : Promise.resolve('-');
  };
  /**
   * The keyring a team store's reads use, kept current for a long-lived session (the MCP server,
   * the editor): `ring` always asks the keyring built last; `refresh` (before each use of the
   * store) builds it again ({@link readKeyring}) when {@link rosterStamp} or the store's
   * {@link storeKeysStamp} changed since — one stat and one small query a call. What is read is
   * judged as at open: a roster not signed by the person counts for nothing, and a published
   * chain is followed only from the root the person trusted, so a refresh can only make
   * signatures be checked again — it lowers trust, never raises it past what the person signed.
   */
  const liveTeamRing = (own: PersonKeyring, at: StoreTarget): { ring: PersonKeyring; refresh(opened?: unknown): Promise<void> } => {
    let current: PersonKeyring = own;
    let seen: string | undefined;
    return {
      ring: delegatingKeyring(() => current),
      async refresh(opened?: unknown) {
        const [file, keys] = await Promise.all([rosterStamp(), storeKeysStamp(opened)]);
        const now = `${file}|${keys}`;
        if (now === seen) return;
        const next = await readKeyring(own, at);
        // The stamp taken before the read: a write during it is read again on the next call.
        seen = now;
        current = next;
        teamRing = (next as Partial<TeamKeyring>).signerOf !== undefined ? (next as TeamKeyring) : undefined;
      },
    };
  };
  /** The git root commits of the project folder (attack-h49 N3), read once per session. */
  let rootsHere: string[] | undefined;
  const currentRoots = (): string[] => {
    rootsHere ??= folderRoots(location.project.path);
    return rootsHere;
  };
  /** Set by a person's `wipe` of a memory made for another repository: that one open may go ahead. */
  let mismatchAccepted = false;
  const recordIdentity = (key: string, roots: string[], signature?: PersonSignature): Promise<void> =>
    writeProjectIdentity(location.home, {
      format: 'cairn-project-identity',
      key,
      path: location.project.path,
      roots,
      at: clock().toISOString(),
      ...(signature?.acts[0] !== undefined ? { act: signature.acts[0] } : {}),
    });
  /**
   * The project's identity beyond its path (attack-h49 N3): the git root commits a person's
   * command recorded must be the folder's now. A mismatch (another repository cloned at this
   * path, or a history rewritten) opens nothing — for a hook, the MCP server or an agent's CLI
   * call alike — until a person runs `cairn init` here (it asks, and the person signs). No
   * recorded identity (a store made before identities were recorded, or a folder that had no
   * commit at `cairn init`): a person's command records it, without failing; an agent's open
   * goes ahead as before (docs/threat-model.md says what that leaves open).
   */
  const checkIdentity = async (key: string): Promise<void> => {
    const recorded = await readProjectIdentity(location.home, key);
    // The common case in one cheap call: a recorded root is a commit here (no history walk). A
    // long-lived session asks before every request, through a cache of positive answers kept
    // while the repository's files are unchanged (folderRoots.ts: a mismatch is never cached).
    const holds = options.longLived === true ? holdsAnyCommitCached : holdsAnyCommit;
    if (recorded !== 'unreadable' && recorded !== undefined && holds(location.project.path, recorded.roots)) return;
    const here = currentRoots();
    if (recorded !== 'unreadable' && (recorded === undefined || recorded.roots.length === 0)) {
      // A folder git refuses reads as no commit: said, so the person knows why nothing is recorded (walk 51).
      const refused = here.length === 0 ? gitOwnershipWords(location.project.path) : undefined;
      if (refused !== undefined) warn(`${refused.detail}; ${refused.fix}.`);
      if (proof.present() && (recorded === undefined || here.length > 0)) {
        await recordIdentity(key, here).then(
          () => {
            if (here.length > 0)
              warn(
                `Recorded the repository this memory belongs to (${rootsInWords(here)}): another repository cloned at ${location.project.path} will not get it.`,
              );
          },
          (error: unknown) => warn(`Could not record the repository this memory belongs to: ${toCoreError(error).message}`),
        );
      }
      return;
    }
    if (recorded !== 'unreadable' && sameRoots(recorded.roots, here)) return;
    // git refusing the folder (another user's: safe.directory) reads as no commit: said as git's
    // refusal with git's fix, never as "another repository" (walk 51).
    const refused = here.length === 0 ? gitOwnershipWords(location.project.path) : undefined;
    if (refused !== undefined)
      throw new CoreError(
        ErrorCode.PROJECT_MISMATCH,
        `The memory for ${location.project.path} cannot be opened: ${refused.detail}. Nothing was read or written. ${refused.fix[0]?.toUpperCase()}${refused.fix.slice(1)}, then run the command again.`,
        { projectPath: location.project.path, gitRefused: true },
      );
    if (mismatchAccepted) return;
    const was = recorded === 'unreadable' ? 'an unreadable record of its repository' : rootsInWords(recorded.roots);
    throw new CoreError(
      ErrorCode.PROJECT_MISMATCH,
      `The memory for ${location.project.path} was made for another repository: it was recorded with ${was}, and the folder now holds ${rootsInWords(here)} (a different repository cloned at this path, or its history rewritten). Nothing was read or written. A person runs \`cairn init\` in ${location.project.path}: it shows both and asks whether this memory belongs to the repository now here.`,
      { projectPath: location.project.path, recorded: recorded === 'unreadable' ? null : recorded.roots, here },
    );
  };
  /**
   * Who does not record the project's identity, for doctor's line (walk h52 item 3: it said "your
   * next command here records" it, while only a command whose person proof is present — a person
   * in a terminal, {@link checkIdentity} — does; doctor itself records nothing).
   */
  const NOT_RECORDED_BY = " (an agent's, a hook's or doctor's does not)";
  /**
   * `cairn doctor`'s check of the project's identity (attack-h49 N3), which records nothing: a
   * mismatch fails with `cairn init` as the fix; no recorded identity is said, not failed.
   */
  const identityCheck = async (key: string): Promise<StoreCheck> => {
    const name = 'repository';
    try {
      const recorded = await readProjectIdentity(location.home, key);
      const here = currentRoots();
      const refused = here.length === 0 ? gitOwnershipWords(location.project.path) : undefined;
      if (refused !== undefined) return { name, ok: false, detail: refused.detail, fix: refused.fix };
      if (recorded === undefined)
        return {
          name,
          ok: true,
          detail: `not recorded yet (memory made before repositories were recorded): the next cairn command a person runs in a terminal here records ${rootsInWords(here)}${NOT_RECORDED_BY}`,
        };
      if (recorded !== 'unreadable' && recorded.roots.length === 0)
        return {
          name,
          ok: true,
          detail:
            here.length === 0
              ? runGit(location.project.path, ['rev-parse', '--git-dir'], { timeoutMs: 5_000 }) === undefined
                ? // Walk h53: outside git the line said "no git commit yet", as if a commit were due.
                  `not a git repository: the memory is bound to this folder's path alone; should it become one, the first cairn command a person runs in a terminal here after its first commit records it${NOT_RECORDED_BY}`
                : `no git commit yet: the first cairn command a person runs in a terminal here after it records it${NOT_RECORDED_BY}`
              : `no git commit when recorded: the next cairn command a person runs in a terminal here records ${rootsInWords(here)}${NOT_RECORDED_BY}`,
        };
      if (recorded !== 'unreadable' && sameRoots(recorded.roots, here))
        return { name, ok: true, detail: `the memory is this repository's (${rootsInWords(here)})` };
      await checkIdentity(key);
      return { name, ok: true, detail: 'checked' };
    } catch (error) {
      return {
        name,
        ok: false,
        detail: toCoreError(error).message,
        fix: `cairn init (in ${location.project.path}: it asks whether the memory is the repository's now here)`,
      };
    }
  };
  /**
   * Carries observations an old relink stranded under the previous folder's key
   * ({@link strandedObservations}); says what moved. A failure is said, never fatal: the
   * observations stay where they are, and the next open tries again.
   */
  const carryRelinked = async (opened: ProjectStore, ring: PersonKeyring): Promise<void> => {
    try {
      const stranded = await strandedObservations(location.home, opened.project, ring, location.project.path);
      if (stranded.length > 0) for (const note of await carryStranded(location.home, stranded, location.project.path)) warn(note);
    } catch (error) {
      warn(`Could not carry the observations a relink left under the old folder's key: ${toCoreError(error).message}`);
    }
  };
  /**
   * `cairn doctor`'s line about temp files a killed `export --out` or `digest --out` left (each
   * holds memory text, 0600, beside its target; h49-attack N8), found through the home's notes of
   * writes in progress: none, no line.
   */
  const outTempsCheck = async (): Promise<StoreCheck[]> => {
    const left = await leftOutTemps(location.home).catch(() => [] as string[]);
    if (left.length === 0) return [];
    return [
      {
        name: 'export temp files',
        ok: false,
        detail: `${left.length === 1 ? 'a temp file' : `${left.length} temp files`} left by an export or digest --out that was stopped before it finished, holding memory text: ${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''}`,
        fix: 'run any `cairn export` (it removes them), or delete them',
      },
    ];
  };
  const lazyStore = (at: StoreTarget, keep?: (opened: ProjectStore) => void) => {
    let pending: Promise<ProjectStore> | undefined;
    /** The store as opened (before the signed-reads wrapper): the live keyring asks it for its keys version. */
    let raw: ProjectStore | undefined;
    const live = options.keyring !== undefined && (provider as Partial<PgStoreProvider>).team !== undefined ? liveTeamRing(options.keyring, at) : undefined;
    return {
      get: (): Promise<ProjectStore> => {
        let fresh = false;
        if (closed) return Promise.reject(new CoreError(ErrorCode.INTERNAL, 'This project session is closed; open it again.'));
        if (!pending) {
          const attempt = provider
            .open(at, {
              ...(options.longLived === true ? { longLived: true } : {}),
              ...(options.portable === true ? { portable: true } : {}),
              ...(options.migrate === false ? { migrate: false } : {}),
              onWarning: warn,
            })
            .catch((error: unknown) => {
              const e = toCoreError(error);
              // The default store's refusal names neither the home nor `cairn init`'s home; another
              // store (a team store's link) says what it needs itself.
              throw e.code === ErrorCode.NOT_INITIALISED && location.storeSource === 'home' ? notInitialised(e) : e;
            })
            // Every reader checks (issue #16): with the person's keyring, each record is handed out as
            // `readSigned` reads it — an unsigned, badly signed or replayed user origin, confirm or pin
            // is the agent's, whoever wrote it into the store (a line appended to the log by hand).
            .then(async (opened) => {
              try {
                await checkIdentity(opened.project.key);
              } catch (error) {
                await opened.close().catch(() => undefined);
                throw error;
              }
              keep?.(opened);
              if (options.keyring === undefined) return opened;
              // Observations a relink made before relinks carried them left under the old folder's
              // key (closing note 2026-12-06, "Walk / data"): carried now, once, as a relink does.
              await carryRelinked(opened, options.keyring);
              // A stale memory an agent's sighting rebound is honoured only when a protected
              // session was seen reading the file as it is bound now (issue #23), and an agent's
              // memory promoted by sightings only when they came from protected sessions (§2.6).
              readChecks = { ...(await protectedChecks(location)), trust: await trustOf(opened) };
              if (live === undefined) return withSignedReads(opened, options.keyring, readChecks);
              raw = opened;
              await live.refresh(opened);
              return withSignedReads(opened, live.ring, readChecks);
            });
          pending = attempt;
          fresh = true;
          attempt.catch(() => {
            if (pending === attempt) pending = undefined;
          });
        }
        // A long-lived session (the MCP server, `cairn daemon`) checks the project's identity again
        // on every call (another repository cloned at the path while it runs: attack-h49 N3),
        // at the cost of a few `stat`s while the repository is unchanged (holdsAnyCommitCached).
        const first = pending;
        const checked =
          options.longLived === true
            ? first.then(async (opened) => {
                // The open that was just made checked it already.
                if (!fresh) await checkIdentity(opened.project.key);
                return opened;
              })
            : first;
        // A long-lived session (the MCP server) sees the person's `team trust`/`untrust` on its next call.
        if (live !== undefined) {
          const ready = live;
          return checked.then(async (opened) => {
            await ready.refresh(raw);
            return opened;
          });
        }
        return checked;
      },
      opened: (): boolean => pending !== undefined,
      close: async (): Promise<void> => {
        const current = pending;
        pending = undefined;
        if (current) await (await current.catch(() => undefined))?.close();
      },
    };
  };
  const main = lazyStore(target);
  const store = main.get;
  // A checkout linked to a team store (`cairn team link`, the home's configuration) names an
  // agent role; a person's act there connects as the person's own role (an agent role may not
  // confirm, pin, forget…): the same store, opened a second time only when a person's act writes.
  const personUrl = location.storeSource === 'config' ? registry.personUrl(location.storeUrl) : undefined;
  const actTarget: StoreTarget = personUrl !== undefined ? { ...target, url: personUrl } : target;
  const personSide = personUrl !== undefined ? lazyStore(actTarget) : undefined;
  /** The store a person's act writes through: the session's, or on a linked team store the person's own role's. */
  const actStore = (): Promise<ProjectStore> => personSide?.get() ?? store();

  /** Runs a use case, turning any failure into a CoreError (DESIGN.md §9: once, here). */
  const run = async <T>(body: () => Promise<T>): Promise<T> => {
    try {
      await options.refreshKeys?.();
      return await body();
    } catch (error) {
      throw toCoreError(error);
    }
  };

  /**
   * Asks the person port for a signature of `act` and verifies it; undefined when the person
   * declined. `s` is the open store (its project key is what a statement names); a
   * project-wide act before the store exists (init, relink) names the key `-` and binds the
   * path through what was shown.
   */
  const actRequest = (
    act: PersonAct,
    records: readonly MemoryRecord[],
    extra: Partial<PersonActRequest>,
    s?: Pick<MemoryStore, 'project'>,
  ): PersonActRequest => ({
    act,
    project: { key: s?.project.key ?? '-', path: location.project.path },
    records,
    question: `${question(act, extra.draft !== undefined ? 1 : records.length, records, location.project.path)}${staleNote(act, records)}`,
    channel: surface,
    ...extra,
  });
  /**
   * What the question adds when an act would put memories in force whose bound files changed
   * since they were recorded (issue #14, the eighth newcomer walk: `confirm` of a stale memory
   * said nothing of it while `show` said "may be outdated"): the change, and how to re-read and
   * rebind. Display only: what is signed is each record's view.
   */
  const staleNote = (act: PersonAct, records: readonly MemoryRecord[]): string => {
    if (!IN_FORCE_ACTS.has(act)) return '';
    // A supersede puts only its replacement (the second) in force.
    const affected = act === 'supersede' ? records.slice(1) : records;
    const stale = affected.flatMap((r) => {
      const changes = stateOf(r)?.stale ?? [];
      return changes.length > 0 ? [{ id: r.id, changes }] : [];
    });
    return staleActNote(stale, affected.length, clock());
  };
  const sign = async (
    act: PersonAct,
    records: readonly MemoryRecord[],
    extra: Partial<PersonActRequest> = {},
    s?: Pick<MemoryStore, 'project'>,
  ): Promise<PersonSignature | undefined> => {
    const request = actRequest(act, records, extra, s);
    if (options.beforeSign !== undefined && options.keyring !== undefined && s !== undefined && 'list' in s && proof.present()) {
      const whole = s as MemoryStore;
      const readDigest = whole.readDigest?.bind(whole);
      await options.beforeSign(
        whole.project.key,
        async () => {
          await whole.list();
        },
        // A store that keeps no snapshot (no digest read: a team store) gives no reader, so the project warms without one.
        readDigest === undefined
          ? undefined
          : async () => {
              const stamp = countStamp();
              return stamp === undefined ? undefined : readDigest((source) => takeSnapshot(source, whole.project.key, stamp));
            },
      );
    }
    const signature = await proof.sign(request);
    return signature === undefined ? undefined : verifySignature(signature, request, clock(), nonces, options.keyring);
  };

  /**
   * Off the terminal, a person's write the person signed ahead for exactly this command
   * (`cairn person sign -- memorize …`, issue #16): the pre-signed act that was made for exactly
   * what this write stores — its record id and the view the person was shown — claimed once.
   * Undefined when the port has none that fits: the write is then the agent's.
   */
  const signedAheadFor = async (
    s: MemoryStore,
    request: unknown,
    givenId: string | undefined,
  ): Promise<{ signature: PersonSignature; id: string } | undefined> => {
    if (proof.signedAhead === undefined) return undefined;
    let id: string | undefined;
    const signature = await proof.signedAhead(async (candidate) => {
      const first = candidate.acts[0];
      if (candidate.acts.length !== 1 || first === undefined || first.id === null || (givenId !== undefined && first.id !== givenId)) return false;
      const want = first.id;
      const preview = await previewMemorize(request, { store: s, channel: surface, now: clock, newId: () => want, digest: sha256 }).catch(() => undefined);
      if (
        preview === undefined ||
        preview.act !== candidate.act ||
        preview.record.id !== want ||
        shownDigest(candidate.act, preview.record, sha256, first.view ?? 1) !== first.shown
      )
        return false;
      id = want;
      return true;
    });
    return signature !== undefined && id !== undefined ? { signature, id } : undefined;
  };

  /** How the checking readers read a stored record with the person's keys (`OperationContext.read`); nothing without a keyring. */
  const personRead = (s: ProjectStore): Pick<OperationContext, 'read'> => {
    if (options.keyring === undefined) return {};
    const ring = options.keyring;
    const keys = projectKeys(s.project, ring);
    return { read: (r: MemoryRecord) => readSigned(r, ring, keys, readChecks).record };
  };
  /** The context of a write a host's hook asks for on a session's behalf (never interactive: no person is asked). */
  const hostActContext = async (): Promise<OperationContext> => {
    const s = await store();
    const client = clientName();
    return { store: s, channel: surface, now: clock, interactive: false, ...(client !== undefined ? { client } : {}), ...personRead(s) };
  };
  const operation = (s: ProjectStore, signature: PersonSignature): OperationContext => {
    const client = clientName();
    return {
      store: s,
      channel: surface,
      now: clock,
      ...(client !== undefined ? { client } : {}),
      interactive: signature.interactive,
      signature,
      digest: sha256,
      // Records derived from stored ones (a merge) are derived from them as the checking readers read them.
      ...personRead(s),
      ...(readChecks.trust !== undefined ? { trust: readChecks.trust } : {}),
    };
  };
  const actor = (signature?: PersonSignature): StoreActor => {
    const client = clientName();
    return { channel: surface, interactive: signature?.interactive ?? false, ...(client !== undefined ? { client } : {}), ...(signature ? { signature } : {}) };
  };

  /**
   * `cairn init` where the memory was made for another repository (attack-h49 N3): shows both
   * repositories' root commits and asks; the person's signed `init` act binds the memory to the
   * repository now here (a history the person rewrote: rebase, filter-repo). Declined: nothing
   * changes and the memory stays closed to every adapter. `cairn trust --repo` does not carry
   * over (it names the repository it trusted): the person signs it again if they want it.
   */
  const rebind = async (mismatch: CoreError): Promise<InitOutcome> => {
    const data = (mismatch.data ?? {}) as { recorded?: string[] | null; here?: string[] };
    const from = data.recorded ?? null;
    const to = currentRoots();
    const was = from === null ? 'an unreadable record of its repository' : rootsInWords(from);
    const signature = await sign('init', [], {
      question: `The memory for ${location.project.path} was made for the repository with ${was}; this folder now holds ${rootsInWords(to)}. Keep this memory for the repository now here? Answer yes only if it is the same project (you rewrote its history); for another repository answer no, then \`cairn wipe\` empties the memory for it.`,
      statement: `Binding the memory of ${location.project.path}, made for the repository with ${was}, to the repository with ${rootsInWords(to)}.`,
    });
    if (!signature)
      throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'Nothing changed: the person declined; the memory stays closed to agents here.', DECLINED);
    mismatchAccepted = true;
    let opened: ProjectStore;
    try {
      opened = await store();
    } finally {
      mismatchAccepted = false;
    }
    await recordIdentity(opened.project.key, to, signature);
    return { created: false, key: opened.project.key, path: opened.project.path, rebound: { from, to } };
  };

  /** The pause state, read afresh (a long-running server sees a pause made after it started); unreadable: paused. */
  const pauseState = async (): Promise<PauseState> => {
    const observations = openObservations(location);
    try {
      return await observations.pauseState();
    } finally {
      await observations.close();
    }
  };
  /**
   * `cairn pause` refuses every agent write and every agent read (an unreadable pause state
   * fails closed, the host-hooks issue), checked on each request.
   */
  const refuseWhilePaused = async (what: 'write' | 'read' = 'write'): Promise<void> => {
    const state = await pauseState();
    if (state.paused) {
      throw new CoreError(
        ErrorCode.PAUSED,
        `A person paused this project's memory${state.at ? ` on ${state.at.slice(0, 10)}` : ''}: ${what === 'write' ? 'nothing is stored' : 'agents get no memories'} until they run \`cairn resume\`.${what === 'read' ? pausedReadHint(surface) : ''}`,
      );
    }
  };
  /**
   * A read use case: while the project is paused, a read made as an agent (the MCP server, a
   * hook, the CLI with no person at its terminal) is refused like a write — a person's own read
   * on their terminal still shows their memory. Only lowers: a terminal never unpauses anything.
   */
  const readRun = <T>(body: () => Promise<T>): Promise<T> =>
    run(async () => {
      if (!isHumanChannel(writeChannel(surface, proof.present()))) await refuseWhilePaused('read');
      return body();
    });
  const setPause = (name: 'pause' | 'resume') =>
    run(async (): Promise<ActOutcome<PauseState>> => {
      // Already so: nothing to sign (issue #14's walk: `cairn resume` asked for the passphrase when not paused).
      const now = await pauseState();
      if (now.paused === (name === 'pause')) return { declined: false, result: now, already: true };
      const signature = await sign(name, []);
      if (!signature) return { declined: true };
      const state: PauseState = name === 'pause' ? { paused: true, at: clock().toISOString(), signer: signature.signer } : { paused: false };
      const observations = openObservations(location);
      try {
        await observations.setPause(state);
      } finally {
        await observations.close();
      }
      return { declined: false, result: state };
    });

  /** The host session started last (`cairn sessions`' first row); none when the observations cannot be read. */
  const lastHostSession = async (): Promise<ProjectStatus['lastSession']> => {
    const observations = openObservations(location);
    try {
      // As every reader shows it: protected only under the home's sandbox-only declaration.
      const r = bySessionStart(await trustedSessions(location, observations))[0];
      if (r === undefined) return undefined;
      return { id: r.id, host: r.host, startedAt: r.startedAt, ...(r.endedAt !== undefined ? { endedAt: r.endedAt } : {}), protected: r.protected };
    } catch {
      return undefined;
    } finally {
      await observations.close().catch(() => undefined);
    }
  };

  /**
   * The record `id` names: a whole id, or a unique prefix of one (core's `resolveIdPrefix`, git's
   * short names: issue #14, walk-2 item 26) — every id a person or an agent gives passes here.
   */
  const mustGet = async (s: ProjectStore, id: string): Promise<MemoryRecord> => {
    const whole = await s.get(id);
    const resolved =
      whole === undefined
        ? resolveIdPrefix(
            id,
            (await s.list()).map((r) => r.id),
          )
        : undefined;
    const r = whole ?? (resolved !== undefined ? await s.get(resolved) : undefined);
    if (!r) throw new CoreError(ErrorCode.NOT_FOUND, `No memory with id ${safeName(id)} in this project. Run \`cairn list\` to see ids.`);
    return r;
  };

  /** One person's act on chosen records: fetched, shown and signed, then applied by core. */
  const act = async <T>(
    name: PersonAct,
    ids: readonly string[],
    apply: (s: ProjectStore, ctx: OperationContext, ids: readonly string[]) => Promise<T>,
    already?: { holds: (records: readonly MemoryRecord[]) => boolean; result: (records: readonly MemoryRecord[]) => T },
  ): Promise<ActOutcome<T>> =>
    run(async () => {
      const s = await store();
      const records: MemoryRecord[] = [];
      for (const id of ids) records.push(await mustGet(s, id));
      // The act would change nothing: nobody is asked, nothing is signed (issue #14's walk).
      if (already?.holds(records)) return { declined: false, result: already.result(records), already: true };
      // Connected as the person's own role before they are asked (a linked team store): a
      // credential refused costs no signature.
      const w = await actStore();
      // A supersede's replacement is shown, and signed, naming the memory it replaces (core's `asReplacement`).
      const shown =
        name === 'supersede' && records.length === 2
          ? [records[0] as MemoryRecord, asReplacement(records[1] as MemoryRecord, (records[0] as MemoryRecord).id)]
          : records;
      const signature = await sign(name, shown, {}, s);
      if (!signature) return { declined: true };
      // The records' whole ids: `ids` may be prefixes.
      return {
        declined: false,
        result: await apply(
          w,
          operation(w, signature),
          records.map((r) => r.id),
        ),
      };
    });

  /** Stores that are a plan's copy in memory (import --dry-run): a write to one leaves no trace on disk. */
  const planCopies = new WeakSet<MemoryStore>();
  /**
   * One memorize on `s`; a person's write (the human channel) goes through `personal` (default
   * `s`): on a linked team store, the person's own role (`actStore`).
   */
  const memorizeOne = async (
    s: MemoryStore,
    request: unknown,
    givenId?: string,
    personal: () => Promise<MemoryStore> = async () => s,
    at?: Date,
    notWitness?: string,
    restoredFrom?: WriteContext['restoredFrom'],
  ): Promise<ActOutcome<Awaited<ReturnType<typeof memorize>>>> => {
    // Validated before anyone is asked: a malformed request never reaches the person.
    parseMemorizeRequest(request);
    const present = proof.present();
    // No person here, but the person may have signed this very write ahead on their terminal.
    const ahead = !present && isHumanChannel(surface) && personActOf(request) !== undefined ? await signedAheadFor(s, request, givenId) : undefined;
    const channel = ahead !== undefined ? surface : writeChannel(surface, present);
    if (!isHumanChannel(channel)) await refuseWhilePaused();
    const client = clientName();
    // One id for the preview the person signs and for the write that stores it.
    const id = ahead?.id ?? givenId ?? makeId();
    let host = options.hostSession ? await options.hostSession() : undefined;
    const attested = host?.id ?? options.session;
    // Attested provenance (DESIGN.md §10): an agent's write is checked against what the host
    // observed. Observations that cannot be read fail closed, as a gap does (origin `tool`).
    let attestation: WriteContext['attestation'];
    if (!isHumanChannel(channel)) {
      try {
        attestation = await attestationFor(location, clock());
        // What the model read this turn and only the next Stop will store (observations.ts).
        if (host?.pending !== undefined) {
          attestation = attestation
            ? { ...attestation, observations: [...attestation.observations, ...host.pending] }
            : { observations: host.pending, hash: await observationHasher(location.home), retentionDays: OBSERVATION_RETENTION_DAYS };
        }
        // The person's signed lifts of observations' bars, each checked with the person's keys
        // (core's checkBarLift): an unsigned or forged one lifts nothing.
        if (attestation?.observations.some((o) => o.bar !== undefined)) {
          const lifts = await personLifts(s);
          if (lifts.length > 0) attestation = { ...attestation, lifts };
        }
        // A read observed `tracked` vouches as the project's own only while its content is the
        // tree of the commit that counts now (attack h53b D4): the person's signed one while their
        // `cairn trust --repo` holds, else HEAD — never the commit it was judged at.
        const trackedRefs = attestation?.observations.flatMap((o) => (o.tracked === true && o.ref !== undefined ? [o.ref] : [])) ?? [];
        if (attestation !== undefined && trackedRefs.length > 0) {
          const trust = await repoTrustState(s);
          const root = location.project.path;
          const commit = trust.trusted ? trust.commit : headCommit(root);
          attestation = { ...attestation, committed: committedReads(root, commit, trackedRefs, attestation.hash, spawnGit) };
        }
      } catch (error) {
        warn(`observations could not be read, so this write is stored as origin tool: ${toCoreError(error).message}`);
        host = { ...(host ?? { id: 'observations-unreadable', protected: false }), gaps: Math.max(1, host?.gaps ?? 0), gap: 'observations unreadable' };
      }
    }
    // The working tree attests `repo` and `external` with or without hooks (issue #22): an
    // agent's write is checked against the project's files; a tree that cannot be read attests nothing.
    let workingTree: WriteContext['workingTree'];
    if (!isHumanChannel(channel)) {
      try {
        let prints: PrintRefresh;
        // A batch (an import, a busy MCP server) refreshes the index at most every INDEX_REFRESH_MS.
        if (planCopies.has(s)) {
          // A plan's copy (import --dry-run) writes nothing, not even the home's observation key:
          // an index in memory, under the home's key when it exists (hooks present: the plan's
          // tree prints must meet the observations' and the real import's), else a key of this process.
          if (planPrints === undefined) {
            const key = randomBytes(32);
            const hash = (await existingObservationHasher(location.home)) ?? ((v: string) => createHmac('sha256', key).update(v).digest('hex'));
            planPrints = createTreePrintIndex(await checkoutRoot(), hash, { onWarning: warn, baseline: () => trustedCommit }).refresh();
          }
          prints = planPrints;
        } else {
          if (printsSeen === undefined || performance.now() - printsSeen.at >= INDEX_REFRESH_MS)
            printsSeen = { prints: (await printIndex()).refresh(), at: performance.now() };
          prints = printsSeen.prints;
        }
        // A restore's own file (Cairn's export of these very memories, kept among the project's
        // files) is no witness of them: it would make every restored agent memory `repo`. One under
        // a third-party or git-ignored folder still lowers them to `external`: a file there may
        // have been put by anyone, and this only ever lowers.
        let notRef: string | undefined;
        if (notWitness !== undefined) {
          const root = await checkoutRoot();
          let real = notWitness;
          try {
            real = realpathSync(notWitness);
          } catch {
            // Gone since it was read: compared as named.
          }
          notRef = relative(root, real).split(sep).join('/');
        }
        // Core computes the write's prints once and asks the index for the files holding them
        // (issues #20/#21: at the cost of the shards those prints fall in).
        // The person's lifts of working-tree files' bars (indexed in part), checked as above; with
        // no lifts file this is one failed open.
        const treeLifts = (attestation?.lifts ?? (await personLifts(s))).filter((l) => l.observation.startsWith('tree:'));
        workingTree = {
          ...(treeLifts.length > 0 ? { lifts: treeLifts } : {}),
          hash: prints.hash,
          lookup: (asked) => {
            try {
              const files = prints.lookup(asked).files;
              return notRef === undefined ? files : files.filter((f) => f.path !== notRef || (f.class !== 'tracked' && f.class !== 'untracked'));
            } catch (error) {
              warn(`the working tree was not checked for what this write reproduces: ${toCoreError(error).message}`);
              return [];
            }
          },
        };
      } catch (error) {
        warn(`the working tree was not checked for what this write reproduces: ${toCoreError(error).message}`);
      }
    }
    // The host's memory files (attack A4): CLAUDE.md of the project, of its parents and of the
    // user, and what they @import — what the agent read at the start of every session, whatever
    // its size. Under the key the rest of this write is compared with; with no key in the home
    // (no observation stored, a plan that writes nothing) a key held in memory for this write
    // only: the home's key is never created here, and nothing made under a throwaway key is kept.
    if (!isHumanChannel(channel)) {
      try {
        const existing = await existingObservationHasher(location.home);
        const known = attestation?.hash ?? workingTree?.hash ?? existing;
        const throwaway = randomBytes(32);
        const hash = known ?? ((v: string) => createHmac('sha256', throwaway).update(v).digest('hex'));
        // Remembered in this process only under the home's own key (a plan's tree key is one of this process).
        const hostMemory = await hostMemoryObservations(await checkoutRoot(), options.homedir?.() ?? homedir(), location.home, hash, clock(), {
          keep: existing !== undefined,
        });
        if (hostMemory.length > 0)
          attestation =
            attestation !== undefined ? { ...attestation, hostMemory } : { observations: [], hash, retentionDays: OBSERVATION_RETENTION_DAYS, hostMemory };
      } catch (error) {
        warn(`the host's memory files were not checked for what this write reproduces: ${toCoreError(error).message}`);
      }
    }
    const context: WriteContext = {
      store: s,
      channel,
      now: at !== undefined ? () => at : clock,
      newId: () => id,
      digest: sha256,
      bind: (path, lines) => {
        try {
          return binder().bind(path, lines);
        } catch (error) {
          return { refused: `unreadable (${toCoreError(error).message.slice(0, 120)})` };
        }
      },
      bindingState: stateOf,
      ...(client !== undefined ? { client } : {}),
      ...(attested !== undefined ? { session: attested } : {}),
      ...(host
        ? {
            hostSession: {
              id: host.id,
              protected: host.protected,
              ...(host.gaps !== undefined ? { gaps: host.gaps } : {}),
              ...(host.gap !== undefined ? { gap: host.gap } : {}),
              ...(host.opaque !== undefined ? { opaque: host.opaque } : {}),
              ...(host.subagent !== undefined ? { subagent: host.subagent } : {}),
            },
          }
        : {}),
      ...(attestation ? { attestation } : {}),
      ...(workingTree ? { workingTree } : {}),
      // The person's declaration, read afresh: a `repo` memory promotes like the agent's only while it holds (issue #22).
      trust: await trustOf(s),
      // A restore's record keeps its backup's age and bindings where they only lower it (walk h56 MED 2).
      ...(restoredFrom !== undefined ? { restoredFrom } : {}),
    };
    let signature: PersonSignature | undefined;
    let writeTo: MemoryStore = s;
    if (isHumanChannel(channel)) {
      writeTo = await personal();
      // The person is shown the memory as it would be stored (its flags, hidden text) and signs that.
      const preview = await previewMemorize(request, context);
      if (preview.act !== undefined && ahead !== undefined) {
        // Checked like any signature: this act, this project, this record as shown, unexpired, once.
        signature = verifySignature(ahead.signature, actRequest(preview.act, [], { draft: preview.record }, s), clock(), nonces, options.keyring);
      } else if (preview.act !== undefined) {
        signature = await sign(preview.act, [], { draft: preview.record }, s);
        if (!signature) return { declined: true };
      }
    }
    const result = await memorize(request, { ...context, store: writeTo, ...(signature ? { signature } : {}) });
    // A plan's copy in memory (import --dry-run) writes nothing anywhere, not even the tree index.
    if (!planCopies.has(s)) afterWrite();
    return { declined: false, result };
  };

  /** Forget or reject: the observations' fingerprints of the memory's text go too (they hold no text). */
  const removing = async <T>(s: ProjectStore, id: string, remove: () => Promise<T>): Promise<T> => {
    const record = await s.get(id);
    const result = await remove();
    if (record)
      await forgetObservationsOf(location, `${record.text}\n${record.title ?? ''}\n${record.summary ?? ''}`).catch((e: unknown) =>
        warn(`observations not cleaned: ${toCoreError(e).message}`),
      );
    return result;
  };

  /**
   * Audit lines with their claimed signer checked (issue #16: the audit log is a plain chain
   * anything writing the home can rebuild): each line's act — kept in the line, else the
   * record's act with the line's nonce — against the person's keyring. Without a keyring the
   * lines are returned as read.
   */
  const checkedAudit = async (s: ProjectStore, lines: AuditEntry[]): Promise<AuditEntry[]> => {
    if (options.keyring === undefined) return lines;
    // On a team store, with the teammates the person trusted: a trusted teammate's act is theirs.
    const ring = await readKeyring(options.keyring, target);
    const signerOf = (ring as Partial<TeamKeyring>).signerOf;
    const keys = projectKeys(s.project, ring);
    const records = new Map<string, MemoryRecord | undefined>();
    for (const l of lines) if (l.signer !== undefined && l.act === undefined && l.id !== undefined && !records.has(l.id)) records.set(l.id, await s.get(l.id));
    const actOf = (id: string, nonce: string): unknown => records.get(id)?.acts?.find((a) => (a as { nonce?: unknown } | null)?.nonce === nonce);
    return lines.map((l) => {
      const checked = checkAuditSigner(l, ring, keys, actOf);
      const person = checked?.verified === true ? signerOf?.(checked.signer) : undefined;
      const signerCheck = checked?.verified && person !== undefined ? { ...checked, person } : checked;
      return signerCheck === undefined ? l : { ...l, signerCheck };
    });
  };

  const session: ProjectSession = {
    location,

    status: () =>
      run(async (): Promise<ProjectStatus> => {
        const personKey = await hasIdentity(location.home).catch(() => false);
        // Opened before the last session is read: the open carries observations an old relink
        // left under the previous folder's key (carryRelinked), and names a repository mismatch
        // (attack-h49 N3: status said only "the store could not be read").
        let mismatch: CoreError | undefined;
        const initialised = main.opened() || (await provider.isInitialised(target));
        const opened = initialised
          ? await store().catch((error: unknown) => {
              if (error instanceof CoreError && error.code === ErrorCode.PROJECT_MISMATCH) mismatch = error;
              return undefined;
            })
          : undefined;
        const last = await lastHostSession();
        const base = {
          home: location.home,
          projectPath: location.project.path,
          ...(location.project.worktree !== undefined ? { worktree: location.project.worktree } : {}),
          store: { name: provider.name, url: location.storeUrl },
          personKey,
          ...(last !== undefined ? { lastSession: last } : {}),
        };
        // While the store is open it is initialised; otherwise ask the provider (cheap) each time.
        if (!initialised) {
          // Where a moved project's memory is (issue #14, second walk: status said only "not
          // enabled"): the same folders `recall`'s refusal names.
          const gone = await store().then(
            () => [],
            (error: unknown) => goneFolders(error),
          );
          return { initialised: false, ...base, ...(gone.length > 0 ? { goneFolders: gone } : {}) };
        }
        const s = opened ?? (await store().catch(() => undefined));
        if (!s)
          return {
            initialised: true,
            ...base,
            ...(mismatch !== undefined ? { mismatch: { code: ErrorCode.PROJECT_MISMATCH, message: mismatch.message } } : {}),
          };
        const stored = await s.count().catch(() => undefined);
        const byStatus = await s.list().then(
          (records) => {
            const counts: Partial<Record<MemoryRecord['status'], number>> = {};
            for (const r of records) counts[r.status] = (counts[r.status] ?? 0) + 1;
            return counts;
          },
          () => undefined,
        );
        const pause = await pauseState();
        return {
          initialised: true,
          ...base,
          ...(stored !== undefined ? { stored } : {}),
          ...(byStatus !== undefined ? { byStatus } : {}),
          ...(s.index !== undefined ? { index: s.index } : {}),
          ...(pause.paused ? { paused: pause } : {}),
        };
      }),

    open: () =>
      run(async () => {
        await store();
      }),

    init: (o = {}) =>
      run(async () => {
        // Already enabled: nothing to sign, nothing changes (init is idempotent).
        let gone: string[] = [];
        let moved = false;
        let mismatch: CoreError | undefined;
        const existing = await store().catch((error: unknown) => {
          gone = goneFolders(error);
          moved = error instanceof CoreError && error.code === ErrorCode.PROJECT_MOVED;
          if (error instanceof CoreError && error.code === ErrorCode.PROJECT_MISMATCH) mismatch = error;
          return undefined;
        });
        if (existing !== undefined) return { created: false, key: existing.project.key, path: existing.project.path };
        if (mismatch !== undefined) return rebind(mismatch);
        // A moved project's memory is not stranded by a plain init (issue #14, second walk): when
        // the home holds the memory of a gone folder of this folder's name (a move, as the store
        // reads it), the person chooses — the relink, or a fresh memory said in so many words.
        // Gone folders of other names are said, not a refusal: a project deleted for good would
        // otherwise make every later init in this home need --fresh.
        if (gone.length > 0 && !moved && o.fresh !== true) warn(`Memory is enabled here as a new, empty memory.${goneFoldersHint(gone)}`);
        if (gone.length > 0 && moved && o.fresh !== true) {
          const one = gone.length === 1 ? (gone[0] as string) : '<old path>';
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            `Memory was not enabled: this home (${location.home}) holds the memory of ${gone.length === 1 ? 'a folder that no longer exists' : `${gone.length} folders that no longer exist`} (${gone.slice(0, 3).join(', ')}${gone.length > 3 ? ` and ${gone.length - 3} more` : ''}). Choose: if this project moved from there, run \`cairn init --relink --from ${one}\` to bring its memory here; to start a new, empty memory for ${location.project.path} anyway, run \`cairn init --fresh\`.`,
            { projectPath: location.project.path, gone },
          );
        }
        const kept = `Agents working here then get its digest, and what they remember is kept in ${location.storeSource === 'home' ? location.home : 'the store'}.`;
        const signature = await sign('init', [], {
          question: `Enable memory for ${location.project.path}? ${kept}`,
          statement: `Enabling memory for ${location.project.path}. ${kept}`,
        });
        if (!signature) throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'Memory was not enabled: the person declined.', DECLINED);
        const outcome = await provider.init(actTarget, actor(signature));
        // The repository this memory is for, recorded by this person's act (attack-h49 N3).
        if (outcome.created) await recordIdentity(outcome.key, currentRoots(), signature);
        // Opened once now, so the store builds its index (an empty view) at init: `cairn doctor`
        // right after init said the index was not built yet (the fifth walk's leftovers).
        if (outcome.created) await store();
        return outcome;
      }),

    relink: (from) =>
      run(async () => {
        // The person signs the move itself (both keys and paths) once the store found what moves,
        // and the signed relink is kept with the project: every act they signed for the old key
        // stays theirs in the new folder (`projectKeys`).
        let moved: { fromKey: string; fromPath: string; signature: PersonSignature } | undefined;
        const outcome = await provider.relink(
          target,
          async (plan) => {
            const signature = await sign('relink', [], { plan: relinkView(plan.from, plan.to) }, { project: plan.to });
            const act = signature?.acts[0];
            if (!signature || act === undefined) throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'Nothing was relinked: the person declined.', DECLINED);
            moved = { fromKey: plan.from.key, fromPath: plan.from.path, signature };
            return { actor: actor(signature), relink: { from: plan.from, to: plan.to, act } };
          },
          from,
        );
        // The repository the memory was recorded for moves with it (attack-h49 N3); none recorded:
        // the next person's command records it.
        const was = moved !== undefined ? await readProjectIdentity(location.home, moved.fromKey).catch(() => undefined) : undefined;
        if (moved !== undefined && was !== undefined && was !== 'unreadable') await recordIdentity(outcome.key, was.roots, moved.signature);
        // The home's observations and session records follow the move whichever store keeps the
        // memories (DESIGN.md §12: they live in the home). The file store carried them already,
        // before renaming its folder; this carries them for a team store (walk h49 item 1), keyed
        // as the home keys them: by each checkout's path.
        if (moved !== undefined) await carryObservations(location.home, projectKey(moved.fromPath), projectKey(location.project.path));
        return outcome;
      }),

    memorize: (request) => run(async () => memorizeOne(await store(), request, undefined, actStore)),

    memorizeBatch: (requests, o = {}) =>
      run(async () => {
        const s = await store();
        const out: BatchItem[] = [];
        const stopped = (): boolean => o.signal?.aborted === true;
        for (const request of requests) {
          if (stopped()) break;
          try {
            const r = await memorizeOne(s, request, undefined, actStore);
            out.push(r.declined ? { ok: false, declined: true } : { ok: true, result: r.result });
          } catch (error) {
            // Stopped while waiting for the store lock: this request was not stored, and is not done.
            if (stopped()) break;
            if (stopsBatch(error)) throw error;
            const e = toCoreError(error);
            out.push({ ok: false, error: { code: e.code, message: e.message } });
          }
          o.onProgress?.(out.length, requests.length);
        }
        return out;
      }),

    recall: (query: RecallQuery, o = {}) =>
      readRun(async (): Promise<SessionRecallResult> => {
        const at = clock();
        if (o.allProjects !== true) {
          const s = await store();
          // With `countFlagged`, core counts what the query's flags and status left out from the
          // same ranking as the hits (walk 11 item 2, walk 12 item 3), never reinforced; no second query.
          const { leftOut, ...result } = await recall(s, query, { now: at, reinforce: false, countLeftOut: o.countFlagged === true });
          const hits = await signedHits(s, await checkHits(s, query, result.hits, at));
          reinforcements.queue(
            s,
            hits.map((h) => h.id),
            at,
          );
          if (leftOut === undefined) return { ...result, hits, skipped: [] };
          return { ...result, hits, skipped: [], flaggedLeftOut: leftOut.flagged, candidatesLeftOut: leftOut.candidates };
        }
        // Explicit cross-project recall (DESIGN.md §5): every project of this store, ranked together.
        const skipped: SessionRecallResult['skipped'] = [];
        const hits: SessionRecallResult['hits'] = [];
        let tokens: string[] = [];
        const projects = await provider.listProjects(target);
        // On a team store, every project is read with the teammates the person trusted (the
        // roster), as the linked one is: their signed acts count and are named (`signedBy`).
        const ring =
          options.keyring !== undefined && (provider as Partial<PgStoreProvider>).team !== undefined && projects.length > 0
            ? await readKeyring(options.keyring, target)
            : options.keyring;
        for (const project of projects) {
          const opened = await provider.open({ ...target, projectPath: project.path }, { onWarning: warn }).catch((error: unknown) => {
            skipped.push({ project, reason: toCoreError(error).message });
            return undefined;
          });
          if (!opened) continue;
          // Every reader checks (issue #16), in every project; and each project's bindings are
          // judged against that project's own working tree (issue #23).
          const other = ring !== undefined ? withSignedReads(opened, ring) : opened;
          const here = project.path === location.project.path;
          const theirs = here
            ? undefined
            : createBinder(project.path, clock, {
                index: openTreeIndexStore({ home: location.home, projectKey: projectKey(project.path) }),
                onWarning: warn,
                keyed: bindingKeyed,
              });
          const judgeRecord = (record: MemoryRecord): BindingState | undefined => {
            if (here) return stateOf(record);
            if (record.bindings === undefined || record.bindings.length === 0) return undefined;
            try {
              return theirs?.state(record);
            } catch (error) {
              warn(`bindings not checked in ${project.path}: ${toCoreError(error).message}`);
              return undefined;
            }
          };
          try {
            const r = await recall(other, query, { now: at });
            hits.push(...(await signedHits(other, await checkHits(other, query, r.hits, at, judgeRecord), asTeamRing(ring))));
            tokens = r.tokens;
          } finally {
            await opened.close();
          }
        }
        hits.sort((a, b) => b.score - a.score);
        return { hits: hits.slice(0, query.limit ?? 10), tokens, skipped, projects };
      }),

    list: (filter) =>
      readRun(async () => {
        const s = await store();
        const f = sourceFilter(filter);
        const records = (await s.list(f)).map(checked);
        if (f.source !== undefined && records.length === 0) mustHaveSource(await s.list(), f.source, filter?.source ?? '', location.project.path, '');
        return records;
      }),
    listPage: (filter, page) =>
      readRun(async () => {
        const s = await store();
        const f = sourceFilter(filter);
        // A checking store checks only the page (issue #20); any other store is listed and sliced.
        const found = s.listPage
          ? await s.listPage(f, page)
          : await s
              .list(f)
              .then((all) => ({ records: all.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit), total: all.length }));
        if (f.source !== undefined && found.total === 0) mustHaveSource(await s.list(), f.source, filter?.source ?? '', location.project.path, '');
        return { records: found.records.map(checked), total: found.total };
      }),
    get: (id) => readRun(async () => checked(await mustGet(await store(), id))),

    stale: () =>
      readRun(async () => {
        // The store is opened first: where memory is not enabled, that is said before any file of
        // the working tree is read (walk h48 item 10: the index read 1,500 files, then refused).
        const s = await store();
        // A person's review of what changed: the index is brought up to date first, so a file
        // moved since the last write is found where it went.
        refreshIndex();
        const out: Array<{ record: MemoryRecord; changes: BindingState['stale']; replacements: string[] }> = [];
        const all = await s.list();
        // A replacement that waits for the person (a re-import of the edited line: a candidate that
        // supersedes this memory once confirmed) is named with it (issue #14, fourth walk item 22).
        const waiting = new Map<string, string[]>();
        for (const r of all)
          if (r.supersedes !== undefined && r.status === 'candidate') waiting.set(r.supersedes, [...(waiting.get(r.supersedes) ?? []), r.id]);
        for (const record of all) {
          if (!inForceForReview(record)) continue;
          const state = stateOf(record);
          if (state !== undefined && state.stale.length > 0)
            out.push({ record, changes: cleanChanges(state.stale), replacements: waiting.get(record.id) ?? [] });
        }
        return out;
      }),

    reverify: (id) =>
      run(async (): Promise<ActOutcome<{ record: MemoryRecord; bindings: string[]; dropped: string[] }>> => {
        const s = await store();
        const record = await mustGet(s, id);
        refreshIndex();
        // jsdiff and the two modules that use it are loaded here only (issue #20: start-up).
        const [{ followRange: follow }, { reverifyReview }] = await Promise.all([import('./binding/followRange.js'), import('./binding/reverifyReview.js')]);
        const { bindings, dropped, pairs } = rebindNow(record, follow);
        const shown = checked(record);
        const changes = (shown.stale ?? []).map(
          (c) => `${c.path}${c.lines ? `:${c.lines[0]}-${c.lines[1]}` : ''}: ${c.change}${c.movedTo ? ` to ${c.movedTo}` : ''}`,
        );
        // The hashes and a diff of each binding (issue #14, walk-2 items 12/34): what the person signs over.
        const review = pairs.flatMap((p) => reverifyReview(binder().tree, p.before, p.after));
        const plan = [
          changes.length > 0 ? `What changed: ${changes.join('; ')}` : 'Its files are unchanged.',
          ...review,
          `Bound once you sign: ${bindings.length > 0 ? bindings.map((b) => (b.lines ? `${b.path}:${b.lines[0]}-${b.lines[1]}` : b.path)).join(', ') : 'nothing'}`,
          ...(dropped.length > 0 ? [`No longer bound once you sign: ${dropped.join(', ')}`] : []),
        ].join('\n');
        // The person signs the memory with the bindings it will have (`actView` lists them), so
        // every checking reader can tell this rebinding from one nobody signed.
        const { bindings: _before, ...unbound } = record;
        const after: MemoryRecord = bindings.length > 0 ? { ...unbound, bindings } : unbound;
        const w = await actStore();
        const signature = await sign(
          'reverify',
          [after],
          {
            plan,
            // A memory that is not stale is not said to stop being stale (issue #14, the seventh newcomer walk).
            question:
              changes.length > 0
                ? `${plan}\nRe-verify this memory against its files as they are now? It is no longer marked stale, and a later change marks it again.`
                : `${plan}\nIt is not marked stale. Re-verify it anyway, binding it to its files as they are now? A later change marks it stale.`,
          },
          s,
        );
        if (!signature) return { declined: true };
        const next = await reverify(record.id, bindings, operation(w, signature));
        return {
          declined: false,
          result: { record: next, bindings: bindings.map((b) => (b.lines ? `${b.path}:${b.lines[0]}-${b.lines[1]}` : b.path)), dropped },
        };
      }),

    provenance: (id) =>
      readRun(async () => {
        const s = await store();
        const record = await mustGet(s, id);
        const replacement = record.supersededBy !== undefined ? await s.get(record.supersededBy) : undefined;
        const replaces = record.supersedes !== undefined ? await s.get(record.supersedes) : undefined;
        const history = (await s.readAudit()).filter((line) => line.id === record.id || line.ids?.includes(record.id));
        return { record: checked(record), ...(replacement ? { replacement } : {}), ...(replaces ? { replaces } : {}), history };
      }),

    decisions: (o = {}) =>
      readRun(async () => {
        const s = await store();
        // On a team store, each decision with the acts a trusted teammate signed (as recall's receipts).
        const list = await signedHits(s, await decisions(s, { ...o, now: clock() }));
        // The candidates `includeCandidates` would add, so the CLI and the MCP tool say how many are
        // hidden (the h47 walk, item 8, as recall does) — one count whether or not any is listed
        // (walk h49 item 9: with none listed, a flagged decision was counted too, which
        // `--include-candidates` never shows: `cairn review --flagged` holds it).
        const waiting =
          o.includeCandidates === true
            ? 0
            : (await decisions(s, { ...o, includeCandidates: true, now: clock() })).filter((d) => d.status === 'candidate').length;
        return { decisions: list, waiting };
      }),

    digest: (budget, file, journals) =>
      readRun(async () => {
        // The file is checked before any work, as export's is (issue #14: digest --out replaced MEMORY.md unasked).
        const target =
          file !== undefined
            ? await checkOutFile({
                out: file.out,
                cwd: file.cwd ?? options.cwd,
                force: file.force === true,
                command: 'digest',
                example: 'MEMORY.md',
                home: { cairnHome: location.home, projectRoot: location.project.path },
              })
            : undefined;
        const s = await store();
        // Written to a file, the digest leaves out the count of candidates (said on the terminal instead, walk h52 item 5).
        let waitingCount = 0;
        const options_ = {
          now: clock(),
          staleness: stateOf,
          ...(budget !== undefined ? { budget } : {}),
          ...(journals ?? {}),
          ...(target !== undefined ? { candidatesLine: false } : {}),
        };
        // The store's facts choose; only the records the digest renders are read, each checked
        // (issue #20). It ends with how many candidates wait, counted as the host's digest counts
        // them (walk 10 item 13c: "Nothing remembered yet" while candidates waited, unsaid).
        const known = s.readDigest ? knownCount(s) : undefined;
        const md = s.readDigest
          ? await s.readDigest((source) => {
              const { read, candidates } = countCandidates(source, known);
              waitingCount = candidates;
              return renderDigestFrom(read, { ...options_, candidates });
            })
          : await s.list().then((all) => {
              const candidates = all.filter((r) => r.status === 'candidate').length;
              waitingCount = candidates;
              if (journals === undefined) return renderDigest(all, { ...options_, candidates });
              // Journal entries are candidates, which renderDigest leaves out before rendering: every record, as hostDigest reads them.
              const byId = new Map(all.map((r) => [r.id, r]));
              const entries = all.map((r) => ({ id: r.id, createdAt: r.createdAt, facts: rankingFacts(r) }));
              return renderDigestFrom({ entries, load: (id) => byId.get(id), exact: true }, { ...options_, candidates });
            });
        if (target !== undefined) {
          await writeOutFile(target, md, location.home);
          if (waitingCount > 0) file?.waiting?.(`${waitingCount} ${waitingCount === 1 ? 'candidate awaits' : 'candidates await'} \`cairn review\`.`);
        }
        return md;
      }),

    lowerSessionWrites: (hostSession) => run(async () => lowerSessionWrites(hostSession, await hostActContext())),

    retireJournalDraft: (draftId, replacementId, hostSession) =>
      run(async () => retireJournalDraft(draftId, replacementId, hostSession, await hostActContext())),

    hostDigest: ({ budget, journalTag, journalIds, withheldSessions }) =>
      readRun(async () => {
        const s = await store();
        const injected: string[] = [];
        const known = s.readDigest ? knownCount(s) : undefined;
        const render = (source: DigestSource) => {
          const { read, candidates } = countCandidates(source, known);
          const text = renderDigestFrom(read, {
            budget,
            now: clock(),
            journalTag,
            journalIds,
            ...(withheldSessions !== undefined ? { withheldSessions } : {}),
            candidates,
            staleness: stateOf,
            onIncluded: (r) => injected.push(r.id),
          });
          return { text, injected, candidates };
        };
        if (s.readDigest) return s.readDigest(render);
        const records = await s.list();
        const byId = new Map(records.map((r) => [r.id, r]));
        return render({ entries: records.map((r) => ({ id: r.id, createdAt: r.createdAt, facts: rankingFacts(r) })), load: (id) => byId.get(id), exact: true });
      }),

    confirm: (ids, o = {}) =>
      run(async (): Promise<ActOutcome<ConfirmResult>> => {
        if ((o.reviewed?.length ?? 0) > 0 && o.source === undefined) {
          throw new CoreError(ErrorCode.INVALID_INPUT, '--reviewed goes with --source: it names a scan finding of the file you confirm in bulk.');
        }
        for (const r of o.reviewed ?? []) {
          if (!/^.+:\d+$/u.test(r))
            throw new CoreError(ErrorCode.INVALID_INPUT, `--reviewed takes a file and a line as the hold names it, such as CLAUDE.md:8 (got ${safeName(r)}).`);
        }
        if (ids.length === 0 && o.source === undefined) throw new CoreError(ErrorCode.INVALID_INPUT, 'Name at least one memory id, or --source <ref>.');
        const s = await store();
        // A source no memory came from is said before anything is asked (issue #14).
        // Read from the working directory (`../AGENTS.md` in src/), then held project-relative.
        const source = o.source !== undefined ? sourceRefOf(o.source, location.project.path, options.cwd) : undefined;
        if (source !== undefined && o.source !== undefined) mustHaveSource(await s.list(), source, o.source, location.project.path);
        const named: MemoryRecord[] = [];
        const already: MemoryRecord[] = [];
        // A named memory that is already active (as read: an unsigned confirm reads as the
        // candidate it is) needs no act: it is said, not asked again (issue #14's walk).
        for (const id of ids) {
          const r = await mustGet(s, id);
          if (r.status === 'active') already.push(r);
          else named.push(r);
        }
        const bulk: BulkSelection | undefined =
          source !== undefined
            ? await selectFromSource(
                await s.list({ status: 'candidate' }),
                source,
                o.reviewed ?? [],
                location.project.path,
                rejectionIndex(await s.readAudit(), acceptedKeys(s.project), sha256),
              )
            : undefined;
        const records = [...new Map([...named, ...(bulk?.eligible ?? [])].map((r) => [r.id, r])).values()];
        const left = bulk?.left ?? [];
        const findings = bulk?.findings ?? [];
        if (records.length === 0) return { declined: false, result: { confirmed: [], already, meanwhile: [], left, findings } };
        const w = await actStore();
        // What a contradicting one would replace, shown beside it (walk 12 item 5); display only.
        const replaces: MemoryRecord[] = [];
        for (const r of records) {
          if (!r.flags.includes('contradicts') || r.supersedes === undefined) continue;
          const old = await s.get(r.supersedes);
          if (old !== undefined) replaces.push(old);
        }
        const signature = await sign(
          'confirm',
          records,
          { ...(bulk ? { bulk: { source: bulk.source, ids: bulk.eligible.map((r) => r.id) } } : {}), ...(replaces.length > 0 ? { replaces } : {}) },
          s,
        );
        if (!signature) return { declined: true };
        const raced: MemoryRecord[] = [];
        const confirmed = await confirm(
          records.map((r) => r.id),
          operation(w, signature),
          raced,
        );
        const meanwhile = raced.map((record) => {
          // The record as read: its confirm verified, so its last confirm (or pin) act names the key that signed it.
          const act = [...(record.acts ?? [])]
            .reverse()
            .map((a) => a as { act?: unknown; key?: unknown; at?: unknown } | null)
            .find((a) => (a?.act === 'confirm' || a?.act === 'pin') && typeof a.key === 'string');
          const key = typeof act?.key === 'string' ? act.key : undefined;
          const own = signature.acts[0]?.key;
          return { record, at: record.confirmedAt ?? '', ...(key !== undefined ? { key } : {}), yours: key !== undefined && key === own };
        });
        return { declined: false, result: { confirmed, already, meanwhile, left, findings } };
      }),
    pin: (typed) =>
      act('pin', [typed], (_s, ctx, [id = typed]) => pin(id, ctx), {
        holds: ([r]) => r?.pinned === true && r.status === 'active',
        result: ([r]) => r as MemoryRecord,
      }),
    unpin: (typed) =>
      act('unpin', [typed], (_s, ctx, [id = typed]) => unpin(id, ctx), { holds: ([r]) => r?.pinned !== true, result: ([r]) => r as MemoryRecord }),
    forget: (typed) => act('forget', [typed], (s, ctx, [id = typed]) => removing(s, id, () => forget(id, ctx))),
    reject: (typed) => act('reject', [typed], (s, ctx, [id = typed]) => removing(s, id, () => reject(id, ctx))),
    rejectSource: (typed) =>
      run(async (): Promise<ActOutcome<RejectSourceResult>> => {
        const s = await store();
        // Read from the working directory, as confirm --source reads it; a source no memory came
        // from is said before anything is asked (mustHaveSource).
        const source = sourceRefOf(typed, location.project.path, options.cwd);
        const all = await s.list();
        mustHaveSource(all, source, typed, location.project.path);
        const { rejectable, left } = selectRejectFromSource(all, source);
        if (rejectable.length === 0) return { declined: false, result: { source, rejected: [], digests: 0, left } };
        const w = await actStore();
        const n = rejectable.length;
        // One signature for the whole set (one statement per memory), as confirm --source signs.
        const signature = await sign(
          'reject',
          rejectable,
          {
            bulk: { source, ids: rejectable.map((r) => r.id) },
            question: `Reject ${n === 1 ? 'this memory' : `these ${count(n, 'memory', 'memories')}`} from ${safeName(source)}? ${n === 1 ? 'It is' : 'They are'} forgotten (text removed from every file Cairn keeps), and an import of the same file lines skips them from then on.${left.length > 0 ? ` ${count(left.length, 'memory', 'memories')} from it ${left.length === 1 ? 'is' : 'are'} left as ${left.length === 1 ? 'it is' : 'they are'} (listed after).` : ''}`,
          },
          s,
        );
        if (!signature) return { declined: true };
        const done = await rejectAll(
          rejectable.map((r) => r.id),
          operation(w, signature),
        );
        await forgetObservationsOf(location, rejectable.map((r) => `${r.text}\n${r.title ?? ''}\n${r.summary ?? ''}`).join('\n')).catch((e: unknown) =>
          warn(`observations not cleaned: ${toCoreError(e).message}`),
        );
        return { declined: false, result: { source, rejected: done.map((d) => d.id), digests: done.reduce((a, d) => a + d.rejected, 0), left } };
      }),
    supersede: (oldTyped, newTyped) => act('supersede', [oldTyped, newTyped], (_s, ctx, [oldId = oldTyped, newId = newTyped]) => supersede(oldId, newId, ctx)),

    prune: (o = {}) =>
      run(async () => {
        const s = await store();
        const options: PruneOptions = {};
        if (o.minStrength !== undefined) options.minStrength = o.minStrength;
        if (o.maxRecords !== undefined) options.maxRecords = o.maxRecords;
        if (o.maxAgeDays !== undefined) options.maxAgeDays = o.maxAgeDays;
        const all = await s.list();
        const plan = planPrune(all, clock(), options);
        if (o.apply !== true || plan.length === 0) return { plan, removed: [], declined: false };
        // Removing memories is a person's act, like forget: the person sees what goes.
        const byId = new Map(all.map((r) => [r.id, r]));
        const w = await actStore();
        const signature = await sign(
          'prune',
          plan.flatMap((p) => byId.get(p.id) ?? []),
          {},
          s,
        );
        if (!signature) return { plan, removed: [], declined: true };
        return { plan, removed: await applyPrune(plan, operation(w, signature)), declined: false };
      }),

    consolidate: (o = {}) =>
      run(async () => {
        const s = await store();
        const all = await s.list();
        const planned = planConsolidation(all, clock());
        if (o.apply !== true || planned.length === 0) return { plan: planned, merged: [] };
        // Merging memories is a person's act (issue #16's list): the person sees every parent and
        // every merged memory (its id assigned now), and signs each — so the merge of the
        // person's memories carries the person's act and is read as theirs.
        const plan = planned.map((g) => ({ ...g, id: makeId() }));
        const byId = new Map(all.map((r) => [r.id, r]));
        const parents = [...new Set(plan.flatMap((g) => g.parents))].flatMap((id) => byId.get(id) ?? []);
        const drafts = plan.map((g): MemoryRecord => ({ ...g.merged, id: g.id }));
        const w = await actStore();
        // Each merge's statement names its parents (h49-sign): the memories the merge supersedes.
        const signature = await sign('consolidate', [...parents, ...drafts], { parents: Object.fromEntries(plan.map((g) => [g.id, g.parents])) }, s);
        if (!signature) throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'Nothing was merged: the person declined.', DECLINED);
        const merged = await applyConsolidation(plan, { ...operation(w, signature), newId: makeId });
        return { plan, merged };
      }),

    import: (o) =>
      run(async () => {
        // Cairn's own export restored (walk 7, item 8): core judges each record against the
        // person's keyring for this project; a record kept as signed is stored with an audit line.
        const restoreHooks = (
          from: Pick<ProjectStore, 'project' | 'readAudit'>,
          into: Pick<MemoryStore, 'transact'>,
          keep?: (relinks: readonly ProjectRelink[]) => Promise<number>,
        ): RestoreHooks => {
          const ring = options.keyring;
          let keys = ring !== undefined ? projectKeys(from.project, ring) : new Set([from.project.key]);
          // The nonces of the rejections already here: a second restore of the same export adds nothing.
          let held: Set<string> | undefined;
          return {
            reject: async (raw) => {
              const verdict = judgeRestoredRejection(raw, ring, { key: from.project.key });
              if ('refused' in verdict) return verdict;
              held ??= new Set(exportedRejections(await from.readAudit()).rejections.map((r) => (r.act as { nonce: string }).nonce));
              const { act, view, content, keys: rejected } = verdict.keep;
              if (held.has(act.nonce)) return { already: true };
              held.add(act.nonce);
              // The person's act kept whole (a later export carries it again), this project's digests beside it.
              await into.transact(async (tx) => {
                tx.audit({
                  time: clock().toISOString(),
                  event: 'restore',
                  ...(act.id !== null ? { id: act.id } : {}),
                  channel: surface,
                  interactive: false,
                  act,
                  applied: { rejected, view, content },
                });
              });
              return { restored: { content, day: act.at.slice(0, 10) } };
            },
            judge: (raw) => judgeRestored(raw, ring, keys, { key: from.project.key, path: location.project.path }),
            // A backup of a moved project carries the relinks the person signed (walk h49 item 2):
            // each counts only when it verifies with the person's key and leads back from this
            // project's key (projectKeys), so one an agent wrote, edited or copied from another
            // project adds nothing. Kept beside the project (a later read accepts the same acts);
            // a dry run keeps them for its plan only; a store that keeps no relinks accepts none.
            relinks: async (raws) => {
              if (ring === undefined || keep === undefined) return 0;
              const held = from.project.relinks ?? [];
              // A line as exported: its `type` and `v` beside the relink itself (read strictly).
              const read = raws.flatMap((raw): unknown[] => {
                const { type: _type, v, ...relink } = (raw ?? {}) as Record<string, unknown>;
                return v === 1 ? [relink] : [];
              });
              const all = [...held, ...read];
              const grown = projectKeys({ key: from.project.key, relinks: all }, ring);
              const accepted = read.filter((r): r is ProjectRelink => relinkVerifies(r, ring) && grown.has(r.to.key) && grown.has(r.from.key));
              if (accepted.length === 0) return 0;
              await keep(accepted);
              keys = projectKeys({ key: from.project.key, relinks: [...held, ...accepted] }, ring);
              return accepted.length;
            },
            keep: (record) =>
              into.transact(async (tx) => {
                tx.put(record);
                tx.audit({ time: clock().toISOString(), event: 'restore', id: record.id, origin: record.origin, channel: surface, interactive: false });
              }),
          };
        };
        const cwd = o.cwd ?? options.cwd;
        // A wrong --from or --origin is said before anything is opened or read.
        await checkImportOptions(o);
        // A cut or edited export is restored only on a person's typed words: asked only where a
        // person is at the terminal (the person port's `present`), never of an agent's process.
        const { restoreIncomplete, ...withoutAck } = o;
        const ack = restoreIncomplete !== undefined && proof.present() ? { restoreIncomplete } : {};
        if (o.dryRun !== true) {
          const s = await store();
          // Stamped when handed out, in file order, never as each write reaches the clock (walk 10 item 14).
          const inOrder = createOrderedClock(clock);
          // A restore of an export that is not whole leaves its own audit line (h48 attack F11):
          // when, on which channel, which files and what is wrong with each. The words were read
          // from the controlling terminal; that is all the check knows (a program driving a
          // pseudo-terminal passes it too), so the line says that and claims no person.
          const asked = 'restoreIncomplete' in ack ? ack.restoreIncomplete : undefined;
          const logged =
            asked === undefined
              ? {}
              : {
                  restoreIncomplete: async (files: readonly IncompleteExport[]): Promise<boolean> => {
                    const yes = await asked(files);
                    if (yes)
                      await s.transact(async (tx) => {
                        tx.audit({
                          time: clock().toISOString(),
                          event: 'restore',
                          channel: surface,
                          interactive: true,
                          applied: {
                            partial: true,
                            acknowledged: `the words "${RESTORE_PARTIAL_WORDS}" read from the controlling terminal (a pipe is refused; a pseudo-terminal is not told apart from a person)`,
                            files: files.map((f) => f.ref),
                            notWhole: files.map((f) => f.why),
                            memoriesInFiles: files.reduce((a, f) => a + f.memories, 0),
                          },
                        });
                      });
                    return yes;
                  },
                };
          return importMemories(
            { ...withoutAck, cwd, cairnHome: location.home, personPresent: proof.present(), ...logged },
            location.project.path,
            await s.list(),
            async (request, id, from, was) => {
              // Taken before the first await: when importMemories hands the write out.
              const at = inOrder();
              const r = await memorizeOne(s, request, id, actStore, at, from, was);
              if (r.declined) throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'The person declined this memory.');
              return r.result;
            },
            s.project.key,
            rejectionIndex(await s.readAudit(), acceptedKeys(s.project), sha256),
            // Kept by the person's side of the store (a linked team store's person role: an
            // agent role may not write them, migration 4); a failure is said, the restore goes on.
            restoreHooks(
              s,
              s,
              s.keepRelinks !== undefined
                ? async (relinks) => {
                    try {
                      const side = await actStore();
                      return (await side.keepRelinks?.(relinks)) ?? 0;
                    } catch (error) {
                      warn(
                        `The backup's ${relinks.length === 1 ? 'relink was' : `${relinks.length} relinks were`} not kept with the project (${toCoreError(error).message}): this restore still reads the acts they carry; import the backup again as the person to keep them.`,
                      );
                      return 0;
                    }
                  }
                : undefined,
            ),
          );
        }
        // The plan runs the real write path against a copy in memory: same statuses, flags and
        // sightings, nothing on disk (the store is opened read-only: not even a repair).
        const readOnly = await provider.open(target, { readOnly: true, onWarning: warn }).catch((error: unknown) => {
          const e = toCoreError(error);
          throw e.code === ErrorCode.NOT_INITIALISED && location.storeSource === 'home' ? notInitialised(e) : e;
        });
        try {
          // The plan reads what is stored as every reader does (issue #16): a status or claim no
          // signature of the person backs is shown as what it is read as, as the import itself reads it.
          const reader = options.keyring !== undefined ? withSignedReads(readOnly, options.keyring) : readOnly;
          const existing = await reader.list();
          const copy = createInMemoryStore(readOnly.project);
          planCopies.add(copy);
          await copy.transact(async (tx) => {
            for (const r of existing) tx.put(r);
          });
          return await importMemories(
            { ...withoutAck, cwd, dryRun: true, cairnHome: location.home, personPresent: proof.present(), ...ack },
            location.project.path,
            existing,
            async (request, id, from, was) => {
              const r = await memorizeOne(copy, request, id, undefined, undefined, from, was);
              if (r.declined) throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'The person declined this memory.');
              return r.result;
            },
            readOnly.project.key,
            rejectionIndex(await readOnly.readAudit(), acceptedKeys(readOnly.project), sha256),
            restoreHooks(readOnly, copy, async (relinks) => relinks.length),
          );
        } finally {
          await readOnly.close();
        }
      }),

    export: (o) =>
      readRun(async () => {
        const at = await checkExportTarget({ ...o, cwd: o.cwd ?? options.cwd }, { cairnHome: location.home, projectRoot: location.project.path });
        // An export inside the project that git would take is refused (walk h49 item 3): its own check.
        if (at !== undefined && o.out !== undefined)
          await checkExportOutsideProject(at, [location.project.path, ...(location.project.worktree !== undefined ? [location.project.worktree] : [])], o.out);
        const s = await store();
        // A person's confirm counts as their signature proves it (core's `readSigned`, the check
        // every reader makes), never as the store claims it; without a keyring nothing verifies.
        const ring = options.keyring;
        const keys = ring !== undefined ? projectKeys(s.project, ring) : undefined;
        const personConfirmed = (r: MemoryRecord): boolean =>
          ring !== undefined && keys !== undefined && readSigned(r, ring, keys).record.confirmedAt !== undefined;
        // A backup carries the person's signed rejections (issue #14, walk 12 item 1): jsonl with --all.
        const carried = o.format === 'jsonl' && o.all === true ? exportedRejections(await s.readAudit()) : undefined;
        // Each memory checked against its bound files as every read does (`checked`, walk 12 item 6): a stale one is marked.
        // Temp files a killed `--out` write left anywhere (its home's notes) go with any export,
        // to standard output too (closing note 2026-12-06: only the next write to that target cleaned).
        if (at === undefined) await sweepOutTemps(location.home).catch(() => []);
        return exportMemories((await s.list()).map(checked), location.project.path, { ...o, cwd: o.cwd ?? options.cwd }, at, {
          personConfirmed,
          home: location.home,
          ...(carried !== undefined ? { rejections: carried } : {}),
          // The moves the person signed (walk h49 item 2): a restore verifies each again.
          ...(s.project.relinks !== undefined && s.project.relinks.length > 0 ? { relinks: s.project.relinks } : {}),
          now: clock(),
        });
      }),

    scan: (o) => run(async () => scanPaths({ ...o, projectPath: location.project.path, cwd: o.cwd ?? options.cwd, cairnHome: location.home })),

    audit: (limit = 50) =>
      run(async () => {
        const s = await store();
        return checkedAudit(s, (await s.readAudit()).slice(-limit));
      }),
    verifyAudit: () =>
      run(async () => {
        const s = await store();
        const chain = await s.verifyAudit();
        if (options.keyring === undefined) return chain;
        // Every reader checks (issue #16): a line's signer is the person's only when its act verifies.
        const checked = await checkedAudit(s, await s.readAudit());
        // Once the log is signed, a person's act with no signature at all was appended by hand.
        const unsigned = new Map(unsignedActs(checked).map((u) => [u.line, u]));
        // Once signed lines keep their acts, a line naming the person's key with none kept was written by hand.
        const unkept = new Map(unkeptActs(checked).map((u) => [u.line, u]));
        // A signed act is made once and audited on one line: its nonce on a second line is a copy.
        const replayed = new Map(replayedActs(checked).map((r) => [r.line, r]));
        const unverified = checked
          .filter((l) => (l.signerCheck !== undefined && !l.signerCheck.verified) || unsigned.has(l.seq) || replayed.has(l.seq))
          .map((l) => {
            const c = l.signerCheck?.verified === false ? l.signerCheck : undefined;
            const u = unsigned.get(l.seq);
            const k = unkept.get(l.seq);
            // A copy whose own signature fails is reported as that; one whose signature verifies, as a replay.
            const r = c === undefined ? replayed.get(l.seq) : undefined;
            return {
              line: l.seq,
              event: l.event,
              claimed: c?.claimed ?? u?.claimed ?? r?.claimed ?? 'none',
              reason:
                r !== undefined
                  ? `its signed act (nonce ${r.nonce}) is the one line ${r.first} already carries: a person signs each act once and Cairn audits it on one line, so this line is a copy the person did not make, written by something that can write this home${l.id !== undefined ? ` — check memory ${l.id} with \`cairn show ${l.id}\`` : ''}`
                  : k !== undefined
                    ? `it names the person's key but no act with its nonce was kept, in a log whose signed lines have kept their acts since line ${k.since}`
                    : (c?.reason ?? `a person's act with no signature, in a log whose acts have been signed since line ${u?.since}`),
              checkable: u !== undefined || k !== undefined || r !== undefined || c?.checkable === true,
              ...(u !== undefined ? { unsigned: true as const } : {}),
              ...(r !== undefined ? { replayedFrom: r.first } : {}),
            };
          });
        if (unverified.length === 0) return chain;
        return { ...chain, ok: chain.ok && !unverified.some((u) => u.checkable), unverifiedSigners: unverified };
      }),

    installChecks: () => run(async () => installChecks(location.home, location.project.path)),

    doctor: () =>
      run(async () => {
        // A check changes nothing (issue #14, walk-3 item 3: doctor's own open cut a torn last line
        // off the log): its own read-only open, which takes no lock, cuts nothing and repairs
        // nothing — it reports what it finds (a torn tail: "the next write or `cairn repair`
        // truncates it", DESIGN.md §6) and leaves it to them.
        let unreadable: CoreError | undefined;
        const s = await provider
          .open(target, {
            readOnly: true,
            // The damaged lines its whole read of the log finds are kept for every later command's
            // warning (walk h50: recall said nothing of a line damaged behind the view's position).
            keepLogFindings: true,
            ...(options.portable === true ? { portable: true } : {}),
            onWarning: warn,
          })
          .catch((error: unknown) => {
            const e = toCoreError(error);
            if (e.code === ErrorCode.NOT_INITIALISED && location.storeSource === 'home') throw notInitialised(e);
            // A damaged store is one failed check among the others (issue #14, the seventh
            // newcomer walk: a missing events.jsonl stopped doctor before its checklist).
            if (e.code !== ErrorCode.STORE_CORRUPT) throw e;
            unreadable = e;
            return undefined;
          });
        // The install's checks by name (the person key among them: an enabled project's doctor
        // dropped it), the store's own, then what reads the store with the person's key. On a team
        // store the roster is judged as every read judges it: against the higher of the home's
        // mark and the store's (the home's mark alone passed a roster rolled back with that mark).
        const team = (provider as Partial<PgStoreProvider>).team;
        const teamMarks =
          (t: NonNullable<typeof team>): StoreRosterMarks =>
          async (root) => {
            if (root === undefined) return { marks: undefined };
            try {
              return { marks: await t.rosterMarks(target, root) };
            } catch (error) {
              return { unreadable: toCoreError(error).message };
            }
          };
        const install = await installChecks(location.home, location.project.path, { index: false });
        const named = (name: string): StoreCheck[] => install.filter((c) => c.name === name);
        // The audit log, read once: the person's acts and the observations' sessions (F10).
        const audit: AuditEntry[] | undefined = s !== undefined ? await s.readAudit().catch(() => undefined) : undefined;
        try {
          return [
            ...named('node'),
            ...named('home'),
            ...(s !== undefined ? [await identityCheck(s.project.key)] : []),
            ...(s === undefined
              ? [
                  {
                    name: 'store',
                    ok: false,
                    detail: (unreadable as CoreError).message,
                    fix: 'cairn repair (it keeps what it cannot read in quarantine.jsonl)',
                  },
                ]
              : await s.doctor()),
            ...named('person key'),
            ...(team === undefined ? named('team key roster') : await teamRosterCheck(location.home, teamMarks(team))),
            ...(s !== undefined && options.keyring !== undefined
              ? [
                  await personActsCheck(
                    s,
                    await readKeyring(options.keyring, target),
                    { ...(await protectedChecks(location)), trust: await trustOf(s), withdrawn: await withdrawnProtection(location) },
                    await checkedAudit(s, audit ?? (await s.readAudit())),
                    location.home,
                    // A team store keeps no signed snapshot (the count is the person's own store's).
                    team === undefined,
                  ),
                ]
              : []),
            ...named('key files'),
            await observationCheck(
              location,
              audit,
              new Date(),
              s !== undefined ? await namedSessions(s) : [],
              s !== undefined && options.keyring !== undefined
                ? await strandedObservations(location.home, s.project, options.keyring, location.project.path).catch(() => [])
                : [],
            ),
            ...(await hookCommandsCheck(location.home)),
            ...(await outTempsCheck()),
          ];
        } finally {
          await s?.close();
        }
      }),

    repair: () =>
      run(async () => {
        // Its own open: a store whose log was cut is refused (STORE_CORRUPT) by every other open.
        const damaged = await provider.open(actTarget, { forRepair: true, onWarning: warn }).catch((error: unknown) => {
          const e = toCoreError(error);
          throw e.code === ErrorCode.NOT_INITIALISED && location.storeSource === 'home' ? notInitialised(e) : e;
        });
        try {
          // A person's act (issue #16's list): what it does is shown, and signed.
          const signature = await sign(
            'repair',
            [],
            {
              plan: `Repair the memory store of ${foldLine(location.project.path)}: re-read the event log, move lines that cannot be read aside to quarantine.jsonl (never deleted), add the newline a whole last frame lacks, cut a torn tail (copied to quarantine.jsonl first), rebuild the index and view, restore lost audit lines. An edited audit line stays reported.`,
            },
            damaged,
          );
          if (!signature) throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'Nothing was repaired: the person declined.', DECLINED);
          return await damaged.repair(actor(signature));
        } finally {
          await damaged.close();
        }
      }),
    migrate: () =>
      run(async () => {
        const s = await actStore();
        const signature = await sign(
          'migrate',
          [],
          {
            plan: `Rewrite every stored memory of ${foldLine(location.project.path)} at the current schema version (a record that cannot migrate is kept and reported).`,
          },
          s,
        );
        if (!signature) throw new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, 'Nothing was migrated: the person declined.', DECLINED);
        return s.migrate(actor(signature));
      }),

    wipe: () =>
      run(async () => {
        // A memory made for another repository (attack-h49 N3) may be wiped by the person: the
        // question names what is wiped; the emptied memory is then this repository's.
        const s = await actStore().catch(async (error: unknown) => {
          if (!(error instanceof CoreError && error.code === ErrorCode.PROJECT_MISMATCH) || !proof.present()) throw error;
          mismatchAccepted = true;
          try {
            return await actStore();
          } finally {
            mismatchAccepted = false;
          }
        });
        const memories = await s.count();
        const observations = openObservations(location);
        try {
          // The project's host session records go too (walk h54 item 6: only memories were named): asked and said with their count.
          const sessions = (await observations.listSessions()).length;
          const records = sessions > 0 ? ` Its ${count(sessions, 'host session record')} (\`cairn sessions\`) ${sessions === 1 ? 'goes' : 'go'} too.` : '';
          const signature = await sign('wipe', [], { question: `${question('wipe', memories)}${records}`, count: memories, sessions }, s);
          if (!signature) return { declined: true };
          await s.wipe(actor(signature));
          await recordIdentity(s.project.key, currentRoots(), signature);
          await observations.wipe();
          openTreeIndexStore({ home: location.home, projectKey: projectKey(location.project.path) }).wipe();
          indexDirty = false;
          return { declined: false, result: { wiped: memories, sessions } };
        } finally {
          await observations.close();
        }
      }),

    watchPaths: () => run(async () => provider.watchPaths(target)),

    signAct: (name, detail, q) =>
      run(async (): Promise<ActOutcome<PersonSignature>> => {
        const signature = await sign(name, [], { plan: detail, question: q });
        return signature ? { declined: false, result: signature } : { declined: true };
      }),

    liftBar: (observation, memory) =>
      run(async (): Promise<ActOutcome<BarLift>> => {
        const s = await store();
        // A working-tree file indexed in part (`tree:<path>`, core's treeObservations) is made from
        // the index as the file is now; any other observation from the host's, within the window.
        const observed = observation.startsWith('tree:') ? await treeBarObservation(observation) : await attestationFor(location, clock());
        const o = observed?.observations.find((x) => x.id === observation);
        const bar = o !== undefined ? barOf(o) : undefined;
        if (o === undefined || bar === undefined || observed === undefined)
          throw new CoreError(
            ErrorCode.NOT_FOUND,
            observation.startsWith('tree:')
              ? `No file ${observation.slice('tree:'.length)} indexed in part is in the working tree's index: nothing to lift (\`cairn show <memory>\` names the file that lowered it).`
              : `No observation ${observation} that dropped tokens is within the retention window: nothing to lift (\`cairn show <memory>\` names the observation that lowered it).`,
          );
        let scope: { memory?: { id: string; tokens: string[] } } = {};
        // What the person reads before signing (walk 51): the memory's text and the kinds of its
        // tokens past the bar, in words — the plan's token prints are keyed hashes.
        let shownText = '';
        if (memory !== undefined) {
          const record = await s.get(memory);
          if (record === undefined) throw new CoreError(ErrorCode.NOT_FOUND, `No memory ${memory} in this project.`);
          const texts = [record.text, record.title, record.summary].filter((t): t is string => typeof t === 'string' && t !== '');
          const tokens = tokensPastBar(o, textPrints(texts, observed.hash, location.project.path));
          if (tokens.length === 0)
            throw new CoreError(
              ErrorCode.INVALID_INPUT,
              `Memory ${memory} carries no address, path or command past the bar of ${observation}: its bar did not lower it, nothing to lift.`,
            );
          scope = { memory: { id: memory, tokens } };
          shownText = `“${foldLine(record.text, 300)}”`;
        }
        const dropped = o.top !== undefined && o.top.length > 0 ? `: ${tokenKindWords(o.top, { counted: false })}` : '';
        const plan = barLiftPlan({ key: s.project.key }, bar, scope);
        const file = bar.blob !== undefined ? (bar.ref ?? observation.slice('tree:'.length)) : undefined;
        const q =
          file !== undefined
            ? `Lift the bar of ${file} as it is now (git blob ${(bar.blob as string).slice(0, 12)})${memory === undefined ? '' : ` for memory ${memory} only`}? Later writes are then no longer lowered for the addresses, paths and commands it holds past what Cairn indexes of one file; an edit of the file is not lifted.`
            : memory === undefined
              ? `Lift the bar of ${[bar.tool, bar.ref].filter(Boolean).join(' ') || 'a tool call'} at ${bar.at}? Later writes are then no longer lowered for what it may have dropped (${bar.dropped} tokens over the cap${dropped}).`
              : `Lift the bar of ${[bar.tool, bar.ref].filter(Boolean).join(' ') || 'a tool call'} at ${bar.at} (${bar.dropped} tokens over the cap${dropped}) for memory ${memory} only: ${shownText}, its ${tokenKindWords(scope.memory?.tokens ?? [])}? Did you check them?`;
        const signature = await sign('lift', [], { plan, question: q }, s);
        if (!signature) return { declined: true };
        const act = signature.acts[0] as SignedAct;
        const stored = { v: 1, bar, ...scope, act };
        if (options.keyring === undefined)
          throw new CoreError(ErrorCode.PERSON_REQUIRED, 'No person key is known to this session: a lift needs your signature.');
        const checked = checkBarLift(stored, { key: s.project.key }, options.keyring);
        if (!('lift' in checked)) throw new CoreError(ErrorCode.PERSON_REQUIRED, `The lift was not stored: ${checked.problem}.`);
        // Kept: lifts of observations still within the window, and of working-tree files (their
        // content binds them; a stale one lifts nothing and is dropped by no clock).
        const live = new Set(observed.observations.map((x) => x.id));
        const hostLive = observation.startsWith('tree:') ? await attestationFor(location, clock()) : observed;
        for (const x of hostLive?.observations ?? []) live.add(x.id);
        await addBarLift(location.home, s.project.key, stored, (raw) => {
          const id = (raw as { bar?: { observation?: string } }).bar?.observation ?? '';
          return live.has(id) || id.startsWith('tree:');
        });
        await s.transact(async (tx) => {
          tx.audit({
            time: clock().toISOString(),
            // Project-wide (the act's id is none: the plan names the memory), so the line names no record.
            event: 'lift',
            channel: surface,
            interactive: signature.interactive,
            signer: act.key,
            nonce: act.nonce,
            act,
            applied: {
              observation,
              bar: bar.bar,
              dropped: bar.dropped,
              ...(scope.memory !== undefined ? { memory: scope.memory.id, tokens: scope.memory.tokens.length } : {}),
            },
          });
        });
        return { declined: false, result: checked.lift };
      }),
    repoTrust: () => run(async () => repoTrustState(await store())),
    trustRepo: (on) =>
      run(async (): Promise<ActOutcome<RepoTrustState>> => {
        const s = await store();
        const now = await repoTrustState(s);
        // What the person trusts is HEAD now (A7): no commit, nothing git tracks to trust.
        const root = await checkoutRoot();
        const head = on ? headCommit(root) : undefined;
        if (on && head === undefined)
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            `${location.project.path} has no git commit to trust (not a git repository, or nothing committed yet): \`cairn trust --repo\` signs the commit you reviewed. Commit first, then run it again.`,
          );
        // Already so: nothing to sign (as `cairn resume` when not paused). Trusted at another commit: signed again, forward.
        if (now.trusted ? on && now.commit === head : !on && now.problem === undefined) return { declined: false, result: now, already: true };
        const project = {
          key: s.project.key,
          path: location.project.path,
          roots: await recordedRoots(s.project.key),
          ...(head !== undefined ? { commit: head } : {}),
        };
        // Signing again: what changed since the commit the person trusted, for them to review (display only).
        const previous = now.trusted ? now.commit : on ? await declaredCommit(location.home, { key: s.project.key, path: location.project.path }) : undefined;
        const changed = previous !== undefined && head !== undefined && previous !== head ? changedSince(root, previous, head) : undefined;
        const since =
          previous === undefined || head === undefined || previous === head
            ? ''
            : changed === undefined
              ? ` The commit you trusted before (${previous.slice(0, 12)}) is not in this repository any more: review the tracked files as they are at ${head.slice(0, 12)}.`
              : ` ${changed.length} file${changed.length === 1 ? '' : 's'} changed since the commit you trusted (${previous.slice(0, 12)} → ${head.slice(0, 12)})${changed.length > 0 ? `: ${changed.slice(0, 20).map(safeName).join(', ')}${changed.length > 20 ? `, and ${changed.length - 20} more (\`git diff --stat ${previous.slice(0, 12)} ${head.slice(0, 12)}\`)` : ''}` : ''}. Review them first: what they say is trusted once you sign.`;
        const q = on
          ? `Trust this project's tracked files as they are at commit ${(head as string).slice(0, 12)}?${since} Memories attested by them then promote like your agent's own, after sightings in two protected sessions.`
          : "Stop trusting this project's tracked files? Its repo memories stay candidates until you confirm them.";
        const signature = await sign('trust', [], { plan: repoTrustPlan(project, on), question: q }, s);
        if (!signature) return { declined: true };
        const act = signature.acts[0];
        await writeRepoTrust(location.home, project.key, on && act !== undefined && head !== undefined ? { ...act, commit: head } : undefined);
        const after = await repoTrustState(s);
        readChecks = { ...readChecks, trust: { repo: after.trusted } };
        return { declined: false, result: after };
      }),
    pause: () => setPause('pause'),
    resume: () => setPause('resume'),
    initialised: () => run(async () => main.opened() || (await provider.isInitialised(target))),
    ready: () =>
      run(async () => {
        await store();
      }),

    async close() {
      await reinforcements.flush();
      if (closed) return;
      closed = true;
      if (indexDirty) refreshIndex();
      await main.close();
      await personSide?.close();
    },
  };
  return session;
}
