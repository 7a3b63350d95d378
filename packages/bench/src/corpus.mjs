/**
 * Deterministic synthetic project memories (issue #10): conventions, decisions, bug notes,
 * commands, file paths and identifiers, 50–500 characters each, from a seeded generator, with
 * the planted topics of `topics.mjs` spread evenly through them. The same seed gives the same
 * corpus on every machine; the filler of a smaller corpus is a prefix of a larger one's.
 */
import { COMMON_WORDS, TOPICS } from './topics.mjs';
import { seededRandom } from '@cairn/core/testing/random';

/** The generator's seed: change it and every figure's data changes. */
export const SEED = 20260110;

const MODULES = [
  'auth',
  'billing',
  'search',
  'checkout',
  'notifications',
  'reports',
  'admin',
  'api',
  'worker',
  'scheduler',
  'gateway',
  'profile',
  'catalog',
  'inventory',
  'payments',
  'analytics',
];
const LIBS = [
  'postgres',
  'redis',
  'kafka',
  'sqlite',
  'vitest',
  'pnpm',
  'turbo',
  'docker',
  'nginx',
  'prisma',
  'zod',
  'express',
  'react',
  'vite',
  'esbuild',
  'playwright',
  'sentry',
  'grafana',
  'terraform',
  'helm',
];
const CONCERNS = [
  'caching',
  'retries',
  'migrations',
  'logging',
  'rate limiting',
  'sessions',
  'feature flags',
  'background jobs',
  'webhooks',
  'pagination',
  'validation',
  'deploys',
  'tracing',
  'secrets',
  'uploads',
  'emails',
];
const FILES = ['index', 'service', 'handler', 'client', 'config', 'schema', 'queue', 'routes', 'store', 'utils'];
const VERBS = ['parse', 'load', 'fetch', 'build', 'sync', 'resolve', 'render', 'validate', 'flush', 'retry'];
const NOUNS = ['Config', 'Session', 'Invoice', 'Token', 'Cache', 'Order', 'User', 'Report', 'Webhook', 'Queue'];
const ERRORS = ['Timeout', 'Validation', 'NotFound', 'Conflict', 'Parse'];
const CONDITIONS = [
  'the connection pool is exhausted',
  'a request is retried twice',
  'the cache is cold',
  'two workers race on the same row',
  'the payload is larger than 1 MB',
  'the clock skews',
  'the token expires during a request',
  'the queue backs up',
];
const FIXES = [
  'adding an index',
  'a shorter timeout',
  'an idempotency key',
  'a mutex around the write',
  'batching the writes',
  'moving it to a background job',
  'a retry with jitter',
  'validating the input with zod',
];
const REASONS = [
  'it is simpler to operate',
  'the team already knows it',
  'it was faster in our measurements',
  'it has better typings',
  'it keeps the bundle small',
  'it avoids a native dependency',
  'the old one was unmaintained',
];
const PURPOSES = [
  'run the unit tests',
  'reset the local database',
  'regenerate the API client',
  'start the dev server',
  'seed the fixtures',
  'check the types',
  'build the docker image',
  'tail the worker logs',
];
const KINDS = ['fact', 'convention', 'decision'];

/**
 * @param {() => number} rand
 * @returns {(xs: readonly string[]) => string}
 */
const picker = (rand) => (xs) => xs[Math.floor(rand() * xs.length)];

/**
 * One filler memory: a main sentence of one of six shapes, padded with side remarks to a
 * length drawn uniformly from 50–500 characters.
 *
 * @param {() => number} rand
 * @returns {{ kind: 'fact'|'convention'|'decision', text: string }}
 */
function fillerMemory(rand) {
  const pick = picker(rand);
  const mod = () => pick(MODULES);
  const lib = () => pick(LIBS);
  const path = () => `src/${mod()}/${pick(FILES)}.ts`;
  const ident = () => `${pick(VERBS)}${pick(NOUNS)}`;
  const shape = Math.floor(rand() * 6);
  let kind = KINDS[shape % 3];
  let text;
  switch (shape) {
    case 0:
      kind = 'convention';
      text = `Convention: ${mod()} code uses ${lib()} for ${pick(CONCERNS)}; keep ${ident()} in ${path()}.`;
      break;
    case 1:
      kind = 'decision';
      text = `Decision: we chose ${lib()} over ${lib()} for ${pick(CONCERNS)} in ${mod()} because ${pick(REASONS)}.`;
      break;
    case 2:
      kind = 'fact';
      text = `Bug note: ${pick(NOUNS)}${pick(ERRORS)}Error in ${path()} when ${pick(CONDITIONS)}; fixed by ${pick(FIXES)}.`;
      break;
    case 3:
      kind = 'fact';
      text = `Command: run \`${pick(['pnpm test --filter ', 'pnpm dev --filter ', 'make logs SERVICE=', 'docker compose up '])}${mod()}\` to ${pick(PURPOSES)}.`;
      break;
    case 4:
      kind = 'fact';
      text = `${path()} holds the ${mod()} ${pick(FILES)}; ${ident()} there handles ${pick(CONCERNS)}.`;
      break;
    default:
      kind = 'convention';
      text = `${ident()} must stay idempotent: the ${mod()} ${pick(['worker', 'handler', 'client'])} calls it again on ${pick(CONCERNS)}.`;
  }
  const target = 50 + Math.floor(rand() * 451);
  const remarks = [
    () => `This came up in the ${mod()} review.`,
    () => `Ask the ${mod()} owners before changing it.`,
    () => `See the notes in ${path()}.`,
    () => `It matters most for ${pick(CONCERNS)}.`,
    () => `The ${lib()} version is pinned in the lockfile.`,
    () => `Revisit it when ${pick(CONCERNS)} change.`,
    () => `Tests for it sit next to ${path()}.`,
    () => `${ident()} depends on it.`,
  ];
  while (text.length < target) text += ` ${pick(remarks)()}`;
  if (text.length > 500) text = `${text.slice(0, text.lastIndexOf(' ', 499))}.`;
  return { kind, text };
}

/**
 * @typedef {object} Memory
 * @property {string} id - `mem_` + 16 hex digits; Cairn's record id and the peer's entity name
 * @property {'fact'|'convention'|'decision'} kind
 * @property {string} text
 */

/**
 * @typedef {object} Query
 * @property {string} query
 * @property {'1-word'|'multi-word'|'common'} shape - `common` queries have no answer key
 * @property {string[]} relevant - ids that answer it (empty for `common`)
 * @property {boolean} phrase - the query is a contiguous phrase of an answer (case-insensitive)
 */

/**
 * The corpus of one size: `size` memories (filler plus every planted topic, spread evenly)
 * and the queries with their answer keys.
 *
 * @param {number} size - memories in the corpus (at least the planted count)
 * @returns {{ memories: Memory[], queries: Query[] }}
 * @throws Error when a distinctive term also occurs in filler (the answer key would be wrong)
 */
export function buildCorpus(size) {
  const planted = [];
  TOPICS.forEach((topic, t) => {
    planted.push({ topic: t, kind: topic.kind, text: topic.text });
    if (topic.also) planted.push({ topic: t, kind: topic.kind, text: topic.also });
  });
  if (size < planted.length) throw new Error(`A corpus needs at least ${planted.length} memories.`);
  const at = new Map(planted.map((p, i) => [Math.floor(((i + 0.5) * size) / planted.length), p]));
  const rand = seededRandom(SEED);
  const memories = [];
  const relevant = TOPICS.map(() => []);
  // Every memory is distinct (kind and case-folded text), so none is a sighting of another.
  const seen = new Set();
  for (let i = 0; i < size; i++) {
    const id = `mem_${i.toString(16).padStart(16, '0')}`;
    const p = at.get(i);
    if (p) {
      memories.push({ id, kind: p.kind, text: p.text });
      relevant[p.topic].push(id);
      continue;
    }
    let m;
    do m = fillerMemory(rand);
    while (seen.has(`${m.kind}:${m.text.toLowerCase()}`));
    seen.add(`${m.kind}:${m.text.toLowerCase()}`);
    memories.push({ id, ...m });
  }
  const plantedIds = new Set(relevant.flat());
  const terms = TOPICS.map((topic) => topic.oneWord.toLowerCase());
  for (const m of memories) {
    if (plantedIds.has(m.id)) continue;
    const lower = m.text.toLowerCase();
    const term = terms.find((t) => lower.includes(t));
    if (term) throw new Error(`The distinctive term "${term}" occurs in filler memory ${m.id}.`);
  }
  const isPhrase = (q, ids) => ids.some((id) => memories[Number.parseInt(id.slice(4), 16)].text.toLowerCase().includes(q.toLowerCase()));
  const queries = [
    ...TOPICS.map((topic, t) => ({ query: topic.oneWord, shape: '1-word', relevant: relevant[t], phrase: true })),
    ...TOPICS.map((topic, t) => ({ query: topic.multiWord, shape: 'multi-word', relevant: relevant[t], phrase: isPhrase(topic.multiWord, relevant[t]) })),
    ...COMMON_WORDS.map((word) => ({ query: word, shape: 'common', relevant: [], phrase: false })),
  ];
  return { memories, queries };
}

/**
 * Fresh memories for write figures, unlike any in the corpus (so none is a sighting).
 *
 * @param {string} prefix - makes the texts of different writers distinct
 * @param {number} count
 * @returns {Memory[]}
 */
export function freshMemories(prefix, count) {
  const rand = seededRandom(SEED ^ [...prefix].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  return Array.from({ length: count }, (_, i) => {
    const m = fillerMemory(rand);
    return { id: `new_${prefix}_${i}`, kind: m.kind, text: `${m.text} (note ${prefix}-${i})` };
  });
}
