import { createHash } from 'node:crypto';
import { type Kind, redactSecrets, textKey } from '@cairn/core';

/**
 * The id a new memory gets on import: `mem_` + 16 hex characters of sha256 over the project's
 * key, the kind and the text's key (core's `textKey`, the same key a sighting is matched by),
 * with a counter appended while the id is in `taken`. Deterministic, so `import --dry-run`
 * (the write path run against a copy in memory) reports the very ids the real import then
 * stores (issue #14), as long as the store has not changed between the two. The id says
 * nothing the text does not: trust never depends on an id.
 *
 * Use it as the write context's `newId` for that one request (`newId: () => importIdFor(…)`),
 * and add the id to `taken` once stored.
 *
 * @param projectKey - the store's project key
 * @param request - the memorize request's `text` and `kind` (default `fact`, as core's)
 * @param taken - ids already in the store or given out in this import
 * @returns `mem_` followed by 16 lowercase hex characters
 */
export function importIdFor(projectKey: string, request: { text: string; kind?: Kind }, taken: ReadonlySet<string>): string {
  // Of the redacted text (attack h57 H4c): the id is stored, and 64 bits of a plain hash of a line holding a password is a verifier of it.
  const base = `cairn-import\u0000${projectKey}\u0000${request.kind ?? 'fact'}\u0000${textKey(redactSecrets(request.text).text)}`;
  for (let n = 0; ; n++) {
    const id = `mem_${createHash('sha256')
      .update(n === 0 ? base : `${base}\u0000${n}`)
      .digest('hex')
      .slice(0, 16)}`;
    if (!taken.has(id)) return id;
  }
}
