// What an ESM bundle must define for the CommonJS dependencies inside it (esbuild options shared
// by packages/cairn-memory/build.mjs and packages/hooks/bundle.mjs): `require` for Node's modules
// (commander, proper-lockfile, pg), and `__filename`/`__dirname` (write-file-atomic seeds its
// temporary names with __filename), which ESM does not define. Each output file defines its own.
// The banner names no global (no `URL`, `process`): esbuild does not parse it, so a bundled
// module's own top-level binding of that name would shadow it in the chunk ("URL is not a
// constructor" from every scan and import of the installed package, found by a newcomer's walk).
export const commonJsShims = {
  banner: {
    js: [
      "import { createRequire as __cairnCreateRequire } from 'node:module';",
      "import { fileURLToPath as __cairnFileURLToPath } from 'node:url';",
      "import { dirname as __cairnDirnameOf } from 'node:path';",
      'const require = __cairnCreateRequire(import.meta.url);',
      'const __cairnFilename = __cairnFileURLToPath(import.meta.url);',
      'const __cairnDirname = __cairnDirnameOf(__cairnFilename);',
    ].join('\n'),
  },
  define: { __filename: '__cairnFilename', __dirname: '__cairnDirname' },
};
