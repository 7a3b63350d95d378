import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cleanup, init, PACKAGE_DIR, run, tempDir, workspace } from './helpers.js';

/** The Inspector's launcher (package bin `mcp-inspector`), run with this Node. */
const INSPECTOR = join(PACKAGE_DIR, 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');

let home: string;
let project: string;
let env: NodeJS.ProcessEnv;

/** `mcp-inspector --cli -q --format json node dist/bin.js --home H --project P …` */
const inspect = (...args: string[]) =>
  run(process.execPath, [INSPECTOR, '--cli', '-q', '--format', 'json', process.execPath, BIN, '--home', home, '--project', project, ...args], {
    env,
    timeoutMs: 45_000,
  });

beforeAll(async () => {
  ({ home, project } = await workspace());
  await init(home, project);
  // The Inspector keeps a catalog and client config under ~/.mcp-inspector: keep it in a temp HOME.
  const fakeHome = await tempDir('inspector-home');
  env = { ...process.env, HOME: fakeHome, MCP_CATALOG_PATH: join(fakeHome, 'mcp.json'), MCP_CLIENT_CONFIG_PATH: join(fakeHome, 'client.json') };
});
afterAll(cleanup);

describe('MCP Inspector CLI smoke test', () => {
  it('tools/list exits 0 and lists status and the memory tools', async () => {
    const r = await inspect('--method', 'tools/list');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { result: { tools: Array<{ name: string }> } };
    expect(out.result.tools.map((t) => t.name).sort()).toEqual(['decisions', 'memorize', 'project_summary', 'recall', 'status']);
  });

  it('tools/call of recall succeeds', async () => {
    const r = await inspect('--method', 'tools/call', '--tool-name', 'recall', '--tool-args-json', '{"query":"x"}');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { result: { isError?: boolean; structuredContent: { hits: unknown[] } } };
    expect(out.result.isError).toBeUndefined();
    expect(out.result.structuredContent.hits).toEqual([]);
  });

  it('an invalid call (a forged pinned field) exits non-zero with the tool error', async () => {
    const r = await inspect('--method', 'tools/call', '--tool-name', 'memorize', '--tool-args-json', '{"text":"x","origin":"agent","pinned":true}');
    expect(r.code).not.toBe(0);
    const out = JSON.parse(r.stdout) as { result: { isError: boolean; structuredContent: { error: { code: string } } } };
    expect(out.result.isError).toBe(true);
    expect(out.result.structuredContent.error.code, r.stdout).toBe('ENTRENCHMENT_REFUSED');
  });
});
