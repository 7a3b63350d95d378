/**
 * `cairn pause` pauses the MCP server too (newcomer walk item 2): a server started before the
 * pause sees it on its next request — recall, project_summary and decisions give no memory,
 * memorize stores nothing, and status says paused and how the person resumes — and after the
 * person's signed resume the same server answers again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { call, cleanup, connect, errorOf, init, seed, setPaused, workspace } from './helpers.js';

afterAll(cleanup);

describe('pause holds for every agent read over MCP', () => {
  it('a running server refuses reads while paused, says so in status, and answers again after resume', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    await seed(home, project, [
      { text: 'We deploy on Tuesdays.', origin: 'user' },
      { text: 'We chose Postgres over MySQL.', origin: 'user', kind: 'decision' },
    ]);
    const s = await connect(home, project);
    const first = await call(s, 'recall', { query: 'deploy' });
    expect(JSON.stringify(first.structuredContent)).toMatch(/deploy on Tuesdays/);

    await setPaused(home, project, true);
    for (const [name, args] of [
      ['recall', { query: 'deploy' }],
      ['project_summary', {}],
      ['decisions', {}],
      ['memorize', { text: 'The cache is Redis.', origin: 'agent' }],
    ] as const) {
      const r = await call(s, name, args);
      expect(r.isError, name).toBe(true);
      expect(errorOf(r).code, name).toBe('PAUSED');
      expect(JSON.stringify(r), name).not.toMatch(/Tuesdays|Postgres/);
    }
    const status = await call(s, 'status');
    expect(status.text).toMatch(/paused by the person/);
    expect(status.text).toContain('cairn resume');
    expect(status.text).not.toMatch(/enabled/);
    expect(status.structuredContent).toMatchObject({ paused: { paused: true }, resume: 'cairn resume' });

    await setPaused(home, project, false);
    expect(JSON.stringify((await call(s, 'recall', { query: 'deploy' })).structuredContent)).toMatch(/deploy on Tuesdays/);
    expect((await call(s, 'project_summary')).text).toContain('We deploy on Tuesdays.');
    expect((await call(s, 'status')).text).toMatch(/enabled/);
    await s.close();
  }, 60_000);
});
