import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Walk h50: a log line damaged by hand behind the view's position (the view saved past it) was
 * never read again by an open, so `cairn recall` said nothing of it while `cairn doctor` failed
 * the log, and doctor's view check said "every record of the log is there". Now doctor's view
 * check says how many lines were skipped and that `cairn repair` quarantines them, and every
 * later command warns of the line once. Built CLI, real child processes.
 */
describe('a log line damaged behind the saved view', () => {
  it('doctor counts it in the view check; recall and list then warn of it, once each', () => {
    const box = sandbox();
    const batch = Array.from({ length: 40 }, (_, i) =>
      JSON.stringify({ text: `Tide gauge ${i + 1} reads the harbour level every ${i + 1} minutes.`, origin: 'agent' }),
    ).join('\n');
    expect(box.cairn(['memorize', '--batch'], { input: `${batch}\n` }).code).toBe(0);
    const projects = join(box.home, 'projects');
    const log = join(projects, String(readdirSync(projects)[0]), 'events.jsonl');
    const lines = readFileSync(log, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('Tide gauge 3 reads'));
    expect(at).toBeGreaterThan(0);
    lines[at] = (lines[at] as string).replace('Tide gauge 3 reads', 'Tide gauge 3 rEads');
    writeFileSync(log, lines.join('\n'));
    const said = new RegExp(`^warning: events\\.jsonl:${at + 1}: skipped a malformed line \\(checksum mismatch\\)\\.$`, 'mu');

    const doctor = box.json<{ checks: Array<{ name: string; ok: boolean; detail: string; fix?: string }> }>(['doctor']);
    const view = doctor.value.checks.find((c) => c.name === 'view');
    expect(view?.ok).toBe(false);
    expect(view?.detail).toMatch(/1 damaged line of the log was skipped .*`cairn repair` quarantines it$/u);
    expect(view?.detail).not.toMatch(/every record of the log is there/u);
    expect(doctor.value.checks.find((c) => c.name === 'log')?.ok).toBe(false);

    for (const args of [['recall', 'tide', 'gauge', '--include-candidates'], ['list']]) {
      const r = box.cairn(args);
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(said);
      expect(r.stderr.match(/skipped a malformed line/gu)).toHaveLength(1);
    }
  }, 120_000);
});
