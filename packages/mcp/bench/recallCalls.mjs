#!/usr/bin/env node
// Per-call cost of recall over MCP (not a test): spawns the built server on a seeded store
// (packages/mcp/bench/seedStore.mjs; restored from `<dir>.pristine`, kept at the first run, since
// the project's key is its path and the recalls' reinforcements write to it), connects the SDK's client over stdio as a host does,
// and times `calls` recalls of the bench corpus's queries after `warm` untimed ones (the first
// builds the recall index). Prints JSON: p50/p99/mean in ms, the load average before and after.
//
//   [CAIRN_BENCH_SIZE=10000] [CAIRN_BENCH_CANDIDATES=1] node packages/mcp/bench/recallCalls.mjs <seeded dir> [calls=200] [bin=packages/mcp/dist/bin.js] [--cpu-prof <dir>]
import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildCorpus } from '../../bench/src/corpus.mjs';

const args = process.argv.slice(2);
const profAt = args.indexOf('--cpu-prof');
const profDir = profAt >= 0 ? resolve(args.splice(profAt, 2)[1]) : undefined;
const [seeded, callsArg, binArg] = args;
if (seeded === undefined) throw new Error('Usage: recallCalls.mjs <seeded dir> [calls=200] [bin] [--cpu-prof <dir>]');
const calls = Number(callsArg ?? 200);
const bin = resolve(binArg ?? new URL('../dist/bin.js', import.meta.url).pathname);
const warm = 10;
/** A bulk-imported store's records are unsigned `user` claims, read as candidates: ask for them. */
const candidates = process.env.CAIRN_BENCH_CANDIDATES === '1';

/** The server's CPU time so far (user + system, ms), from /proc (Linux). */
async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const root = resolve(seeded);
const pristine = `${root}.pristine`;
if (!existsSync(pristine)) await cp(root, pristine, { recursive: true });
await rm(root, { recursive: true, force: true });
await cp(pristine, root, { recursive: true });
const load = [loadavg()[0]];
{
  const env = { ...getDefaultEnvironment(), CAIRN_HOME: join(root, 'home') };
  const nodeArgs = profDir !== undefined ? ['--cpu-prof', '--cpu-prof-dir', profDir] : [];
  const transport = new StdioClientTransport({ command: process.execPath, args: [...nodeArgs, bin, '--project', join(root, 'project')], env, stderr: 'pipe' });
  let err = '';
  transport.stderr?.on('data', (chunk) => {
    err = (err + chunk.toString('utf8')).slice(-4096);
  });
  const client = new Client({ name: 'cairn-mcp-calls', version: '1.0.0' }, { capabilities: {} });
  await client.connect(transport);
  await client.listTools();
  const { queries } = buildCorpus(Number(/\d+/.exec(process.env.CAIRN_BENCH_SIZE ?? '10000')?.[0]));
  const ms = [];
  let hits = 0;
  let cpu0 = 0;
  for (let i = 0; i < warm + calls; i++) {
    if (i === warm) cpu0 = await cpuMs(transport.pid);
    const q = queries[i % queries.length];
    const t0 = performance.now();
    const args = { query: q.query, ...(candidates ? { includeCandidates: true } : {}) };
    // The first recall builds the recall index (minutes at 100k on a loaded machine).
    const result = await client.callTool({ name: 'recall', arguments: args }, undefined, { timeout: 600_000 });
    const t = performance.now() - t0;
    if (result.isError) throw new Error(`recall failed: ${JSON.stringify(result.content).slice(0, 300)}\n${err}`);
    if (i >= warm) {
      ms.push(t);
      hits += result.structuredContent.hits.length;
    }
  }
  const cpu = (await cpuMs(transport.pid)) - cpu0;
  await client.close();
  load.push(loadavg()[0]);
  ms.sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))];
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  const r = (x) => Math.round(x * 1000) / 1000;
  process.stdout.write(
    `${JSON.stringify({ bin, calls, p50: r(at(0.5)), p90: r(at(0.9)), p99: r(at(0.99)), mean: r(mean), over50: ms.filter((x) => x > 50).length, serverCpuPerCall: r(cpu / calls), hitsPerCall: r(hits / calls), load, at: new Date().toISOString() })}\n`,
  );
}
