import {
  bySession,
  capEvictions,
  CoreError,
  ErrorCode,
  type Observation,
  type ObservationFilter,
  type ObservationStats,
  type ObservationStore,
  ObservationSchema,
  type PauseState,
  pruneCutoff,
  SESSION_CAP,
  SESSION_CAP_RECORD,
  sessionCapEvictions,
  type SessionRecord,
  SessionRecordSchema,
  withCapGap,
  withSessionCapGap,
} from '@cairn/core';
import type pg from 'pg';
import { checkout, checkSchemaVersion, connectPool, type PgConnectOptions, readSchemaVersion } from './connect.js';
import { toStoreError } from './pgErrors.js';

/** How to open one team project's observation store. */
export interface PgObservationStoreOptions extends PgConnectOptions {
  /** The team project's id (12 hex) in the database. */
  projectId: string;
}

/** Most observations one `append` writes (the hooks append a handful per event). */
const MAX_APPEND = 10_000;

/**
 * Core's {@link ObservationStore} on the team store (migration 5; issue #21): the connected
 * role's own person's observations, host session records and pause state in one team project —
 * the database keeps them per person (row-level security on `cairn.current_person()`), so a
 * teammate never reads or changes them. Every observation and session record is checked against
 * core's schemas before it is written (`INVALID_INPUT`, nothing written) and when read (a row that
 * does not read is an `unreadable` one, a gap of its session). `append` is one statement (all or
 * none); `updateSession`, `prune` and `wipe` each run in one transaction under an advisory lock
 * on the project and person, so concurrent hooks of one session apply their changes in turn.
 * Opens lazily on the first call; `close` ends its pool.
 *
 * @throws CoreError `INVALID_INPUT` (URL with a password, an observation or record that does
 *   not match its schema), `NOT_INITIALISED` / `MIGRATION_FAILED` (schema), `STORE_UNAVAILABLE`,
 *   `STORE_LOCKED`, `STORE_IO` — from the calls, never from opening
 */
export function openPgObservationStore(options: PgObservationStoreOptions): ObservationStore {
  if (!/^[0-9a-f]{12}$/u.test(options.projectId)) throw new CoreError(ErrorCode.INVALID_INPUT, 'A team project id is 12 hexadecimal characters.');
  const project = options.projectId;
  let opened: Promise<{ pool: pg.Pool; where: string; role: string }> | undefined;
  const open = (): Promise<{ pool: pg.Pool; where: string; role: string }> => {
    opened ??= (async () => {
      const { url, pool } = await connectPool(options);
      const client = await checkout(pool).catch(async (error: unknown) => {
        await pool.end().catch(() => undefined);
        throw toStoreError(error, { doing: 'opening the observation store', where: url.display, role: url.user });
      });
      try {
        checkSchemaVersion(await readSchemaVersion(client), url);
      } catch (error) {
        client.release();
        await pool.end().catch(() => undefined);
        throw toStoreError(error, { doing: 'opening the observation store', where: url.display, role: url.user });
      }
      client.release();
      return { pool, where: url.display, role: url.user };
    })();
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };

  /** Takes the project and person's advisory lock named `key` for the rest of `c`'s transaction. */
  async function lockIn(c: pg.PoolClient, key: string): Promise<void> {
    await c.query(
      "SELECT pg_advisory_xact_lock(hashtextextended('cairn:observations:' || $1 || ':' || coalesce(cairn.current_person()::text, '') || ':' || $2, 0))",
      [project, key],
    );
  }

  /**
   * Reads session `id`'s record for update on `c` (inside a transaction holding its lock), applies `change` and writes
   * what it returns; `undefined` from `change` writes nothing. Returns the record written, or the current one.
   */
  async function changeSessionIn(
    c: pg.PoolClient,
    id: string,
    change: (current: SessionRecord | undefined) => SessionRecord | undefined,
  ): Promise<SessionRecord | undefined> {
    const rows = await c.query<{ record: unknown }>('SELECT record FROM cairn.host_sessions WHERE project_id = $1 AND id = $2 FOR UPDATE', [project, id]);
    const current = rows.rows[0] ? readSession(rows.rows[0].record) : undefined;
    const next = change(current ? structuredClone(current) : undefined);
    if (next === undefined) return current;
    const record = checkedSession(id, next);
    await c.query(
      `INSERT INTO cairn.host_sessions (project_id, id, updated_at, record) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (project_id, person, id) DO UPDATE SET updated_at = EXCLUDED.updated_at, record = EXCLUDED.record, writer = current_user`,
      [project, id, record.updatedAt, JSON.stringify(record)],
    );
    return record;
  }

  /** Runs `body` on one client; with `lock`, in a transaction under the project and person's advisory lock. */
  async function run<T>(doing: string, body: (c: pg.PoolClient) => Promise<T>, lock?: string): Promise<T> {
    const { pool, where, role } = await open();
    let client: pg.PoolClient | undefined;
    try {
      client = await checkout(pool);
      if (lock === undefined) return await body(client);
      await client.query('BEGIN');
      try {
        await lockIn(client, lock);
        const out = await body(client);
        await client.query('COMMIT');
        return out;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } catch (error) {
      throw toStoreError(error, { doing, where, role });
    } finally {
      client?.release();
    }
  }

  const readSession = (raw: unknown): SessionRecord | undefined => {
    const parsed = SessionRecordSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };

  const checkedSession = (id: string, record: SessionRecord): SessionRecord => {
    const parsed = SessionRecordSchema.safeParse(record);
    if (!parsed.success || parsed.data.id !== id)
      throw new CoreError(
        ErrorCode.INVALID_INPUT,
        `The session record of ${id.slice(0, 64)} does not match its schema (or names another session): not written.`,
      );
    return parsed.data;
  };

  return {
    async append(observations) {
      if (observations.length === 0) return;
      if (observations.length > MAX_APPEND)
        throw new CoreError(ErrorCode.INVALID_INPUT, `At most ${MAX_APPEND} observations are appended at once: nothing written.`);
      const valid = observations.map((o, i) => {
        const parsed = ObservationSchema.safeParse(o);
        if (!parsed.success) throw new CoreError(ErrorCode.INVALID_INPUT, `Observation ${i + 1} does not match its schema: nothing written.`);
        return parsed.data;
      });
      await run('appending observations', (c) =>
        c.query(
          `INSERT INTO cairn.observations (project_id, session, at, obs)
           SELECT $1, o ->> 'session', o ->> 'at', o FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(o, i) ORDER BY i`,
          [project, JSON.stringify(valid)],
        ),
      );
    },

    async list(filter: ObservationFilter = {}) {
      const rows = await run('reading observations', (c) =>
        c.query<{ obs: unknown }>(
          `SELECT obs FROM cairn.observations WHERE project_id = $1 AND ($2::text IS NULL OR session = $2) AND ($3::text IS NULL OR at >= $3) ORDER BY at, seq`,
          [project, filter.session ?? null, filter.since ?? null],
        ),
      );
      const out: Observation[] = [];
      for (const r of rows.rows) {
        const parsed = ObservationSchema.safeParse(r.obs);
        if (parsed.success) out.push(parsed.data);
      }
      return out;
    },

    async unreadable(filter = {}) {
      const rows = await run('reading observations', (c) =>
        c.query<{ session: string; obs: unknown }>(
          `SELECT session, obs FROM cairn.observations WHERE project_id = $1 AND ($2::text IS NULL OR session = $2) ORDER BY session, seq`,
          [project, filter.session ?? null],
        ),
      );
      const out: { session: string; line: number }[] = [];
      const lines = new Map<string, number>();
      for (const r of rows.rows) {
        const line = (lines.get(r.session) ?? 0) + 1;
        lines.set(r.session, line);
        if (!ObservationSchema.safeParse(r.obs).success) out.push({ session: r.session, line });
      }
      return out;
    },

    async getSession(id) {
      const rows = await run('reading a session record', (c) =>
        c.query<{ record: unknown }>('SELECT record FROM cairn.host_sessions WHERE project_id = $1 AND id = $2', [project, id]),
      );
      return rows.rows[0] ? readSession(rows.rows[0].record) : undefined;
    },

    async updateSession(id, change) {
      return run(
        'updating a session record',
        async (c) => {
          const record = await changeSessionIn(c, id, change);
          return record === undefined ? undefined : structuredClone(record);
        },
        `session:${id}`,
      );
    },

    async listSessions() {
      const rows = await run('reading session records', (c) =>
        c.query<{ record: unknown }>('SELECT record FROM cairn.host_sessions WHERE project_id = $1 ORDER BY updated_at DESC, id', [project]),
      );
      return rows.rows.flatMap((r) => {
        const s = readSession(r.record);
        return s ? [s] : [];
      });
    },

    async prune({ now, maxAgeDays, cap, sessionCap = SESSION_CAP }) {
      return run(
        'pruning observations',
        async (c) => {
          const newest =
            (await c.query<{ at: string | null }>('SELECT max(at) AS at FROM cairn.observations WHERE project_id = $1', [project])).rows[0]?.at ?? undefined;
          const { cutoff, clockAhead } = pruneCutoff(now, newest, maxAgeDays);
          const aged = await c.query('DELETE FROM cairn.observations WHERE project_id = $1 AND at < $2', [project, cutoff]);
          // The cap removes in core's order (untrusted reads last), and each session it removed
          // observations of counts a gap, as in every store (core's capEvictions, withCapGap;
          // attack h59 A4: the newest whatever their origin let forged tool echoes push out a page read).
          const left = Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM cairn.observations WHERE project_id = $1', [project])).rows[0]?.n ?? 0);
          const evicted =
            left > Math.max(0, Math.floor(cap))
              ? capEvictions(
                  (
                    await c.query<{ seq: string; session: string; at: string; origin: string | null; opaque: string | null }>(
                      `SELECT seq, session, at, obs ->> 'origin' AS origin, obs ->> 'opaque' AS opaque FROM cairn.observations WHERE project_id = $1`,
                      [project],
                    )
                  ).rows.map((r) => ({
                    // The row's order breaks ties, as the file store's observation id does.
                    id: r.seq.padStart(20, '0'),
                    seq: r.seq,
                    session: r.session,
                    at: r.at,
                    origin: (r.origin ?? '') as Observation['origin'],
                    ...(r.opaque !== null ? { opaque: r.opaque } : {}),
                  })),
                  cap,
                )
              : [];
          const capped = bySession(evicted);
          for (const [id, gone] of capped) {
            // Under the session's own lock too, as updateSession takes it: a hook's change is applied before or after, never lost.
            await lockIn(c, `session:${id}`);
            await changeSessionIn(c, id, (current) => withCapGap(current, id, gone, cap, now.toISOString()));
          }
          const over =
            evicted.length > 0
              ? await c.query('DELETE FROM cairn.observations WHERE project_id = $1 AND seq = ANY($2::bigint[])', [project, evicted.map((e) => e.seq)])
              : { rowCount: 0 };
          const sessions = await c.query('DELETE FROM cairn.host_sessions WHERE project_id = $1 AND updated_at < $2', [project, cutoff]);
          // The session cap (h61): the stand-in's gap is written first, then the least recently
          // updated records beyond the cap go (an unreadable row as well: by its row's time); their
          // observations stay, lowering until they age out or the cap takes them.
          const rows = await c.query<{ id: string; updated_at: string }>('SELECT id, updated_at FROM cairn.host_sessions WHERE project_id = $1', [project]);
          const overSessions = sessionCapEvictions(
            rows.rows.map((r) => ({ id: r.id, updatedAt: r.updated_at })),
            sessionCap,
          );
          let sessionsCapped = 0;
          if (overSessions.length > 0) {
            await lockIn(c, `session:${SESSION_CAP_RECORD}`);
            await changeSessionIn(c, SESSION_CAP_RECORD, (current) => withSessionCapGap(current, overSessions, sessionCap, now.toISOString()));
            const out = await c.query('DELETE FROM cairn.host_sessions WHERE project_id = $1 AND id = ANY($2::text[])', [
              project,
              overSessions.map((r) => r.id),
            ]);
            sessionsCapped = out.rowCount ?? 0;
          }
          return {
            observations: (aged.rowCount ?? 0) + (over.rowCount ?? 0),
            capped: over.rowCount ?? 0,
            cappedSessions: capped.size,
            sessions: sessions.rowCount ?? 0,
            ...(sessionsCapped > 0 ? { sessionsCapped } : {}),
            cutoff,
            ...(clockAhead !== undefined ? { clockAhead } : {}),
          };
        },
        'all',
      );
    },

    async remove(match) {
      return run(
        'forgetting observations',
        async (c) => {
          const rows = await c.query<{ seq: string; obs: unknown }>('SELECT seq, obs FROM cairn.observations WHERE project_id = $1 ORDER BY seq', [project]);
          const gone = rows.rows.filter((r) => {
            const parsed = ObservationSchema.safeParse(r.obs);
            return parsed.success && match(parsed.data);
          });
          if (gone.length === 0) return 0;
          const out = await c.query('DELETE FROM cairn.observations WHERE project_id = $1 AND seq = ANY($2::bigint[])', [project, gone.map((r) => r.seq)]);
          return out.rowCount ?? 0;
        },
        'all',
      );
    },

    async pauseState() {
      const rows = await run('reading the pause state', (c) =>
        c.query<{ state: PauseState }>('SELECT state FROM cairn.observation_pause WHERE project_id = $1', [project]),
      );
      const state = rows.rows[0]?.state;
      if (state === undefined) return { paused: false };
      return {
        paused: state.paused === true,
        ...(typeof state.at === 'string' ? { at: state.at } : {}),
        ...(typeof state.signer === 'string' ? { signer: state.signer } : {}),
      };
    },

    async setPause(state) {
      const clean: PauseState = {
        paused: state.paused === true,
        ...(state.at !== undefined ? { at: state.at } : {}),
        ...(state.signer !== undefined ? { signer: state.signer } : {}),
      };
      await run('saving the pause state', (c) =>
        c.query(
          `INSERT INTO cairn.observation_pause (project_id, state) VALUES ($1, $2::jsonb)
           ON CONFLICT (project_id, person) DO UPDATE SET state = EXCLUDED.state, writer = current_user`,
          [project, JSON.stringify(clean)],
        ),
      );
    },

    async stats(): Promise<ObservationStats> {
      const rows = await run('counting observations', (c) =>
        c.query<{ observations: string; oldest: string | null; sessions: string }>(
          `SELECT (SELECT count(*) FROM cairn.observations WHERE project_id = $1) AS observations,
                  (SELECT min(at) FROM cairn.observations WHERE project_id = $1) AS oldest,
                  (SELECT count(*) FROM cairn.host_sessions WHERE project_id = $1) AS sessions`,
          [project],
        ),
      );
      const r = rows.rows[0];
      // Bytes on this machine's disk: none (the rows are the server's).
      return { observations: Number(r?.observations ?? 0), sessions: Number(r?.sessions ?? 0), bytes: 0, ...(r?.oldest ? { oldest: r.oldest } : {}) };
    },

    async wipe() {
      await run(
        'wiping observations',
        async (c) => {
          await c.query('DELETE FROM cairn.observations WHERE project_id = $1', [project]);
          await c.query('DELETE FROM cairn.host_sessions WHERE project_id = $1', [project]);
          await c.query('DELETE FROM cairn.observation_pause WHERE project_id = $1', [project]);
        },
        'all',
      );
    },

    async close() {
      const o = opened;
      opened = undefined;
      if (o !== undefined) await (await o.catch(() => undefined))?.pool.end().catch(() => undefined);
    },
  };
}
