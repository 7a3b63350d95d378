/**
 * The field limit from the accepting side (DESIGN.md §2.1): a text of exactly 32 KiB is stored
 * whole. Gating and redacting 32 KiB takes seconds on a loaded machine, so this file is left out
 * of the mutation run (vitest.stryker.config.ts); `pnpm test` runs it. The refusing side (one
 * byte more) is in memorize.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { setup } from '../helpers.js';

describe('validation (DESIGN §2.1), the largest text', () => {
  it('accepts exactly 32 KiB', async () => {
    const { write } = setup();
    const r = await memorize({ text: 'a'.repeat(32 * 1024), origin: 'user' }, write());
    expect(r.record.text).toHaveLength(32 * 1024);
  });
});
