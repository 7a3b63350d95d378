// What an ESM bundle must define for the CommonJS dependencies inside it (esbuild options shared
// by packages/cairn-memory/build.mjs and packages/hooks/bundle.mjs): `require` for Node's modules
// (commander, proper-lockfile, pg), and `__filename`/`__dirname` (write-file-atomic seeds its
// temporary names with __filename), which ESM does not define. Each output file defines its own.
export const commonJsShims = {
  banner: {
    js: [
      "import { createRequire as __cairnCreateRequire } from 'node:module';",
      "import { fileURLToPath as __cairnFileURLToPath } from 'node:url';",
      'const require = __cairnCreateRequire(import.meta.url);',
      'const __cairnFilename = __cairnFileURLToPath(import.meta.url);',
      "const __cairnDirname = __cairnFileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  define: { __filename: '__cairnFilename', __dirname: '__cairnDirname' },
};
