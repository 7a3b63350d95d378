import { foldWord, tokenize } from './tokenize.js';

/** A word as the tokenizer reads it: letters, digits and marks, with any invisible characters inside. */
const WORD_RUN = /[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}\p{Cf}]*[\p{L}\p{N}\p{M}])?/gu;

/** A redaction marker (`[REDACTED:github-token]`), captured so `split` keeps it. */
const MARKER = /(\[REDACTED:[a-z0-9-]+\])/u;

/** Characters of context in a snippet. */
export const SNIPPET_CHARS = 200;

/**
 * A window of `text` around the first matched word, with every word that yields a query
 * token marked `**word**` (the word only: punctuation around it stays outside the marks) (seeds/002 F9: recall shows the matched fragment).
 *
 * @param text - the record's (redacted) text
 * @param queryTokens - distinct tokens of the query
 */
export function makeSnippet(text: string, queryTokens: ReadonlySet<string>): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const words = [...flat.matchAll(/\S+/gu)];
  const wanted = [...queryTokens];
  // A word can only yield a query token if its folded form contains that token: a cheap
  // test first, the tokenizer only for the few words that pass it.
  const matches = (word: string): boolean => {
    const folded = foldWord(word);
    return wanted.some((t) => folded.includes(t)) && tokenize(word).some((t) => queryTokens.has(t));
  };
  const first = words.find((w) => matches(w[0]));
  let start = 0;
  if (first && (first.index ?? 0) > SNIPPET_CHARS / 3) {
    start = flat.lastIndexOf(' ', (first.index ?? 0) - Math.floor(SNIPPET_CHARS / 3)) + 1;
  }
  let end = Math.min(flat.length, start + SNIPPET_CHARS);
  if (end < flat.length) {
    const cut = flat.lastIndexOf(' ', end);
    if (cut > start) end = cut;
  }
  const window = flat.slice(start, end).replace(/\*\*/gu, '*\u2060*');
  // Only the words are marked, never the punctuation around them (issue #14: `**curve.**`,
  // ``**`test/reference/`**``): the runs of letters, digits and marks the tokenizer reads
  // (invisible characters inside a word stay part of it, as the tokenizer drops them).
  // A redaction marker is never marked inside (`[**REDACTED**:…]` would no longer read as one,
  // and redacting the snippet again on its way out would take it for a value).
  const markWord = (w: string): string => (matches(w) ? w.replace(WORD_RUN, (run) => (matches(run) ? `**${run}**` : run)) : w);
  const marked = window.replace(/\S+/gu, (w) =>
    w
      .split(MARKER)
      .map((part, i) => (i % 2 === 1 ? part : markWord(part)))
      .join(''),
  );
  return `${start > 0 ? '… ' : ''}${marked}${end < flat.length ? ' …' : ''}`;
}
