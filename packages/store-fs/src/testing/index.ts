/** Test support for packages whose tests write a home by hand (`@cairn/store-fs/testing`); never imported by production code. */
export { appendForgedPut, appendForgedRemove, eventLogOf, type StoredRecord, storedRecords } from './forgedLog.js';
