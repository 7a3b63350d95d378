/**
 * Ctrl-C (SIGINT) or SIGTERM during a long write (`memorize --batch`, `import`) stops it between
 * writes rather than ending the process: the write in flight ends and is kept (the store
 * finishes it and releases its lock first), and the command says what was stored and where to
 * go on (issue #14, walk-3 item 2 and walk-4 item 3). Listening stays on to the end of the
 * process: the store raises the signal again once its write is done, and that second one must
 * not end the process before the summary is out.
 *
 * @returns `signal`, aborted on the first SIGINT or SIGTERM, to hand to the use case; and
 *   `stoppedBy()`, the first signal received (undefined while none was)
 */
export function listenForStop(): { signal: AbortSignal; stoppedBy: () => NodeJS.Signals | undefined } {
  const stop = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  const onStop = (signal: NodeJS.Signals): void => {
    stoppedBy ??= signal;
    stop.abort();
  };
  process.on('SIGINT', onStop);
  process.on('SIGTERM', onStop);
  return { signal: stop.signal, stoppedBy: () => stoppedBy };
}
