import { redactSecrets } from '@cairn/core';

/**
 * `value` with every string in it — keys and values, at any depth — passed through core's
 * redaction (DESIGN.md §5: everything printed is redacted again on the way out). Redacting value
 * by value, before serialising, keeps a JSON document whole: a credential-assignment rule run over
 * the serialised text could take the backslash of an escaped quote with it (`KEY = \"…\"`).
 * Dates are returned as they are (they serialise through `toJSON`). Each distinct string is
 * redacted once per call (redaction is a function of the string alone): a list of records repeats
 * the same keys and words (`id`, `kind`, `active`) in every item.
 */
export function redactDeep<T>(value: T): T {
  const done = new Map<string, string>();
  const text = (s: string): string => {
    let out = done.get(s);
    if (out === undefined) {
      out = redactSecrets(s).text;
      done.set(s, out);
    }
    return out;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(walk);
    // fromEntries defines own properties, so a key named __proto__ stays data.
    if (v !== null && typeof v === 'object' && !(v instanceof Date)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [text(k), walk(x)]));
    return v;
  };
  return walk(value) as T;
}
