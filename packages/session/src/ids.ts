import { randomBytes } from 'node:crypto';

/** The shape of every id {@link newId} makes: `mem_` + 16 lower-case hex. A restored id of another shape is re-minted. */
export const MEMORY_ID = /^mem_[0-9a-f]{16}$/u;

/** A fresh record id: `mem_` + 16 random hex characters (64 bits). */
export function newId(): string {
  return `mem_${randomBytes(8).toString('hex')}`;
}

/** Hex sha256 of a UTF-8 string: evidence digests and signature statements (one definition, in the person package). */
export { sha256 } from '@cairn/person';
