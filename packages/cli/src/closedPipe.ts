import { fstatSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { CoreError, ErrorCode } from '@cairn/session';

/** The streams whose reader went away (process.stdout is never `destroyed`: Node keeps stdio open). */
const gone = new WeakSet<object>();

/**
 * True once `stream`'s reader went away (an EPIPE seen by {@link endQuietlyOnClosedPipe}'s guard):
 * a long listing stops writing there (issue #14: `cairn list | head -1`).
 */
export function readerGone(stream: object): boolean {
  return gone.has(stream);
}

/** The streams a write failed on (ENOSPC, EIO…), with the failure. */
const failed = new WeakMap<object, NodeJS.ErrnoException>();

/** Error codes of a write that failed for want of room or a device error, not a closed reader. */
const WRITE_FAILURES: ReadonlySet<string> = new Set(['ENOSPC', 'EFBIG', 'EDQUOT', 'EIO', 'ENXIO', 'EAGAIN']);

/** True for a failed write to an output (full disk, file-size limit, quota, device error); false for EPIPE. */
export function isOutputWriteFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  return typeof code === 'string' && WRITE_FAILURES.has(code);
}

/**
 * Marks `stream`'s write as failed with `error` (output.ts, on a write that threw): nothing more
 * is written there, and the run's boundary reports it ({@link outputFailure}).
 */
export function markOutputFailed(stream: object, error: NodeJS.ErrnoException): void {
  failed.set(stream, error);
  gone.add(stream);
}

/** The failure of a write to `stream`, when one failed (ENOSPC, EIO…); undefined otherwise. */
export function outputFailure(stream: object): NodeJS.ErrnoException | undefined {
  return failed.get(stream);
}

/**
 * The one message for a failed write to standard output (walk h57 item 2; h49-attack N4 for
 * `cairn export`): CoreError `STORE_IO` (exit 5), one line naming the errno and what it means.
 *
 * @param error - the failed write's error (its `code`: ENOSPC, EFBIG, EDQUOT, EIO…)
 * @param what - the output in words ("the export", "the output")
 * @param outcome - what the cut means for the person (what is incomplete, what was kept)
 * @param written - bytes written of `total` before it failed, when known
 */
export function stdoutFailure(error: unknown, what: string, outcome: string, written?: { done: number; total: number }): CoreError {
  const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
  const why =
    code === 'ENOSPC'
      ? 'no space left on the device'
      : code === 'EFBIG'
        ? 'the file-size limit (ulimit -f) was reached'
        : code === 'EDQUOT'
          ? 'the disk quota was reached'
          : code === 'EIO'
            ? 'the device reported an input/output error'
            : ((error as Error).message ?? code);
  const after = written !== undefined ? ` after ${written.done} of ${written.total} bytes` : '';
  return new CoreError(ErrorCode.STORE_IO, `writing ${what} to standard output failed${after} (${code}: ${why}): ${outcome}.`, { errno: code });
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
      // A full disk or a device error on standard output (walk h57 item 2: `cairn list > /dev/full`
      // crashed with a stack trace): said once, as a one-line STORE_IO, by the run's boundary
      // (run.ts, {@link stdoutFailure}); nothing more is written there.
      if (stream === process.stdout && isOutputWriteFailure(error)) {
        failed.set(stream, error);
        gone.add(stream);
        return;
      }
      throw error;
    });
  }
}

/**
 * An abort signal for a command whose standard output is all it makes (`cairn import --dry-run`:
 * walk h56 LOW 7, `… 2>&1 | head -4` left a dry run checking for 10 minutes after head exited):
 * aborted once standard output's reader went away — an EPIPE on stdout, or on stderr when stderr
 * is the same pipe or socket (`2>&1 |`: the same device and inode) — so the command stops at its next check
 * instead of working on for nobody. What counts as gone is {@link endQuietlyOnClosedPipe}'s.
 *
 * @param streams - stdout and stderr, with their descriptors (tests may pass others)
 * @returns `signal`, aborted when the reader went away; `gone()`, whether it did
 */
export function stdoutReaderGone(
  streams: { out: NodeJS.WriteStream; err: NodeJS.WriteStream; outFd: number; errFd: number } = {
    out: process.stdout,
    err: process.stderr,
    outFd: 1,
    errFd: 2,
  },
): { signal: AbortSignal; gone: () => boolean } {
  const stop = new AbortController();
  let samePipe = false;
  try {
    const a = fstatSync(streams.outFd);
    const b = fstatSync(streams.errFd);
    samePipe = (a.isFIFO() || a.isSocket()) && a.dev === b.dev && a.ino === b.ino;
  } catch {
    samePipe = false;
  }
  const watch = (stream: NodeJS.WriteStream): void => {
    if (readerGone(stream)) stop.abort();
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') stop.abort();
    });
  };
  watch(streams.out);
  if (samePipe) watch(streams.err);
  return { signal: stop.signal, gone: () => stop.signal.aborted };
}

/**
 * Writes all of `text` to standard output (a command whose output is the product, `cairn export`
 * without --out) and returns once every byte is written; a reader that went away (EPIPE:
 * `| head`) ends it quietly, as {@link endQuietlyOnClosedPipe} does.
 *
 * Standard output redirected to a file or a device is a synchronous stream in Node that ignores
 * a short write: on a full disk or under a file-size limit `cairn export --all > backup.jsonl`
 * wrote 64 KiB of 316 KiB and exited 0 (h49-attack N4). There the bytes are written here until
 * all are in, with SIGXFSZ caught while writing (a file-size limit then fails the write with
 * EFBIG instead of killing the process without a word).
 *
 * Used by every command whose standard output is the product: `cairn export` and `cairn digest`
 * without --out. Exit codes: 0 when every byte is written or the reader went away (EPIPE, a
 * closed pipe: `| head`); 5 (`STORE_IO`) when a write fails. A full pipe is waited out (the
 * stream's callback, or a blocking write on a file or device), never cut.
 *
 * @param what - the output in words, for the message ("the export", "the digest")
 * @param o - `stream` and its descriptor `fd` (stdout, 1, unless a test passes others);
 *   `incomplete`: what a cut output means for the person (default: a restore refuses it)
 * @throws CoreError `STORE_IO` (exit 5) when a write fails (ENOSPC, EFBIG, EIO…): says how much
 *   was written, that the output is incomplete, and what to do
 */
export async function writeWholeOutput(text: string, what: string, o: { stream?: NodeJS.WriteStream; fd?: number; incomplete?: string } = {}): Promise<void> {
  const stream = o.stream ?? process.stdout;
  const fd = o.fd ?? 1;
  const incomplete = o.incomplete ?? 'what was written is incomplete, and a restore refuses it';
  const data = Buffer.from(text, 'utf8');
  let direct = false;
  try {
    const st = fstatSync(fd);
    direct = st.isFile() || (st.isCharacterDevice() && !isatty(fd)) || st.isBlockDevice();
  } catch {
    direct = false;
  }
  const failed = (error: unknown, done: number): CoreError =>
    stdoutFailure(error, what, `${incomplete}. Free space (or lift the limit) and run the command again, or write to a file elsewhere with --out`, {
      done,
      total: data.length,
    });
  if (!direct) {
    if (readerGone(stream)) return;
    await new Promise<void>((resolve, reject) => {
      stream.write(data, (error) => {
        const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
        if (error === null || error === undefined || code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED') resolve();
        else reject(failed(error, 0));
      });
    });
    return;
  }
  const ignore = (): void => undefined;
  process.on('SIGXFSZ', ignore);
  let done = 0;
  try {
    while (done < data.length) done += writeSync(fd, data, done, data.length - done);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') return;
    throw failed(error, done);
  } finally {
    process.off('SIGXFSZ', ignore);
  }
}
