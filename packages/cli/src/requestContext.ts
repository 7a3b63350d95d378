import type { ProjectSession } from '@cairn/session';

/**
 * What one run of a command reads and writes of its process (issue #20): its words, working
 * folder, environment, output streams and exit code. The entry passes {@link processContext};
 * `cairn daemon` passes one of its own per request, so no request reads or changes the daemon's
 * `process.argv`, `process.cwd()`, `process.env`, `process.stdout`/`stderr` or `process.exitCode`.
 */
export interface RequestContext {
  /** The whole command line as `process.argv` has it: the node binary, the entry, then the words after `cairn`. */
  readonly argv: readonly string[];
  /** The caller's working folder (absolute). */
  readonly cwd: string;
  /** The caller's environment (the daemon's: only the forwarded names). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where the command's output goes (the daemon's: a collector, never a terminal). */
  readonly stdout: NodeJS.WriteStream;
  /** Where its messages go. */
  readonly stderr: NodeJS.WriteStream;
  /** The command's exit code, set when it ends (undefined: 0). */
  exitCode: number | undefined;
  /**
   * A project session lent for the command's run instead of one opened and closed by it: the
   * daemon's resident session of the project (`cairn daemon`). Given the options the command
   * would open its own with (the request's folder and environment are the context's), and returns the session and what to call when the command ends
   * (`failed`: the command threw, and the daemon closes that session rather than keep it).
   */
  readonly lendSession?: (want: SessionWanted) => Promise<{ session: ProjectSession; done: (failed: boolean) => Promise<void> }>;
}

/** The session a command asks for: the global options that choose it, and where its warnings go. */
export interface SessionWanted {
  home?: string;
  project?: string;
  store?: string;
  onWarning: (message: string) => void;
}

/** The context of a command run by the entry: this process's own argv, folder, environment, stdio and exit code. */
export function processContext(): RequestContext {
  return {
    get argv() {
      return process.argv;
    },
    get cwd() {
      return process.cwd();
    },
    get env() {
      return process.env;
    },
    get stdout() {
      return process.stdout;
    },
    get stderr() {
      return process.stderr;
    },
    get exitCode() {
      const c = process.exitCode;
      return c === undefined || c === null ? undefined : Number(c);
    },
    set exitCode(code: number | undefined) {
      process.exitCode = code;
    },
  };
}
