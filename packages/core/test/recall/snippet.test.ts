import { describe, expect, it } from 'vitest';
import { makeSnippet } from '../../src/recall/snippet.js';
import { redactSecrets } from '../../src/redact/index.js';
import { uniqueTokens } from '../../src/recall/tokenize.js';

const snippet = (text: string, query: string): string => makeSnippet(text, new Set(uniqueTokens(query)));

describe('makeSnippet', () => {
  it('marks the matched words only, never the punctuation around them (issue #14)', () => {
    expect(snippet('AVO has no reference curve yet.', 'reference curve')).toBe('AVO has no **reference** **curve** yet.');
    expect(snippet('Reference curves in `test/reference/` are compared.', 'reference')).toBe('**Reference** curves in `test/**reference**/` are compared.');
    expect(snippet('Run (npm test), then push!', 'npm push')).toBe('Run (**npm** test), then **push**!');
  });

  it('marks a word its tokens come from (camelCase, a hyphenated pair) and leaves unmatched words alone', () => {
    expect(snippet('Call parseConfig first.', 'config')).toBe('Call **parseConfig** first.');
    expect(snippet('Use Postgres-advisory locks.', 'advisory')).toBe('Use Postgres-**advisory** locks.');
    expect(snippet('Nothing here matches.', 'absent')).toBe('Nothing here matches.');
  });

  it('keeps invisible characters inside a word part of the marked word, and a literal ** cannot fake a mark', () => {
    expect(snippet('the cache\u200Bkey is shared', 'cachekey')).toBe('the **cache\u200Bkey** is shared');
    expect(snippet('**bold** text', 'text')).toBe('*\u2060*bold*\u2060* **text**');
  });
});

describe('makeSnippet and redaction markers', () => {
  it('never marks a word inside a marker, so the marker still reads as one and redacting the snippet again changes nothing', () => {
    const text = 'use PGPASSWORD=[REDACTED:secret-assignment] and the [REDACTED:github-token] token';
    const out = snippet(text, 'redacted github token secret');
    expect(out).toBe('use PGPASSWORD=[REDACTED:secret-assignment] and the [REDACTED:github-token] **token**');
    expect(redactSecrets(out).text).toBe(out);
  });
});
