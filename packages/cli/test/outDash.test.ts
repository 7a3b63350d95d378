/**
 * `--out -` is standard output (issue #14, walk 13 F2): `cairn export --out -` wrote a file named
 * `-` in the working folder and said "Exported 4 active memories to -.". Now `export` and `digest`
 * write to stdout, as without --out, and no file is made. Real child processes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('--out -', () => {
  it('export and digest write to standard output, as without --out; no file named "-"', () => {
    const box = sandbox();
    box.person(['memorize', '--text', 'Releases are cut on Tuesdays.']);
    const plain = box.cairn(['export']);
    const dash = box.cairn(['export', '--out', '-']);
    expect(dash.code, dash.stderr).toBe(0);
    expect(dash.stdout).toBe(plain.stdout);
    // The export's head (its format), one memory, then its end marker.
    const [head, memory, end] = dash.stdout.trim().split('\n');
    expect(JSON.parse(head ?? '')).toEqual({ type: 'cairn-export', format: 2 });
    expect(JSON.parse(memory ?? '')).toMatchObject({ text: 'Releases are cut on Tuesdays.' });
    expect(JSON.parse(end ?? '')).toMatchObject({ type: 'cairn-export-end', memories: 1 });
    const md = box.cairn(['export', '--format', 'md', '--out', '-', '--force']);
    expect(md.stdout).toMatch(/^# Project memory export\n/u);
    const digest = box.cairn(['digest', '--out', '-']);
    expect(digest.code, digest.stderr).toBe(0);
    expect(digest.stdout).toBe(box.cairn(['digest']).stdout);
    expect(digest.stdout).toContain('Releases are cut on Tuesdays.');
    expect(existsSync(join(box.project, '-'))).toBe(false);
  });
});
