import { POLICY } from '../policy/policy.js';
import type { Evidence, MemoryRecord } from '../schema/record.js';

/** WHATWG URL (Node ≥ 10, browsers, the editor's host), typed here: core compiles without a platform's type library. */
declare const URL: new (input: string) => { hash: string; readonly href: string };

/** Invisible and format characters: never part of a reference a person could tell apart. */
const INVISIBLE = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u034F\u180E]/gu;

/** `path:10`, `path:10-12`, `path#L10`, `path#L10-L12` (any case): the path, then the range's ends. */
const LINE_RANGE = /^(.*?)\s*[:#]\s*L?(\d{1,9})(?::\d{1,9})?(?:\s*[-\u2010-\u2015\u2212]\s*L?(\d{1,9})(?::\d{1,9})?)?$/iu;

/** A `file:` URL of this machine (no host, or `localhost`): what follows is a path. */
const FILE_URL = /^file:(?:\/\/(?:localhost)?(?=\/))?(?=\/(?!\/))/iu;

/** `%xx` escapes decoded; a malformed escape leaves the text as written. */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `/a/./b/../c` → `/a/c` for an absolute POSIX path; `..` above the root stays at the root. */
function resolveDots(absolutePath: string): string {
  const out: string[] = [];
  for (const part of absolutePath.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '' && part !== '.') out.push(part);
  }
  return `/${out.join('/')}`;
}

/**
 * The one spelling of a source reference (issue #16: "evidence keys the caller cannot spell
 * twice"): NFKC-normalised, invisible characters and surrounding space removed; a URL with its
 * scheme and host lower-cased, default port, dot segments and fragment dropped (WHATWG URL); a
 * path with `\` as `/`, `./`, `//` and `..` resolved, relative to the project when inside it
 * (else absolute), and its line range as `a-b` with a ≤ b — the form the importers write
 * (`README.md:10`, `./README.md#L10`, `README.md:10:5` (a column), `README.md : 10` →
 * `README.md:10-10`; `:14-12` and `:14–12` → `:12-14`); a `file:` URL of this machine
 * (`file:///…`, `file:/…`, `file://localhost/…`) as the path it names, decoded. A tool name
 * comes out as written, trimmed; an empty reference stays empty (the key of no source).
 *
 * @param source - the reference as the caller wrote it (already redacted)
 * @param projectPath - the project's canonical absolute POSIX path, without a trailing `/`
 */
export function canonicalSource(source: string, projectPath: string): string {
  let s = source.normalize('NFKC').replace(INVISIBLE, '').trim();
  if (s === '') return s;
  // A file: URL of this machine names a path: spelled as that path (a line range after it kept).
  const file = FILE_URL.exec(s);
  if (file) s = percentDecoded(s.slice(file[0].length)).normalize('NFKC').replace(INVISIBLE, '').trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//iu.test(s)) {
    try {
      const url = new URL(s);
      url.hash = '';
      return url.href;
    } catch {
      return s;
    }
  }
  const lines = LINE_RANGE.exec(s);
  let range = '';
  if (lines) {
    const a = Number(lines[2]);
    const b = lines[3] === undefined ? a : Number(lines[3]);
    range = `:${Math.min(a, b)}-${Math.max(a, b)}`;
  }
  const slashed = (lines ? (lines[1] as string) : s).replace(/\\/gu, '/');
  const path = resolveDots(slashed.startsWith('/') ? slashed : `${projectPath}/${slashed}`);
  const relative = path === projectPath ? '.' : path.startsWith(`${projectPath}/`) ? path.slice(projectPath.length + 1) : path;
  return `${relative}${range}`;
}

/**
 * The identity of a piece of evidence: (source reference, content hash computed by Cairn). The
 * session is not part of it, nor is a hash the caller supplied (kept as `callerSourceHash`, a
 * note) — the same line of the same unchanged file read again in a later session, however it
 * is spelled, is the same evidence (DESIGN.md §2.6; seeds/000: one planted line counted twice).
 * Sources are stored in their canonical spelling (`canonicalSource`).
 */
export function evidenceKey(e: Pick<Evidence, 'source' | 'sourceHash'>): string {
  return `${e.source ?? ''}\u0000${e.sourceHash}`;
}

/** A hash Cairn computed of a bound file or line range (`lines:`, `git:`, `sha256:`; issue #23), not of the memory's text. */
const BOUND_HASH = /^(?:lines|git|sha256):/u;

/**
 * The witness one piece of evidence stands for — what makes it independent *in fact*, not by
 * spelling or path (issue #16, newcomer walk item 5):
 * - a source Cairn bound (a file or line range in the project it read and hashed) is its
 *   content: copies of one file or one line, wherever they live, are one witness
 *   (`lines:…`, `git:…`, `sha256:…` hashes, path dropped);
 * - a source Cairn could not read (a URL, a tool name, a path outside the project, a missing
 *   file) is the caller's word: it tells witnesses apart only when the project session
 *   attested the write's session (`session`, e.g. an MCP connection or a host session a hook
 *   registered — never a caller's `callerSession`) or an observation backs it (`attestedBy`);
 *   otherwise the item is keyed by its hash alone, which for an unbound source is the memory's
 *   text hash, so all such items of one record are one witness (what an agent could forge may
 *   only lower trust, DESIGN.md §10).
 */
export function witnessKey(e: Pick<Evidence, 'source' | 'sourceHash' | 'session' | 'attestedBy'>): string {
  if (BOUND_HASH.test(e.sourceHash)) return `\u0001${e.sourceHash}`;
  if (e.session !== undefined || e.attestedBy !== undefined) return evidenceKey(e);
  return evidenceKey({ source: null, sourceHash: e.sourceHash });
}

/**
 * Number of independent pieces of evidence a record holds: items with pairwise different
 * witnesses ({@link witnessKey}: a bound source's content, an unbound source only when the
 * session was attested or an observation backs it) AND pairwise different sessions (attested
 * or named by the caller: naming one only lowers the count; an item without either stands
 * alone). One session citing two sources is one witness, not two — a caller names its sources
 * itself, so only a second session is corroboration; the same source seen again in a later
 * session is the same evidence (DESIGN.md §2.6); two copies of one file, or two URLs a caller
 * typed, are one witness (issue #16). Evidence brought by a less trusted origin than the
 * record's own does not count: a tool output repeating an agent's conclusion is not
 * corroboration of it.
 */
export function independentEvidence(record: Pick<MemoryRecord, 'evidence' | 'origin'>): number {
  const rank = POLICY[record.origin].trustRank;
  const keys = new Set<string>();
  // Items without a session never share one: undefined is never added.
  const sessions = new Set<string | undefined>();
  let count = 0;
  for (const e of record.evidence) {
    if (e.origin !== undefined && POLICY[e.origin].trustRank > rank) continue;
    const key = witnessKey(e);
    const session = e.session ?? e.callerSession;
    if (keys.has(key) || sessions.has(session)) continue;
    keys.add(key);
    if (session !== undefined) sessions.add(session);
    count++;
  }
  return count;
}

/**
 * A record's evidence counted the one way every reader shows it (issue #14, walk-1 item 17:
 * `show` printed every piece, recall and the MCP tools the independent ones, so one memory had
 * two counts): `pieces`, every item of evidence; `independent`, {@link independentEvidence} —
 * what promotion counts.
 */
export interface EvidenceTally {
  /** Every piece of evidence the record holds (≥ 0). */
  pieces: number;
  /** Independent pieces (≤ `pieces`): the count promotion reads. */
  independent: number;
}

/** The {@link EvidenceTally} of `record`. */
export function evidenceTally(record: Pick<MemoryRecord, 'evidence' | 'origin'>): EvidenceTally {
  return { pieces: record.evidence.length, independent: independentEvidence(record) };
}

/**
 * The tally in words, the same in `show`, recall (CLI and MCP) and the editor: `1 independent`,
 * `2 independent of 3` (three pieces, two of them independent).
 */
export function evidenceWords(t: EvidenceTally): string {
  return `${t.independent} independent${t.pieces !== t.independent ? ` of ${t.pieces}` : ''}`;
}
