// An esbuild plugin for the code-cached CommonJS bundles (scripts/lib/code-cache.mjs): core's
// secret redaction is initialised on its first use instead of at load (issue #20). Evaluating
// redaction's modules — its rule tables, keyword and rank indexes, the marker pattern built from
// every rule's kind — was ≈ 10 ms of CPU in every process that loads core (h49-speed, 2026-12-06,
// `--cpu-prof`), though many never redact: a PreToolUse hook only registers the tool call, and
// `--help` prints commander's text.
//
// Only how modules outside `redact/` reach it changes: the same functions, from the same modules,
// evaluated on the first call rather than at start-up; what redaction matches is untouched (core
// `src/redact` is not edited, and every call still goes through it). `redactSecrets`,
// `redactionMarker`, `assertProjectPathClean` and `credentialInPath` are functions that require
// their module on first call; `SECRET_PATTERNS` stays an ordinary re-export (evaluated at load
// only in a bundle that uses it). A new export of redact/index.ts or redactSecrets.ts that the
// module below lacks fails the build ("No matching export"), never silently.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** core's redaction entry, and the one module of it core imports directly (errors/CoreError.ts). */
const REDACT_INDEX = resolve(fileURLToPath(new URL('../../packages/core/src/redact/index.ts', import.meta.url)));
const REDACT_DIR = dirname(REDACT_INDEX);
const LAZY_ENTRIES = new Set([REDACT_INDEX, resolve(REDACT_DIR, 'redactSecrets.ts')]);
/**
 * The lazy module's name in the bundle: esbuild writes a module of a namespace of its own as
 * `<namespace>:<path>` in its comments and `__esm` keys, unshortened, so an absolute path here put
 * the build machine's folder into every bundle (`lazy-redact:/home/…/packages/core/…`). Relative
 * to the repository, as esbuild writes the file-namespace modules beside it; nothing resolves it
 * (the module's imports resolve from `resolveDir`).
 */
const VIRTUAL_PATH = 'packages/core/src/redact/index.ts';

const LAZY_REDACT = `// redact/index.ts (and redactSecrets.ts), evaluated on first use (scripts/lib/lazy-redact.mjs).
export { SECRET_PATTERNS } from './patterns.js';
let secrets;
let paths;
export function redactSecrets(...args) { return (secrets ??= require('./redactSecrets.js')).redactSecrets(...args); }
export function redactionMarker(...args) { return (secrets ??= require('./redactSecrets.js')).redactionMarker(...args); }
export function assertProjectPathClean(...args) { return (paths ??= require('./checkProjectPath.js')).assertProjectPathClean(...args); }
export function credentialInPath(...args) { return (paths ??= require('./checkProjectPath.js')).credentialInPath(...args); }
`;

/** @type {import('esbuild').Plugin} */
export const lazyRedact = {
  name: 'lazy-redact',
  setup(b) {
    b.onResolve({ filter: /redact\/(index|redactSecrets)\.js$/ }, (args) => {
      const target = resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      if (!LAZY_ENTRIES.has(target) || args.importer.startsWith(`${REDACT_DIR}/`)) return undefined;
      return { path: VIRTUAL_PATH, namespace: 'lazy-redact' };
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-redact' }, () => ({ contents: LAZY_REDACT, resolveDir: REDACT_DIR, loader: 'js' }));
  },
};
