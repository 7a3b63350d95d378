/**
 * Independence by content, not by spelling or path (issue #16, newcomer walk item 5), as a
 * newcomer met it: the same memory.jsonl imported from two folders, and two agent memorize
 * requests differing only in a URL the caller typed, each made agent memories active — in the
 * digest — with no person confirming. Real child processes of the built CLI.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface Summary {
  totals: { new: number; sightings: number; byStatus: Record<string, number> };
}
interface Listed {
  id: string;
  status: string;
  origin: string;
  text: string;
}

describe('independent evidence is independent in fact (issue #16)', () => {
  it('one memory.jsonl imported from two folders is one witness: its agent memories stay candidates, out of the digest', () => {
    const box = sandbox();
    const first = join(box.root, 'imp');
    const second = join(box.root, 'imp2');
    mkdirSync(first);
    writeFileSync(
      join(first, 'memory.jsonl'),
      `${JSON.stringify({ type: 'entity', name: 'svc', entityType: 'project', observations: ['The staging database is rebuilt every night at 02:00', 'Deploys go through the release branch'] })}\n`,
    );
    cpSync(first, second, { recursive: true });
    const a = box.json<Summary>(['import', join(first, 'memory.jsonl')]);
    expect(a.run.code, a.run.stderr).toBe(0);
    expect(a.value.totals).toMatchObject({ new: 2 });
    const b = box.json<Summary>(['import', join(second, 'memory.jsonl')]);
    expect(b.run.code, b.run.stderr).toBe(0);
    expect(b.value.totals).toMatchObject({ new: 0, sightings: 2 });
    expect(b.value.totals.byStatus).toEqual({ candidate: 2 });
    const listed = box.json<Listed[]>(['list', '--status', 'active']).value;
    expect(listed.filter((r) => r.origin === 'agent')).toEqual([]);
    const digest = box.cairn(['digest']);
    expect(digest.code, digest.stderr).toBe(0);
    expect(digest.stdout).not.toContain('staging database');
  });

  it('two agent memorize requests differing only in a URL the caller typed are one witness', () => {
    const box = sandbox();
    const ask = (n: number) =>
      box.json<{ id: string; status: string; warnings: string[] }>(['memorize'], {
        input: JSON.stringify({
          text: 'Builds are cached in the artifact store for a week.',
          origin: 'agent',
          source: `https://example.com/notes/${n}`,
          session: `s${n}`,
        }),
      });
    const one = ask(1);
    expect(one.run.code, one.run.stderr).toBe(0);
    const two = ask(2);
    expect(two.run.code, two.run.stderr).toBe(0);
    expect(two.value.status).toBe('candidate');
    expect(two.value.warnings.join(' ')).toContain('not as independent evidence');
    expect(box.json<Listed>(['show', two.value.id]).value.status).toBe('candidate');
    expect(box.cairn(['digest']).stdout).not.toContain('artifact store');
  });
});
