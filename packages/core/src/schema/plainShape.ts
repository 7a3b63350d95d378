/**
 * Shape checks of an already-parsed JSON value, for the hot paths where building and running a
 * zod schema costs more than the answer (issue #20: a cold `cairn recall` evaluated zod only to
 * check the person's identity and the signed acts). A shape check is a fast path in front of the
 * schema, never instead of it: it answers only "yes, exactly this" for a value the schema accepts
 * unchanged, and every other value goes to the schema, which decides and keeps its own errors
 * ({@link parsedFast}). Each check is proved a subset of its schema by a test that runs both over
 * mutations of valid values (core `test/schema/plainShape.test.ts`, person `test/identityShape.test.ts`).
 */

/** A JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when every own key of `value` is one of `keys` (a zod object without `.loose()` would strip any other, so the fast path declines it). */
export function hasOnlyKeys(value: Record<string, unknown>, keys: ReadonlySet<string>): boolean {
  for (const k of Object.keys(value)) if (!keys.has(k)) return false;
  return true;
}

/** A string matching `pattern`. */
export function isStringMatching(value: unknown, pattern: RegExp): value is string {
  return typeof value === 'string' && pattern.test(value);
}

/** An integer in `[min, max]`. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

/** What {@link parsedFast} asks of a schema: zod's `safeParse`. */
export interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/**
 * `value` as `schema` parses it, taking `plain`'s yes first: when the shape check accepts the
 * value it is returned as it is (the schema is not built or run), else the schema decides.
 *
 * @param plain - a shape check that accepts only values `schema` accepts unchanged (a subset; see the module's note)
 * @returns the value, or undefined when the schema rejects it
 */
export function parsedFast<T>(value: unknown, plain: (v: unknown) => v is T, schema: SafeParser): T | undefined {
  if (plain(value)) return value;
  const r = schema.safeParse(value);
  return r.success ? (r.data as T) : undefined;
}
