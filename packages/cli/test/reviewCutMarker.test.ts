/**
 * Walk 7, item 12: on an 80-column terminal `cairn review` listed a memory as
 * `GITHUB_TOKEN=[REDACTED:secret-assignment]…`: the snippet was cut inside the marker
 * `[REDACTED:github-token]`, and the redaction every printed line passes read the half marker as
 * a value and marked it again under another label. A cut never splits a marker.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

describe('a shortened snippet keeps its redaction marker whole', () => {
  it('cairn review on 80 columns: no marker relabelled, the cut falls before it', async () => {
    const box = sandbox();
    // A fake token, assembled at run time.
    const token = `ghp_${'a1B2'.repeat(9)}`;
    const text = `Deploy with GITHUB_TOKEN=${token} on tag pushes, from the release job only.`;
    expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    const walk = await onPty(['review'], { cwd: box.project, env: { ...ptyEnv(box), COLUMNS: '80' }, steps: [{ expect: /Confirm\? /u, send: 'q' }] });
    expect(walk.code, walk.output).toBe(0);
    expect(walk.output).not.toContain('secret-assignment');
    const listed = walk.output.split(/\r?\n/u).find((l) => l.startsWith('  1. '));
    expect(listed, walk.output).toBeDefined();
    expect(listed).toMatch(/Deploy with GITHUB_TOKEN=…$/u);
    // Shown whole, the memory carries its own label.
    expect(walk.output).toContain('GITHUB_TOKEN=[REDACTED:github-token] on tag pushes');
  });
});
