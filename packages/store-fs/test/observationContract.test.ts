import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runObservationStoreContract } from '@cairn/core/testing';
import { openObservationStore } from '../src/observationStore.js';

// core's observation store conformance suite on the file store (a temp home per case).
runObservationStoreContract('file store', async () => {
  const home = await mkdtemp(join(tmpdir(), 'cairn-obs-contract-'));
  return { store: openObservationStore({ home, projectKey: 'abcdef012345' }), cleanup: () => rm(home, { recursive: true, force: true }) };
});
