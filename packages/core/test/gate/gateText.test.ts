import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';
import { BENIGN_CASES, OBFUSCATED_CASES, ORDER_CASES, type GateCase } from './cases.js';

/** Registers one test per case: the gate gives exactly the expected reasons. */
function register(cases: readonly GateCase[]): void {
  for (const c of cases) {
    it(c.id, () => {
      const expected = { flagged: c.reasons.length > 0, reasons: [...c.reasons] };
      expect(gateText(c.text), c.why ?? c.text).toEqual(expected);
    });
  }
}

describe('gateText: orders are flagged with their categories', () => register(ORDER_CASES));
describe('gateText: obfuscated orders are still flagged', () => register(OBFUSCATED_CASES));
describe('gateText: reported prose, documentation and identifiers pass', () => register(BENIGN_CASES));
