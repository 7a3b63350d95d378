/** Test helpers for store implementations: `@cairn/core/testing` (imports vitest). */
export { runStoreContract, sampleRecord, testContext } from './runStoreContract.js';
export type { StoreFactory } from './runStoreContract.js';
export { oneChangeAway } from './oneChangeAway.js';
