/**
 * A home relinked before `cairn init --relink` carried observations (closing note 2026-12-06,
 * "Walk / data") has them under the old folder's key: `cairn doctor` said they were deleted.
 * Now doctor says where they are and what carries them, and the next command that opens the
 * project carries them (once: running again moves nothing). Only a relink the person signed
 * counts: an edited one in project.json carries nothing. Run as the built CLI, child processes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';

const event = (box: Sandbox, cwd: string, session: string, body: Record<string, unknown>): void => {
  const r = box.cairn(['hook'], {
    cwd,
    input: JSON.stringify({ session_id: session, transcript_path: join(box.root, `${session}.jsonl`), cwd, ...body }),
    env: { CLAUDE_PROJECT_DIR: cwd },
  });
  expect(r.code, r.stderr).toBe(0);
};

/** A project with one observed session, moved and relinked, then put back as an old Cairn left it. */
const strandedHome = (): { box: Sandbox; moved: string; oldKey: string; newKey: string; session: string } => {
  const box = sandbox();
  writeFileSync(join(box.project, 'README.md'), '# Demo readme\n');
  const session = 'stranded-s1';
  event(box, box.project, session, { hook_event_name: 'SessionStart', source: 'startup' });
  expect(box.cairn(['memorize', '--text', 'The queue retries three times.', '--session', session]).code).toBe(0);
  const observations = join(box.home, 'observations');
  const [oldKey] = readdirSync(observations) as [string];
  mkdirSync(join(box.root, 'moved'));
  const moved = join(box.root, 'moved', 'renamed');
  renameSync(box.project, moved);
  const relink = box.person(['init', '--relink', '--from', box.project], { cwd: moved });
  expect(relink.code, relink.stderr + relink.stdout).toBe(0);
  const [newKey] = readdirSync(observations) as [string];
  expect(newKey).not.toBe(oldKey);
  // What a relink made before this fix left: the observations under the old folder's key.
  renameSync(join(observations, newKey), join(observations, oldKey));
  return { box, moved, oldKey, newKey, session };
};

describe('observations a relink left under the old key', () => {
  it('doctor names them as moved, not deleted; the next command carries them once', () => {
    const { box, moved, oldKey, newKey, session } = strandedHome();
    const observations = join(box.home, 'observations');
    const doctor = box.cairn(['doctor'], { cwd: moved, env: { NO_COLOR: '1' } });
    expect(doctor.stdout + doctor.stderr).not.toContain('was deleted or cut');
    expect(doctor.stdout).toMatch(/FAIL\s+observations/u);
    expect(doctor.stdout).toContain('still under the key of the folder this project was relinked from');
    expect(doctor.stdout).toContain('nothing was deleted');
    expect(doctor.stdout).toContain('cairn sessions');
    // Doctor changes nothing.
    expect(existsSync(join(observations, oldKey))).toBe(true);

    const sessions = box.cairn(['sessions'], { cwd: moved, env: { NO_COLOR: '1' } });
    expect(sessions.code, sessions.stderr).toBe(0);
    expect(sessions.stderr).toMatch(/Carried \d+ observation files? of 1 host session \(stranded-s1\) from .* to this folder/u);
    expect(sessions.stdout).toContain(session);
    expect(existsSync(join(observations, oldKey))).toBe(false);
    expect(existsSync(join(observations, newKey))).toBe(true);

    const again = box.cairn(['sessions'], { cwd: moved, env: { NO_COLOR: '1' } });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('Carried');
    const after = box.cairn(['doctor'], { cwd: moved, env: { NO_COLOR: '1' } });
    expect(after.stdout).not.toMatch(/FAIL\s+observations/u);
  }, 240_000);

  it('a relink edited in project.json carries nothing', () => {
    const { box, moved, oldKey, newKey } = strandedHome();
    const observations = join(box.home, 'observations');
    const meta = join(box.home, 'projects', newKey, 'project.json');
    const project = JSON.parse(readFileSync(meta, 'utf8')) as { relinks: { act: { sig: string } }[] };
    const first = project.relinks[0] as { act: { sig: string } };
    expect(first.act.sig.length).toBeGreaterThan(8);
    // The same move, its signature changed: not the person's act any more.
    first.act.sig = `${first.act.sig.slice(0, 4)}${first.act.sig[4] === 'A' ? 'B' : 'A'}${first.act.sig.slice(5)}`;
    writeFileSync(meta, `${JSON.stringify(project, null, 2)}\n`);
    const sessions = box.cairn(['sessions'], { cwd: moved, env: { NO_COLOR: '1' } });
    expect(sessions.stderr).not.toContain('Carried');
    expect(existsSync(join(observations, oldKey))).toBe(true);
    expect(existsSync(join(observations, newKey))).toBe(false);
  }, 240_000);
});
