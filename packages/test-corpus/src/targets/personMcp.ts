import { existsSync } from 'node:fs';
import type { Channel, MemoryRecord, PersonProof } from '@cairn/core';
import { createCairnServer } from '@cairn/mcp';
import { createLiveKeyring, openProject, type ProjectSession, signRequest, type UnlockedKey, unlockWithPassphrase } from '@cairn/session';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { appendForgedPut, forgedUserRecord, PERSON_ACT_TEXTS, type PersonActAttempt, type PersonActTarget, type PersonActWorld } from '../personActs.js';
import { seedPersonWorld } from './personWorld.js';
import { createTempWorkspace, packageBin, removeTempWorkspace, type TempWorkspace } from './workspace.js';

/** The corpus person's passphrase (the world is set up with it; no MCP client knows it). */
const PASSPHRASE = 'the corpus person types this, never an mcp client';

/** Options of {@link createMcpPersonTarget}. */
export interface McpPersonTargetOptions {
  /** The built server; default `@cairn/mcp`'s `cairn-mcp` bin. */
  bin?: string;
  /**
   * The group's own check that it can fail: instead of the built server (channel `mcp`, no
   * person: `noPersonProof`), the server runs in this process on a session with this person
   * port on this channel — a port that signs without the person, on a person's channel, must
   * fail the group.
   */
  inProcess?: { port: (unlocked: () => Promise<UnlockedKey>) => PersonProof; channel: Channel };
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
  const clients: Array<() => Promise<void>> = [];
  const connect = async (): Promise<Client> => {
    const w = ws as TempWorkspace;
    const client = new Client({ name: 'cairn-person-acts', version: '0.1.0' });
    if (options.inProcess) {
      const keys = createLiveKeyring(() => w.home);
      const unlocked = () => unlockWithPassphrase(w.home, PASSPHRASE);
      const session: ProjectSession = await openProject({
        home: w.home,
        project: w.project,
        cwd: w.project,
        env: {},
        channel: options.inProcess.channel,
        personProof: options.inProcess.port(unlocked),
        keyring: keys.keyring,
        refreshKeys: () => keys.refresh(),
        checkReads: true,
        portable: true,
      });
      const server = createCairnServer({ session, log: () => undefined });
      await server.syncTools();
      const [a, b] = InMemoryTransport.createLinkedPair();
      await server.connect(a);
      await client.connect(b);
      clients.push(async () => {
        await client.close();
        await server.close();
        await session.close();
      });
      return client;
    }
    const bin = options.bin ?? packageBin('@cairn/mcp', 'cairn-mcp');
    if (!existsSync(bin)) throw new Error(`mcp person target: ${bin} does not exist; build first (pnpm build)`);
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin, '--home', w.home, '--project', w.project],
        cwd: w.project,
        env: { ...getDefaultEnvironment(), NO_COLOR: '1' },
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
    name: options.inProcess ? `mcp (in process, ${options.inProcess.channel})` : 'mcp',
    async setup(): Promise<PersonActWorld> {
      ws = await createTempWorkspace('person-acts-mcp');
      const seeded = await seedPersonWorld(ws, PASSPHRASE);
      projectKey = seeded.projectKey;
      return seeded.world;
    },
    async teardown() {
      for (const close of clients.splice(0)) await close().catch(() => undefined);
      await removeTempWorkspace(ws);
      ws = undefined;
    },
    attempts(): PersonActAttempt[] {
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
      ];
    },
    async readRecords(): Promise<MemoryRecord[]> {
      // What the server hands an agent: recall receipts (candidates and flagged ones too). A
      // receipt carries no confirmedAt: an active memory that is not the person's own is active
      // only through a confirm (one agent sighting or a web memory never promotes itself).
      const client = await connect();
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
      const client = await connect();
      const r = (await client.callTool({ name: 'project_summary', arguments: {} })) as { content?: { type: string; text?: string }[] };
      return (r.content ?? []).map((c) => c.text ?? '').join('\n');
    },
  };

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

/** The stub the group must fail: signs whatever it is asked with the person's key, asking no one. */
export function signsEverything(unlocked: () => Promise<UnlockedKey>): PersonProof {
  return { present: () => true, sign: async (request) => signRequest(await unlocked(), request, { now: new Date(), interactive: true }) };
}
