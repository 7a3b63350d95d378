import { readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Issue #14 (fifth newcomer walk): a file inside the Cairn home was imported when named. The
 * home holds the person's sealed key, the stores and the audit logs; none of it is ever a
 * source — `cairn import` and `cairn scan` refuse it (exit 2, the home named) even with
 * `--from text`, and nothing is stored. Built CLI, child processes.
 */
describe('cairn import of a file inside the Cairn home', () => {
  it('is refused with the home named, also with --from text, and nothing is stored', () => {
    const box = sandbox();
    // Every regular file the home holds after init (config, key files, the project's store).
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        const s = statSync(p);
        if (s.isDirectory()) walk(p);
        else if (s.isFile() && !name.endsWith('.lock')) files.push(p);
      }
    };
    walk(box.home);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      for (const args of [
        ['import', '--from', 'text', file],
        ['scan', '--from', 'text', file],
      ]) {
        const r = box.cairn(args);
        expect(r.code, `${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(2);
        expect(r.stderr).toContain('is inside the Cairn home');
      }
    expect(box.json<unknown[]>(['list']).value).toEqual([]);
    expect(readFileSync(files[0] as string).length).toBeGreaterThan(0);
  });
});

describe('cairn import of a named link leading out of the project (sixth and tenth newcomer walks)', () => {
  it('says nothing was imported and why, not only in --json, and exits 2 (walk 10 item 13a: it exited 0)', () => {
    const box = sandbox();
    writeFileSync(join(box.root, 'private-notes.md'), 'Kestrel-quartz-oolong is the private word.\n');
    symlinkSync(join(box.root, 'private-notes.md'), join(box.project, 'notes-link.md'));
    for (const args of [
      ['import', 'notes-link.md'],
      ['import', '--dry-run', 'notes-link.md'],
    ]) {
      const r = box.cairn(args);
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(r.stdout).toContain(`${args.includes('--dry-run') ? 'Nothing would be imported' : 'Nothing imported'} from notes-link.md: not read.`);
      expect(r.stdout).toContain('notes-link.md is a link to a file outside the project');
      expect(r.stdout).toContain('Name that file itself to import it.');
    }
    expect(box.json(['import', 'notes-link.md']).run.code).toBe(2);
    expect(box.json<unknown[]>(['list']).value).toEqual([]);
  });
});
