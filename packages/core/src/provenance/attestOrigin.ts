import type { KeyedHash } from '../observe/fingerprint.js';
import {
  compactHas,
  compactPrint,
  FINGERPRINT_VERSION,
  looseCompactPrint,
  MAX_COMPACT_TOKENS,
  MAX_RARE_TOKENS,
  MENTION_PREFIX,
  SHINGLE_WORDS,
  shingleReadings,
  tokenFingerprint,
  tokenOrder,
  tokenTexts,
  wordShingles,
} from '../observe/fingerprint.js';
import type { Observation } from '../observe/observation.js';
import { grouped } from '../display/count.js';
import { LOOSE_PREFIX } from '../observe/loosePackages.js';
import { isStockCommand, mentionedTokens } from '../observe/mentionedTokens.js';
import { type RareTokenKind, rareTokens } from '../observe/rareTokens.js';
import { type Origin, POLICY } from '../policy/policy.js';
import { type BarLift, unlifted } from './barLift.js';
import { FUNCTION_WORDS, shingleWords } from '../observe/fingerprint.js';

/**
 * Shared shingles (5-word runs) with ONE observation that make a text reproduce it.
 *
 * How chosen (from the development cases in packages/core/test/provenance/, never from a blind
 * set): an observation keeps only its winnowed shingles (about 40%, at least one in every 4
 * positions), while the memory's every position is tried, so a shared run of 8 words is
 * guaranteed one hit and a run of 12 words two. One hit alone is also what two texts sharing a
 * stock 5-word phrase ("at the root of the") produce now and then, so a long text needs two;
 * a short text (below {@link SHORT_TEXT_WORDS} words) has no room for an own phrase around a
 * quote, and one hit is enough.
 */
export const MIN_SHARED_SHINGLES = 2;

/** English function words (moved to observe/fingerprint.ts, where winnowing ranks shingles by them; re-exported here). */
export { FUNCTION_WORDS };

/**
 * What one shared shingle weighs towards {@link MIN_SHARED_SHINGLES}, by how many of its words
 * are not {@link FUNCTION_WORDS}: with at most one (`at the root of the`) nothing, a stock phrase
 * never attests. In a long text any other weighs 1 (two are needed). In a short text, where one is
 * enough, 1 with three or more such words, ½ with two (`the root of the repository`: two such
 * make one).
 *
 * How chosen (development cases in packages/core/test/provenance/, never from a blind set): a
 * short memory naming where a file lives was lowered by a page sharing `at the root of the
 * repository`, and a long one by the two shingles of that run; a run of 12 words copied from a
 * sentence is lowered whatever the key.
 *
 * @param words - the shingle's words (normalised, as {@link shingleWords} gives them), 1–5
 * @param short - the text is below {@link SHORT_TEXT_WORDS} words
 */
export function shingleWeight(words: readonly string[], short: boolean): number {
  let content = 0;
  for (const w of words) if (!FUNCTION_WORDS.has(w)) content++;
  // A text shorter than a shingle is one shingle: all its words are what it has.
  if (content === words.length) return 1;
  if (content <= 1) return 0;
  if (!short) return 1;
  return content >= 3 ? 1 : 0.5;
}

/** Words below which one shared shingle is enough (see {@link MIN_SHARED_SHINGLES}). */
export const SHORT_TEXT_WORDS = 16;

/**
 * Hosts so common in any page and any project (code hosts, package registries, the loopback)
 * that a memory naming one reproduces nothing: their bare host never attests. A URL on them
 * still does (its path is specific), and so does any other host.
 */
export const UBIQUITOUS_HOSTS: ReadonlySet<string> = new Set([
  'github.com',
  'www.github.com',
  'gitlab.com',
  'npmjs.com',
  'www.npmjs.com',
  'registry.npmjs.org',
  'pypi.org',
  'localhost',
  // The loopback and unspecified addresses, as bare IPv4 hosts are tokens too (h57-attest).
  '127.0.0.1',
  '0.0.0.0',
  'example.com',
]);

/** The working tree's per-file token bound as the reason says it (treePrints' `MAX_TREE_TOKENS`, which imports this module). */
const MAX_TREE_TOKENS_TEXT = grouped(MAX_RARE_TOKENS + MAX_COMPACT_TOKENS);

/** The `tool` a working-tree witness carries (issue #22): no host tool call, the file on disk. */
export const WORKING_TREE_TOOL = 'working-tree';

/**
 * The `tool` a host-memory-file witness carries (attack A4): no tool call — a memory file the host
 * loads into the model's context at every session start (Claude Code's CLAUDE.md of the project,
 * of its parent folders and of the user, and the files they `@import`).
 */
export const HOST_MEMORY_TOOL = 'memory-file';

/** The most telling kind first, for the report. */
const KIND_ORDER: readonly RareTokenKind[] = ['url', 'stem', 'email', 'command', 'package', 'path', 'host'];

/** One observation that attests a write's origin, as reported to the caller and kept in evidence. */
export interface AttestationWitness {
  /** The origin the write was lowered to (the observation's). */
  origin: Origin;
  /** What the text reproduced: `words` (a run of words) or the kind of rare token. */
  by: 'words' | RareTokenKind;
  /** The host's tool (`WebFetch`, `Bash`, `mcp__gmail__read`), or `prompt` for a person's prompt. */
  tool?: string;
  /** The path or URL the observation recorded (already redacted, without query). */
  ref?: string;
  /** ISO time of the observation. */
  at: string;
  /** The host session it belongs to. */
  session: string;
  /** The observation read a file git tracks (the project's own, issue #22). */
  tracked?: true;
  /**
   * The observation dropped this many rare tokens over its cap, and the text's token may have been
   * among them (its order is past the observation's `bar`): nothing the observation kept matched.
   */
  dropped?: number;
  /** With `dropped`: the observation's id, which a person's lift of its bar names (`barLiftPlan`). */
  observation?: string;
  /**
   * The observation is of a source the model reads whatever the session ({@link readsUnseen}: a host's
   * memory file, a third-party file of the working tree) holding words its redaction dropped: the
   * text may hold them, and nothing it kept was needed to lower it.
   */
  unread?: true;
}

/** What {@link attestOrigin} is given: all of it data; the keyed hash is the caller's. */
export interface AttestationInput {
  /** The origin the write would have (after the channel clamp and the gap rule). */
  claimed: Origin;
  /** The write's free-text fields (text, title, summary), already redacted. */
  texts: readonly string[];
  /** The project's observations (any session): only those within the retention window count. */
  observations: readonly Observation[];
  /** HMAC under the home's observation key, as observations were made with. */
  hash: KeyedHash;
  /** The clock. */
  now: Date;
  /** Days an observation attests (the home's observation retention, default 14). */
  retentionDays: number;
  /** The project's folder: a path inside it is the project's own, never a rare token. */
  projectPath: string;
  /**
   * The texts' prints under `hash` ({@link textPrints} of `texts`, `hash`, `projectPath`), when the
   * caller computed them already (a write: one computation per write); absent: computed here.
   */
  prints?: TextPrints;
  /**
   * The person's checked lifts of observations' bars (`checkBarLift`: signed acts only, never the
   * caller's word): a lifted bar no longer lowers for the tokens it covers. Only the bar rule is
   * lifted: what an observation kept still lowers.
   */
  lifts?: readonly BarLift[];
  /**
   * The file the write cites as its source (a path inside the project, no line range), when it
   * cites one: among equally trusted observations that both may or both may not vouch, that
   * file's is the witness (walk h58: a line cited in src/queue.ts, its words also in AGENTS.md,
   * was said "attested by AGENTS.md:9"). Names the witness only; never changes the origin.
   */
  cited?: string;
}

/** The decided origin and, when lowered, the observation that lowered it. */
export interface AttestationResult {
  /** Never more trusted than `claimed`. */
  origin: Origin;
  witness?: AttestationWitness;
}

const rank = (o: Origin): number => POLICY[o].trustRank;

/**
 * Whether observation `o` lowers every write because of words it could not print (h56-attest): a
 * host's memory file ({@link HOST_MEMORY_TOOL}, loaded into every session) or a working-tree file
 * (`treeObservations` marks only third-party files so) whose redaction dropped words the model reads
 * (`unread`: a line of words under a chosen secret's label, a mnemonic). No print of those words
 * is kept (it would confirm a guess of a passphrase), so a write copying them meets nothing the
 * observation kept: fail closed, as a session with a gap writes as `tool`. A hook's observation
 * with `unread` lowers through its session's gap instead (its session only).
 */
function readsUnseen(o: Pick<Observation, 'tool' | 'unread'>): boolean {
  return (o.unread ?? 0) > 0 && (o.tool === HOST_MEMORY_TOOL || o.tool === WORKING_TREE_TOOL);
}

/**
 * Whether an observation's prints may exempt a write's from a less trusted observation's, or
 * clear its bar (DESIGN.md §10, issue #22: what an agent could forge may only lower trust). Not:
 * - a host's memory file ({@link HOST_MEMORY_TOOL}: CLAUDE.md of a parent folder, of the user, an
 *   `@import`), one the agent may have written (h52-attack B1);
 * - an observation of origin `repo` that is not a committed file's (`tracked !== true`): a Read of
 *   an untracked file or of an uncommitted overwrite, a Grep/Glob/LS of a folder, the working
 *   tree's untracked files (`treeObservations`) — the agent writes any of them as easily as a
 *   memory (h53-attack C1, C1c, C4). It still lowers a write to `repo`.
 * Any other observation vouches at its origin's trust rank.
 */
function mayVouch(o: Pick<Observation, 'tool' | 'origin' | 'tracked'>): boolean {
  if (o.tool === HOST_MEMORY_TOOL) return false;
  return o.origin !== 'repo' || o.tracked === true;
}

/**
 * Whether a read's content is the content of the commit that counts at a write, given the read's
 * `ref` (the path inside the project as observed) and `blob` (the keyed fingerprint of the git
 * blob id read, core's `readFingerprint`): the commit the person signed while their `cairn trust
 * --repo` holds, else HEAD. The caller asks git (session's `committedReads`).
 */
export type CommittedRead = (ref: string, blob: string) => boolean;

/**
 * The stored observations as they may vouch at a write (attack h53b D4). A read's `tracked` is
 * judged when the hook observes it, against the commit that counted then — HEAD while no
 * declaration names one, and anyone may `git commit`, an agent too: a payload committed, read and
 * reset away before the person signs left `tracked` reads behind. So `tracked` stands only while
 * what the read saw (its `ref` at its `blob`) is the tree of the commit that counts now
 * ({@link CommittedRead}); the tree of that commit only, not an ancestor's: the person signs
 * "the tracked files as they are at commit X" (`repoTrustPlan`), and content a later commit
 * removed is what they did not review as the project's (a payload committed and then deleted
 * is in every ancestor). A read without `ref` or `blob`, or no `committed` given: not tracked
 * (the lower trust; the read still lowers as `repo`).
 */
export function committedNow(observations: readonly Observation[], committed: CommittedRead | undefined): readonly Observation[] {
  if (!observations.some((o) => o.tracked === true)) return observations;
  return observations.map((o) => {
    if (o.tracked !== true) return o;
    if (o.ref !== undefined && o.blob !== undefined && committed?.(o.ref, o.blob) === true) return o;
    const { tracked: _judgedThen, ...rest } = o;
    return rest;
  });
}

/** A path outside the project (home, root, parent): a payload's address. A path inside is the project's own. */
function outsideProject(path: string, projectPath: string): boolean {
  if (path.startsWith('~') || path.startsWith('../')) return true;
  if (!path.startsWith('/') && !/^[A-Za-z]:\\/u.test(path)) return false;
  const root = projectPath.endsWith('/') ? projectPath : `${projectPath}/`;
  return !(path === projectPath || path.startsWith(root));
}

/**
 * The keyed token fingerprints (`kind:hash`) of a memory's texts, each with its kind: its rare
 * tokens (paths inside the project, {@link UBIQUITOUS_HOSTS} and stock commands left out) and the
 * commands and packages it mentions in prose — what an observation's tokens are compared with.
 */
export function textTokenPrints(texts: readonly string[], key: KeyedHash, projectPath: string): Map<string, RareTokenKind> {
  return tokenPrints(texts, key, projectPath);
}

/** One of a memory's rare tokens: its stored form (`kind:hash`), kind and normalised value. */
export interface TextToken {
  print: string;
  kind: RareTokenKind;
  value: string;
}

/** {@link textTokenPrints} with each token's value (the working tree weighs a token by it: treeObservations). */
export function textTokens(texts: readonly string[], key: KeyedHash, projectPath: string): TextToken[] {
  const out = new Map<string, TextToken>();
  tokenPrints(texts, key, projectPath, (t) => {
    if (!out.has(t.print)) out.set(t.print, t);
  });
  return [...out.values()];
}

/** A write's texts' keyed prints, computed once ({@link textPrints}) and shared by the working tree's lookup and {@link attestOrigin}. */
export interface TextPrints {
  /** Each keyed shingle of the texts (every position) with its weight ({@link shingleWeight}). */
  shingles: ReadonlyMap<string, number>;
  /** Each rare token's print (`kind:hash`, as observations keep them) with its kind. */
  tokens: ReadonlyMap<string, RareTokenKind>;
  /** The same tokens with their values. */
  values: readonly TextToken[];
  /** The texts hold fewer than {@link SHORT_TEXT_WORDS} words in all (one shared shingle is enough then). */
  short: boolean;
  /**
   * The prints of the packages the texts name in a package's context (`rareTokens`: installed, before
   * "package" or "library", after "use" or "add", in backticks), which alone meet an observation's
   * package names written in prose (`LOOSE_PREFIX`, h57-attest). Absent: none.
   */
  named?: ReadonlySet<string>;
  /**
   * The shingles as {@link FINGERPRINT_VERSION} 1 made them, when that differs (a text with
   * look-alike letters, TAG characters or bidirectional controls): what an observation stored
   * before h47 (no `fp`) is compared with. Absent: the same as `shingles`.
   */
  legacy?: ReadonlyMap<string, number>;
}

/**
 * The prints {@link attestOrigin} compares a write's texts by: every keyed shingle with what it
 * weighs (a stock phrase nothing; the texts are short under {@link SHORT_TEXT_WORDS} words in all)
 * and the rare tokens ({@link textTokenPrints}).
 *
 * @param texts - the write's free-text fields, already redacted
 * @param projectPath - the project folder (absolute): its paths are no rare token
 */
export function textPrints(texts: readonly string[], hash: KeyedHash, projectPath: string): TextPrints {
  // Each text in every reading (core's shingleReadings: default-ignorable characters as spaces, and
  // removed; h53-attack C5), and as version 2 read it, which observations stored before h53 were made with.
  const readings = texts.map((text) => {
    const own = shingleReadings(text, FINGERPRINT_VERSION);
    const v2 = shingleWords(text, 2);
    return own.some((w) => sameWords(w, v2)) ? own : [...own, v2];
  });
  const split = readings.map((r) => r[0] as string[]);
  // Short by its fewest words (a reading of more words never makes a text long).
  const words = readings.reduce((sum, r) => sum + Math.min(...r.map((w) => w.length)), 0);
  const short = words < SHORT_TEXT_WORDS;
  const weigh = (readings: readonly (readonly string[][])[]): Map<string, number> => {
    const shingles = new Map<string, number>();
    for (const lists of readings)
      for (const w of lists)
        for (const [i, h] of wordShingles(w, hash).entries())
          shingles.set(h, Math.max(shingles.get(h) ?? 0, shingleWeight(w.slice(i, i + SHINGLE_WORDS), short)));
    return shingles;
  };
  const shingles = weigh(readings);
  // Observations stored before h47 were made with version 1: the texts' words as it read them, where they differ.
  const old = texts.map((text) => shingleWords(text, 1));
  const differs = old.some((w, t) => !sameWords(w, split[t] as string[])) || readings.some((r) => r.length > 1);
  const values = new Map<string, TextToken>();
  const named = new Set<string>();
  const tokens = tokenPrints(
    texts,
    hash,
    projectPath,
    (t) => {
      if (!values.has(t.print)) values.set(t.print, t);
    },
    named,
  );
  return {
    shingles,
    tokens,
    values: [...values.values()],
    short,
    ...(named.size > 0 ? { named } : {}),
    ...(differs ? { legacy: weigh(old.map((w) => [w])) } : {}),
  };
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** The keyed token fingerprints of a text, each with its kind. */
function tokenPrints(
  texts: readonly string[],
  key: KeyedHash,
  projectPath: string,
  each?: (t: TextToken) => void,
  named?: Set<string>,
): Map<string, RareTokenKind> {
  const prints = new Map<string, RareTokenKind>();
  const add = (kind: RareTokenKind, value: string): void => {
    if (value === '') return;
    const print = tokenFingerprint(kind, value, key);
    prints.set(print, kind);
    each?.({ print, kind, value });
  };
  // A text as written and with its JSON escapes and HTML references read (`https:\/\/…`), each with
  // default-ignorable characters read as spaces and removed, as an observation's are (fingerprintText).
  for (const text of new Set(texts.flatMap((t) => tokenTexts(t, true)))) {
    for (const t of rareTokens(text)) {
      if (t.kind === 'path' && !outsideProject(t.value, projectPath)) continue;
      if (t.kind === 'host' && UBIQUITOUS_HOSTS.has(t.value)) continue;
      if (t.kind === 'command' && isStockCommand(t.value)) continue;
      add(t.kind, t.value);
      if (t.kind === 'package') named?.add(tokenFingerprint(t.kind, t.value, key));
    }
    for (const t of mentionedTokens(text)) add(t.kind, t.value);
  }
  return prints;
}

/** Each of a text's token prints with its compact form ({@link compactPrint}), keeper order ({@link tokenOrder}) and kind. */
function tokenKeys(tokens: ReadonlyMap<string, RareTokenKind>): { print: string; short: string; order: string; kind: RareTokenKind }[] {
  return [...tokens.keys()].map((p) => {
    const kind = tokens.get(p) as RareTokenKind;
    return { print: p, short: compactPrint(p), order: tokenOrder(p, kind), kind };
  });
}

/**
 * A write's token prints past observation `o`'s bar that it did not keep (none when it dropped
 * nothing), of a kind it dropped: with `top` recorded (walk 51), a token of a kind the dropped part
 * did not hold was not among it — a page that dropped URLs says nothing of a write's command.
 */
function pastBar(o: Observation, shortOf: readonly { print: string; order: string; kind: RareTokenKind }[], kept: readonly string[]): string[] {
  if (o.bar === undefined || (o.dropped ?? 0) <= 0) return [];
  const top = o.top === undefined ? undefined : new Set<RareTokenKind>(o.top);
  return shortOf.filter((x) => x.order > (o.bar as string) && !kept.includes(x.print) && (top === undefined || top.has(x.kind))).map((x) => x.print);
}

/**
 * The token prints of a write's texts that observation `o` may have dropped (past its bar, not
 * among what it kept whole or compact): what a person's lift of the bar for one memory covers
 * (`barLiftPlan`). Empty when `o` dropped nothing.
 */
export function tokensPastBar(o: Observation, prints: TextPrints): string[] {
  const shortOf = tokenKeys(prints.tokens);
  const kept = o.tokens.filter((h) => prints.tokens.has(h));
  if (o.compact !== undefined && o.compact !== '')
    for (const x of shortOf)
      if (!kept.includes(x.print) && (compactHas(o.compact, x.short) || compactHas(o.compact, looseCompactPrint(x.print)))) kept.push(x.print);
  return pastBar(o, shortOf, kept).sort();
}

/**
 * Decides a write's origin from what the host observed (DESIGN.md §10, the attested-provenance
 * issue): the caller's claimed origin, lowered to the least trusted origin among the
 * observations whose content the text reproduces. A text reproduces an observation when it
 * shares with it
 * - a run of consecutive normalised words: at least {@link MIN_SHARED_SHINGLES} of its keyed
 *   5-word shingles (one for a text under {@link SHORT_TEXT_WORDS} words), or
 * - a rare token — URL, host (not {@link UBIQUITOUS_HOSTS}), e-mail address, path outside the
 *   project, shell command (not a stock one, {@link isStockCommand}: `npm install`, `git status`),
 *   package name (one the observation wrote in plain prose, marked `LOOSE_PREFIX`, only when the text
 *   names it as a package itself; a command it wrote inside a sentence: h57-attest) —
 * (of an observation marked `truncated` — winnowed with a wider window, or not read whole — one
 * shared shingle that is not a stock phrase is enough, h47) and that shingle or token is not also
 * found in an observation at least as trusted as the
 * claim that may vouch (not a host memory file, not a `repo` observation of an uncommitted file): the person's own words (prompts recorded as `user`, which only a protected,
 * interactive session records) or a trusted source. So a fact the person typed is not lowered by
 * a page that happens to repeat it, while a paraphrase that keeps a payload's address or
 * command is.
 *
 * Only observations within `retentionDays` of `now` attest. Trust only goes down: the result is
 * never more trusted than `claimed`. Among equally untrusted observations the witness is a tool
 * result before a prompt, an uncommitted file's before a committed one's (a witness is `tracked`
 * only when every `repo` observation the text reproduces is), then the one the text reproduces most. Pure: the keyed hash is the caller's.
 *
 * @returns the origin (≤ `claimed`) and the witness observation when it was lowered
 */
export function attestOrigin(input: AttestationInput): AttestationResult {
  const claimedRank = rank(input.claimed);
  const cutoff = new Date(input.now.getTime() - input.retentionDays * 86_400_000).toISOString();
  // A working-tree file indexed only in part holds a bar though it shares nothing kept (treeObservations).
  const live = input.observations.filter(
    (o) => o.at >= cutoff && (o.shingles.length > 0 || o.tokens.length > 0 || (o.bar !== undefined && (o.dropped ?? 0) > 0) || readsUnseen(o)),
  );
  if (live.length === 0 || !live.some((o) => rank(o.origin) > claimedRank)) return { origin: input.claimed };
  // Each of the text's shingles with what it weighs (shingleWeight): a stock phrase weighs nothing.
  const prints = input.prints ?? textPrints(input.texts, input.hash, input.projectPath);
  const short = prints.short;
  const shingles = prints.shingles;
  const tokens = prints.tokens;
  const minShingles = short ? 1 : MIN_SHARED_SHINGLES;

  // Each fingerprint's most trusted source: what the person said, or a source at least as
  // trusted as the claim, exempts it.
  const best = new Map<string, number>();
  // The text's token prints in an observation's compact form (compactPrint), and in keeper order.
  const shortOf = tokenKeys(tokens);
  const hits = live.map((o) => {
    // Each observation in the fingerprint version it was made with (absent: 1, before h47).
    const mine = o.fp === undefined ? (prints.legacy ?? shingles) : shingles;
    const s = o.shingles.filter((h) => mine.has(h));
    const t = o.tokens.filter((h) => tokens.has(h));
    // A package name the observation wrote in prose meets only one the text names as a package; a
    // command it wrote inside a sentence, any command of the text (h57-attest).
    for (const h of o.tokens) {
      if (!h.startsWith(LOOSE_PREFIX)) continue;
      const real = h.slice(LOOSE_PREFIX.length);
      const meets = real.startsWith('command:') ? tokens.get(real) === 'command' : prints.named?.has(real) === true;
      if (meets && !t.includes(real)) t.push(real);
    }
    // Tokens kept compact past the first MAX_RARE_TOKENS (h49-attest, h48-attack F9), and names written
    // in prose kept compact (looseCompactPrint, h58), which meet as their whole form does above.
    if (o.compact !== undefined && o.compact !== '')
      for (const x of shortOf) {
        if (t.includes(x.print)) continue;
        if (compactHas(o.compact, x.short)) t.push(x.print);
        else if ((x.kind === 'command' || prints.named?.has(x.print) === true) && compactHas(o.compact, looseCompactPrint(x.print))) t.push(x.print);
      }
    // Tokens the observation may have dropped (their order past its bar, h48-attack F8): a payload
    // padded past the cap lowers every later write that could carry it, in any session.
    // A bar the person lifted by a signed act (checkBarLift) lowers nothing for what the lift covers.
    const maybe = unlifted(o, pastBar(o, shortOf, t), input.lifts);
    // A mention (a prompt's command or package in prose) only exempts: it vouches, never attests.
    const mentions = o.tokens
      .filter((h) => h.startsWith(MENTION_PREFIX) && tokens.has(h.slice(MENTION_PREFIX.length)))
      .map((h) => h.slice(MENTION_PREFIX.length));
    // A possible drop exempts nothing: only what an observation kept vouches (mayVouch: a host's
    // memory file or a `repo` observation of no committed file lowers and never vouches).
    const vouches = mayVouch(o) ? rank(o.origin) : Number.POSITIVE_INFINITY;
    for (const h of [...s.map((x) => `s:${x}`), ...[...t, ...mentions].map((x) => `t:${x}`)])
      best.set(h, Math.min(best.get(h) ?? Number.POSITIVE_INFINITY, vouches));
    return { o, s, t, maybe };
  });
  let chosen: { o: Observation; by: AttestationWitness['by']; weight: number; dropped: boolean; unread: boolean } | undefined;
  for (const { o, s, t, maybe } of hits) {
    const r = rank(o.origin);
    if (r <= claimedRank) continue;
    // Only what no more trusted observation also holds counts against this one.
    const ownS = s.filter((h) => (best.get(`s:${h}`) as number) >= r);
    const ownT = t.filter((h) => (best.get(`t:${h}`) as number) >= r);
    const mine = o.fp === undefined ? (prints.legacy ?? shingles) : shingles;
    const shared = ownS.reduce((sum, h) => sum + (mine.get(h) as number), 0);
    // A truncated observation kept a sparse sample of its words (a widened window, or a part left
    // unread): one shared shingle that is not a stock phrase is all a payload in it may leave, so
    // it is enough (h47; lowering only ever lowers trust).
    // A token a more trusted observation kept (a tracked file of the project holding it, the
    // person's words) is vouched for; nothing else clears a bar: a file sharing the write's words
    // but not the token vouches for no token (h52-attack B4).
    const ownMaybe = maybe.filter((h) => (best.get(`t:${h}`) ?? Number.POSITIVE_INFINITY) >= r);
    const found = !((o.truncated ? shared <= 0 : shared < minShingles) && ownT.length === 0);
    // Words it could not print (readsUnseen) may be any write's: it lowers with no print shared, weighing least.
    const unseen = !found && ownMaybe.length === 0 && readsUnseen(o);
    if (!found && ownMaybe.length === 0 && !unseen) continue;
    // What it kept and the text shares weighs first; a possible drop less (it names no token for sure); unread words least.
    const weight = found ? shared + ownT.length * minShingles : unseen ? 0 : ownMaybe.length / (ownMaybe.length + 1);
    const kinds = new Set((found ? ownT : ownMaybe).map((h) => tokens.get(h) as RareTokenKind));
    const by: AttestationWitness['by'] = KIND_ORDER.find((k) => kinds.has(k)) ?? 'words';
    // Among equally untrusted observations, what the agent read (a tool result) names the source
    // better than a prompt does; then the one the text reproduces most.
    const better = ((): boolean => {
      if (!chosen || r > rank(chosen.o.origin)) return true;
      if (r < rank(chosen.o.origin)) return false;
      const wasPrompt = chosen.o.event === 'prompt';
      if (wasPrompt !== (o.event === 'prompt')) return wasPrompt;
      // The least trusted first: a `repo` witness is a committed file's only when every `repo`
      // observation the text reproduces is one (an untracked file among them names it, and the
      // memory is no tracked file's under `cairn trust --repo`: h53-attack C1b).
      if (o.origin === 'repo' && mayVouch(chosen.o) !== mayVouch(o)) return mayVouch(chosen.o);
      // The file the write cites names it, when that file holds its words too (walk h58).
      if (input.cited !== undefined && (chosen.o.ref === input.cited) !== (o.ref === input.cited)) return o.ref === input.cited;
      return weight > chosen.weight;
    })();
    if (better) chosen = { o, by, weight, dropped: !found && !unseen, unread: unseen };
  }
  if (!chosen) return { origin: input.claimed };
  const o = chosen.o;
  return {
    origin: o.origin,
    witness: {
      origin: o.origin,
      by: chosen.by,
      ...(o.tool !== undefined ? { tool: o.tool } : o.event === 'prompt' ? { tool: 'prompt' } : {}),
      ...(o.ref !== undefined ? { ref: o.ref } : {}),
      at: o.at,
      session: o.session,
      ...(o.tracked === true ? { tracked: true as const } : {}),
      ...(chosen.dropped ? { dropped: o.dropped as number, observation: o.id } : {}),
      ...(chosen.unread ? { unread: true as const } : {}),
    },
  };
}

/**
 * The sentence a lowered write reports (`origin agent → web, attested by an observation of
 * WebFetch https://docs.example.dev/page at 2026-12-01T22:10:00.000Z (a URL)`; for a file of the
 * working tree, `origin agent → external, attested by node_modules/x/README.md:12 (a third-party
 * or git-ignored file: …)`). The reference was
 * redacted and cut at its query when it was observed.
 */
export function attestationReason(claimed: Origin, witness: AttestationWitness): string {
  // The working tree (issue #22): a file on disk, not a host's tool call.
  const by =
    witness.by === 'words'
      ? 'a run of its words'
      : `a ${witness.by === 'url' ? 'URL' : witness.by === 'stem' ? 'URL’s project' : witness.by === 'email' ? 'e-mail address' : witness.by}`;
  if (witness.unread === true)
    return `origin ${claimed} → ${witness.origin}: ${witness.ref ?? 'a file'} (${witness.tool === HOST_MEMORY_TOOL ? 'a memory file the host loads into every session' : 'a third-party file'}) holds words redaction took out before it was fingerprinted (a value under a secret's label), which no fingerprint keeps, and this text may hold them`;
  if (witness.tool === WORKING_TREE_TOOL && witness.dropped !== undefined)
    return `origin ${claimed} → ${witness.origin}: ${witness.ref ?? 'a file'} (${witness.origin === 'repo' ? 'an untracked file of the project' : 'a third-party or git-ignored file'}) holds more addresses, paths and commands than the index keeps of one file (${MAX_TREE_TOKENS_TEXT}), and its text's ${by.slice(2)} may be among those not kept`;
  if (witness.tool === WORKING_TREE_TOOL)
    return `origin ${claimed} → ${witness.origin}, attested by ${witness.ref ?? 'a file'} (${witness.origin === 'repo' ? "a file of the project's own" : 'a third-party or git-ignored file'}: ${witness.by === 'words' ? 'its text reproduces a run of its words' : `its text keeps ${by} of it`})`;
  // A host's memory file (A4): what the agent read at the start of every session, not a tool call.
  if (witness.tool === HOST_MEMORY_TOOL)
    return `origin ${claimed} → ${witness.origin}, attested by ${witness.ref ?? 'a memory file'} (a memory file the host loads into every session: ${witness.by === 'words' ? 'its text reproduces a run of its words' : `its text keeps ${by} of it`})`;
  const what = [witness.tool, witness.ref].filter((x) => x !== undefined && x !== '').join(' ') || 'a tool call';
  if (witness.dropped !== undefined)
    return `origin ${claimed} → ${witness.origin}: the observation of ${what} at ${witness.at} was truncated (${witness.dropped} tokens over the cap), and its text's ${by.slice(2)} may have been among them`;
  return `origin ${claimed} → ${witness.origin}, attested by an observation of ${what} at ${witness.at} (${by})`;
}
