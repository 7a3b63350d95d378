/**
 * Recall folds accents (the fifth walk's leftovers: "cafe" did not find "café", nor the other
 * way round). core's tokenizer folds Latin, Greek and Cyrillic accents (NFKD, the combining
 * marks dropped) for the index and the query alike; its fingerprint (store-fs `RULES`) changed
 * with it, so a view built before is rebuilt from the log, never read with the old tokens.
 * Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface Hits {
  hits: { id: string; snippet: string }[];
}

describe('cairn recall folds accents', () => {
  it('"cafe" finds "café" and "café" finds "cafe"; a decomposed accent too; the snippet marks the word as written', () => {
    const box = sandbox();
    const accented = box.json<{ id: string }>(['memorize', '--text', 'The café on the quay opens at nine.']).value.id;
    const plain = box.json<{ id: string }>(['memorize', '--text', 'The resume of the harbour master is in the cafe folder.']).value.id;

    const byPlain = box.json<Hits>(['recall', '--include-candidates', 'cafe', 'quay']).value.hits;
    expect(byPlain.map((h) => h.id)).toContain(accented);
    expect(byPlain.find((h) => h.id === accented)?.snippet).toContain('**café**');

    const byAccent = box.json<Hits>(['recall', '--include-candidates', 'café', 'résumé']).value.hits;
    expect(byAccent.map((h) => h.id)).toContain(plain);
    expect(byAccent.find((h) => h.id === plain)?.snippet).toContain('**cafe**');

    // "cafe" + U+0301 (the accent as a combining mark) is the same word.
    const decomposed = box.json<Hits>(['recall', '--include-candidates', 'cafe\u0301']).value.hits.map((h) => h.id);
    expect(decomposed).toEqual(expect.arrayContaining([accented, plain]));
  }, 120_000);
});
