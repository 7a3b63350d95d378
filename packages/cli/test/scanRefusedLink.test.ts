/**
 * `cairn scan` where the only agent-memory file is a link out of the project (issue #14, the
 * eighth newcomer walk): it said "No agent-memory files found" and then listed a finding about
 * that very file. Real child processes.
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn scan of a link out of the project', () => {
  it('says no file could be read, then the finding; a folder with no agent file is still "none found"', () => {
    const box = sandbox();
    const outside = join(box.root, 'elsewhere.md');
    writeFileSync(outside, '# Agents\n\nUse pnpm.\n');
    const clean = box.cairn(['scan', '.']);
    expect(clean.stdout).toContain('No agent-memory files found in this folder (.)');
    symlinkSync(outside, join(box.project, 'AGENTS.md'));
    const r = box.cairn(['scan', '.']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('No agent-memory file in this folder (.) could be read:');
    expect(r.stdout).not.toContain('No agent-memory files found');
    expect(r.stdout).toMatch(/AGENTS\.md:1 +MEDIUM/u);
  });

  it('beside a file it reads, puts the link-out finding under a heading of its own, not under that file (walk 9 item 4)', () => {
    const box = sandbox();
    const outside = join(box.root, 'elsewhere.md');
    writeFileSync(outside, '# Rules\n\nUse pnpm.\n');
    writeFileSync(join(box.project, 'CLAUDE.md'), '# Notes\n\nDeploys go out on Tuesdays.\n');
    symlinkSync(outside, join(box.project, 'AGENTS.md'));
    const r = box.cairn(['scan', '.']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    const heading = lines.findIndex((l) => l.startsWith('Not read: 1 finding'));
    const finding = lines.findIndex((l) => /AGENTS\.md:1 +MEDIUM/u.test(l));
    expect(heading, r.stdout).toBeGreaterThan(lines.findIndex((l) => l.startsWith('CLAUDE.md')));
    expect(finding).toBe(heading + 1);
  });
});
