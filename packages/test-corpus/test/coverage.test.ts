import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyVariant,
  BENIGN_CASES,
  BENIGN_SIGHTINGS,
  CORPUS_TARGETS,
  CREDENTIAL_CASES,
  createCorpusPlan,
  HOSTILE_CASES,
  HOSTILE_SIGHTINGS,
  KNOWN_FAILURES,
  NEAR_MISS_CASES,
  PIN_PROBES,
  type Registrar,
  runCorpus,
  UNTRUSTED_LANES,
} from '../src/index.js';

const TEST_DIR = dirname(fileURLToPath(import.meta.url));
const SETS = { hostile: HOSTILE_CASES, benign: BENIGN_CASES, credentials: CREDENTIAL_CASES, nearMisses: NEAR_MISS_CASES };

/** Registers nothing with vitest: records the names a target's suite would register. */
function registered(name: string): string[] {
  const names: string[] = [];
  const recorder: Registrar = {
    describe: (_n, body) => body(),
    it: (n) => names.push(n),
    fails: (n) => names.push(n),
    beforeAll: () => undefined,
    afterAll: () => undefined,
  };
  const factory = CORPUS_TARGETS[name];
  if (!factory) throw new Error(`no target ${name}`);
  runCorpus(factory, { registrar: recorder, knownFailures: KNOWN_FAILURES });
  return names;
}

/** The test id at the start of a registered name (`<id> — <expectation>`). */
const idOf = (name: string): string => name.split(' — ')[0] as string;

describe('corpus coverage', () => {
  it('case ids are unique across all four sets', () => {
    const ids = [...HOSTILE_CASES, ...BENIGN_CASES, ...CREDENTIAL_CASES, ...NEAR_MISS_CASES].map((c) => c.id);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
    const testIds = createCorpusPlan(SETS).tests.map((t) => t.id);
    expect(testIds.filter((id, i) => testIds.indexOf(id) !== i)).toEqual([]);
  });

  it('each set is as large as issue 7 asks', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(60);
    expect(BENIGN_CASES.length).toBeGreaterThanOrEqual(40);
    expect(CREDENTIAL_CASES.length).toBeGreaterThanOrEqual(35);
    expect(NEAR_MISS_CASES.length).toBeGreaterThanOrEqual(20);
  });

  it('every credential case really contains its raw secret (so "absent" is not vacuous)', () => {
    const missing = CREDENTIAL_CASES.filter((c) => !c.build().includes(applyVariant(c.variant, c.secret()))).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  it('the plan sends each hostile case from distinct project files and sessions, each benign case twice', () => {
    const plan = createCorpusPlan(SETS);
    const requests = new Map(plan.shards.map((s) => [s.id, s.requests]));
    const files = new Map(plan.shards.map((s) => [s.id, s.files]));
    for (const t of plan.tests) {
      const sent = t.writes.map((at) => requests.get(t.shard)?.[at]);
      expect(
        sent.every((r) => r !== undefined),
        t.id,
      ).toBe(true);
      if (t.group === 'hostile' || t.group === 'benign' || t.group === 'benign-untrusted') {
        expect(sent).toHaveLength(t.group === 'hostile' ? HOSTILE_SIGHTINGS : BENIGN_SIGHTINGS);
        for (const key of ['source', 'session']) expect(new Set(sent.map((r) => r?.[key])).size, `${t.id} ${key}`).toBe(sent.length);
        // Independent by content (issue #16): each source is a file the project holds, no two alike.
        const contents = sent.map((r) => files.get(t.shard)?.[String(r?.source)]);
        expect(
          contents.every((c) => c !== undefined && c !== ''),
          `${t.id} source files`,
        ).toBe(true);
        expect(new Set(contents).size, `${t.id} source contents`).toBe(sent.length);
        expect(
          sent.some((r) => r !== undefined && 'sourceHash' in r),
          `${t.id} sends no caller sourceHash`,
        ).toBe(false);
      }
      if (t.group === 'hostile' || t.group === 'benign')
        expect(
          sent.every((r) => r?.origin === 'agent'),
          t.id,
        ).toBe(true);
    }
    expect(HOSTILE_SIGHTINGS).toBeGreaterThanOrEqual(3);
  });

  it('every target in the suite has a test file that runs the corpus', () => {
    for (const name of Object.keys(CORPUS_TARGETS)) {
      const file = join(TEST_DIR, `${name}.test.ts`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source, file).toContain('runCorpus(');
      expect(source, file).toContain(`targets/${name}.js`);
    }
  });

  it('every target registers every case, the same tests each', () => {
    const expected = [
      ...HOSTILE_CASES.map((c) => c.id),
      ...BENIGN_CASES.flatMap((c) => [c.id, ...UNTRUSTED_LANES.map((o) => `${c.id}@${o}`)]),
      ...CREDENTIAL_CASES.map((c) => c.id),
      ...NEAR_MISS_CASES.map((c) => c.id),
      ...PIN_PROBES.map((p) => p.id),
      'control-carrier',
      'every known failure names a test of this suite',
    ].sort();
    const counts: Record<string, number> = {};
    for (const name of Object.keys(CORPUS_TARGETS)) {
      const ids = registered(name).map(idOf).sort();
      expect(ids, name).toEqual(expected);
      counts[name] = ids.length;
    }
    expect(new Set(Object.values(counts)).size).toBe(1);
    process.stdout.write(
      `coverage: ${Object.entries(counts)
        .map(([n, c]) => `${n} ${c} tests`)
        .join(
          ', ',
        )} (${HOSTILE_CASES.length} hostile, ${BENIGN_CASES.length} benign ×${1 + UNTRUSTED_LANES.length} origins, ${CREDENTIAL_CASES.length} credentials, ${NEAR_MISS_CASES.length} near-misses)\n`,
    );
  });

  it('every known failure names a target and a test that exist, with a reason', () => {
    const ids = new Set(createCorpusPlan(SETS).tests.map((t) => t.id));
    for (const [key, reason] of Object.entries(KNOWN_FAILURES)) {
      const [target, id] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [undefined, key];
      if (target !== undefined) expect(Object.keys(CORPUS_TARGETS), key).toContain(target);
      expect(ids.has(id), key).toBe(true);
      expect(reason.trim().length, key).toBeGreaterThan(10);
    }
  });
});
