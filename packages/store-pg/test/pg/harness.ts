import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type pg from 'pg';
import { createTeamProject, migratePgStore, openPgStore, type PgStore, type TeamProject } from '../../src/index.js';
import { testClient } from '../../src/testing/index.js';

/** The server scripts/pg-test.sh started (no password in it: PGPASSFILE holds them). */
export function adminUrl(): URL {
  const raw = process.env.CAIRN_PG_ADMIN_URL;
  if (!raw) throw new Error('CAIRN_PG_ADMIN_URL is not set: run through `bash scripts/pg-test.sh`.');
  return new URL(raw);
}

/** A migrated database of its own, with alice, bob and carol enrolled. */
export interface TestDatabase {
  name: string;
  /** `postgres://<role>@host:port/<db>` */
  url(role: string): string;
  /** Runs SQL as `role` through a plain client (psql's view of the world). */
  sql<T extends pg.QueryResultRow = pg.QueryResultRow>(role: string, text: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  /** A plain client connected as `role` (the caller ends it). */
  client(role: string): Promise<pg.Client>;
}

function urlFor(role: string, db: string): string {
  const a = adminUrl();
  return `postgres://${encodeURIComponent(role)}@${a.hostname}:${a.port}/${db}`;
}

/** Creates and migrates a fresh database and enrols the test people. */
export async function freshDatabase(): Promise<TestDatabase> {
  const name = `cairn_t_${randomBytes(5).toString('hex')}`;
  const admin = adminUrl();
  const root = await testClient(decodeURIComponent(admin.username), admin.pathname.slice(1));
  await root.query(`CREATE DATABASE ${name}`);
  await root.end();
  await migratePgStore(urlFor(decodeURIComponent(admin.username), name));
  const db: TestDatabase = {
    name,
    url: (role) => urlFor(role, name),
    client: (role) => testClient(role, name),
    async sql(role, text, params) {
      const c = await db.client(role);
      try {
        return await c.query(text, params as unknown[]);
      } finally {
        await c.end();
      }
    },
  };
  for (const person of ['alice', 'bob', 'carol']) await db.sql(decodeURIComponent(admin.username), 'CALL cairn.enrol($1)', [person]);
  return db;
}

let projects = 0;
/** A new team project owned by `owner`, and its store opened as `role` (default: the owner). */
export async function newProject(db: TestDatabase, owner = 'alice', role = owner): Promise<{ project: TeamProject; store: PgStore }> {
  const project = await createTeamProject({ url: db.url(owner) }, `project-${process.pid}-${++projects}`);
  const store = await openPgStore({ url: db.url(role), projectId: project.id, projectPath: `/checkout/${project.name}` });
  return { project, store };
}

/** The admin role name. */
export function admin(): string {
  return decodeURIComponent(adminUrl().username);
}

/** Runs the bundled writer; resolves with its stdout lines. */
export function runWriter(config: Record<string, unknown>, onLine?: (line: string) => void): Promise<{ lines: string[]; code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [inject('workerPath'), JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      const text = d.toString();
      out += text;
      if (onLine) for (const line of text.split('\n')) if (line) onLine(line);
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ lines: out.split('\n').filter(Boolean), code, stderr: err }));
  });
}
