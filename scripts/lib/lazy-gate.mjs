// An esbuild plugin for the code-cached CommonJS bundles (scripts/lib/code-cache.mjs): core's
// instruction gate is initialised on its first use instead of at load (issue #20: "the gate's
// lexicons are not needed to recall"). Evaluating the gate's modules — its lexicons, rule tables
// and patterns — was about a quarter of a cold `cairn recall`'s own JavaScript, though a recall of
// signed records never gates a text (core `withSignedReads` re-applies the policy only to a
// record that claims more than its signatures back, and then the gate runs, loaded at that call).
//
// Only how core's modules reach `gate/index.ts` changes: the same functions, from the same
// modules, evaluated on the first call rather than at start-up. The light parts (categories,
// languages, the mid-sentence words, the vocabulary) load as before; `gateText`, `gateFields` and
// `statesOnly` are functions that require their module on first call. A new export of
// gate/index.ts that this list lacks fails the build ("No matching export"), never silently.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** core's gate entry, whose importers outside the gate get the lazy module instead. */
const GATE_INDEX = resolve(fileURLToPath(new URL('../../packages/core/src/gate/index.ts', import.meta.url)));
const GATE_DIR = dirname(GATE_INDEX);
/** The lazy module's name in the bundle, relative to the repository: an absolute one put the build machine's folder into every bundle (as in lazy-redact.mjs). */
const VIRTUAL_PATH = 'packages/core/src/gate/index.ts';

const LAZY_GATE = `// gate/index.ts, its heavy part evaluated on first use (scripts/lib/lazy-gate.mjs).
export { describeGateCategory, GATE_CATEGORIES, GATE_CATEGORY_WORDS, isGateCategory } from './categories.js';
export { LANGUAGES } from './mood/language.js';
export { endsMidSentence, MID_SENTENCE_WORDS } from './midSentence.js';
export { deriveProjectVocabulary } from './vocabulary.js';
let text;
let states;
export function gateText(...args) { return (text ??= require('./gateText.js')).gateText(...args); }
export function gateFields(...args) { return (text ??= require('./gateText.js')).gateFields(...args); }
export function statesOnly(...args) { return (states ??= require('./statesOnly.js')).statesOnly(...args); }
`;

export const lazyGate = {
  name: 'lazy-gate',
  setup(b) {
    b.onResolve({ filter: /gate\/index\.js$/ }, (args) => {
      const target = resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      if (target !== GATE_INDEX || args.importer.startsWith(`${GATE_DIR}/`)) return undefined;
      return { path: VIRTUAL_PATH, namespace: 'lazy-gate' };
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-gate' }, () => ({ contents: LAZY_GATE, resolveDir: GATE_DIR, loader: 'js' }));
  },
};
