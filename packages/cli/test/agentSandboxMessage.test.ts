/**
 * Inside an agent's sandbox the CLI names the way forward (issue #16: "Inside an agent's sandbox
 * (`CLAUDECODE=1`, home not writable) the CLI says: 'use the MCP tools; ask the person to run:
 * <command>'"). The home is made read-only the way Claude Code's sandbox does it, with
 * bubblewrap (a read-only bind mount: chmod does not stop root, who runs CI here); the built CLI
 * runs inside it as a child process.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, sandbox } from './harness.js';

const bwrapWorks = spawnSync('bwrap', ['--bind', '/', '/', '--dev', '/dev', 'true']).status === 0;

describe.skipIf(!bwrapWorks)("a person's act asked inside an agent's sandbox", () => {
  it('CLAUDECODE=1 and a home it cannot write: PERSON_REQUIRED (exit 3) saying to use the MCP tools and what the person runs', () => {
    const box = sandbox();
    const id = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'Deploys happen on Fridays.', origin: 'agent' }) }).value.id;
    const inSandbox = (env: Record<string, string>) => {
      const r = spawnSync(
        'bwrap',
        ['--bind', '/', '/', '--ro-bind', box.home, box.home, '--dev', '/dev', '--proc', '/proc', '--chdir', box.project, process.execPath, BIN, 'confirm', id],
        {
          env: { PATH: process.env.PATH ?? '', HOME: `${box.root}/user`, CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8', ...env },
          encoding: 'utf8',
          input: '',
        },
      );
      return { code: r.status, stderr: r.stderr };
    };
    const agent = inSandbox({ CLAUDECODE: '1' });
    expect(agent.code, agent.stderr).toBe(3);
    expect(agent.stderr).toContain(`use the MCP tools; ask the person to run: cairn confirm ${id}`);
    // The same read-only home without Claude Code's marker: the general sentence (a terminal is what is missing).
    const other = inSandbox({});
    expect(other.code, other.stderr).toBe(3);
    expect(other.stderr).not.toContain('use the MCP tools');
    expect(other.stderr).toContain(`The person runs, in a terminal: cairn confirm ${id}`);
    // And nothing changed: the memory still waits.
    expect(box.json<Array<{ id: string; status: string }>>(['list']).value.find((r) => r.id === id)?.status).toBe('candidate');
  }, 120_000);
});
