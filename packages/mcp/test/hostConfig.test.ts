/**
 * Issue #14: started by a host that did not pass `CAIRN_HOME`, the server looked in `~/.cairn`
 * and said "memory not enabled yet" without naming the home it checked. Every host snippet in
 * the README carries the `env` entry; a host entry shaped like them reaches the person's home
 * with no `--home`; one without it is told which home and project were checked.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, cleanup, connect, errorOf, init, PACKAGE_DIR, tempDir, workspace } from './helpers.js';

interface HostEntry {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** The README's host configuration section: its JSON entries and its shell lines. */
async function hostSnippets(): Promise<{ entries: HostEntry[]; shellLines: string[] }> {
  const readme = await readFile(join(PACKAGE_DIR, 'README.md'), 'utf8');
  const start = readme.indexOf('## Host configuration');
  const end = readme.indexOf('\n## ', start + 1);
  expect(start, 'README has a host configuration section').toBeGreaterThan(0);
  const section = readme.slice(start, end);
  const blocks = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], body: m[2] ?? '' }));
  const entries = blocks
    .filter((b) => b.lang === 'json')
    .map((b) => {
      const config = JSON.parse(b.body) as { servers?: Record<string, HostEntry>; mcpServers?: Record<string, HostEntry> };
      const entry = (config.servers ?? config.mcpServers)?.cairn;
      expect(entry, b.body).toBeDefined();
      return entry as HostEntry;
    });
  const shellLines = blocks
    .filter((b) => b.lang === 'sh')
    .flatMap((b) => b.body.split('\n'))
    .filter((l) => /claude mcp add|inspector/.test(l));
  return { entries, shellLines };
}

describe('host configuration (README)', () => {
  afterEach(cleanup);

  it('every host snippet sets CAIRN_HOME in its env entry, and none passes --home', async () => {
    const { entries, shellLines } = await hostSnippets();
    expect(entries.length).toBeGreaterThanOrEqual(3); // Claude Code's .mcp.json, VS Code, Cursor
    for (const e of entries) {
      expect(e.env?.CAIRN_HOME, JSON.stringify(e)).toMatch(/\S/);
      expect(e.args).not.toContain('--home');
      expect(e.args[0]).toMatch(/packages\/mcp\/dist\/bin\.js$/);
    }
    expect(shellLines.length).toBeGreaterThanOrEqual(3);
    for (const line of shellLines) expect(line, line).toMatch(/-e CAIRN_HOME=\//);
  });

  it("a host entry shaped like the README's reaches the person's home through env alone", async () => {
    const { home, project } = await workspace();
    await init(home, project);
    const { entries } = await hostSnippets();
    const entry = entries[entries.length - 1] as HostEntry;
    // The host's own HOME holds no Cairn home: only the env entry can lead the server to it.
    const hostHome = await tempDir('host-home');
    const s = await connect(home, project, { noHome: true, env: { HOME: hostHome, ...entry.env, CAIRN_HOME: home } });
    const status = await call(s, 'status');
    expect(status.structuredContent).toMatchObject({ initialised: true, home, projectPath: project });
    expect((await s.client.listTools()).tools.map((t) => t.name)).toContain('recall');
  });

  it('without the env entry names the default home and the project it checked: status, refusals and its log', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    const hostHome = await tempDir('host-home');
    await mkdir(join(hostHome, '.cairn'), { mode: 0o700 });
    const checked = join(hostHome, '.cairn');
    const s = await connect(home, project, { noHome: true, env: { HOME: hostHome } });
    const status = await call(s, 'status');
    expect(status.structuredContent).toMatchObject({ initialised: false, home: checked, projectPath: project, enable: 'cairn init' });
    expect(status.text).toContain(checked);
    expect(status.text).toContain(project);
    expect(status.text).toContain(`CAIRN_HOME=${checked}`);
    const refused = await call(s, 'recall', { query: 'build' });
    expect(errorOf(refused).code).toBe('NOT_INITIALISED');
    expect(errorOf(refused).message).toContain(checked);
    expect(errorOf(refused).message).toContain(project);
    await expect.poll(() => s.stderr()).toContain(`home ${checked} (memory not enabled yet`);
    expect(s.stderr()).toContain(`serving ${project}`);
  });
});
