import type pg from 'pg';
import { checkout, checkSchemaVersion, connectPool, readSchemaVersion } from './connect.js';
import { PG_MIGRATIONS, PG_SCHEMA_VERSION } from './migrations/index.js';
import { toStoreError } from './pgErrors.js';

/** What `cairn migrate` did on the team store. */
export interface PgMigrateOutcome {
  /** Schema version before and after. */
  from: number;
  to: number;
  /** The migrations applied, as `N name`. */
  applied: string[];
}

/**
 * Brings the database's Cairn schema to {@link PG_SCHEMA_VERSION} (`cairn migrate`, a
 * person's act: run by the administrator's role, which may create roles). Each migration runs
 * in its own transaction under an advisory lock, so two runs at once apply each step once; a
 * failed step leaves the schema at the previous version.
 *
 * @param url - `postgres://<admin>@host:port/database`, no password (~/.pgpass)
 * @throws CoreError `INVALID_INPUT` (URL), `STORE_UNAVAILABLE`, `MIGRATION_FAILED` (the schema is newer than this code), `STORE_IO`
 */
export async function migratePgStore(url: string, options: { password?: () => Promise<string> } = {}): Promise<PgMigrateOutcome> {
  const { url: parsed, pool } = await connectPool({ url, poolSize: 1, statementTimeoutMs: 0, ...(options.password ? { password: options.password } : {}) });
  const where = parsed.display;
  let client: pg.PoolClient | undefined;
  try {
    client = await checkout(pool);
    const from = await readSchemaVersion(client);
    if (from > PG_SCHEMA_VERSION) checkSchemaVersion(from, parsed);
    const applied: string[] = [];
    for (const m of PG_MIGRATIONS) {
      await client.query('BEGIN');
      try {
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended('cairn:migrate', 0))");
        if ((await readSchemaVersion(client)) >= m.version) {
          await client.query('COMMIT');
          continue;
        }
        await client.query(m.sql);
        await client.query('INSERT INTO cairn.migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
        await client.query('COMMIT');
        applied.push(`${m.version} ${m.name}`);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
    return { from, to: await readSchemaVersion(client), applied };
  } catch (error) {
    throw toStoreError(error, { doing: 'migrating the schema', where, role: parsed.user });
  } finally {
    client?.release();
    await pool.end().catch(() => undefined);
  }
}

export { PG_SCHEMA_VERSION };
