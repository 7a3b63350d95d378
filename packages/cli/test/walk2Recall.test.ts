import { describe, expect, it } from 'vitest';
import { fakeToken, sandbox } from './harness.js';

/**
 * Issue #14, the second newcomer walk, item 26: a credential typed into a recall query is
 * redacted, and its marker (`[REDACTED:github-token]`) must not search the marker's words, which
 * matched every memory holding a marker. Built CLI, child processes.
 */
describe('cairn recall with a credential in the query', () => {
  it('searches the other words only, never the words of the redaction marker', () => {
    const box = sandbox();
    const token = fakeToken();
    expect(box.cairn(['memorize', '--text', `The staging deploy reads its credential ${token} from the vault.`]).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'Tide tables are cached for one hour in the harbour service.']).code).toBe(0);
    // The stored memory holds the marker, not the token.
    expect(box.storeBytes().includes(token)).toBe(false);

    const hits = (query: string[]): string[] =>
      box.json<{ hits: { text: string }[] }>(['recall', '--include-candidates', ...query]).value.hits.map((h) => h.text);
    expect(hits(['tide', token])).toEqual(['Tide tables are cached for one hour in the harbour service.']);

    const only = box.json<{ error: { code: string; message: string } }>(['recall', '--include-candidates', token]);
    expect(only.run.code).toBe(2);
    expect(only.value.error.code).toBe('INVALID_INPUT');
    expect(only.value.error.message).toContain('only a credential');
    expect(only.run.stdout + only.run.stderr).not.toContain(token);

    // A marker typed by the person is still a query: memories holding one can be found.
    expect(hits(['[REDACTED:github-token]'])).toHaveLength(1);
  });
});
