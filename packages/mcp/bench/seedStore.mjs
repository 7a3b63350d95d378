#!/usr/bin/env node
// Seeds a store for packages/mcp/bench/recallCalls.mjs (not a test): the bench's corpus of
// `size` memories through core's write path, each signed by the home's bench person (as
// `pnpm bench` seeds Cairn: packages/bench/src/seed.mjs), so recall over it ranks active memories.
//
//   node packages/mcp/bench/seedStore.mjs <dir> [size=10000]
//
// Writes <dir>/home and <dir>/project; prints the seed's wall time.
import { join } from 'node:path';
import { buildCorpus } from '../../bench/src/corpus.mjs';
import { seedCairn } from '../../bench/src/seed.mjs';

const dir = process.argv[2];
if (dir === undefined) throw new Error('Usage: seedStore.mjs <dir> [size=10000]');
const size = Number(process.argv[3] ?? 10_000);
const { memories } = buildCorpus(size);
const t0 = performance.now();
const seeded = await seedCairn({ home: join(dir, 'home'), project: join(dir, 'project'), memories });
process.stdout.write(`${JSON.stringify({ size, seconds: (performance.now() - t0) / 1000, indexKind: seeded.indexKind })}\n`);
