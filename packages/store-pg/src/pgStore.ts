import { createHash } from 'node:crypto';
import {
  type AuditCheck,
  type AuditEntry,
  type AuditEvent,
  auditActor,
  compareRecords,
  CoreError,
  deepFreeze,
  ErrorCode,
  indexableText,
  type Kind,
  type ListFilter,
  type MemoryRecord,
  type MigrationOutcome,
  matchesFilter,
  type ProjectStore,
  type RepairOutcome,
  type StoreActor,
  redactSecrets,
  type SearchCandidate,
  type SearchCandidates,
  type StoreTransaction,
  termStatistics,
  textKey,
  tokenize,
} from '@cairn/core';
import type pg from 'pg';
import { checkout, checkSchemaVersion, connectPool, type PgConnectOptions, readSchemaVersion } from './connect.js';
import { isUnavailable, toStoreError } from './pgErrors.js';
import { RecordDecoder } from './recordDecoder.js';
import type { PgStoreUrl } from './storeUrl.js';
import { pgDoctor } from './doctor.js';
import { readKeysVersion } from './team.js';

/** How to open one team project's store. */
export interface PgStoreOptions extends PgConnectOptions {
  /** The team project's id (12 hex) in the database (`cairn team link` maps a checkout to it). */
  projectId: string;
  /** This machine's checkout of the project (canonical path); the per-machine path check. */
  projectPath: string;
  /**
   * Where the digests of rows this machine verified persist (in the person's home), so the
   * read-side policy checks each distinct row once per machine (see `RecordDecoder`).
   */
  verifiedFile?: string;
}

/** A team project as the database knows it. */
export interface TeamProject {
  id: string;
  name: string;
  /** The person role that created it: the only one who grants, revokes and wipes. */
  owner: string;
}

/** One audit line as the database chained it. */
export interface PgAuditLine {
  seq: number;
  /** The role that wrote it (`current_user`, written by the database). */
  actor: string;
  /** ISO-8601 time the database recorded. */
  at: string;
  event: AuditEvent;
  /** The exact text hashed: `{seq, project, actor, at, event}` as the database rendered it. */
  line: string;
  prev: string;
  hash: string;
}

/** The team store: core's `ProjectStore` (the `MemoryStore` contract plus maintenance) on PostgreSQL. */
export interface PgStore extends ProjectStore {
  /** The project as the database knows it. */
  readonly team: TeamProject;
  /** The connected role, and whether it is an agent role (`<person>_agent`). */
  readonly role: { name: string; agent: boolean };
  /** Every audit line of the project, oldest first, with the role that wrote it and the chained text. */
  readAuditLines(): Promise<PgAuditLine[]>;
  /**
   * Every audit line as core's `AuditEntry`, plus `actor`: the role that wrote it
   * (`current_user`, written by the database).
   */
  readAudit(): Promise<Array<AuditEntry & { actor: string }>>;
  /** Recomputes the chain: numbers consecutive from 1, each `prev` the previous `hash`, each hash `sha256(prev + line)`. */
  verifyAudit(): Promise<AuditCheck>;
  /**
   * Removes every record of the project and their text from the event log (the project's
   * owner alone: the database refuses anyone else); the audit keeps a `wipe` line.
   *
   * @throws CoreError `HUMAN_CHANNEL_REQUIRED` for anyone but the owner, `STORE_UNAVAILABLE`
   */
  wipe(actor: StoreActor): Promise<void>;
  /**
   * What a long-lived reader compares to notice a teammate's key change (a row appended to
   * `cairn.person_keys`) or a roster mark written elsewhere (`cairn.roster_marks`): see
   * `readKeysVersion`. One query on the store's pool.
   *
   * @throws CoreError `STORE_UNAVAILABLE`
   */
  keysVersion(): Promise<string>;
}

const GENESIS = '0'.repeat(64);

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

/** Audit events carry metadata only; every string is redacted again (DESIGN.md §2) before it leaves. */
function redactEvent(event: AuditEvent): AuditEvent {
  return mapStrings(event, (s) => redactSecrets(s).text) as AuditEvent;
}

/** JSON with keys sorted, for comparing what the database rendered with what it stored. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What the event log calls a transaction: the act its audit line names (agent roles may write only an agent's acts). */
function actOf(events: readonly AuditEvent[]): string {
  return events.find((e) => e.event !== 'refused')?.event ?? 'reinforce';
}

/**
 * Opens one team project's store on PostgreSQL (DESIGN.md §12). Checks the schema version
 * and that the connected role is granted the project.
 *
 * Transactions take the project's advisory lock (`pg_advisory_xact_lock`) first, so writers
 * on every machine are serialised per project; a transaction's records and audit lines are
 * appended in one database transaction — a lost connection before COMMIT leaves nothing.
 * Reads are re-checked by core's policy (`reapplyPolicy`).
 *
 * @throws CoreError `INVALID_INPUT` (a URL with a password), `STORE_UNAVAILABLE` (server
 *   down, credentials), `NOT_INITIALISED` (no schema, or no such project granted to the
 *   role), `MIGRATION_FAILED` (schema version)
 */
export async function openPgStore(options: PgStoreOptions): Promise<PgStore> {
  const { url, pool } = await connectPool(options);
  const decoder = new RecordDecoder(options.onWarning, options.verifiedFile);
  const failure = (doing: string, committing = false) => ({ doing, where: url.display, role: url.user, committing });
  const projectId = options.projectId;

  let team: TeamProject;
  let role: { name: string; agent: boolean };
  /** The relinks kept with the project (migration 4), as stored: readers verify each (core's `projectKeys`). */
  let relinks: unknown[] = [];
  try {
    const client = await checkout(pool);
    try {
      checkSchemaVersion(await readSchemaVersion(client), url);
      relinks = (
        await client.query<{ json: string }>('SELECT relink::text AS json FROM cairn.relinks WHERE project_id = $1 ORDER BY seq', [projectId])
      ).rows.flatMap((row) => {
        try {
          return [JSON.parse(row.json) as unknown];
        } catch {
          return [];
        }
      });
      const p = await client.query<TeamProject>('SELECT id, name, owner::text AS owner FROM cairn.projects WHERE id = $1', [projectId]);
      const me = await client.query<{ name: string; agent: boolean | null }>(
        'SELECT current_user::text AS name, (SELECT m.agent FROM cairn.members m WHERE m.role = current_user) AS agent',
      );
      const found = p.rows[0];
      if (!found) {
        throw new CoreError(
          ErrorCode.NOT_INITIALISED,
          `No team project ${projectId} is visible to role ${url.user} on ${url.display}: it does not exist, or its owner has not granted it (the owner runs \`cairn team grant <person>\`).`,
        );
      }
      team = found;
      role = { name: me.rows[0]?.name ?? url.user, agent: me.rows[0]?.agent !== false };
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw toStoreError(error, failure('opening the team project'));
  }

  const readRecords = async (q: pg.ClientBase | pg.Pool, sql: string, params: unknown[]): Promise<MemoryRecord[]> => {
    const res = await q.query<{ json: string }>(sql, params);
    const out: MemoryRecord[] = [];
    for (const row of res.rows) {
      const r = decoder.decode(row.json);
      if (r) out.push(r);
    }
    return out;
  };
  const selectAll = 'SELECT record::text AS json FROM cairn.records WHERE project_id = $1';
  const selectOne = 'SELECT record::text AS json FROM cairn.records WHERE project_id = $1 AND id = $2';
  const selectKey = 'SELECT record::text AS json FROM cairn.records WHERE project_id = $1 AND kind = $2 AND text_key = $3 ORDER BY created_at, id';

  /** A pooled client inside BEGIN; a connection that died while idle is replaced once (nothing was sent on it). */
  const begin = async (): Promise<pg.PoolClient> => {
    for (let attempt = 0; ; attempt++) {
      const client = await checkout(pool);
      try {
        await client.query('BEGIN');
        return client;
      } catch (error) {
        client.release(error as Error);
        if (attempt > 0 || !isUnavailable(error)) throw error;
      }
    }
  };

  /** The wipe event and its audit line, in one transaction. */
  const wipe = async (actor: StoreActor): Promise<void> => {
    const event: AuditEvent = { time: new Date().toISOString(), event: 'wipe', channel: actor.channel, ...auditActor(actor) };
    let client: pg.PoolClient | undefined;
    let committing = false;
    let broken: Error | undefined;
    try {
      client = await begin();
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('cairn:' || $1, 0))", [projectId]);
      await client.query("INSERT INTO cairn.events (project_id, op, act) VALUES ($1, 'wipe', 'wipe')", [projectId]);
      await client.query('INSERT INTO cairn.audit (project_id, event) VALUES ($1, $2::jsonb)', [projectId, JSON.stringify(redactEvent(event))]);
      committing = true;
      await client.query('COMMIT');
    } catch (error) {
      if (client && !committing) {
        await client.query('ROLLBACK').catch((e: Error) => {
          broken = e;
        });
      }
      if (client && (committing || isUnavailable(error))) broken ??= error as Error;
      throw toStoreError(error, failure('wiping the project', committing && isUnavailable(error)));
    } finally {
      client?.release(broken);
    }
  };

  const project: { key: string; path: string; relinks?: readonly unknown[] } = {
    key: projectId,
    path: options.projectPath,
    ...(relinks.length > 0 ? { relinks } : {}),
  };
  const store: PgStore = {
    project,
    team,
    role,

    /**
     * Keeps relinks a restore verified (core's `ProjectRelink`, the person's signed moves) with
     * the team project, as the file store keeps them in `project.json` (closing note 2026-12-06:
     * parity). One already kept (the same signature) is not added again. Only a person's role
     * may write them (migration 4's policy); an agent role is refused by the database.
     *
     * @returns how many were added
     * @throws CoreError `STORE_IO`/`STORE_UNAVAILABLE` (nothing added), or the policy's refusal
     */
    async keepRelinks(list: readonly unknown[]): Promise<number> {
      const sig = (r: unknown): string => String((r as { act?: { sig?: unknown } } | null)?.act?.sig ?? '');
      let client: pg.PoolClient | undefined;
      let committing = false;
      let broken: Error | undefined;
      try {
        client = await begin();
        const added: unknown[] = [];
        for (const r of list) {
          const res = await client.query(
            'INSERT INTO cairn.relinks (project_id, sig, relink) VALUES ($1, $2, $3::jsonb) ON CONFLICT (project_id, sig) DO NOTHING',
            [projectId, sig(r), JSON.stringify(r)],
          );
          if ((res.rowCount ?? 0) > 0) added.push(r);
        }
        committing = true;
        await client.query('COMMIT');
        if (added.length > 0) project.relinks = [...(project.relinks ?? []), ...added];
        return added.length;
      } catch (error) {
        if (client && !committing) {
          await client.query('ROLLBACK').catch((e: Error) => {
            broken = e;
          });
        }
        if (client && (committing || isUnavailable(error))) broken ??= error as Error;
        throw toStoreError(error, failure("keeping the backup's relinks", committing && isUnavailable(error)));
      } finally {
        client?.release(broken);
      }
    },

    async transact<T>(fn: (tx: StoreTransaction) => Promise<T>): Promise<T> {
      let client: pg.PoolClient | undefined;
      let committing = false;
      let broken: Error | undefined;
      try {
        client = await begin();
        const c = client;
        await c.query("SELECT pg_advisory_xact_lock(hashtextextended('cairn:' || $1, 0))", [projectId]);
        const staged = new Map<string, MemoryRecord | null>();
        const events: AuditEvent[] = [];
        const tx: StoreTransaction = {
          async get(id) {
            if (staged.has(id)) {
              const r = staged.get(id);
              return r ? structuredClone(r) : undefined;
            }
            return (await readRecords(c, selectOne, [projectId, id]))[0];
          },
          async findByTextKey(kind: Kind, key: string) {
            for (const r of staged.values()) if (r && r.kind === kind && textKey(r.text) === key) return structuredClone(r);
            // The stored key is the writer's word: the text read back decides.
            for (const r of await readRecords(c, selectKey, [projectId, kind, key])) {
              if (!staged.has(r.id) && r.kind === kind && textKey(r.text) === key) return r;
            }
            return undefined;
          },
          async list(filter?: ListFilter) {
            const byId = new Map((await readRecords(c, selectAll, [projectId])).map((r) => [r.id, r]));
            for (const [id, r] of staged) {
              if (r) byId.set(id, structuredClone(r));
              else byId.delete(id);
            }
            return [...byId.values()].filter((r) => matchesFilter(r, filter)).sort(compareRecords);
          },
          put(record) {
            staged.set(record.id, structuredClone(record));
          },
          remove(id) {
            staged.set(id, null);
          },
          audit(event) {
            events.push(structuredClone(event));
          },
        };
        const result = await fn(tx);

        const removed = [...staged].filter(([, r]) => r === null).map(([id]) => id);
        const existing = new Set<string>();
        if (removed.length > 0) {
          const res = await c.query<{ id: string }>('SELECT id FROM cairn.records WHERE project_id = $1 AND id = ANY($2::text[])', [projectId, removed]);
          for (const row of res.rows) existing.add(row.id);
        }
        const rows: unknown[] = [];
        for (const [id, record] of staged) {
          if (record === null) {
            if (existing.has(id)) rows.push({ op: 'remove', record_id: id });
            continue;
          }
          const text = indexableText(record);
          const tokens = tokenize(text);
          rows.push({ op: 'put', record_id: id, record, text_key: textKey(record.text), tokens: [...new Set(tokens)], length: tokens.length });
        }
        if (rows.length > 0) {
          await c.query(
            `INSERT INTO cairn.events (project_id, op, record_id, record, text_key, tokens, length, act)
             SELECT $1, x.op, x.record_id, x.record, x.text_key, x.tokens, x.length, $3
               FROM jsonb_to_recordset($2::jsonb) AS x(op text, record_id text, record jsonb, text_key text, tokens text[], length integer)`,
            [projectId, JSON.stringify(rows), actOf(events)],
          );
        }
        if (events.length > 0) {
          await c.query(
            `INSERT INTO cairn.audit (project_id, event)
             SELECT $1, t.e FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(e, n) ORDER BY t.n`,
            [projectId, JSON.stringify(events.map(redactEvent))],
          );
        }
        committing = true;
        await c.query('COMMIT');
        return result;
      } catch (error) {
        if (client && !committing) {
          await client.query('ROLLBACK').catch((e: Error) => {
            broken = e;
          });
        }
        if (client && (committing || isUnavailable(error))) broken ??= error as Error;
        throw toStoreError(error, failure('saving to the team store', committing && isUnavailable(error)));
      } finally {
        client?.release(broken);
      }
    },

    async get(id) {
      try {
        return (await readRecords(pool, selectOne, [projectId, id]))[0];
      } catch (error) {
        throw toStoreError(error, failure('reading a memory'));
      }
    },

    async list(filter) {
      try {
        const all = await readRecords(pool, `${selectAll} ORDER BY created_at, id`, [projectId]);
        return all.filter((r) => matchesFilter(r, filter)).sort(compareRecords);
      } catch (error) {
        throw toStoreError(error, failure('listing memories'));
      }
    },

    async search(tokens): Promise<SearchCandidates> {
      const wanted = [...new Set(tokens)];
      let res: pg.QueryResult<{ n: number; total: string; json: string | null }>;
      try {
        // One statement, one snapshot: the corpus statistics and the candidates agree.
        res = await pool.query(
          `WITH s AS (SELECT count(*)::int AS n, coalesce(sum(length), 0)::bigint AS total FROM cairn.records WHERE project_id = $1)
           SELECT s.n, s.total::text AS total, c.json
             FROM s LEFT JOIN LATERAL (
               SELECT record::text AS json FROM cairn.records WHERE project_id = $1 AND tokens && $2::text[]
             ) c ON true`,
          [projectId, wanted],
        );
      } catch (error) {
        throw toStoreError(error, failure('searching memories'));
      }
      const n = res.rows[0]?.n ?? 0;
      const total = Number(res.rows[0]?.total ?? 0);
      const documentFrequency: Record<string, number> = Object.fromEntries(wanted.map((t) => [t, 0]));
      const candidates: SearchCandidate[] = [];
      for (const row of res.rows) {
        if (row.json === null) continue;
        const record = decoder.decode(row.json);
        if (!record) continue;
        // Term statistics from the text read back, not from the writer's token list: a forged
        // list can make a row a candidate, never raise its score.
        const { termFrequency, length } = termStatistics(indexableText(record));
        let matches = false;
        for (const t of wanted) {
          if ((termFrequency[t] ?? 0) > 0) {
            documentFrequency[t] = (documentFrequency[t] ?? 0) + 1;
            matches = true;
          }
        }
        if (matches) candidates.push({ record: deepFreeze(record), termFrequency, length });
      }
      return { documents: n, averageLength: n === 0 ? 0 : total / n, documentFrequency, candidates };
    },

    async count() {
      try {
        const res = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM cairn.records WHERE project_id = $1', [projectId]);
        return res.rows[0]?.n ?? 0;
      } catch (error) {
        throw toStoreError(error, failure('counting memories'));
      }
    },

    async readAuditLines() {
      try {
        const res = await pool.query<{ seq: string; actor: string; at: string; event: AuditEvent; line: string; prev: string; hash: string }>(
          `SELECT a.seq::text AS seq, a.actor::text AS actor, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, a.event, a.line, a.prev, a.hash
             FROM cairn.audit a WHERE a.project_id = $1 ORDER BY a.seq`,
          [projectId],
        );
        return res.rows.map((r) => ({ ...r, seq: Number(r.seq) }));
      } catch (error) {
        throw toStoreError(error, failure('reading the audit log'));
      }
    },

    async readAudit() {
      return (await store.readAuditLines()).map((l) => ({ ...l.event, seq: l.seq, actor: l.actor }));
    },

    async verifyAudit() {
      const lines = await store.readAuditLines();
      let prev = GENESIS;
      for (let i = 0; i < lines.length; i++) {
        const n = i + 1;
        const l = lines[i] as PgAuditLine;
        const broken = (reason: string): AuditCheck => ({ ok: false, lines: lines.length, firstBroken: { line: n, reason } });
        if (l.seq !== n) return broken(`line number ${l.seq} where ${n} was expected (a line was removed, added or reordered)`);
        if (l.prev !== prev) return broken('prev does not match the previous line’s hash (the chain was cut or edited)');
        if (
          createHash('sha256')
            .update(l.prev + l.line)
            .digest('hex') !== l.hash
        )
          return broken('hash does not match the line’s content (the line was edited)');
        let body: { seq?: unknown; project?: unknown; actor?: unknown; at?: unknown; event?: unknown };
        try {
          body = JSON.parse(l.line) as typeof body;
        } catch {
          return broken('the hashed line is not JSON');
        }
        if (body.seq !== l.seq || body.project !== projectId || body.actor !== l.actor || body.at !== l.at || canonical(body.event) !== canonical(l.event)) {
          return broken('the stored columns differ from the hashed line (actor, time or event edited)');
        }
        prev = l.hash;
      }
      return { ok: true, lines: lines.length };
    },

    async doctor() {
      return pgDoctor(store, pool, url);
    },

    async repair(actor) {
      const rows = await pool.query<{ json: string }>(selectAll, [projectId]).catch((error: unknown) => {
        throw toStoreError(error, failure('reading memories'));
      });
      const findings: string[] = [];
      const probe = new RecordDecoder((m) => findings.push(m));
      let unreadable = 0;
      for (const row of rows.rows) if (!probe.decode(row.json)) unreadable++;
      await store.transact(async (tx) => {
        tx.audit({
          time: new Date().toISOString(),
          event: 'repair',
          channel: actor.channel,
          ...auditActor(actor),
          applied: { records: rows.rows.length - unreadable, unreadable },
        });
      });
      // Records are written with their events in one transaction: nothing is derived outside
      // the database to rebuild. A row that does not read is kept and reported.
      return { records: rows.rows.length - unreadable, unreadable, actions: [], findings, audit: await store.verifyAudit() } satisfies RepairOutcome;
    },

    async migrate(actor: StoreActor) {
      const rows = await pool
        .query<{ v: string | null; n: number }>(
          "SELECT record->>'schemaVersion' AS v, count(*)::int AS n FROM cairn.records WHERE project_id = $1 GROUP BY 1",
          [projectId],
        )
        .catch((error: unknown) => {
          throw toStoreError(error, failure('counting schema versions'));
        });
      const before: Record<string, number> = {};
      let records = 0;
      for (const r of rows.rows) {
        before[r.v ?? 'none'] = r.n;
        records += r.n;
      }
      // Record schema version 1 (core's SCHEMA_VERSION) is the only one so far: nothing to rewrite.
      // The person's act is audited with their signer, as every act is.
      await store.transact(async (tx) => {
        tx.audit({ time: new Date().toISOString(), event: 'migrate', channel: actor.channel, ...auditActor(actor), applied: { records, unreadable: 0 } });
      });
      return { records, before, after: { ...before }, unreadable: [] } satisfies MigrationOutcome;
    },

    wipe,

    async keysVersion() {
      return readKeysVersion(pool).catch((error: unknown) => {
        throw toStoreError(error, failure('reading the key roster version'));
      });
    },

    async close() {
      decoder.flush();
      await pool.end().catch(() => undefined);
    },
  };

  return store;
}

export type { PgStoreUrl };
