/**
 * THE POLICY TABLE. Read this file first: it decides what a memory may claim.
 *
 * The origin (where the content came from) decides caps, decay and capabilities, whatever
 * the caller asks for. Sources: seeds/001 "Provenance, not filtering" (the table, the 0.7
 * prune-exempt threshold, decay 0.98505 ≈ three times the user's daily loss), seeds/000
 * (PR #64: orders never promote themselves, minSeen = 2), DESIGN.md §1. The table below is
 * rendered from {@link POLICY} and {@link ORIGIN_MEANING}; `test/policy/policyDoc.test.ts`
 * fails when it differs from them.
 *
 * <!-- policy-table:start -->
 * | origin   | content came from                  | salience | confidence | decay/day | promotes itself     | pinned/stable      | trust rank | recall weight | recall reinforces |
 * |----------|------------------------------------|----------|------------|-----------|---------------------|--------------------|------------|---------------|-------------------|
 * | user     | typed or confirmed by a person     | 1.0      | 1.0        | 0.995     | active at once      | human channel only | 0          | 1             | yes               |
 * | agent    | the agent's own conclusion         | 0.6      | 0.7        | 0.99      | after 2 independent | refused            | 1          | 0.85          | yes               |
 * | repo     | files in the working tree          | 0.5      | 0.5        | 0.99      | never (candidate)   | refused            | 2          | 0.7           | no                |
 * | tool     | command output or a tool result    | 0.4      | 0.4        | 0.98505   | never (candidate)   | refused            | 3          | 0.6           | no                |
 * | web      | a fetched page or document         | 0.4      | 0.4        | 0.98505   | never (candidate)   | refused            | 3          | 0.6           | no                |
 * | external | e-mail, issues or chat from others | 0.4      | 0.4        | 0.98505   | never (candidate)   | refused            | 3          | 0.6           | no                |
 * <!-- policy-table:end -->
 *
 * One row changes by a person's act: once the person declares the project's own tracked files
 * trusted (`cairn trust --repo`), `repo` promotes itself like `agent` ({@link TRUSTED_REPO_PROMOTION}).
 *
 * The rules that read this table sit beside it in this folder: `applyPolicy.ts` (clamps,
 * entrenchment), `promotion.ts` (promotes itself), `evidence.ts` (independent evidence),
 * `supersede.ts` (who may replace whom), `personActs.ts` (a person's acts and what they apply
 * to), `channels.ts` (which channel a write arrives on) and `importOrigin.ts`.
 */

/** Where a memory's content came from. Ordered from most to least trusted. */
export const ORIGINS = ['user', 'agent', 'repo', 'tool', 'web', 'external'] as const;
/** One of {@link ORIGINS}. */
export type Origin = (typeof ORIGINS)[number];

/** How a memory promotes itself from `candidate` to `active`. */
export type Promotion = { kind: 'immediate' } | { kind: 'sightings'; minSeen: number } | { kind: 'never' };

/** One row of the policy table. */
export interface OriginPolicy {
  /** Upper bound of salience, 0–1. */
  salienceCap: number;
  /** Upper bound of confidence, 0–1. */
  confidenceCap: number;
  /** Multiplicative strength retained per day, 0–1 (strength × rate^days). */
  decayPerDay: number;
  /** How a record of this origin becomes active without a person's confirm. */
  promotion: Promotion;
  /** May request pinned/stable — and only on a human channel. */
  mayEntrench: boolean;
  /** Rank 0 = most trusted; used for supersede and consolidation (weakest wins). */
  trustRank: number;
  /** Weight applied to a recall score, 0–1 (seeds/001 "What is next": recall-side weighting). */
  recallWeight: number;
  /** Whether recall reinforces strength (untrusted origins gain nothing, DESIGN.md §4). */
  reinforcedByRecall: boolean;
}

/** Independent sightings an agent conclusion needs before it is active (seeds/000: minSeen = 2). */
export const MIN_SEEN = 2;

/** What each origin means: where the content came from, in a person's words (DESIGN.md §1, the table's second column). */
export const ORIGIN_MEANING: Readonly<Record<Origin, string>> = {
  user: 'typed or confirmed by a person',
  agent: "the agent's own conclusion",
  repo: 'files in the working tree',
  tool: 'command output or a tool result',
  web: 'a fetched page or document',
  external: 'e-mail, issues or chat from others',
};

/** The table. Numbers from seeds/001; the shape is fixed by DESIGN.md §1. */
export const POLICY: Readonly<Record<Origin, Readonly<OriginPolicy>>> = {
  user: {
    salienceCap: 1.0,
    confidenceCap: 1.0,
    decayPerDay: 0.995,
    promotion: { kind: 'immediate' },
    mayEntrench: true,
    trustRank: 0,
    recallWeight: 1.0,
    reinforcedByRecall: true,
  },
  agent: {
    salienceCap: 0.6,
    confidenceCap: 0.7,
    decayPerDay: 0.99,
    promotion: { kind: 'sightings', minSeen: MIN_SEEN },
    mayEntrench: false,
    trustRank: 1,
    recallWeight: 0.85,
    reinforcedByRecall: true,
  },
  repo: {
    salienceCap: 0.5,
    confidenceCap: 0.5,
    decayPerDay: 0.99,
    promotion: { kind: 'never' },
    mayEntrench: false,
    trustRank: 2,
    recallWeight: 0.7,
    reinforcedByRecall: false,
  },
  tool: {
    salienceCap: 0.4,
    confidenceCap: 0.4,
    decayPerDay: 0.98505,
    promotion: { kind: 'never' },
    mayEntrench: false,
    trustRank: 3,
    recallWeight: 0.6,
    reinforcedByRecall: false,
  },
  web: {
    salienceCap: 0.4,
    confidenceCap: 0.4,
    decayPerDay: 0.98505,
    promotion: { kind: 'never' },
    mayEntrench: false,
    trustRank: 3,
    recallWeight: 0.6,
    reinforcedByRecall: false,
  },
  external: {
    salienceCap: 0.4,
    confidenceCap: 0.4,
    decayPerDay: 0.98505,
    promotion: { kind: 'never' },
    mayEntrench: false,
    trustRank: 3,
    recallWeight: 0.6,
    reinforcedByRecall: false,
  },
};

/**
 * How a `repo` memory promotes itself once the person declared the project's own tracked files
 * trusted (`cairn trust --repo`, a person's act kept in the home; issue #22): like an `agent`
 * memory — sightings in protected host sessions — never like a `user` one. Its caps, decay and
 * trust rank stay `repo`'s; without the declaration the table's row holds (never).
 */
export const TRUSTED_REPO_PROMOTION: Promotion = POLICY.agent.promotion;

/** Channels a write arrives on (DESIGN.md §1). */
export const CHANNELS = ['cli', 'vscode', 'mcp', 'api'] as const;
/** One of {@link CHANNELS}. */
export type Channel = (typeof CHANNELS)[number];

/**
 * Per-channel rules. `human`: a person drives the channel (the CLI with a person present, the
 * VS Code UI). Elsewhere — `mcp` (agent-driven) and `api` (no person present) — a claimed
 * `user` is stored as `agent` and entrenchment is refused.
 */
export const CHANNEL_RULES: Readonly<Record<Channel, { human: boolean }>> = {
  cli: { human: true },
  vscode: { human: true },
  api: { human: false },
  mcp: { human: false },
};

/** Salience at or above which a record is exempt from pruning; only `user` can reach it (seeds/001). */
export const PRUNE_EXEMPT_SALIENCE = 0.7;

/** Pruning defaults (DESIGN.md §4; seeds/002 F3 retention caps). */
export const PRUNE_DEFAULTS = {
  /** Records weaker than this are pruned, 0–1. */
  minStrength: 0.05,
  /** Most records kept per project. */
  maxRecords: 10_000,
  /** Unpinned records older than this many days are pruned. */
  maxAgeDays: 365,
} as const;

/**
 * Host session records kept per project (the host-hooks issue: forged hook events naming new session
 * ids must not grow the home without bound; h61). Beyond it a prune removes the least recently
 * updated records first, and one stand-in record (`SESSION_CAP_RECORD`, core's observe/capEviction) keeps a gap open for as long as the removed records would have lowered: a removed
 * session is unprotected and unknown, so its observations can raise nothing and every write naming
 * it, or no protected session, is stored as `tool` (core's `withSessionCapGap`). How chosen: the
 * retention window is 14 days; a heavy person's day is a few dozen host sessions (every `/clear`,
 * `/compact` and scripted `claude -p` run starts one), so 2,000 is about 140 a day — several times
 * that — while a flood's records stay bounded: 2,000 files of typically under 2 KB (at most about
 * 2.6 MB each by `SessionRecordSchema`'s bounds). Evicting a real session only costs precision: its
 * writes wait as `tool`.
 */
export const SESSION_CAP = 2_000;

/** Largest text field accepted, in bytes of UTF-8 (DESIGN.md §2.1). */
export const MAX_FIELD_BYTES = 32 * 1024;

/**
 * Thresholds of attestation's token shapes (issue #22, h58; core's observe/tokenShapes: a
 * paraphrase that keeps a payload's command or address but changes its words or order).
 */
export const TOKEN_SHAPE_POLICY = {
  /**
   * Most words of a command read for its shapes, the program included (one shape per prefix, so
   * also the most shapes one command gives). How chosen: a flagged payload command — `curl` with
   * six flags, a header, an output file and its URL — is 12 to 14 words; 16 leaves room for a
   * `sudo` and a redirect while bounding the work per program named.
   */
  commandWords: 16,
  /**
   * Path segments a URL's stem keeps. How chosen: on a code host or registry every project names
   * (`github.com/<owner>/<repo>`, `npmjs.com/package/<name>`, `pypi.org/project/<name>`) two
   * segments are the project; one is only an owner, which a benign memory shares with any page of
   * the same owner (the benign twin in test/provenance/paraphraseShapes58.test.ts); three would
   * miss the project written short.
   *
   * A stem is a token of its own kind (`stem`, h59-attest), so what a person is shown counts the
   * URLs written, not their stems. It lowers alone, like any URL token — decided, not left: a
   * stem-only match is the paraphrase that keeps only the project's address (a page's
   * `curl …raw.githubusercontent.com/<owner>/<repo>/main/i.sh`, a memory's "the installer from
   * github.com/<owner>/<repo>"), the h57 class, which requiring a second shared token would let
   * through; and the benign twin — a memory citing `github.com/<owner>/<repo>` after fetching that
   * repository's page — is lowered with or without stems, since a repository's page links its own
   * root (the URL itself is shared). A memory citing its own project's repository stays its own where
   * the working tree's identity rule reads the address as the project's (treePrints' `ownToken`).
   */
  urlStemSegments: 2,
} as const;

/** Default salience / confidence requested when a caller gives none (then capped). */
export const DEFAULT_SALIENCE = 0.5;
/** Default confidence when a caller gives none (then capped). */
export const DEFAULT_CONFIDENCE = 0.5;

/**
 * Factor applied to the recall score of a stale memory (one bound to a file that changed since,
 * issue #23): it ranks below a fresh memory of equal relevance, and still ranks above an
 * irrelevant one. 0.5 halves the score — the same spread as the strength factor's
 * (0.5 + 0.5 × strength), so a stale memory weighs like a fully decayed one, never nothing.
 */
export const STALE_RECALL_WEIGHT = 0.5;

/** Strength gained per recall, bounded by the origin's salience cap (DESIGN.md §4). */
export const RECALL_REINFORCEMENT = 0.05;

/**
 * True when a person is deliberately acting: the VS Code UI, or the CLI answering an
 * interactive prompt on a TTY (DESIGN.md §1). `--yes` on the CLI is still a human channel
 * (the person typed the command) but is audited `interactive: false`. `api` (programmatic
 * use) and `mcp` (agent-driven) are not.
 */
export function isHumanChannel(channel: Channel): boolean {
  return CHANNEL_RULES[channel].human;
}

/** The weaker (less trusted) of two origins; of two equally trusted ones, the first (consolidation: DESIGN.md §1). */
export function weakerOrigin(a: Origin, b: Origin): Origin {
  return POLICY[a].trustRank >= POLICY[b].trustRank ? a : b;
}

/**
 * Kinds of memory only the user may state (issue #18 rule 3, "speaking for the user"): a
 * `preference` says what the person wants, so from any other origin it is the origin speaking
 * for the person — flagged `instruction` (`preference-hijack`) and held for the person's confirm.
 */
export const USER_ONLY_KINDS: ReadonlySet<string> = new Set(['preference']);

/** True when a memory of `kind` from `origin` speaks for the user ({@link USER_ONLY_KINDS}). */
export function speaksForUser(kind: string, origin: Origin): boolean {
  return origin !== 'user' && USER_ONLY_KINDS.has(kind);
}
