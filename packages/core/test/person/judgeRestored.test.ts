import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { judgeRestored } from '../../src/person/judgeRestored.js';
import { createTestPerson, memorizeAsPerson, setup } from '../helpers.js';

/** A record as a line of Cairn's own export reads back: plain JSON. */
const exported = (record: unknown): unknown => JSON.parse(JSON.stringify(record));

describe('judgeRestored: a line of Cairn’s own export read back (issue #14, walk 7 item 8)', () => {
  it('keeps the person’s memory when their signature for this project backs every claim, re-homed to the project restored into', async () => {
    const { write } = setup();
    const person = createTestPerson();
    const { record } = await memorizeAsPerson(person, { text: 'Deploys go through the release branch.', origin: 'user' }, write());
    const v = judgeRestored(exported(record), person.keyring, new Set([record.projectKey]), { key: record.projectKey, path: '/restored/here' });
    expect(v).toMatchObject({ id: record.id, keep: { id: record.id, origin: 'user', projectKey: record.projectKey, projectPath: '/restored/here' } });
    expect(v).not.toHaveProperty('why');
  });

  it('keeps the person’s memory a recall reinforced (strength above salience), its strength kept within the origin’s cap (walk 9, item 1; issue #24)', async () => {
    const { write } = setup();
    const person = createTestPerson();
    const { record } = await memorizeAsPerson(person, { text: 'Deploys go through the release branch.', origin: 'user' }, write());
    const reinforced = { ...record, strength: Math.min(1, record.salience + 0.15) };
    expect(reinforced.strength).toBeGreaterThan(record.salience);
    const v = judgeRestored(exported(reinforced), person.keyring, new Set([record.projectKey]), { key: record.projectKey, path: '/p' });
    expect(v).toMatchObject({ id: record.id, keep: { id: record.id, origin: 'user', strength: reinforced.strength } });
    expect(v).not.toHaveProperty('why');
  });

  it('an edited text, another project’s key, or no person key: written again as the agent’s, saying why', async () => {
    const { write } = setup();
    const person = createTestPerson();
    const { record } = await memorizeAsPerson(person, { text: 'Deploys go through the release branch.', origin: 'user' }, write());
    const here = { key: record.projectKey, path: '/p' };
    const edited = judgeRestored(exported({ ...record, text: 'Deploys go straight to main.' }), person.keyring, new Set([record.projectKey]), here);
    expect(edited).toMatchObject({ request: { text: 'Deploys go straight to main.', origin: 'agent' } });
    expect(edited).not.toHaveProperty('keep');
    expect('why' in edited && typeof edited.why === 'string').toBe(true);
    const elsewhere = judgeRestored(exported(record), person.keyring, new Set(['0123456789ab']), { key: '0123456789ab', path: '/q' });
    expect(elsewhere).not.toHaveProperty('keep');
    expect(elsewhere).toMatchObject({ request: { origin: 'agent' } });
    expect(judgeRestored(exported(record), undefined, new Set([record.projectKey]), here)).toMatchObject({
      why: 'this home has no person key to check a signature with',
      request: { origin: 'agent' },
    });
    // Another person's key verifies nothing of it.
    expect(judgeRestored(exported(record), createTestPerson(2).keyring, new Set([record.projectKey]), here)).not.toHaveProperty('keep');
  });

  it('a memory that claims nothing of the person’s is written again as it was asked (its origin kept, never raised); a non-record is unreadable', async () => {
    const { write } = setup();
    const person = createTestPerson();
    const { record } = await memorize({ text: 'Retries back off exponentially.', origin: 'web' }, write());
    const v = judgeRestored(exported(record), person.keyring, new Set([record.projectKey]), { key: record.projectKey, path: '/p' });
    expect(v).toMatchObject({ request: { text: 'Retries back off exponentially.', origin: 'web' } });
    expect(v).not.toHaveProperty('keep');
    expect(v).not.toHaveProperty('why');
    expect(judgeRestored({ id: 'mem_1', text: 'no schema' }, person.keyring, new Set(['x']), { key: 'x', path: '/p' })).toHaveProperty('unreadable');
  });
});
