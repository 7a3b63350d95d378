// An esbuild plugin for the code-cached CommonJS bundles (scripts/lib/code-cache.mjs): a few of
// Node's own modules are loaded on their first use instead of when the bundle is evaluated
// (issue #20). Node 20 compiles each built-in module outside its start-up snapshot on first
// require: child_process (with net, dgram, pipes and sockets), worker_threads and zlib cost
// ≈ 4–6 ms of CPU together in every `cairn` process (h53-speed, 2026-12-06: `--cpu-prof` of a
// recall on an empty store, `process.moduleLoadList`), though a recall spawns no child, starts no
// worker and inflates nothing — only a git call, a compressed run or the daemon uses them.
//
// Only when the module is loaded changes: each stand-in is an object whose properties are the
// real module's export names (read from Node at build time), each a getter that requires the
// real module and returns its value, so `cp.spawn(…)`, `const { execFile } = require(…)` and
// `import * as` all get Node's own functions and objects. A name Node adds later reads
// `undefined` from a bundle built before it: the names are those of the Node that built it.
import { createRequire } from 'node:module';

/** The built-in modules loaded on first use, by their bare names (`node:` forms map here too). */
const LAZY_BUILTINS = ['child_process', 'worker_threads', 'zlib'];

const NAMESPACE = 'lazy-builtin';
const require = createRequire(import.meta.url);

/** The stand-in module of built-in `name`: each export a getter that loads the real module. */
function stub(name) {
  const names = Object.keys(require(`node:${name}`)).filter((k) => k !== 'default');
  return [
    `// node:${name}, loaded on first use (scripts/lib/lazy-builtins.mjs).`,
    'let real;',
    `const load = () => (real ??= require(${JSON.stringify(`node:${name}`)}));`,
    `for (const name of ${JSON.stringify(names)}) Object.defineProperty(module.exports, name, { enumerable: true, get: () => load()[name] });`,
    '',
  ].join('\n');
}

/**
 * The plugin for the built-in modules `names` (bare names; `node:` forms map here too).
 *
 * @param {readonly string[]} names
 * @returns {import('esbuild').Plugin}
 */
export function lazyBuiltinsOf(names) {
  return {
    name: 'lazy-builtins',
    setup(b) {
      const filter = new RegExp(`^(node:)?(${names.join('|')})$`);
      b.onResolve({ filter }, (args) => (args.namespace === NAMESPACE ? undefined : { path: args.path.replace(/^node:/, ''), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: stub(args.path), loader: 'js' }));
    },
  };
}

/** The plugin for {@link LAZY_BUILTINS}. */
export const lazyBuiltins = lazyBuiltinsOf(LAZY_BUILTINS);
