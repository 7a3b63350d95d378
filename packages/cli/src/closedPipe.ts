/** The streams whose reader went away (process.stdout is never `destroyed`: Node keeps stdio open). */
const gone = new WeakSet<object>();

/**
 * True once `stream`'s reader went away (an EPIPE seen by {@link endQuietlyOnClosedPipe}'s guard):
 * a long listing stops writing there (issue #14: `cairn list | head -1`).
 */
export function readerGone(stream: object): boolean {
  return gone.has(stream);
}

/**
 * A reader that stops reading (`cairn list | head -3`) closes the pipe under us: the next write
 * to stdout fails with EPIPE, and Node reports it as an unhandled 'error' event with a stack
 * trace. A closed pipe is a normal end of output, not a failure (issue #14): from then on the
 * stream's output is dropped and the command finishes its work quietly, with its own exit code
 * (an import that was printing its plan still completes its writes).
 *
 * @param streams - the streams to guard (stdout and stderr)
 */
export function endQuietlyOnClosedPipe(streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') {
        gone.add(stream);
        return;
      }
      throw error;
    });
  }
}
