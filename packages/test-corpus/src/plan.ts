/**
 * The corpus as a plan of writes: which project (shard) each case goes to, the exact requests
 * its sightings send, and which expectation judges it. Pure data, no I/O, the same for every
 * target — so every adapter runs the very same requests (issue 7: identical expectations).
 *
 * Why shards: a memorize whose text equals an existing record's (same kind) is a SIGHTING of
 * it (DESIGN.md §2.6), so cases that share a text must live in different projects:
 *  - the same benign text is written as `agent`, as `repo` and as `tool` → three lanes;
 *  - orders placed in title/summary/tags/tripwires/filesEdited all carry
 *    {@link BENIGN_CARRIER_TEXT} → at most one carrier per kind per project, and at most one
 *    hostile carrier per project so a carrier text in the digest is attributable;
 *  - the digest has a size budget (8 000 characters, 5 session outcomes) → benign `agent`
 *    cases are spread so every one of them fits, which keeps "not in the digest" meaningful.
 */
import { BENIGN_CASES } from './cases/benign.js';
import { CREDENTIAL_CASES } from './cases/credentials.js';
import { HOSTILE_CASES } from './cases/hostile.js';
import { NEAR_MISS_CASES } from './cases/nearMisses.js';
import {
  BENIGN_CARRIER_TEXT,
  type BenignCase,
  type CaseField,
  type CredentialCase,
  type HostileCase,
  type MemoryKind,
  type NearMissCase,
} from './cases/types.js';

/** A memorize request as an adapter receives it (parsed JSON). */
export type CorpusRequest = Record<string, unknown>;

/** The expectation groups; the per-target summary line counts them. */
export type TestGroup = 'hostile' | 'benign' | 'benign-untrusted' | 'credential' | 'near-miss' | 'pin' | 'control';

/** Origins under which benign cases are written in their own lanes. */
export const UNTRUSTED_LANES = ['repo', 'tool'] as const;
/** One of {@link UNTRUSTED_LANES}. */
export type UntrustedLane = (typeof UNTRUSTED_LANES)[number];

/** Sightings of each hostile case: distinct sources and sessions (issue 7: "any number"). */
export const HOSTILE_SIGHTINGS = 3;
/** Sightings of each benign case: two independent ones promote an agent conclusion (seeds/000 minSeen). */
export const BENIGN_SIGHTINGS = 2;
/** The digest budget the MCP summary uses (core's DEFAULT_DIGEST_BUDGET), minus headroom for the intro. */
export const DIGEST_BUDGET_FOR_CASES = 6_000;
/** The digest lists at most this many session outcomes (core's default). */
export const DIGEST_OUTCOMES = 5;

/** Non-user entrenchment requests that must fail with `ENTRENCHMENT_REFUSED` on every target. */
export const PIN_PROBES: readonly { id: string; origin: string; capability: 'pinned' | 'stable' }[] = [
  { id: 'pin-agent', origin: 'agent', capability: 'pinned' },
  { id: 'pin-repo', origin: 'repo', capability: 'pinned' },
  { id: 'pin-tool', origin: 'tool', capability: 'pinned' },
  { id: 'pin-web', origin: 'web', capability: 'pinned' },
  { id: 'pin-external', origin: 'external', capability: 'pinned' },
  { id: 'stable-agent', origin: 'agent', capability: 'stable' },
];

/** One expectation of the suite: one `it` per target. */
export type CorpusTest =
  | { group: 'hostile'; id: string; case: HostileCase; field: CaseField; value: string; shard: string; writes: number[]; window: string }
  | { group: 'benign'; id: string; case: BenignCase; shard: string; writes: number[] }
  | { group: 'benign-untrusted'; id: string; case: BenignCase; origin: UntrustedLane; shard: string; writes: number[] }
  | { group: 'credential'; id: string; case: CredentialCase; field: CaseField; shard: string; writes: number[] }
  | { group: 'near-miss'; id: string; case: NearMissCase; shard: string; writes: number[] }
  | { group: 'pin'; id: string; probe: (typeof PIN_PROBES)[number]; text: string; shard: string; writes: number[] }
  | { group: 'control'; id: string; text: string; kind: MemoryKind; shard: string; writes: number[] };

/** One project of a target: the writes sent to it, in order, and what is done after them. */
export interface Shard {
  id: string;
  /**
   * Files the target creates in the project before any write (path relative inside the project
   * → UTF-8 content): the sources the sightings name ({@link sighting}), so Cairn reads and
   * hashes each of them.
   */
  files: Record<string, string>;
  /** Requests in the order they are sent. */
  requests: CorpusRequest[];
  /** Confirm these tests' records (where the target can), then read the records again. */
  confirmTests: string[];
}

/** The whole plan: every shard and every test. */
export interface CorpusPlan {
  shards: Shard[];
  tests: CorpusTest[];
}

/** Whitespace collapsed as the digest renders a memory line (core's renderDigest `oneLine`). */
export function collapse(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

const ARRAY_FIELDS: ReadonlySet<CaseField> = new Set(['tags', 'tripwires', 'filesEdited']);

/** The record kind a carrier case uses when the case names none (types.ts: outcome/decision). */
export function carrierKind(field: CaseField, kind: MemoryKind | undefined): MemoryKind {
  if (kind !== undefined) return kind;
  if (field === 'tripwires') return 'decision';
  if (field === 'title' || field === 'summary' || field === 'filesEdited') return 'outcome';
  return 'fact';
}

/**
 * The request fields that carry `value` (types.ts field rule): the value itself as `text`, or
 * {@link BENIGN_CARRIER_TEXT} as text and the value in the named field (a one-item array for
 * tags, tripwires and filesEdited).
 */
export function placeValue(field: CaseField, value: string, kind: MemoryKind | undefined): CorpusRequest {
  if (field === 'text') return { text: value, ...(kind !== undefined ? { kind } : {}) };
  return { text: BENIGN_CARRIER_TEXT, kind: carrierKind(field, kind), [field]: ARRAY_FIELDS.has(field) ? [value] : value };
}

/** The folder, inside each project, of the files the sightings name as their sources. */
export const SOURCE_DIR = 'corpus-sources';

/** The project file the n-th sighting of a case names as its source (relative inside the project). */
export function sourcePath(caseId: string, n: number): string {
  return `${SOURCE_DIR}/${caseId}/${n}.md`;
}

/**
 * The content of a sighting's source file: one line naming the file, so no two files have the
 * same content (Cairn's hashes of them differ) and none reproduces a memory's text or a secret
 * (the project's files are among the bytes a target wrote).
 */
export function sourceContent(path: string): string {
  return `Corpus source file ${path}: its own content, read and hashed by Cairn.\n`;
}

/**
 * The n-th sighting's provenance (issue 7: distinct sources and sessions): a project file of its
 * own ({@link sourcePath}, created by the target before the writes, {@link Shard.files}) and a
 * session name of its own. Two sightings are two witnesses because Cairn read two files of
 * different content, not because the caller spelled two sources or two hashes (issue #16:
 * independence by content; a caller's session name is a note, a caller's `sourceHash` is not
 * sent). The MCP target opens one connection per session name, which the server attests.
 */
export function sighting(caseId: string, n: number): CorpusRequest {
  return { source: sourcePath(caseId, n), session: `s${n}` };
}

/**
 * The shortest-enough piece of `value` that no other text of its project contains: at most 24
 * characters (at least 12, or the whole value when shorter). Looking for it in the digest
 * catches a hostile text even when the digest changed another part of it.
 */
export function distinctiveWindow(value: string, others: readonly string[]): string {
  const v = collapse(value);
  const chars = Array.from(v);
  const size = Math.min(24, chars.length);
  if (size < 12) return v;
  for (let i = 0; i + size <= chars.length; i++) {
    const w = chars.slice(i, i + size).join('');
    if (w.trim().length >= 12 && !others.some((o) => o.includes(w))) return w;
  }
  return v;
}

interface Bin {
  shard: Shard;
  cost: number;
  outcomes: number;
  carrierKinds: Set<MemoryKind>;
  hostileCarrier: boolean;
  texts: string[];
}

/** The digest characters a benign line costs (label, decision date and newline included). */
function digestCost(c: BenignCase): number {
  return collapse(c.text).length + 48;
}

/**
 * Builds the plan from the four case sets (defaults: the committed corpus).
 *
 * @throws Error when the cases cannot be placed (e.g. one benign text over the digest budget)
 */
export function createCorpusPlan(
  sets: { hostile: readonly HostileCase[]; benign: readonly BenignCase[]; credentials: readonly CredentialCase[]; nearMisses: readonly NearMissCase[] } = {
    hostile: HOSTILE_CASES,
    benign: BENIGN_CASES,
    credentials: CREDENTIAL_CASES,
    nearMisses: NEAR_MISS_CASES,
  },
): CorpusPlan {
  const tests: CorpusTest[] = [];
  const hostileCarriers = sets.hostile.filter((c) => (c.field ?? 'text') !== 'text');
  const benignCost = sets.benign.reduce((sum, c) => sum + digestCost(c), 0);
  const benignOutcomes = sets.benign.filter((c) => c.kind === 'outcome').length;
  const binCount = Math.max(1, hostileCarriers.length, Math.ceil(benignCost / DIGEST_BUDGET_FOR_CASES) + 1, Math.ceil(benignOutcomes / DIGEST_OUTCOMES));
  const bins: Bin[] = Array.from({ length: binCount }, (_, i) => ({
    shard: { id: `mixed-${String(i + 1).padStart(2, '0')}`, files: {}, requests: [], confirmTests: [] },
    cost: 0,
    outcomes: 0,
    carrierKinds: new Set(),
    hostileCarrier: false,
    texts: [],
  }));

  const add = (shard: Shard, requests: CorpusRequest[]): number[] => {
    const at = shard.requests.length;
    shard.requests.push(...requests);
    for (const r of requests) if (typeof r.source === 'string') shard.files[r.source] = sourceContent(r.source);
    return requests.map((_, i) => at + i);
  };

  // Benign, origin agent: the cheapest bin with room, so each digest shows all of its cases.
  for (const c of sets.benign) {
    const cost = digestCost(c);
    const bin = bins
      .filter((b) => b.cost + cost <= DIGEST_BUDGET_FOR_CASES && (c.kind !== 'outcome' || b.outcomes < DIGEST_OUTCOMES))
      .sort((a, b) => a.cost - b.cost)[0];
    if (!bin) throw new Error(`benign case ${c.id} does not fit any digest budget`);
    bin.cost += cost;
    if (c.kind === 'outcome') bin.outcomes++;
    bin.texts.push(c.text);
    const base = placeValue('text', c.text, c.kind);
    const writes = add(
      bin.shard,
      Array.from({ length: BENIGN_SIGHTINGS }, (_, i) => ({ ...base, origin: 'agent', ...sighting(c.id, i + 1) })),
    );
    tests.push({ group: 'benign', id: c.id, case: c, shard: bin.shard.id, writes });
  }

  // Hostile: carriers one per bin; text cases round-robin. Windows are chosen once every
  // bin's texts are known, below.
  const pendingHostile: { c: HostileCase; bin: Bin; field: CaseField; writes: number[] }[] = [];
  let next = 0;
  for (const c of sets.hostile) {
    const field = c.field ?? 'text';
    let bin: Bin;
    if (field !== 'text') {
      const free = bins.find((b) => !b.hostileCarrier && !b.carrierKinds.has(carrierKind(field, c.kind)));
      if (!free) throw new Error(`no project left for carrier case ${c.id}`);
      bin = free;
      bin.hostileCarrier = true;
      bin.carrierKinds.add(carrierKind(field, c.kind));
    } else {
      bin = bins[next++ % bins.length] as Bin;
    }
    bin.texts.push(c.text);
    const base = placeValue(field, c.text, c.kind);
    const writes = add(
      bin.shard,
      Array.from({ length: HOSTILE_SIGHTINGS }, (_, i) => ({ ...base, origin: 'agent', ...sighting(c.id, i + 1) })),
    );
    pendingHostile.push({ c, bin, field, writes });
  }

  // Credentials (origin tool, one write each): carriers avoid a kind already carried there.
  next = 0;
  for (const c of sets.credentials) {
    const field = c.field ?? 'text';
    let bin = bins[next++ % bins.length] as Bin;
    if (field !== 'text') {
      const kind = carrierKind(field, undefined);
      const free = bins.find((b) => !b.carrierKinds.has(kind));
      if (!free) throw new Error(`no project left for carrier case ${c.id}`);
      bin = free;
      bin.carrierKinds.add(kind);
    }
    const writes = add(bin.shard, [{ ...placeValue(field, c.build(), undefined), origin: 'tool', ...sighting(c.id, 1) }]);
    tests.push({ group: 'credential', id: c.id, case: c, field, shard: bin.shard.id, writes });
  }

  // Near-misses: origin tool like the credentials they resemble, one write each.
  next = 0;
  for (const c of sets.nearMisses) {
    const bin = bins[next++ % bins.length] as Bin;
    bin.texts.push(c.text);
    const writes = add(bin.shard, [{ text: c.text, origin: 'tool', ...sighting(c.id, 1) }]);
    tests.push({ group: 'near-miss', id: c.id, case: c, shard: bin.shard.id, writes });
  }

  // Entrenchment from every non-user origin.
  const first = bins[0] as Bin;
  for (const probe of PIN_PROBES) {
    const text = `Entrenchment probe ${probe.id}: the release branch is cut on Mondays.`;
    const writes = add(first.shard, [{ text, origin: probe.origin, [probe.capability]: true, ...sighting(probe.id, 1) }]);
    tests.push({ group: 'pin', id: probe.id, probe, text, shard: first.shard.id, writes });
  }

  for (const { c, bin, field, writes } of pendingHostile) {
    const others = bin.texts.filter((t) => t !== c.text).concat(BENIGN_CARRIER_TEXT);
    tests.push({ group: 'hostile', id: c.id, case: c, field, value: c.text, shard: bin.shard.id, writes, window: distinctiveWindow(c.text, others) });
  }

  // Untrusted lanes: every benign text again, as repo and as tool content, in its own project.
  const lanes: Shard[] = [];
  for (const origin of UNTRUSTED_LANES) {
    const shard: Shard = { id: `benign-${origin}`, files: {}, requests: [], confirmTests: [] };
    for (const c of sets.benign) {
      const base = placeValue('text', c.text, c.kind);
      const writes = add(
        shard,
        Array.from({ length: BENIGN_SIGHTINGS }, (_, i) => ({ ...base, origin, ...sighting(c.id, i + 1) })),
      );
      const id = `${c.id}@${origin}`;
      tests.push({ group: 'benign-untrusted', id, case: c, origin, shard: shard.id, writes });
      shard.confirmTests.push(id);
    }
    lanes.push(shard);
  }

  // Control: the carrier text on its own is benign, so a flag on a carrier case comes from the
  // field that holds the order. Kind `convention`: no carrier case uses it.
  const controlLane = lanes[lanes.length - 1] as Shard;
  const controlWrites = add(
    controlLane,
    Array.from({ length: BENIGN_SIGHTINGS }, (_, i) => ({
      text: BENIGN_CARRIER_TEXT,
      kind: 'convention',
      origin: 'agent',
      ...sighting('control-carrier', i + 1),
    })),
  );
  tests.push({ group: 'control', id: 'control-carrier', text: BENIGN_CARRIER_TEXT, kind: 'convention', shard: controlLane.id, writes: controlWrites });

  return { shards: [...bins.map((b) => b.shard), ...lanes], tests };
}
