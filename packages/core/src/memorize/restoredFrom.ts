import { type Binding, type BindOutcome, bindingRef } from '../binding/binding.js';

/**
 * A restore's write (walk h56 MED 2): what Cairn's own export said of a record written again
 * through the one write path — its creation time and bindings — taken only where it lowers the new
 * record. An export is a file anyone could edit (an agent can run `cairn import` on one), so
 * nothing here may make a memory fresher, younger or better attested than the write would alone.
 */

/**
 * The binding a restore's write keeps for `path` (and `lines`): the export's binding of that very
 * reference, when the file changed since the backup (its hash differs from `fresh`'s), is gone,
 * or no longer reaches those lines — so the memory reads stale as it did before the wipe, not
 * bound afresh to lines that say something else now. Taken from it: the hash and what finds its
 * content again (`blob`, `norm`, `count`) and the time it was bound when earlier; its `size` is
 * -1 (no cheap-check baseline: every check hashes the file), its path and lines the write's own.
 * Anything else — no binding of that reference in the export, an equal hash, a refusal that is
 * not about the file's content (outside the project, a binary file, over the size cap) — is
 * `fresh` unchanged. An edited export gains nothing: a forged hash equal to the file's now is
 * the fresh binding; any other hash only marks the memory stale.
 *
 * @param fresh - the session's bind of the file as it is now
 * @param was - the exported record's bindings (schema-checked; undefined: none)
 * @param path - the path the write binds (relative inside the project)
 * @param lines - the line range it binds, when it cites one
 */
export function restoredBinding(fresh: BindOutcome, was: readonly Binding[] | undefined, path: string, lines?: [number, number]): BindOutcome {
  const ref = bindingRef({ path, ...(lines !== undefined ? { lines } : {}) });
  const old = was?.find((b) => bindingRef(b) === ref);
  if (old === undefined) return fresh;
  if ('refused' in fresh && fresh.missing !== true && fresh.invalid !== true) return fresh;
  if ('binding' in fresh && fresh.binding.hash === old.hash) return fresh;
  const now = 'binding' in fresh ? fresh.binding : undefined;
  const at = now === undefined || (Date.parse(old.at) < Date.parse(now.at) && Number.isFinite(Date.parse(old.at))) ? old.at : now.at;
  const binding: Binding = {
    path,
    ...(lines !== undefined ? { lines } : {}),
    ...(old.count !== undefined ? { count: old.count } : {}),
    hash: old.hash,
    blob: old.blob,
    ...(old.norm !== undefined ? { norm: old.norm } : {}),
    size: -1,
    mtimeMs: now?.mtimeMs ?? 0,
    at,
  };
  // The cited lines as they are now (a write checks they hold its text): the export's word is no
  // reading of them. A range gone with its file, or past its end now, holds nothing.
  if (now === undefined) return lines !== undefined ? { binding, cited: '' } : { binding };
  return 'cited' in fresh && fresh.cited !== undefined ? { binding, cited: fresh.cited } : { binding };
}

/**
 * The creation time a restore's write keeps: the export's `createdAt` when it is a whole ISO-8601
 * time (as `Date.toISOString` writes it) earlier than `now`, else `now`. Older only lowers: an
 * equal newer memory ranks first, an age-based prune takes it sooner.
 *
 * @param was - the exported record's `createdAt` (undefined: none)
 * @param now - the write's time, ISO-8601
 */
export function restoredCreatedAt(was: string | undefined, now: string): string {
  if (was === undefined) return now;
  const t = Date.parse(was);
  if (!Number.isFinite(t) || new Date(t).toISOString() !== was) return now;
  return t < Date.parse(now) ? was : now;
}
