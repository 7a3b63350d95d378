import { decayedStrength } from '../decay/strength.js';
import { type MemoryRecord, STATUSES } from '../schema/record.js';
import { KINDS } from '../schema/request.js';
import type { SearchCandidate, SearchCandidates } from '../store/MemoryStore.js';
import { idf, lengthNorm, termScore } from './bm25.js';
import { indexableText } from './indexableText.js';
import { termStatistics } from './tokenize.js';
import { type RankingFacts, rankingFacts, rankScore } from './rankingFacts.js';
import { type Ranked, type RankKey, TopK } from './topK.js';
import { eligible } from './visibility.js';
import type { RankRequest } from './RankRequest.js';

/**
 * Non-negative integers in the narrowest typed array that holds them so far (1 byte each, then 2,
 * then 4): term frequencies are almost always under 256 and a project's distinct tokens under
 * 65,536, and at 100k records these arrays were most of the index's memory (issue #20).
 */
type Counts = Uint8Array | Uint16Array | Int32Array;

/** The largest value each kind of {@link Counts} holds. */
function ceilingOf(array: Counts): number {
  return array instanceof Uint8Array ? 0xff : array instanceof Uint16Array ? 0xffff : 0x7fffffff;
}

/**
 * Writes `value` at `i` and returns the array that now holds it: `array` itself, or a wider copy
 * (Uint8 → Uint16 → Int32) when `value` does not fit, so every value stays exact.
 *
 * @param value - an integer from 0 to 2^31 − 1
 */
function put(array: Counts, i: number, value: number): Counts {
  let out = array;
  // Most values are below 256 and fit every kind: no type test on the common path.
  if (value > 0xff && value > ceilingOf(out)) {
    out = value <= 0xffff ? new Uint16Array(array.length) : new Int32Array(array.length);
    out.set(array);
  }
  out[i] = value;
  return out;
}

/** A typed array of `array`'s kind holding its first `size` entries exactly (no spare capacity). */
function exactly<T extends Counts | Int32Array | Float64Array>(array: T, size: number): T {
  return size === array.length ? array : (array.slice(0, size) as T);
}

/** One token's postings: document numbers and term frequencies, in insertion order. */
interface Posting {
  docs: Int32Array;
  tf: Counts;
  /** Entries used in `docs`/`tf` (dead documents included until compaction). */
  size: number;
  /** Live documents holding the token: BM25's df. */
  live: number;
}

const DEAD = 255;
const STATUS_CODE = new Map(STATUSES.map((s, i) => [s, i]));
const KIND_CODE = new Map(KINDS.map((k, i) => [k, i]));
/** An unknown status is never eligible, like `forgotten`. */
const FORGOTTEN = STATUSES.indexOf('forgotten');

function grow<T extends Counts | Float64Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 64));
  next.set(array);
  return next;
}

/** One place kept by {@link RecallIndex.rankIds}: the record's id, its `createdAt` and its score. */
export interface RankedId {
  id: string;
  createdAt: string;
  score: number;
}

/** What {@link RecallIndex.setFacts} needs of a record when the index does not keep the record. */
export interface IndexedFacts {
  id: string;
  createdAt: string;
  facts: RankingFacts;
}

type Stats = { termFrequency: Readonly<Record<string, number>>; length: number };

interface Kept extends RankKey {
  doc: number;
}

/**
 * Core's in-memory recall index: an inverted index over the one tokenizer's output with the
 * facts ranking reads kept in typed arrays, so that recall touches contiguous memory instead
 * of one record object per candidate (issue #3: p50 ≤ 5 ms at 100k records). A store that
 * keeps its records in memory maintains one of these and answers `MemoryStore.rank` with
 * {@link rank}; the result is exactly core's ranking of `search` (the same BM25 terms in the
 * same order, the same strength and origin weights, the same tie-break), which the store
 * contract checks.
 *
 * Compact (issue #20: one term-frequency object per record was most of a server's memory at
 * 100k): tokens are interned, each document's terms live in one shared pool of typed arrays
 * (term frequencies and token ids in the narrowest integer type that holds them so far),
 * and a store that reads records from disk may index facts only ({@link setFacts}) and look
 * up the records of the places {@link rankIds} keeps.
 *
 * Records given to {@link set} must be frozen (`deepFreeze`): the index keeps them and hands
 * them out. A replaced document whose indexed tokens did not change (a reinforcement, a
 * confirm, a status change) is updated in place; otherwise its old document is marked dead and
 * skipped, and dead documents are compacted away once they outnumber the live ones.
 */
export class RecallIndex {
  #records: (Readonly<MemoryRecord> | undefined)[] = [];
  #ids: (string | undefined)[] = [];
  #createdAt: string[] = [];
  readonly #byId = new Map<string, number>();
  readonly #tokenIds = new Map<string, number>();
  #tokens: string[] = [];
  #postings: (Posting | undefined)[] = [];
  #next = 0;
  #dead = 0;
  #totalLength = 0;
  // Each document's terms: token ids and counts in one pool, from termStart for termCount entries.
  #termStart = new Int32Array(0);
  #termCount = new Int32Array(0);
  #poolToken: Counts = new Uint16Array(0);
  #poolTf: Counts = new Uint8Array(0);
  #poolSize = 0;
  // Columns, one entry per document number.
  #length = new Float64Array(0);
  #weight = new Float64Array(0);
  #strength = new Float64Array(0);
  #decayRate = new Float64Array(0);
  #reinforcedAt = new Float64Array(0);
  #decays = new Uint8Array(0);
  #waits = new Uint8Array(0);
  #status = new Uint8Array(0);
  #kind = new Uint8Array(0);
  // Scratch for multi-token queries: accumulated BM25 and the documents touched.
  #acc = new Float64Array(0);
  #touched = new Int32Array(0);

  /** Live records. */
  get size(): number {
    return this.#byId.size;
  }

  /**
   * Adds or replaces a record, and keeps it (to hand out from {@link rank}).
   *
   * @param record - a frozen record (kept and handed out as it is)
   * @param stats - its term statistics, when the caller already has them
   */
  set(record: Readonly<MemoryRecord>, stats?: Stats): void {
    this.#put({ id: record.id, createdAt: record.createdAt, facts: rankingFacts(record) }, stats ?? termStatistics(indexableText(record)), record);
  }

  /**
   * Adds or replaces a document without keeping its record: the caller looks up the records
   * of the places {@link rankIds} keeps (a store that reads records from disk).
   *
   * @param entry - the record's id, `createdAt` and `rankingFacts(record)`
   * @param stats - the term statistics of `indexableText(record)`
   */
  setFacts(entry: IndexedFacts, stats: Stats): void {
    this.#put(entry, stats, undefined);
  }

  /**
   * {@link setFacts} with the term statistics as two parallel lists instead of an object: a
   * store building the index from persisted counts (store-fs's SQLite view at 100k records)
   * makes no object per record — those objects' property keys were interned strings kept in
   * the old generation, and the build's peak heap stayed resident (issue #20: the MCP server's
   * RSS at 100k). The lists are read, never kept, so a caller may reuse them between calls.
   *
   * @param entry - the record's id, `createdAt` and `rankingFacts(record)`
   * @param length - the number of tokens of `indexableText(record)` (its `termStatistics` length)
   * @param tokens - its distinct tokens, from index 0 to `count - 1`
   * @param counts - each token's count (≥ 1), at the same index
   * @param count - how many entries of `tokens` and `counts` are this record's
   */
  setFactsTerms(entry: IndexedFacts, length: number, tokens: readonly string[], counts: ArrayLike<number>, count: number): void {
    if (this.#byId.has(entry.id)) {
      // A replacement compares with the terms held: the object form's path (rare: a store's updates).
      const termFrequency: Record<string, number> = {};
      for (let i = 0; i < count; i++) termFrequency[tokens[i] as string] = counts[i] as number;
      this.#put(entry, { length, termFrequency }, undefined);
      return;
    }
    this.#add(entry, length, undefined, tokens, counts, count);
  }

  #put(entry: IndexedFacts, s: Stats, record: Readonly<MemoryRecord> | undefined): void {
    const old = this.#byId.get(entry.id);
    if (old !== undefined) {
      if (this.#length[old] === s.length && this.#sameTerms(old, s.termFrequency)) {
        this.#records[old] = record;
        this.#createdAt[old] = entry.createdAt;
        this.#writeFacts(old, entry.facts);
        return;
      }
      this.#kill(old);
    }
    const tokens = Object.keys(s.termFrequency);
    this.#add(
      entry,
      s.length,
      record,
      tokens,
      tokens.map((t) => s.termFrequency[t] as number),
      tokens.length,
    );
  }

  /** Adds a document under a new number (its id not live in the index). */
  #add(
    entry: IndexedFacts,
    length: number,
    record: Readonly<MemoryRecord> | undefined,
    tokens: readonly string[],
    counts: ArrayLike<number>,
    count: number,
  ): void {
    const doc = this.#next++;
    this.#ensure(doc + 1);
    this.#byId.set(entry.id, doc);
    this.#ids[doc] = entry.id;
    this.#records[doc] = record;
    this.#createdAt[doc] = entry.createdAt;
    this.#length[doc] = length;
    this.#totalLength += length;
    this.#writeFacts(doc, entry.facts);
    this.#termStart[doc] = this.#poolSize;
    this.#termCount[doc] = count;
    this.#growPool(this.#poolSize + count);
    for (let i = 0; i < count; i++) {
      const tf = counts[i] as number;
      const tid = this.#intern(tokens[i] as string);
      this.#poolToken = put(this.#poolToken, this.#poolSize, tid);
      this.#poolTf = put(this.#poolTf, this.#poolSize, tf);
      this.#poolSize++;
      this.#post(tid, doc, tf);
    }
  }

  /** Removes a record; a no-op for an unknown id. */
  delete(id: string): void {
    const doc = this.#byId.get(id);
    if (doc !== undefined) this.#kill(doc);
  }

  /** The record with this id, if indexed with its record. */
  get(id: string): Readonly<MemoryRecord> | undefined {
    const doc = this.#byId.get(id);
    return doc === undefined ? undefined : this.#records[doc];
  }

  /** True when a document with this id is indexed. */
  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** Every live record kept by the index (those given to {@link set}), in no particular order. */
  *records(): IterableIterator<Readonly<MemoryRecord>> {
    for (const doc of this.#byId.values()) {
      const r = this.#records[doc];
      if (r) yield r;
    }
  }

  /** The generic answer of `MemoryStore.search`: candidates with their statistics (documents indexed with their record). */
  candidates(tokens: readonly string[]): SearchCandidates {
    const wanted = [...new Set(tokens)];
    const documentFrequency: Record<string, number> = {};
    const seen = new Set<number>();
    const candidates: SearchCandidate[] = [];
    for (const token of wanted) {
      const tid = this.#tokenIds.get(token);
      const p = tid === undefined ? undefined : this.#postings[tid];
      documentFrequency[token] = p?.live ?? 0;
      if (!p) continue;
      for (let i = 0; i < p.size; i++) {
        const doc = p.docs[i] as number;
        if (this.#status[doc] === DEAD || seen.has(doc)) continue;
        seen.add(doc);
        const record = this.#records[doc];
        if (record) candidates.push({ record, termFrequency: this.#termsOf(doc), length: this.#length[doc] as number });
      }
    }
    const n = this.size;
    return { documents: n, averageLength: n === 0 ? 0 : this.#totalLength / n, documentFrequency, candidates };
  }

  /**
   * The best `limit` eligible records for `tokens`, in recall order: BM25 × origin weight ×
   * (0.5 + 0.5 × strength now), exactly as core ranks the candidates of `search`. Scores at
   * or below 0 and below `minScore` are dropped. Documents indexed without their record
   * ({@link setFacts}) are skipped: use {@link rankIds} for those.
   */
  rank(request: RankRequest): Ranked[] {
    const out: Ranked[] = [];
    for (const kept of this.#rankDocs(request)) {
      const record = this.#records[kept.doc];
      if (record) out.push({ record, score: kept.score });
    }
    return out;
  }

  /** {@link rank}'s places as ids, `createdAt` and scores, for documents indexed with or without their record. */
  rankIds(request: RankRequest): RankedId[] {
    return this.#rankDocs(request).map((k) => ({ id: k.record.id, createdAt: k.record.createdAt, score: k.score }));
  }

  #rankDocs(request: RankRequest): Kept[] {
    const n = this.size;
    const averageLength = n === 0 ? 0 : this.#totalLength / n;
    const best = new TopK<Kept>(request.limit);
    const offer = (doc: number, bm: number): void => {
      if (bm <= 0) return;
      const weight = this.#weight[doc] as number;
      const bound = bm * weight;
      if (bound < best.threshold || bound < request.minScore) return;
      if (
        !eligible(
          STATUSES[this.#status[doc] as number] as MemoryRecord['status'],
          KINDS[this.#kind[doc] as number] as MemoryRecord['kind'],
          this.#waits[doc] === 1,
          request.visibility,
        )
      )
        return;
      const score = rankScore(bm, weight, this.#strengthAt(doc, request.nowMs));
      if (score > 0 && score >= request.minScore)
        best.offer({ record: { id: this.#ids[doc] as string, createdAt: this.#createdAt[doc] as string }, score, doc });
    };
    const postings: [Posting, number][] = [];
    for (const token of request.tokens) {
      const tid = this.#tokenIds.get(token);
      const p = tid === undefined ? undefined : this.#postings[tid];
      if (p && p.live > 0) postings.push([p, idf(n, p.live)]);
    }
    if (postings.length === 1) {
      const [p, weight] = postings[0] as [Posting, number];
      for (let i = 0; i < p.size; i++) {
        const doc = p.docs[i] as number;
        if (this.#status[doc] === DEAD) continue;
        offer(doc, termScore(weight, p.tf[i] as number, lengthNorm(this.#length[doc] as number, averageLength)));
      }
      return best.sorted();
    }
    // Several tokens: accumulate each document's BM25 term by term, in query order (the
    // order the generic path adds them in), then offer each touched document once.
    this.#acc = grow(this.#acc, this.#next);
    this.#touched = grow(this.#touched, this.#next);
    const acc = this.#acc;
    const touched = this.#touched;
    let count = 0;
    for (const [p, weight] of postings) {
      for (let i = 0; i < p.size; i++) {
        const doc = p.docs[i] as number;
        if (this.#status[doc] === DEAD) continue;
        if (acc[doc] === 0) touched[count++] = doc;
        acc[doc] = (acc[doc] as number) + termScore(weight, p.tf[i] as number, lengthNorm(this.#length[doc] as number, averageLength));
      }
    }
    for (let i = 0; i < count; i++) {
      const doc = touched[i] as number;
      offer(doc, acc[doc] as number);
      acc[doc] = 0;
    }
    return best.sorted();
  }

  /** Strength now: `currentStrength`'s rule ({@link decayedStrength}) on the columns. */
  #strengthAt(doc: number, nowMs: number): number {
    return decayedStrength(this.#strength[doc] as number, this.#decayRate[doc] as number, this.#reinforcedAt[doc] as number, this.#decays[doc] === 1, nowMs);
  }

  #writeFacts(doc: number, facts: RankingFacts): void {
    this.#weight[doc] = facts.recallWeight;
    this.#strength[doc] = facts.strength;
    this.#decayRate[doc] = facts.decayRate;
    this.#reinforcedAt[doc] = facts.reinforcedAtMs;
    this.#decays[doc] = facts.decays ? 1 : 0;
    this.#waits[doc] = facts.waitsForPerson ? 1 : 0;
    this.#status[doc] = STATUS_CODE.get(facts.status) ?? FORGOTTEN;
    this.#kind[doc] = KIND_CODE.get(facts.kind) ?? 0;
  }

  #intern(token: string): number {
    let tid = this.#tokenIds.get(token);
    if (tid === undefined) {
      tid = this.#tokens.length;
      // A token cut from a longer string (setFactsTerms' callers slice it from a record's
      // counts) may keep that whole string alive in V8 (a slice of 13 characters or more):
      // the index keeps its own copy.
      const own = token.length >= 13 ? (JSON.parse(JSON.stringify(token)) as string) : token;
      this.#tokens.push(own);
      this.#tokenIds.set(own, tid);
    }
    return tid;
  }

  /** A document's term frequencies as an object (the generic `search` answer). */
  #termsOf(doc: number): Record<string, number> {
    const out: Record<string, number> = {};
    const start = this.#termStart[doc] as number;
    const end = start + (this.#termCount[doc] as number);
    for (let i = start; i < end; i++) out[this.#tokens[this.#poolToken[i] as number] as string] = this.#poolTf[i] as number;
    return out;
  }

  #sameTerms(doc: number, tf: Readonly<Record<string, number>>): boolean {
    const start = this.#termStart[doc] as number;
    const count = this.#termCount[doc] as number;
    if (Object.keys(tf).length !== count) return false;
    for (let i = start; i < start + count; i++) {
      if (tf[this.#tokens[this.#poolToken[i] as number] as string] !== this.#poolTf[i]) return false;
    }
    return true;
  }

  #post(tid: number, doc: number, tf: number): void {
    let p = this.#postings[tid];
    if (!p) this.#postings[tid] = p = { docs: new Int32Array(4), tf: new Uint8Array(4), size: 0, live: 0 };
    if (p.size === p.docs.length) {
      p.docs = grow(p.docs, p.size + 1);
      p.tf = grow(p.tf, p.size + 1);
    }
    p.docs[p.size] = doc;
    p.tf = put(p.tf, p.size, tf);
    p.size++;
    p.live++;
  }

  #kill(doc: number): void {
    const start = this.#termStart[doc] as number;
    const end = start + (this.#termCount[doc] as number);
    for (let i = start; i < end; i++) (this.#postings[this.#poolToken[i] as number] as Posting).live--;
    this.#byId.delete(this.#ids[doc] as string);
    this.#totalLength -= this.#length[doc] as number;
    this.#records[doc] = undefined;
    this.#ids[doc] = undefined;
    this.#status[doc] = DEAD;
    this.#dead++;
    if (this.#dead > 1024 && this.#dead > this.size) this.#compact();
  }

  /** Renumbers the live documents densely and rebuilds the postings and the term pool without the dead. */
  #compact(): void {
    const live = [...this.#byId.values()].sort((a, b) => a - b);
    const old = {
      records: this.#records,
      ids: this.#ids,
      createdAt: this.#createdAt,
      termStart: this.#termStart,
      termCount: this.#termCount,
      poolToken: this.#poolToken,
      poolTf: this.#poolTf,
      length: this.#length,
      weight: this.#weight,
      strength: this.#strength,
      decayRate: this.#decayRate,
      reinforcedAt: this.#reinforcedAt,
      decays: this.#decays,
      waits: this.#waits,
      status: this.#status,
      kind: this.#kind,
    };
    this.#records = [];
    this.#ids = [];
    this.#createdAt = [];
    this.#postings = [];
    this.#next = 0;
    this.#dead = 0;
    this.#poolSize = 0;
    let terms = 0;
    for (const from of live) terms += old.termCount[from] as number;
    // Of the old pool's kinds: every value it holds fits them.
    this.#poolToken = new (old.poolToken.constructor as new (n: number) => Counts)(terms);
    this.#poolTf = new (old.poolTf.constructor as new (n: number) => Counts)(terms);
    this.#termStart = new Int32Array(live.length);
    this.#termCount = new Int32Array(live.length);
    this.#length = new Float64Array(live.length);
    this.#weight = new Float64Array(live.length);
    this.#strength = new Float64Array(live.length);
    this.#decayRate = new Float64Array(live.length);
    this.#reinforcedAt = new Float64Array(live.length);
    this.#decays = new Uint8Array(live.length);
    this.#waits = new Uint8Array(live.length);
    this.#status = new Uint8Array(live.length);
    this.#kind = new Uint8Array(live.length);
    for (const from of live) {
      const doc = this.#next++;
      const id = old.ids[from] as string;
      this.#byId.set(id, doc);
      this.#ids[doc] = id;
      this.#records[doc] = old.records[from];
      this.#createdAt[doc] = old.createdAt[from] as string;
      this.#length[doc] = old.length[from] as number;
      this.#weight[doc] = old.weight[from] as number;
      this.#strength[doc] = old.strength[from] as number;
      this.#decayRate[doc] = old.decayRate[from] as number;
      this.#reinforcedAt[doc] = old.reinforcedAt[from] as number;
      this.#decays[doc] = old.decays[from] as number;
      this.#waits[doc] = old.waits[from] as number;
      this.#status[doc] = old.status[from] as number;
      this.#kind[doc] = old.kind[from] as number;
      const start = old.termStart[from] as number;
      const count = old.termCount[from] as number;
      this.#termStart[doc] = this.#poolSize;
      this.#termCount[doc] = count;
      for (let i = start; i < start + count; i++) {
        const tid = old.poolToken[i] as number;
        const tf = old.poolTf[i] as number;
        this.#poolToken[this.#poolSize] = tid;
        this.#poolTf[this.#poolSize] = tf;
        this.#poolSize++;
        this.#post(tid, doc, tf);
      }
    }
  }

  /**
   * Drops the spare capacity that growing by doubling left in every array (up to half of each):
   * for a store that builds its index in one pass and then mostly reads it (issue #20: the MCP
   * server at 100k records). The next addition grows them again.
   */
  trim(): void {
    this.#poolToken = exactly(this.#poolToken, this.#poolSize);
    this.#poolTf = exactly(this.#poolTf, this.#poolSize);
    for (const p of this.#postings) {
      if (!p) continue;
      p.docs = exactly(p.docs, p.size);
      p.tf = exactly(p.tf, p.size);
    }
    const n = this.#next;
    this.#termStart = exactly(this.#termStart, n);
    this.#termCount = exactly(this.#termCount, n);
    this.#length = exactly(this.#length, n);
    this.#weight = exactly(this.#weight, n);
    this.#strength = exactly(this.#strength, n);
    this.#decayRate = exactly(this.#decayRate, n);
    this.#reinforcedAt = exactly(this.#reinforcedAt, n);
    this.#decays = exactly(this.#decays, n);
    this.#waits = exactly(this.#waits, n);
    this.#status = exactly(this.#status, n);
    this.#kind = exactly(this.#kind, n);
  }

  #growPool(size: number): void {
    this.#poolToken = grow(this.#poolToken, size);
    this.#poolTf = grow(this.#poolTf, size);
  }

  #ensure(size: number): void {
    this.#termStart = grow(this.#termStart, size);
    this.#termCount = grow(this.#termCount, size);
    this.#length = grow(this.#length, size);
    this.#weight = grow(this.#weight, size);
    this.#strength = grow(this.#strength, size);
    this.#decayRate = grow(this.#decayRate, size);
    this.#reinforcedAt = grow(this.#reinforcedAt, size);
    this.#decays = grow(this.#decays, size);
    this.#waits = grow(this.#waits, size);
    this.#status = grow(this.#status, size);
    this.#kind = grow(this.#kind, size);
  }
}
