/**
 * Host config files kept as JSONC (the newcomer walk): `.claude/settings.local.json` or Copilot's
 * `mcp-config.json` with `//` comments was refused by `cairn setup` ("not valid JSON"). They are
 * read as JSONC (jsonc-parser), and setup's edits keep every comment; `--remove` takes out
 * exactly what it added. Real child processes, the setup signed on a pseudo-terminal.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { asPerson } from './pty.js';

const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('cairn setup with host files that hold comments (JSONC)', () => {
  it('claude-code: .claude/settings.local.json with // and /* */ comments is read, its comments kept, and --remove restores it', async () => {
    const box = sandbox();
    const settings = join(box.project, '.claude', 'settings.local.json');
    mkdirSync(join(box.project, '.claude'), { recursive: true });
    const text = '{\n  // what this machine may run\n  "permissions": {\n    "allow": ["Bash(ls)"] /* listing is fine */\n  }\n}\n';
    writeFileSync(settings, text);
    const r = await asPerson(box, ['setup', 'claude-code']);
    expect(r.output).not.toContain('not valid JSON');
    expect(r.code, r.output).toBe(0);
    const after = readFileSync(settings, 'utf8');
    expect(after).toContain('// what this machine may run');
    expect(after).toContain('/* listing is fine */');
    const value = parse(after) as { permissions: { allow: string[] }; hooks?: Record<string, unknown> };
    expect(value.permissions.allow).toContain('Bash(ls)');
    expect(Object.keys(value.hooks ?? {})).toContain('SessionStart');
    const removed = await asPerson(box, ['setup', 'claude-code', '--remove']);
    expect(removed.code, removed.output).toBe(0);
    expect(readFileSync(settings, 'utf8')).toBe(text);
  });

  it('copilot: mcp-config.json with comments is read, its comments and other servers kept', async () => {
    const box = sandbox();
    const dir = join(box.root, 'user', '.copilot');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'mcp-config.json');
    const text = '{\n  // servers I use every day\n  "mcpServers": {\n    "notes": { "type": "local", "command": "notes-server" } // mine\n  }\n}\n';
    writeFileSync(file, text);
    const r = await asPerson(box, ['setup', 'copilot']);
    expect(r.output).not.toContain('not valid JSON');
    expect(r.code, r.output).toBe(0);
    const after = readFileSync(file, 'utf8');
    expect(after).toContain('// servers I use every day');
    expect(after).toContain('// mine');
    const value = parse(after) as { mcpServers: Record<string, { command: string }> };
    expect(Object.keys(value.mcpServers).sort()).toEqual(['cairn', 'notes']);
    const removed = await asPerson(box, ['setup', 'copilot', '--remove']);
    expect(removed.code, removed.output).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
