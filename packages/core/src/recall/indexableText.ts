import type { MemoryRecord } from '../schema/record.js';

/**
 * The text of a record that search indexes: title, text, summary, tags, tripwires and
 * files edited, one per line. Stores index `tokenize(indexableText(record))`.
 */
export function indexableText(record: Pick<MemoryRecord, 'text' | 'title' | 'summary' | 'tags' | 'tripwires' | 'filesEdited'>): string {
  return [record.title ?? '', record.text, record.summary ?? '', ...(record.tags ?? []), ...(record.tripwires ?? []), ...(record.filesEdited ?? [])]
    .filter((s) => s.length > 0)
    .join('\n');
}
