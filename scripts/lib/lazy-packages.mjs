// An esbuild plugin for the code-cached CommonJS bundles (scripts/lib/code-cache.mjs): two of
// core's dependencies are evaluated on their first use instead of at load (issue #20). fflate
// builds its Huffman and CRC tables when its module is evaluated, and entities decodes its HTML
// entity tries from base64: together ≈ 4–6 ms of CPU in every `cairn` process (h51-speed,
// 2026-12-06, `--cpu-prof` of a recall on an empty store), though only a text holding `&…;` or
// a compressed run ever calls them. write-file-atomic (person's identity, the session's tree-print
// index) reads worker_threads' `threadId` when evaluated, which compiles Node's worker_threads
// module (≈ 1 ms) in every process, though only a write of those files calls it (h53-speed).
//
// zod (core's, person's and the hooks' schemas): evaluating its package costs ≈ 10 ms of CPU
// in every process (its classic API defines ≈ 70 schema classes, its JSON-schema converters
// and its registries at load; h55-speed, 2026-12-07, `--cpu-prof` of a recall), though only a
// command that validates something needs it. Its one value import, `z`, is a stand-in object
// whose first property read loads the package; the schemas themselves are built on first use
// (core `lazySchema`), so a process reads `z.…` only when it validates. zod is loaded from the
// same ES module the other importers reach (`esm`), so the bundle holds one copy of it.
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
 * export is a function, called as it is and through the members listed; `objects`: exported
 * objects, each a stand-in whose first property read loads the package; `esm`: load the ES
 * module an `import` resolves to (not the package's CommonJS build, which would be a second copy);
 * `workspaceOnly`: only Cairn's own modules get the stand-in (the MCP SDK imports zod's classes
 * for `instanceof`, and is evaluated only by the commands that serve MCP).
 */
const LAZY = {
  entities: { functions: ['decodeHTML', 'decodeHTMLStrict'], classes: [], from: CORE },
  fflate: { functions: [], classes: ['Decompress'], from: CORE },
  'write-file-atomic': { functions: [], classes: [], defaultCall: ['sync'], from: PERSON },
  zod: { functions: [], classes: [], objects: ['z'], esm: true, workspaceOnly: true, from: CORE },
};

const NAMESPACE = 'lazy-package';

/**
 * The stand-in module of `name`: each export loads the real package on its first call.
 *
 * @param {string} name - a key of {@link LAZY}
 * @param {string} target - what the stand-in requires: the package's name, or the path of its ES module (`esm`)
 */
function stub(name, target) {
  const { functions, classes, defaultCall, objects = [] } = LAZY[name];
  return [
    `// ${name}, evaluated on first use (scripts/lib/lazy-packages.mjs).`,
    'let real;',
    `const load = () => (real ??= require(${JSON.stringify(target)}));`,
    ...functions.map((f) => `export function ${f}(...args) { return load().${f}(...args); }`),
    // An object's stand-in: property reads and 'in' tests go to the real object, loaded on the first of them.
    ...objects.map((o) => `export const ${o} = new Proxy({}, { get: (_, k) => Reflect.get(load().${o}, k), has: (_, k) => Reflect.has(load().${o}, k) });`),
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

/**
 * The plugin, for every package of {@link LAZY} but those named in `eager`.
 *
 * @param {readonly string[]} [eager] - packages this bundle evaluates as it is (the MCP server:
 *   the SDK builds its zod schemas at load, so a lazy zod gains nothing there, and esbuild's
 *   order of evaluation for zod's own circular imports, reached both ways, broke its classes)
 * @returns {import('esbuild').Plugin}
 */
export function lazyPackagesExcept(eager = []) {
  const names = Object.keys(LAZY).filter((n) => !eager.includes(n));
  return {
    name: 'lazy-packages',
    setup(b) {
      if (names.length === 0) return;
      const filter = new RegExp(`^(${names.join('|')})$`);
      b.onResolve({ filter }, (args) => {
        if (args.namespace === NAMESPACE) return undefined;
        if (LAZY[args.path].workspaceOnly && /[/\\]node_modules[/\\]/u.test(args.importer)) return undefined;
        return { path: args.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const { esm, from } = LAZY[args.path];
        let target = args.path;
        if (esm) {
          const found = await b.resolve(args.path, { kind: 'import-statement', resolveDir: from, namespace: NAMESPACE });
          if (found.errors.length > 0 || found.path === '') throw new Error(`lazy-packages: cannot resolve ${args.path} as an ES module from ${from}`);
          target = found.path;
        }
        return { contents: stub(args.path, target), resolveDir: from, loader: 'js' };
      });
    },
  };
}

/** The plugin for every package of {@link LAZY}. */
export const lazyPackages = lazyPackagesExcept();
