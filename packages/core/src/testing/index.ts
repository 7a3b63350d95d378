/** Test helpers for store implementations: `@cairn/core/testing` (imports vitest). */
export { runStoreContract, sampleRecord, testContext } from './runStoreContract.js';
export type { StoreFactory } from './runStoreContract.js';
export { oneChangeAway } from './oneChangeAway.js';
export { runObservationStoreContract, sampleObservation } from './runObservationStoreContract.js';
export type { ObservationStoreFactory } from './runObservationStoreContract.js';
