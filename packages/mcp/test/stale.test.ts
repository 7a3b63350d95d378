import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, cleanup, connect, init, workspace } from './helpers.js';

afterAll(cleanup);

/** A project with memory enabled and src/queue.ts (two lines), and an MCP session on it. */
async function queueProject() {
  const { home, project } = await workspace();
  await init(home, project);
  await mkdir(join(project, 'src'));
  await writeFile(join(project, 'src/queue.ts'), 'export const RETRIES = 3;\nexport const BASE_MS = 100;\n');
  return { project, s: await connect(home, project) };
}

/** Memories bound to code (issue #23) through a real MCP SDK client and the built server. */
describe('a memory bound to a file, over MCP', () => {
  it('memorize binds it; after the file changes, recall marks it stale in the structured receipt and the text, and an agent repeating it does not clear the mark', async () => {
    const { project, s } = await queueProject();
    try {
      const stored = await call(s, 'memorize', { text: 'Queue jobs retry three times.', origin: 'agent', source: 'src/queue.ts:1-2' });
      const id = (stored.structuredContent as { id: string }).id;
      const fresh = await call(s, 'recall', { query: 'queue retry', includeCandidates: true });
      expect((fresh.structuredContent as { hits: Array<{ id: string; bound?: string[]; stale?: unknown }> }).hits[0]).toMatchObject({
        id,
        bound: ['src/queue.ts:1-2'],
      });
      expect(fresh.text).toContain('bound to: src/queue.ts:1-2');
      expect(fresh.text).not.toContain('STALE');

      await writeFile(join(project, 'src/queue.ts'), 'export const RETRIES = 5;\nexport const BASE_MS = 100;\n');
      // The agent repeats it with the file as it is now: a sighting, not a re-verification.
      await call(s, 'memorize', { text: 'Queue jobs retry three times.', origin: 'agent', source: 'src/queue.ts:1-2' });
      const after = await call(s, 'recall', { query: 'queue retry', includeCandidates: true });
      const hit = (after.structuredContent as { hits: Array<{ id: string; stale?: Array<{ path: string; change: string }>; staleLabel?: string }> }).hits[0];
      expect(hit).toMatchObject({ id, stale: [{ path: 'src/queue.ts', change: 'edited' }], staleLabel: 'may be outdated: src/queue.ts changed today' });
      expect(after.text).toContain('STALE — may be outdated: src/queue.ts changed today; open the file before relying on it');
    } finally {
      await s.close();
    }
  }, 120_000);

  it('a bound file moved with a plain mv after the last refresh: the receipt says missing (moved or deleted), not deleted', async () => {
    const { project, s } = await queueProject();
    try {
      const stored = await call(s, 'memorize', { text: 'Queue jobs retry three times.', origin: 'agent', source: 'src/queue.ts' });
      const id = (stored.structuredContent as { id: string }).id;
      await rename(join(project, 'src/queue.ts'), join(project, 'src/jobs.ts'));
      const after = await call(s, 'recall', { query: 'queue retry', includeCandidates: true });
      const hit = (after.structuredContent as { hits: Array<{ id: string; stale?: Array<{ path: string; change: string }>; staleLabel?: string }> }).hits[0];
      expect(hit).toMatchObject({
        id,
        stale: [{ path: 'src/queue.ts', change: 'missing' }],
        staleLabel: 'may be outdated: src/queue.ts is missing (moved or deleted)',
      });
      expect(after.text).toContain('STALE — may be outdated: src/queue.ts is missing (moved or deleted); open the file before relying on it');
    } finally {
      await s.close();
    }
  }, 120_000);
});
