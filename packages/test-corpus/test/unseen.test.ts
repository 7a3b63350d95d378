/**
 * The instruction gate measured on what its authors never saw (issue #18): the blind set
 * `unseen/gate-1.ts`, `unseen/gate-2.ts`, `unseen/gate-3.ts`, `unseen/gate-4.ts`, `unseen/gate-5.ts`, `unseen/gate-6.ts`, `unseen/gate-7.ts`, `unseen/gate-8.ts`, `unseen/gate-9.ts`, `unseen/gate-10.ts`, `unseen/gate-11.ts`, `unseen/gate-12.ts`, `unseen/gate-13.ts`, `unseen/gate-14.ts`, `unseen/gate-15.ts`, `unseen/gate-16.ts`, `unseen/gate-17.ts` and `unseen/gate-18.ts`, each written by a helper who had not read the gate,
 * through core's write path
 * as origin `agent`, beside the committed corpus's figure. Prints aggregate figures only — never
 * a case's text or id — and asserts only that every case was measured: a blind set is never
 * tuned against, so its figure is reported, not a threshold that a rule could be fitted to.
 */
import { deriveProjectVocabulary } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { BENIGN_CASES, HOSTILE_CASES } from '../src/cases/index.js';
import { type GateMeasureCase, measureGate, measurementLines } from '../src/measureGate.js';
import { placeValue } from '../src/plan.js';
import { createCoreTarget } from '../src/targets/core.js';
import { UNSEEN_GATE_CASES, UNSEEN_GATE_PROJECT } from '../unseen/gate-1.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_2, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_2 } from '../unseen/gate-2.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_3, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_3 } from '../unseen/gate-3.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_4, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_4 } from '../unseen/gate-4.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_5, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_5 } from '../unseen/gate-5.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_6, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_6 } from '../unseen/gate-6.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_7, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_7 } from '../unseen/gate-7.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_8, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_8 } from '../unseen/gate-8.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_9, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_9 } from '../unseen/gate-9.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_10, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_10 } from '../unseen/gate-10.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_11, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_11 } from '../unseen/gate-11.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_12, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_12 } from '../unseen/gate-12.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_13, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_13 } from '../unseen/gate-13.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_14, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_14 } from '../unseen/gate-14.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_15, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_15 } from '../unseen/gate-15.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_16, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_16 } from '../unseen/gate-16.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_17, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_17 } from '../unseen/gate-17.js';
import { UNSEEN_GATE_CASES as UNSEEN_GATE_CASES_18, UNSEEN_GATE_PROJECT as UNSEEN_GATE_PROJECT_18 } from '../unseen/gate-18.js';

/** The committed corpus as measure cases: each hostile value in its field, each benign text. */
function corpusCases(): GateMeasureCase[] {
  const hostile = HOSTILE_CASES.map((c): GateMeasureCase => {
    const request = placeValue(c.field ?? 'text', c.text, c.kind) as Omit<GateMeasureCase, 'expect' | 'category' | 'language'>;
    return { ...request, expect: 'flag', category: c.category, language: c.language };
  });
  const benign = BENIGN_CASES.map(
    (c): GateMeasureCase => ({
      text: c.text,
      ...(c.kind !== undefined ? { kind: c.kind } : {}),
      expect: 'keep',
      category: c.category,
      language: c.language ?? 'en',
    }),
  );
  return [...hostile, ...benign];
}

describe('instruction gate: unseen sets beside the corpus (core target, origin agent)', () => {
  it('measures both sets and prints the figures', async () => {
    const corpus = await measureGate(createCoreTarget, corpusCases());
    // Each blind set's fictional project: its manifests become the vocabulary the gate reads against.
    const vocabulary = deriveProjectVocabulary(UNSEEN_GATE_PROJECT);
    const unseen = await measureGate(() => createCoreTarget({ vocabulary }), UNSEEN_GATE_CASES);
    const vocabulary2 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_2);
    const unseen2 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary2 }), UNSEEN_GATE_CASES_2);
    const vocabulary3 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_3);
    const unseen3 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary3 }), UNSEEN_GATE_CASES_3);
    const vocabulary4 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_4);
    const unseen4 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary4 }), UNSEEN_GATE_CASES_4);
    const vocabulary5 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_5);
    const unseen5 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary5 }), UNSEEN_GATE_CASES_5);
    const vocabulary6 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_6);
    const unseen6 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary6 }), UNSEEN_GATE_CASES_6);
    const vocabulary7 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_7);
    const unseen7 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary7 }), UNSEEN_GATE_CASES_7);
    const vocabulary8 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_8);
    const unseen8 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary8 }), UNSEEN_GATE_CASES_8);
    const vocabulary9 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_9);
    const unseen9 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary9 }), UNSEEN_GATE_CASES_9);
    const vocabulary10 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_10);
    const unseen10 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary10 }), UNSEEN_GATE_CASES_10);
    const vocabulary11 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_11);
    const unseen11 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary11 }), UNSEEN_GATE_CASES_11);
    const vocabulary12 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_12);
    const unseen12 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary12 }), UNSEEN_GATE_CASES_12);
    const vocabulary13 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_13);
    const unseen13 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary13 }), UNSEEN_GATE_CASES_13);
    const vocabulary14 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_14);
    const unseen14 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary14 }), UNSEEN_GATE_CASES_14);
    const vocabulary15 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_15);
    const unseen15 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary15 }), UNSEEN_GATE_CASES_15);
    const vocabulary16 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_16);
    const unseen16 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary16 }), UNSEEN_GATE_CASES_16);
    const vocabulary17 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_17);
    const unseen17 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary17 }), UNSEEN_GATE_CASES_17);
    const vocabulary18 = deriveProjectVocabulary(UNSEEN_GATE_PROJECT_18);
    const unseen18 = await measureGate(() => createCoreTarget({ vocabulary: vocabulary18 }), UNSEEN_GATE_CASES_18);
    const lines = [
      ...measurementLines('corpus', corpus, false),
      ...measurementLines('unseen gate-1', unseen),
      ...measurementLines('unseen gate-2', unseen2),
      ...measurementLines('unseen gate-3', unseen3),
      ...measurementLines('unseen gate-4', unseen4),
      ...measurementLines('unseen gate-5', unseen5),
      ...measurementLines('unseen gate-6', unseen6),
      ...measurementLines('unseen gate-7', unseen7),
      ...measurementLines('unseen gate-8', unseen8),
      ...measurementLines('unseen gate-9', unseen9),
      ...measurementLines('unseen gate-10', unseen10),
      ...measurementLines('unseen gate-11', unseen11),
      ...measurementLines('unseen gate-12', unseen12),
      ...measurementLines('unseen gate-13', unseen13),
      ...measurementLines('unseen gate-14', unseen14),
      ...measurementLines('unseen gate-15', unseen15),
      ...measurementLines('unseen gate-16', unseen16),
      ...measurementLines('unseen gate-17', unseen17),
      ...measurementLines('unseen gate-18', unseen18),
    ];
    console.log(lines.join('\n'));
    expect(corpus.flag.total + corpus.keep.total).toBe(HOSTILE_CASES.length + BENIGN_CASES.length);
    expect(unseen.flag.total + unseen.keep.total).toBe(UNSEEN_GATE_CASES.length);
    expect(unseen.flag.errors + unseen.keep.errors).toBe(0);
    expect(unseen2.flag.total + unseen2.keep.total).toBe(UNSEEN_GATE_CASES_2.length);
    expect(unseen2.flag.errors + unseen2.keep.errors).toBe(0);
    expect(unseen3.flag.total + unseen3.keep.total).toBe(UNSEEN_GATE_CASES_3.length);
    expect(unseen3.flag.errors + unseen3.keep.errors).toBe(0);
    expect(unseen4.flag.total + unseen4.keep.total).toBe(UNSEEN_GATE_CASES_4.length);
    expect(unseen4.flag.errors + unseen4.keep.errors).toBe(0);
    expect(unseen5.flag.total + unseen5.keep.total).toBe(UNSEEN_GATE_CASES_5.length);
    expect(unseen5.flag.errors + unseen5.keep.errors).toBe(0);
    expect(unseen6.flag.total + unseen6.keep.total).toBe(UNSEEN_GATE_CASES_6.length);
    expect(unseen6.flag.errors + unseen6.keep.errors).toBe(0);
    expect(unseen7.flag.total + unseen7.keep.total).toBe(UNSEEN_GATE_CASES_7.length);
    expect(unseen7.flag.errors + unseen7.keep.errors).toBe(0);
    expect(unseen8.flag.total + unseen8.keep.total).toBe(UNSEEN_GATE_CASES_8.length);
    expect(unseen8.flag.errors + unseen8.keep.errors).toBe(0);
    expect(unseen9.flag.total + unseen9.keep.total).toBe(UNSEEN_GATE_CASES_9.length);
    expect(unseen9.flag.errors + unseen9.keep.errors).toBe(0);
    expect(unseen10.flag.total + unseen10.keep.total).toBe(UNSEEN_GATE_CASES_10.length);
    expect(unseen10.flag.errors + unseen10.keep.errors).toBe(0);
    expect(unseen11.flag.total + unseen11.keep.total).toBe(UNSEEN_GATE_CASES_11.length);
    expect(unseen11.flag.errors + unseen11.keep.errors).toBe(0);
    expect(unseen12.flag.total + unseen12.keep.total).toBe(UNSEEN_GATE_CASES_12.length);
    expect(unseen12.flag.errors + unseen12.keep.errors).toBe(0);
    expect(unseen13.flag.total + unseen13.keep.total).toBe(UNSEEN_GATE_CASES_13.length);
    expect(unseen13.flag.errors + unseen13.keep.errors).toBe(0);
    expect(unseen14.flag.total + unseen14.keep.total).toBe(UNSEEN_GATE_CASES_14.length);
    expect(unseen14.flag.errors + unseen14.keep.errors).toBe(0);
    expect(unseen15.flag.total + unseen15.keep.total).toBe(UNSEEN_GATE_CASES_15.length);
    expect(unseen15.flag.errors + unseen15.keep.errors).toBe(0);
    expect(unseen16.flag.total + unseen16.keep.total).toBe(UNSEEN_GATE_CASES_16.length);
    expect(unseen16.flag.errors + unseen16.keep.errors).toBe(0);
    expect(unseen17.flag.total + unseen17.keep.total).toBe(UNSEEN_GATE_CASES_17.length);
    expect(unseen17.flag.errors + unseen17.keep.errors).toBe(0);
    expect(unseen18.flag.total + unseen18.keep.total).toBe(UNSEEN_GATE_CASES_18.length);
    expect(unseen18.flag.errors + unseen18.keep.errors).toBe(0);
  }, 600_000);
});
