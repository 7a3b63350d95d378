/**
 * One evidence count for one memory (issue #14, walk-1 item 17): `show` printed every piece of
 * evidence, recall and the MCP tools the independent ones, so the same memory read "evidence
 * (2)" in one place and "1" in another. Every reader now says core's `evidenceWords(evidenceTally())`:
 * `1 independent of 2`. Real child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('the evidence count of one memory', () => {
  it('is the same in show, recall and recall --json', () => {
    const box = sandbox();
    const request = { text: 'The harbour tide tables are cached for six hours.', origin: 'agent', source: 'https://example.test/tides' };
    const first = box.json<{ id: string }>(['memorize'], { input: JSON.stringify(request) });
    expect(first.run.code, first.run.stderr).toBe(0);
    // A less trusted origin repeating it: a second piece of evidence, not a second independent one.
    const again = box.json<{ id: string; sighting: boolean }>(['memorize'], {
      input: JSON.stringify({ ...request, origin: 'web', source: 'https://other.example.test/tides' }),
    });
    expect(again.value).toMatchObject({ id: first.value.id, sighting: true });

    const show = box.cairn(['show', first.value.id]);
    expect(show.stdout).toContain('evidence (1 independent of 2):');
    const recall = box.cairn(['recall', '--include-candidates', 'harbour', 'tide']);
    expect(recall.stdout.replace(/[\s│]+/gu, ' ')).toContain('1 independent of 2');
    const json = box.json<{ hits: Array<{ id: string; evidenceCount: number; evidencePieces: number }> }>([
      'recall',
      '--include-candidates',
      'harbour',
      'tide',
    ]);
    expect(json.value.hits[0]).toMatchObject({ id: first.value.id, evidenceCount: 1, evidencePieces: 2 });
  });
});
