/**
 * An `--out` in a folder Cairn may not write in (issue #14, walk 13, F1): `cairn export --out
 * <read-only folder>/x.jsonl` said `EPERM on …/.x.jsonl.<random>.tmp: operation not permitted: the
 * store must be owned by you with folders 0700 and files 0600. Run cairn doctor to check the Cairn
 * home.` — a temporary file's name, and blame on the store, which the export does not write. It now
 * names the target and its folder, says nothing was written and to choose another --out (exit 2),
 * for `export` and `digest` alike. Real child processes.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Makes `dir` refuse new files: mode 0555, and as root (who ignores modes) the immutable
 * attribute. Returns how to undo it, or undefined when neither holds here.
 */
function makeUnwritable(dir: string): (() => void) | undefined {
  chmodSync(dir, 0o555);
  const writable = (): boolean => {
    try {
      writeFileSync(join(dir, '.probe'), 'x');
      rmSync(join(dir, '.probe'));
      return true;
    } catch {
      return false;
    }
  };
  if (!writable()) return () => chmodSync(dir, 0o755);
  try {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
  } catch {
    chmodSync(dir, 0o755);
    return undefined;
  }
  const undo = (): void => {
    execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
    chmodSync(dir, 0o755);
  };
  if (writable()) {
    undo();
    return undefined;
  }
  return undo;
}

describe('an --out in a folder that cannot be written', () => {
  it('export and digest name the target and its folder, not a temp file or the store; exit 2, nothing written', (ctx) => {
    const box = sandbox();
    box.person(['memorize', '--text', 'Releases are cut on Tuesdays.']);
    const dir = join(box.root, 'locked');
    mkdirSync(dir);
    const undo = makeUnwritable(dir);
    if (undo === undefined) {
      ctx.skip();
      return;
    }
    try {
      for (const [args, file] of [
        [['export'], 'x.jsonl'],
        [['export', '--format', 'md', '--force'], 'x.md'],
        [['digest'], 'MEMORY.md'],
      ] as const) {
        const target = join(dir, file);
        const r = box.cairn([...args, '--out', target]);
        expect(r.code, r.stdout + r.stderr).toBe(2);
        expect(r.stderr).toContain(`cairn: Cannot write ${target}: `);
        expect(r.stderr).toMatch(/^cairn: Cannot write \S+: .+\. Nothing was written: choose an --out in a folder you can write to\.\n$/u);
        // EPERM as root under the immutable attribute, EACCES for anyone else under mode 0555.
        const folder = dir.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
        expect(r.stderr).toMatch(
          new RegExp(
            `: (${folder} does not let you create files in it \\(operation not permitted\\)|you may not write in ${folder} \\(permission denied\\))\\. Nothing`,
            'u',
          ),
        );
        expect(r.stderr).not.toMatch(/\.tmp|the store|cairn doctor|Cairn home/u);
        const j = box.json<{ error: { code: string; message: string } }>([...args, '--out', target]);
        expect(j.run.code).toBe(2);
        expect(j.value.error).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining(`Cannot write ${target}`) });
      }
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      undo();
    }
  });
});
