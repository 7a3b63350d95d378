/**
 * The team store beside the file store (issue 24), an opt-in part of `pnpm bench` that runs only
 * when a PostgreSQL server is given (`--pg <admin URL>` or CAIRN_PG_ADMIN_URL; no password in
 * it: ~/.pgpass or PGPASSFILE). `bash scripts/pg-test.sh pnpm bench` starts a throwaway server
 * on loopback and runs the whole benchmark with it.
 *
 * In a database of its own (dropped afterwards, with its two roles): the records the main run
 * seeded into the file store are copied into a team project, then, at each size, core's recall
 * (p50/p99, no reinforcement) and memorize (p50/p99) run on both stores back to back, and
 * eight writer processes memorize at once on each store (throughput). Passwords are random,
 * kept in memory and handed to writer processes on stdin.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { memorize, recall } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { createTeamProject, migratePgStore, openPgStore, parseStoreUrl, passwordFromFile } from '@cairn/store-pg';
import pg from 'pg';
import { freshMemories } from './corpus.mjs';
import { summarize } from './stats.mjs';

const WRITER = join(dirname(fileURLToPath(import.meta.url)), 'teamWriter.mjs');
const sha256 = (t) => createHash('sha256').update(t).digest('hex');
/** Records per transaction when copying the seeded corpus into the team store. */
const COPY_BATCH = 1000;

/**
 * @param {{ adminUrl: string, sizes: Array<{ size: number, home: string, project: string, queries: readonly { query: string }[] }>, memorizeN: number, writers: number, each: number, log: (m: string) => void }} options
 * @returns {Promise<object>} figures per size and the writers' throughput
 */
export async function teamStoreBench({ adminUrl, sizes, memorizeN, writers, each, log }) {
  const admin = new URL(adminUrl);
  const adminUser = decodeURIComponent(admin.username);
  const db = `cairn_bench_${randomBytes(4).toString('hex')}`;
  const person = `bench${randomBytes(3).toString('hex')}`;
  const passwords = { [person]: randomBytes(18).toString('hex'), [`${person}_agent`]: randomBytes(18).toString('hex') };
  const urlOf = (role, database = db) => `postgres://${encodeURIComponent(role)}@${admin.hostname}:${admin.port || 5432}/${database}`;
  const adminClient = async (database) => {
    const c = new pg.Client({
      host: admin.hostname,
      port: Number(admin.port || 5432),
      user: adminUser,
      database,
      password: () => passwordFromFile(parseStoreUrl(urlOf(adminUser, database))),
    });
    await c.connect();
    return c;
  };
  const root = await adminClient(admin.pathname.slice(1) || 'postgres');
  const server = (await root.query('SHOW server_version')).rows[0].server_version;
  await root.query(`CREATE DATABASE ${db}`);
  const out = { server, sizes: [], writers: undefined };
  try {
    await migratePgStore(urlOf(adminUser));
    const c = await adminClient(db);
    try {
      await c.query('CALL cairn.enrol($1)', [person]);
      for (const [role, pw] of Object.entries(passwords)) await c.query(`ALTER ROLE ${c.escapeIdentifier(role)} PASSWORD ${c.escapeLiteral(pw)}`);
    } finally {
      await c.end();
    }
    const personConn = { url: urlOf(person), password: async () => passwords[person] };
    let lastProject;
    for (const { size, home, project, queries } of sizes) {
      const team = await createTeamProject(personConn, `bench-${size}`);
      lastProject = { team, home, project };
      const fileStore = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
      const pgStore = await openPgStore({ ...personConn, projectId: team.id, projectPath: project, poolSize: 2 });
      try {
        log(`team store ${size}: copying ${size} records into PostgreSQL`);
        const records = await fileStore.list();
        let t = performance.now();
        for (let i = 0; i < records.length; i += COPY_BATCH) {
          const batch = records.slice(i, i + COPY_BATCH);
          await pgStore.transact(async (tx) => {
            for (const r of batch) tx.put(r);
          });
        }
        const copyPerSecond = records.length / ((performance.now() - t) / 1000);
        const now = new Date();
        // Two passes over every query: the first reads rows this process never read (the team
        // store checks each with the read-side policy, the gate included), the second reads
        // them again (verdicts remembered by the row's digest).
        const timeRecall = async (store) => {
          const pass = async () => {
            const ms = [];
            for (const q of queries) {
              const t0 = performance.now();
              await recall(store, { query: q.query }, { now, reinforce: false });
              ms.push(performance.now() - t0);
            }
            return summarize(ms);
          };
          return { first: await pass(), again: await pass() };
        };
        const timeMemorize = async (store, prefix) => {
          const ctx = {
            store,
            channel: 'cli',
            now: () => new Date(),
            newId: () => `mem_${randomBytes(8).toString('hex')}`,
            digest: sha256,
            client: 'cairn-bench',
          };
          const ms = [];
          for (const m of freshMemories(prefix, memorizeN)) {
            const t0 = performance.now();
            await memorize({ text: m.text, kind: m.kind, origin: 'user' }, ctx);
            ms.push(performance.now() - t0);
          }
          return summarize(ms);
        };
        log(`team store ${size}: recall, ${queries.length} queries, twice, on each store`);
        const recallFile = await timeRecall(fileStore);
        const recallPg = await timeRecall(pgStore);
        log(`team store ${size}: memorize × ${memorizeN} on each store`);
        const memorizeFile = await timeMemorize(fileStore, `teamfs${size}`);
        const memorizePg = await timeMemorize(pgStore, `teampg${size}`);
        t = performance.now();
        const count = await pgStore.count();
        out.sizes.push({
          size,
          records: count,
          copyPerSecond,
          recall: { file: recallFile, pg: recallPg },
          memorize: { file: memorizeFile, pg: memorizePg },
          countMs: performance.now() - t,
        });
      } finally {
        await fileStore.close();
        await pgStore.close();
      }
    }
    if (lastProject) {
      log(`team store: ${writers} writer processes × ${each} memories, on each store`);
      const run = async (kind) => {
        const children = Array.from({ length: writers }, (_, i) =>
          spawnWriter(
            kind === 'pg'
              ? { kind, url: urlOf(`${person}_agent`), projectId: lastProject.team.id, project: lastProject.project, count: each, prefix: `pgw${i}` }
              : { kind, home: lastProject.home, project: lastProject.project, count: each, prefix: `fsw${i}` },
            kind === 'pg' ? passwords[`${person}_agent`] : '',
          ),
        );
        await Promise.all(children.map((c) => c.ready));
        const t = performance.now();
        for (const c of children) c.go();
        await Promise.all(children.map((c) => c.done));
        const seconds = (performance.now() - t) / 1000;
        return { seconds, perSecond: (writers * each) / seconds };
      };
      out.writers = { writers, each, file: await run('fs'), pg: await run('pg') };
    }
    return out;
  } finally {
    await root.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
    await root.query(`DROP ROLE IF EXISTS ${root.escapeIdentifier(person)}, ${root.escapeIdentifier(`${person}_agent`)}`).catch(() => undefined);
    await root.end();
  }
}

/** A writer process that opens its store, says `ready`, and starts writing when told (its password arrives on stdin). */
function spawnWriter(config, password) {
  const child = spawn(process.execPath, [WRITER, JSON.stringify(config)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let readyResolve;
  const ready = new Promise((r) => {
    readyResolve = r;
  });
  const done = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (out.includes('ready\n')) readyResolve();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 && out.includes('done ') ? resolve() : reject(new Error(`team-store writer exited with ${code}`))));
  });
  // The password goes in first; `go` when every process is ready, so all start together.
  child.stdin.write(`${password}\n`);
  return {
    ready,
    done,
    go: () => {
      child.stdin.end('go\n');
    },
  };
}
