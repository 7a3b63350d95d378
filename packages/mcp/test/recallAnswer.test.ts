import type { ProjectSession } from '@cairn/session';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createCairnServer } from '../src/server.js';

// A recall's answer is redacted value by value before its text is written (issue #20): every
// string the session hands back, in every field the text quotes, leaves the server redacted —
// in the text and in the structured content — even when the session's receipts were not.

/** An obviously fake GitHub token, assembled at run time. */
const fakeToken = (): string => ['gh', 'p_', 'RECALLtestFAKE', '0123456789abcdefghijklm'].join('');

/** A session whose recall returns one receipt with the token in every string field the text quotes. */
function leakySession(token: string): ProjectSession {
  const hit = {
    id: 'mem_0000000000000001',
    kind: 'fact',
    score: 1,
    snippet: `deploy with ${token}`,
    text: `deploy with ${token}`,
    title: `title ${token}`,
    origin: 'agent',
    status: 'active',
    flags: [],
    gateReasons: [],
    evidenceCount: 1,
    evidencePieces: 1,
    sources: [`docs/${token}.md:1-2`],
    bound: [`src/${token}.ts`],
    staleLabel: `changed since ${token}`,
    tripwires: [`revisit when ${token} rotates`],
    age: `today ${token}`,
  };
  return new Proxy(
    {},
    {
      get(_target, prop) {
        if (prop === 'location') return { home: '/nonexistent/home', project: { path: '/nonexistent/project' } };
        if (prop === 'then') return undefined;
        return async () => {
          if (prop === 'initialised') return true;
          if (prop === 'recall') return { hits: [hit], skipped: [] };
          if (prop === 'close') return undefined;
          throw new Error(`not expected: ${String(prop)}`);
        };
      },
    },
  ) as ProjectSession;
}

describe('recall over MCP', () => {
  it('redacts every value of the answer, in its text and its structured content', async () => {
    const token = fakeToken();
    const server = createCairnServer({ session: leakySession(token), log: () => undefined });
    await server.syncTools();
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(a);
    const client = new Client({ name: 'probe', version: '0' });
    await client.connect(b);
    const result = (await client.callTool({ name: 'recall', arguments: { query: `where is ${token}` } })) as CallToolResult;
    await client.close();
    expect(result.isError).not.toBe(true);
    const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
    for (const field of ['title', 'source', 'bound to', 'STALE', 'revisit if', 'deploy with', 'where is']) expect(text).toContain(field);
    expect(text).not.toContain(token);
    expect(text.match(/\[REDACTED:github-token\]/gu)?.length).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(result.structuredContent)).not.toContain(token);
  });
});
