/**
 * The tags that keep a knowledge-graph memory's structure, so an export can rebuild the
 * entities and relations it came from.
 */
export const KG_TAG = {
  part: (part: 'entity' | 'observation' | 'relation'): string => `kg-part:${part}`,
  entity: (name: string): string => `kg-entity:${name}`,
  entityType: (type: string): string => `kg-entity-type:${type}`,
  from: (name: string): string => `kg-from:${name}`,
  to: (name: string): string => `kg-to:${name}`,
  relationType: (type: string): string => `kg-relation-type:${type}`,
} as const;

/** The value of the first tag with `prefix` (e.g. `kg-entity:`), or undefined. */
export function tagValue(tags: readonly string[], prefix: string): string | undefined {
  const tag = tags.find((t) => t.startsWith(prefix));
  return tag === undefined ? undefined : tag.slice(prefix.length);
}
