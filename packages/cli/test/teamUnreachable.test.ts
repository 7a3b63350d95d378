/**
 * Issue #14, walk-1 item 26: a team store whose server cannot be reached (a postgres:// URL to a
 * closed port) says where Cairn looked — host and port — and what to check, exit 5 (the CLI's
 * code for a store that cannot be used now), never a raw socket error. The built CLI as a child
 * process; no PostgreSQL needed: nothing listens on the port.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/** A port on 127.0.0.1 that nothing listens on (taken, then let go). */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('an unreachable team server', () => {
  it('names the host and port, why, and the pg_isready line to run; exit 5', async () => {
    const box = sandbox({ init: false });
    const port = await closedPort();
    const store = `postgres://someone_agent@127.0.0.1:${port}/cairn`;
    const r = box.json<{ error: { code: string; message: string } }>(['--store', store, 'team', 'list']);
    expect(r.run.code).toBe(5);
    expect(r.value.error.code).toBe('STORE_UNAVAILABLE');
    expect(r.value.error.message).toContain(`at 127.0.0.1 port ${port}`);
    expect(r.value.error.message).toContain('nothing listens on that port');
    expect(r.value.error.message).toContain(`pg_isready -h 127.0.0.1 -p ${port}`);
    const text = box.cairn(['--store', store, 'team', 'list']);
    expect(text.code).toBe(5);
    expect(text.stderr).toContain(`pg_isready -h 127.0.0.1 -p ${port}`);
    expect(text.stderr).not.toMatch(/\n\s+at /u);
  });
});
