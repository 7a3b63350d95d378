import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killStartedAfterEach } from './daemonSupport.js';
import { copyExample, type Sandbox, sandbox } from './harness.js';

/**
 * Issue #21: "A store that needs a format upgrade is never migrated inside a hook's time budget:
 * the hook does nothing and the next `cairn` command a person runs upgrades it." The store is put
 * in an earlier layout as store-fs's view test does (the view folder holding `fts.sqlite` and
 * `index.json`, the files of a layout before this one); a `cairn hook` SessionStart, in its own
 * process and through `cairn daemon`, then exits 0 with one line on stderr and Claude Code's
 * `systemMessage` on stdout (shown to the person: which command upgrades it, walk 51) and leaves
 * every file of the home byte-identical; the person's next command (`cairn recall`) upgrades the view, and
 * the hook works again. Built CLI, real child processes, a real daemon killed by the PID it reported.
 */

/** PIDs of the daemons this file started, killed after each test (by PID, never by name). */
const started = killStartedAfterEach();

const OFF = { CAIRN_NO_DAEMON: '1' };

/** The project's folder in the box's home (the only one). */
function projectFolder(box: Sandbox): string {
  const projects = join(box.home, 'projects');
  const [key] = readdirSync(projects);
  return join(projects, key as string);
}

/** Puts the project's view in the layout before this one (store-fs view.test.ts: fts.sqlite, index.json). */
function olderLayout(box: Sandbox): void {
  const dir = join(projectFolder(box), 'index');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { mode: 0o700 });
  writeFileSync(join(dir, 'fts.sqlite'), 'old index of an earlier layout', { mode: 0o600 });
  writeFileSync(join(dir, 'index.json'), '{"format":"cairn-js-index"}', { mode: 0o600 });
}

/** Every file under the home (the daemon's socket and pid file aside), path → bytes. */
function homeBytes(box: Sandbox): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(box.home, { recursive: true }) as string[]) {
    const path = join(box.home, f);
    if (!statSync(path).isFile() || /daemon/.test(f)) continue;
    out.set(relative(box.home, path), readFileSync(path).toString('base64'));
  }
  return out;
}

/** The hook's stdout as Claude Code reads it (one JSON object). */
function upgradeMessage(stdout: string): { systemMessage?: string } {
  return JSON.parse(stdout) as { systemMessage?: string };
}

function sessionStart(box: Sandbox, session: string): string {
  const transcript = join(box.root, `${session}.jsonl`);
  writeFileSync(transcript, '');
  return JSON.stringify({ session_id: session, cwd: box.project, transcript_path: transcript, hook_event_name: 'SessionStart', source: 'startup' });
}

describe('cairn hook on a store that needs a layout upgrade', () => {
  it('in its own process and through the daemon: exit 0, one stderr line, every file as it was; the next command upgrades it', async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    olderLayout(box);
    const before = homeBytes(box);

    const here = box.cairn(['hook', '--host', 'claude-code'], { input: sessionStart(box, 'sess-here'), env: OFF });
    expect(here.code).toBe(0);
    expect(here.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(Object.keys(upgradeMessage(here.stdout))).toEqual(['systemMessage']);
    expect(upgradeMessage(here.stdout).systemMessage).toMatch(
      /needs a one-time upgrade.*Run `cairn list` \(or any other `cairn` command but `doctor`, which only checks\) once in a terminal in \//,
    );
    expect(upgradeMessage(here.stdout).systemMessage).toContain(box.project.split('/').pop() as string);
    expect(here.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(here.stderr).toMatch(/^cairn hook: nothing recorded: .*one-time rebuild .* not done within a hook's time budget\. Run any `cairn` command/);
    expect(homeBytes(box)).toEqual(before);

    const start = box.cairn(['daemon', 'start', '--idle', '5']);
    expect(start.code).toBe(0);
    const s = JSON.parse(box.cairn(['--json', 'daemon', 'status']).stdout) as { pid: number };
    started.push(s.pid);
    const there = box.cairn(['hook', '--host', 'claude-code'], { input: sessionStart(box, 'sess-there') });
    expect({ code: there.code, stdout: there.stdout, stderr: there.stderr.replaceAll('sess-there', 'S') }).toEqual({
      code: 0,
      stdout: here.stdout,
      stderr: here.stderr.replaceAll('sess-here', 'S'),
    });
    expect((JSON.parse(box.cairn(['--json', 'daemon', 'status']).stdout) as { served: number }).served).toBeGreaterThan(0);
    expect(homeBytes(box)).toEqual(before);

    // The person's next command upgrades the layout; the hook then answers again.
    const recall = box.cairn(['list'], { env: OFF });
    expect(recall.code).toBe(0);
    expect(readdirSync(join(projectFolder(box), 'index'))).not.toContain('fts.sqlite');
    const after = box.cairn(['hook', '--host', 'claude-code'], { input: sessionStart(box, 'sess-after') });
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('additionalContext');
  }, 180_000);

  it('Stop and SessionEnd: the store is checked first, so nothing is written when it is refused (no session record, no observation)', () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    olderLayout(box);
    const before = homeBytes(box);
    const transcript = join(box.root, 'sess-end.jsonl');
    writeFileSync(
      transcript,
      `${JSON.stringify({ type: 'user', message: { role: 'user', content: 'Read the tide table.' } })}\n${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Tides are in metres.' }] } })}\n`,
    );
    for (const event of [
      { hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Tides are in metres.' },
      { hook_event_name: 'SessionEnd', reason: 'other' },
    ]) {
      const r = box.cairn(['hook', '--host', 'claude-code'], {
        input: JSON.stringify({ session_id: 'sess-end', cwd: box.project, transcript_path: transcript, ...event }),
        env: OFF,
      });
      expect(r.code, event.hook_event_name).toBe(0);
      expect(upgradeMessage(r.stdout).systemMessage, event.hook_event_name).toMatch(/one-time upgrade/);
      expect(r.stderr, event.hook_event_name).toMatch(/^cairn hook: nothing recorded: .*one-time rebuild/);
      expect(homeBytes(box), event.hook_event_name).toEqual(before);
    }
  }, 180_000);

  it('a prompt and a tool call’s events (Pre, Post, PostFailure) write no observation either: exit 0, one stderr line, every file as it was', () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    olderLayout(box);
    const before = homeBytes(box);
    const transcript = join(box.root, 'sess-tool.jsonl');
    writeFileSync(transcript, '');
    const common = { session_id: 'sess-tool', cwd: box.project, transcript_path: transcript };
    const bash = { tool_name: 'Bash', tool_input: { command: 'cat tides.txt', description: 'read the tides' }, tool_use_id: 'toolu_tides' };
    for (const event of [
      { hook_event_name: 'UserPromptSubmit', prompt: 'Summarise the tide table for the harbour office.' },
      { hook_event_name: 'PreToolUse', ...bash },
      { hook_event_name: 'PostToolUse', ...bash, tool_response: { stdout: 'High water 06:12, 4.1 m.', stderr: '', interrupted: false, isImage: false } },
      { hook_event_name: 'PostToolUseFailure', ...bash, error: 'cat: tides.txt: No such file or directory' },
    ]) {
      const r = box.cairn(['hook', '--host', 'claude-code'], { input: JSON.stringify({ ...common, ...event }), env: OFF });
      expect(r.code, event.hook_event_name).toBe(0);
      expect(r.stdout, event.hook_event_name).not.toContain('additionalContext');
      expect(r.stderr.trimEnd().split('\n'), event.hook_event_name).toHaveLength(1);
      expect(r.stderr, event.hook_event_name).toMatch(/^cairn hook: nothing recorded: .*one-time rebuild/);
      expect(homeBytes(box), event.hook_event_name).toEqual(before);
    }
    // The person's next command upgrades the layout; the tool call's hook then records again.
    expect(box.cairn(['list'], { env: OFF }).code).toBe(0);
    const post = { ...common, hook_event_name: 'PostToolUse', ...bash, tool_response: { stdout: 'High water 06:12, 4.1 m.', stderr: '' } };
    const after = box.cairn(['hook', '--host', 'claude-code'], { input: JSON.stringify(post), env: OFF });
    expect({ code: after.code, stderr: after.stderr }).toEqual({ code: 0, stderr: '' });
    expect([...homeBytes(box).keys()].some((f) => f.startsWith('observations/') && f.includes('sess-tool'))).toBe(true);
  }, 180_000);

  it('a session SessionStart recorded on a ready store, whose store then needs an upgrade: its tool calls write nothing either (exit 0, one stderr line, every file as it was)', () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const transcript = join(box.root, 'sess-rec.jsonl');
    writeFileSync(transcript, '');
    const common = { session_id: 'sess-rec', cwd: box.project, transcript_path: transcript };
    // The session starts on a store in this layout: recorded, the digest injected.
    const start = box.cairn(['hook', '--host', 'claude-code'], {
      input: JSON.stringify({ ...common, hook_event_name: 'SessionStart', source: 'startup' }),
      env: OFF,
    });
    expect({ code: start.code, stderr: start.stderr }).toEqual({ code: 0, stderr: '' });
    expect(start.stdout).toContain('additionalContext');
    expect([...homeBytes(box).keys()].some((f) => f.startsWith('observations/') && f.includes('sess-rec'))).toBe(true);
    // Mid-session the store comes to need an upgrade (as a newer Cairn finds an earlier layout).
    olderLayout(box);
    const before = homeBytes(box);
    const bash = { tool_name: 'Bash', tool_input: { command: 'cat tides.txt', description: 'read the tides' }, tool_use_id: 'toolu_rec' };
    for (const event of [
      { hook_event_name: 'PreToolUse', ...bash },
      { hook_event_name: 'PostToolUse', ...bash, tool_response: { stdout: 'Low water 12:30, 0.6 m.', stderr: '', interrupted: false, isImage: false } },
      { hook_event_name: 'PostToolUseFailure', ...bash, error: 'cat: tides.txt: No such file or directory' },
    ]) {
      const r = box.cairn(['hook', '--host', 'claude-code'], { input: JSON.stringify({ ...common, ...event }), env: OFF });
      expect(r.code, event.hook_event_name).toBe(0);
      expect(r.stderr.trimEnd().split('\n'), event.hook_event_name).toHaveLength(1);
      expect(r.stderr, event.hook_event_name).toMatch(/^cairn hook: nothing recorded: .*one-time rebuild/);
      expect(homeBytes(box), event.hook_event_name).toEqual(before);
    }
    // The person's next command upgrades the layout; the session's tool calls are observed again.
    expect(box.cairn(['list'], { env: OFF }).code).toBe(0);
    const upgraded = homeBytes(box);
    const post = { ...common, hook_event_name: 'PostToolUse', ...bash, tool_response: { stdout: 'Low water 12:30, 0.6 m.', stderr: '' } };
    const after = box.cairn(['hook', '--host', 'claude-code'], { input: JSON.stringify(post), env: OFF });
    expect({ code: after.code, stderr: after.stderr }).toEqual({ code: 0, stderr: '' });
    expect(homeBytes(box)).not.toEqual(upgraded);
  }, 180_000);
});
