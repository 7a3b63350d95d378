// An esbuild plugin for the code-cached CommonJS bundles (scripts/lib/code-cache.mjs): two of
// core's dependencies are evaluated on their first use instead of at load (issue #20). fflate
// builds its Huffman and CRC tables when its module is evaluated, and entities decodes its HTML
// entity tries from base64: together ≈ 4–6 ms of CPU in every `cairn` process (h51-speed,
// 2026-12-06, `--cpu-prof` of a recall on an empty store), though only a text holding `&…;` or
// a compressed run ever calls them. write-file-atomic (person's identity, the session's tree-print
// index) reads worker_threads' `threadId` when evaluated, which compiles Node's worker_threads
// module (≈ 1 ms) in every process, though only a write of those files calls it (h53-speed).
//
// Only how an importer reaches the package changes: the same functions and class, from the same
// package, evaluated on the first call. A name that core imports and the list below lacks fails
// the build ("No matching export"), never silently.
import { fileURLToPath } from 'node:url';

/** Where a package resolves from: core declares entities and fflate. */
const CORE = fileURLToPath(new URL('../../packages/core/', import.meta.url));
/** person declares write-file-atomic (as session and store-pg do, at the same version). */
const PERSON = fileURLToPath(new URL('../../packages/person/', import.meta.url));

/**
 * Each package's functions and classes, as its importers import them; `defaultCall`: its default
 * export is a function, called as it is and through the members listed.
 */
const LAZY = {
  entities: { functions: ['decodeHTML', 'decodeHTMLStrict'], classes: [], from: CORE },
  fflate: { functions: [], classes: ['Decompress'], from: CORE },
  'write-file-atomic': { functions: [], classes: [], defaultCall: ['sync'], from: PERSON },
};

const NAMESPACE = 'lazy-package';

/** The stand-in module of `name`: each export loads the real package on its first call. */
function stub(name) {
  const { functions, classes, defaultCall } = LAZY[name];
  return [
    `// ${name}, evaluated on first use (scripts/lib/lazy-packages.mjs).`,
    'let real;',
    `const load = () => (real ??= require(${JSON.stringify(name)}));`,
    ...functions.map((f) => `export function ${f}(...args) { return load().${f}(...args); }`),
    // \`new Stub(...)\` returns the real class's instance (a constructor returning an object gives that object).
    ...classes.map((c) => `export function ${c}(...args) { return new (load().${c})(...args); }`),
    ...(defaultCall === undefined
      ? []
      : [
          'export default function lazyDefault(...args) { return load()(...args); }',
          ...defaultCall.map((m) => `lazyDefault.${m} = (...args) => load().${m}(...args);`),
        ]),
    '',
  ].join('\n');
}

/** @type {import('esbuild').Plugin} */
export const lazyPackages = {
  name: 'lazy-packages',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(LAZY).join('|')})$`);
    b.onResolve({ filter }, (args) => (args.namespace === NAMESPACE ? undefined : { path: args.path, namespace: NAMESPACE }));
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: stub(args.path), resolveDir: LAZY[args.path].from, loader: 'js' }));
  },
};
