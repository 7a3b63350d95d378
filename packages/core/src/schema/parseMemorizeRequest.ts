import type { z } from 'zod';
import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { redactSecrets } from '../redact/index.js';
import { type MemorizeRequest, MemorizeRequestSchema, REQUEST_FIELDS, TOO_LONG_MESSAGE } from './request.js';

/** Longest field name echoed back in an error message. */
const MAX_NAME_CHARS = 40;

/** A field name safe to print: redacted, invisible characters escaped, shortened. */
export function safeName(name: string): string {
  const redacted = redactSecrets(name).text;
  const visible = redacted.replace(/[^\x20-\x7E]/gu, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
  return visible.length > MAX_NAME_CHARS ? `${visible.slice(0, MAX_NAME_CHARS)}…` : visible;
}

/**
 * A bound a value broke, in words for its kind (issue #14, the eighth newcomer walk: `--salience 7`
 * was said as "has too many items (at most 1)", `-1` in zod's own words): a number "must be at
 * most 1" / "at least 0", a text "is too long (at most N characters)" / "must not be empty", a
 * list "has too many items (at most N)" / "too few".
 */
function boundText(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const big = issue.code === 'too_big';
  const limit = String(big ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum);
  const strict = issue.inclusive === false;
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return big ? `must be ${strict ? 'below' : 'at most'} ${limit}` : `must be ${strict ? 'above' : 'at least'} ${limit}`;
    case 'string':
      return big ? `is too long (at most ${limit} characters)` : limit === '1' ? 'must not be empty' : `is too short (at least ${limit} characters)`;
    default:
      return big ? `has too many items (at most ${limit})` : `has too few items (at least ${limit})`;
  }
}

/** A JSON type as a sentence names it (walk 11 item 8: "limit must be number." read as a validator's words). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (a JSON array)',
  object: 'an object',
};

/**
 * One line per zod issue, naming the field (never echoing its value; names redacted).
 *
 * @param input - the object that was validated (to tell a missing field from a wrong one)
 * @param allowed - the field names to list when an unknown one is refused; default memorize's
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: Record<string, unknown> = {}, allowed: readonly string[] = REQUEST_FIELDS): string {
  return issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        const names = issue.keys.map(safeName).join(', ');
        return `unknown field${issue.keys.length > 1 ? 's' : ''} ${names} (allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none'})`;
      }
      const where = issue.path.length > 0 ? issue.path.map((p) => safeName(String(p))).join('.') : 'request';
      const top = issue.path[0];
      if (issue.path.length === 1 && typeof top === 'string' && !(top in input)) return `${where} is required`;
      if (issue.code === 'invalid_type') return `${where} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
      if (issue.code === 'invalid_value') return `${where} must be one of ${issue.values.map(String).join(', ')}`;
      if (issue.code === 'too_big' || issue.code === 'too_small') return `${where} ${boundText(issue)}`;
      if (issue.code === 'custom') return `${where} ${issue.message}`;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Validates an untrusted memorize request against the strict allow-list (DESIGN.md §2.1).
 *
 * @param input - any parsed JSON value
 * @returns the typed request
 * @throws CoreError `INVALID_INPUT` naming every problem (field names redacted; values never echoed)
 */
export function parseMemorizeRequest(input: unknown): MemorizeRequest {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new CoreError(ErrorCode.INVALID_INPUT, 'Invalid memorize request: expected a JSON object such as {"text": "…", "origin": "agent"}.');
  }
  const parsed = MemorizeRequestSchema.safeParse(input);
  if (!parsed.success) {
    // A text over the limit: the way on, said (the fifteenth newcomer walk: the error named the
    // limit and nothing a person could do). Import splits a long text at its paragraphs; a file outside
    // the project is refused there, and the pieces are origin repo (walk h61 item 4: say both).
    const long = parsed.error.issues.some((i) => i.path.length === 1 && i.path[0] === 'text' && i.message === TOO_LONG_MESSAGE);
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `Invalid memorize request: ${describeIssues(parsed.error.issues, input as Record<string, unknown>)}.${long ? " To keep a longer text, save it to a file inside the project and run `cairn import --from text <file>`: it is split into memories within the limit, stored as the project's text (origin repo) for your review." : ''}`,
    );
  }
  return parsed.data;
}
