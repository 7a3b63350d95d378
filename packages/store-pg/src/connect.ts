import { CoreError, ErrorCode } from '@cairn/core';
import type pg from 'pg';
import pgpass from 'pgpass';
import { PG_SCHEMA_VERSION } from './migrations/index.js';
import { toStoreError } from './pgErrors.js';
import { type PgStoreUrl, parseStoreUrl } from './storeUrl.js';

/** How to connect to the team store. */
export interface PgConnectOptions {
  /** `postgres://role@host:port/database`; a password in it is refused. */
  url: string;
  /**
   * Where a person's password comes from for a person's act (read from the terminal, never
   * stored). Without it the client reads `~/.pgpass` (or PGPASSFILE) — where only the agent
   * role's credential belongs.
   */
  password?: () => Promise<string>;
  /** Connections kept open (default 4). */
  poolSize?: number;
  /** Give up connecting after this many ms (default 10,000). */
  connectTimeoutMs?: number;
  /** The server cancels a statement after this many ms (default 30,000; 0 = the server's setting). */
  statementTimeoutMs?: number;
  /** The server gives up waiting for the project's lock after this many ms (default 30,000). */
  lockTimeoutMs?: number;
  /** Told about connections that fail while idle (the pool drops them). */
  onWarning?: (message: string) => void;
}

/** A checked URL plus a pool on it. */
export interface PgConnection {
  url: PgStoreUrl;
  pool: pg.Pool;
}

/**
 * `pg` and a client that closes its socket when connecting fails, loaded on the first connection
 * (issue #20: a command on the file store never loads the team store's driver). `pg` leaves the
 * socket open after a failure during authentication (no password for the role, a refused SASL
 * exchange), so the server holds it until its `authentication_timeout` (60 s) and the process
 * cannot exit.
 */
let driver: Promise<{ Pool: typeof pg.Pool; Client: typeof pg.Client }> | undefined;
function loadDriver(): Promise<{ Pool: typeof pg.Pool; Client: typeof pg.Client }> {
  driver ??= import('pg').then(({ default: mod }) => {
    class ClosingClient extends mod.Client {
      override connect(): Promise<void>;
      override connect(callback: (err: Error) => void): void;
      override connect(callback?: (err: Error) => void): Promise<void> | void {
        const close = (): void => (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        if (!callback) {
          return super.connect().catch((error: unknown) => {
            close();
            throw error;
          });
        }
        super.connect((err) => {
          if (err) close();
          callback(err);
        });
      }
    }
    return { Pool: mod.Pool, Client: ClosingClient };
  });
  return driver;
}

/**
 * Opens a pool on a checked URL. The pool's idle-connection errors are turned into warnings
 * (a backend terminated while idle must not crash the process).
 *
 * @throws CoreError `INVALID_INPUT` for a URL with a password (see `parseStoreUrl`)
 */
export async function connectPool(options: PgConnectOptions): Promise<PgConnection> {
  const url = parseStoreUrl(options.url);
  const { Pool, Client } = await loadDriver();
  const pool = new Pool({
    Client,
    host: url.host,
    port: url.port,
    database: url.database,
    user: url.user,
    // A person's act passes a terminal prompt; otherwise the password file the PostgreSQL
    // client reads (~/.pgpass or PGPASSFILE), where only the agent role's credential belongs.
    password: options.password ?? (() => passwordFromFile(url)),
    max: options.poolSize ?? 4,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    application_name: 'cairn',
    ...(options.statementTimeoutMs !== 0 ? { statement_timeout: options.statementTimeoutMs ?? 30_000 } : {}),
    lock_timeout: options.lockTimeoutMs ?? 30_000,
  });
  pool.on('error', (error) => {
    options.onWarning?.(toStoreError(error, { doing: 'keeping an idle connection', where: url.display, role: url.user }).message);
  });
  return { url, pool };
}

const guarded = new WeakSet<pg.PoolClient>();

/**
 * A client from the pool with an 'error' listener: a connection that dies while the client is
 * checked out (a terminated backend, a stopped server) emits 'error' outside any query, and
 * without a listener Node ends the process. The failure itself reaches the caller through the
 * next query, which rejects.
 */
export async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  if (!guarded.has(client)) {
    guarded.add(client);
    client.on('error', () => undefined);
  }
  return client;
}

/** The password for `url` from ~/.pgpass (or PGPASSFILE), as libpq reads it; undefined when none. */
export function passwordFromFile(url: PgStoreUrl): Promise<string> {
  return new Promise((resolve) => {
    pgpass({ host: url.host, port: url.port, database: url.database, user: url.user }, (password) => resolve(password as string));
  });
}

/** The schema version of the database behind `client` (0: no Cairn schema). */
export async function readSchemaVersion(client: pg.ClientBase): Promise<number> {
  const exists = await client.query<{ t: string | null }>("SELECT to_regclass('cairn.migrations')::text AS t");
  if (!exists.rows[0]?.t) return 0;
  const v = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM cairn.migrations');
  return v.rows[0]?.v ?? 0;
}

/**
 * Checks, on connect, that the server's schema is the one this code needs (DESIGN.md §12).
 *
 * @throws CoreError `NOT_INITIALISED` (no schema: `cairn migrate`), `MIGRATION_FAILED`
 *   (older: `cairn migrate`; newer: upgrade Cairn)
 */
export function checkSchemaVersion(version: number, url: PgStoreUrl): void {
  if (version === PG_SCHEMA_VERSION) return;
  if (version === 0) {
    throw new CoreError(
      ErrorCode.NOT_INITIALISED,
      `The database at ${url.display} has no Cairn schema. The administrator runs \`cairn migrate --store postgres://<admin>@${url.host}:${url.port}/${url.database}\` once.`,
    );
  }
  if (version < PG_SCHEMA_VERSION) {
    throw new CoreError(
      ErrorCode.MIGRATION_FAILED,
      `The team store at ${url.display} has schema version ${version}; this Cairn needs ${PG_SCHEMA_VERSION}. The administrator runs \`cairn migrate --store postgres://<admin>@${url.host}:${url.port}/${url.database}\`.`,
    );
  }
  throw new CoreError(
    ErrorCode.MIGRATION_FAILED,
    `The team store at ${url.display} has schema version ${version}, newer than this Cairn knows (${PG_SCHEMA_VERSION}). Upgrade Cairn on this machine.`,
  );
}
