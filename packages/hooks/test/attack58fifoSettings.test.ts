import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, type World, world } from './helpers.js';

/**
 * Attack h58 F1 (medium: `cairn hook` hangs past the host's budget): the hook read the host's
 * settings files (`.claude/settings.json`, `.claude/settings.local.json`, `.mcp.json`, …) with a
 * plain `readFile`, which opens a FIFO and waits for a writer. Anyone who can write the project
 * — the agent, a cloned repository's set-up script — runs `mkfifo .claude/settings.json`, and every
 * SessionStart and Stop hangs until the host kills it (Claude Code: 60 s a hook), so no digest is
 * injected and the session is never recorded. Fixed in hostSettings' `readJson`: opened
 * non-blocking, and only a regular file is read (`not a regular file`: the layer is unreadable,
 * so the session is unprotected, failing closed).
 */
const BUDGET_MS = 15_000;

/** `cairn hook` with `payload`, killed past {@link BUDGET_MS}; `signal` says whether it was. */
function hookWithin(w: World, payload: unknown): { code: number | null; signal: NodeJS.Signals | null; stdout: string } {
  const r = spawnSync(process.execPath, [BIN, 'hook'], {
    cwd: w.project,
    input: JSON.stringify(payload),
    env: { PATH: process.env.PATH, HOME: w.userHome, CAIRN_HOME: w.home, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: BUDGET_MS,
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout };
}

describe('attack h58 F1: a FIFO where a settings file belongs', () => {
  for (const file of [join('.claude', 'settings.json'), join('.claude', 'settings.local.json'), '.mcp.json']) {
    it(`SessionStart and Stop end within the budget with ${file} a FIFO, the session unprotected`, () => {
      const w = world();
      mkdirSync(join(w.project, '.claude'), { recursive: true });
      expect(spawnSync('mkfifo', [join(w.project, file)]).status).toBe(0);
      const start = hookWithin(w, w.fixture('claude-code', 'SessionStart', { session_id: 'sess-fifo' }));
      expect(start.signal).toBeNull();
      expect(start.code).toBe(0);
      expect(JSON.parse(start.stdout).hookSpecificOutput.hookEventName).toBe('SessionStart');
      const stop = hookWithin(w, w.fixture('claude-code', 'Stop', { session_id: 'sess-fifo' }));
      expect(stop.signal).toBeNull();
      expect(stop.code).toBe(0);
      const shown = w.cairn(['sessions', 'show', 'sess-fifo']);
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toContain('not protected:');
    });
  }
});
