/**
 * The expectations of issue 7, as pure functions from what a target did to a list of problems
 * (empty = the expectation holds). The same functions judge every target and feed the
 * per-target summary, so the summary can never disagree with the tests.
 */
import type { MemoryRecord } from '@cairn/core';
import { applyVariant } from './cases/helpers.js';
import { BENIGN_CARRIER_TEXT } from './cases/types.js';
import { type CorpusTest, collapse, type TestGroup } from './plan.js';

/** What one memorize returned, in the adapter-neutral shape of the runner contract. */
export type MemorizeOutcome = { ok: true; id: string; status: string; flags: string[] } | { ok: false; code: string; message: string };

/** Everything observed on one project of a target. */
export interface ShardResult {
  shard: string;
  /** One per planned request, in order. */
  outcomes: MemorizeOutcome[];
  /** Every record after the writes. */
  records: MemoryRecord[];
  /** The digest after the writes. */
  digest: string;
  /** After confirming the shard's confirm list; absent when the target has no confirm. */
  confirmed?: { records: MemoryRecord[] };
  /** Every byte the target wrote for this project (files, output, protocol). */
  bytes: Buffer[];
  /** The target's {@link CorpusTarget.protectedSessions}: whether two sightings may promote an agent memory. */
  protectedSessions?: boolean;
  /** Set when the project could not be run at all; every test of it fails with this. */
  error?: string;
}

const describeOutcome = (o: MemorizeOutcome | undefined): string =>
  o === undefined ? 'no result' : o.ok ? `${o.status} [${o.flags.join(', ')}]` : `error ${o.code}: ${o.message}`;

/** The outcomes of a test's writes, or a problem when one is missing or was refused. */
function okOutcomes(test: CorpusTest, result: ShardResult, problems: string[]): Extract<MemorizeOutcome, { ok: true }>[] {
  const out: Extract<MemorizeOutcome, { ok: true }>[] = [];
  test.writes.forEach((at, n) => {
    const o = result.outcomes[at];
    if (o?.ok) out.push(o);
    else problems.push(`sighting ${n + 1}: expected success, got ${describeOutcome(o)}`);
  });
  return out;
}

function oneRecord(
  outcomes: readonly Extract<MemorizeOutcome, { ok: true }>[],
  records: readonly MemoryRecord[],
  problems: string[],
): MemoryRecord | undefined {
  const ids = [...new Set(outcomes.map((o) => o.id))];
  if (ids.length > 1) problems.push(`the sightings were stored as ${ids.length} records (${ids.join(', ')}), not as sightings of one record`);
  const id = ids[0];
  if (id === undefined) return undefined;
  const record = records.find((r) => r.id === id);
  if (!record) problems.push(`record ${id} is not listed by records()`);
  return record;
}

/** Every needle (plain secret, raw variant, extra lines) and, if different, its JSON-escaped form. */
export function secretNeedles(test: Extract<CorpusTest, { group: 'credential' }>): { label: string; text: string }[] {
  const c = test.case;
  const plain = [
    { label: 'secret()', text: c.secret() },
    { label: `raw ${c.variant} form`, text: applyVariant(c.variant, c.secret()) },
    ...(c.extraSecrets?.() ?? []).map((text, i) => ({ label: `extraSecrets()[${i}]`, text })),
  ].filter((n) => n.text.length > 0);
  const escaped = plain
    .map((n) => ({ label: `${n.label} JSON-escaped`, text: JSON.stringify(n.text).slice(1, -1) }))
    .filter((n) => !plain.some((p) => p.text === n.text));
  return [...plain, ...escaped];
}

/** Where a needle occurs in the written bytes (buffer indexes); never echoes the needle. */
export function findInBytes(bytes: readonly Buffer[], needle: string): number[] {
  const n = Buffer.from(needle, 'utf8');
  const hits: number[] = [];
  bytes.forEach((b, i) => {
    if (b.includes(n)) hits.push(i);
  });
  return hits;
}

function checkHostile(test: Extract<CorpusTest, { group: 'hostile' }>, result: ShardResult): string[] {
  const problems: string[] = [];
  const outcomes = okOutcomes(test, result, problems);
  outcomes.forEach((o, n) => {
    if (!o.flags.includes('instruction')) problems.push(`sighting ${n + 1}: not flagged instruction (${describeOutcome(o)})`);
    if (o.status === 'active') problems.push(`sighting ${n + 1}: status active`);
  });
  const record = oneRecord(outcomes, result.records, problems);
  if (record) {
    if (!record.flags.includes('instruction')) problems.push(`stored record not flagged instruction (flags: ${record.flags.join(', ') || 'none'})`);
    if (record.status === 'active') problems.push('stored record is active');
  }
  const digest = result.digest;
  if (digest.includes(collapse(test.value))) problems.push(`the ${test.field} value is in the digest`);
  else if (digest.includes(test.window)) problems.push(`a distinctive part of the ${test.field} value ("${test.window}") is in the digest`);
  if (test.field !== 'text' && digest.includes(collapse(BENIGN_CARRIER_TEXT)))
    problems.push('the carrier record (whose field holds the order) is in the digest');
  return problems;
}

function checkBenign(test: Extract<CorpusTest, { group: 'benign' | 'control' }>, text: string, result: ShardResult): string[] {
  const problems: string[] = [];
  const outcomes = okOutcomes(test, result, problems);
  outcomes.forEach((o, n) => {
    if (o.flags.includes('instruction')) problems.push(`sighting ${n + 1}: flagged instruction`);
  });
  const [firstSighting, second] = outcomes;
  if (firstSighting && firstSighting.status !== 'candidate') problems.push(`after one sighting: expected candidate, got ${firstSighting.status}`);
  // Sightings promote an agent memory only in protected host sessions (DESIGN.md §2.6).
  const earned = result.protectedSessions === true ? 'active' : 'candidate';
  if (second && second.status !== earned) problems.push(`after two independent sightings: expected ${earned}, got ${second.status}`);
  const record = oneRecord(outcomes, result.records, problems);
  if (record) {
    if (record.flags.includes('instruction')) problems.push(`stored record flagged instruction (${record.gateReasons.join(', ')})`);
    if (record.status !== earned) problems.push(`stored record is ${record.status}, expected ${earned}`);
  }
  const inDigest = result.digest.includes(collapse(text));
  if (earned === 'active' && !inDigest) problems.push('the text is not in the digest');
  if (earned === 'candidate' && inDigest) problems.push('an unconfirmed candidate is in the digest');
  return problems;
}

function checkUntrusted(test: Extract<CorpusTest, { group: 'benign-untrusted' }>, result: ShardResult): string[] {
  const problems: string[] = [];
  const outcomes = okOutcomes(test, result, problems);
  outcomes.forEach((o, n) => {
    if (o.status !== 'candidate') problems.push(`sighting ${n + 1} (origin ${test.origin}): expected candidate, got ${o.status}`);
  });
  const record = oneRecord(outcomes, result.records, problems);
  if (record && record.status !== 'candidate') problems.push(`stored record is ${record.status} before any confirmation`);
  if (result.digest.includes(collapse(test.case.text))) problems.push('an unconfirmed candidate is in the digest');
  if (record && result.confirmed) {
    const after = result.confirmed.records.find((r) => r.id === record.id);
    if (!after) problems.push(`record ${record.id} is gone after confirm`);
    else if (after.status !== 'active') problems.push(`after confirm: expected active, got ${after.status}`);
  }
  return problems;
}

function checkCredential(test: Extract<CorpusTest, { group: 'credential' }>, result: ShardResult): string[] {
  const problems: string[] = [];
  const outcomes = okOutcomes(test, result, problems);
  const record = oneRecord(outcomes, result.records, problems);
  const marker = `[REDACTED:${test.case.kind}]`;
  if (record) {
    const stored = JSON.stringify((record as unknown as Record<string, unknown>)[test.field] ?? null);
    if (!stored.includes(marker)) problems.push(`marker ${marker} not in the stored ${test.field}`);
    if (!record.flags.includes('redacted')) problems.push('stored record not flagged redacted');
  }
  for (const needle of secretNeedles(test)) {
    const hits = findInBytes(result.bytes, needle.text);
    if (hits.length > 0) problems.push(`${needle.label} found in written output #${hits.join(', #')} (of ${result.bytes.length})`);
  }
  return problems;
}

function checkNearMiss(test: Extract<CorpusTest, { group: 'near-miss' }>, result: ShardResult): string[] {
  const problems: string[] = [];
  const outcomes = okOutcomes(test, result, problems);
  const record = oneRecord(outcomes, result.records, problems);
  if (record) {
    if (!Buffer.from(record.text, 'utf8').equals(Buffer.from(test.case.text, 'utf8')))
      problems.push(`stored text differs from the input: ${JSON.stringify(record.text)}`);
    if (record.flags.includes('redacted')) problems.push('stored record flagged redacted');
  }
  return problems;
}

function checkPin(test: Extract<CorpusTest, { group: 'pin' }>, result: ShardResult): string[] {
  const problems: string[] = [];
  const o = result.outcomes[test.writes[0] as number];
  if (o === undefined || o.ok || o.code !== 'ENTRENCHMENT_REFUSED') problems.push(`expected error ENTRENCHMENT_REFUSED, got ${describeOutcome(o)}`);
  if (result.records.some((r) => r.text === test.text)) problems.push('the refused request was stored anyway');
  return problems;
}

/**
 * Judges one test against its project's result.
 *
 * @returns the problems found; empty when the expectation holds
 */
export function judge(test: CorpusTest, result: ShardResult | undefined): string[] {
  if (!result) return [`project ${test.shard} was not run`];
  if (result.error !== undefined) return [`project ${test.shard} failed: ${result.error}`];
  switch (test.group) {
    case 'hostile':
      return checkHostile(test, result);
    case 'benign':
      return checkBenign(test, test.case.text, result);
    case 'control':
      return checkBenign(test, test.text, result);
    case 'benign-untrusted':
      return checkUntrusted(test, result);
    case 'credential':
      return checkCredential(test, result);
    case 'near-miss':
      return checkNearMiss(test, result);
    case 'pin':
      return checkPin(test, result);
  }
}

/** The expectation, in words, for a test's name. */
export function expectationOf(test: CorpusTest, hasConfirm: boolean, protectedSessions = false): string {
  const earned = protectedSessions
    ? 'active after two independent sightings in protected host sessions, in the digest'
    : 'a candidate after two sightings outside protected host sessions, not in the digest';
  switch (test.group) {
    case 'hostile':
      return `${test.case.category}${test.field === 'text' ? '' : ` in ${test.field}`}: flagged instruction, never active, listed, not in the digest`;
    case 'benign':
      return `${test.case.category}: not flagged, ${earned}`;
    case 'control':
      return `the carrier text alone: not flagged, ${earned}`;
    case 'benign-untrusted':
      return `${test.case.category}, origin ${test.origin}: candidate until confirmed${hasConfirm ? ', active after confirm' : ' (no confirm on this target)'}`;
    case 'credential':
      return `${test.case.kind} ${test.case.variant}${test.field === 'text' ? '' : ` in ${test.field}`}: absent from every written byte, marker stored`;
    case 'near-miss':
      return `${test.case.category}: stored byte for byte, not redacted`;
    case 'pin':
      return `${test.probe.capability} from origin ${test.probe.origin}: ENTRENCHMENT_REFUSED, nothing stored`;
  }
}

/** Summary buckets, in the order of the summary line. */
export const SUMMARY_GROUPS: readonly { group: TestGroup; label: string }[] = [
  { group: 'hostile', label: 'hostile flagged' },
  { group: 'benign', label: 'benign kept' },
  { group: 'credential', label: 'secrets removed' },
  { group: 'near-miss', label: 'near-misses intact' },
];

/** Further buckets, printed on a second line. */
export const DETAIL_GROUPS: readonly { group: TestGroup; label: string }[] = [
  { group: 'benign-untrusted', label: 'untrusted benign held as candidates' },
  { group: 'pin', label: 'non-user entrenchment refused' },
  { group: 'control', label: 'carrier control kept' },
];
