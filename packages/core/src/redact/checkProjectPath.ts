/**
 * The project-path door (issue #19): a project is keyed by its folder's path, and the path is
 * written to the store (`project.json`, every record's `projectPath`). A path that holds a
 * credential (`~/work/ghp_…/app`) would put it on disk, so such a project is refused, with a
 * message that names the credential's kind and rule, never the path.
 */
import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { SECRET_PATTERNS } from './patterns.js';
import { redactSecrets } from './redactSecrets.js';

/** Paths already checked (a process opens the same few projects again and again). */
const checked = new Map<string, string | undefined>();

/**
 * The kinds of credential a project path holds, joined for a message, or `undefined` when it
 * holds none.
 *
 * @param path - an absolute or relative folder path
 */
export function credentialInPath(path: string): string | undefined {
  // Stryker disable next-line ConditionalExpression: a cache miss only scans the path again; the answer is the same
  if (checked.has(path)) return checked.get(path);
  const { kinds } = redactSecrets(path);
  const found =
    kinds.length === 0
      ? undefined
      : kinds
          .map((kind) => {
            // Stryker disable next-line OptionalChaining: equivalent — every kind redactSecrets reports is the kind of a pattern
            const rule = SECRET_PATTERNS.find((p) => p.kind === kind)?.source.match(/gitleaks:[a-z0-9-]+/)?.[0];
            return rule === undefined ? kind : `${kind} (${rule})`;
          })
          .join(', ');
  // The cache's bound and fill change how often a path is scanned, never the answer.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: bounds the cache only; the answer is the same
  if (checked.size > 256) checked.clear();
  // Stryker disable next-line all: without the entry the next call scans again and finds the same
  checked.set(path, found);
  return found;
}

/**
 * Refuses a project whose path holds a credential.
 *
 * @param path - the project's folder path
 * @throws CoreError `INVALID_INPUT` naming the kind of credential and its rule (never the path)
 */
export function assertProjectPathClean(path: string): void {
  const found = credentialInPath(path);
  if (found === undefined) return;
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `The project's folder path holds a credential (${found}); Cairn keys a project by its path and writes the path to disk, so it refuses this project. Move or rename the folder so its path names no secret, then run the command again. Nothing was stored.`,
  );
}
