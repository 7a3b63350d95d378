import { grantTeamAccess } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { freshDatabase, newProject, runWriter } from './harness.js';

// Issue 24: two people and their agents (four roles), eight processes writing 250 memories
// each at once → 2,000 present, the audit chain valid, each line's actor the role that wrote it.
describe('eight processes, four roles, one team project', () => {
  it('keeps all 2,000 writes, a valid chain, and the writer of each line as its actor', async () => {
    const db = await freshDatabase();
    const { project, store } = await newProject(db, 'alice');
    try {
      await grantTeamAccess({ url: db.url('alice') }, project.id, 'bob');
      const roles = ['alice', 'alice_agent', 'bob', 'bob_agent'];
      const writers = roles.flatMap((role) =>
        [1, 2].map((k) => ({
          url: db.url(role),
          projectId: project.id,
          count: 250,
          prefix: `${role}-w${k}`,
          channel: role.endsWith('_agent') ? 'mcp' : 'cli',
        })),
      );
      const results = await Promise.all(writers.map((w) => runWriter(w)));
      for (const [i, r] of results.entries()) {
        expect(r.code, `${writers[i]?.prefix}: ${r.stderr.slice(0, 500)}`).toBe(0);
        expect(
          r.lines.filter((l) => l.startsWith('ack ')),
          writers[i]?.prefix,
        ).toHaveLength(250);
      }
      const acked = new Set(results.flatMap((r) => r.lines.filter((l) => l.startsWith('ack ')).map((l) => l.split(' ')[1])));
      expect(acked.size).toBe(2000);
      const records = await store.list();
      expect(records).toHaveLength(2000);
      expect(new Set(records.map((r) => r.id))).toEqual(acked);
      // Origins as the roles may write them: the people's memories are theirs, the agents' are agent.
      const byOrigin: Record<string, number> = {};
      for (const r of records) byOrigin[r.origin] = (byOrigin[r.origin] ?? 0) + 1;
      expect(byOrigin).toEqual({ user: 1000, agent: 1000 });

      expect(await store.verifyAudit()).toEqual({ ok: true, lines: 2002 }); // init, grant, 2,000 memorize
      const audit = await store.readAuditLines();
      const memorizeLines = audit.filter((l) => l.event.event === 'memorize');
      expect(memorizeLines).toHaveLength(2000);
      for (const line of memorizeLines) {
        const writer = String(line.event.client)
          .replace(/^writer-/, '')
          .replace(/-w\d$/, '');
        expect(line.actor, `audit line ${line.seq}`).toBe(writer);
      }
      const perRole = Object.fromEntries(roles.map((r) => [r, memorizeLines.filter((l) => l.actor === r).length]));
      expect(perRole).toEqual({ alice: 500, alice_agent: 500, bob: 500, bob_agent: 500 });
    } finally {
      await store.close();
    }
  });
});
