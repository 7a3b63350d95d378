/**
 * English function words that name no topic: articles, pronouns, the auxiliaries be/have/do,
 * grammatical prepositions and conjunctions, determiners and question words — the closed classes
 * of English grammar (as in the stop lists of NLTK and Lucene's English analyzer), without the
 * words that carry a rule or a topic in a memory (`not`, `no`, `never`, `must`, `should`, `up`,
 * `down`, `out`, `off`, `all`, `make`…). Tokens as {@link tokenize} makes them (lower case; an
 * apostrophe splits `don't` into `don` and `t`).
 *
 * A query made only of these matches nearly every memory with a score that means nothing
 * (issue #14, walk-3 item 12: `cairn recall "the a of"` returned 9 memories scored up to 2.9), so
 * recall refuses it; beside other words they are left out of the search (a memory with `the`
 * twice ranked above the one about tides for `the tide`).
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  [
    // articles and determiners
    'a an the this that these those some any each every either neither another such',
    // pronouns
    'i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves one',
    // be, have, do and the modal-free auxiliaries
    'am is are was were be been being have has had having do does did doing',
    // grammatical prepositions
    'of to in on at by for with from as into onto upon about than via per',
    // conjunctions
    'and or but if so nor yet then because while although though whether',
    // question and relative words
    'what which who whom whose how why when where there here',
    // pieces of contractions (it's, don't, I'd, we'll, I'm, they're, we've)
    's t d ll m re ve',
  ]
    .join(' ')
    .split(' '),
);

/** True when every token is a {@link COMMON_WORDS} word (false for no tokens). */
export function onlyCommonWords(tokens: readonly string[]): boolean {
  return tokens.length > 0 && tokens.every((t) => COMMON_WORDS.has(t));
}
