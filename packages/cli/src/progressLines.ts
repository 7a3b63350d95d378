/** What a long write reports its progress to: the import's bar on a terminal, or {@link progressLines}. */
export interface Progress {
  /** `done` of `total` items are written (a restore and then other files: each phase counts its own total). */
  update(done: number, total: number): void;
  /** The write ended (or stopped): a last line when any was written. */
  stop(): void;
}

/** Runs of at least this many items report progress (smaller ones end before anyone wonders). */
export const PROGRESS_THRESHOLD = 200;

/** At most one progress line this often, in milliseconds: a modest rate for a log or an agent's transcript. */
export const PROGRESS_LINE_MS = 5_000;

/**
 * Progress as plain lines on stderr, for where no bar can be drawn (the h47 walk, item 2: `cairn
 * import` of 3,000 memories said nothing for 40 s with stderr captured — an agent, CI, `| tee` —
 * and could not be told from a hang; `memorize --batch` printed its lines only at the end). For
 * runs of {@link PROGRESS_THRESHOLD} items or more: one line at the first update
 * (`importing: 64/3000 memories…`), then at most one every {@link PROGRESS_LINE_MS}, and at the end
 * one saying how far it got and how long it took. Smaller runs print nothing.
 *
 * @param write - where a line goes (stderr, through the output's note)
 * @param verb - what the run does, first on each line (`importing`, `memorizing`)
 * @param noun - what it counts (`memories`, `lines`)
 * @param now - the clock in milliseconds (tests)
 */
export function progressLines(write: (line: string) => void, verb: string, noun: string, now: () => number = Date.now): Progress {
  const started = now();
  let last: number | undefined;
  let seen: { done: number; total: number } | undefined;
  return {
    update(done, total) {
      seen = { done, total };
      if (total < PROGRESS_THRESHOLD) return;
      const t = now();
      if (last !== undefined && t - last < PROGRESS_LINE_MS) return;
      last = t;
      write(`${verb}: ${done}/${total} ${noun}…`);
    },
    stop() {
      if (last === undefined || seen === undefined) return;
      const seconds = Math.round((now() - started) / 100) / 10;
      write(`${verb}: ${seen.done}/${seen.total} ${noun} in ${seconds} s.`);
      last = undefined;
    },
  };
}
