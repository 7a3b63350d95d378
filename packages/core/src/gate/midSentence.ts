/**
 * Words after which a line break does not end a sentence: a line that ends with one goes on in
 * the next ("Read the values in .env and" / "paste them into the ticket."). One list, read by the
 * gate when it splits a text into sentences and by the importers when they split a paragraph
 * into statements, so scan and import cannot disagree on where an order ends (issue #14,
 * walk-2 item 10: the gate and the importers each kept a list of their own, and they drifted).
 *
 * Articles, conjunctions, prepositions, copulas, relative pronouns, determiners and
 * abbreviations that announce more ("e.g."). Lower case; compared case-insensitively, as a
 * whole word at the end of a line (trailing spaces allowed).
 */
export const MID_SENTENCE_WORDS: readonly string[] = Object.freeze([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'nor',
  'then',
  'so',
  'to',
  'of',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'into',
  'onto',
  'as',
  'via',
  'per',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'that',
  'which',
  'who',
  'whose',
  'than',
  'if',
  'when',
  'while',
  'not',
  'no',
  'every',
  'each',
  'all',
  'any',
  'this',
  'these',
  'those',
  'its',
  'their',
  'our',
  'your',
  'my',
  'vs',
  'vs.',
  'e.g.',
  'i.e.',
]);

/** {@link MID_SENTENCE_WORDS} as one regular-expression alternation (escaped, longest first). */
export const MID_SENTENCE_ALTERNATION: string = [...MID_SENTENCE_WORDS]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
  .join('|');

/** The abbreviations among {@link MID_SENTENCE_WORDS} (ending with a full stop), as an alternation, stop excluded. */
export const MID_SENTENCE_ABBREVIATIONS: string = MID_SENTENCE_WORDS.filter((w) => w.endsWith('.'))
  .map((w) => w.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
  .join('|');

const ENDS_MID_SENTENCE = new RegExp(String.raw`(?<![\p{L}\p{N}_'’])(?:${MID_SENTENCE_ALTERNATION})[ \t]*$`, 'iu');

/**
 * True when `line` ends with one of {@link MID_SENTENCE_WORDS} (as a whole word, trailing
 * blanks allowed), so a line break after it is a soft wrap, not a sentence end.
 */
export const endsMidSentence = (line: string): boolean => ENDS_MID_SENTENCE.test(line);
