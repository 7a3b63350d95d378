/**
 * `cairn digest --budget N` (issue #14): what it prints is the digest exactly, and never more
 * than N characters.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyExample, sandbox } from './harness.js';

describe('cairn digest', () => {
  it('prints at most --budget characters, the note of what was left out included', () => {
    const box = sandbox();
    // Agent conventions seen in two sessions from two sources, then confirmed by the person from
    // one of the files (outside protected host sessions sightings never promote, DESIGN.md §2.6),
    // so the digest has more than any budget holds.
    mkdirSync(join(box.project, 'docs'));
    for (const file of ['NOTES.md', 'docs/ops.md'])
      writeFileSync(join(box.project, file), Array.from({ length: 120 }, (_, i) => `${file} line ${i + 1}: station ${i} cache.`).join('\n'));
    for (const [session, file] of [
      ['s1', 'NOTES.md'],
      ['s2', 'docs/ops.md'],
    ]) {
      const lines = Array.from({ length: 120 }, (_, i) =>
        JSON.stringify({
          text: `Convention ${i}: the service keeps station ${i} cached for ten minutes.`,
          origin: 'agent',
          kind: 'convention',
          source: `${file}:${i + 1}`,
          session,
        }),
      );
      const r = box.cairn(['memorize', '--batch'], { input: `${lines.join('\n')}\n` });
      expect(r.code, r.stderr).toBe(0);
    }
    const confirmed = box.person(['confirm', '--source', 'NOTES.md']);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    for (const budget of [400, 1000, 2500, 8000]) {
      const d = box.cairn(['digest', '--budget', String(budget)]);
      expect(d.code, d.stderr).toBe(0);
      expect(d.stdout.length, `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(d.stdout).toContain('more not shown');
      expect(d.stdout.endsWith('\n')).toBe(true);
      expect(d.stdout.endsWith('\n\n')).toBe(false);
    }
  });

  it('a lead-in and its list item read as one line a person would write, not "Lead-in: - item" (issue #14)', () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', 'CLAUDE.md']).code).toBe(0);
    const c = box.person(['confirm', '--source', 'CLAUDE.md', '--reviewed', 'CLAUDE.md:8']);
    expect(c.code, c.stderr).toBe(0);
    // A run of short items with their lead-in, as import keeps them, from an agent seen in two
    // sessions, citing two files of the project with different content (issue #16).
    writeFileSync(join(box.project, 'NOTES.md'), '# Notes\n\nThe stack:\n- Node 20\n- npm ci\n- node:test\n');
    mkdirSync(join(box.project, 'docs'), { recursive: true });
    writeFileSync(join(box.project, 'docs/stack.md'), 'Stack:\n- Node 20 (LTS)\n- npm ci in CI\n- node:test runner\n');
    for (const [session, source] of [
      ['s1', 'NOTES.md:3-6'],
      ['s2', 'docs/stack.md:1-4'],
    ]) {
      const r = box.cairn(['memorize'], {
        input: JSON.stringify({ text: 'The stack:\n- Node 20\n- npm ci\n- node:test', origin: 'agent', kind: 'convention', source, session }),
      });
      expect(r.code, r.stderr).toBe(0);
    }
    const agreed = box.person(['confirm', '--source', 'NOTES.md']);
    expect(agreed.code, agreed.stderr).toBe(0);
    const d = box.cairn(['digest']);
    expect(d.code, d.stderr).toBe(0);
    expect(d.stdout).toContain('- [repo, confirmed] Notes for Claude Code: Run one test file with `node --test test/predict.test.mjs`.\n');
    // The agent's text reproduces NOTES.md, so the working tree attests it `repo` (issue #22).
    expect(d.stdout).toContain('- [repo, confirmed] The stack: Node 20; npm ci; node:test\n');
    expect(d.stdout).not.toMatch(/: - /u);
  });
});
