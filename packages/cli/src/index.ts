/** @cairn/cli — the `cairn` command line. */
export { createProgram, main, VERSION } from './main.js';
export { EXIT, exitCodeFor } from './exitCodes.js';
