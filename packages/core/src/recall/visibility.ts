import type { Status } from '../schema/record.js';
import type { Kind } from '../schema/request.js';

/** The part of a recall query that decides which records may be returned. */
export interface Visibility {
  /** Also return unflagged candidates. */
  includeCandidates?: boolean;
  /** Also return flagged records that are not confirmed. */
  includeFlagged?: boolean;
  /** Also return superseded records. */
  includeSuperseded?: boolean;
  /** Only these kinds. */
  kinds?: readonly Kind[];
}

/**
 * Whether recall may return a record (DESIGN.md §5): active ones by default; a record that
 * waits for a person's confirm only when flagged records are asked for (always marked by
 * its flags; a flagged candidate needs nothing more); unflagged candidates and superseded
 * records only when asked for; forgotten never.
 *
 * @param waitsForPerson - the record holds a flag and has no confirm (`needsConfirmation`)
 */
export function eligible(status: Status, kind: Kind, waitsForPerson: boolean, q: Visibility): boolean {
  if (q.kinds && !q.kinds.includes(kind)) return false;
  if (waitsForPerson && q.includeFlagged !== true) return false;
  if (status === 'active') return true;
  if (status === 'candidate') return waitsForPerson || q.includeCandidates === true;
  if (status === 'superseded') return q.includeSuperseded === true;
  return false;
}
