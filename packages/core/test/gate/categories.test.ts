import { describe, expect, it } from 'vitest';
import * as gate from '../../src/gate/index.js';
import { describeGateCategory, GATE_CATEGORIES, GATE_CATEGORY_WORDS, isGateCategory } from '../../src/gate/index.js';
import { BENIGN_CASES, OBFUSCATED_CASES, ORDER_CASES } from './cases.js';

describe('GATE_CATEGORIES', () => {
  it('names exactly the categories of the brief and of issue #18, in order', () => {
    expect(GATE_CATEGORIES).toEqual([
      'standing-order',
      'ignore-previous',
      'role-impersonation',
      'forged-tag',
      'shell-pipe',
      'delayed-trigger',
      'exfiltration',
      'concealment',
      'false-authority',
      'preference-hijack',
      'safety-off',
      'encoded-payload',
      'credential-access',
      'new-host',
      'new-package',
      'recommendation',
      'persistence',
      'destructive',
      'deception',
      'coercion',
      'decode-and-follow',
      'hidden-text',
    ]);
  });

  it('describes every category in words a person can understand, beside its code', () => {
    for (const c of GATE_CATEGORIES) {
      expect(GATE_CATEGORY_WORDS[c].length, c).toBeGreaterThan(15);
      expect(describeGateCategory(c)).toBe(`${c} — ${GATE_CATEGORY_WORDS[c]}`);
    }
    expect(Object.keys(GATE_CATEGORY_WORDS).sort()).toEqual([...GATE_CATEGORIES].sort());
  });

  it('isGateCategory accepts the names and nothing else', () => {
    for (const c of GATE_CATEGORIES) expect(isGateCategory(c)).toBe(true);
    for (const v of ['instruction', 'Standing-Order', '', 42, null, undefined]) expect(isGateCategory(v)).toBe(false);
  });

  it('the public API is exactly the named exports', () => {
    expect(Object.keys(gate).sort()).toEqual([
      'GATE_CATEGORIES',
      'GATE_CATEGORY_WORDS',
      'LANGUAGES',
      'MID_SENTENCE_WORDS',
      'deriveProjectVocabulary',
      'describeGateCategory',
      'endsMidSentence',
      'gateFields',
      'gateText',
      'isGateCategory',
      'statesOnly',
    ]);
  });
});

describe('the case table', () => {
  const all = [...ORDER_CASES, ...OBFUSCATED_CASES, ...BENIGN_CASES];

  it('has unique ids', () => {
    const ids = all.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('expects reasons in the form the gate returns them: known, unique, sorted', () => {
    for (const c of all) {
      for (const r of c.reasons) expect(isGateCategory(r), c.id).toBe(true);
      expect([...new Set(c.reasons)].sort(), c.id).toEqual([...c.reasons]);
    }
  });

  it.each(GATE_CATEGORIES)('covers %s with at least three cases, one of them not English', (category) => {
    const cases = [...ORDER_CASES, ...OBFUSCATED_CASES].filter((c) => c.reasons.includes(category));
    expect(cases.length).toBeGreaterThanOrEqual(3);
    expect(cases.some((c) => c.lang !== undefined && c.lang !== 'en')).toBe(true);
  });

  it('covers the main categories in at least four languages besides English', () => {
    for (const category of ['ignore-previous', 'concealment', 'exfiltration', 'safety-off'] as const) {
      const langs = new Set(ORDER_CASES.filter((c) => c.reasons.includes(category) && c.lang).map((c) => c.lang));
      expect(langs.size, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('has at least 25 benign near-misses, and orders in imperative mood that carry no hazard pass', () => {
    expect(BENIGN_CASES.filter((c) => c.reasons.length === 0).length).toBeGreaterThanOrEqual(25);
    expect(ORDER_CASES.filter((c) => c.reasons.length === 0).length).toBeGreaterThanOrEqual(10);
  });
});
