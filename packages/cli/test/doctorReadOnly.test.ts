/**
 * `cairn doctor` is a check: it changes nothing (issue #14, walk 3, item 3: doctor cut a torn
 * last line off events.jsonl itself, and said both "skipping" and "truncated"). It reports the
 * torn line and says what truncates it (DESIGN.md §6: the lock holder — the next write — or
 * `cairn repair`). Real child processes.
 */
import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('doctor on a log with a torn last line', () => {
  it('reports it, names what truncates it, and leaves the log byte for byte as it was', () => {
    const box = sandbox();
    for (const text of ['The nightly job rotates logs.', 'Builds need Node 20.'])
      expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    const projects = join(box.home, 'projects');
    const log = join(projects, String(readdirSync(projects)[0]), 'events.jsonl');
    appendFileSync(log, '{"torn');
    const before = readFileSync(log);

    const doctor = box.cairn(['doctor']);
    const said = doctor.stdout + doctor.stderr;
    expect(said).toMatch(/incomplete last line/u);
    expect(said).toContain('the next write or `cairn repair` truncates it');
    expect(said).not.toMatch(/truncated an incomplete/u);
    expect(readFileSync(log).equals(before)).toBe(true);
    const json = box.json<{ checks: Array<{ name: string; ok: boolean; detail: string }> }>(['doctor']).value;
    expect(json.checks.find((c) => c.name === 'log')).toMatchObject({ ok: false });
    expect(readFileSync(log).equals(before)).toBe(true);

    // The next write, holding the lock, cuts it (and says so); nothing stored is lost.
    const next = box.cairn(['memorize'], { input: JSON.stringify({ text: 'Written after the torn line.', origin: 'agent' }) });
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).toMatch(/truncated the incomplete last line skipped above \(6 bytes\)/u);
    expect(box.json<unknown[]>(['list']).value).toHaveLength(3);
  }, 120_000);
});

describe('doctor on a store it cannot read (issue #14, the seventh newcomer walk)', () => {
  it('a missing events.jsonl is one failed check among the others, with what to do; nothing is written', () => {
    const box = sandbox();
    expect(box.cairn(['memorize'], { input: JSON.stringify({ text: 'The nightly job rotates logs.', origin: 'agent' }) }).code).toBe(0);
    const projects = join(box.home, 'projects');
    const folder = join(projects, String(readdirSync(projects)[0]));
    rmSync(join(folder, 'events.jsonl'));
    const files = readdirSync(folder).sort();

    const doctor = box.cairn(['doctor']);
    expect(doctor.code).not.toBe(0);
    const said = doctor.stdout + doctor.stderr;
    // The checklist is there: the node and home checks pass, the store's fails with its reason.
    expect(said).toMatch(/ok\s+node/u);
    expect(said).toMatch(/FAIL\s+store/u);
    expect(said).toContain('cairn repair');
    const json = box.json<{ checks: Array<{ name: string; ok: boolean; detail: string }> }>(['doctor']).value;
    expect(json.checks.find((c) => c.name === 'node')).toMatchObject({ ok: true });
    expect(json.checks.find((c) => c.name === 'store')).toMatchObject({ ok: false, detail: expect.stringContaining('events.jsonl') });
    expect(readdirSync(folder).sort()).toEqual(files);
  }, 120_000);
});
