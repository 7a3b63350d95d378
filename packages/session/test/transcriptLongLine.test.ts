import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Observation } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { unobservedCalls } from '../src/host/observations.js';
import { MAX_READ, readTranscript } from '../src/host/transcript.js';

/**
 * Attack note A2 (2026-12-06): one transcript line longer than the 32 MiB read window (a large
 * PDF or image read, a pasted blob) left the offset where it was at every Stop, so no later tool
 * result was ever checked and none was a gap. Such a line is skipped to its end, unread and not
 * held in memory, and counted a gap.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'cairn-longline-'));
  dirs.push(d);
  return d;
};

const result = (call: string): string =>
  `${JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content: 'page text' }] } })}\n`;
const noObservations = { list: async (): Promise<Observation[]> => [], unreadable: async () => [] };

/** Stops one after another until the offset stops moving: every gap they found, and the last offset. */
async function stops(path: string): Promise<{ gaps: string[]; offset: number; reads: number }> {
  let offset = 0;
  let file: string | undefined;
  const gaps: string[] = [];
  for (let reads = 1; reads <= 10; reads++) {
    const r = await unobservedCalls({ id: 'sess-l', transcript: path, transcriptOffset: offset, ...(file ? { transcriptFile: file } : {}) }, noObservations);
    gaps.push(...r.gaps);
    if (r.offset === offset) return { gaps, offset, reads };
    offset = r.offset;
    file = r.file;
  }
  throw new Error('the offset kept moving');
}

describe('readTranscript: a line longer than the read window', () => {
  it('is skipped to its end and counted a gap; the tool results before and after it are checked', async () => {
    const d = tmp();
    const path = join(d, 't.jsonl');
    const head = result('toolu_before');
    // A valid JSON line of 33 MiB, as a large read's content block would be.
    const long = `{"type":"user","message":{"role":"user","content":"${'A'.repeat(MAX_READ + (1 << 20))}"}}\n`;
    writeFileSync(path, head + long + result('toolu_after'));
    const r = await stops(path);
    expect(r.gaps).toEqual(['toolu_before', `transcript line at byte ${head.length} longer than 32 MiB not read`, 'toolu_after']);
    expect(r.offset).toBe(head.length + long.length + result('toolu_after').length);
  });

  it('a sparse file: 40 MiB of zeros, then a result on that same line: one line skipped, one gap', async () => {
    const d = tmp();
    const path = join(d, 'sparse.jsonl');
    const fd = openSync(path, 'w');
    writeSync(fd, result('toolu_late'), 40 << 20);
    closeSync(fd);
    const first = await readTranscript(path, 0);
    expect(first.skipped).toEqual({ at: 0, bytes: (40 << 20) + result('toolu_late').length });
    expect(first.results).toEqual([]);
    const r = await stops(path);
    expect(r.gaps).toEqual(['transcript line at byte 0 longer than 32 MiB not read']);
    // The result is part of the skipped line (no newline before it): the gap covers it.
    expect(r.offset).toBe((40 << 20) + result('toolu_late').length);
  });

  it('a line still being written (no newline, shorter than the window) is waited for, not skipped', async () => {
    const d = tmp();
    const path = join(d, 'partial.jsonl');
    writeFileSync(path, result('toolu_a') + '{"type":"user","message":');
    const r = await readTranscript(path, 0);
    expect(r.skipped).toBeUndefined();
    expect(r.offset).toBe(result('toolu_a').length);
  });
});
