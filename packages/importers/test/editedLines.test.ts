import { describe, expect, it } from 'vitest';
import { editedLines } from '../src/plan/editedLines.js';

const stored = (id: string, line: number, text: string) => ({ id, hash: `h:${text}`, line, text });
const current = (line: number, text: string, fresh = true) => ({ hash: `h:${text}`, line, text, fresh });

describe('editedLines', () => {
  it('pairs a line edited in place with its new wording, whatever was added or removed above it', () => {
    const before = [stored('a', 1, 'Use npm ci.'), stored('b', 2, 'Keep it under 400 lines.'), stored('c', 3, 'Tests use node:test.')];
    const now = [
      current(1, 'A new first line.'),
      current(2, 'Use npm ci.', false),
      current(3, 'Keep it under 300 lines.'),
      current(4, 'Tests use node:test.', false),
    ];
    const r = editedLines(before, now);
    expect(r.edited.map((e) => [e.stored.id, e.current.text])).toEqual([['b', 'Keep it under 300 lines.']]);
    expect(r.gone).toEqual([]);
  });

  it('a deleted line is gone; a moved line is neither edited nor gone', () => {
    const before = [stored('a', 1, 'First.'), stored('b', 2, 'Second.'), stored('c', 3, 'Third.')];
    const r = editedLines(before, [current(1, 'Third.', false), current(2, 'First.', false)]);
    expect(r.edited).toEqual([]);
    expect(r.gone.map((g) => g.id)).toEqual(['b']);
  });

  it('in an uneven run of changes, pairs by word overlap and leaves a dissimilar line unpaired', () => {
    const before = [stored('a', 1, 'Anchor.'), stored('b', 2, 'Deploy with npm run release on Fridays.'), stored('z', 3, 'End.')];
    const now = [
      current(1, 'Anchor.', false),
      current(2, 'Nothing at all in common here.'),
      current(3, 'Deploy with npm run release on Mondays.'),
      current(4, 'End.', false),
    ];
    const r = editedLines(before, now);
    expect(r.edited.map((e) => [e.stored.id, e.current.line])).toEqual([['b', 3]]);
    const lone = editedLines(
      [stored('a', 1, 'Anchor.'), stored('b', 2, 'alpha beta gamma'), stored('c', 3, 'delta')],
      [current(1, 'Anchor.', false), current(2, 'one two three'), current(3, 'four'), current(4, 'five')],
    );
    expect(lone.edited).toEqual([]);
    expect(lone.gone.map((g) => g.id)).toEqual(['b', 'c']);
  });

  it('never pairs with a chunk already stored (not fresh)', () => {
    const r = editedLines([stored('a', 1, 'Old wording.')], [current(1, 'Known elsewhere.', false)]);
    expect(r.edited).toEqual([]);
    expect(r.gone.map((g) => g.id)).toEqual(['a']);
  });
});
