#!/usr/bin/env node
// Seeds a store for packages/mcp/bench/recallCalls.mjs (not a test): the bench's corpus of
// `size` memories through core's write path, each signed by the home's bench person (as
// `pnpm bench` seeds Cairn: packages/bench/src/seed.mjs), so recall over it ranks active memories.
//
//   node packages/mcp/bench/seedStore.mjs <dir> [size=10000] [--bulk]
//
// --bulk: the bench's bulk import instead (packages/bench/src/local.mjs: records put directly,
// unsigned, so readers take them as an agent's candidates: time recalls with
// CAIRN_BENCH_CANDIDATES=1). Writes <dir>/home and <dir>/project; prints the seed's wall time.
import { join } from 'node:path';
import { buildCorpus } from '../../bench/src/corpus.mjs';
import { bulkImport } from '../../bench/src/local.mjs';
import { seedCairn } from '../../bench/src/seed.mjs';

const bulk = process.argv.includes('--bulk');
const [dir, sizeArg] = process.argv.slice(2).filter((a) => a !== '--bulk');
if (dir === undefined) throw new Error('Usage: seedStore.mjs <dir> [size=10000] [--bulk]');
const size = Number(sizeArg ?? 10_000);
const { memories } = buildCorpus(size);
const t0 = performance.now();
const where = { home: join(dir, 'home'), project: join(dir, 'project'), memories };
const seeded = bulk ? await bulkImport(where) : await seedCairn(where);
process.stdout.write(`${JSON.stringify({ size, bulk, seconds: (performance.now() - t0) / 1000, indexKind: seeded.indexKind })}\n`);
