import { CoreError, ErrorCode, redactSecrets } from '@cairn/core';

/** The type of one argument of a read-only tool. */
export type ArgumentType = 'string' | 'boolean' | 'integer';

/** What a read-only tool accepts: name → type and whether it is required. */
export type ArgumentSpec = Readonly<Record<string, { type: ArgumentType; required?: boolean }>>;

const MAX_NAME_CHARS = 40;

/** A field name safe to echo: redacted, invisible characters escaped, shortened. */
function safeName(name: string): string {
  const visible = redactSecrets(name).text.replace(/[^\x20-\x7E]/gu, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
  return visible.length > MAX_NAME_CHARS ? `${visible.slice(0, MAX_NAME_CHARS)}…` : visible;
}

function matches(value: unknown, type: ArgumentType): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  return typeof value === type;
}

/**
 * Checks the arguments of a read-only tool (recall, decisions, project_summary, status)
 * against its allow-list. Like core's memorize schema, unknown fields are refused, never
 * dropped; values are never echoed. Ranges (limit 1–100, query length) are core's to check.
 *
 * @param tool - the tool's name, for the message
 * @param input - the call's `arguments` (absent means `{}`)
 * @throws CoreError `INVALID_INPUT` naming every problem
 */
export function readArguments(tool: string, input: unknown, spec: ArgumentSpec): Record<string, unknown> {
  const args = input ?? {};
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new CoreError(ErrorCode.INVALID_INPUT, `Invalid ${tool} request: expected a JSON object of arguments.`);
  }
  const problems: string[] = [];
  const record = args as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !Object.hasOwn(spec, k));
  if (unknown.length > 0) {
    const allowed = Object.keys(spec);
    problems.push(
      `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map(safeName).join(', ')} (allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none'})`,
    );
  }
  for (const [name, { type, required }] of Object.entries(spec)) {
    const value = record[name];
    if (value === undefined) {
      if (required === true) problems.push(`${name} is required`);
    } else if (!matches(value, type)) {
      problems.push(`${name} must be ${type === 'integer' ? 'a whole number' : `a ${type}`}`);
    }
  }
  if (problems.length > 0) throw new CoreError(ErrorCode.INVALID_INPUT, `Invalid ${tool} request: ${problems.join('; ')}.`);
  return record;
}
