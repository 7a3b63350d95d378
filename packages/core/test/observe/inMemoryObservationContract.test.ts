import { createInMemoryObservationStore } from '../../src/observe/createInMemoryObservationStore.js';
import { runObservationStoreContract } from '../../src/testing/runObservationStoreContract.js';

runObservationStoreContract('in memory', async () => ({ store: createInMemoryObservationStore() }));
