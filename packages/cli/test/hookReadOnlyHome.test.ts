/**
 * SessionStart on a Cairn home the hook cannot write (walk h53 item 6; closing note #21): the
 * session cannot be recorded, and an injection that is not recorded is not made — the per-session
 * log of which memories were injected (`cairn sessions show`) is how a person checks what reached
 * the agent, and an unrecorded session's writes could not be tied to it. So no digest, exit 0, one
 * stderr line, and Claude Code's `systemMessage` telling the person why and what to check
 * (docs/hosts.md). The home is made read-only as Claude Code's sandbox does it, with bubblewrap (a
 * read-only bind mount: chmod does not stop root, who runs CI here); the built CLI runs inside it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, copyExample, sandbox } from './harness.js';

const bwrapWorks = spawnSync('bwrap', ['--bind', '/', '/', '--dev', '/dev', 'true']).status === 0;

describe.skipIf(!bwrapWorks)('SessionStart on a home the hook cannot write', () => {
  it('no digest, exit 0, one stderr line, a systemMessage naming the home and why; every file as it was', () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const transcript = join(box.root, 'ro.jsonl');
    writeFileSync(transcript, '');
    const bytes = (): Map<string, string> => {
      const out = new Map<string, string>();
      for (const f of readdirSync(box.home, { recursive: true }) as string[]) {
        const path = join(box.home, f);
        if (statSync(path).isFile()) out.set(relative(box.home, path), readFileSync(path).toString('base64'));
      }
      return out;
    };
    const before = bytes();
    const event = JSON.stringify({ session_id: 'sess-ro', cwd: box.project, transcript_path: transcript, hook_event_name: 'SessionStart', source: 'startup' });
    const r = spawnSync(
      'bwrap',
      [
        '--bind',
        '/',
        '/',
        '--ro-bind',
        box.home,
        box.home,
        '--dev',
        '/dev',
        '--proc',
        '/proc',
        '--chdir',
        box.project,
        process.execPath,
        BIN,
        'hook',
        '--host',
        'claude-code',
      ],
      {
        env: { PATH: process.env.PATH ?? '', HOME: `${box.root}/user`, CAIRN_HOME: box.home, CAIRN_NO_DAEMON: '1', NO_COLOR: '1', LANG: 'C.UTF-8' },
        encoding: 'utf8',
        input: event,
      },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const answer = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual(['systemMessage']);
    expect(answer.systemMessage).toMatch(
      /^Cairn is off for this session: it could not record the session in its home, and Cairn injects no memory it cannot record, so the agent got no digest\. Why: .*cairn doctor/,
    );
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^cairn hook: nothing recorded: /);
    expect(bytes()).toEqual(before);
    // The same event on the writable home: the digest, and the session recorded.
    const ok = box.cairn(['hook', '--host', 'claude-code'], { input: event, env: { CAIRN_NO_DAEMON: '1' } });
    expect({ code: ok.code, stderr: ok.stderr }).toEqual({ code: 0, stderr: '' });
    expect(ok.stdout).toContain('additionalContext');
    expect(box.cairn(['sessions']).stdout).toContain('sess-ro');
  }, 120_000);
});
