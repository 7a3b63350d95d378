import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { daemonStatus as status, killStartedAfterEach, OFF, sameRun as same, startDaemon } from './daemonSupport.js';
import { BIN, copyExample, type Run, type Sandbox, sandbox } from './harness.js';

/**
 * Issue #20: `cairn daemon` answers `recall` and `hook` for one home, through the entry's own
 * functions, so what a caller sees is what the in-process path prints. Built CLI, real child
 * processes: the daemon is started by `cairn daemon start` and killed by the PID it reported.
 */

/** PIDs of the daemons this file started, killed after each test (by PID, never by name). */
const started = killStartedAfterEach();

/** Starts the daemon of the box's home and records its PID. */
const start = (box: Sandbox): number => startDaemon(box, started);

describe('cairn daemon', () => {
  it('answers recall byte for byte as the in-process path does (hits, --json, no hits, a project not enabled, an unknown flag)', () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const other = join(box.root, 'elsewhere');
    mkdirSync(other);
    const cases: { args: string[]; cwd?: string }[] = [
      { args: ['recall', 'tide'] },
      { args: ['recall', 'fixtures', '--limit', '2'] },
      { args: ['--json', 'recall', 'tide'] },
      { args: ['recall', 'zzqx-nothing-matches'] },
      { args: ['--json', 'recall', 'zzqx-nothing-matches'] },
      { args: ['recall', 'tide'], cwd: other },
      { args: ['recall', '--bogus-flag', 'tide'] },
      { args: ['--json', 'recall', '--bogus-flag', 'tide'] },
    ];
    const here = cases.map((c) => box.cairn(c.args, { env: OFF, ...(c.cwd !== undefined ? { cwd: c.cwd } : {}) }));
    expect(here[0]?.stdout).not.toBe('');
    start(box);
    const there = cases.map((c) => box.cairn(c.args, c.cwd !== undefined ? { cwd: c.cwd } : {}));
    for (const [i, r] of there.entries()) same(here[i] as Run, r);
    // Every one was the daemon's answer, none a fallback.
    expect(status(box).served).toBe(cases.length);
  });

  it('answers hook events byte for byte as the in-process path does (SessionStart, PreToolUse, PostToolUse, a malformed event)', () => {
    const box = sandbox();
    copyExample(box.project);
    writeFileSync(join(box.project, 'notes.md'), 'tide tables\n');
    const base = { session_id: 'daemon-test', cwd: box.project };
    const events = [
      { ...base, hook_event_name: 'SessionStart', source: 'startup' },
      { ...base, hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: { file_path: join(box.project, 'notes.md') } },
      { ...base, hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: join(box.home, 'person', 'x'), old_string: 'a', new_string: 'b' } },
      {
        ...base,
        hook_event_name: 'PostToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'ls' },
        tool_response: { stdout: 'notes.md\n', stderr: '', interrupted: false, isImage: false },
      },
    ].map((e) => JSON.stringify(e));
    events.push('{"hook_event_name": "PreToolUse", not json');
    const here = events.map((input) => box.cairn(['hook', '--host', 'claude-code'], { input, env: OFF }));
    start(box);
    const there = events.map((input) => box.cairn(['hook', '--host', 'claude-code'], { input }));
    for (const [i, r] of there.entries()) same(here[i] as Run, r);
    expect(here.some((r) => r.stdout !== '')).toBe(true);
    expect(status(box).served).toBe(events.length);
  });

  it('is not used, and refuses to start, when its folder is open to the group', () => {
    const box = sandbox();
    const here = box.cairn(['recall', 'tide'], { env: OFF });
    start(box);
    chmodSync(join(box.home, 'daemon'), 0o770);
    const open = box.cairn(['recall', 'tide']);
    same(
      {
        ...here,
        stderr: `cairn: not using the daemon: the folder ${join(box.home, 'daemon')} is open to the group or others (mode 770); it must be 700; running the command here\n`,
      },
      open,
    );
    expect(status(box).served).toBe(0);
    expect(box.cairn(['daemon', 'stop']).code).toBe(0);
    const refused = box.cairn(['daemon', 'start', '--idle', '5']);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('open to the group or others (mode 770)');
    expect(status(box).state).toBe('none');
  });

  it('falls back when its daemon was killed, and status says the socket is stale', () => {
    const box = sandbox();
    const here = box.cairn(['recall', 'tide'], { env: OFF });
    const pid = start(box);
    process.kill(pid, 'SIGKILL');
    expect(existsSync(join(box.home, 'daemon', 'sock'))).toBe(true);
    same(
      {
        ...here,
        stderr: `cairn: no daemon answers on ${join(box.home, 'daemon', 'sock')} (a stale socket: \`cairn daemon stop\` removes it); running the command here\n`,
      },
      box.cairn(['recall', 'tide']),
    );
    const s = box.cairn(['daemon', 'status']);
    expect(s.code).toBe(1);
    expect(s.stdout).toContain('is stale');
  });

  it('keeps person acts off the daemon: they run in the caller’s process', () => {
    const box = sandbox();
    start(box);
    box.cairn(['status']);
    box.cairn(['pin', 'mem_0000000000000000']);
    expect(status(box).served).toBe(0);
  });

  it('one daemon per home: a second server of the same home is refused while the first holds the lock', () => {
    const box = sandbox({ init: false });
    const pid = start(box);
    const second = spawnSync(process.execPath, [BIN, 'daemon', 'serve', '--home', box.home], {
      env: { PATH: process.env.PATH ?? '', HOME: box.root },
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (second.pid !== undefined && second.status === null) started.push(second.pid);
    expect(second.status).toBe(5);
    expect(second.stderr).toContain('another cairn daemon serves');
    expect(status(box).pid).toBe(pid);
    expect(box.cairn(['daemon', 'start']).stdout).toContain(`already runs for ${box.home} (pid ${pid})`);
  });

  it('exits by itself after its idle time, removing its socket', async () => {
    const box = sandbox({ init: false });
    const r = box.cairn(['daemon', 'start', '--idle', '0.05']);
    expect(r.code).toBe(0);
    const pid = Number(/pid (\d+)/u.exec(r.stdout)?.[1]);
    started.push(pid);
    const deadline = Date.now() + 30_000;
    while (existsSync(join(box.home, 'daemon', 'sock')) && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 250));
    expect(existsSync(join(box.home, 'daemon', 'sock'))).toBe(false);
    expect(status(box).state).toBe('none');
  });
});
