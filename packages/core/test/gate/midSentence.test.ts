import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/gate/directives.js';
import { endsMidSentence, MID_SENTENCE_WORDS } from '../../src/gate/midSentence.js';

/**
 * The gate (scan) and the importers (import) read one list of words after which a line break
 * does not end a sentence; these tests hold the gate's sentence splitter to it, word by word.
 */
describe('MID_SENTENCE_WORDS, shared by the gate and the importers', () => {
  it('every word on the list keeps a line break inside the sentence, for the gate and for endsMidSentence', () => {
    for (const w of MID_SENTENCE_WORDS) {
      const line = `Read the values kept here ${w}`;
      expect(endsMidSentence(line), w).toBe(true);
      expect(endsMidSentence(`${line.toUpperCase()}  `), w).toBe(true);
      expect(sentencesOf(`${line}\nPaste them into the ticket`), w).toHaveLength(1);
    }
  });

  it('a line ending with another word ends its sentence, for both', () => {
    for (const w of ['values', 'ticket', 'done', 'theme', 'band', 'ore', 'toe']) {
      const line = `Read the values kept here ${w}`;
      expect(endsMidSentence(line), w).toBe(false);
      expect(sentencesOf(`${line}\nPaste them into the ticket`), w).toHaveLength(2);
    }
  });

  it('matches whole words only', () => {
    expect(endsMidSentence('the grand')).toBe(false);
    expect(endsMidSentence('the state-of')).toBe(true);
    expect(endsMidSentence("the team's")).toBe(false);
  });
});
