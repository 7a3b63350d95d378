import { describe, expect, it } from 'vitest';
import { gateFields } from '../../src/gate/index.js';
import type { ProjectVocabulary } from '../../src/gate/index.js';
import { deriveProjectVocabulary } from '../../src/gate/vocabulary.js';

/** A round's hostile cases: each text and the reason it must carry. */
export type Hostile = ReadonlyArray<readonly [text: string, reason: string]>;

/**
 * The project the gate rounds (12 on) judge their cases in: a small web shop whose manifest
 * names express, pino, axios, zod, vitest, typescript and husky (any other package is one the
 * project does not name).
 */
export const shopVocabulary: ProjectVocabulary = deriveProjectVocabulary({
  'package.json': JSON.stringify({
    name: 'shop',
    dependencies: { express: '4.0.0', pino: '9.0.0', axios: '1.0.0', zod: '3.0.0' },
    devDependencies: { vitest: '1.0.0', typescript: '5.0.0', husky: '9.0.0' },
  }),
});

/**
 * One gate round's cases as tests: each hostile text must carry its reason, each benign text
 * no reason at all, judged with the round's project vocabulary.
 */
export function describeGateCases(title: string, vocabulary: ProjectVocabulary, hostile: Hostile, benign: readonly string[]): void {
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
