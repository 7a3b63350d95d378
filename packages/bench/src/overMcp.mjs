/**
 * The figures taken over MCP, Cairn beside the peer, pair by pair in the same run: recall vs
 * search_nodes (latency, response size, hit@5), memorize vs create_entities/add_observations,
 * and several server processes writing to one store at once.
 */
import { readFile } from 'node:fs/promises';
import { openFileStore } from '@cairn/store-fs';
import { connect, foundIds } from './servers.mjs';
import { hitAt, median, pairRatio, summarize } from './stats.mjs';

/** Query shapes in report order. */
export const SHAPES = ['1-word', 'multi-word', 'common'];

/**
 * Recall over MCP beside the peer's search_nodes. Each query is asked of both servers back to
 * back (which goes first alternates), `rounds` times; hit@5 comes from the first round, before
 * any recall has reinforced anything. Cairn is called as an agent would: `{query}` only (its
 * default limit, active memories); the peer returns every match, in file order.
 *
 * @param {import('./servers.mjs').Connection} cairn
 * @param {import('./servers.mjs').Connection} peer
 * @param {readonly import('./corpus.mjs').Query[]} queries
 * @param {number} rounds - at least 1
 * @returns {Promise<Record<string, { cairn: Side, peer: Side, ratio: number, n: number, cairnMissed: string[] }>>} per shape
 *   and `all`: latency (ms), median and mean response size (bytes), hit@5 (NaN for `common`), median pair ratio
 *   peer/Cairn, the queries Cairn missed at 5, where
 *   Side = `{ p50, p99, bytes, meanBytes, hit5 }`
 * @throws Error when either server answers a query with an error
 */
export async function compareRecall(cairn, peer, queries, rounds) {
  for (const warm of ['warmup', 'warm up query']) {
    await cairn.call('recall', { query: warm });
    await peer.call('search_nodes', { query: warm });
  }
  /** @type {Array<{ shape: string, cairn: any, peer: any }>} */
  const samples = [];
  /** @type {Record<string, Array<{ query: string, relevant: string[], cairn: string[], peer: string[] }>>} */
  const answers = { '1-word': [], 'multi-word': [], common: [] };
  let turn = 0;
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const askCairn = () => cairn.call('recall', { query: q.query });
      const askPeer = () => peer.call('search_nodes', { query: q.query });
      const cairnFirst = turn++ % 2 === 0;
      const first = await (cairnFirst ? askCairn() : askPeer());
      const second = await (cairnFirst ? askPeer() : askCairn());
      const [c, p] = cairnFirst ? [first, second] : [second, first];
      samples.push({ shape: q.shape, cairn: c, peer: p });
      if (round === 0) answers[q.shape].push({ query: q.query, relevant: q.relevant, cairn: foundIds('cairn', c.result), peer: foundIds('peer', p.result) });
    }
  }
  const figures = {};
  for (const shape of [...SHAPES, 'all']) {
    const mine = samples.filter((s) => shape === 'all' || s.shape === shape);
    const keyed = shape === 'all' ? [...answers['1-word'], ...answers['multi-word']] : answers[shape];
    const side = (who) => ({
      ...summarize(mine.map((s) => s[who].ms)),
      bytes: median(mine.map((s) => s[who].bytes)),
      meanBytes: mine.reduce((sum, s) => sum + s[who].bytes, 0) / mine.length,
      hit5:
        shape === 'common'
          ? Number.NaN
          : hitAt(
              keyed.map((a) => ({ relevant: a.relevant, found: a[who] })),
              5,
            ),
    });
    figures[shape] = {
      n: mine.length,
      cairnMissed: shape === 'common' ? [] : keyed.filter((a) => !a.cairn.slice(0, 5).some((id) => a.relevant.includes(id))).map((a) => a.query),
      cairn: side('cairn'),
      peer: side('peer'),
      ratio: pairRatio(
        mine.map((s) => s.cairn.ms),
        mine.map((s) => s.peer.ms),
      ),
    };
  }
  return figures;
}

/**
 * Memorize over MCP beside the peer's writes: per round, one Cairn `memorize` (origin agent,
 * as an agent states its own conclusion), one peer `create_entities` (a new entity with the
 * memory as its one observation) and one peer `add_observations` (the memory added to an
 * existing entity), back to back, the order rotating.
 *
 * @param {import('./servers.mjs').Connection} cairn
 * @param {import('./servers.mjs').Connection} peer
 * @param {readonly import('./corpus.mjs').Memory[]} fresh - at least `rounds` new memories
 * @param {readonly string[]} existing - entity names already in the peer's file
 * @param {number} rounds
 * @returns {Promise<{ cairn: { p50: number, p99: number }, create: { p50: number, p99: number }, add: { p50: number, p99: number }, createRatio: number, addRatio: number, n: number }>}
 * @throws Error when a write answers with an error
 */
export async function compareMemorize(cairn, peer, fresh, existing, rounds) {
  const t = { cairn: [], create: [], add: [] };
  for (let i = 0; i < rounds; i++) {
    const m = fresh[i];
    const ops = {
      cairn: () => cairn.call('memorize', { text: m.text, kind: m.kind, origin: 'agent' }),
      create: () => peer.call('create_entities', { entities: [{ name: m.id, entityType: m.kind, observations: [m.text] }] }),
      add: () => peer.call('add_observations', { observations: [{ entityName: existing[i % existing.length], contents: [m.text] }] }),
    };
    const order = ['cairn', 'create', 'add'];
    for (let k = 0; k < i % 3; k++) order.push(/** @type {string} */ (order.shift()));
    for (const name of order) {
      const r = await ops[name]();
      if (r.result.isError) throw new Error(`${name} failed: ${JSON.stringify(r.result.content).slice(0, 300)}`);
      t[name].push(r.ms);
    }
  }
  return {
    n: rounds,
    cairn: summarize(t.cairn),
    create: summarize(t.create),
    add: summarize(t.add),
    createRatio: pairRatio(t.cairn, t.create),
    addRatio: pairRatio(t.cairn, t.add),
  };
}

/** Records in a Cairn project, any status, through a fresh store read. */
async function cairnIds(home, project) {
  const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  try {
    return new Set((await store.list()).map((r) => r.id));
  } finally {
    await store.close();
  }
}

/** Observations in the peer's file, as `entity\u0000text` keys. */
async function peerObservations(file) {
  const keys = new Set();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (line.trim() === '') continue;
    const item = JSON.parse(line);
    if (item.type === 'entity') for (const o of item.observations) keys.add(`${item.name}\u0000${o}`);
  }
  return keys;
}

/**
 * Several server processes on one store, all writing at once: `writers` servers per
 * contestant, each memorizing `each` new memories one after another, every server at the same
 * time. Then the store is read afresh and every acknowledged write looked for.
 *
 * @param {{ home: string, project: string, memoryFile: string, writers: number, each: number }} options
 * @returns {Promise<{ cairn: { expected: number, acknowledged: number, present: number, lost: number }, peer: { expected: number, acknowledged: number, present: number, lost: number } }>}
 *   expected = writes sent, acknowledged = answered without error, present = acknowledged writes found afterwards
 */
export async function concurrentWriters({ home, project, memoryFile, writers, each }) {
  const { freshMemories } = await import('./corpus.mjs');
  const outcome = {};
  for (const who of /** @type {const} */ (['cairn', 'peer'])) {
    const before = who === 'cairn' ? await cairnIds(home, project) : await peerObservations(memoryFile);
    const servers = await Promise.all(Array.from({ length: writers }, () => connect(who, who === 'cairn' ? { home, project } : { memoryFile })));
    const acknowledged = [];
    try {
      await Promise.all(
        servers.map(async (server, w) => {
          for (const m of freshMemories(`${who}-w${w}`, each)) {
            try {
              const r =
                who === 'cairn'
                  ? await server.call('memorize', { text: m.text, kind: m.kind, origin: 'agent' })
                  : await server.call('create_entities', { entities: [{ name: m.id, entityType: m.kind, observations: [m.text] }] });
              if (r.result.isError) continue;
              acknowledged.push(who === 'cairn' ? r.result.structuredContent.id : `${m.id}\u0000${m.text}`);
            } catch {
              // A failed call is not acknowledged; it is counted as expected but not as lost.
            }
          }
        }),
      );
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
    const after = who === 'cairn' ? await cairnIds(home, project) : await peerObservations(memoryFile);
    const present = acknowledged.filter((key) => after.has(key) && !before.has(key)).length;
    outcome[who] = { expected: writers * each, acknowledged: acknowledged.length, present, lost: acknowledged.length - present };
  }
  return /** @type {any} */ (outcome);
}
