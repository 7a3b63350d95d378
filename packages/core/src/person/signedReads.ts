import type { MemoryRecord } from '../schema/record.js';
import type { ListFilter, MemoryStore, SearchCandidates } from '../store/MemoryStore.js';
import { matchesFilter } from '../store/matchesFilter.js';
import { rankCandidates } from '../recall/recall.js';
import type { RankRequest } from '../recall/RankRequest.js';
import type { Ranked } from '../recall/topK.js';
import type { PersonKeyring } from './PersonKeyring.js';
import type { DigestSource } from '../digest/renderDigest.js';
import { readSigned, type SignatureFinding } from './readSigned.js';

/** Options of {@link withSignedReads}. */
export interface SignedReadOptions {
  /** Called once per record and claim read away (for a warning line, `doctor`). */
  onFinding?: (finding: SignatureFinding) => void;
}

/**
 * A store whose every read is checked against the person's signatures (issue #16: "every
 * reader checks"): `get`, `list`, `search`, `rank` and `readDigest` hand out each record as
 * {@link readSigned} reads it, so an unsigned, badly signed or replayed `user` origin,
 * confirm or pin is the agent's for recall, the digest, decisions, listings and prompts —
 * whoever wrote it into the store. The session wraps every store it opens; a wrapped store is
 * the only store an adapter sees.
 *
 * Writes go through unchanged: `transact` hands out the stored records, so a write never
 * persists a downgrade (a key file read in doubt must not erase what the person signed), and
 * the next read judges again.
 *
 * `list` with a status or origin filter filters what the reader sees (a forged `active` is
 * listed as the candidate it is read as). `rank` uses the store's own index when none of its
 * answers changed, else ranks the checked search candidates the one way (`rankCandidates`).
 */
export function withSignedReads<S extends MemoryStore>(store: S, ring: PersonKeyring, options: SignedReadOptions = {}): S {
  const key = store.project.key;
  const seen = new Set<string>();
  const check = (record: MemoryRecord): MemoryRecord => {
    const { record: read, findings } = readSigned(record, ring, key);
    if (options.onFinding)
      for (const f of findings) {
        const k = `${f.id}\u0000${f.claim}`;
        if (!seen.has(k)) {
          seen.add(k);
          options.onFinding(f);
        }
      }
    return read;
  };
  const get = async (id: string): Promise<MemoryRecord | undefined> => {
    const r = await store.get(id);
    return r === undefined ? undefined : check(r);
  };
  const list = async (filter: ListFilter = {}): Promise<MemoryRecord[]> => {
    // Status and origin are judged on the record as read, not as stored.
    const stored: ListFilter = { ...filter };
    delete stored.status;
    delete stored.origin;
    const all = await store.list(stored);
    return all.map(check).filter((r) => matchesFilter(r, filter));
  };
  const search = async (tokens: readonly string[]): Promise<SearchCandidates> => {
    const found = await store.search(tokens);
    return { ...found, candidates: found.candidates.map((c) => ({ ...c, record: check(c.record as MemoryRecord) })) };
  };
  const inner = store.rank?.bind(store);
  const rank =
    inner === undefined
      ? undefined
      : async (request: RankRequest): Promise<readonly Ranked[]> => {
          const ranked = await inner(request);
          const read = ranked.map((r) => ({ ...r, record: check(r.record as MemoryRecord) }));
          if (read.every((r, i) => r.record === ranked[i]?.record)) return ranked;
          return rankCandidates(await search(request.tokens), request);
        };
  // The digest's fast path: each record it reads is read as `check` reads it (the facts are the
  // stored ones, which a check only lowers, so they choose a superset of what is eligible).
  const innerDigest = store.readDigest?.bind(store);
  const readDigest =
    innerDigest === undefined
      ? undefined
      : <T>(fn: (source: DigestSource) => T): Promise<T> =>
          innerDigest((source) =>
            fn({
              entries: source.entries,
              load: (id) => {
                const r = source.load(id);
                return r === undefined ? undefined : check(r);
              },
              ...(source.exact !== undefined ? { exact: source.exact } : {}),
            }),
          );
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'get') return get;
      if (prop === 'readDigest') return readDigest;
      if (prop === 'list') return list;
      if (prop === 'search') return search;
      if (prop === 'rank') return rank;
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Every claim of the project's records that no valid signature backs (for `cairn doctor` and
 * `audit --verify`): the raw store's records read one by one.
 */
export async function signatureFindings(store: MemoryStore, ring: PersonKeyring): Promise<SignatureFinding[]> {
  const out: SignatureFinding[] = [];
  for (const r of await store.list()) out.push(...readSigned(r, ring, store.project.key).findings);
  return out;
}
