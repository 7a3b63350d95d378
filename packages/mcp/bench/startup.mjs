#!/usr/bin/env node
// Start-up benchmark (not a test): time from spawning the built server to the first
// tools/list answer, for a project before and after `cairn init`. Median of N runs.
//
//   pnpm --filter @cairn/mcp build && node packages/mcp/bench/startup.mjs [runs=15] [records=0]
//
// `records` seeds the initialised project with that many memories first (through the project
// session, as the person at the CLI, each act signed with their key), since the first tools/list opens the store.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKeyring, openProject, setupPerson, signRequest, unlockWithPassphrase } from '@cairn/session';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin.js');
const runs = Number(process.argv[2] ?? 15);
const seedCount = Number(process.argv[3] ?? 0);

const requests = [
  { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' },
];

function once(home, project) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, '--home', home, '--project', project], { stdio: ['pipe', 'pipe', 'ignore'] });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (const line of buffer.split('\n').slice(0, -1)) {
        if (JSON.parse(line).id === 2) {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          child.stdin.end();
          child.once('close', () => resolve(ms));
          buffer = '';
          return;
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(`${requests.map((r) => JSON.stringify(r)).join('\n')}\n`);
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const root = await mkdtemp(join(tmpdir(), 'cairn-mcp-bench-'));
try {
  const home = join(root, 'home');
  const project = join(root, 'project');
  await chmod(root, 0o700);
  await mkdir(project);

  const before = [];
  for (let i = 0; i < runs; i++) before.push(await once(home, project));

  // The person acts through the one signing door: their key, opened by their passphrase, signs each act.
  const passphrase = 'the bench person types this passphrase';
  await mkdir(home, { recursive: true, mode: 0o700 });
  await setupPerson(home, passphrase);
  const key = await unlockWithPassphrase(home, passphrase);
  const personProof = { present: () => true, sign: async (request) => signRequest(key, request, { now: new Date(), interactive: true }) };
  const keyring = (await loadKeyring(home)).keyring;
  const session = await openProject({ home, project, cwd: project, env: {}, channel: 'cli', client: 'bench', personProof, keyring, checkReads: true });
  await session.init();
  if (seedCount > 0) {
    await session.memorizeBatch(
      Array.from({ length: seedCount }, (_, i) => ({ text: `Benchmark fact ${i}: component c${i} depends on c${i + 1}`, origin: 'user' })),
    );
  }
  await session.close();
  const after = [];
  for (let i = 0; i < runs; i++) after.push(await once(home, project));

  const fmt = (xs) => `median ${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
  console.log(`cairn-mcp start-up to first tools/list answer, ${runs} runs, Node ${process.version}`);
  console.log(`  not initialised:            ${fmt(before)}`);
  console.log(`  initialised, ${String(seedCount).padStart(5)} records: ${fmt(after)}`);
} finally {
  await rm(root, { recursive: true, force: true });
}
