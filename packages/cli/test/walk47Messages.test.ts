/**
 * Small messages from the h47 newcomer walk (item 5, 8, 10), as the built CLI says them (child
 * processes): `cairn scan` with no path scans the project, `cairn import` with none says what to
 * type (not commander's bare "missing required argument"); `decisions` says how many candidate
 * decisions it hides and how to see them; `cairn setup --help` names the other hosts (an npm
 * install has no docs/ folder) and `cairn init`'s "Next:" points there.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('the h47 walk: small messages', () => {
  it('scan with no path scans the project root; import with none says what to type (exit 2)', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'AGENTS.md'), '# Agents\n\n- Use pnpm for every install.\n');
    const scan = box.cairn(['scan']);
    expect(scan.code, scan.stderr).toBe(0);
    expect(scan.stdout).toContain('AGENTS.md');
    expect(scan.stderr).not.toContain('missing required argument');
    const empty = sandbox({ init: false });
    expect(empty.cairn(['scan']).stdout).toContain(`No agent-memory files found in the project (${empty.project}).`);
    const imp = box.cairn(['import']);
    expect(imp.code).toBe(2);
    expect(imp.stderr).toContain('cairn: Name the files or folders to import: `cairn import --dry-run .` shows the plan');
    expect(imp.stderr).not.toContain('missing required argument');
  });

  it('decisions says how many candidate decisions it does not show, and how to see them', () => {
    const box = sandbox();
    expect(box.person(['memorize', '--kind', 'decision', '--text', 'We use PostgreSQL for the job store.']).code).toBe(0);
    const agent = box.cairn(['memorize'], { input: JSON.stringify({ text: 'We use Redis for the job queue.', kind: 'decision', origin: 'agent' }) });
    expect(agent.code, agent.stderr).toBe(0);
    const r = box.cairn(['decisions']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('PostgreSQL');
    expect(r.stdout).not.toContain('Redis');
    expect(r.stdout.replace(/\s+/gu, ' ')).toContain('1 candidate decision also matches and is not shown (not confirmed yet): --include-candidates shows it.');
    const all = box.cairn(['decisions', '--include-candidates']);
    expect(all.stdout).toContain('Redis');
    expect(all.stdout).not.toContain('not shown');
  });

  it('setup --help names the other hosts; init points there, not at docs/hosts.md', () => {
    const box = sandbox({ init: false });
    const help = box.cairn(['setup', '--help']).stdout.replace(/\s+/gu, ' ');
    expect(help).toContain("Other hosts: VS Code's agent with the Claude harness reads Claude Code's settings");
    expect(help).toContain('Cursor reads them too');
    const wrong = box.cairn(['setup', 'cursor']);
    expect(wrong.stderr).toContain('For VS Code and Cursor, see cairn setup --help.');
  });
});
