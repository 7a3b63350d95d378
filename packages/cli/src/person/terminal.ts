import { fstatSync, readFileSync } from 'node:fs';
import { isatty } from 'node:tty';
import { CoreError, ErrorCode } from '@cairn/session';
import { Interrupted } from '../exitCodes.js';

/**
 * The controlling terminal, the one place a person types a passphrase (issue #16): read only
 * when stdin and stderr are this process's controlling terminal — never from the environment,
 * arguments or a pipe. An agent can open a pseudo-terminal too (`script`), so the terminal is
 * not the proof; the passphrase, which only the person knows, is. This only keeps scripts from
 * handing a passphrase over in a file or a variable.
 */

/** The controlling terminal's device number from /proc (Linux), or undefined where there is none to read. */
function controllingTty(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ttyNr = Number(fields[4]);
    return Number.isFinite(ttyNr) ? ttyNr : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when stdin and stderr are both this process's controlling terminal: both terminals, the
 * same device, and (on Linux) the device /proc names as the controlling terminal.
 */
export function onControllingTerminal(): boolean {
  if (!isatty(0) || !isatty(2)) return false;
  try {
    const a = fstatSync(0);
    const b = fstatSync(2);
    if (!a.isCharacterDevice() || a.rdev !== b.rdev) return false;
    const ctty = controllingTty();
    return ctty === undefined ? true : ctty !== 0 && ctty === a.rdev;
  } catch {
    return false;
  }
}

/**
 * Reads one line from the controlling terminal with echo off (raw mode): Enter ends it,
 * Backspace erases, Ctrl-U clears, Ctrl-C or Ctrl-D cancels (what was typed is dropped).
 *
 * @param prompt - written to stderr first
 * @throws CoreError `PERSON_REQUIRED` when not on the controlling terminal, or cancelled
 */
export function readSecret(prompt: string, options: PromptOptions = {}): Promise<string> {
  return readTerminalLine(prompt, false, options);
}

/** Options of the terminal prompts. */
export interface PromptOptions {
  /**
   * Drop what was typed before the prompt appears, and say so (issue #14: keys a person typed
   * while `cairn review` was starting went into its passphrase prompt). Off by default: a
   * script acting for the person on a pseudo-terminal may type the passphrase ahead.
   */
  discardTypedAhead?: boolean;
}

/** How long the terminal must stay quiet before a prompt counts it drained, and the most it waits (ms). */
const DRAIN_QUIET_MS = 40;
const DRAIN_MAX_MS = 400;

/**
 * Reads and drops whatever the terminal holds (raw mode, nothing echoed) until it has been quiet
 * for {@link DRAIN_QUIET_MS}, at most {@link DRAIN_MAX_MS}; tells the person when keys other
 * than line endings were dropped. Node has no tcflush, so this reads the input away instead.
 */
async function discardTypedAhead(): Promise<void> {
  const stdin = process.stdin;
  stdin.setRawMode(true);
  let dropped = 0;
  await new Promise<void>((resolve) => {
    let quiet: NodeJS.Timeout;
    const finish = (): void => {
      clearTimeout(quiet);
      clearTimeout(cap);
      stdin.off('data', onData);
      stdin.pause();
      resolve();
    };
    const cap = setTimeout(finish, DRAIN_MAX_MS);
    const onData = (chunk: Buffer | string): void => {
      // An Enter after a one-key answer (`y⏎`, by habit) is dropped without a word (walk 9 item 11).
      dropped += Array.from(chunk.toString('utf8')).filter((c) => c !== '\r' && c !== '\n').length;
      clearTimeout(quiet);
      quiet = setTimeout(finish, DRAIN_QUIET_MS);
    };
    quiet = setTimeout(finish, DRAIN_QUIET_MS);
    stdin.on('data', onData);
    stdin.resume();
  });
  if (dropped > 0)
    process.stderr.write(`(${dropped === 1 ? 'a key' : `${dropped} keys`} typed before this question ${dropped === 1 ? 'was' : 'were'} ignored)\n`);
}

/** Keys typed while echo is held off after a secret (see {@link holdEcho}), and the listener collecting them. */
let held: { keys: Buffer[]; onData: (chunk: Buffer) => void } | undefined;

/**
 * Keeps the terminal's echo off after a secret was read, until the next prompt or the end of the
 * command (Node gives the terminal its mode back at exit): keys typed while a passphrase is being
 * checked — a second try typed ahead — are never echoed in clear (walk 7, item 12). They are
 * kept for the next prompt; Ctrl-C still stops the command. The stream does not keep the process
 * alive.
 */
function holdEcho(): void {
  const stdin = process.stdin;
  if (held !== undefined) return;
  const keys: Buffer[] = [];
  const onData = (chunk: Buffer): void => {
    if (chunk.includes(3)) {
      releaseEcho(false);
      process.kill(process.pid, 'SIGINT');
      return;
    }
    keys.push(Buffer.from(chunk));
  };
  held = { keys, onData };
  stdin.setRawMode(true);
  stdin.on('data', onData);
  stdin.resume();
  stdin.unref();
}

/** Ends {@link holdEcho}: the keys it kept go back to the head of stdin for the prompt that follows (`keep`). */
function releaseEcho(keep = true): void {
  if (held === undefined) return;
  const stdin = process.stdin;
  stdin.off('data', held.onData);
  stdin.pause();
  stdin.ref();
  if (keep && held.keys.length > 0) stdin.unshift(Buffer.concat(held.keys));
  held = undefined;
}

/**
 * Reads one line from the controlling terminal, echoing what is typed (for words a person types
 * on purpose, such as `confirm instruction`); the same keys as {@link readSecret}.
 *
 * @throws CoreError `PERSON_REQUIRED` when not on the controlling terminal, or cancelled
 */
export function readLine(prompt: string, options: PromptOptions = {}): Promise<string> {
  return readTerminalLine(prompt, true, options);
}

/**
 * Puts keys typed after the answer back at the head of stdin, for the next prompt to read
 * (issue #14: a person who typed the passphrase, Enter and the confirm words in one go lost the
 * words, which came in the same read as the passphrase). A prompt that asks for
 * `discardTypedAhead` still drops them, saying so.
 */
function keepTypedAhead(rest: readonly string[]): void {
  if (rest.length > 0) process.stdin.unshift(Buffer.from(rest.join(''), 'utf8'));
}

async function readTerminalLine(prompt: string, echo: boolean, options: PromptOptions): Promise<string> {
  if (!onControllingTerminal())
    throw new CoreError(
      ErrorCode.PERSON_REQUIRED,
      echo
        ? 'A typed answer is read only from the controlling terminal (stdin and stderr).'
        : 'A passphrase is read only from the controlling terminal (stdin and stderr).',
    );
  const stdin = process.stdin;
  releaseEcho();
  if (options.discardTypedAhead === true) await discardTypedAhead();
  // Echo off before the prompt shows: what is typed as soon as the prompt appears is never echoed.
  stdin.setRawMode(true);
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let line = '';
    const done = (error?: Error): void => {
      stdin.off('data', onData);
      stdin.pause();
      // After a secret, echo stays off while it is checked (holdEcho); after words typed in view, it is back on.
      if (!echo && error === undefined) holdEcho();
      else stdin.setRawMode(false);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: Buffer | string): void => {
      const chars = Array.from(chunk.toString('utf8'));
      for (const [i, ch] of chars.entries()) {
        if (ch === '\r' || ch === '\n') {
          done();
          keepTypedAhead(chars.slice(ch === '\r' && chars[i + 1] === '\n' ? i + 2 : i + 1));
          return;
        }
        if (ch === '\u0003') {
          done(new Interrupted());
          return;
        }
        // Ctrl-D is end of input: it stops the command as Ctrl-C does, exit 130 (issue #14: at a
        // passphrase prompt it said 'Cancelled' and exited 3, refused by policy). After some typing
        // too (walk h56 LOW 11: it was ignored, and Enter then sent the half-typed passphrase as a
        // wrong one): what was typed is dropped, never submitted.
        if (ch === '\u0004') {
          done(
            new Interrupted(
              line === ''
                ? 'Stopped (Ctrl-D, end of input): nothing was signed or changed.'
                : 'Stopped (Ctrl-D, end of input): what you typed was not used; nothing was signed or changed.',
              'Ctrl-D',
            ),
          );
          return;
        }
        if (ch === '\u007f' || ch === '\b') {
          if (echo && line !== '') process.stderr.write('\b \b');
          line = Array.from(line).slice(0, -1).join('');
        } else if (ch === '\u0015') {
          if (echo) process.stderr.write('\b \b'.repeat(Array.from(line).length));
          line = '';
        } else if (ch >= ' ' && ch !== '\u007f') {
          line += ch;
          // Only printable ASCII is echoed as typed; anything else shows as '?' (no escape reaches the screen).
          if (echo) process.stderr.write(/^[\x20-\x7e]$/u.test(ch) ? ch : '?');
        }
      }
    };
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Asks a yes/no question on the controlling terminal; true only for `y` or `yes`. */
export async function askYes(prompt: string): Promise<boolean> {
  const answer = await readSecret(`${prompt} [y/N] `);
  return /^y(?:es)?$/iu.test(answer.trim());
}

/**
 * Reads one keystroke from the controlling terminal (raw mode), lower-cased; Ctrl-C throws
 * {@link Interrupted} (exit 130), and so does Ctrl-D (end of input: the walk stops there, what
 * was done before is said, as for Ctrl-C).
 */
export async function readKey(prompt: string, options: PromptOptions = {}): Promise<string> {
  if (!onControllingTerminal()) throw new CoreError(ErrorCode.PERSON_REQUIRED, 'A keystroke is read only from the controlling terminal.');
  const stdin = process.stdin;
  releaseEcho();
  if (options.discardTypedAhead === true) await discardTypedAhead();
  stdin.setRawMode(true);
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer | string): void => {
      const [ch = '', ...rest] = Array.from(chunk.toString('utf8'));
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      keepTypedAhead(rest);
      process.stderr.write(`${/^[a-z]$/iu.test(ch) ? ch : ''}\n`);
      if (ch === '\u0003') reject(new Interrupted());
      else if (ch === '\u0004') reject(new Interrupted('Stopped (Ctrl-D, end of input): nothing more was signed or changed.', 'Ctrl-D'));
      else resolve(ch.toLowerCase());
    };
    stdin.resume();
    stdin.on('data', onData);
  });
}
