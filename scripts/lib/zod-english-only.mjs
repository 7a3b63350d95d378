// An esbuild plugin for the bundles (packages/cairn-memory/build.mjs, packages/hooks/bundle.mjs):
// zod's `locales` namespace (`z.locales`, `z.core.locales`) holds only English. zod re-exports
// every one of its ≈ 50 translations of its error messages from zod/v4/locales/index.js, so
// esbuild kept ≈ 300 kB of them in the chunk every command parses (issue #20: most of zod's
// 568 kB). Cairn never selects another locale: zod's default configuration is English, which
// zod's schemas import from en.js directly, so no message changes.
// The workspace does the same with patches/zod@4.6.7.patch (the `cairn` tsc build and the tests load
// zod from node_modules: 64 modules, 341 kB parsed by every command); this plugin keeps a bundle
// English-only if that patch is ever dropped.
import { dirname, join, relative } from 'node:path';

export const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[/\\]zod[/\\]v4[/\\](?:classic|core|mini)$/u.test(args.resolveDir)) return undefined;
      const locales = join(dirname(args.resolveDir), 'locales');
      // Named relative to the build's folder: esbuild writes a module of its own namespace by this
      // path unshortened, and an absolute one put the build machine's folder into the bundle.
      const path = relative(b.initialOptions.absWorkingDir ?? process.cwd(), join(locales, 'index.js'));
      return { path, namespace: 'zod-english-only', pluginData: { locales } };
    });
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from './en.js';\n",
      resolveDir: args.pluginData.locales,
      loader: 'js',
    }));
  },
};
