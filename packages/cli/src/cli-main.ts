// What bin.ts runs for a command: main.ts's program and the closed-pipe guard, from one module
// instance (output.ts's `readerGone` asks the same guard). tsc emits this file as
// dist/cli-main.js, and then the build's bundle.mjs writes over it the loader of dist/cli-main.cjs,
// the same exports bundled into one CommonJS file compiled through a V8 code cache (issue #20);
// a bundler of the sources (cairn-memory, the VS Code extension) follows it to main.ts.
export { endQuietlyOnClosedPipe, main, stdoutFailure } from './main.js';
// `cairn daemon serve` (src/daemon/server.ts, issue #20) from the same bundle: the entry then shares
// no module with it, and a daemon's client loads no chunk of its code.
export { serve } from './daemon/server.js';
