import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/gate/directives.js';

/**
 * Round 19H (issue #18, h49-gate's list): a lone '.' or '..' after a space is a path argument, not a sentence's end, so
 * `find . -name '*.pyc' -delete` is one sentence; a sentence ending after a word still ends. Written fresh.
 */
describe('gate round 19H: the sentence splitter and path arguments', () => {
  it("keeps `find . -name '*.pyc' -delete` in one sentence", () => {
    expect(sentencesOf("The cleanup runs find . -name '*.pyc' -delete on the runner. Then it exits.")).toEqual([
      "The cleanup runs find . -name '*.pyc' -delete on the runner.",
      'Then it exits.',
    ]);
  });
  it('keeps `cd .. && make` in one sentence', () => {
    expect(sentencesOf('The script runs cd .. && make dist before tagging.')).toHaveLength(1);
  });
  it('still ends a sentence at a word and a period', () => {
    expect(sentencesOf('Run the tests. Then push.')).toEqual(['Run the tests.', 'Then push.']);
  });
});
