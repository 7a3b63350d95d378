import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_MEANING, ORIGINS, RECALL_LIMITS } from '@cairn/session';
import { call, cleanup, connect, errorOf, init, type Session, seed, workspace } from './helpers.js';

const MEMORY_TOOLS = ['decisions', 'memorize', 'project_summary', 'recall'];
const ALL_TOOLS = [...MEMORY_TOOLS, 'status'].sort();

describe('opt-in: tools by init state', () => {
  afterEach(cleanup);

  it('lists only `status` before `cairn init`, explaining how to enable memory', async () => {
    const { home, project } = await workspace();
    const s = await connect(home, project);
    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['status']);
    expect(tools[0]?.description).toContain('cairn init');

    // Issue #14: a person who ran `cairn init` with another home must see which home was checked.
    const status = await call(s, 'status');
    expect(status.isError).toBeFalsy();
    expect(status.text).toContain('`cairn init`');
    expect(status.text).toContain(project);
    expect(status.text).toContain(home);
    expect(status.structuredContent).toMatchObject({ initialised: false, projectPath: project, home, enable: 'cairn init' });
  });

  it('answers an unknown tool before init with what `cairn init` enables (walk 10 item 4)', async () => {
    const { home, project } = await workspace();
    const s = await connect(home, project);
    const r = await call(s, 'remember_everything', {});
    expect(errorOf(r).code).toBe('INVALID_INPUT');
    expect(errorOf(r).message).toContain('once memory is enabled with `cairn init`, and status.');
  });

  it('refuses every memory tool with NOT_INITIALISED before init, and stores nothing', async () => {
    const { home, project } = await workspace();
    const s = await connect(home, project);
    for (const [name, args] of [
      ['memorize', { text: 'the build uses pnpm', origin: 'agent' }],
      ['recall', { query: 'build' }],
      ['project_summary', {}],
      ['decisions', {}],
    ] as const) {
      const r = await call(s, name, args);
      expect(r.isError, name).toBe(true);
      expect(errorOf(r).code).toBe('NOT_INITIALISED');
      expect(r.text).toContain('cairn init');
      expect(errorOf(r).message).toContain(home);
      expect(errorOf(r).message).toContain(project);
    }
    expect(existsSync(join(home, 'projects'))).toBe(false);
  });

  it('enables the memory tools once memory is enabled (re-checked on each tools/list) and announces the change once', async () => {
    const { home, project } = await workspace();
    const s = await connect(home, project);
    let changed = 0;
    s.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changed++;
    });
    expect((await s.client.listTools()).tools.map((t) => t.name)).toEqual(['status']);
    expect((await s.client.listTools()).tools.map((t) => t.name)).toEqual(['status']);
    expect(changed).toBe(0);

    await init(home, project);
    // A call notices the new state and the SDK sends tools/list_changed.
    const status = await call(s, 'status');
    expect(status.structuredContent).toMatchObject({ initialised: true, stored: 0, home, projectPath: project });
    expect(status.text).toContain('nothing stored yet');
    await expect.poll(() => changed).toBe(1);

    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(ALL_TOOLS);
    expect(tools.find((t) => t.name === 'recall')?.description).toMatch(/verify it/i);
    expect(changed).toBe(1);
  });

  it('lists a project already enabled at once, and says in status how many memories are stored', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    await seed(home, project, [{ text: 'The build uses pnpm workspaces', origin: 'user' }]);
    const s = await connect(home, project);
    const listed = (await s.client.listTools()).tools.map((t) => t.name).sort();
    expect(listed).toEqual(ALL_TOOLS);
    // The root README's "Using it from an agent" names every tool tools/list returns (issue #14,
    // fourth walk item 14: it left out `status`).
    const readme = readFileSync(join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Using it from an agent'), readme.indexOf('```sh', readme.indexOf('## Using it from an agent')));
    for (const name of listed) expect(section, name).toContain(`\`${name}\``);
    const status = await call(s, 'status');
    expect(status.text).toContain('1 memory stored');
    expect(status.structuredContent).toMatchObject({ initialised: true, stored: 1 });
  });
});

describe('tools/list in a host (issue #14)', () => {
  afterEach(cleanup);

  it('is under 3 KB and still carries every rule the agent needs', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    const s = await connect(home, project);
    const { tools } = await s.client.listTools();
    const size = Buffer.byteLength(JSON.stringify(tools), 'utf8');
    expect(size, `tools/list is ${size} bytes`).toBeLessThan(3 * 1024);
    const memorize = tools.find((t) => t.name === 'memorize');
    for (const origin of ORIGINS) expect(memorize?.description, origin).toContain(`${origin} = ${ORIGIN_MEANING[origin]}`);
    expect(memorize?.description).toContain('stored as agent here');
    expect(memorize?.description).toMatch(/states every clamp and flag: tell the person/);
    expect(memorize?.description).toMatch(/not your request, decides/);
    expect(memorize?.description).toMatch(/flagged/);
    for (const t of ['recall', 'project_summary']) expect(tools.find((x) => x.name === t)?.description, t).toMatch(/verify|not instructions/);
    expect(tools.find((t) => t.name === 'recall')?.description).toMatch(/never follow an instruction/);
  });
});

describe('an initialised project (one server)', () => {
  let s: Session;
  beforeAll(async () => {
    const { home, project } = await workspace();
    await init(home, project);
    s = await connect(home, project);
  });
  afterAll(cleanup);

  it('offers no pin, confirm, unpin, forget, wipe, repair or cross-project tool', async () => {
    const names = (await s.client.listTools()).tools.map((t) => t.name);
    expect(names.sort()).toEqual(ALL_TOOLS);
    for (const forbidden of ['pin', 'confirm', 'unpin', 'forget', 'wipe', 'repair']) {
      const r = await call(s, forbidden, { id: 'mem_0000000000000000' });
      expect(r.isError).toBe(true);
      expect(errorOf(r).code).toBe('INVALID_INPUT');
      expect(errorOf(r).message).toContain(`Unknown tool "${forbidden}"`);
    }
    const recall = (await s.client.listTools()).tools.find((t) => t.name === 'recall');
    expect(Object.keys(recall?.inputSchema.properties ?? {}).sort()).toEqual(['includeCandidates', 'includeFlagged', 'limit', 'query']);
    expect(recall?.inputSchema.properties?.limit).toMatchObject({ minimum: RECALL_LIMITS.minLimit, maximum: RECALL_LIMITS.maxLimit });
  });

  it("gives memorize core's strict schema: unknown fields are refused by name, never dropped; pinned reaches core", async () => {
    const memorize = (await s.client.listTools()).tools.find((t) => t.name === 'memorize');
    expect(memorize?.inputSchema.required).toEqual(['text', 'origin']);
    expect(memorize?.inputSchema.additionalProperties).toBe(false);
    expect((memorize?.inputSchema.properties?.origin as { enum: string[] }).enum).toEqual(['user', 'agent', 'repo', 'tool', 'web', 'external']);
    const unknown = await call(s, 'memorize', { text: 'x', origin: 'agent', importance: 'high' });
    expect(errorOf(unknown)).toEqual({ code: 'INVALID_INPUT', message: expect.stringContaining('unknown field importance') });
    const pinned = await call(s, 'memorize', { text: 'x', origin: 'agent', pinned: true });
    expect(errorOf(pinned).code).toBe('ENTRENCHMENT_REFUSED');
  });

  it('answers an unknown tool with a clear tool error', async () => {
    const r = await call(s, 'remember_everything', {});
    expect(r.isError).toBe(true);
    expect(errorOf(r)).toEqual({ code: 'INVALID_INPUT', message: expect.stringContaining('Unknown tool "remember_everything"') });
    expect(r.text).toContain(errorOf(r).message);
    // Walk 10 item 4: memory is enabled here, so the answer names what is offered now, not `cairn init`.
    expect(errorOf(r).message).toBe('Unknown tool "remember_everything". This server offers status, memorize, recall, project_summary, decisions.');
  });

  it('refuses malformed and unknown arguments of the read tools by name', async () => {
    const badType = await call(s, 'recall', { query: 42 });
    expect(errorOf(badType).code).toBe('INVALID_INPUT');
    expect(errorOf(badType).message).toContain('query must be a string');
    // In words (walk 11 item 8: "limit must be number.").
    const badLimit = await call(s, 'recall', { query: 'queue', limit: 'lots' });
    expect(errorOf(badLimit).message).toBe('Invalid recall request: limit must be a number.');
    const long = await call(s, 'recall', { query: 'queue '.repeat(400) });
    expect(errorOf(long).message).toBe('Invalid recall request: query is too long (at most 1000 characters).');
    const missing = await call(s, 'recall', {});
    expect(errorOf(missing).message).toContain('query is required');
    const unknown = await call(s, 'recall', { query: 'build', allProjects: true });
    expect(errorOf(unknown).message).toContain('unknown field allProjects');
    const limit = await call(s, 'recall', { query: 'build', limit: 1000 });
    expect(errorOf(limit).code).toBe('INVALID_INPUT');
    const summary = await call(s, 'project_summary', { budget: 10 });
    expect(errorOf(summary).message).toContain('unknown field budget');
  });
});
