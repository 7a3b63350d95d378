import type { ProjectVocabulary } from '../gate/vocabulary.js';
import type { Channel } from '../policy/policy.js';
import type { PersonSignature } from '../person/PersonProof.js';
import type { MemoryStore } from '../store/MemoryStore.js';
import type { KeyedHash } from '../observe/fingerprint.js';
import type { Observation } from '../observe/observation.js';
import type { OpaqueRead } from '../observe/opaqueRead.js';
import type { Binding, BindingState, BindOutcome } from '../binding/binding.js';
import type { MemoryRecord } from '../schema/record.js';
import type { ProjectTrust } from '../policy/promotion.js';
import type { WorkingTreeLookup } from '../provenance/treePrints.js';
import type { BarLift } from '../provenance/barLift.js';
import type { CommittedRead } from '../provenance/attestOrigin.js';

/**
 * Everything a write needs from the outside world, injected so core holds no I/O, no clock
 * and no randomness (STYLE.md). It is an object so it can grow: host-attested provenance
 * (DESIGN.md §9) will add what the host observed the agent read.
 */
export interface WriteContext {
  /** The project's store. */
  store: MemoryStore;
  /** The channel the write arrived on. */
  channel: Channel;
  /** The clock. */
  now: () => Date;
  /** A fresh unique record id (e.g. `mem_` + 16 random hex). */
  newId: () => string;
  /** A content digest (e.g. hex sha256) used for evidence keys. Must be deterministic. */
  digest: (text: string) => string;
  /** The client's name (an MCP client's handshake name, `cairn-cli`); redacted before it is stored. */
  client?: string;
  /**
   * The session as the host attests it (e.g. the MCP server's connection). When given it is
   * recorded in evidence instead of the caller's `session`, so one connection cannot pose as
   * several sessions to promote a memory by itself (DESIGN.md §9 host-attested provenance).
   */
  session?: string;
  /**
   * The host session a hook registered for this write (the host-hooks issue: an MCP server's
   * `CLAUDE_CODE_SESSION_ID` that a SessionStart hook recorded) and whether it was protected;
   * recorded in the audit line. Absent: the write belongs to no registered session (unprotected).
   * `gaps` counts the tool calls of that session whose output no hook observed: when it is above
   * 0, an agent's write is stored as origin `tool` (fail closed: what the agent read unobserved
   * may be behind it), with the clamp reported and its reason naming `gap` (the first gap as the
   * hooks recorded it: `<call> (output not read whole)`, `transcript not observed`), when given.
   * `opaque` is the least trusted origin among the session's reads of content Cairn cannot
   * compare (core's `opaqueRead`: an image, a PDF, a binary blob) and the read that set it: an
   * agent's write is lowered to that origin, with the clamp's reason naming the read (attack note A5).
   */
  hostSession?: {
    id: string;
    protected: boolean;
    gaps?: number;
    gap?: string;
    opaque?: OpaqueRead;
    /**
     * A subagent of the session called Cairn's MCP tools (the hooks registered a `mcp__cairn__…`
     * call with the host's `agent_id`): its id. The server cannot tell which call a write is, so
     * every agent write of the session is a subagent's result: `tool` (h61; attestation-8's
     * convention "a subagent's (Task) result → tool"). Absent: none did.
     */
    subagent?: string;
  };
  /**
   * What the host observed, for attested provenance (DESIGN.md §10): the project's observations
   * (the session lists them; only those within `retentionDays` attest), the keyed hash they were
   * made with, and the retention window in days. An agent's write (not on a person's channel)
   * is lowered to the least trusted origin among the observations its text reproduces
   * (`attestOrigin`), with the clamp reported and the observation kept in evidence. Absent: no
   * observations, nothing to attest. `lifts`: the person's signed lifts of observations' bars,
   * checked with the person's keyring by the session (`checkBarLift`); an unchecked one is never given.
   * `openOpaque`: the least trusted read of content Cairn cannot compare (core's `opaqueRead`: an
   * image, a PDF) among the project's host sessions within the retention window, ended or not
   * (core's `windowLowerings`: a SessionEnd is forgeable, attack h58 F2), and the session that made it: a
   * write that belongs to no protected host session — none named (an MCP server without the host's
   * session id, the CLI), or an unprotected one, whose id the agent may have chosen — is lowered to
   * it, since it may come from that session (DESIGN.md §10: "a session with an observation gap
   * treats every agent write as `tool`"; what an agent could forge only lowers).
   */
  attestation?: {
    observations: readonly Observation[];
    hash: KeyedHash;
    retentionDays: number;
    lifts?: readonly BarLift[];
    openOpaque?: OpaqueRead & { session: string };
    /**
     * A host session active within the retention window, ended or not (core's `windowLowerings`:
     * a SessionEnd is forgeable, attack h58 F2), with tool calls no hook observed whole (its
     * record's gaps: a call the Stop found unobserved in the transcript, an output not read whole):
     * the session, how many gaps, and the first as recorded. A write that belongs to no protected
     * host session (none named: the CLI, an MCP server without the host's session id; or an
     * unprotected one) is stored as origin `tool`, its clamp naming the session and the gap, as
     * {@link openOpaque} lowers it (attack h53 C8; DESIGN.md §10: "a session with an observation gap
     * treats every agent write as `tool`" — a write naming none may come from that session). Lowering only.
     */
    openGap?: { session: string; gaps: number; gap: string };
    /**
     * Whether a stored observation's read is still the content of the commit that counts now (the
     * one the person signed under `cairn trust --repo`, else HEAD; core's `committedNow`): a read
     * observed `tracked` vouches as the project's own only while this says so (attack h53b D4).
     * Absent: no stored observation vouches as tracked.
     */
    committed?: CommittedRead;
    /**
     * The host's memory files as observations made for this write only, never stored (attack A4:
     * CLAUDE.md of the project, of its parents and of the user, and what they `@import`), under
     * `hash`: compared after the working tree's files, so a file the tree indexed keeps its own
     * witness (a tracked file's, which `cairn trust --repo` reads) when both reproduce the same run.
     */
    hostMemory?: readonly Observation[];
  };
  /**
   * The working tree's fingerprint index (issue #22, "Without hooks: the working tree attests
   * `repo` and `external`") as a lookup: core computes the write's prints once (`treeQuery`) and
   * asks it for the indexed text files holding any of them — tracked, untracked, ignored and
   * third-party, each classified — under the home's keyed hash it was made with (the same as
   * `attestation.hash` when both are given); `treeLookup` makes one of prints in memory. An agent's write whose text reproduces lines of one
   * is lowered to `repo`, or `external` for third-party and ignored files, like an observation
   * lowers it (reported, in evidence, in the audit line). Absent: the tree attests nothing.
   */
  workingTree?: WorkingTreeLookup;
  /**
   * Binds a source to the file it names (memories bound to code, issue #23): the session reads
   * the file in the working tree this process runs in and returns Cairn's hash of it (the line
   * range's normalised content, else the git blob id or a content hash), or why it refused (a
   * path outside the project, a FIFO, a device, a file over the size cap, no such file). `path`
   * is relative inside the project. Absent: nothing is bound (sources are text only).
   */
  bind?: (path: string, lines?: [number, number]) => BindOutcome;
  /**
   * Whether a record's bindings hold in this working tree now (the session's cached check):
   * a sighting of a stale memory never promotes it. Absent: only the sighting's own bindings say.
   */
  bindingState?: (record: MemoryRecord) => BindingState | undefined;
  /**
   * What the person declared about the project (issue #22): `repo` when their signed
   * `cairn trust --repo` for this project verifies — read by the session from the home at each
   * write, never from the project. Absent: nothing declared (a `repo` memory never promotes itself).
   */
  trust?: ProjectTrust;
  /** True when a person answered an interactive prompt (DESIGN.md §1); default false. A signature's own value wins. */
  interactive?: boolean;
  /**
   * The person's verified signature when this write is a person's act (origin `user`,
   * entrenchment; `PERSON_ACTS`): its signer and `interactive` go into the audit line. The
   * session verifies it before the write; core records it.
   */
  signature?: PersonSignature;
  /**
   * The packages and hosts the project's manifests and configuration name, derived by
   * `deriveProjectVocabulary` from files the caller read (issue #18). Optional: without it, an
   * order that introduces any package or host is flagged for a person (absence is safe).
   */
  vocabulary?: ProjectVocabulary;
  /**
   * What Cairn's own export said of a record a restore writes again through this path (walk h56
   * MED 2: a wipe and a restore cleared a stale memory's mark and made it new). An export is a
   * file anyone could edit, so this may only lower the new record: `createdAt` (ISO-8601) is
   * kept when it is earlier than the write (an older memory ranks after an equal newer one and an
   * age-based prune takes it sooner); a binding it held for the very path and line range this
   * write binds stands as the memory was bound then (its hash: a file changed since marks the
   * memory stale, as it was before the wipe; a file gone or cut short since keeps the old binding,
   * stale, rather than losing the memory). Core's `restoredBinding` says what is taken. Absent:
   * every write that is no restore.
   */
  restoredFrom?: { createdAt?: string; bindings?: readonly Binding[] };
}
