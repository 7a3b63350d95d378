import { decayedStrength } from '../decay/strength.js';
import { needsConfirmation } from '../policy/promotion.js';
import { POLICY } from '../policy/policy.js';
import { type MemoryRecord, STATUSES } from '../schema/record.js';
import { KINDS } from '../schema/request.js';
import type { SearchCandidate, SearchCandidates } from '../store/MemoryStore.js';
import { idf, lengthNorm, termScore } from './bm25.js';
import { indexableText } from './indexableText.js';
import { termStatistics } from './tokenize.js';
import { rankScore } from './rankingFacts.js';
import { type Ranked, TopK } from './topK.js';
import type { RankRequest } from './RankRequest.js';
import { eligible } from './visibility.js';

/** One token's postings: document numbers and term frequencies, in insertion order. */
interface Posting {
  docs: Int32Array;
  tf: Int32Array;
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

function grow<T extends Int32Array | Float64Array | Uint8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 64));
  next.set(array);
  return next;
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
 * Records must be frozen (`deepFreeze`): the index keeps them and hands them out.
 * A replaced record whose indexed tokens did not change (a reinforcement, a confirm, a status
 * change) is updated in place; otherwise its old document is marked dead and skipped, and
 * dead documents are compacted away once they outnumber the live ones.
 */
export class RecallIndex {
  #records: (Readonly<MemoryRecord> | undefined)[] = [];
  #tfs: (Readonly<Record<string, number>> | undefined)[] = [];
  readonly #byId = new Map<string, number>();
  #postings = new Map<string, Posting>();
  #next = 0;
  #dead = 0;
  #totalLength = 0;
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
   * Adds or replaces a record.
   *
   * @param record - a frozen record (kept and handed out as it is)
   * @param stats - its term statistics, when the caller already has them
   */
  set(record: Readonly<MemoryRecord>, stats?: { termFrequency: Readonly<Record<string, number>>; length: number }): void {
    const s = stats ?? termStatistics(indexableText(record));
    const old = this.#byId.get(record.id);
    if (old !== undefined) {
      if (this.#length[old] === s.length && sameTerms(this.#tfs[old] as Readonly<Record<string, number>>, s.termFrequency)) {
        this.#records[old] = record;
        this.#writeFacts(old, record);
        return;
      }
      this.#kill(old);
    }
    const doc = this.#next++;
    this.#ensure(doc + 1);
    this.#byId.set(record.id, doc);
    this.#records[doc] = record;
    this.#tfs[doc] = s.termFrequency;
    this.#length[doc] = s.length;
    this.#totalLength += s.length;
    this.#writeFacts(doc, record);
    for (const token of Object.keys(s.termFrequency)) this.#post(token, doc, s.termFrequency[token] as number);
  }

  /** Removes a record; a no-op for an unknown id. */
  delete(id: string): void {
    const doc = this.#byId.get(id);
    if (doc !== undefined) this.#kill(doc);
  }

  /** The record with this id, if indexed. */
  get(id: string): Readonly<MemoryRecord> | undefined {
    const doc = this.#byId.get(id);
    return doc === undefined ? undefined : this.#records[doc];
  }

  /** Every live record, in no particular order. */
  *records(): IterableIterator<Readonly<MemoryRecord>> {
    for (const doc of this.#byId.values()) yield this.#records[doc] as Readonly<MemoryRecord>;
  }

  /** The generic answer of `MemoryStore.search`: candidates with their statistics. */
  candidates(tokens: readonly string[]): SearchCandidates {
    const wanted = [...new Set(tokens)];
    const documentFrequency: Record<string, number> = {};
    const seen = new Set<number>();
    const candidates: SearchCandidate[] = [];
    for (const token of wanted) {
      const p = this.#postings.get(token);
      documentFrequency[token] = p?.live ?? 0;
      if (!p) continue;
      for (let i = 0; i < p.size; i++) {
        const doc = p.docs[i] as number;
        if (this.#status[doc] === DEAD || seen.has(doc)) continue;
        seen.add(doc);
        candidates.push({ record: this.#records[doc] as Readonly<MemoryRecord>, termFrequency: this.#tfs[doc] as Readonly<Record<string, number>>, length: this.#length[doc] as number });
      }
    }
    const n = this.size;
    return { documents: n, averageLength: n === 0 ? 0 : this.#totalLength / n, documentFrequency, candidates };
  }

  /**
   * The best `limit` eligible records for `tokens`, in recall order: BM25 × origin weight ×
   * (0.5 + 0.5 × strength now), exactly as core ranks the candidates of `search`. Scores at
   * or below 0 and below `minScore` are dropped.
   */
  rank(request: RankRequest): Ranked[] {
    const n = this.size;
    const averageLength = n === 0 ? 0 : this.#totalLength / n;
    const best = new TopK(request.limit);
    const offer = (doc: number, bm: number): void => {
      if (bm <= 0) return;
      const weight = this.#weight[doc] as number;
      const bound = bm * weight;
      if (bound < best.threshold || bound < request.minScore) return;
      if (!eligible(STATUSES[this.#status[doc] as number] as MemoryRecord['status'], KINDS[this.#kind[doc] as number] as MemoryRecord['kind'], this.#waits[doc] === 1, request.visibility)) return;
      const score = rankScore(bm, weight, this.#strengthAt(doc, request.nowMs));
      if (score > 0 && score >= request.minScore) best.offer({ record: this.#records[doc] as Readonly<MemoryRecord>, score });
    };
    const postings: [Posting, number][] = [];
    for (const token of request.tokens) {
      const p = this.#postings.get(token);
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

  #writeFacts(doc: number, record: Readonly<MemoryRecord>): void {
    this.#weight[doc] = POLICY[record.origin].recallWeight;
    this.#strength[doc] = record.strength;
    this.#decayRate[doc] = record.decayRate;
    this.#reinforcedAt[doc] = Date.parse(record.reinforcedAt);
    this.#decays[doc] = record.pinned || record.stable ? 0 : 1;
    this.#waits[doc] = needsConfirmation(record) ? 1 : 0;
    this.#status[doc] = STATUS_CODE.get(record.status) ?? FORGOTTEN;
    this.#kind[doc] = KIND_CODE.get(record.kind) ?? 0;
  }

  #post(token: string, doc: number, tf: number): void {
    let p = this.#postings.get(token);
    if (!p) this.#postings.set(token, (p = { docs: new Int32Array(4), tf: new Int32Array(4), size: 0, live: 0 }));
    if (p.size === p.docs.length) {
      p.docs = grow(p.docs, p.size + 1);
      p.tf = grow(p.tf, p.size + 1);
    }
    p.docs[p.size] = doc;
    p.tf[p.size] = tf;
    p.size++;
    p.live++;
  }

  #kill(doc: number): void {
    const record = this.#records[doc] as Readonly<MemoryRecord>;
    for (const token of Object.keys(this.#tfs[doc] ?? {})) {
      const p = this.#postings.get(token) as Posting;
      p.live--;
    }
    this.#byId.delete(record.id);
    this.#totalLength -= this.#length[doc] as number;
    this.#records[doc] = undefined;
    this.#tfs[doc] = undefined;
    this.#status[doc] = DEAD;
    this.#dead++;
    if (this.#dead > 1024 && this.#dead > this.size) this.#compact();
  }

  /** Renumbers the live documents densely and rebuilds the postings without the dead. */
  #compact(): void {
    const records = this.#records;
    const tfs = this.#tfs;
    const live = [...this.#byId.values()].sort((a, b) => a - b);
    const old = { length: this.#length, weight: this.#weight, strength: this.#strength, decayRate: this.#decayRate, reinforcedAt: this.#reinforcedAt, decays: this.#decays, waits: this.#waits, status: this.#status, kind: this.#kind };
    this.#records = [];
    this.#tfs = [];
    this.#postings = new Map();
    this.#next = 0;
    this.#dead = 0;
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
      const record = records[from] as Readonly<MemoryRecord>;
      const tf = tfs[from] as Readonly<Record<string, number>>;
      this.#byId.set(record.id, doc);
      this.#records[doc] = record;
      this.#tfs[doc] = tf;
      this.#length[doc] = old.length[from] as number;
      this.#weight[doc] = old.weight[from] as number;
      this.#strength[doc] = old.strength[from] as number;
      this.#decayRate[doc] = old.decayRate[from] as number;
      this.#reinforcedAt[doc] = old.reinforcedAt[from] as number;
      this.#decays[doc] = old.decays[from] as number;
      this.#waits[doc] = old.waits[from] as number;
      this.#status[doc] = old.status[from] as number;
      this.#kind[doc] = old.kind[from] as number;
      for (const token of Object.keys(tf)) this.#post(token, doc, tf[token] as number);
    }
  }

  #ensure(size: number): void {
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

function sameTerms(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}
