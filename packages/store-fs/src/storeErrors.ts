/**
 * A file-system failure inside the store, as CoreError `STORE_IO`: core's one mapping from a
 * system error to Cairn's error (`storeIoError`), re-exported under the name this package uses.
 */
export { storeIoError } from '@cairn/core';
