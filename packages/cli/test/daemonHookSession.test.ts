import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cairnAsync, daemonStatus as status, OFF, startDaemon } from './daemonSupport.js';
import { copyExample, type Run, type Sandbox, sandbox } from './harness.js';

/**
 * Issue #20: `cairn daemon` keeps a project's session open for the hook events that need one
 * (SessionStart, UserPromptSubmit, Stop, SessionEnd: hooks' full path), as it does for recall —
 * one per project and agent session, since a session records its agent session and client in
 * what it writes. What the host gets is what the hook prints in its own process. Built CLI, real
 * child processes, a real daemon on its real unix socket, killed by the PID it reported.
 */

const started: number[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** `cairn hook` in a child process not waited for (so several run at once). */
const hookAsync = (box: Sandbox, input: string, env: Record<string, string> = {}): Promise<Run> =>
  cairnAsync(box, children, ['hook', '--host', 'claude-code'], env, input);

const start = (box: Sandbox): number => startDaemon(box, started);

/** An agent session's events that are not tool calls, in the order a host sends them. */
function lifecycle(box: Sandbox, session: string): string[] {
  const base = { session_id: session, cwd: box.project, transcript_path: join(box.root, `${session}.jsonl`) };
  writeFileSync(join(box.root, `${session}.jsonl`), '');
  return [
    { ...base, hook_event_name: 'SessionStart', source: 'startup' },
    { ...base, hook_event_name: 'UserPromptSubmit', prompt: 'how are the tide tables computed?' },
    { ...base, hook_event_name: 'Stop', stop_hook_active: false },
    { ...base, hook_event_name: 'UserPromptSubmit', prompt: 'and the fixtures?' },
    { ...base, hook_event_name: 'Stop', stop_hook_active: false },
    { ...base, hook_event_name: 'SessionEnd', reason: 'exit' },
  ].map((e) => JSON.stringify(e));
}

/** The observation files the hooks wrote for `session` (names and sizes), as a comparable shape. */
function observed(box: Sandbox, session: string): string[] {
  const out: string[] = [];
  const root = join(box.home, 'observations');
  for (const name of readdirSync(root, { recursive: true }) as string[]) {
    if (!name.includes(session)) continue;
    try {
      out.push(`${name.replaceAll(session, 'S')}:${readFileSync(join(root, name), 'utf8').replaceAll(session, 'S').length}`);
    } catch {
      // a folder
    }
  }
  return out.sort();
}

describe('cairn daemon: hook events other than tool calls', () => {
  it('use one resident session per project and agent session, and answer as the in-process hook does', async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const here = lifecycle(box, 'sess-here').map((input) => box.cairn(['hook', '--host', 'claude-code'], { input, env: OFF }));
    expect(here.some((r) => r.stdout !== '')).toBe(true);
    start(box);
    const there = lifecycle(box, 'sess-there').map((input) => box.cairn(['hook', '--host', 'claude-code'], { input }));
    for (const [i, r] of there.entries()) {
      const h = here[i] as Run;
      expect({ code: r.code, stdout: r.stdout.replaceAll('sess-there', 'S'), stderr: r.stderr }).toEqual({
        code: h.code,
        stdout: h.stdout.replaceAll('sess-here', 'S'),
        stderr: h.stderr,
      });
    }
    // Every event was the daemon's, and the six events shared one session (kept open after them).
    const s = status(box);
    expect(s.served).toBe(6);
    expect(s.sessions).toBe(1);
    // What was recorded is what the in-process hooks recorded: nothing lost, nothing twice.
    expect(observed(box, 'sess-there')).toEqual(observed(box, 'sess-here'));
    expect(observed(box, 'sess-here').length).toBeGreaterThan(0);
    // A second agent session of the project gets its own (its id is in what it writes); a recall, the recall's.
    expect(box.cairn(['hook', '--host', 'claude-code'], { input: lifecycle(box, 'sess-other')[0] as string }).code).toBe(0);
    expect(box.cairn(['recall', 'tide']).code).toBe(0);
    expect(status(box).sessions).toBe(3);
    const audit = box.cairn(['audit', '--verify'], { env: OFF });
    expect(audit.code).toBe(0);
  }, 180_000);

  it('lends the session to one event at a time: prompts of one agent session at once are each answered once', async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const events = lifecycle(box, 'sess-many');
    const alone = box.cairn(['hook', '--host', 'claude-code'], { input: events[1] as string, env: OFF });
    start(box);
    expect(box.cairn(['hook', '--host', 'claude-code'], { input: events[0] as string }).code).toBe(0);
    const prompts = await Promise.all(Array.from({ length: 6 }, () => hookAsync(box, events[1] as string)));
    for (const r of prompts)
      expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ code: alone.code, stdout: alone.stdout, stderr: alone.stderr });
    const s = status(box);
    expect(s.served).toBe(7);
    expect(s.sessions).toBe(1);
    expect(box.cairn(['audit', '--verify'], { env: OFF }).code).toBe(0);
  }, 180_000);
});
