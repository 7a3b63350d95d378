/**
 * Issue #14, from the walk on a fresh clone: a paragraph of two sentences ending with a colon
 * ("Conventions for every agent are in AGENTS.md. Notes for Claude Code:") was put whole in
 * front of every list item after it, so the digest repeated its first sentence four times. Only
 * the sentence ending with the colon is the lead-in; the sentences before it are a memory.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../src/index.js';

const DOC = [
  '# Notes',
  '',
  'Conventions for every agent are in AGENTS.md. Notes for Claude Code:',
  '',
  '- The prediction follows the harmonic method with one cosine term per constituent.',
  '- Run one test file with `node --test test/predict.test.mjs` while iterating.',
  '',
].join('\n');

describe('a lead-in is the sentence that ends with the colon', () => {
  it('the sentences before it are a memory of their own; each item carries only the lead-in', () => {
    const { chunks, setAside } = parseMarkdown(DOC);
    const texts = chunks.map((c) => c.text);
    expect(texts).toContain('Conventions for every agent are in AGENTS.md.');
    const items = chunks.filter((c) => c.block === 'list-item');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.text.startsWith('Notes for Claude Code:\n- ')).toBe(true);
      expect(item.text).not.toContain('Conventions for every agent');
    }
    expect(setAside).toContainEqual(
      expect.objectContaining({ reason: 'lead-in', fate: 'joined', chunk: expect.objectContaining({ text: 'Notes for Claude Code:', startLine: 3 }) }),
    );
  });

  it('a one-sentence lead-in, or one whose first part is too short to stand alone, stays whole', () => {
    const one = parseMarkdown('Before opening a pull request:\n\n- Keep it under 400 changed lines; split larger work.\n');
    expect(one.chunks.map((c) => c.text)).toEqual(['Before opening a pull request:\n- Keep it under 400 changed lines; split larger work.']);
    const short = parseMarkdown('Note. Use these commands:\n\n- Run the whole suite with npm test before pushing.\n');
    expect(short.chunks.map((c) => c.text)).toEqual(['Note. Use these commands:\n- Run the whole suite with npm test before pushing.']);
  });
});
