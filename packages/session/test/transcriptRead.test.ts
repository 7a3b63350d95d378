import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Observation } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { unobservedCalls } from '../src/host/observations.js';
import { readTranscript } from '../src/host/transcript.js';

/**
 * The transcript check's two fail-open corners (attack note h49 N7, N9; issue #21 "gaps"): a read
 * offset carried over to another transcript file (or a file rewritten shorter) skipped the new
 * file's start, and a FIFO named as the transcript held the hook forever.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'cairn-transcript-'));
  dirs.push(d);
  return d;
};

/** A transcript line: a tool result with output for `call`. */
const result = (call: string): string =>
  `${JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content: 'page text' }] } })}\n`;
const filler = (n: number): string => `${JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: 'x'.repeat(n) }] } })}\n`;

const noObservations = { list: async (): Promise<Observation[]> => [], unreadable: async () => [] };
const record = (over: Partial<{ transcript: string; transcriptOffset: number; transcriptFile: string; addedDirs: string[] }>) => ({
  id: 'sess-t',
  transcriptOffset: 0,
  ...over,
});

describe('readTranscript: which file the offset counts in', () => {
  it('another file at the same path (a new transcript) is read from its start, and its tool result is a gap', async () => {
    const d = tmp();
    const path = join(d, 't.jsonl');
    writeFileSync(path, filler(5_000));
    const first = await unobservedCalls(record({ transcript: path }), noObservations);
    expect(first.offset).toBeGreaterThan(5_000);
    // The host writes a new, longer transcript in its place: the unread call sits before the old offset.
    writeFileSync(join(d, 'new.jsonl'), result('toolu_web_1') + filler(6_000));
    renameSync(join(d, 'new.jsonl'), path);
    const again = await unobservedCalls(record({ transcript: path, transcriptOffset: first.offset, transcriptFile: first.file as string }), noObservations);
    expect(again.gaps).toEqual(['toolu_web_1']);
    expect(again.file).not.toBe(first.file);
  });

  it('a transcript path that changes within the session is read from its start', async () => {
    const d = tmp();
    writeFileSync(join(d, 'one.jsonl'), filler(13_000));
    const first = await unobservedCalls(record({ transcript: join(d, 'one.jsonl') }), noObservations);
    writeFileSync(join(d, 'two.jsonl'), result('toolu_web_2'));
    const second = await unobservedCalls(
      record({ transcript: join(d, 'one.jsonl'), transcriptOffset: first.offset, transcriptFile: first.file as string }),
      noObservations,
      { transcript: join(d, 'two.jsonl') },
    );
    expect(second.gaps).toEqual(['toolu_web_2']);
  });

  it('the same file rewritten shorter than the offset is read from its start', async () => {
    const d = tmp();
    const path = join(d, 't.jsonl');
    writeFileSync(path, filler(4_000));
    const delta = await readTranscript(path, 0, { file: undefined });
    writeFileSync(path, result('toolu_web_3'));
    const again = await readTranscript(path, delta.offset, { file: delta.file });
    expect(again.restarted).toBe(true);
    expect(again.results.map((r) => r.call)).toEqual(['toolu_web_3']);
  });

  it('the same file grown is read on from the offset (nothing read twice)', async () => {
    const d = tmp();
    const path = join(d, 't.jsonl');
    writeFileSync(path, result('toolu_old'));
    const delta = await readTranscript(path, 0, { file: undefined });
    writeFileSync(path, result('toolu_old') + result('toolu_new'));
    const again = await readTranscript(path, delta.offset, { file: delta.file });
    expect(again.restarted).toBe(false);
    expect(again.results.map((r) => r.call)).toEqual(['toolu_new']);
  });
});

describe('readTranscript: only a regular file', () => {
  it('a FIFO is refused at once (no writer needed) and is a gap, not a hang', async () => {
    const d = tmp();
    const fifo = join(d, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const started = Date.now();
    await expect(readTranscript(fifo, 0)).rejects.toMatchObject({ code: 'ENOTREGULAR' });
    const check = await unobservedCalls(record({ transcript: fifo }), noObservations);
    expect(check.gaps).toEqual(['transcript unreadable']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a device or a folder is a gap too', async () => {
    expect((await unobservedCalls(record({ transcript: '/dev/null' }), noObservations)).gaps).toEqual(['transcript unreadable']);
    expect((await unobservedCalls(record({ transcript: tmp() }), noObservations)).gaps).toEqual(['transcript unreadable']);
  });
});

describe('unobservedCalls before the host wrote its transcript (notYet)', () => {
  const obs = (event: Observation['event'], call: string, tool: string): Observation =>
    ({
      v: 1,
      id: `obs_${event}_${call}`,
      session: 'sess-t',
      at: '2026-12-06T00:00:00.000Z',
      event,
      origin: 'tool',
      tool,
      call,
      shingles: [],
      tokens: [],
      length: 0,
      truncated: false,
    }) as Observation;

  it('a registered call with no PostToolUse is a gap; an answered one and Cairn’s own MCP call are not', async () => {
    const missing = join(tmp(), 'not-yet.jsonl');
    const store = {
      unreadable: async () => [],
      list: async (): Promise<Observation[]> => [
        obs('register', 'toolu_fetch', 'WebFetch'),
        obs('register', 'toolu_read', 'Read'),
        obs('tool', 'toolu_read', 'Read'),
        obs('register', 'toolu_self', 'mcp__cairn__memorize'),
      ],
    };
    expect((await unobservedCalls(record({ transcript: missing }), store, { notYet: true })).gaps).toEqual(['toolu_fetch']);
    expect((await unobservedCalls(record({ transcript: missing }), noObservations, { notYet: true })).gaps).toEqual([]);
    // Without notYet (a Stop) a missing transcript is one gap, as before.
    expect((await unobservedCalls(record({ transcript: missing }), store)).gaps).toEqual(['transcript unreadable']);
  });
});

describe('readTranscript: working folders in environment attachments (/add-dir mid-session)', () => {
  const env = (snapshot: string[], added?: string[]): string =>
    `${JSON.stringify({
      type: 'attachment',
      attachment: {
        type: 'environment',
        snapshot: { workingDirectory: '/p', isWorktree: false, isGitRepo: true, additionalWorkingDirectories: snapshot, platform: 'linux' },
        ...(added ? { changes: [{ field: 'additionalWorkingDirectories', added, removed: [] }] } : {}),
      },
    })}\n`;

  it('a change’s added folders are addedDirs and a gap of unobservedCalls; a whole snapshot’s are only listed', async () => {
    const d = tmp();
    const path = join(d, 't.jsonl');
    writeFileSync(path, env(['/srv/lib']) + env(['/srv/lib', '/home/u'], ['/home/u']));
    const delta = await readTranscript(path, 0);
    expect(delta.addedDirs).toEqual(['/home/u']);
    expect(delta.listedDirs).toEqual(['/srv/lib', '/home/u']);
    const check = await unobservedCalls(record({ transcript: path }), noObservations);
    expect(check.gaps).toEqual(['working folder added mid-session (/add-dir): /home/u']);
    // A folder a Stop checked and let be (the record's addedDirs) is no gap when the change is read again (h58).
    expect((await unobservedCalls(record({ transcript: path, addedDirs: ['/home/u'] }), noObservations)).gaps).toEqual([]);
    expect((await unobservedCalls(record({ transcript: path, addedDirs: ['/srv/other'] }), noObservations)).gaps).toEqual([
      'working folder added mid-session (/add-dir): /home/u',
    ]);
    // Control: the startup snapshot alone is no gap.
    writeFileSync(path, env(['/srv/lib']));
    expect((await unobservedCalls(record({ transcript: path }), noObservations)).gaps).toEqual([]);
  });
});
