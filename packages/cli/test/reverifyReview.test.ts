/**
 * `cairn reverify` shows what the person signs over (issue #14, walk-2 items 12/34: it showed
 * neither a hash nor a diff): each binding's content hash as bound and as it will be, then a
 * diff of the bound lines from the content when bound (read from git by the binding's blob id)
 * to the content now; outside git, where Cairn kept only the hash, the lines as they are now,
 * saying the old ones are not kept. Real child processes; the person signs on a pseudo-terminal.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, sandbox } from './harness.js';

const BEFORE = 'export const RETRIES = 3;\nexport function retry() {\n  return RETRIES;\n}\n';
// The new line carries a terminal escape, assembled at run time: the diff shows it folded, never raw.
const ESC = String.fromCharCode(27);
const AFTER = `export const RETRIES = 5; // ${ESC}[2J\nexport function retry() {\n  return RETRIES;\n}\n`;

/** A project in git with src/queue.ts (BEFORE) committed, and a memory bound to its lines 1–3. */
function boundInGit(): { box: ReturnType<typeof sandbox>; id: string } {
  const box = sandbox();
  const git = gitIn(box);
  mkdirSync(join(box.project, 'src'));
  writeFileSync(join(box.project, 'src/queue.ts'), BEFORE);
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'one');
  const id = box.json<{ id: string }>(['memorize', '--text', 'The queue retries failed jobs three times.', '--source', 'src/queue.ts:1-3']).value.id;
  return { box, id };
}

describe('cairn reverify before signing', () => {
  it('in git: shows the old and new content hash and a diff of the bound lines', () => {
    const { box, id } = boundInGit();
    const hashBefore = box.json<{ bindings: Array<{ hash: string }> }>(['show', id]).value.bindings[0]?.hash as string;
    writeFileSync(join(box.project, 'src/queue.ts'), AFTER);

    const r = box.person(['reverify', id]);
    expect(r.code, r.stderr).toBe(0);
    const hashAfter = box.json<{ bindings: Array<{ hash: string }> }>(['show', id]).value.bindings[0]?.hash as string;
    expect(hashAfter).not.toBe(hashBefore);
    // In words, no hash notation (walk 11 item 10).
    expect(r.stderr).toContain('src/queue.ts:1-3: changed since it was bound; once you sign, bound to src/queue.ts:1-3 as it reads now.');
    expect(r.stderr).toContain('--- src/queue.ts:1-3 as bound');
    expect(r.stderr).toContain('+++ src/queue.ts:1-3 now');
    expect(r.stderr).toContain('-export const RETRIES = 3;');
    expect(r.stderr).toContain('+export const RETRIES = 5; // ⟨ESC[2J⟩');
    expect(r.stderr).not.toContain(`${ESC}[2J`);
    // Context lines keep their indentation.
    expect(r.stderr).toContain('     return RETRIES;');
    // Shown before the question the person answers.
    expect(r.stderr.indexOf('+export const RETRIES = 5;')).toBeLessThan(r.stderr.indexOf('Re-verify this memory'));
  }, 180_000);

  it('in git: lines moved down and edited are rebound where they went, not at the old numbers (walk-6 item 4)', () => {
    const { box, id } = boundInGit();
    // Four lines added above, and the bound first line edited: its content is found nowhere.
    writeFileSync(join(box.project, 'src/queue.ts'), `// a\n// b\n// c\n// d\n${BEFORE.replace('= 3', '= 4')}`);
    const r = box.person(['reverify', id]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('once you sign, bound to src/queue.ts:5-7 as it reads now.');
    expect(box.json<{ bindings: Array<{ lines: number[] }> }>(['show', id]).value.bindings[0]?.lines).toEqual([5, 7]);
  }, 180_000);

  it('outside git: the hashes, and the bound lines as they are now (the old content is not kept)', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'queue.ts'), BEFORE);
    const id = box.json<{ id: string }>(['memorize', '--text', 'The queue retries failed jobs three times.', '--source', 'queue.ts:1-3']).value.id;
    writeFileSync(join(box.project, 'queue.ts'), AFTER);
    const r = box.person(['reverify', id]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('queue.ts:1-3: changed since it was bound; once you sign, bound to queue.ts:1-3 as it reads now.');
    expect(r.stderr).toContain('its content when bound is not kept (Cairn keeps its hash; git has no copy). queue.ts:1-3 now reads:');
    expect(r.stderr).toContain('| export const RETRIES = 5;');
  }, 180_000);

  it('a memory that is not stale is not said to stop being stale (the seventh newcomer walk)', () => {
    const { box, id } = boundInGit();
    const r = box.person(['reverify', id]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('It is not marked stale. Re-verify it anyway');
    expect(r.stderr).not.toContain('It is no longer marked stale');
  }, 180_000);
});
