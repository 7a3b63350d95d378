/**
 * A one-line source is printed as its line (walk 12 item 9: `list`, `recall`, `show` said
 * `AGENTS.md:3-3` where scan and review said `AGENTS.md:4`), through core's `displayRef`; the
 * stored reference (evidence, bindings: part of the signed record view) stays `path:a-b`, as
 * `--json` shows. The built CLI as a child process.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface Rec {
  id: string;
  text: string;
  evidence: { source: string | null }[];
  bindings?: { path: string; lines?: [number, number] }[];
}

describe('single-line sources (walk 12 item 9)', () => {
  it('list, recall, show and stale say AGENTS.md:3; a range stays a range; --json keeps the stored 3-3', () => {
    const box = sandbox();
    const agents = join(box.project, 'AGENTS.md');
    writeFileSync(agents, '# Agents\n\nThe queue retries three times with backoff.\n\nThe queue worker runs\non two hosts in staging.\n');
    expect(box.cairn(['import', '.']).code).toBe(0);
    const all = box.json<Rec[]>(['list']).value;
    const one = all.find((r) => r.text.startsWith('The queue retries')) as Rec;
    expect(one.evidence[0]?.source).toBe('AGENTS.md:3-3');
    expect(one.bindings?.[0]?.lines).toEqual([3, 3]);

    const list = box.cairn(['list']).stdout;
    expect(list).toMatch(/AGENTS\.md:3 /u);
    expect(list).toContain('AGENTS.md:5-6');
    expect(list).not.toContain('AGENTS.md:3-3');

    const recall = box.cairn(['recall', '--include-candidates', 'queue']).stdout;
    expect(recall).toMatch(/AGENTS\.md:3 /u);
    expect(recall).not.toContain('3-3');

    const show = box.cairn(['show', one.id]).stdout;
    expect(show).toMatch(/^bound to: {3}AGENTS\.md:3$/mu);
    expect(show).toMatch(/^ {2}- AGENTS\.md:3 {2}repo via/mu);
    expect(show).not.toContain('3-3');

    writeFileSync(agents, '# Agents\n\nThe queue retries five times with backoff.\n\nThe queue worker runs\non two hosts in staging.\n');
    const stale = box.cairn(['stale']);
    expect(stale.stdout).toContain(one.id);
    expect(`${stale.stdout}${box.cairn(['list']).stdout}`).not.toContain('3-3');
  }, 120_000);
});
