/**
 * A relink carries the project's observations and session records (walk h49 item 1): before,
 * `cairn init --relink` moved the memories to the new key and left `observations/<old key>`
 * behind, so `cairn sessions` said "No host sessions recorded", `sessions show` found nothing and
 * `cairn doctor` failed with "… was deleted or cut … find what deleted them", though nothing was
 * deleted. Run as the built CLI, child processes, with the README's relink flow.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
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

describe('cairn init --relink carries the sessions', () => {
  it('sessions, sessions show, status and doctor read the moved project’s sessions', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'README.md'), '# Demo readme\n');
    const session = 'relink-s1';
    event(box, box.project, session, { hook_event_name: 'SessionStart', source: 'startup' });
    event(box, box.project, session, {
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: join(box.project, 'README.md') },
      tool_response: { type: 'text', file: { filePath: join(box.project, 'README.md'), content: '# Demo readme\n', numLines: 2, startLine: 1, totalLines: 2 } },
      tool_use_id: 'toolu_01',
    });
    // An agent's write naming the session: the audit log names it, which doctor's check compares with the store.
    expect(box.cairn(['memorize', '--text', 'The queue retries three times.', '--session', session]).code).toBe(0);
    expect(box.cairn(['sessions']).stdout).toContain(session);
    const observations = join(box.home, 'observations');
    const before = readdirSync(observations);
    expect(before).toHaveLength(1);

    mkdirSync(join(box.root, 'moved'));
    const moved = join(box.root, 'moved', 'renamed');
    renameSync(box.project, moved);
    const relink = box.person(['init', '--relink', '--from', box.project], { cwd: moved });
    expect(relink.code, relink.stderr + relink.stdout).toBe(0);

    // The session is read under the new key, and nothing is left under the old one.
    const sessions = box.cairn(['sessions'], { cwd: moved });
    expect(sessions.code, sessions.stderr).toBe(0);
    expect(sessions.stdout).toContain(session);
    const show = box.cairn(['sessions', 'show', session], { cwd: moved });
    expect(show.code, show.stderr).toBe(0);
    expect(box.cairn(['status'], { cwd: moved }).stdout).not.toMatch(/last session\s+none recorded/u);
    const doctor = box.cairn(['doctor'], { cwd: moved, env: { NO_COLOR: '1' } });
    expect(doctor.stdout + doctor.stderr).not.toContain('was deleted or cut');
    expect(doctor.stdout).not.toMatch(/FAIL\s+observations/u);
    expect(existsSync(join(observations, before[0] as string))).toBe(false);
  }, 180_000);
});
