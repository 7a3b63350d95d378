import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { safeName } from '../schema/parseMemorizeRequest.js';

/** The fewest hex characters of an id a prefix must give (as git's short object names: 4). */
export const MIN_ID_PREFIX = 4;

/** Most candidates an ambiguous prefix lists. */
const MAX_LISTED = 10;

/**
 * The one id that `typed` names among `ids` (issue #14, walk-2 item 26), as git reads a short
 * object name: `typed` is a whole id, or a unique prefix of one given with or without `mem_`
 * (`mem_3fa2`, `3fa2`) of at least {@link MIN_ID_PREFIX} hex characters, letter case ignored.
 *
 * @param typed - what the person typed
 * @param ids - every id of the project (`mem_` + 16 hex)
 * @returns the whole id, or undefined when `typed` names none (the caller says NOT_FOUND)
 * @throws CoreError `INVALID_INPUT` when the prefix is shared by several ids (at most ten listed,
 *   and how many more), or is shorter than {@link MIN_ID_PREFIX} hex characters while matching some
 */
export function resolveIdPrefix(typed: string, ids: readonly string[]): string | undefined {
  if (ids.includes(typed)) return typed;
  const hex = typed.trim().toLowerCase().replace(/^mem_/u, '');
  if (!/^[0-9a-f]+$/u.test(hex)) return undefined;
  const matches = ids.filter((id) => id.startsWith(`mem_${hex}`));
  if (matches.length === 0) return undefined;
  if (hex.length < MIN_ID_PREFIX)
    throw new CoreError(ErrorCode.INVALID_INPUT, `The id prefix ${safeName(typed)} is too short: give at least ${MIN_ID_PREFIX} characters after mem_.`);
  if (matches.length === 1) return matches[0];
  const sorted = [...matches].sort();
  const more = sorted.length > MAX_LISTED ? ` and ${sorted.length - MAX_LISTED} more` : '';
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `The id prefix ${safeName(typed)} names ${sorted.length} memories: ${sorted.slice(0, MAX_LISTED).join(', ')}${more}. Give more characters.`,
  );
}
