import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { BIN, type World, world } from './helpers.js';

/**
 * Attack h54b F7 (a credential on disk and in the model's context): core's redaction reads a
 * label and its value on one line only — `DB_PASSWORD=\n<value>` (an .env line wrapped by a
 * terminal, a log, a copy) and `Authorization: Bearer\n<value>` pass whole, so `cairn memorize`
 * stores the password in the memory's text (on disk, in the home). Probed and HELD: session 54's
 * recall over MCP (values redacted one by one, then joined by `oneLine`) does not print it as
 * `DB_PASSWORD= <value>`: the snippet is made one line before core redacts it. Control: the value
 * on the label's line is redacted at memorize.
 * Built bundle: `cairn memorize`, then a recall over `cairn mcp` with the MCP SDK's client.
 */
const PW = ['summer', '2024', 'harbour'].join('');

async function recallText(w: World, query: string): Promise<string> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, '--home', w.home, '--project', w.project, 'mcp'],
    env: { ...getDefaultEnvironment(), HOME: w.userHome },
    cwd: w.project,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'claude-code', version: '2.1.332' }, { capabilities: {} });
  await client.connect(transport);
  try {
    const r = (await client.callTool({ name: 'recall', arguments: { query, includeCandidates: true } })) as CallToolResult;
    expect(r.isError ?? false).toBe(false);
    return r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  } finally {
    await client.close();
  }
}

function memorize(w: World, text: string): void {
  const r = w.cairn(['memorize', '--text', text, '--origin', 'agent', '--json']);
  expect(r.code, r.stderr).toBe(0);
}

describe('attack h54b F7: a credential split over two lines', () => {
  it('control: the value on the label’s line is redacted before it is stored', () => {
    const w = world();
    memorize(w, `The staging database login for the harbour app: DB_PASSWORD= ${PW} in the deploy env.`);
    expect(w.homeBytes().includes(PW)).toBe(false);
  });

  it('the value on the next line is not stored', () => {
    const w = world();
    memorize(w, `The staging database login for the harbour app: DB_PASSWORD=\n${PW} in the deploy env.`);
    // Failed before the fix: redaction read the label's line only; the memory's text held the password.
    expect(w.homeBytes().includes(PW)).toBe(false);
  });

  it('held: the recall text over MCP does not print it as DB_PASSWORD= <value>', async () => {
    const w = world();
    memorize(w, `The staging database login for the harbour app: DB_PASSWORD=\n${PW} in the deploy env.`);
    const text = await recallText(w, 'staging database login harbour app');
    expect(text).toContain('staging database login');
    // Held: the receipt's snippet is joined to one line before it is redacted (core recall), so the joined shape is taken.
    expect(text).not.toContain(`DB_PASSWORD= ${PW}`);
  });
});
