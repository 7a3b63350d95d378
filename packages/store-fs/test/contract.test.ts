import { runStoreContract } from '@cairn/core/testing';
import { sandbox } from './helpers.js';

// DESIGN.md §5/§6: the file store passes the same contract as the in-memory store, including
// ranking equality, with each index implementation.
for (const index of ['sqlite', 'js'] as const) {
  runStoreContract(`file store, ${index} index`, async () => {
    const sb = await sandbox({ index });
    return { store: await sb.open(), cleanup: sb.cleanup };
  });
}

// A long-lived process ranks with core's in-memory recall index over the replayed log.
runStoreContract('file store, in-memory recall index', async () => {
  const sb = await sandbox({ recallIndex: true });
  return { store: await sb.open(), cleanup: sb.cleanup };
});
