import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openPgStore, type PgStore } from '../../src/index.js';
import { admin, freshDatabase, newProject, runWriter, type TestDatabase } from './harness.js';

// Faults against the real server (issue 24): the server stopped mid-write, a backend killed
// with pg_terminate_backend, a statement timeout. Afterwards every acknowledged write is
// present, and nothing is half-applied: each record has its put event and its audit line,
// and each audit line its record.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** pg_ctl as the server's owner (the server refuses root). */
function pgCtl(...args: string[]): void {
  const bin = process.env.CAIRN_PG_BIN;
  const data = process.env.CAIRN_PG_DATA;
  if (!bin || !data) throw new Error('CAIRN_PG_BIN and CAIRN_PG_DATA are set by scripts/pg-test.sh');
  const cmd = [`${bin}/pg_ctl`, '-D', data, ...args];
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', ...cmd], { stdio: 'ignore' });
  else execFileSync(cmd[0] as string, cmd.slice(1), { stdio: 'ignore' });
}

function restartOptions(): string {
  return `-k ${process.env.CAIRN_PG_SOCKET} -p ${process.env.CAIRN_PG_PORT} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=128MB`;
}

type Outcome = Awaited<ReturnType<typeof runWriter>>;

/** Acked ids, ambiguous failures and refusal codes of writers. */
function tally(results: Outcome[]) {
  const acked = new Set<string>();
  const codes = new Map<string, number>();
  let unknown = 0;
  for (const r of results) {
    for (const line of r.lines) {
      const [kind, a, b, c] = line.split(' ');
      if (kind === 'ack') acked.add(a as string);
      if (kind === 'err') {
        codes.set(b as string, (codes.get(b as string) ?? 0) + 1);
        if (c === 'unknown') unknown++;
      }
    }
  }
  return { acked, codes, unknown };
}

/** Every acknowledged write present; records, put events and audit lines agree one to one. */
async function expectWhole(db: TestDatabase, store: PgStore, acked: Set<string>, unknown: number): Promise<void> {
  const ids = new Set((await store.list()).map((r) => r.id));
  for (const id of acked) expect(ids.has(id), `acknowledged ${id} is missing`).toBe(true);
  // Records beyond the acknowledged ones can only come from commits whose answer was lost.
  expect(ids.size - acked.size).toBeGreaterThanOrEqual(0);
  expect(ids.size - acked.size).toBeLessThanOrEqual(unknown);
  const events = await db.sql(admin(), "SELECT DISTINCT record_id FROM cairn.events WHERE project_id = $1 AND op = 'put'", [store.project.key]);
  expect(new Set(events.rows.map((r) => r.record_id))).toEqual(ids);
  const audit = await store.readAuditLines();
  const audited = new Set(audit.filter((l) => l.event.event === 'memorize').map((l) => l.event.id));
  expect(audited).toEqual(ids);
  expect(await store.verifyAudit()).toMatchObject({ ok: true });
}

describe('faults: nothing acknowledged is lost, nothing is half-applied', () => {
  it('the server stopped (immediate shutdown, as a crash) and restarted while two roles write', async () => {
    const db = await freshDatabase();
    const { project, store } = await newProject(db, 'alice');
    let acks = 0;
    const writers = ['alice', 'alice_agent'].map((role) =>
      runWriter(
        {
          url: db.url(role),
          projectId: project.id,
          count: 400,
          prefix: `${role}-crash`,
          channel: role.endsWith('_agent') ? 'mcp' : 'cli',
          paceMs: 5,
          deadlineMs: 120_000,
        },
        (line) => {
          if (line.startsWith('ack ')) acks++;
        },
      ),
    );
    // Stop the server in the middle of the run: once both writers are well under way.
    for (let i = 0; i < 600 && acks < 40; i++) await sleep(100);
    expect(acks).toBeGreaterThanOrEqual(40);
    pgCtl('-m', 'immediate', '-w', 'stop');
    await sleep(1500);
    pgCtl('-w', '-t', '60', '-l', `${process.env.CAIRN_PG_SOCKET}/log`, '-o', restartOptions(), 'start');
    const results = await Promise.all(writers);
    for (const r of results) expect(r.code, r.stderr.slice(0, 400)).toBe(0);
    const { acked, codes, unknown } = tally(results);
    expect(codes.get('STORE_UNAVAILABLE') ?? 0, 'writes failed while the server was down').toBeGreaterThan(0);
    expect([...codes.keys()]).toEqual(['STORE_UNAVAILABLE']);
    expect(acked.size, 'writes went on after the restart').toBeGreaterThan(100);
    await store.close();
    const s = await openPgStore({ url: db.url('alice'), projectId: project.id, projectPath: '/checkout' });
    try {
      await expectWhole(db, s, acked, unknown);
    } finally {
      await s.close();
    }
  });

  it('backends killed with pg_terminate_backend while two roles write', async () => {
    const db = await freshDatabase();
    const { project, store } = await newProject(db, 'alice');
    try {
      const writers = ['alice', 'alice_agent'].map((role) =>
        runWriter({
          url: db.url(role),
          projectId: project.id,
          count: 300,
          prefix: `${role}-kill`,
          channel: role.endsWith('_agent') ? 'mcp' : 'cli',
          paceMs: 2,
          deadlineMs: 120_000,
        }),
      );
      let killed = 0;
      for (let i = 0; i < 25; i++) {
        await sleep(120);
        const r = await db.sql(
          admin(),
          "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'cairn' AND usename IN ('alice', 'alice_agent')",
          [db.name],
        );
        killed += r.rows[0]?.n as number;
      }
      const results = await Promise.all(writers);
      for (const r of results) expect(r.code, r.stderr.slice(0, 400)).toBe(0);
      const { acked, codes, unknown } = tally(results);
      expect(killed).toBeGreaterThan(0);
      expect(codes.get('STORE_UNAVAILABLE') ?? 0).toBeGreaterThan(0);
      expect([...codes.keys()]).toEqual(['STORE_UNAVAILABLE']);
      await expectWhole(db, store, acked, unknown);
    } finally {
      await store.close();
    }
  });

  it('a statement timeout mid-write: the write is cancelled whole and the caller is told', async () => {
    const db = await freshDatabase();
    const { project, store } = await newProject(db, 'alice');
    try {
      // The administrator holds the records table against writers (reads pass) for 3 s: a
      // writer's INSERT of its event waits inside the write, and its 500 ms timeout fires.
      const blocker = await db.client(admin());
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE cairn.records IN EXCLUSIVE MODE');
      const writer = runWriter({
        url: db.url('alice_agent'),
        projectId: project.id,
        count: 3,
        prefix: 'timeout',
        channel: 'mcp',
        statementTimeoutMs: 500,
        deadlineMs: 60_000,
      });
      await sleep(3000);
      await blocker.query('COMMIT');
      await blocker.end();
      const result = await writer;
      expect(result.code, result.stderr).toBe(0);
      const { acked, codes, unknown } = tally([result]);
      expect(codes.get('STORE_UNAVAILABLE') ?? 0).toBeGreaterThan(0);
      expect(unknown).toBe(0);
      await expectWhole(db, store, acked, 0);
      const events = await db.sql(admin(), 'SELECT count(*)::int AS n FROM cairn.events WHERE project_id = $1', [project.id]);
      expect(events.rows[0]?.n).toBe(acked.size);
    } finally {
      await store.close();
    }
  });
});
