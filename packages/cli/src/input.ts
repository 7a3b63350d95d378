import { fstatSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { CoreError, ErrorCode, MAX_FIELD_BYTES } from '@cairn/session';

/** Largest stdin accepted, in bytes: a batch of many 32 KiB requests, but bounded. */
export const MAX_STDIN_BYTES = 64 * 1024 * 1024;

/** Reads all of stdin as bytes, refusing more than {@link MAX_STDIN_BYTES}. */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > MAX_STDIN_BYTES)
      throw new CoreError(ErrorCode.INVALID_INPUT, `Standard input is larger than ${MAX_STDIN_BYTES / 1024 / 1024} MiB; split it into smaller batches.`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** How long a pipe on stdin is given to show input, in ms, when nothing says whether it has any. */
export const STDIN_PEEK_MS = 150;

/**
 * Whether stdin carries input that is not white space, when the command takes its input
 * elsewhere (`memorize --text` with a JSON request also piped in: the newcomer walk found stdin
 * silently ignored). A terminal carries none. A file is read; a pipe or socket is read until its
 * end or for {@link STDIN_PEEK_MS} ms, whichever is first — a pipe left open with nothing in it
 * (an agent's shell) is not waited on longer. What was read is not used: the caller refuses.
 *
 * @param stream - stdin
 */
export async function stdinHoldsInput(stream: NodeJS.ReadStream = process.stdin): Promise<boolean> {
  if (stream.isTTY) return false;
  let info: Stats | undefined;
  try {
    info = fstatSync(0);
  } catch {
    info = undefined;
  }
  if (info !== undefined && !info.isFile() && !info.isFIFO() && !info.isSocket()) return false;
  if (info?.isFile() === true && info.size === 0) return false;
  return new Promise((resolve) => {
    let done = false;
    const finish = (holds: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onEnd);
      stream.pause();
      // Not waited on: an open pipe must not keep the process alive.
      (stream as NodeJS.ReadStream & { unref?: () => void }).unref?.();
      resolve(holds);
    };
    const onData = (chunk: Buffer | string): void => {
      if (/\S/u.test(chunk.toString())) finish(true);
    };
    const onEnd = (): void => finish(false);
    const timer = setTimeout(() => finish(false), STDIN_PEEK_MS);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onEnd);
  });
}

/**
 * Reads a request file (`memorize --input`), refusing a missing or unreadable file, a folder and
 * more than {@link MAX_STDIN_BYTES}. With the request in a file, stdin stays the person's terminal.
 *
 * @throws CoreError `INVALID_INPUT` naming the file and what to do
 */
export async function readInputFile(path: string): Promise<Buffer> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) throw new CoreError(ErrorCode.INVALID_INPUT, `--input ${path}: no such file (give the path of a JSON request file).`);
  if (!info.isFile()) throw new CoreError(ErrorCode.INVALID_INPUT, `--input ${path} is not a file.`);
  if (info.size > MAX_STDIN_BYTES)
    throw new CoreError(ErrorCode.INVALID_INPUT, `--input ${path} is larger than ${MAX_STDIN_BYTES / 1024 / 1024} MiB; split it into smaller batches.`);
  return readFile(path).catch((error: unknown) => {
    throw new CoreError(ErrorCode.INVALID_INPUT, `--input ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  });
}

/**
 * Decodes bytes as UTF-8, refusing invalid sequences rather than replacing them.
 *
 * @throws CoreError `INVALID_INPUT`
 */
export function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CoreError(ErrorCode.INVALID_INPUT, `${what} is not valid UTF-8; save it as UTF-8 and try again.`);
  }
}

/** jsonc-parser, loaded only when a document did not parse (it is no start-up weight). */
type Jsonc = typeof import('jsonc-parser');

/**
 * What jsonc-parser (3.3.1, strict: no comments, no trailing comma) finds first where V8's message
 * misleads (issue #14, walk-3 item 14): a bare word — V8 reads `not json` as a broken `null` and
 * says "unexpected 'o'" at column 2 — and a string that is not closed, which V8 calls a "bad
 * control character" when a line break follows it. Each with its offset in `text`; undefined when
 * V8's own message says it well.
 */
function misreadByV8(text: string, jsonc: Jsonc): { offset: number; said: string } | undefined {
  const errors: import('jsonc-parser').ParseError[] = [];
  jsonc.parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return undefined;
  const code = jsonc.printParseErrorCode(first.error);
  if (code === 'InvalidSymbol')
    return { offset: first.offset, said: 'a word without quotes (text in JSON is in double quotes; true, false and null are the only bare words)' };
  if (code === 'UnexpectedEndOfString')
    return { offset: first.offset, said: 'the string that starts here is not closed (its closing " is missing on this line)' };
  return undefined;
}

/**
 * Where a JSON document went wrong and what was expected, in words (issue #14: "near character
 * 1" said neither): ` at line L, column C: <what was expected>`, from the parser's own message
 * without the text it quotes (it may hold a secret), or jsonc-parser's reading where V8's
 * misleads (a bare word, a string not closed; given `jsonc`). Line and column are 1-based, the
 * column in characters.
 */
export function jsonProblem(text: string, message: string, jsonc?: Jsonc, o: { oneLine?: boolean } = {}): string {
  if (text.trim() === '') return ': it is empty';
  const misread = jsonc !== undefined ? misreadByV8(text, jsonc) : undefined;
  const token = /^Unexpected token '(.)'/u.exec(message)?.[1];
  let at: number | undefined;
  const position = /at position (\d+)/u.exec(message)?.[1];
  if (misread !== undefined) at = misread.offset;
  else if (position !== undefined) at = Number(position);
  else if (/Unexpected end of JSON input/u.test(message)) at = text.length;
  else if (token !== undefined && text.includes(token)) at = text.indexOf(token);
  const said =
    misread !== undefined
      ? misread.said
      : token !== undefined
        ? `unexpected ${JSON.stringify(token)}`
        : message
            .replace(/\s+(?:in JSON\s+)?at position \d+[\s\S]*$/u, '')
            .replace(/^Unexpected end of JSON input$/u, 'it ends too early (a closing } or " is missing)')
            .replace(/^./u, (c) => c.toLowerCase());
  if (at === undefined) return `: ${said}`;
  const before = text.slice(0, at).split('\n');
  const line = before.length;
  const column = Array.from(before.at(-1) ?? '').length + 1;
  // One line of a batch is named by the caller: only its column here (issue #14, walk-4 item 15:
  // "Line 228 of standard input is not valid JSON at line 1, column 1" said two different lines).
  return o.oneLine === true && line === 1 ? ` at column ${column}: ${said}` : ` at line ${line}, column ${column}: ${said}`;
}

/**
 * Parses one JSON document without echoing its text in the error (it may hold a secret).
 * `oneLine`: the text is one line of a batch, which `what` names: the error gives its column only.
 *
 * @throws CoreError `INVALID_INPUT` naming the position of the problem
 */
export async function parseJson(text: string, what: string, o: { oneLine?: boolean } = {}): Promise<unknown> {
  try {
    return JSON.parse(text);
  } catch (error) {
    const where = jsonProblem(text, String((error as Error).message), await import('jsonc-parser'), o);
    // Several objects, one per line, are what `--batch` reads.
    const several = /\}\s*\n\s*\{/u.test(text) ? ' For one object per line, add --batch.' : '';
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `${what} is not valid JSON${where}. Send one object such as {"text": "Use pnpm.", "origin": "agent"}.${several}`,
    );
  }
}

/** The limit per text field, for help texts. */
export const FIELD_LIMIT_TEXT = `${MAX_FIELD_BYTES / 1024} KiB`;
