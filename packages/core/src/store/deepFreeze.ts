/**
 * Freezes a value and every object and array inside it, in place, and returns it. Stores
 * freeze the records they keep so that `search` can hand them out without a copy per
 * candidate: a caller that tries to change one gets a `TypeError` instead of silently
 * changing the store's view.
 *
 * @param value - any JSON-shaped value (records are acyclic)
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value as object)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
