/**
 * A backup of a moved project restores the person's acts (walk h49 item 2): its records carry
 * acts signed for the old folder's key, which a restore into the same folder on a new home
 * lowered ("0 restored as the person signed them … signed for another project"). The export now
 * carries the relink the person signed, and the restore accepts acts for the old key through it
 * only when it verifies with the person's key — an edited relink line adds nothing. Run as the
 * built CLI, child processes, with the README's flow (move, relink, export --all, new home with
 * person/ copied, init, import).
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';

interface Restored {
  restored?: { signed: number; lowered: number };
}

function movedBackup(): { box: Sandbox; moved: string; backup: string } {
  const box = sandbox();
  expect(box.person(['memorize', '--text', 'We deploy on Tuesdays.']).code).toBe(0);
  const a = box.json<{ id: string }>(['memorize', '--text', 'The queue is Redis.']).value;
  expect(box.person(['confirm', a.id]).code).toBe(0);
  mkdirSync(join(box.root, 'moved'));
  const moved = join(box.root, 'moved', 'renamed');
  renameSync(box.project, moved);
  const relink = box.person(['init', '--relink', '--from', box.project], { cwd: moved });
  expect(relink.code, relink.stderr + relink.stdout).toBe(0);
  const backup = join(box.root, 'backup.jsonl');
  const exported = box.cairn(['export', '--all', '--out', backup], { cwd: moved });
  expect(exported.code, exported.stderr).toBe(0);
  return { box, moved, backup };
}

/** Restores `backup` into `moved` on a new home holding the person's identity; the import's JSON. */
function restoreOnNewHome(box: Sandbox, moved: string, backup: string, name: string): { files: Restored[] } & Record<string, unknown> {
  const home = join(box.root, name);
  mkdirSync(home, { mode: 0o700 });
  cpSync(join(box.home, 'person'), join(home, 'person'), { recursive: true });
  const env = { CAIRN_HOME: home };
  const init = box.person(['init'], { cwd: moved, env });
  expect(init.code, init.stderr + init.stdout).toBe(0);
  const run = box.cairn(['--json', 'import', backup], { cwd: moved, env });
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { files: Restored[] };
}

const signedOf = (r: { files: Restored[] }): number => r.files.reduce((n, f) => n + (f.restored?.signed ?? 0), 0);

describe('a backup of a relinked project restores as signed', () => {
  it('restored into the same folder on a new home: every act restored as the person signed it', () => {
    const { box, moved, backup } = movedBackup();
    const r = restoreOnNewHome(box, moved, backup, 'home2');
    expect(signedOf(r)).toBe(2);
    expect(
      readFileSync(backup, 'utf8')
        .split('\n')
        .some((l) => l.includes('"type":"cairn-relink"')),
    ).toBe(true);
    const digest = box.cairn(['digest'], { cwd: moved, env: { CAIRN_HOME: join(box.root, 'home2') } });
    expect(digest.stdout).toContain('We deploy on Tuesdays.');
    expect(digest.stdout).toContain('The queue is Redis.');
  }, 180_000);

  it('a relink line an agent edited (the old folder named otherwise) adds nothing: the acts are lowered', () => {
    const { box, moved, backup } = movedBackup();
    const forged = join(box.root, 'forged.jsonl');
    const text = readFileSync(backup, 'utf8');
    // The relink line's old folder renamed: the person's signature no longer covers it. The end marker's digest
    // is recomputed as anyone can (it is a seal against cutting, not a signature).
    const lines = text.split('\n').filter((l) => l !== '');
    const end = JSON.parse(lines.pop() as string) as Record<string, unknown>;
    const relinkAt = lines.findIndex((l) => l.includes('"type":"cairn-relink"'));
    expect(relinkAt).toBeGreaterThanOrEqual(0);
    const relink = JSON.parse(lines[relinkAt] as string) as { from: { path: string } };
    lines[relinkAt] = JSON.stringify({ ...relink, from: { ...relink.from, path: `${relink.from.path}-elsewhere` } });
    const body = `${lines.join('\n')}\n`;
    writeFileSync(forged, `${body}${JSON.stringify({ ...end, sha256: createHash('sha256').update(body, 'utf8').digest('hex') })}\n`);
    const r = restoreOnNewHome(box, moved, forged, 'home3');
    expect(signedOf(r)).toBe(0);
  }, 180_000);
});
