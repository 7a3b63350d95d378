import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, sandbox } from './harness.js';

/** Memories bound to code (issue #23), through the built CLI as child processes. */
describe('cairn and stale memories', () => {
  it('recall, show, list, digest and stale mark a memory whose bound file changed; an agent cannot reverify; the person can (signed)', () => {
    const box = sandbox();
    const git = gitIn(box);
    mkdirSync(join(box.project, 'src'));
    writeFileSync(join(box.project, 'src/queue.ts'), 'export const RETRIES = 3;\nexport function retry() {\n  return RETRIES;\n}\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'one');
    const stored = box.json<{ id: string; bound: string[] }>([
      'memorize',
      '--text',
      'The queue retries failed jobs three times.',
      '--source',
      'src/queue.ts:1-3',
    ]);
    expect(stored.run.code).toBe(0);
    const id = stored.value.id;
    expect(stored.value.bound).toEqual(['src/queue.ts:1-3']);
    // The person confirms it so it is active and reaches the digest.
    expect(box.person(['confirm', id]).code).toBe(0);

    const fresh = box.cairn(['recall', 'queue', 'retries']);
    expect(fresh.stdout).toContain(id);
    expect(fresh.stdout).not.toContain('stale');

    writeFileSync(join(box.project, 'src/queue.ts'), 'export const RETRIES = 5;\nexport function retry() {\n  return RETRIES;\n}\n');
    const recall = box.cairn(['recall', 'queue', 'retries']);
    expect(recall.code).toBe(0);
    expect(recall.stdout).toMatch(/active stale/u);
    // The table wraps long cells: read it with the borders and line breaks folded.
    expect(recall.stdout.replace(/[\s│]+/gu, ' ')).toContain('(may be outdated: src/queue.ts changed today)');
    const json = box.json<{ hits: Array<{ id: string; stale?: Array<{ change: string }>; bound?: string[] }> }>(['recall', 'queue', 'retries']);
    expect(json.value.hits[0]).toMatchObject({ id, bound: ['src/queue.ts:1-3'], stale: [{ path: 'src/queue.ts', change: 'edited' }] });

    expect(box.cairn(['show', id]).stdout).toContain('stale:      may be outdated: src/queue.ts changed today');
    expect(box.cairn(['list']).stdout).toMatch(/active stale/u);
    expect(box.cairn(['digest']).stdout).toContain('The queue retries failed jobs three times. (may be outdated: src/queue.ts changed today)');
    const stale = box.json<{ stale: Array<{ id: string; changes: Array<{ change: string }> }> }>(['stale']);
    // Stale memories are findings (README: exit 1), with --json and without.
    expect(stale.run.code).toBe(1);
    expect(box.cairn(['stale']).code).toBe(1);
    expect(stale.value.stale).toEqual([expect.objectContaining({ id, changes: [expect.objectContaining({ change: 'edited' })] })]);

    // Without the person's signature (no terminal): refused, still stale.
    const agent = box.cairn(['reverify', id]);
    expect(agent.code).not.toBe(0);
    expect(agent.stderr).toMatch(/person|terminal|sign/iu);
    expect(box.json<{ stale: unknown[] }>(['stale']).value.stale).toHaveLength(1);

    const signed = box.person(['reverify', id]);
    expect(signed.code).toBe(0);
    expect(signed.stdout).toContain(`Re-verified ${id}: bound to src/queue.ts:1-3.`);
    expect(signed.stderr).toContain('src/queue.ts:1-3: edited');
    const clear = box.cairn(['stale']);
    expect(clear.stdout).toContain('No stale memories');
    expect(clear.code).toBe(0);
    const audit = box.json<Array<{ event: string; id?: string; signer?: string }>>(['audit', '--limit', '1']);
    expect(JSON.stringify(audit.value)).toContain('"event":"reverify"');
  }, 180_000);

  it('a superseded memory whose file changed is not marked stale and gets no reverify advice in show, list or stale (issue #14, sixth walk)', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'queue.ts'), 'export const RETRIES = 3;\n');
    const old = box.json<{ id: string }>(['memorize', '--text', 'The queue retries failed jobs three times.', '--source', 'queue.ts:1-1']).value.id;
    writeFileSync(join(box.project, 'queue.ts'), 'export const RETRIES = 5;\n');
    const fresh = box.json<{ id: string }>(['memorize', '--text', 'The queue retries failed jobs five times.', '--source', 'queue.ts:1-1']).value.id;
    // Before it is replaced, the old memory is stale and advised to be re-verified.
    expect(box.cairn(['show', old]).stdout).toContain(`cairn reverify ${old}`);
    expect(box.person(['supersede', old, '--by', fresh]).code).toBe(0);
    const shown = box.cairn(['show', old]);
    expect(shown.stdout).toMatch(/superseded by: /u);
    expect(shown.stdout).not.toMatch(/stale|reverify/u);
    const json = box.json<{ status: string; stale?: unknown }>(['show', old]).value;
    expect(json.status).toBe('superseded');
    expect(json).not.toHaveProperty('stale');
    const listed = box.cairn(['list', '--status', 'superseded']);
    expect(listed.stdout).toContain(old);
    expect(listed.stdout).not.toMatch(/stale|reverify/u);
    const stale = box.cairn(['stale']);
    expect(stale.stdout).not.toContain(old);
    expect(stale.stdout).not.toMatch(/reverify/u);
  }, 180_000);
});
