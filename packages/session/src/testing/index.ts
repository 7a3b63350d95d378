/**
 * Test support for the adapters' tests (`@cairn/session/testing`; never imported by production
 * code). Adapters reach the stores only through the session (test/layering.test.ts), so the
 * file store's hand-written-log helpers are handed on from here: shared by the hooks'
 * signedReads test and the CLI's forgedSupersede test.
 */
export { appendForgedPut, appendForgedRemove, eventLogOf, type StoredRecord, storedRecords } from '@cairn/store-fs/testing';
