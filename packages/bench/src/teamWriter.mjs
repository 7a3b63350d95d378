#!/usr/bin/env node
/**
 * One writer process of the team-store benchmark: `count` memorize calls through core's write
 * path on the file store or the team store (PostgreSQL). Configuration is one JSON argument; a
 * team-store role's password arrives on stdin (never in arguments or the environment). Prints
 * `done <ms>` when its writes are acknowledged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { memorize } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { openPgStore } from '@cairn/store-pg';

const config = JSON.parse(process.argv[2] ?? '{}');
// stdin: line 1 the role's password (empty for the file store), line 2 `go`.
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const nextLine = async () => (await lines.next()).value ?? '';
const password = await nextLine();
const store =
  config.kind === 'pg'
    ? await openPgStore({ url: config.url, projectId: config.projectId, projectPath: config.project, poolSize: 1, password: async () => password })
    : await openFileStore({ home: config.home, projectPath: config.project, onWarning: () => undefined });
const ctx = {
  store,
  channel: 'mcp',
  now: () => new Date(),
  newId: () => `mem_${randomBytes(8).toString('hex')}`,
  digest: (t) => createHash('sha256').update(t).digest('hex'),
  client: 'cairn-bench-writer',
};
process.stdout.write('ready\n');
await nextLine();
const t = performance.now();
for (let i = 0; i < config.count; i++) {
  await memorize({ text: `${config.prefix} writer note ${i}: the ${config.prefix} queue drains in ${i + 3} seconds.`, origin: 'agent' }, ctx);
}
const ms = performance.now() - t;
await store.close();
process.stdout.write(`done ${ms}\n`);
process.exit(0);
