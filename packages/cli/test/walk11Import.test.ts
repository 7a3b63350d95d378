/**
 * The eleventh newcomer walk (issue #14), import items. Built CLI, child processes.
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('a Markdown file outside the project', () => {
  it('is refused, named with why and the two ways on; with a lower --origin it is imported at that origin', () => {
    const box = sandbox();
    writeFileSync(join(box.root, 'outside.md'), '# Notes\n\n- The staging database is rebuilt every Monday at six.\n');
    // A link beside it, also outside the project, to the same file.
    symlinkSync(join(box.root, 'outside.md'), join(box.root, 'outside-link.md'));
    for (const name of ['../outside.md', '../outside-link.md']) {
      const r = box.cairn(['import', name]);
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(r.stderr).toContain(`cairn: ${join(box.project, name)} lies outside the project (${box.project}): nothing was imported.`);
      expect(r.stderr).toContain(`cairn import --origin external ${name}`);
      const dry = box.cairn(['import', '--dry-run', name]);
      expect(dry.code, dry.stdout + dry.stderr).toBe(2);
    }
    expect(box.json<unknown[]>(['list', '--status', 'candidate']).value).toEqual([]);
    const lowered = box.cairn(['import', '--origin', 'external', '../outside.md']);
    expect(lowered.code, lowered.stdout + lowered.stderr).toBe(0);
    expect(lowered.stdout).toContain('origin external');
    const listed = box.json<{ origin: string }[]>(['list', '--status', 'candidate']).value;
    expect(listed.map((m) => m.origin)).toEqual(['external']);
  });

  it('is refused with --origin agent too (not below repo), and a link in the project that leads out is not read', () => {
    const box = sandbox();
    writeFileSync(join(box.root, 'outside.md'), '- The staging database is rebuilt every Monday at six.\n');
    const agent = box.cairn(['import', '--origin', 'agent', '../outside.md']);
    expect(agent.code, agent.stdout + agent.stderr).toBe(2);
    expect(agent.stderr).toContain('lies outside the project');
    symlinkSync(join(box.root, 'outside.md'), join(box.project, 'notes.md'));
    const link = box.cairn(['import', 'notes.md']);
    expect(link.code, link.stdout + link.stderr).toBe(2);
    expect(box.json<unknown[]>(['list', '--status', 'candidate']).value).toEqual([]);
  });
});
