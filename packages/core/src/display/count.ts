/**
 * Counts in words for a person, one rule for every surface (issue #14's walk: "audit chain: 1
 * lines", "Deleted 1 memories"): the English plural category of `n` from `Intl.PluralRules`
 * ('one' only for exactly 1; 0 and fractions are plural), so every adapter's plurals agree.
 */
let rules: Intl.PluralRules | undefined;

/**
 * The English plural rules, made on the first count: an `Intl` object made at load is an ICU
 * handle in the heap, which a V8 start-up snapshot of the CLI's bundle cannot serialise (issue
 * #20, h52-speed: `global handle not serialized: [Foreign]`).
 */
const pluralRules = (): Intl.PluralRules => {
  rules ??= new Intl.PluralRules('en');
  return rules;
};

/**
 * `n` and the noun in the form that agrees with it: `count(1, 'memory', 'memories')` is
 * "1 memory", `count(0, 'memory', 'memories')` "0 memories"; `many` defaults to `one` + "s"
 * (`count(3, 'line')` is "3 lines").
 *
 * @param n - any finite number, written as it is (no grouping)
 * @param one - the singular noun (or phrase)
 * @param many - the plural, when it is not `one` + "s"
 */
export function count(n: number, one: string, many: string = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`;
}

/** Only the noun of {@link count}: `one` when `n` is exactly 1, else `many` (default `one` + "s"). */
export function noun(n: number, one: string, many: string = `${one}s`): string {
  return pluralRules().select(n) === 'one' ? one : many;
}

/**
 * An integer with a comma between each group of three digits, as `toLocaleString('en-US')` writes
 * it (`34768` → "34,768", `-1200` → "-1,200"), without ICU: the first `toLocaleString` or
 * `Intl.NumberFormat` of a process costs ≈ 20 ms of CPU loading the locale's data (measured
 * 2026-12-06, Node 20.20, issue #20), which a module that formats a number at load time made every
 * `cairn` process pay.
 *
 * @param n - an integer (a fraction or a non-finite number is written by `String(n)`, ungrouped)
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/gu, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** Statuses in the order a person reads them (the store's STATUSES, live ones first). */
const STATUS_ORDER = ['active', 'candidate', 'superseded', 'forgotten'] as const;

/**
 * Memories by status in words, in a fixed order and only the statuses present: `{ active: 2,
 * candidate: 1 }` is "2 active, 1 candidate"; an empty count is "none". Statuses outside the
 * known order come last, as given.
 */
export function statusCounts(byStatus: Readonly<Partial<Record<string, number>>>): string {
  const known: readonly string[] = STATUS_ORDER;
  const keys = [...STATUS_ORDER.filter((s) => (byStatus[s] ?? 0) > 0), ...Object.keys(byStatus).filter((s) => !known.includes(s) && (byStatus[s] ?? 0) > 0)];
  if (keys.length === 0) return 'none';
  return keys.map((s) => `${byStatus[s]} ${s}`).join(', ');
}
