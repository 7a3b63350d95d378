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

/**
 * Issue #14, walk-3 item 12: a query made only of common words (`the a of`) matched nearly every
 * memory with scores that meant nothing; it is refused as having no searchable words, exit 2
 * (invalid input), as an empty query is. A common word beside another still searches.
 */
describe('cairn recall with only common words', () => {
  it('says the query has no searchable words, exit 2, and returns nothing; beside a real word common ones are not searched for', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'The harbour API listens on port 8080 of the gateway.']).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'Tide tables are cached for one hour in the harbour service.']).code).toBe(0);

    const human = box.cairn(['recall', '--include-candidates', 'the a of']);
    expect(human.code).toBe(2);
    expect(human.stdout).toBe('');
    expect(human.stderr).toContain('The query has no searchable words: "the", "a", "of" are common words');
    const json = box.json<{ error: { code: string; message: string } }>(['recall', '--include-candidates', 'what is it?']);
    expect(json.run.code).toBe(2);
    expect(json.value.error.code).toBe('INVALID_INPUT');
    expect(json.value.error.message).toContain('no searchable words');

    const hits = box.json<{ hits: { text: string }[] }>(['recall', '--include-candidates', 'the tide']).value.hits.map((h) => h.text);
    expect(hits).toEqual(['Tide tables are cached for one hour in the harbour service.']);
  });
});

/**
 * Issue #14, walk-2 item 26: every command that takes a memory id takes a short unique prefix of
 * it too, as git does (core's `resolveIdPrefix`, through the session's one reader of a named id).
 */
describe('short id prefixes', () => {
  it('show, confirm and forget take a unique prefix and print the whole id; a too-short one exits 2', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'The harbour API listens on port 8080.']).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'Tide tables are cached for one hour.']).code).toBe(0);
    const [first, second] = box.json<{ id: string; text: string }[]>(['list']).value.sort((a, b) => a.text.localeCompare(b.text));
    if (first === undefined || second === undefined) throw new Error('two memories expected');

    const shown = box.json<{ id: string; text: string }>(['show', first.id.slice(0, 12)]);
    expect(shown.run.code).toBe(0);
    expect(shown.value).toMatchObject({ id: first.id, text: first.text });
    // Without mem_, too.
    expect(box.json<{ id: string }>(['show', second.id.slice(4, 10)]).value.id).toBe(second.id);

    const confirmed = box.person(['confirm', first.id.slice(4, 12)]);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.stdout).toContain(`Confirmed ${first.id}`);

    const forgot = box.person(['forget', second.id.slice(0, 10)]);
    expect(forgot.code, forgot.stderr).toBe(0);
    expect(forgot.stdout).toContain(`Forgot ${second.id}.`);
    expect(box.json<{ id: string }[]>(['list']).value.map((r) => r.id)).toEqual([first.id]);

    const short = box.json<{ error: { code: string; message: string } }>(['show', first.id.slice(4, 6)]);
    expect(short.run.code).toBe(2);
    expect(short.value.error.message).toContain('too short');
    // A prefix no id has is not found (exit 4), as a whole unknown id is.
    expect(box.cairn(['show', 'mem_zzzz']).code).toBe(4);
  });
});
