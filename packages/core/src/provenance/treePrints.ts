import {
  createTokenKeeper,
  FINGERPRINT_HEX,
  FINGERPRINT_VERSION,
  type KeyedHash,
  MAX_COMPACT_TOKENS,
  MAX_RARE_TOKENS,
  MENTION_PREFIX,
  SHINGLE_WORDS,
  type TokenKeeper,
  ignorableReadings,
  shingleRank,
  shingleReadings,
  shingleWords,
  WINNOW_WINDOW,
  winnow,
} from '../observe/fingerprint.js';
import type { Observation } from '../observe/observation.js';
import type { BarLift } from './barLift.js';
import { base64Texts, MAX_BASE64_DECODED } from '../observe/readEscapes.js';
import { FNV_OFFSET, FNV_PRIME, fmix32 } from '../observe/winnowStream.js';
import { isUrlKind, type RareTokenKind, rareTokens } from '../observe/rareTokens.js';
import { BUILD_DIRS, isCairnWritten } from './treeText.js';
import { FETCHED_FILE, identityUrl, isIdentityManifest, manifestObject, SHARED_HOSTS, tokenIdentityPrints } from './manifestIdentity.js';
import { addressReadings, foldWording, isSharedHosting } from './identityReference.js';
import type { Origin } from '../policy/policy.js';
import { redactSecrets } from '../redact/index.js';
import {
  FUNCTION_WORDS,
  MIN_SHARED_SHINGLES,
  SHORT_TEXT_WORDS,
  shingleWeight,
  type TextPrints,
  textPrints,
  UBIQUITOUS_HOSTS,
  WORKING_TREE_TOOL,
} from './attestOrigin.js';

/**
 * How a file of the working tree is known to the attestation index (issue #22, "Without hooks:
 * the working tree attests `repo` and `external`"): `tracked` — git tracks it; `untracked` — in
 * the project, not tracked and not ignored (or the project is outside git); `ignored` — git
 * ignores it (`.env`, build output); `third-party` — under `node_modules`, a vendored folder or
 * a git submodule.
 */
export const TREE_PRINT_CLASSES = ['tracked', 'untracked', 'ignored', 'third-party'] as const;
/** One of {@link TREE_PRINT_CLASSES}. */
export type TreePrintClass = (typeof TREE_PRINT_CLASSES)[number];

/** One file's fingerprints, as the session's index keeps them (keyed by the file's content hash). */
export interface TreeFilePrints {
  /** Relative path inside the project (`/`-separated). */
  path: string;
  class: TreePrintClass;
  /**
   * Its prints, {@link FINGERPRINT_HEX} hex characters each (see {@link fingerprintLines}): the
   * winnowed keyed hashes of its {@link SHINGLE_WORDS}-word shingles (as observations keep them),
   * then the keyed hashes of its rare tokens, then {@link cairnWrittenPrint} when Cairn wrote it.
   * Told apart by what they are compared with (a shingle's hash and a token's are keyed from
   * different prefixes and never meet).
   */
  shingles: readonly string[];
  /** The 1-based line each of `shingles` starts on (same order and length). */
  lines: readonly number[];
  /**
   * The file's git blob id (40 hex) as indexed, when the index knows it: a file indexed in part
   * names it in its observation, so a person's lift of its bar binds to exactly that content (h51-attest).
   */
  blob?: string;
}

/** The working tree as a write is checked against it: every indexed file, with the home's keyed hash it was made with. */
export interface WorkingTreePrints {
  files: readonly TreeFilePrints[];
  hash: KeyedHash;
}

/**
 * The working tree as a write asks it (issue #22; issues #20/#21: one computation per write):
 * core computes the memory's prints once ({@link treeQuery}) and asks for the files holding any
 * of them, so the session's index reads only the shards those prints fall in and never computes
 * prints of its own.
 */
export interface WorkingTreeLookup {
  /** The home's keyed hash the index was made with (prints are asked under it). */
  hash: KeyedHash;
  /**
   * The indexed files holding any of `prints` (each a {@link FINGERPRINT_HEX}-hex keyed print:
   * shingles, token prints without their kind, {@link cairnWrittenPrint}), each keeping only
   * those prints with their lines. Must find every such file (a file left out is a witness
   * lost); may return more prints than asked (they are filtered). Should not throw: a session
   * whose index cannot be read answers `[]` and says so.
   */
  lookup(prints: ReadonlySet<string>): readonly TreeFilePrints[];
  /**
   * The person's lifts of working-tree files' bars (observation `tree:<path>`, a file indexed in
   * part), each checked by the session with the person's keyring (`checkBarLift`); an unchecked
   * one is never given. Absent: none.
   */
  lifts?: readonly BarLift[];
}

/**
 * {@link WorkingTreeLookup} over prints held in memory (tests, a plan): each file holding any of
 * the prints asked, with only those.
 */
export function treeLookup(tree: WorkingTreePrints): WorkingTreeLookup {
  return {
    hash: tree.hash,
    lookup: (prints) => {
      const out: TreeFilePrints[] = [];
      for (const f of tree.files) {
        const shingles: string[] = [];
        const lines: number[] = [];
        for (const [i, h] of f.shingles.entries())
          if (prints.has(h)) {
            shingles.push(h);
            lines.push(f.lines[i] as number);
          }
        if (shingles.length > 0) out.push({ path: f.path, class: f.class, shingles, lines, ...(f.blob !== undefined ? { blob: f.blob } : {}) });
      }
      return out;
    },
  };
}

/** What a write asks the working tree for, computed once from the texts core checks ({@link treeQuery}). */
export interface TreeQuery {
  /** The texts' keyed shingles (every position, not winnowed: a file's winnowed ones are among them). */
  shingles: ReadonlySet<string>;
  /** Those of {@link TreeQuery.shingles} that weigh as evidence (not a stock phrase): see `TreeTokenQuery.weighty`. */
  weighty: ReadonlySet<string>;
  /** The texts' rare tokens by {@link treeTokenPrint} (the hash without its kind). */
  tokens: ReadonlyMap<string, TreeToken>;
  /** {@link cairnWrittenPrint} under the tree's key. */
  cairnWritten: string;
  /** {@link composerVendorPrint} under the tree's key. */
  composerVendor: string;
  /**
   * Declared-identity prints (`tokenIdentityPrints`: a host, a URL's path prefixes) → the keys of
   * `tokens` each would make a package's own when its root manifest declares it ({@link treeObservations}).
   */
  identity: ReadonlyMap<string, readonly string[]>;
  /**
   * Keys of `tokens` (URLs and hosts) that a sentence of the texts tells the reader to fetch, run
   * or install from ({@link FETCH_WORDING}): no package's identity exempts them ({@link treeObservations}).
   */
  fetching: ReadonlySet<string>;
  /**
   * The texts' words outside URLs (`shingleWords`), space-joined with a space at each end: whether
   * the memory names a package itself ({@link namesPackage}), which a declared identity's exemption needs.
   */
  said: string;
  /**
   * Keys of `tokens` (URLs, hosts, e-mail addresses) the memory refers to as reading matter and
   * orders nothing done with (`referencedTokens`): the only addresses a package's identity may
   * exempt ({@link treeObservations}).
   */
  referenced: ReadonlySet<string>;
  /** Keys of `tokens` (addresses) no clause of the memory orders anything done with (`addressReadings`): a superset of `referenced`. */
  unordered: ReadonlySet<string>;
  /** {@link partialPrint} under the tree's key: a file indexed only in part comes back marked. */
  partial?: string;
  /** {@link unreadPrint} under the tree's key: a file holding words its redaction dropped comes back marked. */
  unread: string;
  /** Every print above: what {@link WorkingTreeLookup.lookup} is asked for. */
  prints: ReadonlySet<string>;
}

/**
 * The prints a write looks the working tree up with (issue #22): every position's keyed shingle
 * of `texts` ({@link textPrints}: `shingleFingerprints`), their rare tokens (`textTokens`, keyed as the
 * tree keeps them) and Cairn's own mark, so a file Cairn wrote that shares any comes back marked.
 *
 * @param texts - the write's texts as core checks them (sanitized: redacted)
 * @param projectPath - the project folder (absolute): its paths are no rare token
 * @param computed - the texts' prints under `hash` ({@link textPrints}), when the caller has them (a write computes them once)
 */
export function treeQuery(texts: readonly string[], hash: KeyedHash, projectPath: string, computed?: TextPrints): TreeQuery {
  const prints = computed ?? textPrints(texts, hash, projectPath);
  const shingles = new Set(prints.shingles.keys());
  const tokens = new Map<string, TreeToken>();
  const identity = new Map<string, string[]>();
  for (const t of prints.values) {
    const h = t.print.slice(t.print.indexOf(':') + 1);
    tokens.set(h, t);
    for (const i of tokenIdentityPrints(t.kind, t.value, hash)) identity.set(i, [...(identity.get(i) ?? []), h]);
  }
  // The host core takes out of a URL is declared with it: on shared hosting a declared path
  // stores no host print (`identityPrints`), and the host of a declared page is the package's as
  // far as that page goes (another URL on the host still attests by itself).
  for (const [h, t] of [...tokens].filter(([, x]) => x.kind === 'host'))
    for (const u of tokens.values())
      if (isUrlKind(u.kind) && identityUrl(u.value)?.split('/', 1)[0] === t.value.toLowerCase())
        for (const i of tokenIdentityPrints(u.kind, u.value, hash)) if (!identity.get(i)?.includes(h)) identity.set(i, [...(identity.get(i) ?? []), h]);
  const cairnWritten = cairnWrittenPrint(hash);
  const composerVendor = composerVendorPrint(hash);
  // Asked only when the texts hold a rare token: only a token can be among a file's missing ones.
  const partial = tokens.size > 0 ? partialPrint(hash) : undefined;
  // Asked by every write: words not read may be any write's.
  const unread = unreadPrint(hash);
  const fetching = fetchedTokens(texts, tokens);
  const said = ` ${texts.flatMap((t) => shingleWords(t)).join(' ')} `;
  const { referenced, unordered } = addressReadings(texts, tokens);
  return {
    shingles,
    weighty: new Set([...prints.shingles].filter(([, w]) => w > 0).map(([h]) => h)),
    tokens,
    cairnWritten,
    composerVendor,
    identity,
    fetching,
    said,
    referenced,
    unordered,
    ...(partial !== undefined ? { partial } : {}),
    unread,
    prints: new Set([...shingles, ...tokens.keys(), ...identity.keys(), cairnWritten, composerVendor, unread, ...(partial !== undefined ? [partial] : [])]),
  };
}

/**
 * Words by which a sentence tells its reader to fetch or execute something from an address
 * (`curl … | sh`, "pipe … into a shell", "download and execute", `pip install --index-url …`,
 * "point the registry at …") — the strong ones only: "run", "install" and "fetch" are what a
 * benign memory about a dependency's docs says as often ("the docs at … explain how to install"). A package's identity — its name, or the home, docs, repository and
 * tracker its manifest declares — names where a benign memory reads about it; the same address in
 * such a sentence is a payload's, whatever the package declares (2026-12-05 attack on the
 * identity rule: a hostile package named after its payload's host, or declaring that host its
 * homepage, kept "pipe https://drop.evilhost.net/stage2 into a shell" at origin `agent`).
 */
export const FETCH_WORDING =
  /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|download(?:s|ed|ing)?|pip(?:e[sd]?|ing)|exec(?:ute[sd]?|uting)?|eval|shell|bash|zsh|sh|powershell|pwsh|registry|index-url|extra-index-url)\b|\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/iu;

/** An address without its scheme (`https://x.example/a` → `x.example/a`), as the memory's text may write it; lower-case input expected. */
function withoutScheme(address: string): string {
  return address.replace(/^[a-z][a-z0-9+.-]*:\/\//u, '');
}

/** The sentences of `text` (split at a line break or after `.`, `!`, `?` before a space). */
function sentencesOf(text: string): string[] {
  return text.split(/\n+|(?<=[.!?])\s+/u).filter((x) => x.trim() !== '');
}

/**
 * The keys of `tokens` (URLs and hosts) found in a sentence of `texts` that {@link FETCH_WORDING}
 * matches — the address with its scheme stripped is looked for case-insensitively; a token not
 * found in any sentence as written is judged by the whole text holding its host.
 */
function fetchedTokens(texts: readonly string[], tokens: ReadonlyMap<string, TreeToken>): Set<string> {
  const out = new Set<string>();
  const sentences = texts.flatMap(sentencesOf).map(foldWording);
  for (const [h, t] of tokens) {
    if (!isUrlKind(t.kind) && t.kind !== 'host') continue;
    const bare = withoutScheme(t.value.toLowerCase());
    const host = bare.split('/', 1)[0] as string;
    const holding = sentences.filter((x) => x.includes(bare));
    const judged = holding.length > 0 ? holding : sentences.filter((x) => x.includes(host));
    if (judged.some((x) => FETCH_WORDING.test(x))) out.add(h);
  }
  return out;
}

/**
 * The origin the working tree attests for a file (DESIGN.md §10): the project's own files
 * (tracked or untracked) are `repo`; third-party code (`node_modules`, vendored folders,
 * submodules) and git-ignored paths are `external` — content from outside the project's people.
 */
export function treeFileOrigin(kind: TreePrintClass): Origin {
  return kind === 'tracked' || kind === 'untracked' ? 'repo' : 'external';
}

/** The keyed print of a rare token in the working tree: {@link tokenFingerprint}'s hash without its kind (the memory's side knows the kind). */
export function treeTokenPrint(kind: string, value: string, key: KeyedHash): string {
  return key(`t:${kind}:${value}`).slice(0, FINGERPRINT_HEX);
}

/**
 * The print a file Cairn wrote itself carries ({@link isCairnWritten}: a digest, an export): a
 * keyed hash no text's shingle or token can have (its own prefix), so the stored index needs no
 * field of its own for it.
 */
export function cairnWrittenPrint(key: KeyedHash): string {
  return key('w:cairn-written').slice(0, FINGERPRINT_HEX);
}

/**
 * Most distinct rare tokens the index keeps of one file (h50-attest; h49 kept
 * {@link MAX_RARE_TOKENS}, so text reproducing a token of a file's later part, past its first
 * 2,000 by keeper order, was not attested): as many as an observation keeps whole and compact,
 * `MAX_RARE_TOKENS + MAX_COMPACT_TOKENS` = 34,768, kept by the one keeper (`createTokenKeeper`:
 * best by kind, then keyed hash). Each is one `hash:line` posting of about 17 bytes in the index,
 * so at most about 0.6 MB for one file (the same order as {@link MAX_LONG_FILE_SHINGLES}' 1.1 MB).
 * A file with more is indexed in part: it carries {@link partialPrint}, and a write holding a token
 * of a kind it may have dropped is lowered to the file's origin (`treeObservations`).
 */
export const MAX_TREE_TOKENS = MAX_RARE_TOKENS + MAX_COMPACT_TOKENS;

/**
 * The print a file indexed only in part carries ({@link MAX_TREE_TOKENS}), at the "line" 1 + the
 * kind rank (`TOKEN_KIND_RANK`, 0–4) of the worst token kept: every token it dropped ranks there
 * or later. A keyed hash of its own prefix, so no text's shingle or token meets it by chance.
 */
export function partialPrint(key: KeyedHash): string {
  return key('w:partially-indexed').slice(0, FINGERPRINT_HEX);
}

/**
 * The print a file of the working tree carries when redacting it before it was fingerprinted
 * dropped words the model would read (session's `redactedForPrints` `unread`: a line of words under
 * a chosen secret's label, a list of words taken as a credential's value, a mnemonic; h56-attest),
 * at line 1. Those words have no print (a print a copy could meet would confirm a guess of a
 * passphrase), so a write copying them meets nothing: a third-party file carrying this print lowers
 * every write to `external` instead ({@link treeObservations}, core's `attestOrigin`: as a session
 * with a gap lowers its writes). A keyed hash of its own prefix, so no text's shingle or token meets it.
 */
export function unreadPrint(key: KeyedHash): string {
  return key('w:unread-words').slice(0, FINGERPRINT_HEX);
}

/** The kind rank of a keeper's bar (`tokenOrder`: its first character), or undefined when nothing was dropped. */
function barRank(bar: string | undefined): number | undefined {
  return bar === undefined ? undefined : Number(bar[0]);
}

/**
 * The print Composer's autoloader (`vendor/autoload.php`, written by every `composer install`)
 * carries in the index ({@link layoutPrints}): a keyed hash of its own prefix, asked by every
 * write ({@link treeQuery}), so core learns which `vendor/` folders are Composer's from the files
 * the lookup returns ({@link composerVendors}), as it learns Cairn's own files.
 */
export function composerVendorPrint(key: KeyedHash): string {
  return key('w:composer-vendor').slice(0, FINGERPRINT_HEX);
}

/** Composer's autoloader directly in a `vendor/` folder. */
const COMPOSER_AUTOLOAD = /(?:^|\/)vendor\/autoload\.php$/u;

/** The layout prints of a file, by its path ({@link composerVendorPrint} for `vendor/autoload.php`), with line 1. */
export function layoutPrints(path: string, key: KeyedHash): { shingles: string[]; lines: number[] } {
  return COMPOSER_AUTOLOAD.test(path) ? { shingles: [composerVendorPrint(key)], lines: [1] } : { shingles: [], lines: [] };
}

/** The `vendor/` folders among `files` that hold Composer's autoloader (a file carrying `print`, {@link composerVendorPrint}). */
export function composerVendors(files: readonly TreeFilePrints[], print: string | undefined): Set<string> {
  const out = new Set<string>();
  if (print !== undefined)
    for (const f of files) if (COMPOSER_AUTOLOAD.test(f.path) && f.shingles.includes(print)) out.add(f.path.slice(0, -'/autoload.php'.length));
  return out;
}

/** Package names a `package.json` declares (its own name and every dependency's): the project's when the manifest is its own tracked file. */
function manifestPackages(text: string): { name: string; line: number }[] {
  if (!text.trimStart().startsWith('{')) return [];
  const m = manifestObject(text);
  if (m === undefined) return [];
  const names = new Set<string>();
  if (typeof m.name === 'string') names.add(m.name.toLowerCase());
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    const deps = m[field];
    if (typeof deps === 'object' && deps !== null) for (const name of Object.keys(deps)) names.add(name.toLowerCase());
  }
  return [...names].map((name) => ({ name, line: 1 }));
}

/**
 * A text file's prints with the line each starts on (issue #22):
 * - its winnowed keyed shingles: the words of every line in order (core's tokenizer, line by
 *   line, so a run crossing a line break is one run), shingled and winnowed exactly as an
 *   observation is ({@link winnow}), so a memory reproducing a run of at least 8 of its words
 *   shares a fingerprint with it — URLs left out of the words (`shingleWords`): a URL is
 *   judged by the rare-token rule and its exceptions, not as a run of its path's words, which a
 *   benign memory citing a dependency's docs page shares;
 * - its rare tokens ({@link rareTokens}, line by line, at most {@link MAX_RARE_TOKENS}), and in a
 *   `package.json` the names it declares, as {@link treeTokenPrint}: a third-party file's attest
 *   (a paraphrase keeping its URL or command), a tracked file's vouch ({@link treeObservations});
 * - {@link cairnWrittenPrint} when Cairn wrote the file ({@link isCairnWritten}).
 *
 * @param text - the file's text (UTF-8 decoded), or what of it is read (`readableText`); any size — the caller bounds it
 * @param key - the home's keyed hash (HMAC), as observations use
 * @param rowLines - the file's 1-based line of each row of `text`, when `text` is not the file as it is (`readableText`)
 */
export function fingerprintLines(text: string, key: KeyedHash, rowLines?: readonly number[]): { shingles: string[]; lines: number[] } {
  const { words, lineOf, tokens } = textWords(text, key, rowLines);
  const own = isCairnWritten(text) ? [[cairnWrittenPrint(key), 1] as const] : [];
  if (words.length === 0 && tokens.size === 0 && own.length === 0) return { shingles: [], lines: [] };
  const hashes: string[] = [];
  const first = new Map<string, number>();
  const count = words.length === 0 ? 0 : words.length < SHINGLE_WORDS ? 1 : words.length - SHINGLE_WORDS + 1;
  for (let i = 0; i < count; i++) {
    const h = key(`s:${words.slice(i, i + SHINGLE_WORDS).join(' ')}`).slice(0, FINGERPRINT_HEX);
    hashes.push(h);
    if (!first.has(h)) first.set(h, lineOf[i] as number);
  }
  // Ranked by weight as evidence (a whole line reproduced must meet a kept shingle that counts).
  const ranks: number[] = [];
  for (let i = 0; i < count; i++) ranks.push(shingleRank(words.slice(i, i + SHINGLE_WORDS)));
  const shingles = winnow(hashes, undefined, ranks);
  const out = { shingles, lines: shingles.map((h) => first.get(h) as number) };
  for (const [h, line] of [...tokens, ...own]) {
    out.shingles.push(h);
    out.lines.push(line);
  }
  return out;
}

/**
 * A run of base64/base64url, base32 or hex that may be wrapped (lines of 8 or more of its
 * characters joined by line breaks, as MIME, PEM and `openssl base64` wrap): the runs core's
 * `base64Texts` decodes, found here with their place so a decoded text is given its line.
 */
const ENCODED_RUN = /[A-Za-z0-9+/_-]{8,}={0,6}(?:[ \t]*\r?\n[ \t]*[A-Za-z0-9+/_-]{8,}={0,6})*/gu;

/**
 * The texts the encoded runs of a working-tree file encode (core's `base64Texts`: base64, base32,
 * hex; gzip, zlib or deflate data inflated), each with the 1-based line its run starts on (h51-attest,
 * issue #22: observations decoded them and the working tree did not, so a payload base64-encoded in
 * a file attested nothing). Runs of fewer than 24 characters are skipped (no decoding of them reads
 * as text), and at most {@link MAX_BASE64_DECODED} characters of runs are decoded per file.
 */
function encodedTexts(text: string, rowLines?: readonly number[]): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  let budget = MAX_BASE64_DECODED;
  let row = 0;
  let at = 0;
  for (const m of text.matchAll(ENCODED_RUN)) {
    const run = m[0];
    if (run.length < 24 || budget <= 0) continue;
    // The row the run starts on: line breaks counted from the last run's place.
    for (let i = text.indexOf('\n', at); i >= 0 && i < (m.index as number); i = text.indexOf('\n', i + 1)) row++;
    at = m.index as number;
    budget -= run.length;
    for (const decoded of base64Texts(run)) out.push({ text: decoded, line: rowLines?.[row] ?? row + 1 });
  }
  return out;
}

/** The words of `text` line by line ({@link shingleWords}) with each one's line, and its rare tokens' and declared packages' prints by first line ({@link fingerprintLines}). */
/**
 * The rare tokens of one row in each of its readings (core's `ignorableReadings`: default-ignorable
 * characters read as spaces, and removed; h53-attack C5b: a soft hyphen between the letters of a
 * vendored README's URL hid it), as an observation's are taken.
 */
function rowTokens(row: string): ReturnType<typeof rareTokens> {
  const readings = ignorableReadings(row);
  return readings.length === 1 ? rareTokens(row) : readings.flatMap((r) => rareTokens(r));
}

/** The words of one row in each of its readings (core's `shingleReadings`), one list after the other. */
function rowWords(row: string): string[] {
  const readings = shingleReadings(row);
  return readings.length === 1 ? (readings[0] as string[]) : readings.flat();
}

function textWords(text: string, key: KeyedHash, rowLines?: readonly number[]): { words: string[]; lineOf: number[]; tokens: Map<string, number> } {
  const words: string[] = [];
  const lineOf: number[] = [];
  const rows = text.split(/\r\n|\r|\n/u);
  // At most MAX_RARE_TOKENS, the best by kind then keyed hash (core's createTokenKeeper), not the
  // first met: 1,500 junk URLs above a payload's line no longer push it out (h47-attack F8).
  const keeper = createTokenKeeper<number>(MAX_TREE_TOKENS);
  for (const [i, row] of rows.entries()) {
    const line = rowLines?.[i] ?? i + 1;
    // A URL is judged as a rare token, never as words (shingleWords leaves it out).
    for (const w of rowWords(row)) {
      words.push(w);
      lineOf.push(line);
    }
    for (const t of rowTokens(row)) keeper.add(treeTokenPrint(t.kind, t.value, key), t.kind, line);
  }
  // Base64, base32 and hex runs — gzip, zlib or deflate data inside them inflated — read as the
  // text they encode, at the run's first line, as an observation's are (h51-attest).
  for (const { text: decoded, line } of encodedTexts(text, rowLines)) {
    for (const row of decoded.split(/\r\n|\r|\n/u)) {
      for (const w of rowWords(row)) {
        words.push(w);
        lineOf.push(line);
      }
      for (const t of rowTokens(row)) keeper.add(treeTokenPrint(t.kind, t.value, key), t.kind, line);
    }
  }
  const kept = keeper.finish();
  const tokens = kept.kept;
  for (const p of manifestPackages(text)) {
    const h = treeTokenPrint('package', p.name, key);
    if (!tokens.has(h)) tokens.set(h, p.line);
  }
  // Indexed in part (MAX_TREE_TOKENS): the mark, at 1 + the kind rank past which tokens may be missing.
  const rank = barRank(kept.bar);
  if (rank !== undefined) tokens.set(partialPrint(key), 1 + rank);
  return { words, lineOf, tokens };
}

/**
 * Most shingles {@link fingerprintLong} keeps of one file: up to about 160,000 words (≈ 1 MB of
 * prose) the usual winnowing window holds; a longer file is winnowed with a wider one so the count
 * stays within this (≈ 17 bytes each in the index: at most about 1.1 MB for one file). Files over
 * 256 KiB that the index reads whole are prose only (READMEs, changelogs, licence lists): 6 of
 * this repository's ≈ 32k `node_modules` files (2026-12-05).
 */
export const MAX_LONG_FILE_SHINGLES = 65_536;

/** The positions winnowing chooses in `values` (the minimum of each window, the rightmost on ties), each once, in order: a monotone queue, O(n). */
function chosenPositions(values: Uint32Array, window: number): number[] {
  const out: number[] = [];
  if (values.length === 0) return out;
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let last = -1;
  const span = Math.min(window, values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    while (tail > head && (values[queue[tail - 1] as number] as number) >= v) tail--;
    queue[tail++] = i;
    if ((queue[head] as number) <= i - span) head++;
    if (i >= span - 1 && queue[head] !== last) {
      last = queue[head] as number;
      out.push(last);
    }
  }
  return out;
}

/**
 * The prints of a text too large to shingle every word of at the index's usual cost (h47-attest,
 * issue #22: {@link fingerprintHeadTail} shingled only the first and last 128 KiB of a prose file
 * over 256 KiB, so a payload in the middle of a large README attested nothing): the whole text,
 * winnowed over a cheap 32-bit hash of each shingle seeded from the home's key (FNV-1a per word,
 * mixed per shingle: as core winnows a long observation), only the chosen shingles keyed (HMAC),
 * with the window {@link WINNOW_WINDOW}-wide as long as the count stays within `budget`, else
 * widened (doubled) until it does — so any run of `SHINGLE_WORDS + window − 1` words a memory
 * shares with any part of the file holds a chosen shingle (Schleimer et al. 2003), and a memory,
 * every shingle of which is keyed, meets it. Rare tokens and declared packages of every line, as
 * {@link fingerprintLines} (at most {@link MAX_RARE_TOKENS}). A text within `cap` is
 * {@link fingerprintLines}'s.
 *
 * Cost: one pass over the words and at most `budget` keyed hashes (8 MiB of prose ≈ 0.75 s CPU, see
 * the commit that made it).
 *
 * @param cap - characters below which every shingle is keyed ({@link fingerprintLines}; the index passes 256 KiB)
 * @param budget - most shingles kept (default {@link MAX_LONG_FILE_SHINGLES})
 */
export function fingerprintLong(text: string, key: KeyedHash, cap: number, budget = MAX_LONG_FILE_SHINGLES): { shingles: string[]; lines: number[] } {
  if (text.length <= cap) return fingerprintLines(text, key);
  const { words, lineOf, tokens } = textWords(text, key);
  const out = { shingles: [] as string[], lines: [] as number[] };
  const count = words.length < SHINGLE_WORDS ? Math.min(words.length, 1) : words.length - SHINGLE_WORDS + 1;
  const seed = Number.parseInt(key('w:tree-seed').slice(0, 8), 16) >>> 0;
  const wordHash = new Uint32Array(words.length);
  for (const [i, w] of words.entries()) {
    let h = FNV_OFFSET ^ seed;
    for (let c = 0; c < w.length; c++) h = Math.imul(h ^ w.charCodeAt(c), FNV_PRIME);
    wordHash[i] = h >>> 0;
  }
  const cheap = new Uint32Array(count);
  const span = Math.min(SHINGLE_WORDS, words.length);
  for (let i = 0; i < count; i++) {
    let h = seed;
    for (let j = 0; j < span; j++) h = Math.imul(h ^ (wordHash[i + j] as number), FNV_PRIME) ^ j;
    cheap[i] = fmix32(h);
  }
  // Winnowing keeps about 2/(w+1) of the positions.
  let window = Math.max(WINNOW_WINDOW, Math.ceil((2 * count) / budget));
  let chosen = chosenPositions(cheap, window);
  while (chosen.length > budget) {
    window *= 2;
    chosen = chosenPositions(cheap, window);
  }
  const seen = new Set<string>();
  for (const p of chosen) {
    const h = key(`s:${words.slice(p, p + SHINGLE_WORDS).join(' ')}`).slice(0, FINGERPRINT_HEX);
    if (seen.has(h)) continue;
    seen.add(h);
    out.shingles.push(h);
    out.lines.push(lineOf[p] as number);
  }
  for (const [h, line] of tokens) {
    if (seen.has(h)) continue;
    seen.add(h);
    out.shingles.push(h);
    out.lines.push(line);
  }
  if (isCairnWritten(text)) {
    out.shingles.push(cairnWrittenPrint(key));
    out.lines.push(1);
  }
  return out;
}

/** Kinds of rare token {@link addressPrints} takes from the part of a file the index does not read. */
const ADDRESS_KINDS: ReadonlySet<RareTokenKind> = new Set(['url', 'stem', 'host', 'email']);

/**
 * A package manager's install command in code, once its quotes, commas and brackets are spaces
 * (`subprocess.run(["pip", "install", "x-shim"])`, `exec('npm i x-shim')`): the packages it names
 * are what {@link addressPrints} takes besides addresses — a payload's package sits in such a
 * call as often as in a README. Imports are not taken: every package imports its dependencies.
 */
const CODE_INSTALL =
  /\b(?:(?:npm|pnpm|yarn|bun)\s+(?:i|install|add)|pip3?\s+install|pipx\s+install|uv\s+(?:pip\s+install|add)|gem\s+install|cargo\s+(?:install|add)|go\s+(?:get|install)|brew\s+install)\s+\S/iu;

/**
 * The address tokens — URLs, hosts, e-mail addresses ({@link rareTokens}), and since 2026-12-05
 * (h46-attest) the packages an install command in code names ({@link CODE_INSTALL}) — of a third-party
 * file's whole text, as {@link treeTokenPrint} with the 1-based line each is first on, when the
 * index reads only part of the file (`readableText`: a source file's comments, a manifest's
 * described fields) and the file lies outside `node_modules` (a vendored package: `vendor/`,
 * `third_party/`, a submodule). A vendored package's payload address sits in its code
 * (`const ENDPOINT = "https://…"`) or a manifest field (`scripts`, `download_url`) as often as in a
 * comment, and a paraphrase keeps only the address (issue #22; 2026-12-05, h45-tree). Not in
 * `node_modules`, whose entry files are many and name their own docs and error pages: there
 * the comments, declarations and described fields stand — and, since h47-attest, the addresses
 * and installed packages of a `package.json`'s `scripts` values (a `postinstall` that fetches a
 * payload's URL runs on every install; each value at the line it is written on). Code's words never make shingles (a string
 * of code shares stock runs with every other package).
 *
 * @param path - the file's relative path (`/`-separated)
 * @param klass - the file's class: only a `third-party` file's addresses are taken
 * @param text - the file's whole text
 * @param readable - what the index reads of it (`readableText(…).text`): equal to `text`, nothing to add
 */
export function addressPrints(path: string, klass: TreePrintClass, text: string, readable: string, key: KeyedHash): { shingles: string[]; lines: number[] } {
  const out = { shingles: [] as string[], lines: [] as number[] };
  if (klass !== 'third-party' || readable === text) return out;
  const rows = text.split(/\r\n|\r|\n/u);
  // At most MAX_RARE_TOKENS, the best by kind then keyed hash (core's createTokenKeeper, the one
  // keeper of observations and tree files), not the first met (h49-attest: 2,000 junk addresses
  // above a vendored payload's line pushed it out here, where fingerprintLines already kept the best).
  const keeper = createTokenKeeper<number>(MAX_TREE_TOKENS);
  if (path.split('/').includes('node_modules')) {
    // In node_modules a package's manifest gives the addresses of its `scripts` (h47-attest: a
    // `postinstall` fetching a payload's URL was read nowhere), never of its other fields.
    if (path.endsWith('/package.json')) for (const [line, value] of manifestScripts(text, rows)) rowAddresses(value, line, key, keeper);
  } else for (const [i, row] of rows.entries()) rowAddresses(row, i + 1, key, keeper);
  const kept = keeper.finish();
  for (const [h, line] of kept.kept) {
    out.shingles.push(h);
    out.lines.push(line);
  }
  const rank = barRank(kept.bar);
  if (rank !== undefined) {
    out.shingles.push(partialPrint(key));
    out.lines.push(1 + rank);
  }
  return out;
}

/** The string values of a package manifest's `scripts` (at most {@link MAX_RARE_TOKENS}), each with the 1-based line it is written on (1 when not found as written). */
function manifestScripts(text: string, rows: readonly string[]): Array<[number, string]> {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(text) as { scripts?: unknown } | null)?.scripts;
  } catch {
    return [];
  }
  if (typeof scripts !== 'object' || scripts === null) return [];
  const out: Array<[number, string]> = [];
  for (const value of Object.values(scripts).slice(0, MAX_RARE_TOKENS)) {
    if (typeof value !== 'string') continue;
    const written = JSON.stringify(value).slice(1, -1);
    const at = rows.findIndex((r) => r.includes(written));
    out.push([at >= 0 ? at + 1 : 1, value]);
  }
  return out;
}

/** The address prints of one row (see {@link addressPrints}) offered to `keeper` at `line` (a print kept already keeps its first line). */
function rowAddresses(row: string, line: number, key: KeyedHash, keeper: TokenKeeper<number>): void {
  const bare = /install|\badd\b|\bget\b/iu.test(row) ? row.replace(/[\x22'`,()[\]{}]/gu, ' ') : '';
  const installs = bare !== '' && CODE_INSTALL.test(bare);
  if (!installs && !/[.@]/u.test(row)) return;
  const found = installs ? [...rowTokens(row), ...rareTokens(bare).filter((t) => t.kind === 'package')] : rowTokens(row);
  for (const t of found) {
    if (!ADDRESS_KINDS.has(t.kind) && !(installs && t.kind === 'package')) continue;
    keeper.add(treeTokenPrint(t.kind, t.value, key), t.kind, line);
  }
}

/**
 * The prints of a text too large to shingle whole (h45-attack item B, 2026-12-05: a third-party
 * README over the index's size cap was never indexed, so a payload in it attested nothing): as
 * core fingerprints an oversized tool response (`fingerprintText`: head and tail shingled, rare
 * tokens of the whole) — {@link fingerprintLines} of its first and last `cap / 2` characters
 * (cut at a line break, lines numbered as in the file), then the rare tokens of every line between
 * (at most {@link MAX_RARE_TOKENS} in all). A text within `cap` is {@link fingerprintLines}'s.
 *
 * @param text - the file's whole text
 * @param cap - characters shingled (the index passes its byte cap, 256 KiB)
 */
export function fingerprintHeadTail(text: string, key: KeyedHash, cap: number): { shingles: string[]; lines: number[] } {
  if (text.length <= cap) return fingerprintLines(text, key);
  const half = Math.floor(cap / 2);
  const cut = text.lastIndexOf('\n', half);
  const headEnd = cut > 0 ? cut : half;
  const back = text.indexOf('\n', text.length - half);
  const tailStart = back >= headEnd ? back + 1 : text.length - half;
  const lineAt = (at: number): number => {
    let n = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) n++;
    return n;
  };
  const headRows = text.slice(0, headEnd).split('\n').length;
  const tailLine = lineAt(tailStart);
  const tail = text.slice(tailStart);
  const out = fingerprintLines(text.slice(0, headEnd), key);
  const seen = new Set(out.shingles);
  const add = (h: string, line: number): void => {
    if (seen.has(h)) return;
    seen.add(h);
    out.shingles.push(h);
    out.lines.push(line);
  };
  const back2 = fingerprintLines(
    tail,
    key,
    tail.split('\n').map((_, i) => tailLine + i),
  );
  for (const [i, h] of back2.shingles.entries()) add(h, back2.lines[i] as number);
  const keeper = createTokenKeeper<number>(MAX_TREE_TOKENS);
  const middle = text.slice(headEnd, tailStart).split('\n');
  for (const [i, row] of middle.entries()) for (const t of rowTokens(row)) keeper.add(treeTokenPrint(t.kind, t.value, key), t.kind, headRows + i);
  const kept = keeper.finish();
  for (const [h, line] of kept.kept) add(h, line);
  const rank = barRank(kept.bar);
  if (rank !== undefined) add(partialPrint(key), 1 + rank);
  return out;
}

/**
 * Most third-party packages one token may be found in and still attest (issue #22: a rare
 * token is a payload's address, not a link every package carries). A funding page, a badge
 * host, a common install line (`npm install typescript`) is in the READMEs of dozens of
 * packages; a payload's URL or command is in the one package that carries it.
 *
 * How chosen (development cases of packages/core/test/provenance/treeTokens.test.ts, never a
 * blind set): 3 lets a payload repeated across a package's own split parts (`x`, `x-cli`,
 * `@x/core`) still attest, while an address in four packages' READMEs is a common link.
 * Belongs with the attestation thresholds of the policy table (issue #22); kept here while
 * core's policy module is under a mutation run: `TREE_TOKEN_MAX_PACKAGES: 3`.
 */
export const MAX_TOKEN_PACKAGES = 3;

/**
 * Lockfiles: written by a package manager from what registries and dependencies answered
 * (`package-lock.json`'s `resolved`, `Cargo.lock`'s `source`, `go.sum`'s module paths), committed
 * without a person reading them — so a URL, host or package a lockfile holds is no word of the
 * project's people and never vouches for a memory's token (h45-attack item F: a tracked
 * `package-lock.json` made a hostile dependency's URL the project's). Their words still make a
 * tracked file a `repo` witness (lowering only). Source: each tool's documented lockfile name.
 */
export const LOCKFILES: ReadonlySet<string> = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'bun.lock',
  'deno.lock',
  'Cargo.lock',
  'poetry.lock',
  'Pipfile.lock',
  'pdm.lock',
  'uv.lock',
  'go.sum',
  'go.work.sum',
  'composer.lock',
  'Gemfile.lock',
  'gems.locked',
  'mix.lock',
  'pubspec.lock',
  'Podfile.lock',
  'Package.resolved',
  'Cartfile.resolved',
  'packages.lock.json',
  'paket.lock',
  'gradle.lockfile',
  'flake.lock',
  'conan.lock',
  'vcpkg-lock.json',
]);

/** Whether a relative path names a lockfile ({@link LOCKFILES}, by its file name). */
export function isLockfile(path: string): boolean {
  return LOCKFILES.has(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Folders a project's people fill with third-party code by choice (copied in, `go mod vendor`,
 * Composer's and Bundler's `vendor/`), as opposed to a package manager's cache (`node_modules`,
 * `.venv`, `site-packages`, `Pods`, `.yarn` …, thousands of files): in these, and in a git
 * submodule, the working tree's index reads a package's code files beyond its entry files for
 * their addresses only (session's `MAX_CODE_PER_PACKAGE`). Lower case: compare a name lower-cased.
 * Each is also one of {@link THIRD_PARTY_DIRS} (built from this list: the names are kept once).
 */
export const VENDORING_DIRS: ReadonlySet<string> = new Set([
  'vendor',
  'vendors',
  'vendored',
  'third_party',
  'third-party',
  'thirdparty',
  'extern',
  '3rdparty',
  '3rd_party',
  '3rd-party',
]);

/** Path segments that mark third-party code anywhere in a path (DESIGN.md §10: `node_modules`, vendored folders): the {@link VENDORING_DIRS} and these. */
export const THIRD_PARTY_DIRS: ReadonlySet<string> = new Set([
  'node_modules',
  'bower_components',
  'jspm_packages',
  ...VENDORING_DIRS,
  '.venv',
  'venv',
  'site-packages',
  // Package managers' folders a project may commit (h45-attack item E): CocoaPods, Carthage,
  // Yarn Berry's cache and unplugged packages, PEP 582, Elm, Dart/Flutter, vcpkg's manifest mode,
  // CMake FetchContent (`build/_deps/<name>-src`).
  'Pods',
  'Carthage',
  '.yarn',
  '__pypackages__',
  'elm-stuff',
  '.dart_tool',
  'vcpkg_installed',
  '_deps',
  // More package managers' and vendoring folders (h45-attack2, 2026-12-05: `cairn import` read
  // their files as the project's own): Meson's wraps (`subprojects/<name>`), SwiftPM's checkouts
  // (`.build/checkouts/<name>`), Stack's downloads (`.stack-work`), opam's local switch (`_opam`),
  // Unity's package cache (`PackageCache`), and Xcode's `Vendor` (the vendoring names `extern`,
  // `3rdparty` came in then too, and h46-attack2's `3rd_party`, `3rd-party`: {@link VENDORING_DIRS}).
  // Not `contrib` nor `external` below the top: as often the project's own code.
  'subprojects',
  '.build',
  '.stack-work',
  '_opam',
  'PackageCache',
  'Vendor',
  // h46-attack2 (2026-12-05): more tool folders seen read as the project's own — Debian's
  // `dist-packages`, godep's `Godeps/_workspace`, tox's environments and NuGet's package folder.
  'dist-packages',
  'Godeps',
  '.tox',
  '.nuget',
]);

/**
 * Third-party folder names read in any letter case (h46-attack2: Unreal Engine's
 * `Engine/Source/ThirdParty/`, `3rdParty/`, `Vendors/`, a top-level `External/` were the project's
 * own): the {@link VENDORING_DIRS} and Debian's `dist-packages`. Not every name of
 * {@link THIRD_PARTY_DIRS}: `pods/` or `build/` in lower case is as often the project's own folder
 * as CocoaPods' `Pods/`.
 */
const ANY_CASE_DIRS: ReadonlySet<string> = new Set([...VENDORING_DIRS, 'dist-packages']);

/**
 * Folders a package manager puts between its own folder and a package's ({@link packageOf}):
 * `Carthage/Checkouts/<name>`, `.yarn/unplugged/<name>`, `__pypackages__/3.12/lib/<name>`,
 * `vcpkg_installed/x64-linux/share/<name>` — skipped, so each package is one, not the folder
 * holding them all (which would make every package's README one package's).
 */
const CONTAINER_SEGMENTS: ReadonlyMap<string, RegExp> = new Map([
  ['Carthage', /^(?:Checkouts|Build)$/u],
  ['.build', /^(?:checkouts|repositories|artifacts)$/u],
  ['.stack-work', /^(?:downloaded|install|dist)$/u],
  ['_opam', /^(?:lib|share|doc)$/u],
  ['.yarn', /^(?:unplugged|cache|releases|plugins|sdks|patches|__virtual__|\$\$virtual)$/u],
  ['__pypackages__', /^(?:\d+(?:\.\d+)*|lib|lib64|bin|include)$/u],
  ['vcpkg_installed', /^(?:[a-z0-9]+-[a-z0-9-]+|share|include|lib|bin|debug|tools)$/u],
]);

/** The index of a package's folder below the third-party folder at `v` ({@link CONTAINER_SEGMENTS} skipped); the file stays below it. */
function packageSegment(segs: readonly string[], v: number): number {
  const skip = CONTAINER_SEGMENTS.get(segs[v] as string);
  let k = v + 1;
  while (skip !== undefined && k + 2 < segs.length && skip.test(segs[k] as string)) k++;
  return k;
}

/**
 * Folders that hold third-party code only at the project's top level: Bazel's `external/`, the
 * dependencies of mix, rebar or node-gyp in `deps/`. Deeper, a folder of these names is as often
 * the project's own code (`src/external/stripe.ts`, a wrapper of an outside API), which stays the
 * project's (`repo`).
 */
export const TOP_THIRD_PARTY_DIRS: ReadonlySet<string> = new Set(['external', 'deps']);

/**
 * Whether one folder name marks third-party code: a name of {@link THIRD_PARTY_DIRS}, one of
 * {@link ANY_CASE_DIRS} in any letter case, or at the project's top (`top`) one of
 * {@link TOP_THIRD_PARTY_DIRS} in any case. The one rule of the working tree's index, `cairn
 * import` and the hooks' observations.
 */
export function isThirdPartyDir(seg: string, top: boolean): boolean {
  if (THIRD_PARTY_DIRS.has(seg)) return true;
  const lower = seg.toLowerCase();
  return ANY_CASE_DIRS.has(lower) || (top && TOP_THIRD_PARTY_DIRS.has(lower));
}

/**
 * Ecosystem marker files that show a folder holds third-party code whatever its name or depth
 * (h59-attest: a mix sub-project's `alerts/deps/<dep>/` and a virtualenv not named `.venv` were the
 * project's own, `repo`). `self`: the folder itself holds the file — a Python virtual environment's
 * `pyvenv.cfg` (PEP 405: written at the environment's root by `venv` and `virtualenv`), a crate
 * `cargo vendor` copied (it writes `.cargo-checksum.json` into each crate's folder, whatever the
 * vendor folder's name in `.cargo/config.toml`). `beside`: the folder is one of `names` (lower
 * case) and its parent holds the file — mix's `deps/` and `_build/` beside `mix.exs` (mix's
 * `deps_path` and `build_path` defaults, hexdocs.pm/mix/Mix.Project.html), rebar's `deps/` (rebar 2)
 * and `_build/` (rebar 3 fetches each dependency's sources into `_build/<profile>/lib/<dep>`) beside
 * `rebar.config`. Names alone stay in {@link THIRD_PARTY_DIRS} (`node_modules`, Go's and Bundler's
 * `vendor/`, `Pods`, `.build`, `site-packages`, `.venv`): their names already say it.
 */
export const THIRD_PARTY_MARKERS: readonly ({ file: string; in: 'self' } | { file: string; in: 'beside'; names: ReadonlySet<string> })[] = [
  { file: 'pyvenv.cfg', in: 'self' },
  { file: '.cargo-checksum.json', in: 'self' },
  { file: 'mix.exs', in: 'beside', names: new Set(['deps', '_build']) },
  { file: 'rebar.config', in: 'beside', names: new Set(['deps', '_build']) },
];

/**
 * Whether a relative path (`/`-separated, the project's root being `''`) lies in a folder an
 * ecosystem's marker file shows to be third-party ({@link THIRD_PARTY_MARKERS}), whatever the
 * folder's name or depth. `has(rel)`: whether the project holds a file at that relative path (the
 * adapter's look at the disk or at git's lists; core reads no disk). Asks about each folder of the
 * path once per marker: at most (segments − 1) × markers calls, the file itself never a folder.
 */
export function isMarkedThirdParty(path: string, has: (rel: string) => boolean): boolean {
  const segs = path.split('/');
  for (let k = 0; k < segs.length - 1; k++) {
    const folder = segs.slice(0, k + 1).join('/');
    const parent = segs.slice(0, k).join('/');
    const name = (segs[k] as string).toLowerCase();
    for (const m of THIRD_PARTY_MARKERS) {
      if (m.in === 'self' && has(`${folder}/${m.file}`)) return true;
      if (m.in === 'beside' && m.names.has(name) && has(parent === '' ? m.file : `${parent}/${m.file}`)) return true;
    }
  }
  return false;
}

/**
 * Whether a relative path (`/`-separated) lies in a third-party folder: by a folder's name
 * ({@link isThirdPartyDir}), or, given `has` (whether the project holds a file at a relative
 * path), by an ecosystem's marker file ({@link isMarkedThirdParty}). Without `has` the names alone.
 */
export function isThirdPartyPath(path: string, has?: (rel: string) => boolean): boolean {
  if (path.split('/').some((seg, k) => isThirdPartyDir(seg, k === 0))) return true;
  return has !== undefined && isMarkedThirdParty(path, has);
}

const ENTRY_DIRS_LIST = ['lib', 'dist', 'src', 'types', 'build', 'cjs', 'esm'] as const;
/** Folders one below a package's root where its entry files sit (`lib/index.js`, `dist/index.d.ts`, `src/lib.rs`). */
export const ENTRY_DIRS: ReadonlySet<string> = new Set(ENTRY_DIRS_LIST);

/**
 * Hosts whose Go module paths are `host/owner/repo` (Go's own rule for its known code hosts,
 * `go help importpath`); any other host's module is taken as `host/name` (`go.uber.org/zap`,
 * `gopkg.in/yaml.v3`, `k8s.io/client-go`).
 */
const GO_FORGES: ReadonlySet<string> = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'golang.org', 'git.sr.ht']);

/**
 * Segments a vendored package's folder takes below its vendored folder at `segs[v]`: 1
 * (`vendor/x`), or for Go's `vendor/` (`go mod vendor`: `vendor/modules.txt`, no manifest per
 * module) a module path, `vendor/github.com/acme/tidewatch` (3) or `vendor/go.uber.org/zap` (2) —
 * a first segment holding a dot is a module path's host.
 */
function goModuleSegments(segs: readonly string[], v: number): number {
  const host = segs[v + 1];
  if (segs[v] !== 'vendor' || host === undefined || !host.includes('.')) return 1;
  return GO_FORGES.has(host) ? 3 : 2;
}

/** A Composer vendor or package name (getcomposer.org's schema: lower-case, `[a-z0-9]` joined by `_`, `.` or `-`). */
const COMPOSER_NAME = /^[a-z0-9](?:[_.]|-{1,2})?(?:[a-z0-9]+(?:(?:[_.]|-{1,2})[a-z0-9]+)*)?$/u;

/**
 * Folder names that hold a vendored package's own files rather than another package, and
 * Composer's and Bundler's own folders under `vendor/` (`vendor/composer`, `vendor/bin`,
 * `vendor/bundle`): `vendor/zlib/contrib/x.c` is zlib's, not a package `contrib` of a vendor `zlib`.
 */
const PACKAGE_INNER_DIRS: ReadonlySet<string> = new Set([
  ...ENTRY_DIRS_LIST,
  'composer',
  'bin',
  'bundle',
  'gems',
  'include',
  'inc',
  'test',
  'tests',
  'spec',
  'doc',
  'docs',
  'example',
  'examples',
  'assets',
  'resources',
  'res',
  'config',
  'conf',
  'scripts',
  'tools',
  'contrib',
  'cmake',
  'data',
  'static',
  'public',
  'templates',
  'javascripts',
  'stylesheets',
  'images',
  'fonts',
  'css',
  'js',
  'internal',
  'pkg',
  'cmd',
]);

/**
 * Whether `segs[v]` is Composer's `vendor/` with a package folder `vendor/<vendor>/<package>/…`
 * (h46-attest, 2026-12-05: Composer installs each package two folders down, and the vendor's
 * folder was read as one package, so a package's root `composer.json` declared nothing and its
 * name was its vendor's): the `vendor/` folder is one of `composer` (holding Composer's
 * `autoload.php`: {@link composerVendors}; a vendored Python package's `vendor/x/x/` is not
 * split), both names Composer's shape ({@link COMPOSER_NAME}), neither one of a package's own
 * folders ({@link PACKAGE_INNER_DIRS}), and a file below the package's folder.
 */
function composerPackage(segs: readonly string[], v: number, composer: ReadonlySet<string>): boolean {
  const vendor = segs[v + 1];
  const name = segs[v + 2];
  if (segs[v] !== 'vendor' || vendor === undefined || name === undefined || v + 3 >= segs.length) return false;
  if (!composer.has(segs.slice(0, v + 1).join('/'))) return false;
  return COMPOSER_NAME.test(vendor) && COMPOSER_NAME.test(name) && !PACKAGE_INNER_DIRS.has(vendor) && !PACKAGE_INNER_DIRS.has(name);
}

/**
 * Segments a vendored package's folder takes below the vendored folder at `segs[v]`: a Go module
 * path ({@link goModuleSegments}); Bundler's gems, `vendor/gems/<gem>` or
 * `vendor/bundle/ruby/<version>/gems/<gem>` (up to the segment after `gems`); with `composer`, a
 * Composer package `vendor/<vendor>/<package>` (2, {@link composerPackage}); else 1.
 */
function vendoredSegments(segs: readonly string[], v: number, composer?: ReadonlySet<string>): number {
  const go = goModuleSegments(segs, v);
  if (go > 1) return go;
  if (segs[v] !== 'vendor') return 1;
  const gems = segs.indexOf('gems', v + 1);
  if (gems > v && gems <= v + 4 && gems + 1 < segs.length - 1) return gems - v + 1;
  return composer !== undefined && composerPackage(segs, v, composer) ? 2 : 1;
}

/**
 * The index of the last folder of the package a vendored path is in, below the third-party folder
 * at `v`: a Go module's or gem's folders under `vendor/` ({@link vendoredSegments}), a package
 * manager's container folders skipped ({@link packageSegment}), else the folder right below `v`.
 * `composer` (Composer's `vendor/` folders; the package, not its publisher): a Composer package's two folders.
 */
function packageEnd(segs: readonly string[], v: number, composer?: ReadonlySet<string>): number {
  return Math.max(v + vendoredSegments(segs, v, composer), packageSegment(segs, v));
}

/**
 * The package a third-party path belongs to: under `node_modules` its package (`node_modules/@s/x/…`
 * → `@s/x`, pnpm's store too); else under a vendored folder the folder below it
 * (`vendor/x/src/lib.rs` → `vendor/x`, `third_party/x/README` → `third_party/x`; a Go module's
 * path under `vendor/`: `vendor/github.com/acme/tidewatch/client.go` → `vendor/github.com/acme/tidewatch`;
 * a gem under `vendor/gems/` or `vendor/bundle/ruby/3.3.0/gems/`: its own folder; a Composer package
 * when `composer` holds its `vendor/` folder ({@link composerVendors}):
 * `vendor/acme/http-client/src/Client.php` → `vendor/acme/http-client`); else the file's
 * folder, or the one above it when that is an entry folder ({@link ENTRY_DIRS}: a submodule's
 * `libs/zlib/src/x.c` → `libs/zlib`), so a package's entry files and README are one package.
 */
export function packageOf(path: string, composer?: ReadonlySet<string>): string {
  const segs = path.split('/');
  const i = segs.lastIndexOf('node_modules');
  if (i >= 0 && i + 2 < segs.length) {
    const name = segs[i + 1] as string;
    return name.startsWith('@') && i + 3 < segs.length ? `${name}/${segs[i + 2]}` : name;
  }
  if (i < 0) {
    let v = -1;
    for (const [k, seg] of segs.entries()) if (isThirdPartyDir(seg, k === 0)) v = k;
    const end = v >= 0 ? packageEnd(segs, v, composer) : -1;
    if (v >= 0 && end + 1 < segs.length) return segs.slice(0, end + 1).join('/');
  }
  const folder = segs.slice(0, -1);
  if (folder.length >= 2 && ENTRY_DIRS.has(folder[folder.length - 1] as string)) folder.pop();
  return folder.join('/');
}

/**
 * The outermost package `path` is inside (the first `node_modules/<pkg>`, or the first vendored
 * folder's package): what one download brought, its bundled dependencies included. A token's
 * spread among packages ({@link MAX_TOKEN_PACKAGES}) is counted by it, so a payload one package
 * repeats in folders it bundles (`node_modules/x/node_modules/{a,b,c}`) is one package's, not a
 * common link (the 2026-12-05 attack: four copies inside one package never lowered). A git-ignored
 * file outside third-party folders (`klass` `ignored`) counts by its build folder ({@link BUILD_DIRS}:
 * `web/dist`) or else its top-level folder (`downloads`): a build copies one URL into its page,
 * script, style and manifest, which made it a common link (2026-12-05, h45-tree). A Composer
 * package counts by its vendor (`vendor/acme`, not `vendor/acme/http-client`): one vendor name on
 * Packagist is one publisher, whose four packages carrying one payload are one witness, not a
 * common link ({@link packageOf} names the package itself).
 */
export function topPackageOf(path: string, klass?: TreePrintClass): string {
  const segs = path.split('/');
  // A git-ignored file outside third-party folders: one build's output or one download folder
  // copies a URL into many files (a page, its script, its style, its manifest), one witness.
  if (klass === 'ignored' && !isThirdPartyPath(path)) {
    const build = segs.findIndex((seg, k) => k < segs.length - 1 && BUILD_DIRS.has(seg));
    return build >= 0 ? segs.slice(0, build + 1).join('/') : segs.length > 1 ? (segs[0] as string) : path;
  }
  const i = segs.indexOf('node_modules');
  const v = segs.findIndex((seg, k) => isThirdPartyDir(seg, k === 0));
  const first = [i, v].filter((x) => x >= 0).sort((a, b) => a - b)[0];
  if (first === undefined || first + 2 >= segs.length) return packageOf(path);
  const name = segs[first + 1] as string;
  // pnpm's store: each `node_modules/.pnpm/<name>@<version>` entry is one download.
  if (segs[first] === 'node_modules' && name === '.pnpm') return first + 3 < segs.length ? segs.slice(0, first + 3).join('/') : packageOf(path);
  const scoped = segs[first] === 'node_modules' && name.startsWith('@') && first + 3 < segs.length;
  if (segs[first] !== 'node_modules') {
    const end = packageEnd(segs, first);
    return end + 1 < segs.length ? segs.slice(0, end + 1).join('/') : packageOf(path);
  }
  return segs.slice(0, first + (scoped ? 3 : 2)).join('/');
}

/** One of the memory's rare tokens as the working tree is searched for it. */
export interface TreeToken {
  /** The `kind:hash` an observation stores (attestOrigin's `textTokens`). */
  print: string;
  kind: RareTokenKind;
  /** The normalised token (`https://host/path`, `left-pad`), for {@link ownToken}. */
  value: string;
}

/**
 * A package name that could only be a name, not a word (a hyphen, underscore, dot or digit inside
 * it, or a scope — and a letter), as core's rare tokens mark names found in prose: `zod`,
 * `commander`, `biome` are also words a memory uses about the project's own tools, and a payload's
 * package is a made-up or near-miss name (`colors-js`, `fast-json-pro`).
 */
const MARKED_PACKAGE = /^(?=.*[a-z])(?:@.+\/.+|.*[-_.0-9].*)$/u;

/**
 * Words a package may be named that name no address (a URL's scheme, a forge's fixed path words):
 * a package called `github`, `@evil/https` or `releases` would otherwise own every URL on a forge.
 */
const STRUCTURAL_WORDS: ReadonlySet<string> = new Set([
  'http',
  'https',
  'www',
  'github',
  'gitlab',
  'bitbucket',
  'codeberg',
  'releases',
  'release',
  'download',
  'downloads',
  'raw',
  'blob',
  'tree',
  'main',
  'master',
  'docs',
  'api',
  'latest',
  'files',
  'assets',
  'static',
  'cdn',
  'package',
  'packages',
  'project',
  'projects',
  'crates',
  'issues',
  'pulls',
  'wiki',
  'archive',
  'tags',
]);

/**
 * Whether a third-party file's token is its own package's identity rather than something it
 * asks a reader to fetch, run or install: a URL or host whose host has a label exactly the
 * package's name (`vitest.dev`, `https://esbuild.github.io/api`), on a forge or registry a path
 * segment exactly the name (`github.com/microsoft/TypeScript/issues` in `typescript`), an e-mail
 * at such a host, or the package's own name. What a benign memory about a dependency cites is its
 * home, docs and tracker; a payload's address is elsewhere. A name under 4 characters names
 * nothing (`ms`, `qs`), nor does a structural word ({@link STRUCTURAL_WORDS}); a script or
 * archive to fetch ({@link FETCHED_FILE}) and an address with a user part are never own; and
 * {@link treeObservations} never exempts an address the memory tells its reader to fetch or run
 * ({@link FETCH_WORDING}).
 *
 * The 2026-12-05 attack on this rule: a substring match made `@evil/github` own every github.com
 * URL and a package named `evilhost` own `drop.evilhost.net/stage2.sh`.
 *
 * How chosen (probes of this repository's own node_modules, 2026-12-05): benign memories citing
 * TypeScript's issue tracker, esbuild's API docs and running `npx biome` were lowered by their own
 * packages' README and declarations.
 */
export function ownToken(token: Pick<TreeToken, 'kind' | 'value'>, pkg: string): boolean {
  const name = (pkg.split('/').pop() ?? pkg).toLowerCase();
  const value = token.value.toLowerCase();
  if (token.kind === 'package') return value === name || value === pkg.toLowerCase();
  // A vendored Go module's path is where `go get` fetches it and where its docs are
  // (`https://go.uber.org/zap`, `https://pkg.go.dev/go.uber.org/zap`): its identity, as go.mod's module line.
  const segs = pkg.toLowerCase().split('/');
  const v = segs.lastIndexOf('vendor');
  if (isUrlKind(token.kind) && v >= 0 && goModuleSegments(segs, v) > 1) {
    const module = segs.slice(v + 1).join('/');
    const bare = withoutScheme(value);
    const under = (p: string): boolean => bare === p || bare.startsWith(`${p}/`);
    if (!FETCHED_FILE.test(bare) && !/^[^/]*@/u.test(bare) && (under(module) || under(`pkg.go.dev/${module}`))) return true;
  }
  if (name.length < 4 || STRUCTURAL_WORDS.has(name)) return false;
  if (token.kind === 'email') return (value.split('@')[1] ?? '').split('.').includes(name);
  if (!isUrlKind(token.kind) && token.kind !== 'host') return false;
  const bare = withoutScheme(value);
  // An address with a user part (`docs.example.io@drop.example`) reads as one host and is another.
  if (isUrlKind(token.kind) && /^[^/]*@/u.test(bare)) return false;
  const [host = '', ...path] = bare.split(/[/?#]/u);
  const hostName = host.replace(/:\d+$/u, '').replace(/\.$/u, '');
  // A script or archive to fetch is nobody's docs (FETCHED_FILE), whatever its address names.
  if (isUrlKind(token.kind) && FETCHED_FILE.test(`/${path.filter((x) => x !== '').join('/')}`)) return false;
  // On a forge or registry only its own repository or page: `github.com/<owner>/<name>`,
  // `npmjs.com/package/<name>`, `docs.rs/<name>` — a path segment exactly the name.
  if (UBIQUITOUS_HOSTS.has(hostName) || SHARED_HOSTS.has(hostName)) return isUrlKind(token.kind) && path.slice(0, 3).some((x) => x === name);
  // Where anyone picks a subdomain (`<name>.github.io`, `<name>.netlify.app`) a name proves nothing.
  if (isSharedHosting(hostName)) return false;
  // Elsewhere a label of the host exactly the name (`vitest.dev`, `esbuild.github.io`).
  return hostName.split('.').includes(name);
}

/** What {@link treeObservations} compares a file's prints with besides shingles. */
export interface TreeTokenQuery {
  /** The memory's rare tokens by {@link treeTokenPrint} (the hash without its kind). */
  tokens?: ReadonlyMap<string, TreeToken>;
  /** {@link cairnWrittenPrint} under the tree's key: a project file carrying it is no witness. */
  cairnWritten?: string;
  /** {@link partialPrint} under the tree's key: a file indexed only in part lowers a write holding a token it may have dropped. */
  partial?: string;
  /** {@link unreadPrint} under the tree's key: a third-party file holding words its redaction dropped lowers every write. */
  unread?: string;
  /**
   * The memory's shingles that weigh as evidence (core's `shingleWeight` above 0: not a stock
   * phrase). An untracked file indexed only in part lowers by its bar only a write sharing one of
   * them with it (attack A10). Absent (no write: a lift looking the file's bar up): the bar stands.
   */
  weighty?: ReadonlySet<string>;
  /** {@link composerVendorPrint} under the tree's key: which `vendor/` folders are Composer's ({@link composerVendors}). */
  composerVendor?: string;
  /** Declared-identity prints → the token keys they make a package's own ({@link TreeQuery.identity}). */
  identity?: ReadonlyMap<string, readonly string[]>;
  /** Token keys the memory tells its reader to fetch or run from ({@link TreeQuery.fetching}): no identity exempts them. */
  fetching?: ReadonlySet<string>;
  /** The memory's words outside URLs ({@link TreeQuery.said}); absent: it names no package, and no declared identity exempts. */
  said?: string;
  /** Address keys the memory refers to without ordering ({@link TreeQuery.referenced}): only these may an identity exempt; absent, none. */
  referenced?: ReadonlySet<string>;
  /** Address keys no clause orders anything done with ({@link TreeQuery.unordered}); absent, none. */
  unordered?: ReadonlySet<string>;
  /**
   * Names (lower-case) of `node_modules` packages the project's own files declare or name
   * ({@link directPackages}): a token found in more than {@link MAX_TOKEN_PACKAGES} packages is
   * common only when at least {@link MIN_DIRECT_HOLDERS} of them are direct. Absent: counted as
   * before (by package alone).
   */
  direct?: ReadonlySet<string>;
}

/**
 * Packages of a common link that must be the project's direct choice (h45-attack item C,
 * 2026-12-05): one publisher defeated {@link MAX_TOKEN_PACKAGES} with four unrelated hoisted
 * packages carrying the same payload URL. Whatever a package's manifest says about its author or
 * repository is its publisher's to write, so nothing inside `node_modules` can show that four
 * packages are four publishers; what can is the project: a package its own files declare
 * (`package.json` dependencies, an install line in its README) or one placed outside
 * `node_modules` (a vendored folder, a submodule) was chosen by its people. A token is common when
 * it is in more than {@link MAX_TOKEN_PACKAGES} packages and at least 2 of them were so chosen: a
 * badge or funding link carried by several of the project's dependencies is; a payload in one
 * dependency and the packages it pulls in is not — one publisher needs the person to choose two
 * of its packages. Cost: a common link only transitive packages carry attests (in a project whose
 * package.json names none of its holders).
 */
export const MIN_DIRECT_HOLDERS = 2;

/** The `node_modules` package name of a top package ({@link topPackageOf}): `node_modules/@s/x` → `@s/x`, pnpm's `.pnpm/x@1.0.0` → `x`; undefined outside `node_modules`. */
function nodeModulesName(top: string): string | undefined {
  const at = top.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const rest = top.slice(at + 'node_modules/'.length);
  if (!rest.startsWith('.pnpm/')) return rest.toLowerCase();
  const entry = rest.slice('.pnpm/'.length);
  const version = entry.indexOf('@', 1);
  return (version < 0 ? entry : entry.slice(0, version)).replace(/\+/u, '/').toLowerCase();
}

/** Each of `tokens`' keys → the top packages ({@link topPackageOf}) of the third-party and ignored files holding it. */
function tokenSpread(files: readonly TreeFilePrints[], tokens: ReadonlyMap<string, TreeToken> | undefined): Map<string, Set<string>> {
  const spread = new Map<string, Set<string>>();
  if (tokens !== undefined && tokens.size > 0)
    for (const f of files) {
      if (treeFileOrigin(f.class) !== 'external') continue;
      for (const h of f.shingles) {
        if (!tokens.has(h)) continue;
        const set = spread.get(h) ?? new Set<string>();
        set.add(topPackageOf(f.path, f.class));
        spread.set(h, set);
      }
    }
  return spread;
}

/**
 * What a write asks the tree a second time when a token is in more than
 * {@link MAX_TOKEN_PACKAGES} packages: the package-name prints ({@link treeTokenPrint}) of the
 * `node_modules` packages holding it, name by print — a project file holding one declares it
 * ({@link directPackages}). Empty when no token is that widespread (no second lookup).
 */
export function directQuery(files: readonly TreeFilePrints[], query: TreeTokenQuery, key: KeyedHash): Map<string, string> {
  const out = new Map<string, string>();
  for (const tops of tokenSpread(files, query.tokens).values()) {
    if (tops.size <= MAX_TOKEN_PACKAGES) continue;
    for (const top of tops) {
      const name = nodeModulesName(top);
      if (name !== undefined) out.set(treeTokenPrint('package', name, key), name);
    }
  }
  return out;
}

/** The names of `asked` ({@link directQuery}) a project file (tracked or untracked, not Cairn's own) holds: the project's direct packages. */
export function directPackages(files: readonly TreeFilePrints[], asked: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  for (const f of files) {
    if (treeFileOrigin(f.class) !== 'repo') continue;
    for (const h of f.shingles) {
      const name = asked.get(h);
      if (name !== undefined) out.add(name);
    }
  }
  return out;
}

/**
 * Parts of a package's name too common to name one package (`node-fetch`, `react-dom`,
 * `eslint-plugin-x`, `tide-client`): such a first part names the package only with the rest of its name.
 */
const GENERIC_NAME_PARTS: ReadonlySet<string> = new Set([
  'node',
  'react',
  'vue',
  'angular',
  'svelte',
  'eslint',
  'babel',
  'rollup',
  'vite',
  'webpack',
  'types',
  'type',
  'core',
  'util',
  'utils',
  'common',
  'client',
  'server',
  'plugin',
  'python',
  'django',
  'flask',
  'rust',
  'ruby',
  'rails',
  'java',
  'http',
  'https',
  'json',
  'yaml',
  'test',
  'data',
  'fast',
  'simple',
  'tiny',
  'micro',
  'mini',
  'super',
  'open',
  'lib',
  'libs',
]);

/**
 * Whether a memory names a package itself (issue #22, the identity rule's attack of 2026-12-05:
 * a hostile package declaring its payload's host as its homepage exempted a memory that merely
 * cited that host): its whole name as words (`tidewatch-client`, `TidewatchClient`, "tidewatch
 * client"), or its scope or its name's first part when that is 4+ letters and not a common part
 * ({@link GENERIC_NAME_PARTS}, {@link STRUCTURAL_WORDS}, {@link FUNCTION_WORDS}: `tidewatch` for
 * `tidewatch-client` or `@tidewatch/client`) — or a word of 4+ letters beginning that part ("the
 * tide client"). Words inside a URL do not count (`said` leaves them out): whoever declares a host
 * also writes the path a memory would cite. A memory that describes a dependency without naming
 * it ("the docking library") is not exempted by its declared tracker: the rule's cost, chosen on
 * this file's and the session's development cases (treePrintIdentity), never a blind set.
 *
 * @param said - the memory's words ({@link TreeQuery.said})
 * @param pkg - the package's folder ({@link packageOf}: `node_modules/@s/x`, `vendor/tidewatch-1.2.0`)
 */
export function namesPackage(said: string, pkg: string): boolean {
  const segs = pkg.split('/');
  const name = segs[segs.length - 1] as string;
  const scope = segs[segs.length - 2]?.startsWith('@') === true ? (segs[segs.length - 2] as string).slice(1) : undefined;
  const words = shingleWords(name);
  if (words.length > 0 && said.includes(` ${words.join(' ')} `)) return true;
  const distinctive = (w: string): boolean =>
    w.length >= 4 && /^\p{L}+$/u.test(w) && !GENERIC_NAME_PARTS.has(w) && !STRUCTURAL_WORDS.has(w) && !FUNCTION_WORDS.has(w);
  const parts = [...(scope !== undefined ? shingleWords(scope).slice(0, 1) : []), ...words.slice(0, 1)].filter(distinctive);
  if (parts.length === 0) return false;
  // A word beginning the distinctive part names it too ("the tide client" for `tidewatch-client`).
  return said.split(' ').some((w) => distinctive(w) && parts.some((p) => p.startsWith(w)));
}

/**
 * Whether a third-party file is its package's root manifest (`isIdentityManifest`: `IDENTITY_MANIFESTS` or a `*.gemspec`, directly
 * in the folder {@link packageOf} names: `node_modules/x/package.json`, `vendor/x/pyproject.toml`),
 * the only file whose declared home, docs, repository and tracker are the package's identity —
 * not a manifest of an example or fixture deeper in the package.
 */
export function isRootManifest(path: string, composer?: ReadonlySet<string>): boolean {
  const at = path.lastIndexOf('/');
  if (!isIdentityManifest(path.slice(at + 1))) return false;
  const dir = at < 0 ? '' : path.slice(0, at);
  const pkg = packageOf(path, composer);
  return dir === pkg || dir.endsWith(`node_modules/${pkg}`);
}

/**
 * Whether a path is one of the project's own root manifests (`isIdentityManifest`, at the project's
 * top level: `Cargo.toml`, `lantern.gemspec`, `Lantern.podspec`): a project that is itself a pod,
 * gem or crate declares its home, docs, repository, tracker and its people's e-mail addresses
 * there ({@link treeObservations}).
 */
export function isProjectManifest(path: string): boolean {
  return !path.includes('/') && isIdentityManifest(path);
}

/**
 * The working tree's files as observations {@link attestOrigin} weighs like any other (event
 * `tool`, tool {@link WORKING_TREE_TOOL}, the file's path as `ref`, at `now`, so the retention
 * window never drops them), only those sharing a print with the memory, each keeping only the
 * shared ones: the rest cannot attest, and a tree of a million fingerprints becomes a handful of
 * observations. A tracked file that is not third-party is marked `tracked` (the project's own
 * files a person may trust, `cairn trust --repo`).
 *
 * Rare tokens (issue #22), by the file's class:
 * - third-party and git-ignored files (`external`): a shared token attests, unless it is found
 *   in more than {@link MAX_TOKEN_PACKAGES} packages (a common link, not a payload's), is a
 *   package name that is also a word (`zod`, `commander`: {@link MARKED_PACKAGE}), or is the
 *   file's own package's identity ({@link ownToken}: its name, its home, docs or tracker named
 *   after it; or a URL or host its root manifest declares as home, docs, repository or tracker:
 *   core's `manifestIdentity`, {@link isRootManifest} — a URL under a declared one's path counts,
 *   one the package only mentions in its README or code does not — and a declared one exempts
 *   only a memory that names the package itself too, {@link namesPackage}, and refers to the
 *   address without ordering anything done with it, `referencedTokens`);
 * - tracked files (the project's own) other than lockfiles ({@link LOCKFILES}): a shared token only vouches (a mention,
 *   {@link MENTION_PREFIX}): the project's README or package.json naming the URL or package makes
 *   it the project's, and no `external` file lowers a memory by it. It never lowers `agent` to
 *   `repo` by itself: a repo-attested memory promotes by other rules (`trust --repo`), and a URL or
 *   package name is what an agent's own conclusion names as often as a file's — only a run of a
 *   file's words makes a memory the file's;
 * - untracked files: neither (an agent writes one as easily as a memory).
 *
 * A project file (tracked or untracked) Cairn wrote ({@link cairnWrittenPrint}) is left out: a
 * digest or an export of the memories is no witness of them.
 *
 * The project's own identity (h46-attest, 2026-12-05): a URL, host or e-mail address the project's
 * root manifest declares ({@link isProjectManifest}, tracked or untracked: a project outside git
 * has only untracked files; `manifestIdentity`, `manifestEmails`) never attests from a third-party
 * or ignored copy when no clause of the memory orders anything done with it — a project that is
 * itself a pod, gem or crate finds its own home and author in CocoaPods' `Pods/`, a crate's
 * `target/package/` and an egg-info's `PKG-INFO`. Only identity fields vouch so: an untracked
 * file's other tokens still vouch for nothing.
 */
export function treeObservations(files: readonly TreeFilePrints[], shingles: ReadonlySet<string>, now: Date, query: TreeTokenQuery = {}): Observation[] {
  const at = now.toISOString();
  const tokens = query.tokens;
  // In how many third-party packages each of the memory's tokens is found.
  const spread = tokenSpread(files, tokens);
  // A widespread token is common only when the project chose enough of its holders (MIN_DIRECT_HOLDERS).
  const direct = query.direct;
  const chosen = (top: string): boolean => {
    const name = nodeModulesName(top);
    return name === undefined || direct?.has(name) === true;
  };
  const holders = (h: string): number => {
    const tops = spread.get(h);
    if (tops === undefined) return 0;
    if (direct === undefined || tops.size <= MAX_TOKEN_PACKAGES) return tops.size;
    return [...tops].filter(chosen).length >= MIN_DIRECT_HOLDERS ? tops.size : MAX_TOKEN_PACKAGES;
  };
  // The tokens each package's root manifest declares as its identity (its home, docs, repository,
  // tracker; never an e-mail address, which only the project's own manifest declares).
  const declared = new Map<string, Set<string>>();
  // Composer's vendor/ folders: a package there is vendor/<vendor>/<package>.
  const composer = composerVendors(files, query.composerVendor);
  // The tokens the project's own root manifests declare (a project that is itself a pod, gem or crate).
  const projectDeclared = new Set<string>();
  if (query.identity !== undefined && query.identity.size > 0)
    for (const f of files) {
      if (treeFileOrigin(f.class) === 'repo' && isProjectManifest(f.path)) {
        for (const h of f.shingles) for (const t of query.identity.get(h) ?? []) projectDeclared.add(t);
        continue;
      }
      if (f.class !== 'third-party' || !isRootManifest(f.path, composer)) continue;
      const pkg = packageOf(f.path, composer);
      for (const h of f.shingles)
        for (const t of query.identity.get(h) ?? []) {
          if (tokens?.get(t)?.kind === 'email') continue;
          const set = declared.get(pkg) ?? new Set<string>();
          set.add(t);
          declared.set(pkg, set);
        }
    }
  const out: Observation[] = [];
  // A third-party or ignored file's token attests when it is rare among packages, a marked name
  // if a package, and not the file's own package's identity (its name, or what its manifest declares).
  // An address (URL, host, e-mail) is exempt as its package's identity only when no clause of the
  // memory orders anything done with it (the two 2026-12-05 attacks), and: by the package's name in
  // it (ownToken), only when the memory refers to it as reading matter ("docs at", "see":
  // h45-tree2's referencedTokens); as an address the package's manifest declares, also when the
  // memory names the package itself (h45-tree's namesPackage) — a hostile package that declares its
  // payload's host its homepage exempts no memory that merely cites the address.
  const referenced = (t: TreeToken, h: string): boolean => t.kind === 'package' || query.referenced?.has(h) === true;
  const ownIdentity = (t: TreeToken, h: string, pkg: string): boolean => referenced(t, h) && ownToken(t, pkg);
  const declaredIdentity = (t: TreeToken, h: string, pkg: string): boolean =>
    declared.get(pkg)?.has(h) === true && (referenced(t, h) || (query.unordered?.has(h) === true && query.said !== undefined && namesPackage(query.said, pkg)));
  const attests = (t: TreeToken, h: string, path: string, packages: number): boolean => {
    if (packages > MAX_TOKEN_PACKAGES || (t.kind === 'package' && !MARKED_PACKAGE.test(t.value))) return false;
    // The project's own identity, copied into a third-party or ignored file (CocoaPods' copy of a
    // pod's own podspec, a crate's `target/package`, an egg-info): not a payload's, unless the
    // memory orders something done with it.
    if (projectDeclared.has(h) && query.fetching?.has(h) !== true && query.unordered?.has(h) === true) return false;
    const pkg = packageOf(path, composer);
    return query.fetching?.has(h) === true || (!ownIdentity(t, h, pkg) && !declaredIdentity(t, h, pkg));
  };
  for (const f of files) {
    const own = f.class === 'tracked' || f.class === 'untracked';
    if (own && query.cairnWritten !== undefined && f.shingles.includes(query.cairnWritten)) continue;
    const shared = f.shingles.filter((h) => shingles.has(h));
    const held: string[] = [];
    if (tokens !== undefined && f.class !== 'untracked')
      for (const h of f.shingles) {
        const print = tokens.get(h);
        if (print === undefined) continue;
        if (f.class === 'tracked') {
          // A lockfile is the package manager's record, no word of the project's people.
          if (!isLockfile(f.path)) held.push(`${MENTION_PREFIX}${print.print}`);
        } else if (attests(print, h, f.path, holders(h))) held.push(print.print);
      }
    // A file not of the project's own people indexed only in part (MAX_TREE_TOKENS): a token of a
    // kind it may have dropped may be one of it, so the file's bar lowers the write (as an
    // observation's does, `attestOrigin`), coarsely: every token of that kind rank or later.
    // An untracked file is the project's own, written as easily by an agent as by anyone: its bar
    // lowers only a write that shares its words (A10: a large untracked log lowered every write
    // holding a URL, naming a file the write had nothing of); a third-party or ignored file's, any.
    // (Without `weighty` — no write asks, a lift looks the file's bar up — the bar stands as it is.)
    const weighty = query.weighty;
    const sharesWords = f.class !== 'untracked' || weighty === undefined || shared.some((h) => weighty.has(h));
    const partAt = query.partial !== undefined && f.class !== 'tracked' && sharesWords ? f.shingles.indexOf(query.partial) : -1;
    const partRank = partAt >= 0 ? (f.lines[partAt] as number) - 1 : undefined;
    // A third-party file whose redaction dropped words (h56-attest): what the model reads of it and
    // no print holds may be any write's, so it lowers every write (attestOrigin), as a gap does. Only
    // third-party: an ignored `.env` holding a passphrase of words is the person's own secret, and a
    // project file's words would only lower a write to `repo`. Decided so (h57-attest, tested by
    // unreadWitness57): lowering every write of the project for an ignored file's secret would taint
    // them all, and a print of the words would verify a guess of it; what is left is a payload written
    // as a secret's value in an ignored file (downloaded docs), which the gate has to catch.
    const blind = query.unread !== undefined && f.class === 'third-party' && f.shingles.includes(query.unread);
    if (shared.length === 0 && held.length === 0 && partRank === undefined && !blind) continue;
    out.push({
      v: 1,
      id: `tree:${f.path}`,
      session: WORKING_TREE_TOOL,
      at,
      event: 'tool',
      origin: treeFileOrigin(f.class),
      tool: WORKING_TREE_TOOL,
      ref: f.path,
      ...(f.class === 'tracked' ? { tracked: true as const } : {}),
      shingles: shared,
      tokens: held,
      length: 0,
      truncated: false,
      // The memory's own prints, in the version it was compared in.
      fp: FINGERPRINT_VERSION,
      // Its bar: the kind rank alone (`tokenOrder` strings of that rank or later sort after it),
      // and the content it holds for (a lift of it names the blob, `barLiftPlan`).
      ...(partRank !== undefined ? { dropped: 1, bar: String(partRank), ...(f.blob !== undefined ? { blob: f.blob } : {}) } : {}),
      ...(blind ? { unread: 1 } : {}),
    });
  }
  return out;
}

/** The first line of `file` whose shingle `shingles` holds (what a lowered write names), or undefined. */
export function firstSharedLine(file: TreeFilePrints, shingles: ReadonlySet<string>): number | undefined {
  let line: number | undefined;
  for (const [i, h] of file.shingles.entries()) if (shingles.has(h) && (line === undefined || (file.lines[i] as number) < line)) line = file.lines[i];
  return line;
}

/** Consecutive `n`-word runs of `words`, joined by a space. */
function runs(words: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

/** Whether `inner` occurs in `outer` as consecutive words. */
function containsRun(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0) return true;
  const needle = ` ${inner.join(' ')} `;
  return ` ${outer.join(' ')} `.includes(needle);
}

/**
 * Distinct words other than {@link FUNCTION_WORDS} a memory must share with the lines it cites
 * (or all of its own, when it has fewer) for them to hold it without reproducing a run of it.
 *
 * How chosen (the development cases of packages/core/test/provenance/citedLines.test.ts and the
 * session's binding tests, never a blind set): a memory about code names the code's identifiers
 * but paraphrases the rest ("Queue keeps its items in a private array" citing `private items:
 * string[] = []` shares `private` and `items`), while a citation picked to lend a memory weight
 * shares at most one stray word with lines about something else. One shared word is what any two
 * sentences of one project share now and then (`tide`, `build`); two is the least that names the
 * cited lines' own subject.
 */
export const CITED_SHARED_WORDS = 2;

/**
 * Whether the lines a caller cites as a memory's source hold its text (issue #22 / issue #14 walk
 * 12 item 13: `--source FILE:LINE` was bound as evidence although the cited lines said something
 * else). True when, after redaction (a memory's credentials are markers) and core's tokenizer,
 * the memory's words occur in the cited lines as one run, the cited lines' words occur in the
 * memory as one run (a memory quoting a short line inside its own prose), they share
 * {@link CITED_SHARED_WORDS} words that are not function words (a memory paraphrasing code names
 * its identifiers), or they share runs of
 * {@link SHINGLE_WORDS} words by the attestation rule: weighed by {@link shingleWeight}, at least
 * {@link MIN_SHARED_SHINGLES} (one for a memory under {@link SHORT_TEXT_WORDS} words) — the
 * threshold the working tree and every observation attest with, so "reproduces" means one thing.
 * Lines about something else are not enough: such a source is the caller's note, not evidence.
 *
 * @param text - the memory's text (already redacted)
 * @param cited - the cited lines as they are in the file now
 */
export function citedLinesHold(text: string, cited: string): boolean {
  const memory = shingleWords(text);
  const lines = shingleWords(redactSecrets(cited).text);
  if (memory.length === 0) return true;
  if (lines.length === 0) return false;
  if (containsRun(lines, memory) || containsRun(memory, lines)) return true;
  // A memory about code paraphrases it ("Queue keeps its items in a private array" citing
  // `private items: string[] = []`): it names the code's own words (issue #23 binds such memories).
  const named = new Set(lines.filter((w) => !FUNCTION_WORDS.has(w)));
  const content = new Set(memory.filter((w) => !FUNCTION_WORDS.has(w)));
  let common = 0;
  for (const w of content) if (named.has(w)) common++;
  if (common >= Math.min(CITED_SHARED_WORDS, content.size)) return true;
  const short = memory.length < SHORT_TEXT_WORDS;
  const theirs = new Set(runs(lines, SHINGLE_WORDS));
  let shared = 0;
  for (const run of new Set(runs(memory, SHINGLE_WORDS))) if (theirs.has(run)) shared += shingleWeight(run.split(' '), short);
  return shared >= (short ? 1 : MIN_SHARED_SHINGLES);
}
