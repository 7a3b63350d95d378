import type { Origin } from '../policy/policy.js';
import { type ProjectTrust, type ProtectedSessionCheck, promotedStatus } from '../policy/promotion.js';
import type { AuditEventName, MemoryRecord, Status } from '../schema/record.js';
import type { AuditEntry } from '../store/StoreProvider.js';
import type { ListFilter, ListPage, MemoryStore, SearchCandidates } from '../store/MemoryStore.js';
import { matchesFilter } from '../store/matchesFilter.js';
import { isVisible, rankCandidates } from '../recall/recall.js';
import { rankingFacts, rankScore, strengthAt } from '../recall/rankingFacts.js';
import type { RankRequest } from '../recall/RankRequest.js';
import type { Ranked } from '../recall/topK.js';
import type { PersonKeyring } from './PersonKeyring.js';
import type { DigestEntry, DigestSource } from '../digest/renderDigest.js';
import { type ProtectedReadCheck, readSigned, type SignatureFinding, type SuccessorLookup, validActs } from './readSigned.js';
import { projectKeys } from './relinks.js';

/** The fields a check may rewrite (redaction again); a record whose text it changed is ranked afresh. */
const TEXT_FIELDS = ['text', 'title', 'summary'] as const;

/** The most places `rank` reads by the stored facts before it ranks every checked candidate instead. */
const MAX_RANK_WINDOW = 1000;

/** The part of a recall score a check can lower (origin weight × strength factor): BM25 stays. */
function factor(record: Readonly<MemoryRecord>, nowMs: number): number {
  const facts = rankingFacts(record);
  return rankScore(1, facts.recallWeight, strengthAt(facts, nowMs));
}

/**
 * What a stored value may be read as ({@link readSigned}, core's `reapplyPolicy`): an `active`
 * or `candidate` may read as either (a demoted claim, an agent's memory promoted by its own
 * evidence), a `superseded` as itself or — a memory of the person's no act of theirs superseded
 * (readSigned's `successor` check) — as either of those, `forgotten` as itself; an origin `user`
 * may read as `agent`. Keyed by the status asked for: the stored ones that may read as it.
 */
const STATUS_READ_FROM: Readonly<Record<Status, readonly Status[]>> = {
  active: ['active', 'candidate', 'superseded'],
  candidate: ['active', 'candidate', 'superseded'],
  superseded: ['superseded'],
  forgotten: ['forgotten'],
};
const ORIGIN_READ_FROM: Readonly<Record<Origin, readonly Origin[]>> = {
  user: ['user'],
  agent: ['agent', 'user'],
  repo: ['repo'],
  tool: ['tool'],
  web: ['web'],
  external: ['external'],
};

/** The stored values that could be read as one of `wanted`; undefined when nothing is asked. */
function readableAs<T extends string>(wanted: T | readonly T[] | undefined, from: Readonly<Record<T, readonly T[]>>): Set<T> | undefined {
  if (wanted === undefined) return undefined;
  const out = new Set<T>();
  for (const w of (Array.isArray(wanted) ? wanted : [wanted]) as readonly T[]) for (const f of from[w] ?? []) out.add(f);
  return out;
}

/** Options of {@link withSignedReads}. */
export interface SignedReadOptions {
  /** Called once per record and claim read away (for a warning line, `doctor`). */
  onFinding?: (finding: SignatureFinding) => void;
  /** What the home's observations show protected sessions read (an unsigned rebinding they saw is honoured; see `readSigned`). */
  protectedRead?: ProtectedReadCheck;
  /**
   * The host sessions the home's observation store holds as protected: only their sightings
   * promote an agent memory (DESIGN.md §2.6). Absent: none is known, and a stored `active`
   * earned by sightings alone is read as a candidate.
   */
  protectedSession?: ProtectedSessionCheck;
  /** What the person declared about the project (`cairn trust --repo`, issue #22). Absent: nothing. */
  trust?: ProjectTrust;
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
 * Each read checks only what it hands out (issue #20: a read's cost follows its answer, not the
 * store's size). The stored values choose and order, and are trusted only to exclude or to
 * bound from above — never to raise — since a check only lowers:
 * - `rank` takes the store's best places by the stored facts and checks those; when a check
 *   lowered one, its score is lowered with it and more places are read until every place kept
 *   scores at least what any unread record could as stored (its upper bound), so the answer is
 *   exactly the ranking of the records as read. A record whose text a check changed (a
 *   credential redacted again) makes it rank the checked search candidates (`rankCandidates`).
 * - `listPage` checks the page only, when no status or origin is asked for (reading never
 *   changes kind, source or order, and only adds flags); with a status or origin it checks the
 *   records whose stored status and origin could read as the ones asked for (a stored
 *   `superseded` is never read as `active`, a stored `agent` never as `user`).
 * - `readDigest` checks each record the digest reads.
 * `list` with a status or origin filter filters what the reader sees (a forged `active` is
 * listed as the candidate it is read as).
 */
export function withSignedReads<S extends MemoryStore>(store: S, ring: PersonKeyring, options: SignedReadOptions = {}): S {
  // Its own key and each key a relink the person signed leads back to (a moved project).
  const key = projectKeys(store.project, ring);
  const seen = new Set<string>();
  // The raw store's successors of the stored-superseded records about to be checked: a memory
  // of the person's that no act of theirs superseded is read as its acts make it (readSigned's
  // `successor` check), so a `superseded` an agent wrote never hides it from recall or the digest.
  const successorsOf = async (records: readonly MemoryRecord[]): Promise<SuccessorLookup> => {
    const ids = new Set<string>();
    for (const r of records) if (r.status === 'superseded' && r.supersededBy !== undefined && (r.acts?.length ?? 0) > 0) ids.add(r.supersededBy);
    const found = new Map<string, MemoryRecord>();
    for (const id of ids) {
      const r = await store.get(id);
      if (r !== undefined) found.set(id, r);
    }
    return (id) => found.get(id);
  };
  const check = (record: MemoryRecord, successor: SuccessorLookup): MemoryRecord => {
    const { record: read, findings } = readSigned(record, ring, key, {
      ...(options.protectedRead ? { protectedRead: options.protectedRead } : {}),
      ...(options.protectedSession ? { protectedSession: options.protectedSession } : {}),
      ...(options.trust ? { trust: options.trust } : {}),
      successor,
    });
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
    return r === undefined ? undefined : check(r, await successorsOf([r]));
  };
  const list = async (filter: ListFilter = {}): Promise<MemoryRecord[]> => (await listPage(filter, { offset: 0 })).records;
  const listPage = async (filter: ListFilter, page: ListPage): Promise<{ records: MemoryRecord[]; total: number }> => {
    // Status and origin are judged on the record as read, not as stored; the stored ones only
    // exclude what could never be read as asked.
    const stored: ListFilter = { ...filter };
    delete stored.status;
    delete stored.origin;
    if (filter.status === undefined && filter.origin === undefined) {
      // Reading changes no kind, source or place in the order, and only adds flags: the stored page is the page.
      const found = store.listPage
        ? await store.listPage(stored, page)
        : await store
            .list(stored)
            .then((all) => ({ records: all.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit), total: all.length }));
      const successor = await successorsOf(found.records);
      return { records: found.records.map((r) => check(r, successor)).filter((r) => matchesFilter(r, filter)), total: found.total };
    }
    const all = await store.list(stored);
    const end = page.limit === undefined ? Number.POSITIVE_INFINITY : page.offset + page.limit;
    const statuses = readableAs(filter.status, STATUS_READ_FROM);
    const origins = readableAs(filter.origin, ORIGIN_READ_FROM);
    const records: MemoryRecord[] = [];
    let total = 0;
    const successor = (id: string): MemoryRecord | undefined => byId.get(id);
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const r of all) {
      if ((statuses !== undefined && !statuses.has(r.status)) || (origins !== undefined && !origins.has(r.origin))) continue;
      const read = check(r, successor);
      if (!matchesFilter(read, filter)) continue;
      if (total >= page.offset && total < end) records.push(read);
      total++;
    }
    return { records, total };
  };
  const search = async (tokens: readonly string[]): Promise<SearchCandidates> => {
    const found = await store.search(tokens);
    const successor = await successorsOf(found.candidates.map((c) => c.record as MemoryRecord));
    return { ...found, candidates: found.candidates.map((c) => ({ ...c, record: check(c.record as MemoryRecord, successor) })) };
  };
  const inner = store.rank?.bind(store);
  const rank =
    inner === undefined
      ? undefined
      : async (request: RankRequest): Promise<readonly Ranked[]> => {
          // A stored `superseded` may read as active (a person's memory no act of theirs
          // superseded): the store ranks those too, and what still reads superseded is left out
          // unless asked for.
          const wide: RankRequest = { ...request, visibility: { ...request.visibility, includeSuperseded: true } };
          const asked = request.visibility.includeSuperseded === true;
          for (let want = request.limit; ; want *= 4) {
            const ranked = await inner({ ...wide, limit: want });
            const successor = await successorsOf(ranked.map((r) => r.record as MemoryRecord));
            const read = ranked.map((r) => ({ ...r, record: check(r.record as MemoryRecord, successor) }));
            if (read.every((r, i) => r.record === ranked[i]?.record)) {
              const shown = asked ? ranked : ranked.filter((r) => r.record.status !== 'superseded');
              if (shown.length >= request.limit || ranked.length < want) return shown.slice(0, request.limit);
              if (want >= MAX_RANK_WINDOW) return rankCandidates(await search(request.tokens), request);
              continue;
            }
            const kept: Ranked[] = [];
            for (const [i, r] of read.entries()) {
              const was = ranked[i] as Ranked;
              if (r.record === was.record) {
                if (asked || r.record.status !== 'superseded') kept.push(r);
                continue;
              }
              // The text read differs (a credential redacted again): its BM25 is not the stored one.
              if (TEXT_FIELDS.some((f) => r.record[f] !== was.record[f])) return rankCandidates(await search(request.tokens), request);
              if (!isVisible(r.record, request.visibility)) continue;
              const score = Math.min(r.score, r.score * (factor(r.record, request.nowMs) / factor(was.record, request.nowMs)));
              if (score > 0 && score >= request.minScore) kept.push({ record: r.record, score });
            }
            kept.sort((a, b) => b.score - a.score);
            // Every record not read scores at most the last stored score read (a check only lowers).
            const bound = ranked.at(-1)?.score ?? 0;
            const settled = kept.length >= request.limit && (kept[request.limit - 1] as Ranked).score >= bound;
            if (ranked.length < want || settled) return kept.slice(0, request.limit);
            if (want >= MAX_RANK_WINDOW) return rankCandidates(await search(request.tokens), request);
          }
        };
  // The digest's fast path: each record it reads is read as `check` reads it (the facts are the
  // stored ones, which a check only lowers, so they choose a superset of what is eligible).
  const innerDigest = store.readDigest?.bind(store);
  const readDigest =
    innerDigest === undefined
      ? undefined
      : <T>(fn: (source: DigestSource) => T): Promise<T> =>
          innerDigest((source) => {
            const successor: SuccessorLookup = (id) => source.load(id);
            const load = (id: string): MemoryRecord | undefined => {
              const r = source.load(id);
              return r === undefined ? undefined : check(r, successor);
            };
            return fn({
              entries: promotedEntries(source.entries, load),
              load,
              ...(source.readEach !== undefined
                ? {
                    readEach: (ids: ReadonlySet<string>, visit: (record: MemoryRecord) => void) =>
                      (source.readEach as NonNullable<DigestSource['readEach']>)(ids, (r) => visit(check(r, successor))),
                  }
                : {}),
              ...(source.exact !== undefined ? { exact: source.exact } : {}),
              ...(source.position !== undefined ? { position: source.position } : {}),
            });
          });
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'get') return get;
      if (prop === 'readDigest') return readDigest;
      if (prop === 'list') return list;
      if (prop === 'listPage') return listPage;
      if (prop === 'search') return search;
      if (prop === 'rank') return rank;
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A digest's entries as the checking reader takes them: each entry stored `superseded` is read
 * (`load`, which checks it) when the digest reaches it, and one that reads otherwise (a memory of
 * the person's no act of theirs superseded, `readSigned`'s `successor` check) is handed on with
 * the facts of the record as read, so the digest may show it; the others are handed on as stored.
 * One read per stored-superseded entry on each pass over the entries (a fresh pass each time,
 * as a caller that counts candidates before it renders makes two).
 */
function promotedEntries(entries: Iterable<DigestEntry>, load: (id: string) => MemoryRecord | undefined): Iterable<DigestEntry> {
  // Iterable again on each pass, as the store's entries are (a caller counts, then renders).
  return {
    *[Symbol.iterator]() {
      for (const entry of entries) {
        if (entry.facts.status !== 'superseded') {
          yield entry;
          continue;
        }
        const read = load(entry.id);
        yield read === undefined || read.status === 'superseded' ? entry : { id: entry.id, createdAt: entry.createdAt, facts: rankingFacts(read) };
      }
    },
  };
}

/**
 * Every claim of the project's records that no valid signature backs (for `cairn doctor` and
 * `audit --verify`): the raw store's records read one by one. Also a memory the person vouched
 * for (read as origin `user`, confirmed or pinned) that the log marks `forgotten` — a forget
 * removes a memory, it never leaves one so marked — or `superseded` with neither a valid
 * `supersede` act of its own nor a superseding memory that carries a valid act of the person's
 * (h46-attack item 6, 2026-12-05: one line appended to the log hid a person's memory from the
 * digest while `doctor` said every act verifies). And one stored as a `candidate` although the
 * person's acts make it active (`promotedStatus`): no act of the person's demotes a memory.
 * A superseding memory counts only when it names this one (`supersedes`) or is a merge the
 * person signed (h47-attack F9). And a memory whose latest valid pin/unpin act is a pin, stored
 * unpinned (`unpinned`, h47-attack F21; {@link unpinFindings} when the acts were dropped too).
 */
export async function signatureFindings(
  store: MemoryStore,
  ring: PersonKeyring,
  options: { protectedSession?: ProtectedSessionCheck; trust?: ProjectTrust } = {},
): Promise<SignatureFinding[]> {
  const out: SignatureFinding[] = [];
  const keys = projectKeys(store.project, ring);
  const all = await store.list();
  const byId = new Map(all.map((r) => [r.id, r]));
  for (const r of all) {
    const { record: read, findings } = readSigned(r, ring, keys, { ...options, successor: (id) => byId.get(id) });
    out.push(...findings);
    // Pinned by the person's latest pin/unpin act, stored unpinned: only their signed unpin
    // unpins (h47-attack F21: a line appended to the log unpinned it, and it decays again).
    const acts = r.status === 'forgotten' || r.pinned ? [] : validActs(r, ring, keys);
    if (acts.filter((a) => a.act === 'pin' || a.act === 'unpin').at(-1)?.act === 'pin') {
      out.push({ id: r.id, claim: 'unpinned', reason: 'a memory the person pinned is stored unpinned, with no signed unpin of theirs' });
    }
    if (read.origin !== 'user' && read.confirmedAt === undefined && !read.pinned) continue;
    // A candidate that the person's acts make active (`promotedStatus`: confirmed, pinned, or
    // origin `user` with no flag that holds it): no act of theirs demotes a memory, so a stored
    // `candidate` was written by something else (h47 item 2: one log line hid it from the digest).
    if (r.status === 'candidate' && promotedStatus(read, options.protectedSession, options.trust) === 'active') {
      out.push({ id: r.id, claim: 'candidate', reason: 'a memory the person vouched for is stored as a candidate, which no act of theirs makes it' });
      continue;
    }
    // `superseded` with no act of the person's that supersedes it: readSigned's finding (its `successor` check).
    if (r.status === 'forgotten') {
      out.push({ id: r.id, claim: 'forgotten', reason: 'a memory the person vouched for is marked forgotten, which no forget leaves (it removes the memory)' });
    }
  }
  return out;
}

/** The audit events by which the person vouches for one memory (`id`): a memory they typed, a confirm, a pin, a restore of what they signed. */
const VOUCHING_LINES: ReadonlySet<AuditEventName> = new Set(['memorize', 'confirm', 'pin', 'restore']);

/**
 * Memories the person vouched for that the store no longer holds, with no act of theirs that
 * removed them (h47 item 2: a `remove` appended to the event log with a valid CRC erased a
 * person's memory, and the next writer's compaction erased the line too, so only the audit log
 * remembers it). Read from audit lines whose signer a checking reader verified
 * (`checkAuditSigner`, `AuditEntry.signerCheck`): a memory is the person's when a verified
 * memorize, confirm, pin or restore names it; it may be gone only after a verified `forget`
 * naming it, a verified `prune` listing it, or a verified `wipe` after it. Lines whose signer
 * does not verify count for neither side (a forged forget line removes nothing; a line that
 * kept no act proves no vouching), so a key in doubt gives no finding.
 *
 * @param lines - the project's audit lines in order, each with its `signerCheck`
 * @param holds - whether the store holds a record with this id (any status)
 * @returns one `removed` finding per such memory, naming the audit line that vouched for it
 */
export function removalFindings(
  lines: readonly Pick<AuditEntry, 'seq' | 'event' | 'id' | 'ids' | 'signerCheck'>[],
  holds: (id: string) => boolean,
): SignatureFinding[] {
  const vouched = new Map<string, number>();
  for (const l of lines) {
    if (l.signerCheck?.verified !== true) continue;
    if (l.event === 'wipe') vouched.clear();
    else if (l.event === 'forget' && l.id !== undefined) vouched.delete(l.id);
    else if (l.event === 'prune') for (const id of l.ids ?? []) vouched.delete(id);
    else if (VOUCHING_LINES.has(l.event) && l.id !== undefined && !vouched.has(l.id)) vouched.set(l.id, l.seq);
  }
  const out: SignatureFinding[] = [];
  for (const [id, seq] of vouched)
    if (!holds(id))
      out.push({
        id,
        claim: 'removed',
        reason: `a memory the person vouched for (audit line ${seq}) is gone from the log, and no signed forget, prune or wipe of theirs removed it`,
      });
  return out;
}

/**
 * Memories the person pinned that the store holds unpinned, with no act of theirs that unpinned
 * them (h47-attack F21: a line appended to the log put the record again with `pinned: false`
 * and its acts dropped, so the record alone no longer shows the pin). Read from audit lines whose
 * signer a checking reader verified (`AuditEntry.signerCheck`), as {@link removalFindings}: a
 * verified `pin`, or a verified `memorize` that applied `pinned: true` (an entrench), pins the
 * id; a verified `unpin`, `forget`, `prune` listing it or `wipe` ends it. Lines whose signer
 * does not verify count for neither side.
 *
 * @param lines - the project's audit lines in order, each with its `signerCheck`
 * @param pinnedNow - the stored record's `pinned`, or undefined when the store does not hold it (removalFindings' case)
 * @returns one `unpinned` finding per such memory, naming the audit line that pinned it
 */
export function unpinFindings(
  lines: readonly Pick<AuditEntry, 'seq' | 'event' | 'id' | 'ids' | 'signerCheck' | 'applied'>[],
  pinnedNow: (id: string) => boolean | undefined,
): SignatureFinding[] {
  const pinned = new Map<string, number>();
  for (const l of lines) {
    if (l.signerCheck?.verified !== true) continue;
    if (l.event === 'wipe') pinned.clear();
    else if ((l.event === 'unpin' || l.event === 'forget') && l.id !== undefined) pinned.delete(l.id);
    else if (l.event === 'prune') for (const id of l.ids ?? []) pinned.delete(id);
    else if (l.id !== undefined && (l.event === 'pin' || (l.event === 'memorize' && l.applied?.pinned === true))) pinned.set(l.id, l.seq);
  }
  const out: SignatureFinding[] = [];
  for (const [id, seq] of pinned)
    if (pinnedNow(id) === false)
      out.push({ id, claim: 'unpinned', reason: `a memory the person pinned (audit line ${seq}) is stored unpinned, with no signed unpin of theirs` });
  return out;
}
