/**
 * Every value one change away from a valid one, for tests that check a fast shape check against
 * the zod schema it stands in front of (issue #20: `isPlainSignedAct`, `isPlainMemoryRecord`,
 * `isPlainIdentity`, `isPlainVerifiedActsFile`): whatever the shape check accepts over these, the
 * schema must accept as it is.
 *
 * The changes, at any depth: the value replaced by each of `odd`; a string with one character
 * more; an array item deleted, an array's first item or any of `odd` appended; an object's field
 * deleted, an unknown field added, each of `missingFields` the object lacks set to each of `odd`.
 *
 * @param value a valid value (plain JSON: objects, arrays, strings, numbers, booleans, null).
 * @param odd values of the wrong type or past a bound (empty strings, huge arrays, …), tried everywhere.
 * @param missingFields optional field names tried on every object that lacks them.
 */
export function* oneChangeAway(value: unknown, odd: readonly unknown[], missingFields: readonly string[] = []): Generator<unknown> {
  yield* odd;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      yield value.filter((_, j) => j !== i);
      for (const m of oneChangeAway(value[i], odd, missingFields)) yield value.map((x, j) => (j === i ? m : x));
    }
    if (value.length > 0) yield [...value, value[0]];
    for (const x of odd) yield [...value, x];
    return;
  }
  if (typeof value === 'string') yield `${value}x`;
  if (typeof value !== 'object' || value === null) return;
  const o = value as Record<string, unknown>;
  yield { ...o, unknownField: 'x' };
  for (const k of Object.keys(o)) {
    const { [k]: _, ...rest } = o;
    yield rest;
    for (const m of oneChangeAway(o[k], odd, missingFields)) yield { ...o, [k]: m };
  }
  for (const k of missingFields) if (!(k in o)) for (const x of odd) yield { ...o, [k]: x };
}
