import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInMemoryStore, tokenize } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { projectKey } from '../src/resolveProject.js';
import { loadSqlite } from '../src/view/sqliteView.js';
import { put, record, type Sandbox, sandbox } from './helpers.js';

const sqlite = loadSqlite();
const sqliteProblem = sqlite instanceof Error ? sqlite.message.split('\n')[0] : undefined;

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const TEXTS = [
  '数据库迁移在部署前运行。',
  'k8s pods restart at 03:00 UTC; see runbook 42',
  'Le café du coin ferme à 18h — naïve résumé',
  'İstanbul office uses the ĳ ligature and ß in names',
  'parseConfig and parse_config and parse-config are one thing',
  'HTTPServerError is thrown when the upstream returns 5xx',
  'emoji 🚀 launch and ZWJ 👩‍💻 coder',
];
const QUERIES = [
  '数据库',
  '迁移 部署',
  'k8s 42',
  '03 00',
  'café naïve',
  'istanbul ß',
  'parse config',
  'http server error 5xx',
  'launch coder',
  'missing words',
];

describe('search index', () => {
  it.skipIf(sqliteProblem !== undefined)(
    `auto chooses SQLite FTS5 when better-sqlite3 loads${sqliteProblem ? ` (skipped: better-sqlite3 does not load here: ${sqliteProblem})` : ''}`,
    async () => {
      sb = await sandbox({ index: 'auto' });
      const store = await sb.open();
      expect(store.indexKind).toBe('sqlite');
      await put(store, record('a', 'x'));
      expect(await readdir(join(sb.home, 'projects', projectKey(sb.project), 'index'))).toEqual(['view.sqlite']);
      await store.close();
    },
  );

  for (const index of ['sqlite', 'js'] as const) {
    it(`${index}: CJK bigrams, digits, accents and identifiers round-trip with in-memory statistics`, async () => {
      sb = await sandbox({ index });
      const store = await sb.open();
      const reference = createInMemoryStore(store.project);
      const records = TEXTS.map((t, i) => record(`t${i}`, t, { tags: i % 2 ? ['ops'] : [], title: i === 3 ? 'Straße' : undefined }));
      for (const r of records) await put(store, r);
      await reference.transact(async (tx) => {
        for (const r of records) tx.put(r);
      });
      for (const q of QUERIES) {
        const tokens = tokenize(q);
        const a = await store.search(tokens);
        const b = await reference.search(tokens);
        const only = (tf: Readonly<Record<string, number>>) => Object.fromEntries(Object.entries(tf).filter(([t]) => tokens.includes(t)));
        const strip = (x: typeof a) => ({
          ...x,
          candidates: x.candidates.map((c) => ({ id: c.record.id, tf: only(c.termFrequency), length: c.length })).sort((p, q) => (p.id < q.id ? -1 : 1)),
        });
        expect(strip(a), q).toEqual(strip(b));
      }
      expect((await store.search(tokenize('数据库'))).candidates.map((c) => c.record.id)).toEqual(['t0']);
      // Reopened: the persisted index answers the same.
      await store.close();
      const again = await sb.open();
      expect((await again.search(tokenize('naïve'))).candidates.map((c) => c.record.id)).toEqual(['t2']);
      // The only acceptable warning is the fallback when better-sqlite3 cannot load here.
      expect(sb.warnings.filter((w) => !w.startsWith('the SQLite index is unavailable'))).toEqual([]);
      await again.close();
    });
  }

  it('a reader in another process state sees writes from a second store instance at once', async () => {
    sb = await sandbox();
    const a = await sb.open();
    const b = await sb.open();
    await put(a, record('x1', 'alpha bravo'));
    expect((await b.search(tokenize('bravo'))).candidates.map((c) => c.record.id)).toEqual(['x1']);
    await put(b, record('x2', 'bravo charlie'));
    expect((await a.search(tokenize('bravo'))).candidates.map((c) => c.record.id).sort()).toEqual(['x1', 'x2']);
    await b.transact(async (tx) => tx.remove('x1'));
    expect((await a.search(tokenize('bravo'))).candidates.map((c) => c.record.id)).toEqual(['x2']);
    expect(await a.get('x1')).toBeUndefined();
    await a.close();
    await b.close();
  });
});
