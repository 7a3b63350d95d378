import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Kind, MemoryRecord, RankingFacts, Status } from '@cairn/core';
import type BetterSqlite3 from 'better-sqlite3';
import { crcHex } from '../frame.js';
import { durableRename, type Fsio, hasCode, tempPathFor } from '../fsio.js';
import {
  type PersistedView,
  samePosition,
  type StoredRecord,
  type UnreadableRecord,
  type ViewDoc,
  type ViewHit,
  type ViewPosition,
  type ViewReader,
  type ViewState,
} from './PersistedView.js';
import { freezeRecord, parsePosition } from './viewCodec.js';

/** File name of the SQLite view inside the view folder. */
export const SQLITE_VIEW_FILE = 'view.sqlite';

/** The better-sqlite3 constructor. */
export type SqliteConstructor = typeof BetterSqlite3;

const FORMAT = 'cairn-view-1';

/**
 * One row per record: its JSON (as migrated), the facts ranking reads (core's
 * `rankingFacts`), its length and term counts (` token:n token:n `, read for the query tokens
 * only), and a hash of its text key (for the sighting lookup; the record is checked after).
 * The FTS5 table holds each record's DISTINCT tokens from core's tokenizer, space-joined,
 * under the `ascii` tokenizer, which splits on ASCII non-alphanumerics only: core's tokens
 * hold only letters, digits and marks, already lower-cased, so each is exactly one FTS token
 * and a query is a list of quoted tokens joined by OR. Contentless (tokens are not stored
 * twice). The one-row `meta` holds the log position and the corpus totals.
 */
const SCHEMA = `
CREATE TABLE meta(one INTEGER PRIMARY KEY CHECK (one = 1), format TEXT NOT NULL, position TEXT NOT NULL, documents INTEGER NOT NULL, totalLength INTEGER NOT NULL);
CREATE TABLE docs(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, json TEXT NOT NULL, fromVersion INTEGER, kind TEXT NOT NULL, keyHash TEXT NOT NULL, createdAt TEXT NOT NULL, length INTEGER NOT NULL, counts TEXT NOT NULL, status TEXT NOT NULL, waits INTEGER NOT NULL, weight REAL NOT NULL, strength REAL NOT NULL, decayRate REAL NOT NULL, reinforcedAt REAL, decays INTEGER NOT NULL);
CREATE INDEX docs_key ON docs(keyHash);
CREATE TABLE unreadable(key TEXT PRIMARY KEY, raw TEXT NOT NULL, reason TEXT NOT NULL, seq INTEGER NOT NULL, line INTEGER NOT NULL);
CREATE VIRTUAL TABLE terms USING fts5(tokens, tokenize='ascii', detail=none, content='', contentless_delete=1);
`;

let loaded: SqliteConstructor | Error | undefined;

/**
 * Loads better-sqlite3 (an optional native dependency) and checks that its SQLite has the
 * FTS5 features used here. Never throws: returns the Error when it cannot load, so the store
 * falls back to the JS view (DESIGN.md §6, §7).
 */
export function loadSqlite(): SqliteConstructor | Error {
  if (loaded !== undefined) return loaded;
  try {
    const require = createRequire(import.meta.url);
    const Database = require('better-sqlite3') as SqliteConstructor;
    const probe = new Database(':memory:');
    try {
      probe.exec(SCHEMA);
    } finally {
      probe.close();
    }
    loaded = Database;
  } catch (error) {
    loaded = error instanceof Error ? error : new Error(String(error));
  }
  return loaded;
}

const quote = (token: string): string => `"${token.replaceAll('"', '""')}"`;

/** The hash of a text key stored in `docs.keyHash` (a lookup key only: the record is checked after). */
export function keyHash(kind: string, textKey: string): string {
  return `${kind}:${crcHex(textKey)}:${textKey.length}`;
}

interface Meta {
  format: string;
  position: string;
  documents: number;
  totalLength: number;
}

type HitRow = [string, string, number, string, string, string, number, number, number, number, number | null, number];

/** An open database with its prepared statements. */
class Connection {
  readonly meta: BetterSqlite3.Statement<[], Meta>;
  readonly setMeta: BetterSqlite3.Statement<[string, string, number, number]>;
  readonly match: BetterSqlite3.Statement<[string], HitRow>;
  readonly everyDoc: BetterSqlite3.Statement<[], HitRow>;
  readonly everyFact: BetterSqlite3.Statement<[], HitRow>;
  readonly byId: BetterSqlite3.Statement<[string], { json: string; fromVersion: number | null }>;
  readonly lengthOf: BetterSqlite3.Statement<[string], { length: number }>;
  readonly hasUnreadable: BetterSqlite3.Statement<[string], { one: number }>;
  readonly byKey: BetterSqlite3.Statement<[string], { id: string }>;
  readonly all: BetterSqlite3.Statement<[], { json: string; fromVersion: number | null }>;
  readonly allJson: BetterSqlite3.Statement<[], [string, string]>;
  readonly inOrder: BetterSqlite3.Statement<[], { id: string; createdAt: string; json: string }>;
  readonly allUnreadable: BetterSqlite3.Statement<[], { key: string; raw: string; reason: string; seq: number; line: number }>;
  readonly find: BetterSqlite3.Statement<[string], { rowid: number; length: number }>;
  readonly delDoc: BetterSqlite3.Statement<[number | bigint]>;
  readonly delTerms: BetterSqlite3.Statement<[number | bigint]>;
  readonly insDoc: BetterSqlite3.Statement<unknown[]>;
  readonly insTerms: BetterSqlite3.Statement<[number | bigint, string]>;
  readonly putUnreadable: BetterSqlite3.Statement<[string, string, string, number, number]>;
  readonly delUnreadable: BetterSqlite3.Statement<[string]>;

  constructor(readonly db: BetterSqlite3.Database) {
    this.meta = db.prepare('SELECT format, position, documents, totalLength FROM meta WHERE one = 1');
    this.setMeta = db.prepare(
      'INSERT INTO meta(one, format, position, documents, totalLength) VALUES (1, ?, ?, ?, ?) ON CONFLICT(one) DO UPDATE SET format = excluded.format, position = excluded.position, documents = excluded.documents, totalLength = excluded.totalLength',
    );
    this.match = db
      .prepare(
        'SELECT d.id, d.createdAt, d.length, d.counts, d.kind, d.status, d.waits, d.weight, d.strength, d.decayRate, d.reinforcedAt, d.decays FROM terms JOIN docs d ON d.rowid = terms.rowid WHERE terms MATCH ?',
      )
      .raw(true) as unknown as BetterSqlite3.Statement<[string], HitRow>;
    this.everyDoc = db
      .prepare('SELECT id, createdAt, length, counts, kind, status, waits, weight, strength, decayRate, reinforcedAt, decays FROM docs')
      .raw(true) as unknown as BetterSqlite3.Statement<[], HitRow>;
    // The same columns as a hit, without the counts (the digest reads facts only).
    this.everyFact = db
      .prepare("SELECT id, createdAt, length, '', kind, status, waits, weight, strength, decayRate, reinforcedAt, decays FROM docs")
      .raw(true) as unknown as BetterSqlite3.Statement<[], HitRow>;
    this.byId = db.prepare('SELECT json, fromVersion FROM docs WHERE id = ?');
    this.lengthOf = db.prepare('SELECT length FROM docs WHERE id = ?');
    this.hasUnreadable = db.prepare('SELECT 1 AS one FROM unreadable WHERE key = ?');
    this.byKey = db.prepare('SELECT id FROM docs WHERE keyHash = ?');
    this.all = db.prepare('SELECT json, fromVersion FROM docs');
    this.allJson = db.prepare('SELECT id, json FROM docs').raw(true) as unknown as BetterSqlite3.Statement<[], [string, string]>;
    this.inOrder = db.prepare('SELECT id, createdAt, json FROM docs ORDER BY createdAt, id');
    this.allUnreadable = db.prepare('SELECT key, raw, reason, seq, line FROM unreadable ORDER BY seq');
    this.find = db.prepare('SELECT rowid, length FROM docs WHERE id = ?');
    this.delDoc = db.prepare('DELETE FROM docs WHERE rowid = ?');
    this.delTerms = db.prepare('DELETE FROM terms WHERE rowid = ?');
    this.insDoc = db.prepare(
      'INSERT INTO docs(id, json, fromVersion, kind, keyHash, createdAt, length, counts, status, waits, weight, strength, decayRate, reinforcedAt, decays) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insTerms = db.prepare('INSERT INTO terms(rowid, tokens) VALUES (?, ?)');
    this.putUnreadable = db.prepare('INSERT OR REPLACE INTO unreadable(key, raw, reason, seq, line) VALUES (?, ?, ?, ?, ?)');
    this.delUnreadable = db.prepare('DELETE FROM unreadable WHERE key = ?');
  }

  readMeta(): Meta | undefined {
    const m = this.meta.get();
    return m && m.format === FORMAT ? m : undefined;
  }

  writeMeta(position: ViewPosition, documents: number, totalLength: number): void {
    this.setMeta.run(FORMAT, JSON.stringify(position), documents, totalLength);
  }

  insert(doc: ViewDoc): void {
    let counts = ' ';
    for (const [token, n] of Object.entries(doc.termFrequency)) counts += `${token}:${n} `;
    const f = doc.facts;
    const { lastInsertRowid } = this.insDoc.run(
      doc.id,
      JSON.stringify(doc.record),
      doc.fromVersion ?? null,
      doc.record.kind,
      keyHash(doc.record.kind, doc.textKey),
      doc.record.createdAt,
      doc.length,
      counts,
      f.status,
      f.waitsForPerson ? 1 : 0,
      f.recallWeight,
      f.strength,
      f.decayRate,
      Number.isNaN(f.reinforcedAtMs) ? null : f.reinforcedAtMs,
      f.decays ? 1 : 0,
    );
    this.insTerms.run(lastInsertRowid, Object.keys(doc.termFrequency).join(' '));
  }

  /** Deletes a record's row and postings; returns its length, or undefined when absent. */
  drop(id: string): number | undefined {
    const row = this.find.get(id);
    if (!row) return undefined;
    this.delTerms.run(row.rowid);
    this.delDoc.run(row.rowid);
    return row.length;
  }

  putUnreadableRecord(u: UnreadableRecord): void {
    this.putUnreadable.run(u.key, JSON.stringify(u.raw), u.reason, u.seq, u.line);
  }
}

/** Every count in a ` token:n token:n ` string. */
function allCounts(counts: string): Record<string, number> {
  const out: Record<string, number> = {};
  let at = 1;
  while (at < counts.length) {
    const colon = counts.indexOf(':', at);
    const space = counts.indexOf(' ', colon);
    if (colon === -1 || space === -1) break;
    out[counts.slice(at, colon)] = Number.parseInt(counts.slice(colon + 1, space), 10);
    at = space + 1;
  }
  return out;
}

function factsOf(r: HitRow): RankingFacts {
  return {
    kind: r[4] as Kind,
    status: r[5] as Status,
    waitsForPerson: r[6] === 1,
    recallWeight: r[7],
    strength: r[8],
    decayRate: r[9],
    reinforcedAtMs: r[10] ?? Number.NaN,
    decays: r[11] === 1,
  };
}

/** The counts of `tokens` in a ` token:n token:n ` string (core's tokens hold no space or colon). */
function countsOf(counts: string, tokens: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of tokens) {
    const at = counts.indexOf(` ${t}:`);
    if (at === -1) continue;
    const from = at + t.length + 2;
    out[t] = Number.parseInt(counts.slice(from, counts.indexOf(' ', from)), 10);
  }
  return out;
}

function toStored(row: { json: string; fromVersion: number | null }): StoredRecord {
  const record = freezeRecord(row.json);
  return row.fromVersion === null ? { record } : { record, fromVersion: row.fromVersion };
}

/**
 * The SQLite view (`<project>/view/view.sqlite`), shared by every process of the project and
 * changed only under the store's write lock. Derived: a rollback journal (never WAL) with
 * `synchronous = NORMAL`, and `secure_delete`, so deleted text lingers neither in a `-wal`
 * file nor in free pages. Rebuilds write a fresh database beside it and rename it over, so no
 * FTS segment, free page or journal of the old file keeps forgotten text (DESIGN.md §6).
 *
 * @param fs - the file-system module (used for everything except SQLite's own page I/O)
 * @param dir - the view folder
 * @param Database - the better-sqlite3 constructor from {@link loadSqlite}
 * @param onCheckpoint - test hook, run inside each update's transaction before its position is written
 */
export function createSqliteView(fs: Fsio, dir: string, Database: SqliteConstructor, onCheckpoint?: () => void): PersistedView {
  const path = join(dir, SQLITE_VIEW_FILE);
  let conn: Connection | undefined;
  let ino = -1;
  let checked = false;

  const closeDb = (): void => {
    try {
      conn?.db.close();
    } catch {
      // already closed
    }
    conn = undefined;
    ino = -1;
  };

  /** Reopens the database when a rebuild (by any process) replaced the file. */
  const refresh = async (): Promise<void> => {
    checked = true;
    let st: Awaited<ReturnType<Fsio['stat']>>;
    try {
      st = await fs.stat(path);
    } catch (error) {
      if (hasCode(error, 'ENOENT')) {
        closeDb();
        return;
      }
      throw error;
    }
    if (conn && st.ino === ino) return;
    closeDb();
    let db: BetterSqlite3.Database | undefined;
    try {
      db = new Database(path, { fileMustExist: true });
      db.pragma('busy_timeout = 10000');
      db.pragma('journal_mode = DELETE');
      db.pragma('synchronous = NORMAL');
      db.pragma('secure_delete = ON');
      db.pragma('temp_store = MEMORY');
      const c = new Connection(db);
      if (!c.readMeta()) throw new Error('not a Cairn view');
      conn = c;
      ino = st.ino;
    } catch {
      // Unusable: state() reports undefined and the store rebuilds it under the lock.
      try {
        db?.close();
      } catch {
        // ignore
      }
    }
  };

  const current = (): Connection | undefined => (checked ? conn : undefined);

  const reader = (c: Connection, m: Meta, position: ViewPosition): ViewReader => ({
    position,
    documents: m.documents,
    totalLength: m.totalLength,
    get(id) {
      const row = c.byId.get(id);
      return row ? toStored(row) : undefined;
    },
    lengthOf(id) {
      return c.lengthOf.get(id)?.length;
    },
    has(id) {
      return c.lengthOf.get(id) !== undefined || c.hasUnreadable.get(id) !== undefined;
    },
    idsByTextKey(kind: Kind, key: string) {
      return c.byKey.all(keyHash(kind, key)).map((r) => r.id);
    },
    *records() {
      for (const row of c.all.iterate()) yield toStored(row);
    },
    *pick(ids) {
      for (const [id, json] of c.allJson.iterate()) if (ids.has(id)) yield JSON.parse(json) as MemoryRecord;
    },
    recordJson() {
      return c.inOrder.iterate();
    },
    unreadable() {
      return c.allUnreadable.all().map((u) => ({ key: u.key, raw: JSON.parse(u.raw) as Record<string, unknown>, reason: u.reason, seq: u.seq, line: u.line }));
    },
    hits(tokens) {
      const distinct = [...new Set(tokens)];
      if (distinct.length === 0) return [];
      const out: ViewHit[] = [];
      for (const r of c.match.all(distinct.map(quote).join(' OR '))) {
        out.push({ id: r[0], createdAt: r[1], length: r[2], termFrequency: countsOf(r[3], distinct), facts: factsOf(r) });
      }
      return out;
    },
    *indexDocs() {
      for (const r of c.everyDoc.iterate()) yield { id: r[0], createdAt: r[1], length: r[2], termFrequency: allCounts(r[3]), facts: factsOf(r) };
    },
    indexTerms(into) {
      // One pair of lists for every document: a record's counts are ` token:n token:n ` (core's tokens hold no space or colon).
      const tokens: string[] = [];
      const counts: number[] = [];
      for (const r of c.everyDoc.iterate()) {
        const text = r[3];
        let count = 0;
        let at = 1;
        while (at < text.length) {
          const colon = text.indexOf(':', at);
          const space = text.indexOf(' ', colon);
          if (colon === -1 || space === -1) break;
          tokens[count] = text.slice(at, colon);
          counts[count] = Number.parseInt(text.slice(colon + 1, space), 10);
          count++;
          at = space + 1;
        }
        into({ id: r[0], createdAt: r[1], facts: factsOf(r) }, r[2], tokens, counts, count);
      }
    },
    *facts() {
      for (const r of c.everyFact.all()) yield { id: r[0], createdAt: r[1], facts: factsOf(r) };
    },
  });

  /**
   * Fills a fresh database beside the view in one transaction, merges its postings, and
   * renames it over the view, so no FTS segment, free page or journal of the old file keeps
   * what the new one does not hold (DESIGN.md §6).
   */
  const buildBeside = async (fill: (c: Connection) => void, attachOld = false): Promise<void> => {
    const temp = tempPathFor(path);
    try {
      // Created 0600 by us: SQLite keeps the mode, and gives its journals the same one.
      await (await fs.open(temp, 'wx', 0o600)).close();
      const fresh = new Database(temp);
      try {
        fresh.pragma('journal_mode = OFF');
        fresh.pragma('synchronous = OFF');
        fresh.pragma('temp_store = MEMORY');
        fresh.exec(SCHEMA);
        // A record's distinct tokens from its stored counts (` token:n token:n `; core's tokens hold no space or colon).
        fresh.function('cairn_tokens', { deterministic: true }, (counts: unknown) => String(counts).replace(/:\d+ /g, ' ').trim());
        const c = new Connection(fresh);
        // The view being replaced, read as `old` (ATTACH is refused inside a transaction).
        if (attachOld) fresh.prepare('ATTACH DATABASE ? AS old').run(path);
        try {
          fresh.transaction(() => fill(c))();
        } finally {
          if (attachOld) fresh.exec('DETACH DATABASE old');
        }
        fresh.exec("INSERT INTO terms(terms) VALUES ('optimize')");
      } finally {
        fresh.close();
      }
      await fs.chmod(temp, 0o600);
      closeDb();
      // A journal left by a crash would be applied to the NEW file under the same name.
      for (const suffix of ['-journal', '-wal', '-shm']) {
        await fs.unlink(path + suffix).catch((error: unknown) => {
          if (!hasCode(error, 'ENOENT')) throw error;
        });
      }
      await durableRename(fs, temp, path);
      await refresh();
    } catch (error) {
      await fs.unlink(temp).catch(() => undefined);
      throw error;
    }
  };

  return {
    kind: 'sqlite',
    shared: true,
    fileNames: [SQLITE_VIEW_FILE, `${SQLITE_VIEW_FILE}-journal`, `${SQLITE_VIEW_FILE}-wal`, `${SQLITE_VIEW_FILE}-shm`],
    refresh,
    state(): ViewState | undefined {
      const c = current();
      if (!c) return undefined;
      try {
        const m = c.readMeta();
        const position = m ? parsePosition(m.position) : undefined;
        return m && position ? { position, documents: m.documents } : undefined;
      } catch {
        closeDb();
        return undefined;
      }
    },
    read(fn) {
      const c = current();
      if (!c) return undefined;
      try {
        // One read transaction: position, rows and totals from the same snapshot.
        return c.db.transaction(() => {
          const m = c.readMeta();
          const position = m ? parsePosition(m.position) : undefined;
          if (!m || !position) return undefined;
          return fn(reader(c, m, position));
        })();
      } catch (error) {
        if (error instanceof SyntaxError || (error as { code?: string }).code?.startsWith('SQLITE_')) {
          closeDb();
          return undefined;
        }
        throw error;
      }
    },
    apply(change, from, to) {
      const c = current();
      if (!c) throw new Error('the SQLite view is missing');
      return c.db
        .transaction((): number => {
          const m = c.readMeta();
          const at = m ? parsePosition(m.position) : undefined;
          if (!m || !at || !samePosition(at, from)) throw new Error('the SQLite view is not at the expected position');
          let { documents, totalLength } = m;
          const drop = (id: string): void => {
            const length = c.drop(id);
            if (length !== undefined) {
              documents--;
              totalLength -= length;
            }
            c.delUnreadable.run(id);
          };
          for (const id of change.removes) drop(id);
          for (const doc of change.upserts) {
            drop(doc.id);
            c.insert(doc);
            documents++;
            totalLength += doc.length;
          }
          for (const u of change.unreadable) {
            drop(u.key);
            c.putUnreadableRecord(u);
          }
          onCheckpoint?.();
          c.writeMeta(to, documents, totalLength);
          return documents;
        })
        .immediate();
    },
    async rebuild(docs, unreadable, to) {
      await buildBeside((c) => {
        let documents = 0;
        let totalLength = 0;
        for (const doc of docs) {
          c.insert(doc);
          documents++;
          totalLength += doc.length;
        }
        for (const u of unreadable) c.putUnreadableRecord(u);
        onCheckpoint?.();
        c.writeMeta(to, documents, totalLength);
      });
    },
    async rewrite(change, unreadable, from, to) {
      if (!current()) throw new Error('the SQLite view is missing');
      await buildBeside((c) => {
        const db = c.db;
        const m = db.prepare('SELECT format, position FROM old.meta WHERE one = 1').get() as { format: string; position: string } | undefined;
        const at = m && m.format === FORMAT ? parsePosition(m.position) : undefined;
        if (!at || !samePosition(at, from)) throw new Error('the SQLite view is not at the expected position');
        const gone = JSON.stringify([...change.removes, ...change.upserts.map((d) => d.id)]);
        // Rows copied as stored, their postings rebuilt from the stored counts: nothing parsed or tokenized again.
        db.prepare(
          `INSERT INTO docs(id, json, fromVersion, kind, keyHash, createdAt, length, counts, status, waits, weight, strength, decayRate, reinforcedAt, decays)
             SELECT id, json, NULL, kind, keyHash, createdAt, length, counts, status, waits, weight, strength, decayRate, reinforcedAt, decays
             FROM old.docs WHERE id NOT IN (SELECT value FROM json_each(?))`,
        ).run(gone);
        db.exec('INSERT INTO terms(rowid, tokens) SELECT rowid, cairn_tokens(counts) FROM docs');
        for (const doc of change.upserts) c.insert({ ...doc, fromVersion: undefined } as ViewDoc);
        for (const u of unreadable) c.putUnreadableRecord(u);
        const totals = db.prepare('SELECT count(*) AS documents, total(length) AS totalLength FROM docs').get() as { documents: number; totalLength: number };
        onCheckpoint?.();
        c.writeMeta(to, totals.documents, totals.totalLength);
      }, true);
    },
    async persist() {},
    unpersisted() {
      return 0;
    },
    async close() {
      closeDb();
    },
  };
}
