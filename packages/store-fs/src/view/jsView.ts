import { join } from 'node:path';
import { compareRecords, deepFreeze, type Kind, type MemoryRecord, rankingFacts, textKey } from '@cairn/core';
import { atomicReplace, type Fsio, hasCode } from '../fsio.js';
import {
  type PersistedView,
  samePosition,
  type StoredRecord,
  type UnreadableRecord,
  type ViewDoc,
  type ViewHit,
  type ViewPosition,
  type ViewReader,
} from './PersistedView.js';
import { parsePosition } from './viewCodec.js';

/** File name of the persisted JS view inside the view folder. */
export const JS_VIEW_FILE = 'view.json';

const FORMAT = 'cairn-js-view';
const VERSION = 1;

interface Doc {
  stored: StoredRecord;
  termFrequency: Readonly<Record<string, number>>;
  length: number;
}

/**
 * The pure-JS view: the records, their term statistics and an inverted index (token → ids),
 * in memory per process (kept in step with the log by the store), persisted as one JSON
 * snapshot, `view/view.json`, written by temp file + rename:
 *
 *     {"format":"cairn-js-view","version":1,"position":{…},
 *      "docs":[[{…record…},null,5,{"parse":2,"config":3}],…],"unreadable":[…]}
 *
 * Postings, facts and text keys are not stored: they are derived from the documents on load
 * (a snapshot is read in one parse, with no log replay and no tokenizing). Used when
 * better-sqlite3 does not load (VS Code's extension host, DESIGN.md §7), when chosen with
 * `index: 'js'`, and in memory only (`persistent` false) for a reader that cannot trust the
 * shared view and may not rebuild it.
 *
 * @param fs - the file-system module
 * @param dir - the view folder (`<project>/view`)
 * @param persistent - load and write the snapshot file; false for a private in-memory view
 */
export async function createJsView(fs: Fsio, dir: string, persistent = true): Promise<PersistedView> {
  const path = join(dir, JS_VIEW_FILE);
  const docs = new Map<string, Doc>();
  const postings = new Map<string, Set<string>>();
  const unreadable = new Map<string, UnreadableRecord>();
  let keys: Map<string, Set<string>> | undefined;
  let totalLength = 0;
  let current: ViewPosition | undefined;
  let dirty = 0;

  const keyOf = (r: MemoryRecord): string => `${r.kind}\u0000${textKey(r.text)}`;
  const remove = (id: string): void => {
    unreadable.delete(id);
    const old = docs.get(id);
    if (!old) return;
    for (const token of Object.keys(old.termFrequency)) {
      const set = postings.get(token);
      set?.delete(id);
      if (set?.size === 0) postings.delete(token);
    }
    if (keys) {
      const k = keyOf(old.stored.record);
      const set = keys.get(k);
      set?.delete(id);
      if (set?.size === 0) keys.delete(k);
    }
    totalLength -= old.length;
    docs.delete(id);
  };
  const add = (id: string, doc: Doc): void => {
    remove(id);
    docs.set(id, doc);
    totalLength += doc.length;
    for (const token of Object.keys(doc.termFrequency)) {
      let set = postings.get(token);
      if (!set) {
        set = new Set();
        postings.set(token, set);
      }
      set.add(id);
    }
    if (keys) {
      const k = keyOf(doc.stored.record);
      let set = keys.get(k);
      if (!set) {
        set = new Set();
        keys.set(k, set);
      }
      set.add(id);
    }
  };
  const reset = (): void => {
    docs.clear();
    postings.clear();
    unreadable.clear();
    keys = undefined;
    totalLength = 0;
  };

  if (persistent) {
    // Load the snapshot, if any and well-formed; otherwise start empty (the store rebuilds).
    try {
      const parsed = JSON.parse((await fs.readFile(path)).toString('utf8')) as {
        format?: unknown;
        version?: unknown;
        position?: unknown;
        docs?: unknown;
        unreadable?: unknown;
      };
      const position = parsed.format === FORMAT && parsed.version === VERSION ? parsePosition(parsed.position) : undefined;
      if (position && Array.isArray(parsed.docs) && Array.isArray(parsed.unreadable)) {
        for (const entry of parsed.docs as unknown[]) {
          if (
            !Array.isArray(entry) ||
            typeof entry[0] !== 'object' ||
            entry[0] === null ||
            typeof entry[2] !== 'number' ||
            typeof entry[3] !== 'object' ||
            entry[3] === null
          ) {
            throw new Error('bad document');
          }
          const record = deepFreeze(entry[0] as MemoryRecord);
          if (typeof record.id !== 'string') throw new Error('bad document');
          add(record.id, {
            stored: typeof entry[1] === 'number' ? { record, fromVersion: entry[1] } : { record },
            length: entry[2],
            termFrequency: entry[3] as Record<string, number>,
          });
        }
        for (const u of parsed.unreadable as UnreadableRecord[]) {
          if (typeof u?.key !== 'string' || typeof u.raw !== 'object' || u.raw === null) throw new Error('bad document');
          unreadable.set(u.key, u);
        }
        current = position;
      }
    } catch (error) {
      reset();
      current = undefined;
      if (!hasCode(error, 'ENOENT') && !(error instanceof SyntaxError) && !(error instanceof Error && error.message === 'bad document')) throw error;
    }
  }

  const reader = (position: ViewPosition): ViewReader => ({
    position,
    documents: docs.size,
    totalLength,
    get: (id) => docs.get(id)?.stored,
    lengthOf: (id) => docs.get(id)?.length,
    has: (id) => docs.has(id) || unreadable.has(id),
    idsByTextKey(kind: Kind, key: string) {
      if (!keys) {
        keys = new Map();
        for (const [id, d] of docs) {
          const k = keyOf(d.stored.record);
          let set = keys.get(k);
          if (!set) {
            set = new Set();
            keys.set(k, set);
          }
          set.add(id);
        }
      }
      return [...(keys.get(`${kind}\u0000${key}`) ?? [])];
    },
    *records() {
      for (const d of docs.values()) yield d.stored;
    },
    *pick(ids) {
      for (const id of ids) {
        const d = docs.get(id);
        if (d) yield structuredClone(d.stored.record) as MemoryRecord;
      }
    },
    *recordJson() {
      const ordered = [...docs.values()].map((d) => d.stored.record).sort(compareRecords);
      for (const r of ordered) yield { id: r.id, createdAt: r.createdAt, json: JSON.stringify(r) };
    },
    unreadable: () => [...unreadable.values()],
    hits(tokens) {
      const distinct = [...new Set(tokens)];
      const ids = new Set<string>();
      for (const t of distinct) for (const id of postings.get(t) ?? []) ids.add(id);
      const out: ViewHit[] = [];
      for (const id of ids) {
        const d = docs.get(id) as Doc;
        const termFrequency: Record<string, number> = {};
        for (const t of distinct) {
          const n = d.termFrequency[t];
          if (n !== undefined) termFrequency[t] = n;
        }
        out.push({ id, createdAt: d.stored.record.createdAt, length: d.length, termFrequency, facts: rankingFacts(d.stored.record) });
      }
      return out;
    },
    *indexDocs() {
      for (const [id, d] of docs)
        yield { id, createdAt: d.stored.record.createdAt, length: d.length, termFrequency: { ...d.termFrequency }, facts: rankingFacts(d.stored.record) };
    },
    *facts() {
      for (const [id, d] of docs) yield { id, createdAt: d.stored.record.createdAt, facts: rankingFacts(d.stored.record) };
    },
  });

  const toDoc = (doc: ViewDoc): Doc => ({
    stored: doc.fromVersion !== undefined ? { record: doc.record, fromVersion: doc.fromVersion } : { record: doc.record },
    termFrequency: doc.termFrequency,
    length: doc.length,
  });

  return {
    kind: 'js',
    shared: false,
    fileNames: [JS_VIEW_FILE],
    async refresh() {},
    state() {
      return current ? { position: { ...current }, documents: docs.size } : undefined;
    },
    read(fn) {
      return current ? fn(reader({ ...current })) : undefined;
    },
    apply(change, from, to) {
      if (!current || !samePosition(current, from)) throw new Error('the JS view is not at the expected position');
      for (const id of change.removes) remove(id);
      for (const doc of change.upserts) add(doc.id, toDoc(doc));
      for (const u of change.unreadable) {
        remove(u.key);
        unreadable.set(u.key, u);
      }
      dirty += Math.max(1, to.lastSeq - from.lastSeq);
      current = { ...to };
      return docs.size;
    },
    async rewrite(change, bad, from, to) {
      if (!current || !samePosition(current, from)) throw new Error('the JS view is not at the expected position');
      for (const id of change.removes) remove(id);
      for (const doc of change.upserts) add(doc.id, toDoc(doc));
      for (const d of docs.values()) if (d.stored.fromVersion !== undefined) d.stored = { record: d.stored.record };
      unreadable.clear();
      for (const u of bad) unreadable.set(u.key, u);
      current = { ...to };
      dirty = Math.max(dirty, 1);
    },
    async rebuild(all, bad, to) {
      reset();
      for (const doc of all) add(doc.id, toDoc(doc));
      for (const u of bad) unreadable.set(u.key, u);
      current = { ...to };
      dirty = Math.max(dirty, 1);
    },
    async persist() {
      if (!current || !persistent) return;
      const parts: string[] = [`{"format":"${FORMAT}","version":${VERSION},"position":${JSON.stringify(current)},"docs":[`];
      let first = true;
      for (const d of docs.values()) {
        parts.push(`${first ? '' : ','}[${JSON.stringify(d.stored.record)},${d.stored.fromVersion ?? null},${d.length},${JSON.stringify(d.termFrequency)}]`);
        first = false;
      }
      parts.push(`],"unreadable":${JSON.stringify([...unreadable.values()])}}\n`);
      await atomicReplace(fs, path, [Buffer.from(parts.join(''), 'utf8')]);
      dirty = 0;
    },
    unpersisted() {
      return persistent ? dirty : 0;
    },
    async close() {},
  };
}
