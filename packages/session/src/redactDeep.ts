import { redactSecrets } from '@cairn/core';

/**
 * `value` with every string in it — keys and values, at any depth — passed through core's
 * redaction (DESIGN.md §5: everything printed is redacted again on the way out). Redacting value
 * by value, before serialising, keeps a JSON document whole: a credential-assignment rule run over
 * the serialised text could take the backslash of an escaped quote with it (`KEY = \"…\"`).
 * Dates are returned as they are (they serialise through `toJSON`).
 */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redactSecrets(value).text as T;
  if (Array.isArray(value)) return value.map((v: unknown) => redactDeep(v)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    // fromEntries defines own properties, so a key named __proto__ stays data.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactSecrets(k).text, redactDeep(v)])) as T;
  }
  return value;
}
