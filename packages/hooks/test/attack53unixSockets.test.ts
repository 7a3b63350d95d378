/**
 * Attack h53b D8 (critical where a socket of the user's is reachable; the session is counted
 * protected): Claude Code 2.1.332's `sandbox.network.allowAllUnixSockets` — "If true, allow all
 * Unix sockets (disables blocking on both platforms). On Linux this also unblocks VM sockets" (the
 * settings schema in the pinned binary) — turns off the seccomp filter that is, on Linux, the only
 * thing between a sandboxed command and every unix socket on the machine: bubblewrap's read-only
 * root and unshared network do not stop a `connect()` to a socket file (the premise below, with
 * bwrap and socat). The user's D-Bus session bus (`systemd-run --user …`), the Docker socket, an
 * ssh-agent… each runs a program OUTSIDE the sandbox, as the user, with the Cairn home in reach: a
 * sandbox-only home's unsealed key signs person acts. Cairn's protection check knows `network` as a
 * key that "only narrows or approves what the sandbox already allows … the network, never the home"
 * (hooks settingsKeys.ts KNOWN_SANDBOX_SETTINGS) and reads none of its keys: the session stays
 * PROTECTED. Fix: `sandbox.network.allowAllUnixSockets: true` makes the session unprotected with its
 * own reason, and unknown `sandbox.network.*` keys fail closed as `sandbox.filesystem.*` ones do
 * (`allowUnixSockets` is macOS-only and ignored on Linux; `allowLocalBinding`, `allowMachLookup`
 * macOS too — name them).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { declareSandboxOnly } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { TEST_PASSPHRASE, type World, world } from './helpers.js';

const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
const INTERACTIVE = { CLAUDE_CODE_ENTRYPOINT: 'cli' };
type Session = { id: string; protected: boolean; reasons: string[] };
const sessionOf = (w: World, id: string): Session | undefined =>
  (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Session[] }).sessions.find((s) => s.id === id);

async function protectedWorld(): Promise<World> {
  const w = world();
  expect(w.person(['setup', 'claude-code']).code).toBe(0);
  await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
  return w;
}

describe.skipIf(!hasTools)('attack h53b D8: sandbox.network.allowAllUnixSockets keeps the session protected', () => {
  it('premise: under bubblewrap (read-only root, every namespace unshared) a socket outside is still reached — only seccomp blocks it', async () => {
    const dir = mkdtempSync(join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h53b-sock-'));
    try {
      const sock = join(dir, 's.sock');
      const got = join(dir, 'got');
      const listener = spawn('socat', ['-u', `UNIX-LISTEN:${sock}`, `OPEN:${got},creat`], { stdio: 'ignore' });
      for (let i = 0; i < 50 && !existsSync(sock); i++) await new Promise((r) => setTimeout(r, 50));
      const sent = spawnSync(
        'bwrap',
        ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', '--die-with-parent', 'socat', '-u', '-', `UNIX-CONNECT:${sock}`],
        {
          input: 'outside\n',
        },
      );
      expect(sent.status).toBe(0);
      for (let i = 0; i < 50 && !(existsSync(got) && readFileSync(got, 'utf8') !== ''); i++) await new Promise((r) => setTimeout(r, 50));
      listener.kill();
      expect(readFileSync(got, 'utf8')).toBe('outside\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('control: after setup, in the declared home, a session is protected', async () => {
    const w = await protectedWorld();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-d8' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionOf(w, 'sess-d8')?.protected).toBe(true);
  }, 300_000);

  it('with sandbox.network.allowAllUnixSockets: true the session is not protected', async () => {
    const w = await protectedWorld();
    const file = join(w.project, '.claude', 'settings.local.json');
    const settings = JSON.parse(readFileSync(file, 'utf8')) as { sandbox: { network?: Record<string, unknown> } };
    settings.sandbox.network = { ...(settings.sandbox.network ?? {}), allowAllUnixSockets: true };
    writeFileSync(file, JSON.stringify(settings, null, 2));
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-d8' }), [], INTERACTIVE).code).toBe(0);
    // Failed here before the fix (the session was recorded protected): core protection names allowAllUnixSockets.
    expect(sessionOf(w, 'sess-d8')?.protected).toBe(false);
  }, 300_000);
});
