import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Channel, MemoryRecord, PersonProof } from '@cairn/core';
import { openProject } from '@cairn/session';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  appendForgedPut,
  forgedUserRecord,
  missignedRecord,
  PERSON_ACT_TEXTS,
  type PersonActAttempt,
  type PersonActTarget,
  type PersonActWorld,
} from '../personActs.js';
import { seedPersonWorld } from './personWorld.js';
import { installedBin, packageBin, seededWorkspace, type TempWorkspace } from './workspace.js';

/** The test instrument that swaps the built server's person port for a stub that signs everything. */
const STUB_PORT = fileURLToPath(new URL('./stubPort/register.mjs', import.meta.url));
/** Runs the built server's `main` from tsc's separate modules (`dist/main.js`), not the bundle `dist/bin.js` runs. */
const UNBUNDLED = fileURLToPath(new URL('./stubPort/unbundledMcp.mjs', import.meta.url));

/** The corpus person's passphrase (the world is set up with it; no MCP client knows it). */
const PASSPHRASE = 'the corpus person types this, never an mcp client';

/** Options of {@link createMcpPersonTarget}. */
export interface McpPersonTargetOptions {
  /**
   * The built server; default the installed `cairn-mcp` (cairn-memory's bundle), or with
   * `stubPort` `@cairn/mcp`'s tsc build (packages/mcp/dist/main.js, run by `stubPort/unbundledMcp.mjs`:
   * dist/bin.js runs the code-cached bundle): the stub swaps a module the server imports, which
   * only a build of separate modules has.
   */
  bin?: string;
  /**
   * The group's check of the built server with its person port replaced: the BUILT `cairn-mcp`,
   * started as an MCP client starts it (node, the bin, stdio), with `--import` of a test
   * instrument (`stubPort/register.mjs`) that swaps its port (`noPersonProof`) for one that
   * signs whatever it is asked with the person's key, asking no one. On its own channel the
   * server never asks its port (the group passes); on a person's channel (`channel`, the
   * control) the stub's signatures let an MCP client's user claims through and the group fails.
   */
  stubPort?: { channel?: Channel };
}

interface Receipt {
  id: string;
  snippet?: string;
  origin: MemoryRecord['origin'];
  status: MemoryRecord['status'];
  pinned: boolean;
}

/** Words that find each text of the group with recall. */
const QUERIES = ['bait example net refresh cache', 'integration tests fixtures', 'FORGED-USER production Fridays', 'FORGED-LINE release key repository'];

/**
 * The "person's act" group (issue #16) on the MCP server: the BUILT `cairn-mcp` over stdio, driven
 * by the SDK's client — the agent's surface. It has no person (every person's act is refused or
 * held: a claimed `user` origin is the agent's, pinned and stable are refused, there is no confirm
 * or pin tool), and what it hands an agent (recall receipts, the project summary) is read with
 * the person's keys: a `user` line appended to the log by hand is the agent's there too. The
 * world is made by the person on the CLI's signing door first.
 */
export function createMcpPersonTarget(options: McpPersonTargetOptions = {}): PersonActTarget {
  let ws: TempWorkspace | undefined;
  let projectKey = '';
  // The world is made once (by the person on the CLI's signing door) and copied back for each attempt.
  const world = seededWorkspace('person-acts-mcp', (w) => seedPersonWorld(w, PASSPHRASE));
  const clients: Array<() => Promise<void>> = [];
  /**
   * The reading session (recall, then the project summary) an agent starts after an attempt;
   * dropped before each attempt and at teardown, so every read after an attempt is by a server
   * started after it, as before, but the listing and the digest share one server.
   */
  let reader: Promise<Client> | undefined;
  const readerClient = (): Promise<Client> => {
    reader ??= connect();
    return reader;
  };
  const dropReader = async (): Promise<void> => {
    const r = reader;
    reader = undefined;
    if (r) await (await r).close().catch(() => undefined);
  };
  const connect = async (): Promise<Client> => {
    const w = ws as TempWorkspace;
    const client = new Client({ name: 'cairn-person-acts', version: '0.1.0' });
    const bin = options.bin ?? (options.stubPort ? packageBin('@cairn/mcp', 'cairn-mcp') : installedBin('cairn-mcp'));
    if (!existsSync(bin)) throw new Error(`mcp person target: ${bin} does not exist; build first (pnpm build)`);
    const stub = options.stubPort;
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [...(stub ? ['--import', STUB_PORT, UNBUNDLED, join(dirname(bin), 'main.js')] : [bin]), '--home', w.home, '--project', w.project],
        cwd: w.project,
        env: {
          ...getDefaultEnvironment(),
          NO_COLOR: '1',
          ...(stub
            ? { CAIRN_STUB_HOME: w.home, CAIRN_STUB_PASSPHRASE: PASSPHRASE, ...(stub.channel !== undefined ? { CAIRN_STUB_CHANNEL: stub.channel } : {}) }
            : {}),
        },
        stderr: 'ignore',
      }),
    );
    clients.push(() => client.close());
    return client;
  };
  /** One connection (a new agent session), its calls' refusals swallowed: the group judges what is read afterwards. */
  const asAgent = async (body: (call: (name: string, args: Record<string, unknown>) => Promise<unknown>) => Promise<void>): Promise<void> => {
    const client = await connect();
    await body((name, args) => client.callTool({ name, arguments: args }).catch(() => undefined));
  };

  return {
    name: options.stubPort ? `mcp (built, stub port${options.stubPort.channel !== undefined ? `, channel ${options.stubPort.channel}` : ''})` : 'mcp',
    async setup(): Promise<PersonActWorld> {
      const opened = await world.open();
      ws = opened.ws;
      projectKey = opened.value.projectKey;
      return opened.value.world;
    },
    async teardown() {
      reader = undefined;
      for (const close of clients.splice(0)) await close().catch(() => undefined);
      await world.close();
      ws = undefined;
    },
    async dispose() {
      await world.dispose();
    },
    attempts(): PersonActAttempt[] {
      // Each attempt starts with the reading session closed: what is read after it is read by a server started after it.
      return attemptsOnMcp().map((a) => ({
        name: a.name,
        run: async (w) => {
          await dropReader();
          await a.run(w);
        },
      }));
    },
    async readRecords(): Promise<MemoryRecord[]> {
      // What the server hands an agent: recall receipts (candidates and flagged ones too). A
      // receipt carries no confirmedAt: an active memory that is not the person's own is active
      // only through a confirm (one agent sighting or a web memory never promotes itself).
      const client = await readerClient();
      const byId = new Map<string, MemoryRecord>();
      for (const query of QUERIES) {
        const r = (await client.callTool({ name: 'recall', arguments: { query, limit: 50, includeCandidates: true, includeFlagged: true } })) as {
          structuredContent?: { hits?: Receipt[] };
        };
        for (const h of r.structuredContent?.hits ?? []) {
          byId.set(h.id, {
            id: h.id,
            text: h.snippet ?? '',
            origin: h.origin,
            status: h.status,
            pinned: h.pinned,
            ...(h.status === 'active' && h.origin !== 'user' ? { confirmedAt: 'read as confirmed: active without being the person’s' } : {}),
          } as MemoryRecord);
        }
      }
      return [...byId.values()];
    },
    async digest() {
      const client = await readerClient();
      const r = (await client.callTool({ name: 'project_summary', arguments: {} })) as { content?: { type: string; text?: string }[] };
      return (r.content ?? []).map((c) => c.text ?? '').join('\n');
    },
  };

  /** The group's attempts on the MCP server. */
  function attemptsOnMcp(): PersonActAttempt[] {
    return [
      {
        name: 'an MCP client claims origin user, pinned and stable',
        run: () => asAgent(async (call) => void (await call('memorize', { text: PERSON_ACT_TEXTS.forgedUser, origin: 'user', pinned: true, stable: true }))),
      },
      {
        name: 'an MCP client claims origin user',
        run: () => asAgent(async (call) => void (await call('memorize', { text: PERSON_ACT_TEXTS.forgedUser, origin: 'user' }))),
      },
      {
        name: 'an MCP client writes the bait’s text again as origin user (a sighting that would make it the person’s)',
        run: () => asAgent(async (call) => void (await call('memorize', { text: PERSON_ACT_TEXTS.bait, origin: 'user' }))),
      },
      {
        name: 'an MCP client calls confirm and pin on the bait (tools the server does not offer)',
        run: (w) =>
          asAgent(async (call) => {
            await call('confirm', { id: w.bait });
            await call('pin', { id: w.bait });
          }),
      },
      {
        name: 'a user event appended to the log by hand, then read over MCP',
        run: async (w) => {
          const bait = await recordOf(w.bait);
          await appendForgedPut((ws as TempWorkspace).home, projectKey, forgedUserRecord(bait, PERSON_ACT_TEXTS.forgedLine, 'mem_f0f0f0f0f0f0f0f0'));
        },
      },
      {
        name: 'the bait rewritten in the log as origin user, confirmed and pinned, carrying the honest confirm’s signature, then read over MCP',
        run: async (w) => {
          const bait = await recordOf(w.bait);
          const honest = await recordOf(w.honest);
          await appendForgedPut((ws as TempWorkspace).home, projectKey, { ...forgedUserRecord(bait, bait.text, bait.id), acts: honest.acts ?? [] });
        },
      },
      {
        name: 'the bait rewritten in the log as origin user, confirmed and pinned, with acts bound to it under the person’s key id whose signatures do not verify, then read over MCP',
        run: async (w) => {
          await appendForgedPut((ws as TempWorkspace).home, projectKey, missignedRecord(await recordOf(w.bait), await recordOf(w.honest)));
        },
      },
    ];
  }

  /** A record as stored (the person's own session on the CLI's door reads it), to forge from. */
  async function recordOf(id: string): Promise<MemoryRecord> {
    const w = ws as TempWorkspace;
    const s = await openProject({ home: w.home, project: w.project, cwd: w.project, env: {}, channel: 'cli', personProof: noPort, portable: true });
    try {
      return await s.get(id);
    } finally {
      await s.close();
    }
  }
}

/** A port that is never asked (reading only). */
const noPort: PersonProof = {
  present: () => false,
  sign: async () => {
    throw new Error('not asked');
  },
};
