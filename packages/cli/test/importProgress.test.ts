/**
 * Progress on long imports (the newcomer walk: 3,000 items, 41 s, nothing shown): on a terminal a
 * line says the files are being read and checked at once, then a bar counts the items the scan
 * checked (walk h55 L7: a 15,000-item file sat 45 s on that line before the first write) and then
 * the memories written — a restore of Cairn's own export too. Off a terminal (the h47 walk, item
 * 2: 40 s of nothing with stderr captured), progress lines on stderr at a modest rate — the scan's
 * first, at once, one every 5 s at most, one at the end of each phase — and the same for
 * `memorize --batch`, whose lines came only at its end. --json keeps stderr clean. Real child
 * processes (one on a pseudo-terminal).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

const ITEMS = 300;
/** What the scan checks in {@link notes}: each item and the heading (kept as a title). */
const UNITS = ITEMS + 1;

/** A notes file of {@link ITEMS} list items (over the bar's threshold of 200): one memory each. */
function notes(box: Sandbox): string {
  const file = join(box.project, 'notes.md');
  const items = Array.from({ length: ITEMS }, (_, i) => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`);
  writeFileSync(file, `# Harbour notes\n\n${items.join('\n')}\n`);
  return file;
}

describe('cairn import progress', () => {
  it("off a terminal: progress lines on stderr (the scan's first, at once, one at the end of each phase), the summary on stdout; --json: stderr clean", () => {
    const box = sandbox();
    // A dry run writes nothing: its progress says checking, not importing (walk h48 item 10).
    const dry = box.cairn(['import', '--dry-run', notes(box)]);
    expect(dry.code, dry.stderr).toBe(0);
    const dryLines = dry.stderr.trimEnd().split('\n');
    expect(dryLines[0]).toBe(`scanning: 64/${UNITS} items…`);
    expect(dryLines).toContain(`checking (dry run): 64/${ITEMS} memories…`);
    expect(dry.stderr).not.toContain('importing');
    const r = box.cairn(['import', notes(box)]);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.trimEnd().split('\n');
    // The scan, before any write (walk h55 L7), ends with its own line; then the writes.
    expect(lines[0]).toBe(`scanning: 64/${UNITS} items…`);
    const scanEnd = lines.findIndex((l) => new RegExp(`^scanning: ${UNITS}/${UNITS} items in \\d+(\\.\\d)? s\\.$`, 'u').test(l));
    expect(scanEnd, r.stderr).toBeGreaterThan(0);
    expect(lines.indexOf(`importing: 64/${ITEMS} memories…`)).toBeGreaterThan(scanEnd);
    expect(lines.at(-1)).toMatch(new RegExp(`^importing: ${ITEMS}/${ITEMS} memories in \\d+(\\.\\d)? s\\.$`, 'u'));
    expect(lines.length).toBeLessThanOrEqual(14);
    expect(r.stdout).toContain(`Stored ${ITEMS} new, 0 sightings`);
    expect(r.stdout).not.toContain('importing:');
    const j = box.cairn(['--json', 'import', notes(box)]);
    expect(j.code, j.stderr).toBe(0);
    expect(j.stderr).toBe('');
    // A small import says nothing of progress.
    writeFileSync(join(box.project, 'few.md'), '- One harbour note.\n- Another harbour note.\n');
    expect(box.cairn(['import', 'few.md']).stderr).toBe('');
  }, 120_000);

  it('memorize --batch off a terminal: progress lines on stderr as it goes, its per-line report on stdout', () => {
    const box = sandbox();
    const batch = Array.from({ length: ITEMS }, (_, i) => JSON.stringify({ text: `Buoy ${i + 1} is painted green on round ${i + 1}.`, origin: 'agent' }));
    const r = box.cairn(['memorize', '--batch'], { input: `${batch.join('\n')}\n` });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(`memorizing: 1/${ITEMS} requests…`);
    expect(lines.at(-1)).toMatch(new RegExp(`^memorizing: ${ITEMS}/${ITEMS} requests in \\d+(\\.\\d)? s\\.$`, 'u'));
    expect(r.stdout).toContain(`line ${ITEMS}: `);
    expect(r.stdout).toContain(`${ITEMS} new, 0 sightings, 0 refused.`);
  }, 120_000);

  it('on a terminal: the reading line at once, the bar through the scan, then to the last memory; a restore of an export too', async () => {
    const box = sandbox();
    const file = notes(box);
    const r = await onPty(['import', file], { cwd: box.project, env: ptyEnv(box) });
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('importing: reading and checking the files…');
    // The scan is counted before the first write (walk h55 L7: 45 s on the reading line).
    const scanning = r.output.search(new RegExp(`scanning \\[[^\\]]*\\] \\d+/${UNITS} items`, 'u'));
    expect(scanning, r.output).toBeGreaterThan(r.output.indexOf('reading and checking'));
    expect(scanning).toBeLessThan(r.output.search(/importing \[/u));
    expect(r.output).toMatch(new RegExp(`importing \\[[^\\]]*\\] ${ITEMS}/${ITEMS} memories`, 'u'));
    expect(r.output).toContain(`Stored ${ITEMS} new, 0 sightings`);
    expect(box.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
    const restore = await onPty(['import', 'backup.jsonl'], { cwd: box.project, env: ptyEnv(box) });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(new RegExp(`importing \\[[^\\]]*\\] ${ITEMS}/${ITEMS} memories`, 'u'));
  }, 180_000);
});
