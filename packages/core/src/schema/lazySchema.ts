/**
 * A schema (or any object) built on its first use instead of when its module is evaluated
 * (issue #20): building zod schemas at load cost every `cairn` process ≈ 8–10 ms of CPU
 * (h53-speed's profile of a recall on an empty store), and the code-cached bundles evaluate zod
 * itself only when a schema is first built (scripts/lib/lazy-packages.mjs), so a command that
 * validates nothing never pays for either.
 *
 * The returned object stands for the one `build()` returns: every property read, `in` test and
 * prototype lookup goes to it, built once on the first of them. A zod schema stays usable as
 * before — `X.safeParse(v)`, `X.shape`, `X.optional()`, `z.array(X)` or `{ act: X }` inside
 * another schema (zod reaches a member schema through `_zod`, read through the stand-in), and
 * `z.infer<typeof X>` (the stand-in is typed as what `build` returns). `build` must not throw;
 * it runs at most once (a throw propagates and the next use tries again).
 *
 * @param build - makes the object; called on the first use
 * @returns a stand-in of `build`'s result
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    built ??= build();
    return built;
  };
  // The target is a plain empty object: only traps whose answers carry no invariant about the
  // target are defined (get, has, getPrototypeOf on an extensible target).
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Object.getPrototypeOf(real()) as object | null,
  });
}
