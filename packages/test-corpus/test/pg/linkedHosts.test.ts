import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { adminQuery, createTestDatabase, prepareTestPeople } from '@cairn/store-pg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPerson } from '../../../../scripts/lib/as-person.mjs';
import { createTempWorkspace, installedBin, removeTempWorkspace, type TempWorkspace } from '../../src/targets/workspace.js';

// The agent's doors on a LINKED checkout (issue #24): once `cairn team link` maps the checkout to a
// team project (kept in the home), the MCP server and `cairn hook` — run as `cairn setup
// claude-code` writes them, with no --store — open the team store through the same project
// session path as every CLI command, as the person's agent role. Against a real PostgreSQL server
// (scripts/pg-test.sh); a person of its own ('corpushost': roles are cluster-wide).

const PERSON = 'corpushost';
const AGENT = `${PERSON}_agent`;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let ws: TempWorkspace;
let key: string;
let confirmedId: string;
const bin = installedBin('cairn');
const env = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOME: join(ws.root, 'user'),
  CAIRN_HOME: ws.home,
  NO_COLOR: '1',
  LANG: 'C.UTF-8',
  PGPASSFILE: process.env.PGPASSFILE ?? '',
});

/** `cairn --json …` as the person, on a pseudo-terminal (the test passphrase typed at each prompt). */
async function asThePerson<T>(args: readonly string[]): Promise<T> {
  const r = (await asPerson({ bin, args: ['--json', ...args], cwd: ws.project, env: env() })) as { code: number | null; stdout: string; terminal: string };
  if (r.code !== 0) throw new Error(`cairn ${args.join(' ')} exited ${r.code}: ${r.terminal.slice(0, 600)}`);
  return JSON.parse(r.stdout) as T;
}

/** `cairn --json …` as the agent: no terminal, no --store. */
function asTheAgent<T>(args: readonly string[], input = ''): T {
  const r = spawnSync(process.execPath, [bin, '--json', ...args], { cwd: ws.project, env: env(), input, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`cairn ${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 600)}`);
  return JSON.parse(r.stdout) as T;
}

const actorsOf = async (event: string): Promise<string[]> =>
  (
    await adminQuery<{ actor: string }>(db.name, `SELECT actor FROM cairn.audit WHERE project_id = $1 AND event->>'event' = $2 ORDER BY seq`, [key, event])
  ).rows.map((r) => r.actor);

describe('the MCP server and `cairn hook` on a linked checkout open the team store (real PostgreSQL)', () => {
  beforeAll(async () => {
    await prepareTestPeople([PERSON]);
    db = await createTestDatabase([PERSON]);
    ws = await createTempWorkspace('linked');
    key = (await asThePerson<{ key: string }>(['--store', db.url(PERSON), 'init'])).key;
    await asThePerson(['team', 'link', db.url(AGENT)]);
    // The agent's memory, confirmed by the person: both with no --store (the home's link).
    confirmedId = asTheAgent<{ id: string }>(
      ['memorize'],
      JSON.stringify({ text: 'Harbour charts are rebuilt with make charts, never edited by hand.', kind: 'convention', origin: 'agent' }),
    ).id;
    await asThePerson(['confirm', confirmedId]);
    expect(await actorsOf('confirm')).toEqual([PERSON]);
  }, 300_000);
  afterAll(async () => {
    await removeTempWorkspace(ws);
  });

  it('the MCP server (an SDK client, the server as setup writes it: --home only) recalls from and memorizes into the team store as the agent role', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bin, '--home', ws.home, 'mcp'],
      cwd: ws.project,
      env: { ...getDefaultEnvironment(), ...env() },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'cairn-linked-test', version: '0.1.0' });
    await client.connect(transport);
    try {
      const recalled = (await client.callTool({ name: 'recall', arguments: { query: 'harbour charts rebuilt' } })) as {
        isError?: boolean;
        structuredContent?: { hits?: Array<{ id: string }> };
        content: Array<{ text?: string }>;
      };
      expect(recalled.isError, JSON.stringify(recalled.content)).not.toBe(true);
      expect(JSON.stringify(recalled)).toContain(confirmedId);
      const stored = (await client.callTool({
        name: 'memorize',
        arguments: { text: 'Chart tiles are cached under build/tiles for a day.', kind: 'fact', origin: 'agent' },
      })) as { isError?: boolean; content: Array<{ text?: string }> };
      expect(stored.isError, JSON.stringify(stored.content)).not.toBe(true);
    } finally {
      await client.close();
    }
    const rows = await adminQuery<{ id: string }>(db.name, `SELECT id FROM cairn.records WHERE project_id = $1 AND record->>'text' LIKE 'Chart tiles%'`, [key]);
    expect(rows.rows).toHaveLength(1);
    // Written by the database's current_user: the agent's role, never the person's.
    expect((await actorsOf('memorize')).slice(-1)).toEqual([AGENT]);
  });

  it('`cairn hook` (a SessionStart payload, the command setup writes: --home only) injects the team store’s digest', () => {
    const payload = {
      session_id: 'sess-linked-1',
      transcript_path: join(ws.root, 'user', '.claude', 'projects', 'p', 'sess-linked-1.jsonl'),
      cwd: ws.project,
      hook_event_name: 'SessionStart',
      source: 'startup',
    };
    const r = spawnSync(process.execPath, [bin, '--home', ws.home, 'hook'], {
      cwd: ws.project,
      env: env(),
      input: JSON.stringify(payload),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/nothing recorded/);
    const answer = JSON.parse(r.stdout) as { hookSpecificOutput?: { additionalContext?: string } };
    expect(answer.hookSpecificOutput?.additionalContext).toContain('Harbour charts are rebuilt with make charts');
  });
});
