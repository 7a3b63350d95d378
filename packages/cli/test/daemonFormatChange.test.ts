import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Residents } from '../src/daemon/server.js';
import type { RequestContext } from '../src/requestContext.js';
import { copyExample, type Sandbox, sandbox } from './harness.js';

/**
 * Issue #20: the daemon's resident session is closed when the store's format changes under it.
 * A person's `cairn migrate` (every record rewritten at the current schema version, the log
 * replaced) and a newer Cairn's rewrite of `project.json` (a layout upgrade: a new file in place)
 * while the daemon holds the project's session: the next request gets a session opened again, not
 * the stale one; and a hook event afterwards migrates nothing (the log is as the person left it).
 * Real file store and home, the person's act by the built CLI on a pseudo-terminal.
 */

const residents: Residents[] = [];
afterEach(async () => {
  // A failed test may hold a lent session: closing waits for it at most 5 s.
  for (const r of residents.splice(0)) await Promise.race([r.closeAll(), new Promise((done) => setTimeout(done, 5_000))]);
});

const sink = (): NodeJS.WriteStream => Object.assign(new Writable({ write: (_c, _e, cb) => cb() }), { isTTY: false }) as unknown as NodeJS.WriteStream;

/** A request's context in the box's project, as the daemon makes one. */
function contextOf(box: Sandbox, r: Residents): RequestContext {
  const context: RequestContext = {
    argv: ['node', 'cairn', 'recall', 'tide'],
    cwd: box.project,
    env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1' },
    stdout: sink(),
    stderr: sink(),
    exitCode: undefined,
    lendSession: (want) => r.lend(want, context),
  };
  return context;
}

/** The project's folder in the box's home (the only one). */
function projectFolder(box: Sandbox): string {
  const projects = join(box.home, 'projects');
  const [key] = readdirSync(projects);
  return join(projects, key as string);
}

/** What `stat` says of a file: inode, size, modification time. */
const stamp = (file: string): string => {
  const s = statSync(file, { bigint: true });
  return `${s.ino}:${s.size}:${s.mtimeNs}`;
};

describe("cairn daemon: a resident session and a change of the store's format", () => {
  it('a person migrating the store and project.json rewritten in place: the next request opens the session again; the stale one is closed', async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const r = new Residents(60_000);
    residents.push(r);
    const context = contextOf(box, r);
    const want = { onWarning: () => undefined };
    const first = await r.lend(want, context);
    const before = await first.session.recall({ query: 'tide', includeCandidates: true });
    expect(before.hits.length).toBeGreaterThan(0);
    await first.done(false);
    // Kept: the next request, nothing changed, gets the same session.
    const again = await r.lend(want, context);
    expect(again.session).toBe(first.session);
    await again.done(false);
    // The person's format upgrade: `cairn migrate` (log replaced), then project.json rewritten
    // in place, as a newer Cairn's layout upgrade writes it (a new file, same words).
    expect(box.person(['migrate']).code).toBe(0);
    const folder = projectFolder(box);
    const meta = readFileSync(join(folder, 'project.json'), 'utf8');
    writeFileSync(join(folder, 'project.json.new'), meta, { mode: 0o600 });
    renameSync(join(folder, 'project.json.new'), join(folder, 'project.json'));
    const next = await r.lend(want, context);
    expect(next.session).not.toBe(first.session);
    await expect(first.session.recall({ query: 'tide', includeCandidates: true })).rejects.toThrow(/closed/);
    const after = await next.session.recall({ query: 'tide', includeCandidates: true });
    expect(after.hits.map((h) => h.id)).toEqual(before.hits.map((h) => h.id));
    await next.done(false);
    expect(r.size).toBe(1);
  }, 180_000);

  it('a hook event after the person migrated runs nothing of a migration: the log and audit are as the person left them', () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const daemon = box.cairn(['daemon', 'start', '--idle', '5']);
    expect(daemon.code).toBe(0);
    const pid = (JSON.parse(box.cairn(['--json', 'daemon', 'status']).stdout) as { pid: number }).pid;
    try {
      const event = (name: string, extra: object) => JSON.stringify({ session_id: 'fmt-1', cwd: box.project, hook_event_name: name, ...extra });
      expect(box.cairn(['hook'], { input: event('SessionStart', { source: 'startup' }) }).code).toBe(0);
      expect(box.cairn(['recall', 'tide']).code).toBe(0);
      expect(box.person(['migrate']).code).toBe(0);
      const folder = projectFolder(box);
      const log = join(folder, 'events.jsonl');
      const audit = join(folder, 'audit.jsonl');
      const logBefore = stamp(log);
      const auditLines = readFileSync(audit, 'utf8')
        .split('\n')
        .filter((l) => l !== '');
      const prompt = box.cairn(['hook'], { input: event('UserPromptSubmit', { prompt: 'tide tables' }) });
      const promptHere = box.cairn(['hook'], { input: event('UserPromptSubmit', { prompt: 'tide tables' }), env: { CAIRN_NO_DAEMON: '1' } });
      expect({ code: prompt.code, stdout: prompt.stdout, stderr: prompt.stderr }).toEqual({ code: 0, stdout: promptHere.stdout, stderr: promptHere.stderr });
      const recall = box.cairn(['recall', 'tide']);
      expect(recall.stdout).toBe(box.cairn(['recall', 'tide'], { env: { CAIRN_NO_DAEMON: '1' } }).stdout);
      expect(stamp(log)).toBe(logBefore);
      const now = readFileSync(audit, 'utf8')
        .split('\n')
        .filter((l) => l !== '');
      expect(now.slice(0, auditLines.length)).toEqual(auditLines);
      expect(now.filter((l) => l.includes('"migrate"'))).toHaveLength(1);
      expect(box.cairn(['audit', '--verify'], { env: { CAIRN_NO_DAEMON: '1' } }).code).toBe(0);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  }, 180_000);
});
