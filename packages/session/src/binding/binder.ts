import {
  type Binding,
  type BindingChange,
  type BindingState,
  type BindOutcome,
  bindingRef,
  count,
  findRange,
  type MemoryRecord,
  normalisedText,
  rangeContent,
  rangeLineCount,
  redactSecrets,
} from '@cairn/core';
import { sha256 } from '../ids.js';
import type { BindingHash } from './bindingKey.js';
import { type FileFacts, untrackedBlob, WorkingTree, type WorkingTreeOptions } from './workingTree.js';

/**
 * The text a binding's content hash is taken over: the text with every credential the redactor
 * finds replaced by its marker (attack h57 H4). A plain SHA-256 of `DB_PASSWORD=<pw>` (a
 * `--source .env:2` binding, an imported AGENTS.md line) stored in the log, the view and every
 * export is an offline verifier of a guessed password; the hash of the redacted line is none. A
 * text with no credential is its own redaction, so its hash is what it always was: only a binding
 * of credential-bearing lines made before this reads as edited once (rebind it), never an error.
 */
export function boundText(text: string): string {
  return redactSecrets(text).text;
}

/**
 * The content hash a binding keeps of `text` (a line range's `lines:` hash, an untracked file's
 * `sha256:` and `norm`): plain SHA-256 of a text with no credential (what it always was, so
 * existing bindings stay fresh); for a text holding one, the home's keyed hash of it (`keyed`,
 * `bindingHasher`: a changed password still reads as a changed line, and no guess can be
 * tested without the home's key), else SHA-256 of its redacted text (no verifier; a change of the
 * credential alone then goes unseen). A binding made before this of credential-bearing lines reads
 * as edited once: rebind it (`cairn reverify`), never an error.
 */
export function boundHash(text: string, keyed?: BindingHash): string {
  return boundHashes(text, keyed)[0] as string;
}

/**
 * The hashes a binding of `text` may hold and still be fresh: {@link boundHash}'s first; for a
 * text holding a credential also SHA-256 of its redacted text (a binding made while the home had
 * no key yet: a change of the credential alone is not seen for it, and nothing is called edited).
 */
function boundHashes(text: string, keyed?: BindingHash): string[] {
  const redacted = boundText(text);
  if (redacted === text) return [sha256(text)];
  return keyed !== undefined ? [keyed(text), sha256(redacted)] : [sha256(redacted)];
}

/**
 * The content ids a binding keeps of a whole file: git's own blob id and sha256 for a file git
 * tracks (the repository holds those bytes already); for any other file (untracked, git-ignored:
 * a `.env`) both are taken over its redacted text ({@link boundText}), so no id of its raw bytes
 * is stored (attack h57 H4). A binary file keeps its raw ids (no text to redact).
 */
function fileIds(f: FileFacts, tracked: boolean, keyed?: BindingHash): { blob: string; sha256: string; norm?: string } {
  if (f.text === undefined) return { blob: f.blob, sha256: f.sha256 };
  // Once per file as read (the working tree keeps one FileFacts per size and mtime): an import
  // binds each of a file's memories to it, and redacting the whole file for each was quadratic.
  const memo = `${tracked ? 't' : 'u'}${keyed === undefined ? '' : 'k'}`;
  let ids = idsOf.get(f);
  if (ids === undefined) {
    ids = new Map();
    idsOf.set(f, ids);
  }
  const known = ids.get(memo);
  if (known !== undefined) return known;
  const made = computeFileIds(f as FileFacts & { text: string }, tracked, keyed);
  ids.set(memo, made);
  return made;
}

/** {@link fileIds} of each file as read, by tracked-ness and key presence. */
const idsOf = new WeakMap<FileFacts, Map<string, { blob: string; sha256: string; norm?: string }>>();

function computeFileIds(f: FileFacts & { text: string }, tracked: boolean, keyed?: BindingHash): { blob: string; sha256: string; norm?: string } {
  if (tracked) return { blob: f.blob, sha256: f.sha256, norm: sha256(normalisedText(f.text)) };
  const text = boundText(f.text);
  if (text === f.text) return { blob: f.blob, sha256: f.sha256, norm: sha256(normalisedText(f.text)) };
  // The same id the working tree's index keeps of it (`untrackedBlob`), so a move is still found;
  // its hashes keyed (or of the redacted text without a key): see {@link boundHash}.
  return { blob: untrackedBlob(f), sha256: boundHash(f.text, keyed), norm: boundHash(normalisedText(f.text), keyed) };
}

/** The verdict on one binding in this working tree. */
type Verdict = { fresh: true } | { fresh: true; lines: [number, number] } | { fresh: false; change: BindingChange };

/**
 * Memories bound to code, the session's half (issue #23): binds a write's sources to the files
 * of the working tree this process runs in, and checks records' bindings — cheaply: size and
 * mtime first, the hash only when those changed, verdicts cached per process by (path, size,
 * mtime). A check never writes: a memory shared by two worktrees on different branches is judged
 * in each against its own files, and never silently rebound back and forth.
 */
export interface Binder {
  /** The working tree read (the checkout this process runs in). */
  readonly tree: WorkingTree;
  /** Binds `path` (relative inside the project), or a line range of it, as it is now. */
  bind(path: string, lines?: [number, number]): BindOutcome;
  /** What changed under a record's bindings; undefined when it has none. */
  state(record: Pick<MemoryRecord, 'bindings'>): BindingState | undefined;
  /**
   * Brings the stored fingerprint index up to date (writes, `cairn stale`, `cairn reverify`;
   * never a recall). See {@link WorkingTree.refreshIndex}.
   */
  refreshIndex(): { hashed: string[]; files: number };
}

/** Cached verdicts kept per process (oldest dropped first). */
const MAX_VERDICTS = 20_000;

/**
 * A binder over the working tree at `root`.
 *
 * @param now - the clock (binding times, the index's age)
 * @param options - where the working tree's fingerprint index is kept (the home), the
 *   file-system functions and the git runner (tests count them), the warning sink: see
 *   {@link WorkingTreeOptions}; `keyed`, the home's keyed hash of credential-bearing bound text
 *   (`bindingHasher`; absent: the redacted text's SHA-256, see {@link boundHash})
 */
export function createBinder(
  root: string,
  now: () => Date = () => new Date(),
  options: WorkingTreeOptions & { keyed?: () => BindingHash | undefined } = {},
): Binder {
  const { keyed: keyedOf, ...treeOptions } = options;
  const keyed = (): BindingHash | undefined => keyedOf?.();
  const tree = new WorkingTree(root, () => now().getTime(), treeOptions);
  const verdicts = new Map<string, Verdict>();
  // The line count of the last text bound: an import binds each of a file's memories to the same
  // text, and counting its lines for each was quadratic (issue #14, walk-5 item 6).
  let counted: { text: string; rows: string[]; length: number } | undefined;
  const linesOf = (text: string): { rows: string[]; length: number } => {
    if (counted?.text !== text) {
      const rows = text.split(/\r\n|\r|\n/u);
      counted = { text, rows, length: rows.length - (/(?:\r\n|\r|\n)$/u.test(text) || text === '' ? 1 : 0) };
    }
    return counted;
  };
  const lineLength = (text: string): number => linesOf(text).length;

  const bind = (path: string, lines?: [number, number]): BindOutcome => {
    const read = tree.read(path);
    if ('refused' in read) return read.missing ? { refused: read.refused, missing: true } : { refused: read.refused };
    const f = read.facts;
    // Indexed from the next refresh on, ignored or not, so its deletion is seen (issue #23).
    tree.watch(path);
    const at = now().toISOString();
    const tracked = tree.isTracked(path);
    const ids = fileIds(f, tracked, keyed());
    const base = { path, blob: ids.blob, size: f.size, mtimeMs: f.mtimeMs, at };
    if (lines !== undefined) {
      if (f.text === undefined) return { refused: 'a binary file has no lines' };
      // A range that starts past the file's end is a wrong reference, refused with the file's
      // length (issue #14, walk-1 item 9); lines inside it that are blank are recorded as text only.
      const length = lineLength(f.text);
      if (lines[0] > length)
        return {
          refused: `The source ${path}:${lines[0]}-${lines[1]} is past the end of ${path}, which has ${count(length, 'line')}. Give lines inside it (${path}:1-${Math.max(1, length)}) or the file alone (${path}); nothing was stored.`,
          invalid: true,
        };
      const content = rangeContent(f.text, lines[0], lines[1]);
      if (content === '') return { refused: `lines ${lines[0]}-${lines[1]} are empty or past the end of the file` };
      // The cited lines as written, so the write path can check they hold the memory's text (issue #22).
      const cited = linesOf(f.text)
        .rows.slice(lines[0] - 1, lines[1])
        .join('\n');
      return { binding: { ...base, lines, count: rangeLineCount(f.text, lines[0], lines[1]), hash: `lines:${boundHash(content, keyed())}` }, cited };
    }
    const hash = tracked ? `git:${ids.blob}` : `sha256:${ids.sha256}`;
    return { binding: { ...base, hash, ...(ids.norm !== undefined ? { norm: ids.norm } : {}) } };
  };

  const judge = (b: Binding): Verdict => {
    const st = tree.stat(b.path);
    if (st === undefined) {
      // Gone: moved when its content is found (the stored index, git's index); deleted only when
      // the index's last refresh saw it gone and its content nowhere — before that a plain `mv`
      // is not indexed yet, and "deleted" would be a guess (issue #23). Stale either way, never fresh.
      const movedTo = tree.whereIs(b.blob, b.path, b.size);
      const change: Pick<BindingChange, 'change' | 'movedTo'> =
        movedTo !== undefined ? { change: 'moved', movedTo } : tree.sawDeleted(b.path, b.blob) ? { change: 'deleted' } : { change: 'missing' };
      return { fresh: false, change: { path: b.path, ...(b.lines ? { lines: b.lines } : {}), ...change } };
    }
    // The cheap check: the file as it was bound.
    if (st.file && st.size === b.size && st.mtimeMs === b.mtimeMs) return { fresh: true };
    const key = `${bindingRef(b)}\u0000${b.hash}\u0000${st.size}\u0000${st.mtimeMs}`;
    const known = verdicts.get(key);
    if (known) return known;
    const verdict = judgeContent(b, st.mtimeMs);
    if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
    verdicts.set(key, verdict);
    return verdict;
  };

  const judgeContent = (b: Binding, mtimeMs: number): Verdict => {
    const edited: Verdict = {
      fresh: false,
      change: { path: b.path, ...(b.lines ? { lines: b.lines } : {}), change: 'edited', changedAt: new Date(mtimeMs).toISOString() },
    };
    const read = tree.read(b.path);
    if ('refused' in read) return edited;
    const f = read.facts;
    if (b.lines === undefined) {
      const git = b.hash.startsWith('git:');
      const ids = fileIds(f, git, keyed());
      const current = git ? `git:${ids.blob}` : `sha256:${ids.sha256}`;
      if (current === b.hash) return { fresh: true };
      // Bound while the home had no key yet: its redacted text's hash (see boundHashes).
      if (!git && keyed() !== undefined && `sha256:${fileIds(f, false).sha256}` === b.hash) return { fresh: true };
      // A whitespace-only edit is not a change.
      if (b.norm !== undefined && ids.norm === b.norm) return { fresh: true };
      return edited;
    }
    if (f.text === undefined) return edited;
    const hash = b.hash.replace(/^lines:/u, '');
    if (boundHashes(rangeContent(f.text, b.lines[0], b.lines[1]), keyed()).includes(hash)) return { fresh: true };
    const count = b.count ?? b.lines[1] - b.lines[0] + 1;
    // Lines that moved are looked for by their plain hash (a range with no credential: its own
    // redaction); lines holding one that moved read as edited, to rebind (never a redaction per candidate range).
    const moved = findRange(f.text, hash, sha256, count);
    // Its lines moved within the file: rebound silently (reported where they are now).
    return moved ? { fresh: true, lines: moved } : edited;
  };

  return {
    tree,
    bind,
    refreshIndex: () => tree.refreshIndex(),
    state(record) {
      const bindings = record.bindings;
      if (bindings === undefined || bindings.length === 0) return undefined;
      const state: BindingState = { stale: [], rebound: [] };
      for (const b of bindings as Binding[]) {
        const v = judge(b);
        if (!v.fresh) state.stale.push(v.change);
        else if ('lines' in v && b.lines !== undefined) state.rebound.push({ path: b.path, from: b.lines, lines: v.lines });
      }
      return state;
    },
  };
}
