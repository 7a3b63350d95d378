/**
 * Walk h56 MED 3: an agent's memory that is a code line of the project word for word, citing that
 * very line (`export const queue = "redis";` citing src/queue.ts:2), was told "its cited lines
 * share some of its words but do not reproduce it" — false. The working tree attests a text by the
 * 5-word runs it shares with a file, of which its index keeps a sample: a text of 4 words can never
 * be attested, one of 6 only when this home's key kept a run it holds. The note now says which.
 * Real child processes, a real git repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, sandbox } from './harness.js';

type Stored = { origin: string; warnings: string[] };

describe('memorize of a code line word for word, citing it (walk h56 MED 3)', () => {
  it('says why the line does not attest it, never that the line does not reproduce it', () => {
    const box = sandbox();
    const git = gitIn(box);
    mkdirSync(join(box.project, 'src'));
    writeFileSync(join(box.project, 'src/queue.ts'), 'export const retries = 3; // exponential backoff\nexport const queue = "redis";\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'one');
    const memorize = (text: string, source: string): Stored => {
      const r = box.cairn(['--json', 'memorize'], { input: JSON.stringify({ text, origin: 'agent', source }) });
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as Stored;
    };
    const notes = (s: Stored): string[] => s.warnings.filter((w) => w.startsWith('The source '));

    const four = memorize('export const queue = "redis";', 'src/queue.ts:2');
    expect(four.origin).toBe('agent');
    expect(notes(four)).toEqual([
      "The source src/queue.ts:2 does not attest this text: its cited lines hold it word for word, but it has 4 words, and the working tree attests a text only by runs of 5 words it shares with a file, so it stays the agent's (origin agent), a candidate for a person's review (a change to those lines marks the memory stale).",
    ]);

    // Six words: attested when this home's key kept one of its runs, else said so — never "does not reproduce it".
    const six = memorize('export const retries = 3; // exponential backoff', 'src/queue.ts:1');
    if (six.origin === 'agent') {
      expect(notes(six)).toHaveLength(1);
      expect(notes(six)[0]).toContain(
        "its cited lines hold it word for word, but it has 6 words, and the working tree keeps a sample of each file's 5-word runs that is sure to meet a text only from 8 words on",
      );
    } else expect(six.origin).toBe('repo');
    for (const s of [four, six]) expect(notes(s).join(' ')).not.toContain('do not reproduce it');
  }, 120_000);
});
