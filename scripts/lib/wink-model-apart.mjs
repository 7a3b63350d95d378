// The gate's English tagger model (wink-eng-lite-web-model, ≈ 3.6 MB of JavaScript) ships as a
// file of its own beside a bundle's chunks, required by core's englishTagger.ts the first time a
// clause needs tagging (issue #20/#21): inside a chunk it was parsed by every process that loaded
// it — `cairn --version`, every SessionStart hook — though most never tag a clause. Used by
// packages/cairn-memory/build.mjs and packages/hooks/bundle.mjs.
import { createRequire } from 'node:module';

const WINK_MODEL = 'wink-eng-lite-web-model';
/** The model's file as the bundles require it, relative to their entry files. */
export const WINK_MODEL_FILE = `./${WINK_MODEL}.cjs`;

/** An esbuild plugin: the model resolves to `./wink-eng-lite-web-model.cjs` beside the output, left external. */
export const winkModelApart = {
  name: 'wink-model-apart',
  setup(b) {
    b.onResolve({ filter: /^wink-eng-lite-web-model$/ }, () => ({ path: WINK_MODEL_FILE, external: true }));
  },
};

/**
 * Writes the model as `<outdir>/wink-eng-lite-web-model.cjs` (CommonJS, whitespace minified),
 * resolved from core's dependencies.
 *
 * @param build - esbuild's `build`, from the calling package's own esbuild (this folder has none)
 * @param outdir - the folder the bundle's entry files are written to
 */
export async function buildWinkModel(build, outdir) {
  await build({
    entryPoints: { [WINK_MODEL]: createRequire(new URL('../../packages/core/package.json', import.meta.url)).resolve(WINK_MODEL) },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minifyWhitespace: true,
    logLevel: 'warning',
  });
}
