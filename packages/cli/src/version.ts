import { createRequire } from 'node:module';

/**
 * The CLI's version, shown by `cairn --version`: the `version` of the package.json beside the
 * built code (packages/cli, or the published cairn-memory bundle, which changesets keep at the
 * same version). A module of its own so that `cairn --version` reads it without loading the
 * program (bin.ts).
 */
export const VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/**
 * Whether `args` (the words after `cairn`) ask for the version and nothing else — `--version` or
 * `-V` alone, as commander answers them — so the entry point prints it without loading
 * commander, core, the stores or zod (issue #20: `--version` parsed ≈ 1.4 MB of JavaScript).
 */
export function asksVersionOnly(args: readonly string[]): boolean {
  return args.length === 1 && (args[0] === '--version' || args[0] === '-V');
}
