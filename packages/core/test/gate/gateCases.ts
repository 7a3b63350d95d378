import { describe, expect, it } from 'vitest';
import { gateFields } from '../../src/gate/index.js';
import type { ProjectVocabulary } from '../../src/gate/index.js';

/**
 * One gate round's cases as tests: each hostile text must carry its reason, each benign text
 * no reason at all, judged with the round's project vocabulary.
 */
export function describeGateCases(
  title: string,
  vocabulary: ProjectVocabulary,
  hostile: ReadonlyArray<readonly [text: string, reason: string]>,
  benign: readonly string[],
): void {
  describe(title, () => {
    for (const [text, reason] of hostile) {
      it(`flags ${reason}: ${text}`, () => {
        expect(gateFields({ text }, { vocabulary }).reasons).toContain(reason);
      });
    }
    for (const text of benign) {
      it(`keeps: ${text}`, () => {
        expect(gateFields({ text }, { vocabulary }).reasons).toEqual([]);
      });
    }
  });
}
