import { parseArgs } from 'node:util';
import {
  createLiveKeyring,
  ErrorCode,
  newId,
  noPersonProof,
  openProject,
  type ProjectSession,
  redactSecrets,
  registeredHostSession,
  resolveHome,
  toCoreError,
} from '@cairn/session';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ErrorCode as ErrorCodes, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { AnswerOrder } from './answerOrder.js';
import { createCairnServer } from './server.js';

/** The usage text, under the name the server was started by (`cairn-mcp`, or `cairn mcp` from the CLI). */
const usage = (name: string): string => `Usage: ${name} [--home <dir>] [--project <dir>] [--store <url>]

Runs Cairn's MCP server on stdio for one project.
  --home <dir>     the Cairn home (default: $CAIRN_HOME, else ~/.cairn)
  --project <dir>  the project (default: the git root of the working directory, else the working directory;
                   a git worktree uses its main checkout's memory)
  --store <url>    the store (default: $CAIRN_STORE, else the file store in the home)
  -h, --help       show this help`;

/** Exit codes of a server that could not start (aligned with the CLI's: 2 usage, 3 refused, 5 other). */
const EXIT_CODES: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.INVALID_INPUT]: 2,
  [ErrorCode.UNSAFE_HOME]: 3,
};

/**
 * The JSON-RPC error answer for a stdin line the SDK's transport could not read (`SyntaxError` from
 * `JSON.parse`: -32700; `ZodError` from the message schema: -32600), or undefined for any other
 * transport error (those are only logged). The line itself is never echoed: it may hold a secret.
 */
export function malformedLineAnswer(error: Error): JSONRPCMessage | undefined {
  const answer = (code: number, message: string) => ({ jsonrpc: '2.0', id: null, error: { code, message } }) as unknown as JSONRPCMessage;
  if (error instanceof SyntaxError) return answer(ErrorCodes.ParseError, 'Parse error: the line is not JSON (one JSON-RPC message per line)');
  if (error.name === 'ZodError') return answer(ErrorCodes.InvalidRequest, 'Invalid Request: the line is JSON but not a JSON-RPC 2.0 message');
  return undefined;
}

/**
 * What the server's log says of a stdin line it could not read (the same cases as
 * {@link malformedLineAnswer}), or undefined for any other error. The line is never quoted.
 */
export function malformedLineLog(error: Error): string | undefined {
  if (error instanceof SyntaxError) return 'a line on stdin is not JSON; answered -32700 (Parse error). The line is not shown: it may hold a secret.';
  if (error.name === 'ZodError') return 'a line on stdin is JSON but not a JSON-RPC 2.0 message; answered -32600 (Invalid Request).';
  return undefined;
}

const log = (message: string): void => {
  process.stderr.write(`cairn-mcp: ${redactSecrets(message).text}\n`);
};

/**
 * Runs the MCP server on stdio until the client disconnects (stdin ends) or a SIGINT/SIGTERM.
 * The project session resolves the home (`--home`, `CAIRN_HOME`, `~/.cairn`; it must be safe),
 * the project and the store; this channel is `mcp` and has no person. Diagnostics go to stderr
 * only. Usage errors exit 2, an unsafe home 3, other start-up failures 5 (`process.exitCode`).
 *
 * @param argv - the arguments WITHOUT node and the script path, e.g. `['--home', h, '--project', p]`
 * @param invokedAs - the command's name in the usage text: `cairn-mcp` (default), `cairn mcp` when
 *   the CLI runs it (issue #14, the tenth walk, item 13: `cairn mcp --help` said `cairn-mcp`)
 * @returns when the session has ended and the store is released
 */
export async function main(argv: readonly string[], invokedAs = 'cairn-mcp'): Promise<void> {
  let values: { home?: string | undefined; project?: string | undefined; store?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { home: { type: 'string' }, project: { type: 'string' }, store: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}\n${usage(invokedAs)}`);
    process.exitCode = 2;
    return;
  }
  if (values.help === true) {
    process.stdout.write(`${usage(invokedAs)}\n`);
    return;
  }
  // An empty value (a host entry's unset variable, `--home "$CAIRN_DIR"`) served the default home
  // or project without a word (walk h53): the default comes only from leaving the option out.
  const blank = (['home', 'project', 'store'] as const).find((name) => values[name] !== undefined && values[name].trim() === '');
  if (blank !== undefined) {
    log(`--${blank} is empty: give it a value, or leave --${blank} out for the default. The server did not start.\n${usage(invokedAs)}`);
    process.exitCode = 2;
    return;
  }

  // The connection is the session, as the server sees it: evidence records it instead of the
  // caller's `session`, so one agent connection cannot pose as two sessions to promote a memory.
  const connection = `mcp-${newId().slice(4, 16)}`;
  let clientName: string | undefined;
  let session: ProjectSession;
  try {
    // Every reader checks (issue #16): what the server hands an agent — its recall, its summary —
    // reads an unsigned or replayed user claim as the agent's; the keys follow the home.
    const keys = createLiveKeyring(() => resolveHome({ home: values.home, env: process.env, cwd: process.cwd() }));
    session = await openProject({
      home: values.home,
      project: values.project,
      store: values.store,
      cwd: process.cwd(),
      env: process.env,
      channel: 'mcp',
      personProof: noPersonProof('the MCP server'),
      keyring: keys.keyring,
      refreshKeys: () => keys.refresh(),
      client: () => clientName,
      session: connection,
      // Claude Code gives a stdio server its session id; a write belongs to that session only
      // when a hook registered it (an agent starting its own server names nothing registered).
      hostSession: () => registeredHostSession(session.location, process.env.CLAUDE_CODE_SESSION_ID)(),
      longLived: true,
      onWarning: (m) => log(`warning: ${m}`),
    });
  } catch (error) {
    const e = toCoreError(error);
    log(e.message);
    process.exitCode = EXIT_CODES[e.code] ?? 5;
    return;
  }

  // stdout carries the protocol: anything a dependency prints with console.log goes to stderr.
  console.log = console.error;
  console.info = console.error;

  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const server = createCairnServer({ session, log, onClosed: () => markClosed() });
  // A line that cannot be read is said in Cairn's words, never V8's: 'Unexpected token 'h', "this
  // is not json"' named the second character of `this` and quoted the line, which may hold a secret
  // (issue #14, walk-3 item 13).
  server.server.onerror = (error) => log(`protocol error: ${malformedLineLog(error) ?? error.message}`);
  server.server.oninitialized = () => {
    clientName = server.server.getClientVersion()?.name;
  };
  const stop = (): void => {
    server.close().catch((error: unknown) => log(`error while closing: ${String(error)}`));
  };
  // The client closed stdin: answer what is already in flight, then close (MCP stdio shutdown).
  // A macrotask after idle lets the SDK send the last responses before close aborts them.
  const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
  const drainThenStop = (): void => {
    void (async () => {
      for (let i = 0; i < 100; i++) {
        await nextTurn();
        await server.whenIdle();
        await nextTurn();
        if (server.isIdle()) break;
      }
      stop();
    })();
  };
  process.stdin.once('end', drainThenStop);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const enabled = await server.syncTools().catch(() => false);
  const transport = new StdioServerTransport();
  // The SDK's stdio transport reports a line it cannot read to `onerror` and moves on, answering
  // nothing, so a client that sent a malformed line waits forever. JSON-RPC 2.0 §5.1: a line that is
  // not JSON gets -32700 (Parse error), JSON that is not a JSON-RPC message gets -32600 (Invalid
  // Request), both with id null; the server keeps serving. Set before connect, which chains it.
  transport.onerror = (error) => {
    const answer = malformedLineAnswer(error);
    if (answer !== undefined) transport.send(answer).catch(() => undefined);
  };
  // Answers a client can place only by their order keep it: nothing before initialize's answer, and
  // a Parse-error answer (id null) after the answers to the requests sent before its line
  // (AnswerOrder). Set before connect, which chains onmessage: arrivals are seen first.
  const order = new AnswerOrder((message) => StdioServerTransport.prototype.send.call(transport, message));
  transport.send = (message) => order.send(message);
  transport.onmessage = (message) => order.arrived(message);
  await server.connect(transport);
  const where = `${session.location.project.path}${session.location.project.worktree ? ` (worktree ${session.location.project.worktree})` : ''}`;
  log(`serving ${where}, home ${session.location.home}${enabled ? '' : ' (memory not enabled yet: a person runs `cairn init` in the project with this home)'}`);
  await closed;
  process.stdin.off('end', drainThenStop);
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
}
