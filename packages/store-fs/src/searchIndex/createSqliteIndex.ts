import { createRequire } from 'node:module';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { durableRename, type Fsio, hasCode, tempPathFor } from '../fsio.js';
import { type IndexDoc, type IndexPosition, type IndexRead, type IndexState, type SearchIndex, samePosition } from './SearchIndex.js';

/** File name of the SQLite index inside the index folder. */
export const SQLITE_INDEX_FILE = 'fts.sqlite';

/** The better-sqlite3 constructor. */
export type SqliteConstructor = typeof BetterSqlite3;

const FORMAT = 'cairn-fts-2';

/**
 * The FTS5 table stores each record's DISTINCT tokens from core's tokenizer, space-joined,
 * under the `ascii` tokenizer: it splits on ASCII non-alphanumerics only and keeps every
 * non-ASCII character inside a token, and core's tokens hold only letters, digits and marks,
 * already lower-cased. So each core token is exactly one FTS token — CJK bigrams, digits and
 * accented words round-trip byte for byte — and a query is a list of quoted tokens joined by
 * OR. Contentless (tokens are not stored twice); per-document lengths and term counts live in
 * `docs` (counts as ` token:n token:n `, read for the query tokens only, which is all BM25
 * needs and much cheaper than parsing JSON per hit), corpus totals in the one-row `meta`.
 */
const SCHEMA = `
CREATE TABLE meta(one INTEGER PRIMARY KEY CHECK (one = 1), format TEXT NOT NULL, logId TEXT NOT NULL, lastSeq INTEGER NOT NULL, tokenizer TEXT NOT NULL, documents INTEGER NOT NULL, totalLength INTEGER NOT NULL);
CREATE TABLE docs(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, length INTEGER NOT NULL, counts TEXT NOT NULL);
CREATE VIRTUAL TABLE terms USING fts5(tokens, tokenize='ascii', detail=none, content='', contentless_delete=1);
`;

let loaded: SqliteConstructor | Error | undefined;

/**
 * Loads better-sqlite3 (an optional native dependency) and checks that its SQLite has the
 * FTS5 features used here. Never throws: returns the Error when it cannot load, so the store
 * falls back to the JS index (DESIGN.md §6, §7).
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

interface Meta {
  format: string;
  logId: string;
  lastSeq: number;
  tokenizer: string;
  documents: number;
  totalLength: number;
}

/** An open database with its prepared statements. */
class Connection {
  readonly meta: BetterSqlite3.Statement<[], Meta>;
  readonly setMeta: BetterSqlite3.Statement<[string, string, number, string, number, number]>;
  readonly match: BetterSqlite3.Statement<[string], { id: string; length: number; counts: string }>;
  readonly lengthOf: BetterSqlite3.Statement<[string], { length: number }>;
  readonly find: BetterSqlite3.Statement<[string], { rowid: number; length: number }>;
  readonly delDoc: BetterSqlite3.Statement<[number | bigint]>;
  readonly delTerms: BetterSqlite3.Statement<[number | bigint]>;
  readonly insDoc: BetterSqlite3.Statement<[string, number, string]>;
  readonly insTerms: BetterSqlite3.Statement<[number | bigint, string]>;

  constructor(readonly db: BetterSqlite3.Database) {
    this.meta = db.prepare('SELECT format, logId, lastSeq, tokenizer, documents, totalLength FROM meta WHERE one = 1');
    this.setMeta = db.prepare(
      'INSERT INTO meta(one, format, logId, lastSeq, tokenizer, documents, totalLength) VALUES (1, ?, ?, ?, ?, ?, ?) ON CONFLICT(one) DO UPDATE SET format = excluded.format, logId = excluded.logId, lastSeq = excluded.lastSeq, tokenizer = excluded.tokenizer, documents = excluded.documents, totalLength = excluded.totalLength',
    );
    this.match = db.prepare(
      'SELECT docs.id AS id, docs.length AS length, docs.counts AS counts FROM terms JOIN docs ON docs.rowid = terms.rowid WHERE terms MATCH ?',
    );
    this.lengthOf = db.prepare('SELECT length FROM docs WHERE id = ?');
    this.find = db.prepare('SELECT rowid, length FROM docs WHERE id = ?');
    this.delDoc = db.prepare('DELETE FROM docs WHERE rowid = ?');
    this.delTerms = db.prepare('DELETE FROM terms WHERE rowid = ?');
    this.insDoc = db.prepare('INSERT INTO docs(id, length, counts) VALUES (?, ?, ?)');
    this.insTerms = db.prepare('INSERT INTO terms(rowid, tokens) VALUES (?, ?)');
  }

  readMeta(): Meta | undefined {
    const m = this.meta.get();
    return m && m.format === FORMAT ? m : undefined;
  }

  writeMeta(position: IndexPosition, documents: number, totalLength: number): void {
    this.setMeta.run(FORMAT, position.logId, position.lastSeq, position.tokenizer, documents, totalLength);
  }

  insert(doc: IndexDoc): void {
    let counts = ' ';
    for (const [token, n] of Object.entries(doc.termFrequency)) counts += `${token}:${n} `;
    const { lastInsertRowid } = this.insDoc.run(doc.id, doc.length, counts);
    this.insTerms.run(lastInsertRowid, Object.keys(doc.termFrequency).join(' '));
  }
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

const positionOf = (m: Meta): IndexPosition => ({ logId: m.logId, lastSeq: m.lastSeq, tokenizer: m.tokenizer });

/**
 * The SQLite FTS5 index (`index/fts.sqlite`), shared by every process of the project and
 * changed only under the store's write lock. It is derived: no fsync of its own (a file torn
 * by power loss is detected — unreadable, or disagreeing with the log — and rebuilt);
 * rollback journal, never WAL, and `secure_delete`, so deleted text lingers neither in a
 * `-wal` file nor in free pages. Rebuilds write a fresh database beside it and rename it
 * over, so no FTS segment, free page or journal of the old file keeps forgotten text
 * (DESIGN.md §6).
 *
 * @param fs - the file-system module (used for everything except SQLite's own page I/O)
 * @param dir - the index folder
 * @param Database - the better-sqlite3 constructor from {@link loadSqlite}
 */
export function createSqliteIndex(fs: Fsio, dir: string, Database: SqliteConstructor): SearchIndex {
  const path = join(dir, SQLITE_INDEX_FILE);
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
      db.pragma('synchronous = OFF');
      db.pragma('secure_delete = ON');
      db.pragma('temp_store = MEMORY');
      const c = new Connection(db);
      if (!c.readMeta()) throw new Error('not a Cairn index');
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

  const current = async (): Promise<Connection | undefined> => {
    if (!checked) await refresh();
    return conn;
  };

  return {
    kind: 'sqlite',
    shared: true,
    fileNames: [SQLITE_INDEX_FILE, `${SQLITE_INDEX_FILE}-journal`, `${SQLITE_INDEX_FILE}-wal`, `${SQLITE_INDEX_FILE}-shm`],
    refresh,
    async state(): Promise<IndexState | undefined> {
      const c = await current();
      if (!c) return undefined;
      try {
        const m = c.readMeta();
        return m ? { position: positionOf(m), documents: m.documents } : undefined;
      } catch {
        closeDb();
        return undefined;
      }
    },
    async read(tokens, overlayFor): Promise<IndexRead | undefined> {
      const c = await current();
      if (!c) return undefined;
      try {
        // One read transaction: position, hits and lengths from the same snapshot.
        return c.db.transaction((): IndexRead | undefined => {
          const m = c.readMeta();
          if (!m) return undefined;
          const position = positionOf(m);
          const hits: IndexDoc[] = [];
          const distinct = [...new Set(tokens)];
          if (distinct.length > 0) {
            for (const r of c.match.all(distinct.map(quote).join(' OR ')))
              hits.push({ id: r.id, length: r.length, termFrequency: countsOf(r.counts, distinct) });
          }
          const lengths = new Map<string, number>();
          for (const id of overlayFor(position)) {
            const row = c.lengthOf.get(id);
            if (row) lengths.set(id, row.length);
          }
          return { position, hits, documents: m.documents, totalLength: m.totalLength, lengths };
        })();
      } catch {
        closeDb();
        return undefined;
      }
    },
    async apply(upserts, removes, from, to) {
      const c = await current();
      if (!c) throw new Error('SQLite index is missing');
      return c.db
        .transaction((): number => {
          const m = c.readMeta();
          if (!m || !samePosition(positionOf(m), from)) throw new Error('SQLite index is not at the expected position');
          let { documents, totalLength } = m;
          const drop = (id: string): void => {
            const row = c.find.get(id);
            if (!row) return;
            c.delTerms.run(row.rowid);
            c.delDoc.run(row.rowid);
            documents--;
            totalLength -= row.length;
          };
          for (const id of removes) drop(id);
          for (const doc of upserts) {
            drop(doc.id);
            c.insert(doc);
            documents++;
            totalLength += doc.length;
          }
          c.writeMeta(to, documents, totalLength);
          return documents;
        })
        .immediate();
    },
    async rebuild(all, to) {
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
          const c = new Connection(fresh);
          fresh.transaction(() => {
            let documents = 0;
            let totalLength = 0;
            for (const doc of all) {
              c.insert(doc);
              documents++;
              totalLength += doc.length;
            }
            c.writeMeta(to, documents, totalLength);
          })();
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
