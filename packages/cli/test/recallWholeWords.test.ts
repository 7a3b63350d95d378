/**
 * Recall matches whole words, without stemming (the newcomer walk: `recall retry` did not find
 * "Retries are capped at three." and said only "No memories match."). When nothing matches
 * without --fuzzy, recall now says so and offers --fuzzy, which matches word beginnings; with
 * --fuzzy the hint is not repeated. Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { WHOLE_WORDS_HINT } from '../src/commands/read.js';
import { sandbox } from './harness.js';

describe('recall that finds nothing says words match whole, and offers --fuzzy', () => {
  it('retry does not find "Retries": the hint is printed; --fuzzy finds word beginnings, as the hint says', () => {
    const box = sandbox();
    const m = box.personJson<{ id: string; status: string }>(['memorize', '--text', 'Retries are capped at three before a deployment fails.']).value;
    expect(m.status).toBe('active');
    const none = box.cairn(['recall', 'retry']);
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout).toContain('No memories match.');
    expect(none.stdout).toContain('Words match whole words only ("retry" does not find "retries"): --fuzzy also matches words that begin with yours');
    // What the hint promises: a word's beginning finds it with --fuzzy, and not without.
    expect(box.cairn(['recall', 'deploy']).stdout).toContain(WHOLE_WORDS_HINT);
    const fuzzy = box.cairn(['recall', '--fuzzy', 'deploy']);
    expect(fuzzy.stdout).toContain(m.id);
    expect(fuzzy.stdout).not.toContain(WHOLE_WORDS_HINT);
    // With --fuzzy and still nothing, the hint is not offered again.
    const stillNone = box.cairn(['recall', '--fuzzy', 'zzyzx']);
    expect(stillNone.stdout).toContain('No memories match.');
    expect(stillNone.stdout).not.toContain('--fuzzy');
    // --json is data: no hint in it.
    expect(box.json<{ hits: unknown[] }>(['recall', 'retry']).value).toEqual({ hits: [] });
  });
});
