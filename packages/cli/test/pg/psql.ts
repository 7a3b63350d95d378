import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

// The administrator's side of the CLI's team-store tests, through the real `psql` of the server
// scripts/pg-test.sh started (CAIRN_PG_BIN, CAIRN_PG_ADMIN_URL; passwords only in PGPASSFILE):
// the CLI is an adapter and names no store package, so its tests reach the database as a
// person would, with psql.

const admin = (): URL => {
  const raw = process.env.CAIRN_PG_ADMIN_URL;
  if (!raw || !process.env.PGPASSFILE) throw new Error('run through `bash scripts/pg-test.sh` (it sets CAIRN_PG_ADMIN_URL and PGPASSFILE)');
  return new URL(raw);
};

/** The administrator role of the test server (a superuser). */
export const ADMIN = process.env.CAIRN_PG_ADMIN_URL ? decodeURIComponent(new URL(process.env.CAIRN_PG_ADMIN_URL).username) : 'postgres';

/** `postgres://<role>@host:port/<database>` on the test server (no password: PGPASSFILE). */
export function url(role: string, database: string): string {
  const a = admin();
  return `postgres://${encodeURIComponent(role)}@${a.hostname}:${a.port}/${database}`;
}

/** Runs SQL as the administrator with psql; returns the rows' first column, one string each. */
export function query(database: string, sql: string): string[] {
  const a = admin();
  const bin = process.env.CAIRN_PG_BIN ? join(process.env.CAIRN_PG_BIN, 'psql') : 'psql';
  const out = execFileSync(bin, ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-h', a.hostname, '-p', a.port, '-U', ADMIN, '-d', database, '-c', sql], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', PGPASSFILE: process.env.PGPASSFILE ?? '' },
  });
  return out.split('\n').filter((l) => l !== '');
}

/** A new, empty database (no Cairn schema). */
export function createDatabase(): string {
  const name = `cairn_cli_${randomBytes(5).toString('hex')}`;
  query(decodeURIComponent(admin().pathname.slice(1)) || 'postgres', `CREATE DATABASE ${name}`);
  return name;
}

/**
 * Login roles for people and their agents (`<person>`, `<person>_agent`), each with a random
 * password appended to PGPASSFILE (roles are cluster-wide: names no other suite uses).
 */
export function preparePeople(people: readonly string[]): void {
  const a = admin();
  for (const person of people) {
    for (const role of [person, `${person}_agent`]) {
      const password = randomBytes(18).toString('hex');
      const exists = query('postgres', `SELECT 1 FROM pg_roles WHERE rolname = '${role}'`).length > 0;
      query('postgres', `${exists ? 'ALTER' : 'CREATE'} ROLE ${role} LOGIN PASSWORD '${password}'`);
      appendFileSync(process.env.PGPASSFILE as string, `${a.hostname}:${a.port}:*:${role}:${password}\n`, { mode: 0o600 });
    }
  }
}

/**
 * A psql session of the administrator that runs `sql` and stays open (what it holds — a lock —
 * held) until `release`; `ready` resolves once `sql` has run.
 */
export function holdOpen(database: string, sql: string): { ready: Promise<void>; release: () => Promise<void> } {
  const a = admin();
  const bin = process.env.CAIRN_PG_BIN ? join(process.env.CAIRN_PG_BIN, 'psql') : 'psql';
  const child = spawn(bin, ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-h', a.hostname, '-p', a.port, '-U', ADMIN, '-d', database], {
    env: { PATH: process.env.PATH ?? '', PGPASSFILE: process.env.PGPASSFILE ?? '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      if (out.includes('cairn-test-held')) resolve();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString('utf8');
    });
    void closed.then(() => reject(new Error(`psql ended before it held: ${err}`)));
  });
  child.stdin.write(`${sql};\n\\echo cairn-test-held\n`);
  return {
    ready,
    release: async () => {
      child.stdin.end('\\q\n');
      await closed;
    },
  };
}
