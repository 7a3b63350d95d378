/**
 * Issue #14, the twelfth newcomer walk, item 6: `cairn export` (md and jsonl) said nothing of a
 * memory whose bound file changed, while recall, list, digest and stale said "(may be outdated:
 * FILE changed …)". Export now checks each memory's bindings with the session's one check (the
 * one `list` and `show` read through) and marks a stale one: md after its text, jsonl as the
 * `stale` array `list --json` shows, kg-jsonl as a mark before the observation. Run as the built
 * CLI, child processes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';

const BOUND = 'The queue retries failed jobs three times.';
const FREE = 'Releases are cut on Tuesdays.';

describe('cairn export marks stale memories', () => {
  it('md, jsonl and kg-jsonl mark the memory whose bound file changed, and only it; before the change neither does', () => {
    const box = sandbox();
    committedSources(box);
    const bound = box.json<{ id: string }>(['memorize', '--text', BOUND, '--source', 'src/queue.ts:1-3']);
    expect(bound.run.code, bound.run.stderr).toBe(0);
    expect(box.cairn(['memorize', '--text', FREE]).code).toBe(0);

    const before = box.cairn(['export', '--all', '--format', 'md']);
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toContain(BOUND);
    // The header names the mark; no memory's line carries it.
    expect(
      before.stdout
        .split('\n')
        .filter((l) => l.startsWith('- '))
        .join('\n'),
    ).not.toContain('may be outdated');

    writeFileSync(join(box.project, 'src/queue.ts'), 'export const RETRIES = 5;\nexport function retry() {\n  return RETRIES;\n}\n');
    const md = box.cairn(['export', '--all', '--format', 'md']);
    expect(md.code, md.stderr).toBe(0);
    const line = (text: string): string => md.stdout.split('\n').find((l) => l.includes(text)) ?? '';
    expect(line(BOUND)).toMatch(
      new RegExp(`\\*\\*${bound.value.id}\\*\\* .*${BOUND.replace(/\./gu, '\\.')} \\(may be outdated: src/queue\\.ts changed today\\)$`, 'u'),
    );
    expect(line(FREE)).not.toContain('may be outdated');

    const jsonl = box.cairn(['export', '--all', '--format', 'jsonl']);
    expect(jsonl.code, jsonl.stderr).toBe(0);
    const records = jsonl.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id?: string; text?: string; stale?: Array<{ path: string; change: string }> });
    expect(records.find((r) => r.text === BOUND)?.stale).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'edited' })]);
    expect(records.find((r) => r.text === FREE)?.stale).toBeUndefined();
    // kg-jsonl, which another tool loads as its memory: the observation opens with the stale mark
    // (after the unreviewed one: these are candidates), and `import` strips both again.
    const kg = box.cairn(['export', '--all', '--format', 'kg-jsonl']);
    expect(kg.code, kg.stderr).toBe(0);
    const observations = kg.stdout
      .trim()
      .split('\n')
      .flatMap((l) => (JSON.parse(l) as { observations?: string[] }).observations ?? []);
    const observed = (text: string): string => observations.find((o) => o.includes(text)) ?? '';
    expect(observed(BOUND)).toMatch(/^\[cairn: unreviewed memory[^\]]*\] \[cairn: stale, may be outdated: src\/queue\.ts changed today\] The queue/u);
    expect(observed(FREE)).not.toContain('stale');
    // The same marks `list --json` shows (one check, not a copy).
    const listed = box.json<Array<{ id: string; stale?: unknown }>>(['list', '--status', 'candidate']);
    expect(listed.value.find((r) => r.id === bound.value.id)?.stale).toEqual(records.find((r) => r.text === BOUND)?.stale);
  }, 120_000);
});
