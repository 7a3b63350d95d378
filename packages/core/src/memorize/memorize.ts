import { CoreError, ErrorCode, isCoreError } from '../errors/CoreError.js';
import { textKey } from '../decode/index.js';
import { applyPolicy, decideOrigin, type PolicyDecision } from '../policy/applyPolicy.js';
import { describeGateCategory } from '../gate/index.js';
import { isHumanChannel, POLICY, speaksForUser } from '../policy/policy.js';
import { maySupersede } from '../policy/supersede.js';
import { assertProjectPathClean, redactSecrets } from '../redact/index.js';
import { parseMemorizeRequest } from '../schema/parseMemorizeRequest.js';
import { type AuditEvent, type Clamp, type Evidence, type Flag, type MemoryRecord, SCHEMA_VERSION, type Status } from '../schema/record.js';
import type { StoreTransaction } from '../store/MemoryStore.js';
import { canonicalSource, evidenceKey, independentEvidence } from '../policy/evidence.js';
import { promotedStatus } from '../policy/promotion.js';
import { type SanitizedRequest, sanitizeRequest } from './sanitizeRequest.js';
import type { WriteContext } from './WriteContext.js';
import { restoredBinding, restoredCreatedAt } from './restoredFrom.js';
import type { PersonSignature } from '../person/PersonProof.js';
import { signedActFor, withAct } from '../person/attachAct.js';
import { auditAct, projectWideAct } from '../person/auditSigner.js';
import type { SignedAct } from '../person/signedAct.js';
import type { PersonAct } from '../policy/personActs.js';
import {
  type AttestationInput,
  type AttestationWitness,
  attestationReason,
  attestOrigin,
  committedNow,
  type TextPrints,
  WORKING_TREE_TOOL,
} from '../provenance/attestOrigin.js';
import { textPrintsWithReadings } from '../provenance/reversedViews.js';
import { type Binding, bindingRef, bindingTarget } from '../binding/binding.js';
import { readFingerprint, SHINGLE_WORDS, shingleWords, WINNOW_WINDOW } from '../observe/fingerprint.js';
import { count } from '../display/count.js';
import { OBSERVATION_RETENTION_DAYS, type Observation } from '../observe/observation.js';
import { citedLinesHold, directPackages, directQuery, firstSharedLine, type TreeFilePrints, treeObservations, treeQuery } from '../provenance/treePrints.js';

/** What a memorize returns to the adapter (DESIGN.md §2, §7). */
export interface MemorizeResult {
  /** The stored record (new, or the existing one this write was a sighting of). */
  record: MemoryRecord;
  status: Status;
  flags: Flag[];
  gateReasons: string[];
  /** Every value the policy lowered. Never silent. */
  clamped: Clamp[];
  /** Sentences for the person (e.g. "stored as a sighting of mem_…"). */
  warnings: string[];
  /** True when the text repeated an existing record and was recorded as a sighting. */
  sighting: boolean;
  /**
   * On a sighting: true when this very evidence (same source, same content hash) was already
   * recorded, so the write added nothing — what a re-import of an unchanged line is (walk 12
   * item 8: the second of two imports run at once reported such lines as sightings).
   */
  evidenceKnown?: boolean;
  /**
   * A person's write (origin `user`, signed) of the text of a memory someone else stored: the
   * memory became the person's (origin `user`, confirmed by the signature), and this is the
   * origin it had before. Absent otherwise.
   */
  madeYoursFrom?: MemoryRecord['origin'];
}

/** Redacts a client name before it is stored in the audit log. */
export function auditClient(client: string | undefined): string | undefined {
  return client === undefined ? undefined : redactSecrets(client).text.slice(0, 200);
}

/**
 * The audit fields that say who acted (DESIGN.md §6: "the signer of a person's act", the
 * client, `interactive`): from the person's signature when the act carries one, else from the
 * context. The client name is redacted.
 */
export function auditActor(context: {
  client?: string | undefined;
  interactive?: boolean | undefined;
  signature?: PersonSignature | undefined;
}): Pick<AuditEvent, 'client' | 'interactive' | 'signer' | 'act'> {
  const client = auditClient(context.client);
  const signature = context.signature;
  const wide = projectWideAct(signature);
  return {
    ...(client ? { client } : {}),
    interactive: signature !== undefined ? signature.interactive : context.interactive === true,
    ...(signature !== undefined ? { signer: redactSecrets(signature.signer).text.slice(0, 200) } : {}),
    ...(wide !== undefined ? { act: wide } : {}),
  };
}

/** A value hashed under two keyed hashes to tell whether they are the same key (the session makes one function per use). */
const SAME_KEY_PROBE = 'cairn-same-key/1';

/**
 * A policy decision with the observation that lowered its origin, if one did; and, when a gap
 * lowered it to `tool`, the session and its first gap (`gapBy`, kept in evidence when no observation
 * explains the origin: h61).
 */
export type WriteDecision = PolicyDecision & { attestedBy?: AttestationWitness; gapBy?: { session: string; gap: string } };

/**
 * The policy decision for a write, lowered by what the host observed. On an agent channel (not
 * a person's):
 * - a host session with a gap (the host-hooks issue) writes as origin `tool` — fail closed,
 *   since what the agent read unobserved may be behind the write;
 * - attested provenance (DESIGN.md §10): the origin is lowered to the least trusted origin among
 *   the observations the text reproduces ({@link attestOrigin}).
 * Each lowering is a clamp the caller sees (the attestation's with its reason), never silent.
 * Raises nothing.
 */
export function writeDecision(
  request: SanitizedRequest['request'],
  context: Pick<WriteContext, 'channel' | 'hostSession' | 'attestation' | 'workingTree' | 'now'> & { store?: Pick<WriteContext['store'], 'project'> },
): WriteDecision {
  let decision: WriteDecision = applyPolicy(request, context.channel);
  if (isHumanChannel(context.channel)) return decision;
  const base = decision.origin;
  decision = openGapClamp(decision, request, context);
  const gaps = context.hostSession?.gaps ?? 0;
  if (gaps > 0 && POLICY[decision.origin].trustRank < POLICY.tool.trustRank) {
    const lowered = applyPolicy({ ...request, origin: 'tool' }, context.channel);
    const host = context.hostSession as NonNullable<typeof context.hostSession>;
    // Says why when the session names its gap (h48-attack F9: the clamp named no reason): the session, how many, the first.
    const why =
      host.gap !== undefined
        ? { reason: `origin ${decision.origin} → tool: host session ${host.id} has ${gaps} tool call${gaps === 1 ? '' : 's'} not observed whole (${host.gap})` }
        : {};
    decision = {
      ...lowered,
      clamped: [{ field: 'origin', requested: request.origin, applied: 'tool', ...why }, ...lowered.clamped.filter((c) => c.field !== 'origin')],
      gapBy: { session: host.id, gap: host.gap ?? `${gaps} tool call${gaps === 1 ? '' : 's'} not observed whole` },
    };
  }
  decision = subagentClamp(decision, request, context);
  decision = opaqueClamp(decision, request, context);
  const observed = context.attestation;
  const tree = context.workingTree;
  const texts = [request.text, request.title, request.summary].filter((t): t is string => typeof t === 'string' && t !== '');
  // A stored read's `tracked` stands only while its content is the counting commit's now (h53b D4).
  let observations: readonly Observation[] = committedNow(observed?.observations ?? [], observed?.committed);
  // The working tree attests with or without hooks (issue #22): its index is asked once for the
  // files holding any of the texts' prints, computed here once, and only those become observations.
  let treeShingles: Set<string> | undefined;
  let treeFiles: readonly TreeFilePrints[] = [];
  const projectPath = context.store?.project.path ?? '';
  // The texts' prints, once per write: the tree's lookup and the attestation share them.
  let prints: TextPrints | undefined;
  if (tree !== undefined) {
    // With the texts' reversed readings (A8: words written backwards), as observations are compared too.
    prints = textPrintsWithReadings(texts, tree.hash, projectPath);
    const query = treeQuery(texts, tree.hash, projectPath, prints);
    treeFiles = tree.lookup(query.prints);
    if (treeFiles.length > 0) {
      // A token in many packages: which of them the project's own files declare (MIN_DIRECT_HOLDERS).
      const asked = directQuery(treeFiles, query, tree.hash);
      const direct = asked.size > 0 ? directPackages(tree.lookup(new Set(asked.keys())), asked) : undefined;
      const fromTree = treeObservations(treeFiles, query.shingles, context.now(), direct === undefined ? query : { ...query, direct });
      if (fromTree.length > 0) observations = [...observations, ...fromTree];
    }
    // A witness names the first line holding any of them.
    treeShingles = new Set([...query.shingles, ...query.tokens.keys()]);
  }
  // The host's memory files (A4), after the tree's: at an equal weight the first witness is kept.
  if (observed?.hostMemory !== undefined && observed.hostMemory.length > 0) observations = [...observations, ...observed.hostMemory];
  const hash = observed?.hash ?? tree?.hash;
  if (observations.length === 0 || hash === undefined) return decision;
  const lifts = [...(observed?.lifts ?? []), ...(tree?.lifts ?? []).filter((l) => !(observed?.lifts ?? []).includes(l))];
  // A gap lowered it to `tool`, as untrusted as a page: attested from the origin before the gap, so the
  // observation the text reproduces still explains it when it is there (h61: a page read kept after a flood).
  const gapped = decision.gapBy !== undefined;
  const attestation: AttestationInput = {
    claimed: gapped ? base : decision.origin,
    texts,
    observations,
    hash,
    now: context.now(),
    retentionDays: observed?.retentionDays ?? OBSERVATION_RETENTION_DAYS,
    projectPath,
    // The person's signed lifts of observations' and working-tree files' bars (checked by the session with the person's keyring).
    ...(lifts.length > 0 ? { lifts } : {}),
    // The cited file names the witness among equals (walk h58).
    ...(citedFile(request.source) !== undefined ? { cited: citedFile(request.source) as string } : {}),
    // Made under the tree's key: reused when the observations' key is the same (a probe value tells);
    // else made here, with the texts' reversed readings (textPrintsWithReadings).
    prints:
      prints !== undefined && tree !== undefined && (hash === tree.hash || hash(SAME_KEY_PROBE) === tree.hash(SAME_KEY_PROBE))
        ? prints
        : textPrintsWithReadings(texts, hash, projectPath),
  };
  const attested = attestOrigin(attestation);
  const named = (w: AttestationWitness): AttestationWitness => treeWitness(w, treeFiles, treeShingles);
  if (gapped) {
    // The strongest explanation: an observation at least as untrusted as the gap's `tool`; else the gap (in evidence).
    if (attested.witness === undefined || POLICY[attested.origin].trustRank < POLICY[decision.origin].trustRank) return decision;
  } else if (attested.witness === undefined || attested.origin === decision.origin) return withRepoWitness(decision, attestation, named);
  const witness = named(attested.witness);
  const lowered = applyPolicy({ ...request, origin: attested.origin }, context.channel);
  const reason = attestationReason(attestation.claimed, witness);
  return {
    ...lowered,
    clamped: [{ field: 'origin', requested: request.origin, applied: attested.origin, reason }, ...lowered.clamped.filter((c) => c.field !== 'origin')],
    attestedBy: witness,
  };
}

/**
 * A write of a host session in which a subagent called Cairn's MCP tools (`hostSession.subagent`,
 * h61) is stored as `tool` at most: a subagent's result is tool output to the session that runs it
 * (attestation-8's convention "a subagent's (Task) result → tool"), and the server cannot tell the
 * subagent's write from the main agent's. The clamp names the session and the subagent. Raises nothing.
 */
function subagentClamp(decision: WriteDecision, request: SanitizedRequest['request'], context: Pick<WriteContext, 'channel' | 'hostSession'>): WriteDecision {
  const host = context.hostSession;
  if (host?.subagent === undefined || POLICY[decision.origin].trustRank >= POLICY.tool.trustRank) return decision;
  const lowered = applyPolicy({ ...request, origin: 'tool' }, context.channel);
  const reason = `origin ${decision.origin} → tool: a subagent (agent ${host.subagent}) of host session ${host.id} called Cairn, and a subagent's result is tool output`;
  return {
    ...lowered,
    clamped: [{ field: 'origin', requested: request.origin, applied: 'tool', reason }, ...lowered.clamped.filter((c) => c.field !== 'origin')],
  };
}

/**
 * A host session that read content Cairn cannot compare (an image, a PDF, a binary blob: core's
 * `opaqueRead`) writes as the least trusted origin among those reads, as a gap writes as `tool`
 * (attack note A5, 2026-12-06): the words in it reached the model and no fingerprint. A write
 * that belongs to no protected host session (none named, or an unprotected one: an id the agent
 * may have chosen) is lowered by the opaque reads of every recent session too, ended or not
 * (`attestation.openOpaque`, h51-attest; core's `windowLowerings`, attack h58 F2), since it may
 * come from any of them. The clamp names the read. Raises nothing.
 */
function opaqueClamp(
  decision: WriteDecision,
  request: SanitizedRequest['request'],
  context: Pick<WriteContext, 'channel' | 'hostSession' | 'attestation'>,
): WriteDecision {
  const host = context.hostSession;
  const own = host?.opaque;
  // A write that belongs to no protected host session may come from any open session: their
  // opaque reads lower it too (h51-attest; a session id an agent chose, or none, only lowers).
  const open = host?.protected === true ? undefined : context.attestation?.openOpaque;
  const rank = (o: { origin: keyof typeof POLICY } | undefined): number => (o === undefined ? -1 : POLICY[o.origin].trustRank);
  const opaque = rank(open) > rank(own) ? open : own;
  if (opaque === undefined || POLICY[opaque.origin].trustRank <= POLICY[decision.origin].trustRank) return decision;
  const lowered = applyPolicy({ ...request, origin: opaque.origin }, context.channel);
  const reason =
    opaque === own && host !== undefined
      ? `origin ${decision.origin} → ${opaque.origin}: host session ${host.id} read content Cairn cannot compare with this write (${opaque.read})`
      : `origin ${decision.origin} → ${opaque.origin}: ${host === undefined ? 'this write names no host session' : `host session ${host.id} is not protected`}, and recent host session ${(open as NonNullable<typeof open>).session} read content Cairn cannot compare with this write (${opaque.read})`;
  return {
    ...lowered,
    clamped: [{ field: 'origin', requested: request.origin, applied: opaque.origin, reason }, ...lowered.clamped.filter((c) => c.field !== 'origin')],
  };
}

/**
 * A write that belongs to no protected host session (none named, or an unprotected one: an id the
 * agent may have chosen) is stored as origin `tool` while a host session active within the
 * observation window, ended or not, has a gap (`attestation.openGap`, attack h53 C8; core's
 * `windowLowerings`: a SessionEnd is forgeable, attack h58 F2): it may come from that session, whose agent read what no
 * hook observed — the gap rule of the session a write names, applied as {@link opaqueClamp}'s
 * open-session rule. The clamp names the session and its first gap. A session's own gaps are the
 * rule above it (its clamp names the session the write belongs to). Raises nothing.
 */
function openGapClamp(
  decision: WriteDecision,
  request: SanitizedRequest['request'],
  context: Pick<WriteContext, 'channel' | 'hostSession' | 'attestation'>,
): WriteDecision {
  const host = context.hostSession;
  const open = host?.protected === true ? undefined : context.attestation?.openGap;
  if (open === undefined || (host?.gaps ?? 0) > 0 || POLICY[decision.origin].trustRank >= POLICY.tool.trustRank) return decision;
  const lowered = applyPolicy({ ...request, origin: 'tool' }, context.channel);
  const reason = `origin ${decision.origin} → tool: ${host === undefined ? 'this write names no host session' : `host session ${host.id} is not protected`}, and recent host session ${open.session} has ${open.gaps} tool call${open.gaps === 1 ? '' : 's'} not observed whole (${open.gap})`;
  return {
    ...lowered,
    clamped: [{ field: 'origin', requested: request.origin, applied: 'tool', reason }, ...lowered.clamped.filter((c) => c.field !== 'origin')],
    gapBy: { session: open.session, gap: open.gap },
  };
}

/** A working-tree witness names the line it starts on (`node_modules/x/README.md:12`); any other is as it is. */
/** The file a write's `source` cites (`src/queue.ts:3` → `src/queue.ts`), or undefined for none, a URL or a tool name's empty path. */
function citedFile(source: string | undefined): string | undefined {
  if (source === undefined) return undefined;
  const path = source.replace(/:\d+(?:-\d+)?$/u, '').replace(/^\.\//u, '');
  return path !== '' ? path : undefined;
}

function treeWitness(w: AttestationWitness, files: readonly TreeFilePrints[], shingles: ReadonlySet<string> | undefined): AttestationWitness {
  if (w.tool !== WORKING_TREE_TOOL || shingles === undefined || w.ref === undefined) return w;
  const file = files.find((f) => f.path === w.ref);
  const line = file !== undefined ? firstSharedLine(file, shingles) : undefined;
  return line === undefined ? w : { ...w, ref: `${w.ref}:${line}` };
}

/**
 * A write that stays `repo` keeps the read of the project's file it reproduces as its witness,
 * though nothing was lowered: whether that file is one git tracks decides whether the memory may
 * promote where the person trusts the project's files (issue #22, `fromTrackedFiles`). Raises
 * nothing: the origin and clamps are unchanged.
 */
function withRepoWitness(decision: WriteDecision, attestation: AttestationInput, named: (w: AttestationWitness) => AttestationWitness): WriteDecision {
  if (decision.origin !== 'repo') return decision;
  const seen = attestOrigin({ ...attestation, claimed: 'agent' });
  return seen.origin === 'repo' && seen.witness !== undefined ? { ...decision, attestedBy: named(seen.witness) } : decision;
}

/**
 * THE write path: every adapter stores memories through this one function. Steps, in order
 * (DESIGN.md §2): validate (zod, strict) → normalise → redact every string → policy table
 * (clamps, entrenchment refusal, decay) → instruction gate on every free-text field →
 * evidence and promotion (a repeat of an existing text is a sighting) → persist, audit, return.
 *
 * @param input - the untrusted request (parsed JSON); see `MemorizeRequestSchema`
 * @param context - the injected store, channel, clock, id and digest functions
 * @returns the record and everything the policy did to it
 * @throws CoreError `INVALID_INPUT` (shape, unknown field, > 32 KiB field, a project path holding a credential),
 *   `ENTRENCHMENT_REFUSED` (pinned/stable from a non-user origin or an agent channel; audited),
 *   `NOT_FOUND` (`supersedes` names no record), store errors (`STORE_LOCKED`, `STORE_IO`).
 */
export async function memorize(input: unknown, context: WriteContext): Promise<MemorizeResult> {
  // The project path is written into every record: a path holding a credential is refused first.
  assertProjectPathClean(context.store.project.path);
  const request = parseMemorizeRequest(input);
  const sanitized = sanitizeRequest(request, context.vocabulary);
  const w: WriteInputs = {
    context,
    sanitized,
    now: context.now().toISOString(),
    actor: {
      channel: context.channel,
      ...auditActor(context),
      ...(context.hostSession ? { session: redactSecrets(context.hostSession.id).text.slice(0, 128), protected: context.hostSession.protected } : {}),
    },
  };
  // One transaction per call: a refusal writes its audit line there and nothing else.
  const outcome = await context.store.transact(async (tx): Promise<MemorizeResult | { refused: CoreError }> => {
    let decision: WriteDecision;
    try {
      decision = writeDecision(sanitized.request, context);
    } catch (error) {
      if (!isCoreError(error)) throw error;
      const { origin } = decideOrigin(request.origin, context.channel);
      tx.audit({ time: w.now, event: 'refused', origin, ...w.actor, code: error.code });
      return { refused: error };
    }
    return storeRequest(tx, decision, w);
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome;
}

/** What {@link previewMemorize} says a write would store. */
export interface MemorizePreview {
  /** The record as it would be stored (a new one with the context's next id, or the existing one with this sighting applied). */
  record: MemoryRecord;
  /** True when the text repeats an existing record: the write would be a sighting of it. */
  sighting: boolean;
  /**
   * On a sighting: true when this very evidence (same source, same content hash) was already
   * recorded, so the write added nothing — what a re-import of an unchanged line is (walk 12
   * item 8: the second of two imports run at once reported such lines as sightings).
   */
  evidenceKnown?: boolean;
  /**
   * The person's act the write amounts to, for the person port: `memorize-user` or
   * `entrench` for a new memory of origin `user`, `confirm` for a person's sighting of an
   * existing one; undefined when it is the agent's write (no person's act).
   */
  act: PersonAct | undefined;
  flags: Flag[];
  gateReasons: string[];
  clamped: Clamp[];
}

const PREVIEW = Symbol('preview');

/**
 * What {@link memorize} would store for `input`, without storing anything (no record, no
 * audit line): the same validation, redaction, policy, gate and sighting lookup, inside a
 * store transaction that is abandoned. The session shows this record to the person
 * (`recordView`: its text, origin, flags and hidden text) and has it signed before the real
 * write, which checks that it stores exactly what was signed. Call it with a `newId` that
 * returns the same id for the preview and the write.
 *
 * @throws CoreError as `memorize` does (`INVALID_INPUT`, `ENTRENCHMENT_REFUSED`, `NOT_FOUND`), without auditing a refusal
 */
export async function previewMemorize(input: unknown, context: WriteContext): Promise<MemorizePreview> {
  const request = parseMemorizeRequest(input);
  const sanitized = sanitizeRequest(request);
  const decision = writeDecision(sanitized.request, context);
  const { signature: _ignored, ...unsigned } = context;
  const w: WriteInputs = { context: unsigned, sanitized, now: context.now().toISOString(), actor: { channel: context.channel, interactive: false } };
  let result: MemorizeResult | undefined;
  try {
    await context.store.transact(async (tx) => {
      const dry: StoreTransaction = {
        get: (id) => tx.get(id),
        findByTextKey: (kind, key) => tx.findByTextKey(kind, key),
        list: (filter) => tx.list(filter),
        put: () => undefined,
        remove: () => undefined,
        audit: () => undefined,
      };
      result = await storeRequest(dry, decision, w);
      throw PREVIEW;
    });
  } catch (error) {
    if (error !== PREVIEW) throw error;
  }
  if (result === undefined) throw new CoreError(ErrorCode.INTERNAL, 'The memorize preview produced nothing.');
  const personal = decision.origin === 'user' && isHumanChannel(context.channel);
  const act: PersonAct | undefined = !personal ? undefined : (w.signedAs ?? (decision.pinned || decision.stable ? 'entrench' : 'memorize-user'));
  return { record: result.record, sighting: result.sighting, act, flags: result.flags, gateReasons: result.gateReasons, clamped: result.clamped };
}

/**
 * Speaking for the user (issue #18 rule 3): a `preference` from a non-user origin is flagged
 * (`preference-hijack`, policy's USER_ONLY_KINDS); the person stating their own preference is not
 * speaking for them, so the gate's `preference-hijack` is dropped for origin `user`.
 */
function speakingForTheUser(sanitized: SanitizedRequest, kind: string, decision: PolicyDecision): void {
  if (decision.origin === 'user' && sanitized.gateReasons.includes('preference-hijack')) {
    sanitized.gateReasons = sanitized.gateReasons.filter((r) => r !== 'preference-hijack');
    if (sanitized.gateReasons.length === 0) sanitized.flags = sanitized.flags.filter((f) => f !== 'instruction');
  }
  if (speaksForUser(kind, decision.origin)) {
    if (!sanitized.flags.includes('instruction')) sanitized.flags.unshift('instruction');
    sanitized.gateReasons = [...new Set([...sanitized.gateReasons, 'preference-hijack' as const])].sort();
    sanitized.gatedFields = [...sanitized.gatedFields, 'kind'];
  }
}

/** What one memorize call carries into its transaction. */
interface WriteInputs {
  context: WriteContext;
  sanitized: SanitizedRequest;
  /** ISO-8601 time of the call. */
  now: string;
  /** The audit fields of the writer: channel, client, interactive, signer. */
  actor: Pick<AuditEvent, 'channel' | 'client' | 'interactive' | 'signer' | 'session' | 'protected' | 'act'>;
  /** Set by the write: the person's act it amounts to, when the person wrote it (what the signature must be for). */
  signedAs?: PersonAct;
}

/** Stores a request the policy accepted: a new record, or a sighting of an equal one. */
async function storeRequest(tx: StoreTransaction, decision: WriteDecision, w: WriteInputs): Promise<MemorizeResult> {
  const { context, sanitized, now } = w;
  const req = sanitized.request;
  const kind = req.kind ?? 'fact';
  speakingForTheUser(sanitized, kind, decision);
  const key = textKey(req.text);
  const evidence: Evidence = {
    source: req.source !== undefined ? canonicalSource(req.source, context.store.project.path) : null,
    // Cairn's own hash; a caller's hash is a note, never part of the key (issue #16).
    sourceHash: context.digest(key),
    ...(req.sourceHash !== undefined ? { callerSourceHash: req.sourceHash } : {}),
    channel: context.channel,
    origin: decision.origin,
    at: now,
    // Only the session the project session attests tells witnesses apart; one the caller named is a note (issue #16).
    ...(context.session !== undefined ? { session: context.session } : req.session !== undefined ? { callerSession: req.session } : {}),
    // Only a protected host session's sighting may promote an agent memory (DESIGN.md §2.6, §10).
    ...(context.session !== undefined && context.hostSession?.protected === true && context.hostSession.id === context.session
      ? { protected: true as const }
      : {}),
    ...(decision.attestedBy !== undefined
      ? {
          // Every string of the witness is redacted as it is stored: a file's name is the working
          // tree's word (the fifteenth walk: `docs/<token>.md` kept whole in `ref` beside a redacted `source`).
          attestedBy: {
            ...decision.attestedBy,
            session: redactSecrets(decision.attestedBy.session).text.slice(0, 128),
            ...(decision.attestedBy.ref !== undefined ? { ref: redactSecrets(decision.attestedBy.ref).text.slice(0, 2048) } : {}),
            ...(decision.attestedBy.tool !== undefined ? { tool: redactSecrets(decision.attestedBy.tool).text.slice(0, 200) } : {}),
          },
        }
      : // No observation explains the origin a gap lowered (the page read a flood pushed out, h61): the gap does, named.
        decision.gapBy !== undefined && decision.origin === 'tool'
        ? { gap: { session: redactSecrets(decision.gapBy.session).text.slice(0, 128), gap: redactSecrets(decision.gapBy.gap).text.slice(0, 200) } }
        : {}),
  };
  const bound = bindRequest(req, context);
  if (bound.source !== undefined) evidence.sourceHash = bound.source.hash;
  // The witness of each binding this write made (a checking reader compares against it).
  if (bound.bindings.length > 0) evidence.bound = Object.fromEntries(bound.bindings.map((b) => [bindingRef(b), b.hash]));
  if (bound.unbound !== undefined) evidence.unbound = bound.unbound;
  if (bound.notEvidence !== undefined) evidence.notEvidence = bound.notEvidence;
  const existing = await tx.findByTextKey(kind, key);
  // Said plainly on every adapter, not only where a CLI prints `unbound`.
  const cited = (evidence.source ?? '').replace(/:(\d+)-\1$/u, ':$1');
  const citedNote =
    bound.notEvidence !== undefined
      ? `The source ${cited} is not evidence: ${bound.notEvidence}, so it is kept as the caller's note only (a change to those lines still marks the memory stale).`
      : citedWithoutAttesting(bound, decision, context)
        ? `The source ${cited} does not attest this text: ${citedShortfall(req.text, bound.cited)}, so it stays the agent's (origin agent), a candidate for a person's review (a change to those lines marks the memory stale).`
        : undefined;
  if (existing) {
    const seen = await recordSighting(tx, existing, evidence, decision, w, bound.bindings);
    if (citedNote !== undefined) seen.warnings.push(citedNote);
    return seen;
  }

  const humanUser = decision.origin === 'user' && isHumanChannel(context.channel);
  if (humanUser) w.signedAs = decision.pinned || decision.stable ? 'entrench' : 'memorize-user';
  const flags = [...sanitized.flags];
  const warnings: string[] = citedNote !== undefined ? [citedNote] : [];
  let supersedesTarget: MemoryRecord | undefined;
  if (req.supersedes !== undefined) {
    supersedesTarget = await tx.get(req.supersedes);
    if (!supersedesTarget) {
      throw new CoreError(ErrorCode.NOT_FOUND, `No memory with id ${req.supersedes} in this project to supersede. Run \`cairn list\` to see ids.`);
    }
  }
  const record: MemoryRecord = {
    schemaVersion: SCHEMA_VERSION,
    id: context.newId(),
    projectKey: context.store.project.key,
    projectPath: context.store.project.path,
    kind,
    text: req.text,
    ...(req.title !== undefined ? { title: req.title } : {}),
    ...(req.summary !== undefined ? { summary: req.summary } : {}),
    ...(req.filesEdited !== undefined ? { filesEdited: req.filesEdited } : {}),
    origin: decision.origin,
    salience: decision.salience,
    confidence: decision.confidence,
    decayRate: decision.decayRate,
    strength: decision.salience,
    reinforcedAt: now,
    pinned: decision.pinned,
    stable: decision.stable,
    status: 'candidate',
    flags,
    gateReasons: sanitized.gateReasons,
    evidence: [evidence],
    ...(bound.bindings.length > 0 ? { bindings: bound.bindings } : {}),
    ...(req.tripwires !== undefined ? { tripwires: req.tripwires } : {}),
    tags: req.tags ?? [],
    // A restore keeps the backup's earlier creation time (walk h56 MED 2): older only lowers.
    createdAt: restoredCreatedAt(context.restoredFrom?.createdAt, now),
    updatedAt: now,
    recallCount: 0,
  };
  if (supersedesTarget) {
    record.supersedes = supersedesTarget.id;
    if (!maySupersede(record, supersedesTarget, humanUser) || flags.includes('instruction')) {
      flags.push('contradicts');
      warnings.push(
        `It would replace ${supersedesTarget.id}, a record of equal or higher trust; it waits for a person's confirmation and ${supersedesTarget.id} stays active meanwhile.`,
      );
    }
  }
  if (decision.pinned && !flags.includes('instruction')) record.confirmedAt = now;
  let nonce: string | undefined;
  let signedAct: SignedAct | undefined;
  if (context.signature !== undefined && context.signature.scheme !== 'presence') {
    // The person saw this record (its flags too) and signed it: the signature is the confirm.
    const act = signedActFor(
      context.signature,
      decision.pinned || decision.stable ? 'entrench' : 'memorize-user',
      record,
      context.store.project.key,
      context.digest,
    );
    Object.assign(record, withAct(record, act));
    record.confirmedAt = now;
    nonce = act.nonce;
    signedAct = auditAct(act);
  }
  record.status = promotedStatus(record, undefined, context.trust);
  if (supersedesTarget && record.status === 'active' && !flags.includes('contradicts')) {
    tx.put({ ...supersedesTarget, status: 'superseded', supersededBy: record.id, updatedAt: now });
  }
  if (flags.includes('instruction')) {
    const why = sanitized.gateReasons.map(describeGateCategory).join('; ');
    // The person's own signed write is confirmed by that signature (issue #14, the seventh
    // newcomer walk: "Stored … as active" was followed by "never active … until a person confirms it").
    const fate =
      record.status === 'active'
        ? 'you signed it, so it is active and in the digest as your confirmed instruction'
        : 'kept and listed, but never active or in the digest until a person confirms it';
    warnings.push(`Flagged as an instruction in ${sanitized.gatedFields.join(', ')} — ${why}: ${fate}.`);
  }
  for (const hidden of sanitized.hiddenTexts) {
    warnings.push(`Hidden text decoded from invisible characters (never shown in the digest): «${hidden.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').slice(0, 500)}»`);
  }
  // Not "credentials: <kind>": a label, a colon and a word is the shape the output's own redaction
  // takes for a secret assignment, and on a terminal (the dim colour's code behind the kind) it
  // hid the kind from the person (walk h55 LOW 10).
  if (sanitized.redactedKinds.length > 0) warnings.push(`Removed credentials (${sanitized.redactedKinds.join(', ')}).`);
  tx.put(record);
  tx.audit({
    time: now,
    event: 'memorize',
    id: record.id,
    origin: record.origin,
    ...w.actor,
    ...(nonce !== undefined ? { nonce } : {}),
    ...(signedAct !== undefined ? { act: signedAct } : {}),
    applied: {
      salience: record.salience,
      confidence: record.confidence,
      decayRate: record.decayRate,
      status: record.status,
      pinned: record.pinned,
      stable: record.stable,
      flags: record.flags,
    },
    ...(decision.clamped.length > 0 ? { clamped: decision.clamped } : {}),
  });
  return { record, status: record.status, flags: record.flags, gateReasons: record.gateReasons, clamped: decision.clamped, warnings, sighting: false };
}

/** Why a source's cited lines were not bound (issue #22; issue #14, walk 12 item 13): they do not hold the memory's text ({@link citedLinesHold}). */
export const CITED_LINES_MISMATCH = 'its cited lines do not contain this text';

/**
 * Why cited lines that are the memory's evidence still do not attest it (walk h54 item 4: a
 * note citing `export const retries = 3; // exponential backoff` for "Failed jobs retry three
 * times with exponential backoff." was stored with no word of it). They hold enough of its words
 * to be about it ({@link citedLinesHold}: a paraphrase naming the code's identifiers is evidence,
 * issue #23), yet the working tree reproduces none of its runs, so nothing lowered the agent's
 * claim to `repo` "attested by" them.
 */
export const CITED_LINES_PARTIAL = 'its cited lines share some of its words but do not reproduce it';

/**
 * The shortest run of words the working tree's index is sure to find in a file of ordinary length:
 * it keeps one of every {@link WINNOW_WINDOW} consecutive {@link SHINGLE_WORDS}-word runs of a file
 * (core's `winnow`), so a shared run of `SHINGLE_WORDS + WINNOW_WINDOW − 1` = 8 words meets one.
 */
const SURE_RUN_WORDS = SHINGLE_WORDS + WINNOW_WINDOW - 1;

/**
 * Why cited lines that are a write's evidence did not attest it, as the working tree's comparison
 * decided it (walk h56 MED 3: `export const queue = "redis";` citing that very line was told its
 * lines "do not reproduce it"). Lines that do not hold the text's words as one run:
 * {@link CITED_LINES_PARTIAL}. Lines that do: the text has fewer words than one
 * {@link SHINGLE_WORDS}-word run, by which the tree compares (it can never attest it); or fewer
 * than {@link SURE_RUN_WORDS}, which the index's sample of a file's runs may miss (the home's key
 * decides which runs it keeps); else the index did not find it there.
 *
 * @param text - the write's text (redacted, as stored)
 * @param cited - the cited lines as they are now (`bindRequest`'s `cited`); undefined: unknown
 */
export function citedShortfall(text: string, cited: string | undefined): string {
  const memory = shingleWords(text);
  const lines = cited !== undefined ? shingleWords(redactSecrets(cited).text) : [];
  if (cited === undefined || memory.length === 0 || !` ${lines.join(' ')} `.includes(` ${memory.join(' ')} `)) return CITED_LINES_PARTIAL;
  const n = count(memory.length, 'word');
  if (memory.length < SHINGLE_WORDS)
    return `its cited lines hold it word for word, but it has ${n}, and the working tree attests a text only by runs of ${SHINGLE_WORDS} words it shares with a file`;
  if (memory.length < SURE_RUN_WORDS)
    return `its cited lines hold it word for word, but it has ${n}, and the working tree keeps a sample of each file's ${SHINGLE_WORDS}-word runs that is sure to meet a text only from ${SURE_RUN_WORDS} words on (which runs it keeps depends on this home's key)`;
  return `its cited lines hold it word for word, but the working tree's index did not find it in that file`;
}

/**
 * Whether a write's cited line range is its evidence ({@link bindRequest} bound it as the source)
 * without attesting it: an agent's claim the working tree, asked, left the agent's (no
 * working-tree witness). Only said ({@link CITED_LINES_PARTIAL}); the evidence is unchanged.
 */
function citedWithoutAttesting(bound: ReturnType<typeof bindRequest>, decision: WriteDecision, context: Pick<WriteContext, 'workingTree'>): boolean {
  return (
    bound.source?.lines !== undefined && context.workingTree !== undefined && decision.origin === 'agent' && decision.attestedBy?.tool !== WORKING_TREE_TOOL
  );
}

/**
 * The bindings of a write (memories bound to code, issue #23): its source and each of its
 * `filesEdited`, bound by the session's `bind` to the file in the working tree. The source's
 * binding is also its evidence's hash (the binding is the evidence key); a source that names a
 * path but cannot be bound says why (`unbound`) and is recorded as text only; a line range whose
 * lines do not hold the memory's text ({@link citedLinesHold}) is bound (staleness only lowers
 * trust) but is no evidence (`notEvidence`: the caller's note, its hash the text's); a line range
 * that starts past the end of its file is refused (the bind's `invalid`). `cited`: the source's
 * cited lines as they are now, when they are its evidence ({@link citedShortfall} says why they
 * did not attest it).
 *
 * @throws CoreError `INVALID_INPUT` for a source line range past the end of its file, naming the file's length
 */
export function bindRequest(
  req: Pick<SanitizedRequest['request'], 'source' | 'filesEdited' | 'text'>,
  context: Pick<WriteContext, 'bind' | 'store' | 'restoredFrom'>,
): { bindings: Binding[]; source?: Binding; unbound?: string; notEvidence?: string; cited?: string } {
  const bindings: Binding[] = [];
  // A restore's write binds as the backup's record was bound where that only lowers it (walk h56 MED 2).
  const given = context.bind;
  const was = context.restoredFrom?.bindings;
  const bind =
    given === undefined || was === undefined || was.length === 0
      ? given
      : (path: string, lines?: [number, number]) => restoredBinding(given(path, lines), was, path, lines);
  const projectPath = context.store.project.path;
  const add = (b: Binding): Binding => {
    const known = bindings.find((x) => bindingRef(x) === bindingRef(b));
    if (known) return known;
    bindings.push(b);
    return b;
  };
  let source: Binding | undefined;
  let unbound: string | undefined;
  let notEvidence: string | undefined;
  let cited: string | undefined;
  if (req.source !== undefined) {
    const target = bindingTarget(canonicalSource(req.source, projectPath));
    if (target !== undefined && 'refused' in target) unbound = target.refused;
    else if (target !== undefined && bind) {
      const outcome = bind(target.path, target.lines);
      // Lines a caller cites that do not hold the text bind nothing (issue #22; issue #14, walk 12
      // item 13): the reference stays the caller's note, never evidence Cairn read.
      // The binding is kept (a change to those lines still marks the memory stale: that only lowers trust).
      if (!('refused' in outcome) && target.lines !== undefined && outcome.cited !== undefined && !citedLinesHold(req.text, outcome.cited)) {
        add(outcome.binding);
        notEvidence = CITED_LINES_MISMATCH;
      } else if (!('refused' in outcome)) {
        source = add(outcome.binding);
        if (outcome.cited !== undefined) cited = outcome.cited;
      } else if (outcome.invalid === true) throw new CoreError(ErrorCode.INVALID_INPUT, outcome.refused, { source: target.path });
      // A bare name that is no file may be no path at all (a document's title): said only when
      // lines were given, which name a file (issue #14, the seventh newcomer walk: lib/missing.py:1-3
      // was stored silently, unbound).
      else if (outcome.missing !== true || target.lines !== undefined) unbound = outcome.refused;
    }
  }
  for (const file of req.filesEdited ?? []) {
    const target = bindingTarget(canonicalSource(file, projectPath));
    if (target === undefined || 'refused' in target || !bind) continue;
    const outcome = bind(target.path);
    if ('binding' in outcome) add(outcome.binding);
  }
  return {
    bindings,
    ...(source ? { source } : {}),
    ...(unbound !== undefined ? { unbound } : {}),
    ...(notEvidence !== undefined ? { notEvidence } : {}),
    ...(cited !== undefined ? { cited } : {}),
  };
}

/**
 * Whether this agent's sighting may rebind `binding` (make a stale memory fresh again, issue
 * #23 "Refreshing"): removing a stale label raises trust, so only when the write belongs to a
 * protected host session (the host kept the agent out of the home) and an observation of that
 * session shows the file read as it is bound now (its `blob`, keyed). Every checking reader
 * checks the same in the home's observations (`readSigned`'s `protectedRead`), not this
 * record's word. An unprotected sighting never rebinds (it could have read nothing).
 */
function mayRebind(context: WriteContext, binding: Binding): boolean {
  const host = context.hostSession;
  const attestation = context.attestation;
  if (host === undefined || !host.protected || attestation === undefined || !/^[0-9a-f]{40}$/u.test(binding.blob)) return false;
  const read = readFingerprint(binding.blob, attestation.hash);
  return attestation.observations.some((o) => o.session === host.id && o.event === 'tool' && o.failed !== true && o.ref === binding.path && o.blob === read);
}

/**
 * A sighting's bindings merged into the record's: an equal binding changes nothing; a binding
 * of a path the record was not bound to is added (it can only make it stale later); a changed
 * one replaces the record's only when {@link mayRebind} allows (a protected session read the
 * file as it is now), else the record is stale until a person's signed `cairn reverify`.
 */
function mergeBindings(
  existing: MemoryRecord,
  bindings: readonly Binding[],
  context: WriteContext,
): { bindings: Binding[] | undefined; stale: boolean; rebound: string[] } {
  const next = [...(existing.bindings ?? [])] as Binding[];
  const rebound: string[] = [];
  let stale = false;
  for (const b of bindings) {
    const i = next.findIndex((x) => bindingRef(x) === bindingRef(b));
    if (i === -1) {
      next.push(b);
      continue;
    }
    if ((next[i] as Binding).hash === b.hash) continue;
    if (mayRebind(context, b)) {
      next[i] = b;
      rebound.push(b.path);
    } else stale = true;
  }
  const checked = context.bindingState?.(existing)?.stale ?? [];
  if (checked.some((c) => !rebound.includes(c.path))) stale = true;
  return { bindings: next.length > 0 ? next : undefined, stale, rebound };
}

/**
 * How much a piece of evidence vouches for its session: 2 a protected host session's, 1 a session
 * the project session attested (an MCP connection, a host session), 0 a session the caller named
 * or none (the caller's word, which an agent could write).
 */
function sessionStanding(e: Evidence): 0 | 1 | 2 {
  if (e.session === undefined) return 0;
  return e.protected === true ? 2 : 1;
}

/**
 * The items of `evidence` with the key of `next` that `next` replaces (walk h50 item 8), else
 * undefined: only when every such item stands lower ({@link sessionStanding}) and was brought
 * by an origin no more trusted than `next`'s. Evidence is keyed by source and content, not by
 * session, so without this an earlier sighting on the caller's word (a CLI write naming a
 * session) would use up the slot a later protected sighting of the same source needs. What
 * remains is what the stronger sighting alone would have left: the weaker item could have been
 * forged, and a person's (more trusted) item is never replaced by an agent's.
 */
function supersededEvidence(evidence: readonly Evidence[], next: Evidence): Evidence[] | undefined {
  const key = evidenceKey(next);
  const same = evidence.filter((e) => evidenceKey(e) === key);
  const standing = sessionStanding(next);
  const rank = (e: Evidence) => (e.origin !== undefined ? POLICY[e.origin].trustRank : Number.POSITIVE_INFINITY);
  if (same.length === 0 || same.some((e) => sessionStanding(e) >= standing || rank(e) < rank(next))) return undefined;
  return same;
}

/**
 * A write whose text equals an existing record's: a sighting of it (DESIGN.md §2.6). A person's
 * own write (origin `user` on a human channel, signed) is more than a sighting: the person is
 * the author of the act (issue #16), so the memory becomes theirs — origin `user` with the
 * caps, decay and pin the person's write asks for, confirmed by the signature — exactly as
 * if it had not existed, keeping its id, evidence and history. One sentence says so; the
 * evidence bookkeeping of a sighting is not the person's concern then.
 */
async function recordSighting(
  tx: StoreTransaction,
  existing: MemoryRecord,
  evidence: Evidence,
  decision: WriteDecision,
  w: WriteInputs,
  bindings: readonly Binding[] = [],
): Promise<MemorizeResult> {
  const { sanitized, now } = w;
  const clamped = decision.clamped;
  const personal = decision.origin === 'user' && isHumanChannel(w.context.channel);
  const takeover = personal && existing.origin !== 'user';
  const entrench = personal && (decision.pinned || decision.stable);
  if (personal) w.signedAs = entrench ? 'entrench' : takeover ? 'memorize-user' : 'confirm';
  const warnings = [`Same text as ${existing.id}: recorded as a sighting of it, not a new memory.`];
  const record: MemoryRecord = { ...existing, updatedAt: now };
  const merged = mergeBindings(existing, bindings, w.context);
  if (merged.bindings !== undefined) record.bindings = merged.bindings;
  if (merged.rebound.length > 0)
    warnings.push(`Re-bound to ${[...new Set(merged.rebound)].join(', ')} as it is now: this protected session was seen reading it.`);
  if (takeover) {
    Object.assign(record, { origin: 'user', salience: decision.salience, confidence: decision.confidence, decayRate: decision.decayRate });
  }
  if (entrench) {
    record.pinned = record.pinned || decision.pinned;
    record.stable = record.stable || decision.stable;
  }
  const known = new Set(record.evidence.map(evidenceKey));
  const evidenceKnown = known.has(evidenceKey(evidence));
  const weaker = evidenceKnown ? supersededEvidence(record.evidence, evidence) : undefined;
  if (weaker !== undefined) {
    // Walk h50 item 8: a CLI write naming a session used up the slot of its source; the
    // session's attested (or protected) sighting of the same source takes its place.
    record.evidence = [...record.evidence.filter((e) => !weaker.includes(e)), evidence];
    warnings.push(
      `This source was recorded before on the caller's word only; this sighting, from ${evidence.protected === true ? 'a protected host session' : 'a session Cairn attested'}, replaces it.`,
    );
  } else if (evidenceKnown) {
    warnings.push(
      evidence.source === null
        ? 'The same text without a source (or with the same content hash) was already recorded; it does not count again.'
        : 'This source was already recorded as evidence; it does not count again.',
    );
  } else {
    record.evidence = [...record.evidence, evidence];
    if (independentEvidence(record) === independentEvidence(existing)) {
      warnings.push(
        "Recorded, but not as independent evidence: it comes from a session that already vouched for this memory (one session is one witness, whatever sources it names), from a copy of content already counted, from a source Cairn could not read (a URL, a path outside the project) named without a session the host attested (the caller's word), or from a less trusted origin.",
      );
    }
  }
  // A sighting's own flags stick to the record (an order found in any sighting is never
  // dropped) — but only from an origin at least as trusted as the record's: a weaker writer
  // must not be able to demote a person's memory by repeating it with an order in its tags.
  const sightingOrigin = evidence.origin ?? existing.origin;
  if (POLICY[sightingOrigin].trustRank <= POLICY[existing.origin].trustRank) {
    const flags = new Set<Flag>([...record.flags, ...sanitized.flags]);
    record.flags = [...flags];
    record.gateReasons = [...new Set([...record.gateReasons, ...sanitized.gateReasons])].sort();
  } else if (sanitized.flags.length > 0) {
    warnings.push(
      `This sighting came from a less trusted origin (${sightingOrigin}) than the memory (${existing.origin}); its flags (${sanitized.flags.join(', ')}) are reported here and in the audit, not added to the memory.`,
    );
  }
  let nonce: string | undefined;
  let signedAct: SignedAct | undefined;
  if (w.context.signature !== undefined && w.context.signature.scheme !== 'presence') {
    // A person typed the text of an existing memory: they vouch for it as shown — theirs now
    // (memorize-user), pinned or stable as asked (entrench), or, already theirs, a confirm.
    const act = signedActFor(w.context.signature, w.signedAs ?? 'confirm', record, w.context.store.project.key, w.context.digest);
    Object.assign(record, withAct(record, act));
    record.confirmedAt ??= now;
    nonce = act.nonce;
    signedAct = auditAct(act);
  }
  const before = record.status;
  record.status = promotedStatus(record, undefined, w.context.trust);
  if (merged.stale && record.status === 'active' && before !== 'active') {
    // A stale memory never promotes itself until re-seen (issue #23).
    record.status = before;
    warnings.push(
      'Not promoted: a file it is bound to changed since it was bound; it waits until the file is read again in a protected session or a person reviews it with `cairn reverify`.',
    );
  }
  if (takeover) {
    record.strength = record.salience;
    record.reinforcedAt = now;
    // The sighting's evidence bookkeeping is not the person's concern; a binding's word stays.
    const kept = warnings.filter((x) => x.startsWith('Re-bound') || x.startsWith('Not promoted'));
    warnings.splice(
      0,
      warnings.length,
      `It was stored before with the same text as origin ${existing.origin} (${existing.status}${existing.pinned ? ', pinned' : ''}); your signed write makes it yours${record.pinned && !existing.pinned ? ', pinned' : ''}.`,
      ...kept,
    );
  } else if (record.status === 'active' && before !== 'active') {
    record.strength = record.salience;
    record.reinforcedAt = now;
    warnings.push(personal ? 'Active now: you confirmed it by writing it.' : 'Promoted to active by independent evidence.');
  }
  tx.put(record);
  tx.audit({
    time: now,
    event: 'sighting',
    id: record.id,
    origin: record.origin,
    ...w.actor,
    ...(nonce !== undefined ? { nonce } : {}),
    ...(signedAct !== undefined ? { act: signedAct } : {}),
    applied: {
      status: record.status,
      evidence: record.evidence.length,
      flags: record.flags,
      sightingFlags: sanitized.flags,
      ...(takeover ? { from: existing.origin } : {}),
      ...(entrench ? { pinned: record.pinned, stable: record.stable } : {}),
    },
    ...(clamped.length > 0 ? { clamped } : {}),
  });
  return {
    record,
    status: record.status,
    flags: record.flags,
    gateReasons: record.gateReasons,
    clamped,
    warnings,
    sighting: true,
    ...(evidenceKnown ? { evidenceKnown: true } : {}),
    ...(takeover ? { madeYoursFrom: existing.origin } : {}),
  };
}
