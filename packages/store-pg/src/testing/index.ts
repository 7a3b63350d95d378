/**
 * @cairn/store-pg/testing — helpers for suites that run against a real PostgreSQL server
 * (scripts/pg-test.sh starts one on loopback and sets CAIRN_PG_ADMIN_URL and PGPASSFILE).
 * Not for production: they create roles with random passwords written to the run's PGPASSFILE.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { passwordFromFile } from '../connect.js';
import { migratePgStore } from '../migrate.js';
import { parseStoreUrl } from '../storeUrl.js';

/** The administrator's URL of the test server (no password: PGPASSFILE). @throws Error when not run through scripts/pg-test.sh */
export function testAdminUrl(): URL {
  const raw = process.env.CAIRN_PG_ADMIN_URL;
  if (!raw || !process.env.PGPASSFILE)
    throw new Error('This suite needs a PostgreSQL server: run it through `bash scripts/pg-test.sh` (it sets CAIRN_PG_ADMIN_URL and PGPASSFILE).');
  return new URL(raw);
}

/**
 * A plain client (psql's view of the world) connected as `role` to `database`, its password
 * read from the password file as libpq would.
 */
export async function testClient(role: string, database: string): Promise<pg.Client> {
  const a = testAdminUrl();
  const url = parseStoreUrl(`postgres://${encodeURIComponent(role)}@${a.hostname}:${a.port}/${database}`);
  const c = new pg.Client({ host: url.host, port: url.port, user: role, database, password: () => passwordFromFile(url) });
  await c.connect();
  return c;
}

async function adminClient(database?: string): Promise<pg.Client> {
  const a = testAdminUrl();
  return testClient(decodeURIComponent(a.username), database ?? a.pathname.slice(1));
}

/**
 * Creates (or resets) the login roles of test people and their agents, each with a random
 * password appended to the run's PGPASSFILE (roles are cluster-wide: call once per run).
 */
export async function prepareTestPeople(people: readonly string[]): Promise<void> {
  const a = testAdminUrl();
  const passfile = process.env.PGPASSFILE as string;
  const client = await adminClient();
  try {
    for (const person of people) {
      for (const role of [person, `${person}_agent`]) {
        const password = randomBytes(18).toString('hex');
        const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
        const ident = client.escapeIdentifier(role);
        await client.query(`${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${ident} LOGIN PASSWORD ${client.escapeLiteral(password)}`);
        appendFileSync(passfile, `${a.hostname}:${a.port}:*:${role}:${password}\n`, { mode: 0o600 });
      }
    }
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database with `people` enrolled; `url(role)` connects to it as that role. */
export async function createTestDatabase(people: readonly string[]): Promise<{ name: string; url: (role: string) => string; admin: string }> {
  const a = testAdminUrl();
  const admin = decodeURIComponent(a.username);
  const name = `cairn_t_${randomBytes(5).toString('hex')}`;
  const root = await adminClient();
  try {
    await root.query(`CREATE DATABASE ${name}`);
  } finally {
    await root.end();
  }
  const url = (role: string) => `postgres://${encodeURIComponent(role)}@${a.hostname}:${a.port}/${name}`;
  await migratePgStore(url(admin));
  const c = await adminClient(name);
  try {
    for (const person of people) await c.query('CALL cairn.enrol($1)', [person]);
  } finally {
    await c.end();
  }
  return { name, url, admin };
}

/** Runs SQL as the administrator in `database`. */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  database: string,
  text: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  const c = await adminClient(database);
  try {
    return await c.query<T>(text, params);
  } finally {
    await c.end();
  }
}
