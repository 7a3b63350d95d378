import { textKey } from '../normalize/normalize.js';
import { indexableText } from '../recall/indexableText.js';
import { termStatistics } from '../recall/tokenize.js';
import type { AuditEvent, MemoryRecord } from '../schema/record.js';
import type { Kind } from '../schema/request.js';
import type { ListFilter, MemoryStore, SearchCandidates, StoreTransaction } from './MemoryStore.js';
import { compareRecords, matchesFilter } from './matchesFilter.js';

interface Indexed {
  record: MemoryRecord;
  termFrequency: Record<string, number>;
  length: number;
}

/** The in-memory store's inspectable state, for tests. */
export interface InMemoryStore extends MemoryStore {
  /** Every audit event committed, in order. */
  readonly auditLog: readonly AuditEvent[];
}

const clone = <T>(value: T): T => structuredClone(value);

/** Freezes a stored record and its arrays and objects: search hands it out without a copy. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value as object)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * An in-memory {@link MemoryStore} for tests and for core's own examples. Transactions are
 * serialised with a promise chain, so concurrent callers behave like separate processes
 * taking a lock.
 *
 * @param project - the project this store serves (`key`: 12 hex, `path`: canonical path)
 */
export function createInMemoryStore(project: { key: string; path: string } = { key: '000000000000', path: '/memory' }): InMemoryStore {
  const records = new Map<string, Indexed>();
  const postings = new Map<string, Set<string>>();
  const auditLog: AuditEvent[] = [];
  let totalLength = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const unindex = (id: string): void => {
    const old = records.get(id);
    if (!old) return;
    for (const token of Object.keys(old.termFrequency)) postings.get(token)?.delete(id);
    totalLength -= old.length;
    records.delete(id);
  };
  const index = (record: MemoryRecord): void => {
    unindex(record.id);
    const stats = termStatistics(indexableText(record));
    records.set(record.id, { record: deepFreeze(clone(record)), ...stats });
    totalLength += stats.length;
    for (const token of Object.keys(stats.termFrequency)) {
      let set = postings.get(token);
      if (!set) postings.set(token, (set = new Set()));
      set.add(record.id);
    }
  };
  const list = (filter?: ListFilter): MemoryRecord[] =>
    [...records.values()].map((r) => r.record).filter((r) => matchesFilter(r, filter)).sort(compareRecords).map(clone);

  const store: InMemoryStore = {
    project,
    auditLog,
    async transact<T>(fn: (tx: StoreTransaction) => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        const staged = new Map<string, MemoryRecord | null>();
        const events: AuditEvent[] = [];
        const view = (id: string): MemoryRecord | undefined => {
          if (staged.has(id)) return staged.get(id) ?? undefined;
          return records.get(id)?.record;
        };
        const viewAll = (): MemoryRecord[] => {
          const ids = new Set([...records.keys(), ...staged.keys()]);
          return [...ids].map(view).filter((r): r is MemoryRecord => r !== undefined);
        };
        const tx: StoreTransaction = {
          async get(id) {
            const r = view(id);
            return r ? clone(r) : undefined;
          },
          async findByTextKey(kind: Kind, key: string) {
            const r = viewAll().find((x) => x.kind === kind && textKey(x.text) === key);
            return r ? clone(r) : undefined;
          },
          async list(filter) {
            return viewAll().filter((r) => matchesFilter(r, filter)).sort(compareRecords).map(clone);
          },
          put(record) {
            staged.set(record.id, clone(record));
          },
          remove(id) {
            staged.set(id, null);
          },
          audit(event) {
            events.push(clone(event));
          },
        };
        const result = await fn(tx);
        for (const [id, record] of staged) {
          if (record === null) unindex(id);
          else index(record);
        }
        auditLog.push(...events);
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async get(id) {
      const r = records.get(id);
      return r ? clone(r.record) : undefined;
    },
    async list(filter) {
      return list(filter);
    },
    async search(tokens): Promise<SearchCandidates> {
      const ids = new Set<string>();
      for (const t of tokens) for (const id of postings.get(t) ?? []) ids.add(id);
      const candidates = [...ids].sort().map((id) => {
        const r = records.get(id) as Indexed;
        return { record: r.record, termFrequency: r.termFrequency, length: r.length };
      });
      return { documents: records.size, averageLength: records.size === 0 ? 0 : totalLength / records.size, candidates };
    },
    async close() {},
  };
  return store;
}
