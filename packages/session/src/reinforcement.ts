import { type MemoryStore, reinforceRecalled, toCoreError } from '@cairn/core';

/** Recall reinforcements waiting to be written, batched into one store transaction. */
export interface ReinforcementQueue {
  /** Adds the ids a recall returned; written within `delayMs`, or at `flush`. */
  queue(store: MemoryStore, ids: readonly string[], at: Date): void;
  /** Writes what is waiting now. Never rejects (a failure is reported through `onError`). */
  flush(): Promise<void>;
}

/**
 * Deferred recall reinforcement (DESIGN.md §4), owned by the session so every adapter gets it
 * the same way: a recall answers first, and the ids of every recall within `delayMs` go into
 * ONE durable store transaction (a burst of recalls costs one write). An id recalled twice is
 * reinforced twice, as if each recall had written its own. A one-shot process passes no delay
 * and flushes when it closes.
 *
 * @param delayMs - how long reinforcements gather, in ms; undefined: only at `flush`
 * @param onError - told when a batch could not be written (the recall already answered)
 */
export function createReinforcementQueue(delayMs: number | undefined, onError: (message: string) => void): ReinforcementQueue {
  let batch: { store: MemoryStore; ids: string[]; at: Date; timer?: ReturnType<typeof setTimeout> } | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = async (): Promise<void> => {
    const current = batch;
    batch = undefined;
    if (current?.timer !== undefined) clearTimeout(current.timer);
    if (current) {
      writing = writing.then(() =>
        reinforceRecalled(current.store, current.ids, current.at).catch((error: unknown) =>
          onError(`could not reinforce recalled memories: ${toCoreError(error).message}`),
        ),
      );
    }
    await writing;
  };
  return {
    queue(store, ids, at) {
      if (ids.length === 0) return;
      if (batch && batch.store !== store) void flush();
      if (batch) {
        batch.ids.push(...ids);
        batch.at = at;
        return;
      }
      batch = { store, ids: [...ids], at };
      if (delayMs !== undefined) {
        const current = batch;
        current.timer = setTimeout(() => {
          if (batch === current) void flush();
        }, delayMs);
      }
    },
    flush,
  };
}
