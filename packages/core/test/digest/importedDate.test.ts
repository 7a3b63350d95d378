import { describe, expect, it } from 'vitest';
import { renderDigest } from '../../src/digest/renderDigest.js';
import { memorize } from '../../src/memorize/memorize.js';
import { confirm } from '../../src/operations/operations.js';
import { setup } from '../helpers.js';

/**
 * Issue #14, the sixth newcomer walk: a decision imported from an AGENTS.md was shown "(decided
 * <the import's date>)": the day Cairn read it is not the day it was decided.
 */
describe('the digest and the date of a decision', () => {
  it('says "imported <date>" for a decision an import wrote, "decided <date>" for one stated here', async () => {
    const { write, store, clock, op } = setup();
    const imported = await memorize(
      { text: 'We chose PostgreSQL for the tide archive.', origin: 'repo', kind: 'decision', tags: ['import:agents-md'], source: 'AGENTS.md:9-9' },
      write(),
    );
    await confirm([imported.record.id], op());
    await memorize({ text: 'We deploy the API on Fly.io.', origin: 'user', kind: 'decision' }, write());
    const day = clock.now().toISOString().slice(0, 10);
    const md = renderDigest(await store.list(), { now: clock.now() });
    expect(md).toContain(`We chose PostgreSQL for the tide archive. (imported ${day})`);
    expect(md).not.toContain(`tide archive. (decided`);
    expect(md).toContain(`We deploy the API on Fly.io. (decided ${day})`);
  });
});
