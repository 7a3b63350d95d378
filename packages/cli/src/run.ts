import { CoreError, ErrorCode, isCoreError, redactSecrets } from '@cairn/core';
import type { Command } from 'commander';
import type { GlobalOptions } from './context.js';
import { exitCodeFor } from './exitCodes.js';
import { createOutput, type Output } from './output.js';

/** Runs one command's body with the global options and its output; returns the exit code. */
export type Runner = (cmd: Command, body: (g: GlobalOptions, out: Output) => Promise<number>) => Promise<void>;

/** Global options of the root program, read from any sub-command. */
export function globalOptions(cmd: Command): GlobalOptions {
  const o = cmd.optsWithGlobals() as { home?: string; project?: string; json?: boolean; color?: boolean; yes?: boolean };
  const noColorEnv = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  return {
    ...(o.home !== undefined ? { home: o.home } : {}),
    ...(o.project !== undefined ? { project: o.project } : {}),
    json: o.json === true,
    color: o.color !== false && !noColorEnv && process.stdout.isTTY === true,
    yes: o.yes === true,
  };
}

/** Turns any thrown value into core's error shape; unknown errors become INTERNAL. */
export function toCoreError(error: unknown): CoreError {
  if (isCoreError(error)) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return new CoreError(ErrorCode.INVALID_INPUT, `A path does not exist: ${redactSecrets(String((error as { path?: string }).path ?? '')).text}. Check --project and --home.`);
  }
  if (code === 'EISDIR') {
    return new CoreError(ErrorCode.INVALID_INPUT, `${redactSecrets(String((error as { path?: string }).path ?? 'The path')).text} is a folder; give a file path (for example --out MEMORY.md).`);
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new CoreError(ErrorCode.STORE_IO, `Permission denied on ${redactSecrets(String((error as { path?: string }).path ?? 'a file')).text}; check the owner and mode of your Cairn home (cairn doctor).`);
  }
  return new CoreError(ErrorCode.INTERNAL, `Unexpected error: ${redactSecrets(String((error as Error)?.message ?? error)).text}. This is a bug in Cairn; please report it.`);
}

/**
 * The one boundary where errors become exit codes and the one error shape
 * (`{error: {code, message}}` on stdout with `--json`; one line on stderr always).
 */
export const run: Runner = async (cmd, body) => {
  const g = globalOptions(cmd);
  const out = createOutput({ json: g.json, color: g.color, stdout: process.stdout, stderr: process.stderr });
  try {
    process.exitCode = await body(g, out);
  } catch (error) {
    const e = toCoreError(error);
    if (e.code === ErrorCode.INTERNAL && process.env.CAIRN_DEBUG === '1') out.note(String((error as Error)?.stack));
    out.note(`cairn: ${e.message}`);
    if (g.json && (error as { alreadyPrinted?: boolean }).alreadyPrinted !== true) out.printJson(e.toJSON());
    process.exitCode = exitCodeFor(e.code);
  }
};
