import { join } from 'node:path';
import { atomicReplace, type Fsio, hasCode } from '../fsio.js';
import { type IndexDoc, type IndexPosition, type IndexRead, type SearchIndex, samePosition } from './SearchIndex.js';

/** File name of the persisted JS index inside the index folder. */
export const JS_INDEX_FILE = 'index.json';

const FORMAT = 'cairn-js-index';
const VERSION = 1;

interface Doc {
  termFrequency: Record<string, number>;
  length: number;
}

/**
 * The pure-JS inverted index: token → ids, with each document's term frequencies and length.
 * It lives in memory per process (kept in step with the log by the store) and is persisted
 * as one JSON file, `index/index.json`, written by temp file + rename:
 *
 *     {"format":"cairn-js-index","version":1,"logId":"…","lastSeq":42,"tokenizer":"…",
 *      "docs":[["mem_1",5,{"parse":2,"config":3}],…]}
 *
 * Postings are not stored: they are rebuilt from the documents on load (half the bytes).
 * Used when better-sqlite3 does not load (VS Code's extension host, DESIGN.md §7) or when
 * chosen with `index: 'js'`.
 *
 * @param fs - the file-system module
 * @param dir - the index folder (`<project>/index`)
 */
export async function createJsIndex(fs: Fsio, dir: string): Promise<SearchIndex> {
  const path = join(dir, JS_INDEX_FILE);
  const docs = new Map<string, Doc>();
  const postings = new Map<string, Set<string>>();
  let totalLength = 0;
  let current: IndexPosition | undefined;
  let dirty = 0;

  const remove = (id: string): void => {
    const old = docs.get(id);
    if (!old) return;
    for (const token of Object.keys(old.termFrequency)) {
      const set = postings.get(token);
      set?.delete(id);
      if (set?.size === 0) postings.delete(token);
    }
    totalLength -= old.length;
    docs.delete(id);
  };
  const add = (doc: IndexDoc): void => {
    remove(doc.id);
    const entry = { termFrequency: { ...doc.termFrequency }, length: doc.length };
    docs.set(doc.id, entry);
    totalLength += doc.length;
    for (const token of Object.keys(entry.termFrequency)) {
      let set = postings.get(token);
      if (!set) {
        set = new Set();
        postings.set(token, set);
      }
      set.add(doc.id);
    }
  };
  const reset = (): void => {
    docs.clear();
    postings.clear();
    totalLength = 0;
  };

  // Load the persisted snapshot, if any and well-formed; otherwise start empty (the store rebuilds).
  try {
    const parsed = JSON.parse((await fs.readFile(path)).toString('utf8')) as {
      format?: unknown;
      version?: unknown;
      logId?: unknown;
      lastSeq?: unknown;
      tokenizer?: unknown;
      docs?: unknown;
    };
    if (
      parsed.format === FORMAT &&
      parsed.version === VERSION &&
      typeof parsed.logId === 'string' &&
      typeof parsed.lastSeq === 'number' &&
      typeof parsed.tokenizer === 'string' &&
      Array.isArray(parsed.docs)
    ) {
      for (const entry of parsed.docs as unknown[]) {
        if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number' || typeof entry[2] !== 'object' || entry[2] === null) {
          throw new Error('bad document');
        }
        add({ id: entry[0], length: entry[1], termFrequency: entry[2] as Record<string, number> });
      }
      current = { logId: parsed.logId, lastSeq: parsed.lastSeq, tokenizer: parsed.tokenizer };
    }
  } catch (error) {
    reset();
    current = undefined;
    if (!hasCode(error, 'ENOENT') && !(error instanceof SyntaxError) && !(error instanceof Error && error.message === 'bad document')) throw error;
  }

  return {
    kind: 'js',
    shared: false,
    fileNames: [JS_INDEX_FILE],
    async refresh() {},
    async state() {
      return current ? { position: { ...current }, documents: docs.size } : undefined;
    },
    async read(tokens, overlayFor): Promise<IndexRead | undefined> {
      if (!current) return undefined;
      const distinct = [...new Set(tokens)];
      const ids = new Set<string>();
      for (const t of distinct) for (const id of postings.get(t) ?? []) ids.add(id);
      const hits = [...ids].map((id) => {
        const d = docs.get(id) as Doc;
        const termFrequency: Record<string, number> = {};
        for (const t of distinct) {
          const n = d.termFrequency[t];
          if (n !== undefined) termFrequency[t] = n;
        }
        return { id, termFrequency, length: d.length };
      });
      const lengths = new Map<string, number>();
      for (const id of overlayFor(current)) {
        const d = docs.get(id);
        if (d) lengths.set(id, d.length);
      }
      return { position: { ...current }, hits, documents: docs.size, totalLength, lengths };
    },
    async apply(upserts, removes, from, to) {
      if (!current || !samePosition(current, from)) throw new Error('JS index is not at the expected position');
      for (const id of removes) remove(id);
      for (const doc of upserts) add(doc);
      dirty += Math.max(1, to.lastSeq - from.lastSeq);
      current = { ...to };
      return docs.size;
    },
    async rebuild(all, to) {
      reset();
      for (const doc of all) add(doc);
      current = { ...to };
      dirty = Math.max(dirty, 1);
    },
    async persist() {
      if (!current) return;
      const parts: string[] = [
        `{"format":"${FORMAT}","version":${VERSION},"logId":${JSON.stringify(current.logId)},"lastSeq":${current.lastSeq},"tokenizer":${JSON.stringify(current.tokenizer)},"docs":[`,
      ];
      let first = true;
      for (const [id, d] of docs) {
        parts.push(`${first ? '' : ','}${JSON.stringify([id, d.length, d.termFrequency])}`);
        first = false;
      }
      parts.push(']}\n');
      await atomicReplace(fs, path, [Buffer.from(parts.join(''), 'utf8')]);
      dirty = 0;
    },
    unpersisted() {
      return dirty;
    },
    async close() {},
  };
}
