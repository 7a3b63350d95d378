import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { ProjectSession } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { createCairnServer } from '../src/server.js';

// Before its first tools/list answer the server asks only whether memory is enabled (issue #20:
// it asked for `status`, which counts every record by status — at 100k memories the whole store
// was read and checked before a host saw the tools).

/** A session that answers `initialised` and records every other method asked of it. */
function probeSession(initialised: boolean): { session: ProjectSession; asked: string[] } {
  const asked: string[] = [];
  const session = new Proxy(
    {},
    {
      get(_target, prop) {
        if (prop === 'location') return { home: '/nonexistent/home', project: { path: '/nonexistent/project' } };
        if (prop === 'then') return undefined;
        return async () => {
          asked.push(String(prop));
          if (prop === 'initialised') return initialised;
          if (prop === 'close') return undefined;
          throw new Error(`not expected before the first tool call: ${String(prop)}`);
        };
      },
    },
  ) as ProjectSession;
  return { session, asked };
}

describe('the server before its first tool call (issue #20)', () => {
  for (const initialised of [true, false])
    it(`asks only whether memory is enabled before listing its tools (${initialised ? 'enabled' : 'not enabled'})`, async () => {
      const { session, asked } = probeSession(initialised);
      const server = createCairnServer({ session, log: () => undefined });
      await server.syncTools();
      const [a, b] = InMemoryTransport.createLinkedPair();
      await server.connect(a);
      const client = new Client({ name: 'probe', version: '0' });
      await client.connect(b);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('status');
      expect(tools.some((t) => t.name === 'recall')).toBe(initialised);
      expect(new Set(asked)).toEqual(new Set(['initialised']));
      await client.close();
    });
});
