import { textKey } from '../decode/index.js';
import type { RankRequest } from '../recall/RankRequest.js';
import { RecallIndex } from '../recall/recallIndex.js';
import type { AuditEvent, MemoryRecord } from '../schema/record.js';
import type { Kind } from '../schema/request.js';
import type { ListFilter, MemoryStore, SearchCandidates, StoreTransaction } from './MemoryStore.js';
import { deepFreeze } from './deepFreeze.js';
import { compareRecords, matchesFilter } from './matchesFilter.js';

/** The in-memory store's inspectable state, for tests. */
export interface InMemoryStore extends MemoryStore {
  /** Every audit event committed, in order. */
  readonly auditLog: readonly AuditEvent[];
}

const clone = <T>(value: T): T => structuredClone(value);

/**
 * An in-memory {@link MemoryStore} for tests and for core's own examples. Transactions are
 * serialised with a promise chain, so concurrent callers behave like separate processes
 * taking a lock.
 *
 * @param project - the project this store serves (`key`: 12 hex, `path`: canonical path)
 */
export function createInMemoryStore(project: { key: string; path: string } = { key: '000000000000', path: '/memory' }): InMemoryStore {
  /** The records, frozen, and core's recall index over them (the one copy of each). */
  const index = new RecallIndex();
  /**
   * The committed records by kind and text key (core's `textKey`), in the order first committed:
   * findByTextKey looked at every record for every write, which made a dry-run import (run on
   * an in-memory copy) quadratic (issue #14, walk-5 item 6: 3,000 list items took 70 s, the real
   * import under 40).
   */
  const byTextKey = new Map<string, Set<string>>();
  const keyOfId = new Map<string, string>();
  const keyOf = (r: Pick<MemoryRecord, 'kind' | 'text'>): string => `${r.kind}\u0000${textKey(r.text)}`;
  const unkey = (id: string): void => {
    const old = keyOfId.get(id);
    if (old === undefined) return;
    keyOfId.delete(id);
    const ids = byTextKey.get(old);
    ids?.delete(id);
    if (ids?.size === 0) byTextKey.delete(old);
  };
  const rekey = (record: MemoryRecord): void => {
    const key = keyOf(record);
    if (keyOfId.get(record.id) === key) return;
    unkey(record.id);
    keyOfId.set(record.id, key);
    const ids = byTextKey.get(key);
    if (ids) ids.add(record.id);
    else byTextKey.set(key, new Set([record.id]));
  };
  const auditLog: AuditEvent[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  const list = (filter?: ListFilter): MemoryRecord[] =>
    [...index.records()]
      .filter((r) => matchesFilter(r, filter))
      .sort(compareRecords)
      .map(clone);

  const store: InMemoryStore = {
    project,
    auditLog,
    async transact<T>(fn: (tx: StoreTransaction) => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        const staged = new Map<string, MemoryRecord | null>();
        const events: AuditEvent[] = [];
        const view = (id: string): MemoryRecord | undefined => {
          if (staged.has(id)) return staged.get(id) ?? undefined;
          return index.get(id);
        };
        const viewAll = (): MemoryRecord[] => {
          const ids = new Set([...[...index.records()].map((r) => r.id), ...staged.keys()]);
          return [...ids].map(view).filter((r): r is MemoryRecord => r !== undefined);
        };
        const tx: StoreTransaction = {
          async get(id) {
            const r = view(id);
            return r ? clone(r) : undefined;
          },
          async findByTextKey(kind: Kind, key: string) {
            const wanted = `${kind}\u0000${key}`;
            // Committed records first (as they are in this transaction), then the ones it added.
            for (const id of byTextKey.get(wanted) ?? []) {
              const r = view(id);
              if (r !== undefined && keyOf(r) === wanted) return clone(r);
            }
            for (const r of staged.values()) if (r !== null && keyOf(r) === wanted) return clone(r);
            return undefined;
          },
          async list(filter) {
            return viewAll()
              .filter((r) => matchesFilter(r, filter))
              .sort(compareRecords)
              .map(clone);
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
          if (record === null) {
            index.delete(id);
            unkey(id);
          } else {
            index.set(deepFreeze(clone(record)));
            rekey(record);
          }
        }
        auditLog.push(...events);
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async get(id) {
      const r = index.get(id);
      return r ? clone(r) : undefined;
    },
    async list(filter) {
      return list(filter);
    },
    async search(tokens): Promise<SearchCandidates> {
      return index.candidates(tokens);
    },
    async rank(request: RankRequest) {
      return index.rank(request);
    },
    async close() {},
  };
  return store;
}
