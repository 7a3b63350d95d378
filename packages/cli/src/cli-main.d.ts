// The types of dist/cli-main.js, the loader bundle.mjs writes for the code-cached bundle of
// main.ts (issue #20; bin.ts imports it): the same exports as main.ts.
export { endQuietlyOnClosedPipe, main } from './main.js';
