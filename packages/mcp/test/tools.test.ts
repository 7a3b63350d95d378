import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, cleanup, connect, errorOf, init, type Session, seed, workspace } from './helpers.js';

const MEMORY_TOOLS = ['decisions', 'memorize', 'project_summary', 'recall'];

describe('opt-in: tools by init state', () => {
  afterEach(cleanup);

  it('lists only `status` before `cairn init`, explaining how to enable memory', async () => {
    const { home, project } = await workspace();
    const s = await connect(home, project);
    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['status']);
    expect(tools[0]?.description).toContain('cairn init');
    expect(tools[0]?.description).toContain(project);

    const status = await call(s, 'status');
    expect(status.isError).toBeFalsy();
    expect(status.text).toContain('`cairn init`');
    expect(status.structuredContent).toMatchObject({ initialised: false, projectPath: project });
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
    }
    expect(existsSync(join(home, 'projects'))).toBe(false);
  });

  it('lists the four memory tools after init (re-checked on each tools/list) and announces the change', async () => {
    const { home, project } = await workspace();
    const s = await connect(home, project);
    let changed = 0;
    s.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changed++;
    });
    expect((await s.client.listTools()).tools.map((t) => t.name)).toEqual(['status']);

    await init(home, project);
    // A call notices the new state and sends tools/list_changed.
    const status = await call(s, 'status');
    expect(status.structuredContent).toMatchObject({ initialised: true, stored: 0 });
    await expect.poll(() => changed).toBe(1);

    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(MEMORY_TOOLS);
    for (const t of tools) {
      expect(t.description, t.name).toContain(project);
      expect(t.description, t.name).toContain('Nothing stored yet');
    }
    expect(tools.find((t) => t.name === 'recall')?.description).toMatch(/historical/i);
  });

  it('says how many memories are stored once there are some', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    await seed(home, project, [{ text: 'The build uses pnpm workspaces', origin: 'user' }]);
    const s = await connect(home, project);
    const { tools } = await s.client.listTools();
    for (const t of tools) expect(t.description, t.name).toContain('1 memory stored for this project');
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
    expect(names.sort()).toEqual(MEMORY_TOOLS);
    for (const forbidden of ['pin', 'confirm', 'unpin', 'forget', 'wipe', 'repair']) {
      const r = await call(s, forbidden, { id: 'mem_0000000000000000' });
      expect(r.isError).toBe(true);
      expect(errorOf(r).code).toBe('INVALID_INPUT');
      expect(errorOf(r).message).toContain(`Unknown tool "${forbidden}"`);
    }
    const recall = (await s.client.listTools()).tools.find((t) => t.name === 'recall');
    expect(Object.keys(recall?.inputSchema.properties ?? {}).sort()).toEqual(['includeCandidates', 'includeFlagged', 'limit', 'query']);
  });

  it('keeps memorize open to unknown fields (they must reach core), and requires origin', async () => {
    const memorize = (await s.client.listTools()).tools.find((t) => t.name === 'memorize');
    expect(memorize?.inputSchema.required).toEqual(['text', 'origin']);
    expect(memorize?.inputSchema.additionalProperties).not.toBe(false);
    expect((memorize?.inputSchema.properties?.origin as { enum: string[] }).enum).toEqual(['user', 'agent', 'repo', 'tool', 'web', 'external']);
  });

  it('answers an unknown tool with a clear tool error', async () => {
    const r = await call(s, 'remember_everything', {});
    expect(r.isError).toBe(true);
    expect(errorOf(r)).toEqual({ code: 'INVALID_INPUT', message: expect.stringContaining('Unknown tool "remember_everything"') });
    expect(r.text).toContain(errorOf(r).message);
  });

  it('refuses malformed and unknown arguments of the read tools by name', async () => {
    const badType = await call(s, 'recall', { query: 42 });
    expect(errorOf(badType).code).toBe('INVALID_INPUT');
    expect(errorOf(badType).message).toContain('query must be a string');
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
