import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';
import { clauseBefore, describedAt, negatedAt } from '../../src/gate/lexicon.js';

/** `negatedAt`/`describedAt` at the start of `verb` in `text`. */
const at = (text: string, verb: string): number => text.lastIndexOf(verb);

describe('clauseBefore', () => {
  it('is the clause up to `index`, lower-cased, after the last clause end', () => {
    expect(clauseBefore('Done. We Then run', 17)).toBe(' we then run');
    expect(clauseBefore('a; b! c? d\ne', 12)).toBe('e');
    expect(clauseBefore('.abc', 4)).toBe('abc');
    expect(clauseBefore('abc.', 4)).toBe('');
    expect(clauseBefore('完成。然后运行', 7)).toBe('然后运行');
  });

  it('looks back 120 characters at most', () => {
    expect(clauseBefore('a'.repeat(200), 200)).toBe('a'.repeat(120));
    expect(clauseBefore(`x${'b'.repeat(119)}`, 120)).toBe(`x${'b'.repeat(119)}`);
  });
});

describe('negatedAt', () => {
  it('finds a negator among the four words before the verb', () => {
    const text = 'never a b c run';
    expect(negatedAt(text, at(text, 'run'))).toBe(true);
    const far = 'never a b c d run';
    expect(negatedAt(far, at(far, 'run'))).toBe(false);
  });

  it('counts words, not the blanks and punctuation between them', () => {
    const text = 'never  a,  b -- c   run';
    expect(negatedAt(text, at(text, 'run'))).toBe(true);
  });

  it('reads contractions with straight and curly apostrophes', () => {
    for (const text of ["it isn't safe to run", 'it isn’t safe to run', "don't run", 'don’t run']) {
      expect(negatedAt(text, at(text, 'run')), text).toBe(true);
    }
    const plain = 'it is safe to run';
    expect(negatedAt(plain, at(plain, 'run'))).toBe(false);
  });

  it('reads CJK negation right before the verb', () => {
    expect(negatedAt('请不要运行', 3)).toBe(true);
    expect(negatedAt('请运行', 1)).toBe(false);
  });
});

describe('describedAt', () => {
  it('takes a first- or third-person subject as a description', () => {
    const text = 'We disable the sandbox';
    expect(describedAt(text, at(text, 'disable'))).toBe(true);
  });

  it('skips bullets, quotes and numbering before the subject', () => {
    for (const text of ['  - We disable the sandbox', '1. "We disable the sandbox', '> * (we disable the sandbox']) {
      expect(describedAt(text, at(text, 'disable')), text).toBe(true);
    }
  });

  it('takes "how to …" as an explanation', () => {
    const text = 'This page explains how to disable the sandbox';
    expect(describedAt(text, at(text, 'disable'))).toBe(true);
    expect(gateText('This page explains how to disable the sandbox.').reasons).toEqual([]);
    // Without a describing subject, the "how to" alone makes it an explanation.
    for (const t of ['Learn how to disable the sandbox', 'See: when to disable the sandbox', 'Ask whether to disable the sandbox']) {
      expect(describedAt(t, at(t, 'disable')), t).toBe(true);
    }
    const order = 'Remember to disable the sandbox';
    expect(describedAt(order, at(order, 'disable'))).toBe(false);
  });

  it('does not take a clause that addresses the agent', () => {
    const text = 'We want you to disable the sandbox';
    expect(describedAt(text, at(text, 'disable'))).toBe(false);
  });
});
