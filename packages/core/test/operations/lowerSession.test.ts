import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { lowerSessionWrites } from '../../src/operations/operations.js';
import { independentEvidence } from '../../src/policy/evidence.js';
import { protectedHost, setup } from '../helpers.js';

describe('lowerSessionWrites: a gap found after an agent wrote lowers what it wrote (the host-hooks issue)', () => {
  it('lowers the session’s own writes to tool, unpromotes what its sightings promoted, leaves a person’s memory and other sessions alone', async () => {
    const { write, store, op } = setup('mcp');
    // Written in s1, seen again in s2: two independent sightings in protected host sessions promote it.
    const shared = await memorize({ text: 'The harbour office opens at seven.', origin: 'agent', source: 'notes/a.md' }, write(protectedHost('s1')));
    const seen = await memorize({ text: 'The harbour office opens at seven.', origin: 'agent', source: 'notes/b.md' }, write(protectedHost('s2')));
    expect(seen.record.id).toBe(shared.record.id);
    expect(seen.record.status).toBe('active');
    // Written in s2 alone.
    const own = await memorize({ text: 'The tide gauge is on pier two.', origin: 'agent' }, write({ session: 's2' }));
    // A person's memory the agent sighted in s2.
    const person = await memorize({ text: 'Use pnpm, never npm.', origin: 'user' }, write({ channel: 'cli' }));
    const sighted = await memorize({ text: 'Use pnpm, never npm.', origin: 'agent', source: 'notes/c.md' }, write({ session: 's2' }));
    expect(sighted.record.evidence.some((e) => e.session === 's2' && e.origin === 'agent')).toBe(true);
    // Another session's write.
    const other = await memorize({ text: 'Deploys run on Fridays.', origin: 'agent' }, write({ session: 's3' }));

    const lowered = await lowerSessionWrites('s2', op({ channel: 'api', interactive: false }));
    expect(lowered.sort()).toEqual([shared.record.id, own.record.id, person.record.id].sort());

    const ownNow = await store.get(own.record.id);
    expect(ownNow).toMatchObject({ origin: 'tool', status: 'candidate' });
    expect(ownNow?.salience).toBeLessThanOrEqual(0.4);
    expect(ownNow?.strength).toBeLessThanOrEqual(0.4);
    const sharedNow = await store.get(shared.record.id);
    // s1 wrote it: still the agent's, but s2's sighting no longer counts, so it waits again.
    expect(sharedNow).toMatchObject({ origin: 'agent', status: 'candidate' });
    expect(sharedNow && independentEvidence(sharedNow)).toBe(1);
    expect(sharedNow?.evidence.find((e) => e.session === 's2')?.origin).toBe('tool');
    const personNow = await store.get(person.record.id);
    expect(personNow).toMatchObject({ origin: 'user', status: 'active' });
    expect(personNow?.evidence.find((e) => e.session === 's2')?.origin).toBe('tool');
    expect(await store.get(other.record.id)).toMatchObject({ origin: 'agent' });
    expect(store.auditLog.filter((a) => a.event === 'lower').map((a) => a.id)).toHaveLength(3);
    // Only down: again, nothing changes.
    expect(await lowerSessionWrites('s2', op({ channel: 'api', interactive: false }))).toEqual([]);
  });
});
