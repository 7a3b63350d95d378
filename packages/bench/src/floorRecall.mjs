#!/usr/bin/env node
/**
 * The floor of a cold recall (issue #20): the least a process can do to answer one recall —
 * load core and store-fs, open a project's store, rank one word, print the ids — without the
 * CLI's argument parsing, other commands or output formatting. `pnpm bench` times it beside
 * `node -e 0` and the real CLI.
 *
 *     node floorRecall.mjs <home> <project> <word>
 */
import { recall } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';

const [home, project, word] = process.argv.slice(2);
if (!home || !project || !word) {
  process.stderr.write('usage: node floorRecall.mjs <home> <project> <word>\n');
  process.exit(2);
}
const store = await openFileStore({ home, projectPath: project, readOnly: true, onWarning: () => undefined });
try {
  const found = await recall(store, { query: word }, { now: new Date(), reinforce: false });
  process.stdout.write(`${JSON.stringify(found.hits.map((h) => h.id))}\n`);
} finally {
  await store.close();
}
