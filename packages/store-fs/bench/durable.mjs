#!/usr/bin/env node
/**
 * Durable-write benchmark (a script, not a test):
 *
 *     node bench/durable.mjs [--n 400] [--chunk 20] [--bulk 20000] [--index sqlite|js|auto]
 *
 * Prints, measured in the same run on the same disk:
 *   1. the raw transaction rate: proper-lockfile lock + append + fdatasync (log) + append +
 *      fdatasync (audit) + unlock — the floor any durable, locked, audited commit pays;
 *   2. durable store transactions/s (one record + its audit line per transaction) and its
 *      ratio to (1) (target ≥ 80 %);
 *   3. durable memorize/s (core's whole write path on top: validation, redaction, the
 *      instruction gate) and its ratio to (1);
 *   4. bulk import records/s with group commit (`transactMany`: one lock, one append and one
 *      fdatasync per batch of 500) (target ≥ 5 000/s).
 *
 * (1)–(3) run interleaved in small chunks so a noisy disk hits all three alike. The script
 * bundles store-fs and core from source with Vite first (no build step), as the
 * multi-process tests do. Set TMPDIR to measure another disk.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lockfile from 'proper-lockfile';
import { build, defaultServerConditions } from 'vite';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '400' },
    chunk: { type: 'string', default: '20' },
    bulk: { type: 'string', default: '20000' },
    index: { type: 'string', default: 'auto' },
  },
});
const N = Number(values.n);
const CHUNK = Number(values.chunk);
const BULK = Number(values.bulk);

const out = join(pkg, '.cache', 'bench');
const conditions = ['cairn-source', ...defaultServerConditions];
await build({
  configFile: false,
  root: pkg,
  logLevel: 'warn',
  resolve: { conditions },
  ssr: { noExternal: true, external: ['better-sqlite3', 'proper-lockfile'], resolve: { conditions, externalConditions: ['node'] } },
  build: {
    ssr: join(pkg, 'bench', 'entry.ts'),
    outDir: out,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'entry.mjs' } },
  },
});
const { core, fs: storeFs } = await import(pathToFileURL(join(out, 'entry.mjs')).href);

const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-bench-')));

function makeRecord(store, i, now) {
  return {
    schemaVersion: core.SCHEMA_VERSION,
    id: `imp_${i}`,
    projectKey: store.project.key,
    projectPath: store.project.path,
    kind: 'fact',
    text: `Imported memory ${i}: ${randomBytes(8).toString('hex')} uses the staging database.`,
    origin: 'user',
    salience: 1,
    confidence: 1,
    decayRate: 0.995,
    strength: 1,
    reinforcedAt: now,
    pinned: false,
    stable: false,
    status: 'active',
    flags: [],
    gateReasons: [],
    evidence: [{ source: null, sourceHash: `h${i}`, channel: 'cli', at: now }],
    tags: ['import'],
    createdAt: now,
    updatedAt: now,
    recallCount: 0,
  };
}

async function newStore(name) {
  const home = join(root, `home-${name}`);
  const project = join(root, `project-${name}`);
  await mkdir(project, { recursive: true });
  await storeFs.initProject({ home, projectPath: project });
  return storeFs.openFileStore({ home, projectPath: project, index: values.index });
}

// The three contestants, each doing `count` sequential durable transactions.
const rawDir = join(root, 'raw');
await mkdir(rawDir, { recursive: true });
const frame = Buffer.from(`${JSON.stringify({ seq: 1, crc: '00000000', ev: { t: 'tx', ops: [{ op: 'put', record: { text: 'x'.repeat(600) } }] } })}\n`);
const auditLine = Buffer.from(`${JSON.stringify({ seq: 1, hash: 'h'.repeat(64), prev: 'p'.repeat(64), event: 'memorize' })}\n`);
async function raw(count) {
  for (let i = 0; i < count; i++) {
    const release = await lockfile.lock(rawDir, { lockfilePath: join(rawDir, 'write.lock'), realpath: false, stale: 30_000, retries: 0 });
    for (const [name, bytes] of [
      ['events.jsonl', frame],
      ['audit.jsonl', auditLine],
    ]) {
      const h = await open(join(rawDir, name), 'a', 0o600);
      await h.write(bytes);
      await h.datasync();
      await h.close();
    }
    await release();
  }
}

const txStore = await newStore('tx');
let txN = 0;
const now = new Date().toISOString();
async function transactions(count) {
  for (let i = 0; i < count; i++, txN++) {
    const id = txN;
    await txStore.transact(async (tx) => {
      tx.put(makeRecord(txStore, id, now));
      tx.audit({ time: now, event: 'memorize', id: `imp_${id}`, origin: 'user', channel: 'cli', interactive: false });
    });
  }
}

const memStore = await newStore('memorize');
let k = 0;
const ctx = { store: memStore, channel: 'cli', now: () => new Date(), newId: () => `mem_${randomBytes(8).toString('hex')}`, digest: (s) => `${s.length}:${k}` };
async function memorizes(count) {
  for (let i = 0; i < count; i++) {
    k++;
    await core.memorize({ text: `Benchmark memory ${k} ${randomBytes(6).toString('hex')}: the build uses pnpm workspaces and turbo.`, origin: 'user' }, ctx);
  }
}

try {
  const spent = { raw: 0, tx: 0, mem: 0 };
  for (let done = 0; done < N; done += CHUNK) {
    for (const [name, fn] of [
      ['raw', raw],
      ['tx', transactions],
      ['mem', memorizes],
    ]) {
      const t = performance.now();
      await fn(CHUNK);
      spent[name] += performance.now() - t;
    }
  }
  const rate = (ms) => (N * 1000) / ms;
  const rawRate = rate(spent.raw);
  const kind = txStore.indexKind;
  await txStore.close();
  await memStore.close();

  const bulkStore = await newStore('bulk');
  const t = performance.now();
  for (let i = 0; i < BULK; i += 500) {
    const fns = [];
    for (let j = i; j < Math.min(BULK, i + 500); j++) {
      fns.push(async (tx) => {
        tx.put(makeRecord(bulkStore, j, now));
        tx.audit({ time: now, event: 'memorize', id: `imp_${j}`, origin: 'user', channel: 'cli', interactive: false });
      });
    }
    await bulkStore.transactMany(fns);
  }
  const bulk = (BULK * 1000) / (performance.now() - t);
  await bulkStore.close();

  const pct = (x) => `${((100 * x) / rawRate).toFixed(0)}%`;
  console.log(`disk: ${root}, ${N} sequential transactions each, interleaved in chunks of ${CHUNK}`);
  console.log(`raw lock + 2×fdatasync transactions:   ${rawRate.toFixed(0)}/s`);
  console.log(`durable store transactions (${kind}):   ${rate(spent.tx).toFixed(0)}/s = ${pct(rate(spent.tx))} of raw (target ≥ 80%)`);
  console.log(`durable memorize (core write path):    ${rate(spent.mem).toFixed(0)}/s = ${pct(rate(spent.mem))} of raw`);
  console.log(`bulk import, group commit of 500:      ${bulk.toFixed(0)} records/s (target ≥ 5 000/s)`);
} finally {
  await rm(root, { recursive: true, force: true });
}
