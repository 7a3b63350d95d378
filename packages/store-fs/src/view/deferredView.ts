/**
 * A persisted view that is not opened until it is needed (issue #20): a store whose event log
 * holds nothing but its begin frame has nothing to read, so opening it replays that log into a
 * private in-memory view and sets the persisted one aside unopened — a cold `cairn recall` or
 * hook on an empty store never loads better-sqlite3 (≈ 6 ms of a start: the native module and
 * its FTS5 probe). The store opens it when it takes the view back (a write under the lock, a
 * status, a rebuild), exactly as it takes back a view it set aside because it could not be
 * trusted (see `FileStoreImpl.replayPrivately`).
 */
import type { IndexKind, PersistedView } from './PersistedView.js';

/** A {@link PersistedView} opened on first use; {@link DeferredView.opened} says whether it was. */
export interface DeferredView extends PersistedView {
  /** False until the view was opened (by {@link ready} or a synchronous call that needed it). */
  readonly opened: boolean;
  /** Opens the view now (idempotent). */
  ready(): Promise<PersistedView>;
}

/** True for a {@link DeferredView} that was never opened. */
export function unopened(view: PersistedView | undefined): boolean {
  return view !== undefined && 'opened' in view && (view as DeferredView).opened === false;
}

/**
 * Wraps `open` (the store's usual choice of view: SQLite when better-sqlite3 loads, else the JS
 * one) so that nothing is opened until used.
 *
 * @param open - opens the view (called at most once)
 * @param kind - the kind `open` would return, known without opening it (a SQLite load check)
 */
export function deferredView(open: () => Promise<PersistedView>, kind: () => IndexKind): DeferredView {
  let view: PersistedView | undefined;
  let opening: Promise<PersistedView> | undefined;
  const ready = (): Promise<PersistedView> => {
    opening ??= open().then((v) => {
      view = v;
      return v;
    });
    return opening;
  };
  // The store takes a set-aside view back with `ready()` before any synchronous use; a
  // synchronous call on an unopened one is a bug in the store, said plainly rather than guessed.
  const now = (): PersistedView => {
    if (view === undefined) throw new Error('cairn: the persisted view was read before it was opened (a store bug)');
    return view;
  };
  return {
    get opened() {
      return view !== undefined;
    },
    ready,
    get kind() {
      return view?.kind ?? kind();
    },
    get shared() {
      return now().shared;
    },
    get fileNames() {
      return now().fileNames;
    },
    refresh: async () => (await ready()).refresh(),
    state: () => now().state(),
    read: (fn) => now().read(fn),
    apply: (change, from, to) => now().apply(change, from, to),
    rewrite: async (change, unreadable, from, to) => (await ready()).rewrite(change, unreadable, from, to),
    rebuild: async (docs, unreadable, to) => (await ready()).rebuild(docs, unreadable, to),
    persist: async () => (await ready()).persist(),
    unpersisted: () => now().unpersisted(),
    close: async () => {
      if (opening !== undefined) await (await opening).close();
    },
  };
}
