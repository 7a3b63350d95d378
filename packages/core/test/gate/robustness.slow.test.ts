/**
 * The gate on 400 random texts (robustness.test.ts runs 40 of them): left out of the mutation run
 * (vitest.stryker.config.ts); `pnpm test` runs it.
 */
import { describe, it } from 'vitest';
import { checkRandomTexts } from './randomTexts.js';

describe('gateText robustness, 400 random texts', () => {
  it('never throws, and always returns known, sorted, unique reasons with flagged === reasons.length > 0', () => {
    checkRandomTexts(64, 400);
    // A check of what the gate returns, not of speed (bench/filters.mjs times the gate): 400 texts
    // took 39 s on 2 cores at load average 18, past the suite's 30 s default.
  }, 180_000);
});
